// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TcpSender: the sending side of one TCP connection (bulk or finite transfer).
//
// Byte sequence numbers from 0, MSS-aligned segments, RFC 6298 timer management (start on
// send, restart on new ACK, stop when all is acknowledged) over a LazyTimer, RTT sampling with
// Karn's rule (SAW/SAWL sample every ACK against the latest transmission, as §III-A updates
// the RTO "when the acknowledgement is received"), optional 3-way handshake and FIN teardown.
// Congestion control and loss recovery are delegated to a LossRecovery strategy.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/ring_buffer.hpp"
#include "sim/timer.hpp"
#include "transport/loss_recovery.hpp"
#include "transport/rto_estimator.hpp"
#include "transport/sack_scoreboard.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::transport {

struct TcpSenderStats {
  std::uint64_t segments_sent = 0;   // data segments, first transmissions and retransmissions
  std::uint64_t retransmits = 0;
  std::uint64_t timeouts = 0;
  std::uint64_t fast_retransmits = 0;  // entries into fast recovery / SACK loss recovery
  std::uint64_t dupacks = 0;
  std::uint64_t control_sent = 0;      // SYN, handshake ACK, FIN, final ACK
  std::uint64_t rtt_samples = 0;       // RTT measurements fed to the RTO estimator
};

class TcpSender final : public net::PacketReceiver, private sim::EventHandler {
 public:
  static constexpr std::uint64_t kBulk = std::numeric_limits<std::uint64_t>::max() / 4;

  /// The memory a sender grows as it runs: a model that opens connection after connection
  /// hands a closed sender's to the next one (take_buffers), which then allocates nothing.
  struct Buffers {
    std::unique_ptr<LossRecovery> recovery;  // of the same TCP variant; none: made anew
    SackScoreboard scoreboard;
    net::RingBuffer<sim::SimTime> sent_at;
  };

  /// `total_bytes` = kBulk for an infinite transfer.
  TcpSender(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
            const TcpConfig& cfg, std::uint64_t total_bytes = kBulk);
  /// The same, reusing a closed sender's buffers (taken with the same `cfg`).
  TcpSender(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
            const TcpConfig& cfg, std::uint64_t total_bytes, Buffers&& reuse);
  ~TcpSender();
  /// Hands this sender's buffers over for the next connection; the sender may only be
  /// destroyed afterwards.
  Buffers take_buffers() && { return {std::move(recovery_), std::move(scoreboard_), std::move(sent_at_)}; }

  void start_at(sim::SimTime t);
  void receive(net::PacketPtr p) override;
  /// Called once when the transfer is complete (last byte ACKed, and FIN exchange done).
  void on_complete(std::function<void(TcpSender&)> cb) { on_complete_ = std::move(cb); }
  /// Called once when the connection is established (at once without a handshake).
  void on_established(std::function<void(TcpSender&)> cb) { on_established_ = std::move(cb); }

  // --- state, in bytes unless stated ---
  net::FlowId flow() const { return flow_; }
  const TcpConfig& config() const { return cfg_; }
  std::uint32_t mss() const { return cfg_.mss; }
  double cwnd() const { return cwnd_; }
  double ssthresh() const { return ssthresh_; }
  std::uint64_t snd_una() const { return snd_una_; }
  std::uint64_t snd_nxt() const { return snd_nxt_; }
  std::uint64_t snd_max() const { return snd_max_; }
  std::uint64_t total_bytes() const { return total_; }
  std::uint64_t flight_size() const { return snd_max_ - snd_una_; }
  std::uint32_t dupacks() const { return dupacks_; }
  bool in_recovery() const { return recovery_->in_recovery(); }
  bool established() const { return state_ == State::established || state_ == State::closing; }
  /// The sending host and the receiving one.
  net::NodeId source() const;
  net::NodeId peer() const { return peer_; }
  bool complete() const { return state_ == State::done; }
  sim::SimTime start_time() const { return start_time_; }
  sim::SimTime completion_time() const { return completion_time_; }
  const RtoEstimator& rto() const { return rto_; }
  bool timer_armed() const { return timer_.armed(); }
  sim::SimTime timer_deadline() const { return timer_.deadline(); }
  const SackScoreboard& scoreboard() const { return scoreboard_; }
  const TcpSenderStats& stats() const { return stats_; }
  /// One fast retransmit: the segment it resent (its first byte), and whether that segment was
  /// sent yet again after it (then a second copy at the receiver may be that one's).
  struct FastRetransmit {
    std::uint64_t seq = 0;
    bool resent_again = false;
  };
  /// Every fast retransmit in order, one per stats().fast_retransmits. One whose segment was
  /// sent exactly twice and that the receiver got twice was spurious: the original arrived.
  const std::vector<FastRetransmit>& fast_retransmitted() const { return fast_retransmitted_; }
  /// Receiver window (max_window_packets) in bytes; unlimited if not set.
  double receive_window() const;
  const char* state_name() const;

