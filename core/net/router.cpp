// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/router.hpp"

#include <cassert>

namespace opslab::net {

Router::Router(Network& net, NodeId id, std::string name)
    : Node(id, name), net_(net), ecmp_rng_(net.sim().random_stream("ecmp/" + name)) {}

void Router::receive(PacketPtr p) {
  if (p->dst >= routes_.size() || routes_[p->dst].empty()) {
    net_.drop(std::move(p), id(), DropCause::no_route);
    return;
  }
  const auto& hops = routes_[p->dst];
  Link* out = hops.size() == 1 ? hops.front() : hops[ecmp_rng_.uniform_index(hops.size())];
  out->send(std::move(p));
}

}  // namespace opslab::net
