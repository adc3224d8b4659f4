// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpticalDelayLine: optical packets in flight on a path whose delay may change while they
// travel, so they can overtake each other. A min-heap on (arrival, sequence) with one event
// for the earliest arrival. Cost O(log n) per packet; no allocation once the heap has grown.
#pragma once

#include <cstdint>
#include <vector>

#include "edge/optical_packet.hpp"
#include "sim/simulation.hpp"

namespace opslab::switching {

class OpticalDelayLine final : private sim::EventHandler {
 public:
  OpticalDelayLine(sim::Simulation& sim, edge::OpticalReceiver& far_end)
      : sim_(sim), far_end_(far_end) {}

  void put(edge::OpticalPacketPtr o, sim::SimTime arrival);
  std::size_t in_flight() const { return heap_.size(); }

 private:
  struct Entry {
    sim::SimTime arrival;
    std::uint64_t seq;
    edge::OpticalPacketPtr packet;
  };
  static bool later(const Entry& a, const Entry& b) {
    return a.arrival > b.arrival || (a.arrival == b.arrival && a.seq > b.seq);
  }
  void handle_event(sim::Event& ev) override;

  sim::Simulation& sim_;
  edge::OpticalReceiver& far_end_;
  std::vector<Entry> heap_;
  std::uint64_t seq_ = 0;
  sim::Event event_{this};
};

}  // namespace opslab::switching
