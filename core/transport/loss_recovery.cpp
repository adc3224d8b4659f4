// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/loss_recovery.hpp"

#include <algorithm>
#include <cstdint>

#include "transport/tcp_sender.hpp"

namespace opslab::transport {

namespace {

using net::ProtocolEventKind;

/// RFC 5681 window growth: slow start below ssthresh, else ~1 MSS per RTT.
void grow_window(TcpSender& s, std::uint64_t acked) {
  const double mss = s.mss();
  if (s.cwnd() < s.ssthresh()) {
    s.set_cwnd(s.cwnd() + std::min<double>(static_cast<double>(acked), mss));
  } else {
    s.set_cwnd(s.cwnd() + mss * mss / s.cwnd());
  }
}

/// The ssthresh after a loss: RFC 5681 eq. (4), max(FlightSize / 2, 2·SMSS), or with
/// `ssthresh_from_cwnd` Minakhmetov et al.'s eq. (4), max(CWND / 2, 2·SMSS).
double loss_ssthresh(const TcpSender& s) {
  const double basis = s.config().ssthresh_from_cwnd ? s.cwnd()
                                                     : static_cast<double>(s.flight_size());
  return std::max(basis / 2.0, 2.0 * s.mss());
}

/// `cwnd + delta` in INET 2.x's unsigned 32-bit window arithmetic (modulo 2³²).
double wrapped(double cwnd, double delta) {
  const auto w = static_cast<std::uint32_t>(static_cast<std::uint64_t>(cwnd) +
                                            static_cast<std::uint64_t>(static_cast<std::int64_t>(delta)));
  return static_cast<double>(w);
}

/// `cwnd + delta` in the arithmetic `tcp.cwnd_wraps` picks: INET's modulo 2³², or plain.
double window_plus(const TcpSender& s, double cwnd, double delta) {
  return s.config().cwnd_wraps ? wrapped(cwnd, delta) : cwnd + delta;
}

// ---------------------------------------------------------------------------------------------
// Reno (RFC 5681 §3.2) and NewReno (RFC 6582 §3.2).
class RenoRecovery final : public LossRecovery {
 public:
  explicit RenoRecovery(bool newreno) : newreno_(newreno) {}
  void reset() override { *this = RenoRecovery(newreno_); }

  bool in_recovery() const override { return in_recovery_; }
  bool window_inflated() const override { return in_recovery_ && inflation_reported_ > 0; }

  void on_duplicate_ack(TcpSender& s) override {
    if (in_recovery_) {
      if (s.config().inflate_above_dupthresh && s.dupacks() <= s.config().dupack_threshold) {
        return;
      }
      const double before = s.cwnd();
      s.set_cwnd(window_plus(s, s.cwnd(), s.mss()));  // inflate: a segment has left
      // A normal recovery inflates to at most ssthresh + the data in flight at the loss (one
      // duplicate ACK per segment that was in flight); beyond it the duplicate ACKs come from
      // segments the inflation itself let out (the retransmission is lost or late). Told
      // there and at each doubling after it: O(log) reports.
      if (s.cwnd() >= inflation_mark_) {
        ++inflation_reported_;
        inflation_mark_ *= 2.0;
        s.report(ProtocolEventKind::window_inflated, s.snd_una(), before, s.dupacks());
      }
      return;
    }
    if (s.dupacks() != s.config().dupack_threshold) return;
    // NewReno: no new fast retransmit until everything sent before the last one is ACKed
    // (with INET's rule, until snd_una lies strictly above `recover`).
    if (newreno_ && has_recover_ &&
        (s.config().recover_follows_ack ? s.snd_una() <= recover_ : s.snd_una() < recover_)) {
      return;
    }
    const double before = s.cwnd();
    s.set_ssthresh(loss_ssthresh(s));
    recover_ = s.snd_max();
    has_recover_ = true;
    in_recovery_ = true;
    first_partial_ = true;
    inflation_mark_ = s.ssthresh() + static_cast<double>(s.flight_size()) + s.mss();
    inflation_reported_ = 0;
    s.transmit(s.snd_una());
    s.set_cwnd(s.ssthresh() + 3.0 * s.mss());
    s.report(ProtocolEventKind::fast_retransmit, s.snd_una(), before);
  }

