// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/rto_estimator.hpp"

#include <algorithm>

namespace opslab::transport {

RtoEstimator::RtoEstimator(const TcpConfig& cfg)
    : rule_(cfg.rto_rule),
      min_rto_(cfg.min_rto),
      max_rto_(cfg.max_rto),
      alpha_(cfg.rto_alpha),
      beta_(cfg.rto_beta),
      extra_(cfg.variant == TcpVariant::sawl ? cfg.packet_duration.scaled(cfg.sawl_p)
                                             : sim::SimTime::zero()),
      rto_(cfg.initial_rto) {}

sim::SimTime RtoEstimator::clamp(sim::SimTime t) const {
  return std::min(std::max(t, min_rto_), max_rto_);
}

sim::SimTime RtoEstimator::timeout() const { return rto_ + extra_; }

void RtoEstimator::on_rtt_sample(sim::SimTime rtt) {
  if (rule_ == RtoRule::alpha_beta) {
    rto_ = std::min(rtt.scaled(beta_) + rto_.scaled(1.0 - beta_), max_rto_);
    has_sample_ = true;
    srtt_ = rtt;
    return;
  }
  if (!has_sample_) {
    srtt_ = rtt;
    rttvar_ = rtt / 2;
    has_sample_ = true;
  } else {
    const sim::SimTime diff = srtt_ > rtt ? srtt_ - rtt : rtt - srtt_;
    rttvar_ = rttvar_.scaled(0.75) + diff.scaled(0.25);
    srtt_ = srtt_.scaled(0.875) + rtt.scaled(0.125);
  }
  // Clock granularity G is one picosecond here; 4·RTTVAR dominates.
  rto_ = clamp(srtt_ + std::max(sim::SimTime::ps(1), rttvar_ * 4));
}

void RtoEstimator::on_expiry() {
  if (rule_ == RtoRule::alpha_beta) {
    rto_ = std::min(rto_.scaled(alpha_), max_rto_);
  } else {
    rto_ = std::min(rto_ * 2, max_rto_);
  }
}

}  // namespace opslab::transport
