// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/fat_tree_fabric.hpp"

#include <stdexcept>

namespace opslab::switching {

FatTreeFabric::FatTreeFabric(net::Network& net, net::Topology& topo,
                             const FatTreeFabricParams& params)
    : params_(params) {
  if (topo.node_count() != 0) throw std::logic_error("FatTreeFabric: topology is not empty");
  const net::LinkParams link{params.rate_bps, params.link_delay, 0, 0.0};
  tree_ = net::build_fat_tree(topo, params.k, link, /*optical=*/true);
  by_node_.assign(topo.node_count(), nullptr);
  const auto live = net::instantiate(
      topo, net, [&](net::NodeId id, const net::VertexSpec& v) -> std::unique_ptr<net::Node> {
        if (v.role == net::NodeRole::host) return nullptr;
        auto sw = std::make_unique<HybridSwitch>(net, id, v.name, params.switches);
        by_node_[id] = sw.get();
        switches_.push_back(sw.get());
        return sw;
      });
  for (net::NodeId s : tree_.servers) hosts_.push_back(live.hosts[s]);

  // One fiber per one-way link; a switch's outputs in the order of its links.
  std::vector<std::uint32_t> port_of_link(topo.link_count(), 0);
  nics_.resize(hosts_.size());
  std::vector<std::uint32_t> server_number(topo.node_count(), 0);
  for (std::uint32_t i = 0; i < tree_.servers.size(); ++i) server_number[tree_.servers[i]] = i;
  for (net::LinkId l = 0; l < topo.link_count(); ++l) {
    const net::NodeId from = topo.link_from(l);
    const net::NodeId to = topo.link_to(l);
    HybridSwitch* far = by_node_[to];
    const Delivery delivery = far != nullptr ? far->arrival_point() : Delivery::tail;
    fibers_.push_back(std::make_unique<Fiber>(net, l, from, to, net.node(to), params.rate_bps,
                                              topo.link_params(l).delay, delivery));
    if (HybridSwitch* near = by_node_[from]) {
      port_of_link[l] = near->add_output(*fibers_.back());
    } else {
      const std::uint32_t s = server_number[from];
      nics_[s] = std::make_unique<FiberTransmitter>(net, *fibers_.back());
      hosts_[s]->set_egress(*nics_[s], nics_[s].get());
    }
  }

  // Minimum-hop routes toward every server over all equal-cost next hops (Boost.Graph BFS).
  std::vector<std::vector<std::vector<std::uint32_t>>> tables(
      topo.node_count(), std::vector<std::vector<std::uint32_t>>(topo.node_count()));
  for (net::NodeId dst : tree_.servers) {
    const auto hops = topo.min_hop_next_hops(dst);
    for (HybridSwitch* sw : switches_) {
      for (net::LinkId l : hops[sw->id()]) tables[sw->id()][dst].push_back(port_of_link[l]);
    }
  }
  for (HybridSwitch* sw : switches_) sw->set_routes(tables[sw->id()]);
}

}  // namespace opslab::switching