  void on_new_ack(TcpSender& s, std::uint64_t acked) override {
    if (!in_recovery_) {
      grow_window(s, acked);
      if (s.config().recover_follows_ack) {
        recover_ = s.snd_una() - 1;  // INET: recover = snd_una − 2 (its recover is inclusive)
        has_recover_ = true;
      }
      return;
    }
    const double before = s.cwnd();
    if (!newreno_ || s.snd_una() >= recover_) {
      // Full acknowledgment: deflate the window.
      const double cwnd = newreno_ ? std::min(s.ssthresh(), std::max<double>(static_cast<double>(
                                                                s.flight_size()), s.mss()) + s.mss())
                                   : s.ssthresh();
      s.set_cwnd(cwnd);
      in_recovery_ = false;
      s.report(ProtocolEventKind::recovery_exit, s.snd_una(), before);
      return;
    }
    // NewReno partial acknowledgment: retransmit the next hole, deflate by the amount ACKed.
    s.transmit(s.snd_una());
    double cwnd = window_plus(s, s.cwnd(), -static_cast<double>(acked));
    if (acked >= s.mss()) cwnd = window_plus(s, cwnd, s.mss());
    s.set_cwnd(s.config().cwnd_wraps ? cwnd : std::max<double>(cwnd, s.mss()));
    if (first_partial_) {
      s.restart_timer();
      first_partial_ = false;
    }
    s.report(ProtocolEventKind::partial_ack, s.snd_una(), before);
  }

  void on_timeout(TcpSender& s) override {
    s.set_ssthresh(loss_ssthresh(s));
    s.set_cwnd(s.mss());  // loss window: one segment (RFC 5681 §3.1)
    in_recovery_ = false;
    recover_ = s.snd_max();
    has_recover_ = true;
    s.set_snd_nxt(s.snd_una());  // go back N
  }

  void send_allowed(TcpSender& s) override { s.send_window_limited(); }

 private:
  bool newreno_;
  bool in_recovery_ = false;
  bool first_partial_ = false;
  bool has_recover_ = false;
  std::uint64_t recover_ = 0;
  double inflation_mark_ = 0;          // cwnd at which inflation is told next
  std::uint32_t inflation_reported_ = 0;
};

// ---------------------------------------------------------------------------------------------
// SACK (RFC 6675) and Minakhmetov et al.'s mSACK.
class SackRecovery final : public LossRecovery {
 public:
  SackRecovery(bool modified, bool rescue) : modified_(modified), rescue_(rescue) {}
  void reset() override { *this = SackRecovery(modified_, rescue_); }

  bool in_recovery() const override { return in_recovery_; }

  void on_duplicate_ack(TcpSender& s) override {
    if (modified_ || in_recovery_) return;  // mSACK never infers loss from duplicate ACKs
    if (s.dupacks() < s.config().dupack_threshold) return;
    // RFC 6675 §5 (and §5.1): no new episode before RecoveryPoint is cumulatively ACKed.
    if (has_recovery_point_ && s.snd_una() < recovery_point_) return;
    const double before = s.cwnd();
    recovery_point_ = s.snd_max();
    has_recovery_point_ = true;
    in_recovery_ = true;
    rescue_used_ = false;
    s.set_ssthresh(loss_ssthresh(s));
    s.set_cwnd(s.ssthresh());
    auto& sb = s.scoreboard();
    sb.clear_retransmitted();
    sb.update_lost(s.config().dupack_threshold);
    resend_first(s);  // (4.3) retransmit HighACK + 1, the segment the duplicate ACKs point at
    s.report(ProtocolEventKind::fast_retransmit, s.snd_una(), before);
  }

  void on_new_ack(TcpSender& s, std::uint64_t acked) override {
    if (in_recovery_) {
      if (s.snd_una() >= recovery_point_) {
        in_recovery_ = false;
        s.report(ProtocolEventKind::recovery_exit, s.snd_una(), s.cwnd());
      }
      return;  // the window does not grow during recovery
    }
    if (modified_) {
      s.set_cwnd(s.cwnd() + std::min<double>(static_cast<double>(acked), s.mss()));
    } else {
      grow_window(s, acked);
    }
  }

