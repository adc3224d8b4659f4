// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Aggregator: fixed-interval packet aggregation at an ingress edge switch (He & Chan §II-A).
//
//   none      every IP packet becomes an optical packet at once;
//   mixed     one open aggregate (and one timer) per egress switch, all flows together;
//   per_flow  one open aggregate (and one timer) per active flow.
//
// When an aggregate closes on its timer (AggregationTimer):
//   periodic      the paper's rule: fixed-phase periodic timers. The mixed-flow timer of an
//                 egress "forwards every fixed interval": it fires at k·Δ (k = 1, 2, …) from
//                 time 0; a per-flow timer "starts from the first packet of the flow" at t_f
//                 and fires at t_f + k·Δ. Each firing closes the open aggregate, if any; the
//                 phase never moves, so a packet waits between 0 and Δ.
//   first_packet  an aggregate's first packet starts its own interval Δ (every packet of an
//                 aggregate waits at most Δ; the first one exactly Δ).
// Either way an aggregate also closes when the next packet would take it past the size limit
// (B0·Δ); that packet then opens the next aggregate (with the periodic rule it still closes
// at the next tick). Closed aggregates are handed to the `emit` callback.
// Cost: O(1) per packet; one timer event per aggregate (a periodic timer is scheduled only
// while an aggregate is open, at its next tick — the same instants as a timer that fires at
// every tick, without the idle events).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "edge/optical_packet.hpp"
#include "net/network.hpp"
#include "sim/event.hpp"

namespace opslab::edge {

enum class AggregationMode : std::uint8_t { none, mixed, per_flow };
/// When the interval timer of an aggregate fires (see above).
enum class AggregationTimer : std::uint8_t { periodic, first_packet };

class Aggregator final : private sim::EventHandler {
 public:
  using Emit = std::function<void(OpticalPacketPtr)>;

  Aggregator(net::Network& net, OpticalPacketPool& pool, net::NodeId at, AggregationMode mode,
             sim::SimTime interval, std::uint32_t size_limit_bytes, Emit emit,
             AggregationTimer timer = AggregationTimer::periodic);

  /// Adds an IP packet bound for the optical packet toward `egress`.
  void push(net::PacketPtr p, net::NodeId egress);

  AggregationMode mode() const { return mode_; }
  AggregationTimer timer() const { return timer_; }
  /// Aggregates currently open (waiting for their timer or the size limit).
  std::size_t open_aggregates() const { return open_count_; }
  /// Bytes and IP packets waiting in open aggregates.
  std::uint64_t queued_bytes() const { return queued_bytes_; }
  std::uint32_t queued_packets() const { return queued_packets_; }
  std::uint64_t closed_by_timer() const { return closed_by_timer_; }
  std::uint64_t closed_by_size() const { return closed_by_size_; }

 private:
  struct Slot {
    OpticalPacketPtr open;
    sim::Event timer;
    sim::SimTime phase;  // periodic: the timer fires at phase + k·Δ
  };
  void handle_event(sim::Event& ev) override;
  Slot& slot_for(std::uint32_t key);
  /// When an aggregate opened now in `s` closes on its timer.
  sim::SimTime deadline(const Slot& s) const;
  void close(Slot& s);

  net::Network& net_;
  OpticalPacketPool& pool_;
  net::NodeId at_;
  AggregationMode mode_;
  AggregationTimer timer_;
  sim::SimTime interval_;
  std::uint32_t size_limit_;
  Emit emit_;
  std::vector<std::unique_ptr<Slot>> slots_;  // by egress (mixed) or by flow (per-flow)
  std::size_t open_count_ = 0;
  std::uint64_t queued_bytes_ = 0;
  std::uint32_t queued_packets_ = 0;
  std::uint64_t closed_by_timer_ = 0;
  std::uint64_t closed_by_size_ = 0;
};

}  // namespace opslab::edge
