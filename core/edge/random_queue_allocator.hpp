// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RandomQueueAllocator: the randomized flow-to-queue allocation of the OBS paper, §V (Fig. 6).
//
// "Incoming flows are divided to more than one queue with equal probabilities for the whole
// assembly period ... Allocation of flows to queues was initiated with the arrival of the
// first segment of each flow and was kept constant per aggregation cycle. It is then
// reinstate again." A cycle starts with the first segment that finds no cycle running and
// lasts one assembly interval; a flow is allocated with its first segment of a cycle and keeps
// its queue until the cycle ends. How it is drawn (QueueAllocation), chosen by calibration on
// Fig. 6 (docs/results/obs.md): `independent`, each flow uniformly on its own (the paper's
// probability 1/2 per flow and queue for two queues; counts per queue free). Ablations:
// `balanced`, each run of Q newly allocated flows takes a fresh random permutation of the Q
// queues, so counts never differ by more than one ("keeping the flows per queue ... equal");
// `fixed`, one balanced draw per flow for the whole run.
// Cost: O(1) per segment; memory one entry per flow id seen.
#pragma once

#include <cstdint>
#include <vector>

#include "net/packet.hpp"
#include "sim/random.hpp"
#include "sim/time.hpp"

namespace opslab::edge {

enum class QueueAllocation : std::uint8_t { balanced, independent, fixed };

class RandomQueueAllocator {
 public:
  RandomQueueAllocator(std::uint32_t queues, sim::SimTime cycle, sim::RandomStream rng,
                       QueueAllocation how = QueueAllocation::independent);

  /// The queue (0 … queues−1) of `flow`'s segment arriving at `now`.
  std::uint32_t queue_of(net::FlowId flow, sim::SimTime now);
  std::uint32_t queues() const { return queues_; }
  /// Cycles started so far, and when the current one ends.
  std::uint64_t cycles() const { return cycle_; }
  sim::SimTime cycle_end() const { return cycle_end_; }

 private:
  struct Assignment {
    std::uint64_t cycle = 0;  // 0 = never assigned (cycles are numbered from 1)
    std::uint32_t queue = 0;
  };
  std::uint32_t draw();

  std::uint32_t queues_;
  sim::SimTime cycle_length_;
  QueueAllocation how_;
  sim::RandomStream rng_;
  std::uint64_t cycle_ = 0;
  sim::SimTime cycle_end_ = sim::SimTime::zero();
  std::vector<std::uint32_t> permutation_;
  std::uint32_t next_in_permutation_ = 0;
  std::vector<Assignment> by_flow_;
};

}  // namespace opslab::edge