  void after_ack(TcpSender& s) override {
    if (in_recovery_) s.scoreboard().update_lost(s.config().dupack_threshold);
  }

  void on_timeout(TcpSender& s) override {
    if (modified_) {
      s.set_cwnd(std::max<double>(s.cwnd() / 2.0, s.mss()));
    } else {
      s.set_ssthresh(loss_ssthresh(s));
      s.set_cwnd(s.mss());
    }
    in_recovery_ = false;
    recovery_point_ = s.snd_max();
    has_recovery_point_ = true;
    auto& sb = s.scoreboard();
    if (s.config().timeout_marks_first) {
      // The segment that timed out is sent again at once (RFC 6298 §5.4), whatever the pipe.
      sb.clear_retransmitted();
      resend_first(s);
    } else {
      sb.mark_all_unsacked_lost();
    }
  }

  void send_allowed(TcpSender& s) override {
    if (!s.established()) return;
    auto& sb = s.scoreboard();
    const double window = std::min(s.cwnd(), s.receive_window());
    for (;;) {
      const double pipe = static_cast<double>(s.pipe_bytes());
      if (window - pipe < s.mss()) return;
      // NextSeg (RFC 6675 §4), rule 1: a lost segment not yet retransmitted.
      if (auto i = sb.first_lost_unretransmitted()) {
        s.transmit(s.segment_start(*i));
        sb.mark_retransmitted(*i);
        continue;
      }
      // Rule 2: new data, within the receiver window.
      if (s.has_more_data() && static_cast<double>(s.snd_max() + s.segment_length(s.snd_max()) -
                                                   s.snd_una()) <= s.receive_window()) {
        const std::uint64_t seq = s.snd_max();
        s.set_snd_nxt(seq + s.segment_length(seq));
        s.transmit(seq);
        continue;
      }
      if (!in_recovery_) return;
      // Rule 3: an un-SACKed segment above the highest retransmission.
      if (auto i = sb.first_unsacked_above_high_rxt(); i && !sb.retransmitted(*i)) {
        s.transmit(s.segment_start(*i));
        sb.mark_retransmitted(*i);
        continue;
      }
      // Rule 4: one rescue retransmission per episode (optional).
      if (rescue_ && !rescue_used_) {
        if (auto i = sb.highest_unsacked()) {
          rescue_used_ = true;
          s.transmit(s.segment_start(*i));
          sb.mark_retransmitted(*i);
          continue;
        }
      }
      return;
    }
  }

 private:
  // Marks the first outstanding segment lost and sends it again now.
  static void resend_first(TcpSender& s) {
    auto& sb = s.scoreboard();
    sb.mark_lost_below(sb.first() + 1);
    s.transmit(s.segment_start(sb.first()));
    sb.mark_retransmitted(sb.first());
  }

  bool modified_;
  bool rescue_;
  bool in_recovery_ = false;
  bool rescue_used_ = false;
  bool has_recovery_point_ = false;
  std::uint64_t recovery_point_ = 0;
};

// ---------------------------------------------------------------------------------------------
// SAW and SAWL: exactly one segment outstanding; only the timer detects loss.
class StopAndWait final : public LossRecovery {
 public:
  bool in_recovery() const override { return false; }
  void reset() override {}
  void on_new_ack(TcpSender&, std::uint64_t) override {}
  void on_duplicate_ack(TcpSender&) override {}
  void on_timeout(TcpSender& s) override { s.set_snd_nxt(s.snd_una()); }
  void send_allowed(TcpSender& s) override { s.send_window_limited(); }
};

}  // namespace

std::unique_ptr<LossRecovery> make_loss_recovery(const TcpConfig& cfg) {
  switch (cfg.variant) {
    case TcpVariant::reno: return std::make_unique<RenoRecovery>(false);
    case TcpVariant::newreno: return std::make_unique<RenoRecovery>(true);
    case TcpVariant::sack: return std::make_unique<SackRecovery>(false, cfg.sack_rescue);
    case TcpVariant::msack: return std::make_unique<SackRecovery>(true, false);
    case TcpVariant::saw:
    case TcpVariant::sawl: return std::make_unique<StopAndWait>();
  }
  return nullptr;
}

}  // namespace opslab::transport
