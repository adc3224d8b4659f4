// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/cioq_switch/bernoulli_cell_source.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace opslab::models::cioq {

namespace {
constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();
}

BernoulliCellSource::BernoulliCellSource(net::Network& net, switching::CioqSwitch& sw,
                                         std::vector<net::NodeId> inputs,
                                         std::vector<net::NodeId> outputs,
                                         const BernoulliCellSourceParams& params)
    : net_(net),
      sw_(sw),
      inputs_(std::move(inputs)),
      outputs_(std::move(outputs)),
      params_(params),
      gaps_rng_(net.sim().random_stream("cioq-lab/arrivals")),
      dest_rng_(net.sim().random_stream("cioq-lab/destinations")),
      next_slot_(inputs_.size(), kNever) {}

std::uint64_t BernoulliCellSource::gap() {
  // Slots until the next arrival: geometric on {1, 2, …} with success probability ρ.
  if (params_.load >= 1.0) return 1;
  if (params_.load <= 0.0) return kNever;
  const double u = 1.0 - gaps_rng_.uniform01();  // (0, 1]
  return 1 + static_cast<std::uint64_t>(std::floor(std::log(u) / std::log1p(-params_.load)));
}

std::uint32_t BernoulliCellSource::destination(std::uint32_t input) {
  const auto n = static_cast<std::uint32_t>(outputs_.size());
  switch (params_.pattern) {
    case DestinationPattern::uniform:
      return static_cast<std::uint32_t>(dest_rng_.uniform_index(n));
    case DestinationPattern::diagonal:
      return dest_rng_.uniform01() < 2.0 / 3.0 ? input : (input + 1) % n;
    case DestinationPattern::unbalanced:
      if (dest_rng_.uniform01() < params_.unbalance) return input;
      return static_cast<std::uint32_t>(dest_rng_.uniform_index(n));
  }
  return 0;
}

void BernoulliCellSource::start() {
  for (auto& s : next_slot_) {
    const std::uint64_t g = gap();
    s = g == kNever ? kNever : g;
  }
  schedule_next();
}

void BernoulliCellSource::schedule_next() {
  const std::uint64_t first = *std::min_element(next_slot_.begin(), next_slot_.end());
  if (first == kNever) return;
  net_.sim().schedule(event_, sw_.params().cell_time * static_cast<std::int64_t>(first));
}

void BernoulliCellSource::handle_event(sim::Event&) {
  const auto slot =
      static_cast<std::uint64_t>(net_.now().count_ps() / sw_.params().cell_time.count_ps());
  for (std::uint32_t i = 0; i < next_slot_.size(); ++i) {
    if (next_slot_[i] != slot) continue;
    const std::uint32_t j = destination(i);
    net::PacketPtr p = net_.pool().make(i, inputs_[i], outputs_[j], net::PacketKind::udp,
                                        params_.cell_payload_bytes, net_.now());
    p->payload_bytes = params_.cell_payload_bytes;
    p->seq = offered_++;
    // The input lines are not modelled: the cell enters the network at the switch.
    net_.count_injected(sw_.node());
    sw_.arrive(i, j, std::move(p));
    const std::uint64_t g = gap();
    next_slot_[i] = g == kNever ? kNever : slot + g;
  }
  schedule_next();
}

}  // namespace opslab::models::cioq
