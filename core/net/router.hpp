// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Router: an electronic store-and-forward router. Each output is a drop-tail Link; the route
// to a destination is a set of equal-cost next hops, one of which is picked uniformly at
// random per packet (a single next hop costs no random draw).
#pragma once

#include <vector>

#include "net/link.hpp"
#include "net/node.hpp"
#include "sim/random.hpp"

namespace opslab::net {

class Router : public Node {
 public:
  Router(Network& net, NodeId id, std::string name);

  /// next_hops[dst] = the links that lie on a shortest path to dst.
  void set_routes(std::vector<std::vector<Link*>> next_hops) { routes_ = std::move(next_hops); }
  const std::vector<Link*>& next_hops(NodeId dst) const { return routes_[dst]; }

  void receive(PacketPtr p) override;

 private:
  Network& net_;
  std::vector<std::vector<Link*>> routes_;
  sim::RandomStream ecmp_rng_;
};

}  // namespace opslab::net