  // --- used by LossRecovery strategies ---
  void set_cwnd(double bytes) { cwnd_ = bytes; }
  void set_ssthresh(double bytes) { ssthresh_ = bytes; }
  void set_snd_nxt(std::uint64_t seq) { snd_nxt_ = seq; }
  SackScoreboard& scoreboard() { return scoreboard_; }
  std::uint32_t segment_length(std::uint64_t seq) const;
  std::uint64_t segment_index(std::uint64_t seq) const { return seq / cfg_.mss; }
  std::uint64_t segment_start(std::uint64_t index) const { return index * cfg_.mss; }
  /// Sends the segment starting at `seq` (segment_length(seq) bytes); retransmission if it
  /// was sent before.
  void transmit(std::uint64_t seq) { transmit(seq, segment_length(seq)); }
  /// Sends `len` bytes from `seq` as one segment.
  void transmit(std::uint64_t seq, std::uint32_t len);
  /// Window-limited sending from snd_nxt (Reno family, SAW).
  void send_window_limited();
  /// RFC 6675 SetPipe in bytes.
  std::uint64_t pipe_bytes() const;
  /// Restarts the retransmission timer from now, or from when the latest segment sent starts
  /// on the wire if that is later (timer_from_wire) (RFC 6582 first partial ACK).
  void restart_timer();
  /// Counts a protocol event and reports it to the taps.
  /// `count` as net::ProtocolEvent::count describes it.
  void report(net::ProtocolEventKind kind, std::uint64_t seq, double cwnd_before,
              std::uint64_t count = 0);
  bool has_more_data() const { return snd_nxt_ < total_; }

 private:
  enum class State : std::uint8_t { idle, syn_sent, established, closing, done };
  enum Tag : std::uint32_t { kStart = 0, kTimer = 1 };

  void handle_event(sim::Event& ev) override;
  void on_ack(const net::Packet& p);
  void on_timer();
  void send_control(net::PacketKind kind);
  /// When a packet sent now counts as sent: now, or its start on the wire (timer_from_wire).
  sim::SimTime departure() const;
  /// send_window_limited under short_segments: INET 2.1–2.3's sendData.
  void send_short_or_whole(double window);
  /// Sends `len` bytes from snd_nxt and moves snd_nxt past them.
  void send_next(std::uint32_t len);
  void finish_data();
  void complete_now();
  /// Feeds an RTT measurement to the RTO estimator, counts it and reports it to the taps.
  void sample_rtt(sim::SimTime rtt);

  net::Network& net_;
  net::Host& host_;
  net::NodeId peer_;
  net::FlowId flow_;
  TcpConfig cfg_;
  std::uint64_t total_;
  std::unique_ptr<LossRecovery> recovery_;
  RtoEstimator rto_;
  SackScoreboard scoreboard_;
  sim::Event start_{this, kStart};
  sim::LazyTimer timer_;
  State state_ = State::idle;

  double cwnd_;
  double ssthresh_;
  std::uint64_t snd_una_ = 0;
  std::uint64_t snd_nxt_ = 0;
  std::uint64_t snd_max_ = 0;
  std::uint32_t dupacks_ = 0;

  bool timing_ = false;  // Karn: one timed segment at a time
  std::uint64_t timed_end_ = 0;
  sim::SimTime timed_start_;
  sim::SimTime last_tx_;  // latest data transmission (SAW/SAWL RTT samples)
  sim::SimTime last_departure_;  // latest packet sent, data or control (departure())
  bool last_tx_rexmit_ = false;  // ... and whether it was a retransmission
  // rtt_every_ack: first-transmission time of each unacknowledged segment from sent_base_ on
  // (SimTime::max() once retransmitted).
  net::RingBuffer<sim::SimTime> sent_at_;
  std::uint64_t sent_base_ = 0;

  sim::SimTime start_time_;
  sim::SimTime completion_time_;
  TcpSenderStats stats_;
  std::vector<FastRetransmit> fast_retransmitted_;
  std::function<void(TcpSender&)> on_complete_;
  std::function<void(TcpSender&)> on_established_;
};

}  // namespace opslab::transport
