// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Burst assembly settings of an OBS ingress edge (OBS paper §III–§V).
//
//   mixed       one timer-based queue per egress: every flow's segments together (MF, §IV);
//   per_flow    one timer-based queue per flow (PF, §IV);
//   cwnd_aware  three queues per egress with timers T₁ < T₂ < T₃ (1 / 5 / 10 ms in §V): a
//               segment joins the queue of its sender's congestion window — below B, from B
//               to C, above C segments (§V's algorithm);
//   randomized  `queues` queues per egress; a flow is put in one of them at random with its
//               first segment of an aggregation cycle and stays there for the cycle; the
//               queues close together when the cycle ends (§V, Fig. 6; RandomQueueAllocator).
#pragma once

#include <array>
#include <cstdint>

#include "edge/random_queue_allocator.hpp"
#include "sim/time.hpp"

namespace opslab::edge {

enum class AssemblyMode : std::uint8_t { mixed, per_flow, cwnd_aware, randomized };

struct BurstAssemblyParams {
  AssemblyMode mode = AssemblyMode::mixed;
  sim::SimTime timer = sim::SimTime::ms(1);  // T_max of mixed, per_flow and randomized
  std::uint32_t max_bytes = 0;               // optional size limit; 0 = timer only
  // cwnd_aware: timers of the small / medium / large window queues and the thresholds.
  std::array<sim::SimTime, 3> class_timers{sim::SimTime::ms(1), sim::SimTime::ms(5),
                                           sim::SimTime::ms(10)};
  std::uint32_t b_segments = 16;  // B
  std::uint32_t c_segments = 64;  // C
  std::uint32_t queues = 2;       // randomized: queues per egress (the paper: 2 or 4)
  QueueAllocation allocation = QueueAllocation::independent;  // randomized: see the allocator
  /// randomized: every queue of an egress closes at the end of the aggregation cycle it opened
  /// in, so the queues send together; else (an ablation) each queue's timer runs from its own
  /// first segment.
  bool close_with_cycle = true;
};

/// §V's window classes: 0 if cwnd < B, 1 if B ≤ cwnd < C, 2 if cwnd ≥ C. The paper writes
/// "1 < cwnd < B", "B < cwnd < C", "C < cwnd": the boundaries B and C go to the larger class
/// ("when their congestion windows reach the limit of B segments, then these flows are
/// upgraded"). A packet without a window (ACKs, control: 0) is in class 0.
constexpr std::uint32_t window_class(std::uint32_t cwnd, std::uint32_t b, std::uint32_t c) {
  return cwnd < b ? 0 : cwnd < c ? 1 : 2;
}

/// The most segments of `packet_bytes` that one flow behind an access link of `rate_bps` can
/// put in a per-flow burst of timer T: the first segment opens the burst and starts T, the
/// next ones arrive one transmission time S·8/R apart, so ⌊T·R / (8·S)⌋ + 1 (§III: "for 1msec
/// assembly time, no more than ~13 segments could be added in a single burst"; 61 for 5 ms,
/// 121 for 10 ms — which holds at 100 Mb/s for segments of 1034–1041 bytes).
constexpr std::int64_t max_segments_per_burst(std::int64_t rate_bps, sim::SimTime timer,
                                              std::int64_t packet_bytes) {
  return timer.count_ps() / sim::SimTime::transmission(packet_bytes, rate_bps).count_ps() + 1;
}

}  // namespace opslab::edge
