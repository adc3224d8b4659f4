// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edge/random_queue_allocator.hpp"

#include <numeric>
#include <utility>

namespace opslab::edge {

RandomQueueAllocator::RandomQueueAllocator(std::uint32_t queues, sim::SimTime cycle,
                                           sim::RandomStream rng, QueueAllocation how)
    : queues_(queues),
      cycle_length_(cycle),
      how_(how),
      rng_(std::move(rng)),
      permutation_(queues) {
  next_in_permutation_ = queues_;  // draw a permutation with the first allocation
}

std::uint32_t RandomQueueAllocator::queue_of(net::FlowId flow, sim::SimTime now) {
  if (cycle_ == 0 || now >= cycle_end_) {
    ++cycle_;
    cycle_end_ = now + cycle_length_;
    // fixed: one run of permutations over the whole run, so the flows stay balanced
    if (how_ != QueueAllocation::fixed) next_in_permutation_ = queues_;
  }
  if (flow >= by_flow_.size()) by_flow_.resize(flow + 1);
  Assignment& a = by_flow_[flow];
  if (a.cycle == cycle_ || (how_ == QueueAllocation::fixed && a.cycle != 0)) return a.queue;
  a.cycle = cycle_;
  a.queue = draw();
  return a.queue;
}

std::uint32_t RandomQueueAllocator::draw() {
  if (how_ == QueueAllocation::independent) return rng_.uniform_index(queues_);
  if (next_in_permutation_ == queues_) {
    std::iota(permutation_.begin(), permutation_.end(), 0u);
    for (std::uint32_t i = queues_; i > 1; --i) {  // Fisher–Yates
      std::swap(permutation_[i - 1], permutation_[rng_.uniform_index(i)]);
    }
    next_in_permutation_ = 0;
  }
  return permutation_[next_in_permutation_++];
}

}  // namespace opslab::edge
