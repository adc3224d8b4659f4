// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edge/random_queue_allocator.hpp"

#include <numeric>
#include <utility>

namespace opslab::edge {

RandomQueueAllocator::RandomQueueAllocator(std::uint32_t queues, sim::SimTime cycle,
                                           sim::RandomStream rng)
    : queues_(queues), cycle_length_(cycle), rng_(std::move(rng)), permutation_(queues) {
  next_in_permutation_ = queues_;  // draw a permutation with the first allocation
}

std::uint32_t RandomQueueAllocator::queue_of(net::FlowId flow, sim::SimTime now) {
  if (cycle_ == 0 || now >= cycle_end_) {
    ++cycle_;
    cycle_end_ = now + cycle_length_;
    next_in_permutation_ = queues_;
  }
  if (flow >= by_flow_.size()) by_flow_.resize(flow + 1);
  Assignment& a = by_flow_[flow];
  if (a.cycle == cycle_) return a.queue;
  if (next_in_permutation_ == queues_) {
    std::iota(permutation_.begin(), permutation_.end(), 0u);
    for (std::uint32_t i = queues_; i > 1; --i) {  // Fisher–Yates
      std::swap(permutation_[i - 1], permutation_[rng_.uniform_index(i)]);
    }
    next_in_permutation_ = 0;
  }
  a.cycle = cycle_;
  a.queue = permutation_[next_in_permutation_++];
  return a.queue;
}

}  // namespace opslab::edge
