// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The k-ary fat-tree (Al-Fares et al.; Minakhmetov et al. §IV, Fig. 3): node and link
// counts, port counts, hop counts and the number of equal-cost minimum-hop paths, and the
// live fabric built on it (switch outputs, routes, server interfaces).
#include <functional>
#include <map>

#include <gtest/gtest.h>

#include "net/fat_tree.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "switching/fat_tree_fabric.hpp"

using opslab::net::FatTree;
using opslab::net::FatTreeLayer;
using opslab::net::LinkParams;
using opslab::net::NodeId;
using opslab::net::Topology;

namespace {

// Number of distinct minimum-hop paths from `src` to `dst`.
std::uint64_t path_count(const Topology& topo, NodeId src, NodeId dst) {
  const auto hops = topo.min_hop_next_hops(dst);
  std::map<NodeId, std::uint64_t> memo;
  std::function<std::uint64_t(NodeId)> count = [&](NodeId u) -> std::uint64_t {
    if (u == dst) return 1;
    if (auto it = memo.find(u); it != memo.end()) return it->second;
    std::uint64_t n = 0;
    for (auto l : hops[u]) n += count(topo.link_to(l));
    return memo[u] = n;
  };
  return count(src);
}

struct Built {
  Topology topo;
  FatTree ft;
};

Built build(std::uint32_t k) {
  Built b;
  const LinkParams link{10'000'000'000, opslab::sim::SimTime::ns(50), 0, 0.0};
  b.ft = opslab::net::build_fat_tree(b.topo, k, link, /*optical=*/true);
  return b;
}

}  // namespace

TEST(FatTree, CountsForK4) {
  const auto b = build(4);
  EXPECT_EQ(b.ft.servers.size(), 16u);
  EXPECT_EQ(b.ft.edge.size(), 8u);
  EXPECT_EQ(b.ft.aggregation.size(), 8u);
  EXPECT_EQ(b.ft.core.size(), 4u);
  EXPECT_EQ(b.topo.node_count(), 36u);
  EXPECT_EQ(b.topo.link_count(), 2u * (16 + 16 + 16));
}

TEST(FatTree, CountsForK8AsInThePaper) {
  // §IV: 128 servers, 80 identical switches with n_a = 8 azimuths (32 + 32 + 16).
  const auto b = build(8);
  EXPECT_EQ(b.ft.servers.size(), 128u);
  EXPECT_EQ(b.ft.edge.size(), 32u);
  EXPECT_EQ(b.ft.aggregation.size(), 32u);
  EXPECT_EQ(b.ft.core.size(), 16u);
  EXPECT_EQ(b.topo.node_count(), 208u);
  EXPECT_EQ(b.topo.link_count(), 2u * 384);
  for (std::size_t l = 0; l < b.topo.link_count(); ++l) {
    EXPECT_TRUE(b.topo.link_optical(static_cast<opslab::net::LinkId>(l)));
  }
  // Every switch has 8 bidirectional ports; every server one.
  for (NodeId n = 0; n < b.topo.node_count(); ++n) {
    const auto expected = b.ft.layer[n] == FatTreeLayer::server ? 1u : 8u;
    EXPECT_EQ(boost::out_degree(n, b.topo.graph()), expected) << b.topo.node(n).name;
    EXPECT_EQ(boost::in_degree(n, b.topo.graph()), expected) << b.topo.node(n).name;
  }
  // Layout hints stay inside the unit square.
  for (NodeId n = 0; n < b.topo.node_count(); ++n) {
    EXPECT_GE(b.topo.node(n).x, 0.0);
    EXPECT_LE(b.topo.node(n).x, 1.0);
  }
}

TEST(FatTree, EqualCostPathsBetweenPodsRacksAndServers) {
  for (std::uint32_t k : {4u, 8u}) {
    const auto b = build(k);
    const std::uint32_t half = k / 2;
    const NodeId first = b.ft.servers[0];
    const NodeId same_rack = b.ft.servers[1];
    const NodeId same_pod = b.ft.servers[half];            // next rack, same pod
    const NodeId other_pod = b.ft.servers.back();          // last pod
    EXPECT_EQ(path_count(b.topo, first, same_rack), 1u);
    EXPECT_EQ(path_count(b.topo, first, same_pod), half);
    EXPECT_EQ(path_count(b.topo, first, other_pod), std::uint64_t(half) * half);  // (k/2)²
    EXPECT_EQ(b.topo.hop_distances_to(same_rack)[first], 2u);
    EXPECT_EQ(b.topo.hop_distances_to(same_pod)[first], 4u);
    EXPECT_EQ(b.topo.hop_distances_to(other_pod)[first], 6u);
  }
}

TEST(FatTree, RejectsOddK) {
  Topology topo;
  EXPECT_THROW(opslab::net::build_fat_tree(topo, 5, LinkParams{}, true), std::invalid_argument);
}

TEST(FatTreeFabric, BuildsSwitchesFibersInterfacesAndRoutes) {
  opslab::sim::Simulation sim(1);
  opslab::net::Network net(sim);
  Topology topo;
  opslab::switching::FatTreeFabricParams p;
  p.k = 8;
  p.switches = {opslab::switching::SwitchType::hybrid, 2};
  opslab::switching::FatTreeFabric fabric(net, topo, p);
  EXPECT_EQ(fabric.server_count(), 128u);
  EXPECT_EQ(fabric.switches().size(), 80u);
  EXPECT_EQ(fabric.fiber_count(), 768u);
  for (const auto* sw : fabric.switches()) EXPECT_EQ(sw->outputs(), 8u);
  const auto& ft = fabric.tree();
  const NodeId remote = ft.servers.back();
  // Upward hops spread over k/2 outputs, downward hops have one.
  EXPECT_EQ(fabric.switch_at(ft.edge[0])->ports_to(remote).size(), 4u);
  EXPECT_EQ(fabric.switch_at(ft.aggregation[0])->ports_to(remote).size(), 4u);
  EXPECT_EQ(fabric.switch_at(ft.core[0])->ports_to(remote).size(), 1u);
  EXPECT_EQ(fabric.switch_at(ft.edge.back())->ports_to(remote).size(), 1u);
  EXPECT_EQ(fabric.switch_at(ft.edge[0])->ports_to(ft.servers[1]).size(), 1u);
  // Fibers into switches deliver at the head; into servers at the tail.
  for (std::size_t l = 0; l < fabric.fiber_count(); ++l) {
    const auto& f = fabric.fiber(static_cast<opslab::net::LinkId>(l));
    const bool to_server = ft.layer[f.to()] == FatTreeLayer::server;
    EXPECT_EQ(f.delivery(), to_server ? opslab::switching::Delivery::tail
                                      : opslab::switching::Delivery::head);
    EXPECT_EQ(f.delay(), opslab::sim::SimTime::ns(50));
  }
  EXPECT_EQ(fabric.interface_of(0).fiber().to(), ft.edge[0]);
}
