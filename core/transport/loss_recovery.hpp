// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LossRecovery: the congestion control and loss recovery of one TCP variant, plugged into a
// TcpSender. The sender owns the machinery (segmentation, timers, RTT sampling, scoreboard);
// the strategy decides how the window moves and what is retransmitted when.
//
//   RenoRecovery     RFC 5681 slow start, congestion avoidance, fast retransmit/recovery;
//                    with `newreno`, the RFC 6582 partial-ACK rules.
//   SackRecovery     RFC 6675 scoreboard-based recovery over RFC 2018 SACK blocks, with an
//                    optional rescue retransmission; with `modified`, Minakhmetov et al.'s
//                    mSACK (§III-B): always exponential growth, duplicate ACKs ignored,
//                    window halved on timeout.
//   StopAndWait      SAW/SAWL (§III-A, eq. 6): one segment in flight, timeouts only.
#pragma once

#include <cstdint>
#include <memory>

#include "transport/tcp_config.hpp"

namespace opslab::transport {

class TcpSender;

class LossRecovery {
 public:
  virtual ~LossRecovery() = default;
  /// The cumulative ACK advanced by `acked` bytes (scoreboard already updated).
  virtual void on_new_ack(TcpSender& s, std::uint64_t acked) = 0;
  /// A duplicate ACK arrived (the sender has counted it).
  virtual void on_duplicate_ack(TcpSender& s) = 0;
  /// Any ACK carrying SACK information was processed (after the two calls above).
  virtual void after_ack(TcpSender& s) { (void)s; }
  /// The retransmission timer expired (the estimator has backed off already).
  virtual void on_timeout(TcpSender& s) = 0;
  /// Sends whatever the window now allows.
  virtual void send_allowed(TcpSender& s) = 0;
  virtual bool in_recovery() const = 0;
  /// In Reno fast recovery with duplicate ACKs having grown cwnd past ssthresh plus the data
  /// in flight at the loss (more than a normal recovery reaches).
  virtual bool window_inflated() const { return false; }
  /// Back to the state of a new connection (a sender reused for another transfer).
  virtual void reset() = 0;
};

std::unique_ptr<LossRecovery> make_loss_recovery(const TcpConfig& cfg);

}  // namespace opslab::transport
