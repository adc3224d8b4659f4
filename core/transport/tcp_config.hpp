// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TcpConfig: the parameters of one TCP connection (the scenario's `tcp` section,
// core/scenario/common_sections.hpp).
#pragma once

#include <cstdint>
#include <string_view>

#include "sim/time.hpp"

namespace opslab::transport {

enum class TcpVariant : std::uint8_t { reno, newreno, sack, saw, sawl, msack };
std::string_view to_string(TcpVariant v);
/// Parses "reno", "newreno", ...; returns false for an unknown name.
bool parse_variant(std::string_view s, TcpVariant& out);
/// Whether a connection of this variant uses SACK (RFC 2018): its SYN says SACK-permitted, its
/// receiver reports SACK blocks and its sender reads them.
constexpr bool uses_sack(TcpVariant v) { return v == TcpVariant::sack || v == TcpVariant::msack; }

/// How the retransmission timeout is estimated.
enum class RtoRule : std::uint8_t {
  rfc6298,     // SRTT/RTTVAR, doubling back-off, Karn's rule
  alpha_beta,  // Minakhmetov et al. §III-A: ×α on timeout, β·RTT + (1−β)·RTO on ACK
};

struct TcpConfig {
  TcpVariant variant = TcpVariant::reno;
  std::uint32_t mss = 1460;           // payload bytes per full segment (SMSS)
  std::uint32_t header_bytes = 40;    // added to the payload of each data segment
  std::uint32_t control_bytes = 40;   // size of ACK, SYN and FIN packets
  double initial_cwnd_packets = 1;
  /// Slow-start threshold before the first loss, in bytes; 0 = unlimited (RFC 5681 §3.1 lets
  /// it start "arbitrarily high"). INET's TCP of 2012 starts at 65 535 bytes.
  std::uint64_t initial_ssthresh_bytes = 0;
  sim::SimTime initial_rto = sim::SimTime::s(1);
  sim::SimTime min_rto = sim::SimTime::ms(200);
  sim::SimTime max_rto = sim::SimTime::s(60);
  bool delayed_ack = false;
  sim::SimTime delayed_ack_timeout = sim::SimTime::ms(200);
  std::uint32_t max_window_packets = 0;  // receiver window cap in segments; 0 = none
  std::uint32_t dupack_threshold = 3;
  RtoRule rto_rule = RtoRule::rfc6298;
  double rto_alpha = 1.1;
  double rto_beta = 0.5;
  double sawl_p = 4;            // SAWL: RTO' = RTO + p·τ
  sim::SimTime packet_duration; // τ: a full data packet's transmission time at the NIC
  /// SAW/SAWL RTT samples. false: every ACK is timed against the latest transmission, so after
  /// a spurious timeout (the segment was only delayed) the short sample drags T below the
  /// true RTT, and with α = 1.1, β = 0.5 it settles near 0.53·RTT: every later segment times
  /// out and is sent twice. true: Karn's rule (RFC 6298 §3) — no sample from the ACK of a
  /// retransmitted segment.
  bool saw_karn = false;
  /// Windowed senders (Reno … mSACK). false: one timed segment per window (RFC 6298 §3).
  /// true: an RTT sample on every ACK that advances snd_una — now minus the first
  /// transmission of the highest segment it acknowledges, none if that segment was
  /// retransmitted (Karn) — as Minakhmetov et al.'s α/β rule updates "when the
  /// acknowledgement is received" (§III-A, eq. 2).
  bool rtt_every_ack = false;
  /// How a loss sets ssthresh. false: RFC 5681 eq. (4), max(FlightSize / 2, 2·SMSS).
  /// true: Minakhmetov et al.'s eq. (4), max(CWND / 2, 2·SMSS) — the window, not the data in
  /// flight (they differ when the sender is limited by its data or receive window).
  bool ssthresh_from_cwnd = false;
  /// Where the retransmission timer and RTT samples start. false: when TCP hands the segment
  /// to its host (RFC 6298), so time queued in the host's interface counts. true: when the
  /// segment starts on the wire, after that queue (Minakhmetov et al. §III-A time the RTT
  /// "between the start of sending a packet and reception of the corresponding
  /// acknowledgement"); hosts whose interface cannot tell (net::WireClock) use now.
  bool timer_from_wire = false;
  /// NewReno's `recover` outside recovery. false: RFC 6582 — it stays at the highest sequence
  /// sent at the last fast retransmit or timeout, and no new fast retransmit starts before
  /// snd_una reaches it. true: INET 2.x's TCPNewReno — every new ACK outside recovery pulls it
  /// up to just below snd_una, and a third duplicate ACK starts a fast retransmit only when
  /// snd_una lies strictly above it (so not on the duplicates right after the ACK that ended
  /// a recovery exactly at `recover`, but soon after a timeout).
  bool recover_follows_ack = false;
  /// Window inflation in Reno/NewReno fast recovery. false: RFC 5681/6582 — every duplicate
  /// ACK adds one SMSS. true: INET 2.x's TCPNewReno — the duplicate-ACK count starts anew at
  /// each partial ACK and only those above the threshold add one SMSS, so the first
  /// `dupack_threshold` duplicates after each partial ACK release nothing.
  bool inflate_above_dupthresh = false;
  /// The one timed segment of the RTT measurement (when not every ACK is timed). false: Karn's
  /// rule, any retransmission cancels the measurement. true: INET 2.x's TCPBaseAlg — only a
  /// timeout cancels it (segmentRetransmitted does nothing), so a sample may span a fast
  /// retransmit and its recovery.
  bool rtt_timing_survives_retransmit = false;
  /// The window's arithmetic in Reno/NewReno fast recovery. false: a partial ACK deflates it
  /// to at least one SMSS. true: INET 2.x's TCPNewReno, whose window is an unsigned 32-bit
  /// count (`snd_cwnd -= acked` unguarded): a partial ACK that acknowledges more than the
  /// window wraps it to about 4 GiB, so until the recovery ends only the receive window
  /// limits the sender (or a later inflation wraps it back to a few segments).
  bool cwnd_wraps = false;
  /// An ACK below snd_una, or one when nothing is outstanding. false: ignored (RFC 5681 counts
  /// only duplicates). true: INET 2.x's TCPConnection — it resets the duplicate-ACK count, so
  /// ACKs reordered on the way back break a run of duplicates.
  bool old_ack_resets_dupacks = false;
  /// Segment sizes (Reno/NewReno only; the SACK scoreboard and per-segment timestamps count
  /// whole segments). false: every segment is one SMSS but the data's tail, on a grid of SMSS
  /// from byte 0. true: INET 2.1–2.3's TCPConnection::sendData — a usable window of at most one
  /// SMSS goes out as one segment of its size, short if it is smaller, a larger one as whole
  /// segments only; a retransmission is one SMSS from the byte asked for (no further than
  /// sent), so after a short segment the segments no longer keep the grid.
  bool short_segments = false;
  /// SACK/mSACK after a retransmission timeout. false: every segment not SACKed is marked
  /// lost and sent again as the window allows (RFC 6675 §5.1). true: only the first one, as a
  /// timer per segment would resend only the segment that timed out.
  bool timeout_marks_first = false;
  bool sack_rescue = true;      // RFC 6675 rescue retransmission (NextSeg rule 4)
  bool handshake = false;       // 3-way handshake and FIN teardown with control packets
};

}  // namespace opslab::transport
