// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeflectionOutput: the bufferless optical output of an ingress edge OPS toward one egress,
// with deflection routing (He & Chan §II-A and §II-B, Fig. 2).
//
// A newly formed optical packet takes the shortest path (delay t0) if the output is free,
// i.e. if the previous packet's transmission of S/B0 has ended. Otherwise (τ < S/B0) it is
// deflected — or dropped when deflection is disabled. A deflected packet is lost on the
// deflection path with probability p (the path's congestion factor), else it arrives after
// t0 + t_c, where t_c = max(0, N(μ, σ)) is redrawn every t_v ~ U[tv_min, tv_max]. Packets on
// the shortest path are never dropped. By default (here and in the scenario key
// `deflection.port_contention = false`) the deflection path is the paper's abstraction of the
// rest of the network — no contention of its own beyond p — so the two paths together can
// carry more than B0. `deflection_port_contention` (not in the paper) makes the deflection port
// a bufferless B0 output too: a packet deflected while it is busy is dropped (contention).
#pragma once

#include <cstdint>

#include "edge/optical_packet.hpp"
#include "net/network.hpp"
#include "sim/random.hpp"
#include "switching/optical_delay_line.hpp"

namespace opslab::switching {

struct DeflectionParams {
  std::int64_t rate_bps = 622'000'000;  // B0
  sim::SimTime shortest_delay = sim::SimTime::ms(10);  // t0
  bool deflection = true;
  /// The deflection port is itself a bufferless B0 output: a packet deflected while it is
  /// busy is dropped (contention). Off = the paper's abstraction, where p alone stands for
  /// the deflection path's congestion.
  bool deflection_port_contention = false;
  double loss_p = 0.2;                  // p
  sim::SimTime cost_mean = sim::SimTime::ms(5);   // μ
  sim::SimTime cost_stddev = sim::SimTime::ms(4); // σ
  sim::SimTime tv_min = sim::SimTime::ms(1);
  sim::SimTime tv_max = sim::SimTime::ms(100);
};

struct DeflectionStats {
  std::uint64_t shortest = 0;         // optical packets sent on the shortest path
  std::uint64_t deflected = 0;        // optical packets deflected
  std::uint64_t contention_drops = 0; // optical packets dropped: output busy, no deflection
  std::uint64_t deflection_drops = 0; // optical packets lost on the deflection path
  std::uint64_t ip_deflected = 0;     // IP packets inside deflected optical packets
  std::uint64_t ip_dropped = 0;       // IP packets inside dropped optical packets
};

class DeflectionOutput final : private sim::EventHandler {
 public:
  DeflectionOutput(net::Network& net, net::NodeId at, const DeflectionParams& params,
                   edge::OpticalReceiver& egress, net::LinkId shortest_link,
                   net::LinkId deflection_link, const std::string& name);

  void send(edge::OpticalPacketPtr o);

  bool busy() const { return net_.now() < busy_until_; }
  sim::SimTime deflection_cost() const { return cost_; }
  const DeflectionStats& stats() const { return stats_; }
  std::size_t in_flight() const { return shortest_.in_flight() + deflected_.in_flight(); }

 private:
  void handle_event(sim::Event& ev) override;  // redraws t_c
  void draw_cost();
  void drop(edge::OpticalPacketPtr o, net::DropCause cause);
  /// Tells the taps that `o` starts on `link` now, taking `tx` to send, arriving at `arrival`.
  void report(const edge::OpticalPacket& o, net::EventKind kind, net::LinkId link,
              sim::SimTime tx, sim::SimTime arrival) const;

  net::Network& net_;
  net::NodeId at_;
  DeflectionParams params_;
  net::LinkId shortest_link_;
  net::LinkId deflection_link_;
  OpticalDelayLine shortest_;
  OpticalDelayLine deflected_;
  sim::RandomStream rng_;
  sim::Event redraw_{this};
  sim::SimTime busy_until_;
  sim::SimTime deflection_busy_until_;
  sim::SimTime cost_;
  DeflectionStats stats_;
};

}  // namespace opslab::switching
