// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RtoEstimator: the retransmission timeout of one TCP sender.
//
// rfc6298: SRTT/RTTVAR smoothing (RFC 6298 §2), RTO = SRTT + max(G, 4·RTTVAR) bounded by
//   [min_rto, max_rto], doubled on every expiry (§5.5); a new sample clears the back-off.
// alpha_beta: Minakhmetov, Ware & Iannone §III-A, eqs. (1)–(3): T ← α·T on expiry (≤ 60 s),
//   T ← β·γ + (1−β)·T on every measured RTT γ, and the timer waits T + p·τ (p = 0 except
//   for SAWL).
#pragma once

#include "sim/time.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::transport {

class RtoEstimator {
 public:
  explicit RtoEstimator(const TcpConfig& cfg);

  /// The interval to arm the retransmission timer with.
  sim::SimTime timeout() const;
  void on_rtt_sample(sim::SimTime rtt);
  void on_expiry();

  bool has_sample() const { return has_sample_; }
  sim::SimTime srtt() const { return srtt_; }
  sim::SimTime rttvar() const { return rttvar_; }
  /// The current base value (RFC 6298 RTO, or T_i of the α/β rule), before p·τ.
  sim::SimTime base() const { return rto_; }

 private:
  sim::SimTime clamp(sim::SimTime t) const;

  RtoRule rule_;
  sim::SimTime min_rto_;
  sim::SimTime max_rto_;
  double alpha_;
  double beta_;
  sim::SimTime extra_;  // p·τ
  sim::SimTime rto_;
  sim::SimTime srtt_;
  sim::SimTime rttvar_;
  bool has_sample_ = false;
};

}  // namespace opslab::transport
