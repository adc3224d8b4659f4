// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/topology.hpp"

#include <limits>
#include <stdexcept>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/reverse_graph.hpp>
#include <boost/graph/visitors.hpp>

#include "net/host.hpp"
#include "net/router.hpp"

namespace opslab::net {

NodeId Topology::add_node(std::string name, NodeRole role, double x, double y) {
  return static_cast<NodeId>(boost::add_vertex(VertexSpec{std::move(name), role, x, y}, g_));
}

LinkId Topology::add_link(NodeId from, NodeId to, const LinkParams& params, bool optical) {
  const LinkId id = static_cast<LinkId>(links_.size());
  auto [e, ok] = boost::add_edge(from, to, EdgeSpec{params, id, optical}, g_);
  (void)ok;
  links_.push_back(e);
  return id;
}

LinkId Topology::add_duplex(NodeId a, NodeId b, const LinkParams& params) {
  const LinkId fwd = add_link(a, b, params);
  add_link(b, a, params);
  return fwd;
}

std::vector<std::uint32_t> Topology::hop_distances_to(NodeId dst) const {
  constexpr auto kInf = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::uint32_t> dist(node_count(), kInf);
  dist[dst] = 0;
  // Distances *to* dst are BFS distances from dst in the reversed graph.
  auto rev = boost::make_reverse_graph(g_);
  boost::breadth_first_search(
      rev, boost::vertex(dst, rev),
      boost::visitor(boost::make_bfs_visitor(
          boost::record_distances(dist.data(), boost::on_tree_edge()))));
  for (std::size_t v = 0; v < dist.size(); ++v) {
    if (v != dst && dist[v] == 0) dist[v] = kInf;
  }
  return dist;
}

std::vector<std::vector<LinkId>> Topology::min_hop_next_hops(NodeId dst) const {
  const auto dist = hop_distances_to(dst);
  constexpr auto kInf = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::vector<LinkId>> hops(node_count());
  for (std::size_t u = 0; u < node_count(); ++u) {
    if (u == dst || dist[u] == kInf) continue;
    for (auto [it, end] = boost::out_edges(u, g_); it != end; ++it) {
      const auto v = boost::target(*it, g_);
      if (dist[v] != kInf && dist[v] + 1 == dist[u]) hops[u].push_back(g_[*it].id);
    }
  }
  return hops;
}

Instantiated instantiate(const Topology& topo, Network& net, const NodeFactory& factory) {
  if (net.node_count() != 0) throw std::logic_error("instantiate: network is not empty");
  Instantiated out;
  out.hosts.assign(topo.node_count(), nullptr);
  out.routers.assign(topo.node_count(), nullptr);
  for (NodeId n = 0; n < topo.node_count(); ++n) {
    const VertexSpec& v = topo.node(n);
    if (auto made = factory ? factory(n, v) : nullptr) {
      net.add_node(std::move(made));
    } else if (v.role == NodeRole::host) {
      out.hosts[n] = &net.add_node(std::make_unique<Host>(net, n, v.name));
    } else {
      out.routers[n] = &net.add_node(std::make_unique<Router>(net, n, v.name));
    }
  }
  for (LinkId l = 0; l < topo.link_count(); ++l) {
    if (topo.link_optical(l)) {
      net.reserve_optical_link();
      continue;
    }
    const NodeId from = topo.link_from(l);
    const NodeId to = topo.link_to(l);
    Link& link = net.add_link(
        std::make_unique<Link>(net, l, from, to, net.node(to), topo.link_params(l)));
    if (out.hosts[from] != nullptr) out.hosts[from]->set_nic(link);
  }
  // Routes toward every host (traffic only ever ends at hosts), kept only for routers:
  // memory is routers × nodes, not nodes².
  std::vector<NodeId> routers;
  for (NodeId u = 0; u < topo.node_count(); ++u) {
    if (out.routers[u] != nullptr) routers.push_back(u);
  }
  std::vector<std::vector<std::vector<Link*>>> tables(routers.size());
  for (auto& t : tables) t.resize(topo.node_count());
  for (NodeId d = 0; d < topo.node_count(); ++d) {
    if (out.hosts[d] == nullptr || routers.empty()) continue;
    const auto hops = topo.min_hop_next_hops(d);
    for (std::size_t r = 0; r < routers.size(); ++r) {
      for (LinkId l : hops[routers[r]]) {
        if (!topo.link_optical(l)) tables[r][d].push_back(&net.link(l));
      }
    }
  }
  for (std::size_t r = 0; r < routers.size(); ++r) {
    out.routers[routers[r]]->set_routes(std::move(tables[r]));
  }
  return out;
}

}  // namespace opslab::net
