// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of Topology (Boost.Graph), minimum-hop routing with every equal-cost next hop,
// instantiate(), and Router forwarding / ECMP spreading.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "net/host.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "net/router.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "test_net_support.hpp"

namespace {

using opslab::net::Host;
using opslab::net::instantiate;
using opslab::net::Instantiated;
using opslab::net::LinkId;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::NodeId;
using opslab::net::NodeRole;
using opslab::net::PacketKind;
using opslab::net::Topology;
using opslab::net::test_support::make_packet;
using opslab::net::test_support::Sink;
using opslab::sim::SimTime;
using opslab::sim::Simulation;

constexpr auto kUnreachable = std::numeric_limits<std::uint32_t>::max();

LinkParams fast_link() {
  LinkParams p;
  p.rate_bps = 10'000'000'000;
  p.delay = SimTime::ns(50);
  return p;
}

/// Number of distinct minimum-hop paths from `src` to `dst` following min_hop_next_hops.
std::uint64_t count_paths(const Topology& topo, NodeId src, NodeId dst) {
  const auto hops = topo.min_hop_next_hops(dst);
  std::vector<std::int64_t> memo(topo.node_count(), -1);
  std::function<std::uint64_t(NodeId)> paths = [&](NodeId u) -> std::uint64_t {
    if (u == dst) return 1;
    if (memo[u] >= 0) return static_cast<std::uint64_t>(memo[u]);
    std::uint64_t n = 0;
    for (LinkId l : hops[u]) n += paths(topo.link_to(l));
    memo[u] = static_cast<std::int64_t>(n);
    return n;
  };
  return paths(src);
}

std::set<NodeId> next_nodes(const Topology& topo, const std::vector<LinkId>& links) {
  std::set<NodeId> out;
  for (LinkId l : links) out.insert(topo.link_to(l));
  return out;
}

TEST(Topology, NodesAndLinks) {
  Topology t;
  const NodeId a = t.add_node("a", NodeRole::host, 0.1, 0.2);
  const NodeId r = t.add_node("r", NodeRole::router);
  EXPECT_EQ(a, 0u);
  EXPECT_EQ(r, 1u);
  EXPECT_EQ(t.node(a).name, "a");
  EXPECT_EQ(t.node(a).role, NodeRole::host);
  EXPECT_DOUBLE_EQ(t.node(a).x, 0.1);
  EXPECT_DOUBLE_EQ(t.node(a).y, 0.2);
  LinkParams p = fast_link();
  p.queue_packets = 17;
  const LinkId l0 = t.add_link(a, r, p);
  const LinkId l1 = t.add_duplex(r, a, fast_link());
  EXPECT_EQ(l0, 0u);
  EXPECT_EQ(l1, 1u);
  EXPECT_EQ(t.link_count(), 3u);
  EXPECT_EQ(t.node_count(), 2u);
  EXPECT_EQ(t.link_from(0), a);
  EXPECT_EQ(t.link_to(0), r);
  EXPECT_EQ(t.link_from(1), r);
  EXPECT_EQ(t.link_to(1), a);
  EXPECT_EQ(t.link_from(2), a);  // reverse direction of the duplex
  EXPECT_EQ(t.link_to(2), r);
  EXPECT_EQ(t.link_params(0).queue_packets, 17u);
}

/// s → r0 → {r1, r2} → r3 → d (all duplex), plus oddities for reachability.
struct Diamond {
  Topology t;
  NodeId s, r0, r1, r2, r3, d, isolated, sink_only, one_way;
  Diamond() {
    s = t.add_node("s", NodeRole::host);
    r0 = t.add_node("r0", NodeRole::router);
    r1 = t.add_node("r1", NodeRole::router);
    r2 = t.add_node("r2", NodeRole::router);
    r3 = t.add_node("r3", NodeRole::router);
    d = t.add_node("d", NodeRole::host);
    isolated = t.add_node("isolated", NodeRole::host);
    sink_only = t.add_node("sink_only", NodeRole::host);  // only a link *into* it
    one_way = t.add_node("one_way", NodeRole::host);      // only a link *out of* it
    t.add_duplex(s, r0, fast_link());
    t.add_duplex(r0, r1, fast_link());
    t.add_duplex(r0, r2, fast_link());
    t.add_duplex(r1, r3, fast_link());
    t.add_duplex(r2, r3, fast_link());
    t.add_duplex(r3, d, fast_link());
    t.add_link(r3, sink_only, fast_link());
    t.add_link(one_way, r3, fast_link());
  }
};

TEST(Topology, HopDistancesOnADiamond) {
  Diamond g;
  const auto dist = g.t.hop_distances_to(g.d);
  EXPECT_EQ(dist[g.d], 0u);
  EXPECT_EQ(dist[g.r3], 1u);
  EXPECT_EQ(dist[g.r1], 2u);
  EXPECT_EQ(dist[g.r2], 2u);
  EXPECT_EQ(dist[g.r0], 3u);
  EXPECT_EQ(dist[g.s], 4u);
  EXPECT_EQ(dist[g.one_way], 2u);
  EXPECT_EQ(dist[g.isolated], kUnreachable);
  EXPECT_EQ(dist[g.sink_only], kUnreachable);  // reachable *from* d's side, but cannot reach d
}

TEST(Topology, DiamondListsBothEqualCostNextHops) {
  Diamond g;
  const auto hops = g.t.min_hop_next_hops(g.d);
  ASSERT_EQ(hops.size(), g.t.node_count());
  EXPECT_EQ(next_nodes(g.t, hops[g.r0]), (std::set<NodeId>{g.r1, g.r2}));
  EXPECT_EQ(hops[g.r0].size(), 2u);
  EXPECT_EQ(next_nodes(g.t, hops[g.s]), (std::set<NodeId>{g.r0}));
  EXPECT_EQ(next_nodes(g.t, hops[g.r1]), (std::set<NodeId>{g.r3}));
  EXPECT_EQ(next_nodes(g.t, hops[g.r2]), (std::set<NodeId>{g.r3}));
  EXPECT_EQ(next_nodes(g.t, hops[g.r3]), (std::set<NodeId>{g.d}));
  EXPECT_EQ(next_nodes(g.t, hops[g.one_way]), (std::set<NodeId>{g.r3}));
  EXPECT_TRUE(hops[g.d].empty());
  EXPECT_TRUE(hops[g.isolated].empty());
  EXPECT_TRUE(hops[g.sink_only].empty());
  for (std::size_t u = 0; u < hops.size(); ++u) {
    for (LinkId l : hops[u]) EXPECT_EQ(g.t.link_from(l), u) << "next hop does not start at u";
  }
  EXPECT_EQ(count_paths(g.t, g.s, g.d), 2u);

  // Toward s, r3 now has the two equal-cost choices.
  const auto back = g.t.min_hop_next_hops(g.s);
  EXPECT_EQ(next_nodes(g.t, back[g.r3]), (std::set<NodeId>{g.r1, g.r2}));
  EXPECT_EQ(next_nodes(g.t, back[g.r0]), (std::set<NodeId>{g.s}));
}

TEST(Topology, UnreachableDestination) {
  Diamond g;
  const auto hops = g.t.min_hop_next_hops(g.isolated);
  for (const auto& h : hops) EXPECT_TRUE(h.empty());
  const auto dist = g.t.hop_distances_to(g.isolated);
  for (NodeId u = 0; u < g.t.node_count(); ++u) {
    EXPECT_EQ(dist[u], u == g.isolated ? 0u : kUnreachable) << u;
  }
  // A node with no way out is still a valid destination for those that reach it.
  const auto to_sink = g.t.hop_distances_to(g.sink_only);
  EXPECT_EQ(to_sink[g.r3], 1u);
  EXPECT_EQ(to_sink[g.s], 4u);
  EXPECT_EQ(to_sink[g.isolated], kUnreachable);
}

/// A k-ary fat-tree: (k/2)^2 cores, k pods of k/2 aggregation and k/2 edge
/// switches, k/2 hosts per edge switch.
struct FatTree {
  Topology t;
  std::vector<NodeId> cores;
  std::vector<std::vector<NodeId>> aggs, edges;    // [pod][i]
  std::vector<std::vector<NodeId>> hosts_of_edge;  // [pod * k/2 + e][j]
  std::vector<NodeId> hosts;                       // in pod order
  std::vector<int> pod_of;                         // by NodeId (-1 for cores)

  explicit FatTree(int k, const LinkParams& p = fast_link()) {
    const int h = k / 2;
    for (int c = 0; c < h * h; ++c) {
      cores.push_back(t.add_node(fmt::format("core{}", c), NodeRole::router));
    }
    aggs.resize(k);
    edges.resize(k);
    for (int pod = 0; pod < k; ++pod) {
      for (int i = 0; i < h; ++i) {
        aggs[pod].push_back(t.add_node(fmt::format("agg{}_{}", pod, i), NodeRole::router));
      }
      for (int i = 0; i < h; ++i) {
        edges[pod].push_back(t.add_node(fmt::format("edge{}_{}", pod, i), NodeRole::router));
      }
      for (int e = 0; e < h; ++e) {
        hosts_of_edge.emplace_back();
        for (int j = 0; j < h; ++j) {
          const NodeId host = t.add_node(fmt::format("h{}_{}_{}", pod, e, j), NodeRole::host);
          t.add_duplex(host, edges[pod][e], p);
          hosts_of_edge.back().push_back(host);
          hosts.push_back(host);
        }
        for (int a = 0; a < h; ++a) t.add_duplex(edges[pod][e], aggs[pod][a], p);
      }
      for (int a = 0; a < h; ++a) {
        for (int c = 0; c < h; ++c) t.add_duplex(aggs[pod][a], cores[a * h + c], p);
      }
    }
    pod_of.assign(t.node_count(), -1);
    for (int pod = 0; pod < k; ++pod) {
      for (NodeId n : aggs[pod]) pod_of[n] = pod;
      for (NodeId n : edges[pod]) pod_of[n] = pod;
      for (int e = 0; e < h; ++e) {
        for (NodeId n : hosts_of_edge[pod * h + e]) pod_of[n] = pod;
      }
    }
  }
};

TEST(Topology, FourAryFatTreeShape) {
  FatTree ft(4);
  EXPECT_EQ(ft.cores.size(), 4u);
  EXPECT_EQ(ft.hosts.size(), 16u);
  EXPECT_EQ(ft.t.node_count(), 36u);       // 16 hosts + 20 switches
  EXPECT_EQ(ft.t.link_count(), 2u * 48u);  // 16 host + 16 edge-agg + 16 agg-core, duplex
}

TEST(Topology, FourAryFatTreePathMultiplicity) {
  FatTree ft(4);
  const NodeId a = ft.hosts_of_edge[0][0];  // pod 0, edge 0
  const NodeId same_edge = ft.hosts_of_edge[0][1];
  const NodeId same_pod = ft.hosts_of_edge[1][0];   // pod 0, edge 1
  const NodeId other_pod = ft.hosts_of_edge[5][1];  // pod 2, edge 1
  EXPECT_EQ(count_paths(ft.t, a, same_edge), 1u);
  EXPECT_EQ(count_paths(ft.t, a, same_pod), 2u);   // k/2 aggregation switches
  EXPECT_EQ(count_paths(ft.t, a, other_pod), 4u);  // (k/2)^2 cores
  EXPECT_EQ(ft.t.hop_distances_to(same_edge)[a], 2u);
  EXPECT_EQ(ft.t.hop_distances_to(same_pod)[a], 4u);
  EXPECT_EQ(ft.t.hop_distances_to(other_pod)[a], 6u);

  // Every inter-pod pair of hosts has exactly 4 shortest paths, intra-pod 2 or 1.
  for (NodeId dst : ft.hosts) {
    const auto dist = ft.t.hop_distances_to(dst);
    for (NodeId src : ft.hosts) {
      if (src == dst) continue;
      const std::uint64_t n = count_paths(ft.t, src, dst);
      if (ft.pod_of[src] != ft.pod_of[dst]) {
        EXPECT_EQ(n, 4u);
        EXPECT_EQ(dist[src], 6u);
      } else {
        EXPECT_EQ(n, dist[src] == 2 ? 1u : 2u);
      }
    }
  }

  // Next-hop sets toward a host in another pod.
  const auto hops = ft.t.min_hop_next_hops(other_pod);
  EXPECT_EQ(next_nodes(ft.t, hops[ft.edges[0][0]]),
            (std::set<NodeId>(ft.aggs[0].begin(), ft.aggs[0].end())));
  EXPECT_EQ(hops[ft.aggs[0][0]].size(), 2u);  // both of its cores
  for (NodeId c : ft.cores) {
    ASSERT_EQ(hops[c].size(), 1u);  // a core reaches pod 2 through one aggregation switch
    EXPECT_EQ(ft.pod_of[ft.t.link_to(hops[c][0])], 2);
  }
  EXPECT_EQ(hops[a].size(), 1u);  // a host has one NIC
}

TEST(Instantiate, BuildsHostsRoutersLinksAndRoutes) {
  FatTree ft(4);
  Simulation sim(1);
  Network net(sim);
  const Instantiated live = instantiate(ft.t, net);
  EXPECT_EQ(net.node_count(), 36u);
  EXPECT_EQ(net.link_count(), 96u);
  std::size_t hosts = 0, routers = 0;
  for (NodeId n = 0; n < ft.t.node_count(); ++n) {
    const bool is_host = ft.t.node(n).role == NodeRole::host;
    EXPECT_EQ(live.hosts[n] != nullptr, is_host) << n;
    EXPECT_EQ(live.routers[n] != nullptr, !is_host) << n;
    hosts += live.hosts[n] != nullptr;
    routers += live.routers[n] != nullptr;
    EXPECT_EQ(net.node(n).id(), n);
    EXPECT_EQ(net.node(n).name(), ft.t.node(n).name);
  }
  EXPECT_EQ(hosts, 16u);
  EXPECT_EQ(routers, 20u);
  for (LinkId l = 0; l < ft.t.link_count(); ++l) {
    EXPECT_EQ(net.link(l).id(), l);
    EXPECT_EQ(net.link(l).from(), ft.t.link_from(l));
    EXPECT_EQ(net.link(l).to(), ft.t.link_to(l));
    EXPECT_EQ(net.link(l).params().rate_bps, ft.t.link_params(l).rate_bps);
  }
  for (NodeId h : ft.hosts) {
    ASSERT_NE(live.hosts[h]->nic(), nullptr);
    EXPECT_EQ(live.hosts[h]->nic()->from(), h);
  }
  // Router tables match the topology's next-hop sets.
  const NodeId dst = ft.hosts_of_edge[5][1];
  const auto hops = ft.t.min_hop_next_hops(dst);
  for (NodeId u = 0; u < ft.t.node_count(); ++u) {
    if (live.routers[u] == nullptr) continue;
    const auto& table = live.routers[u]->next_hops(dst);
    ASSERT_EQ(table.size(), hops[u].size()) << ft.t.node(u).name;
    for (std::size_t i = 0; i < table.size(); ++i) EXPECT_EQ(table[i]->id(), hops[u][i]);
  }
  EXPECT_EQ(live.routers[ft.edges[0][0]]->next_hops(dst).size(), 2u);
}

TEST(Instantiate, RefusesANonEmptyNetwork) {
  Diamond g;
  Simulation sim(1);
  Network net(sim);
  instantiate(g.t, net);
  EXPECT_THROW(instantiate(g.t, net), std::logic_error);
}

TEST(Router, StoreAndForwardAlongAChain) {
  // h0 → r0 → r1 → r2 → h1 with different rates and delays: a lone packet arrives after the
  // sum over links of (serialization + propagation).
  Topology t;
  const NodeId h0 = t.add_node("h0", NodeRole::host);
  const NodeId r0 = t.add_node("r0", NodeRole::router);
  const NodeId r1 = t.add_node("r1", NodeRole::router);
  const NodeId r2 = t.add_node("r2", NodeRole::router);
  const NodeId h1 = t.add_node("h1", NodeRole::host);
  const std::int64_t rates[] = {1'000'000'000, 155'000'000, 622'000'000, 10'000'000'000};
  const SimTime delays[] = {SimTime::us(1), SimTime::ms(2), SimTime::us(333), SimTime::ns(5)};
  const NodeId path[] = {h0, r0, r1, r2, h1};
  for (int i = 0; i < 4; ++i) {
    LinkParams p;
    p.rate_bps = rates[i];
    p.delay = delays[i];
    t.add_duplex(path[i], path[i + 1], p);
  }
  Simulation sim(1);
  Network net(sim);
  const auto live = instantiate(t, net);
  Sink sink(net, *live.hosts[h1], 3);
  live.hosts[h0]->send(make_packet(net, 3, h0, h1, 1500));
  sim.run_until(SimTime::s(1));
  ASSERT_EQ(sink.got.size(), 1u);
  SimTime expected = SimTime::zero();
  for (int i = 0; i < 4; ++i) expected += SimTime::transmission(1500, rates[i]) + delays[i];
  EXPECT_EQ(sink.got[0].at, expected);
  EXPECT_EQ(sink.got[0].hops, 4u);
  EXPECT_EQ(net.delivered(), 1u);
}

TEST(Router, SpreadsPacketsUniformlyOverEqualCostNextHops) {
  FatTree ft(4);
  Simulation sim(3);
  Network net(sim);
  const auto live = instantiate(ft.t, net);
  const NodeId src = ft.hosts_of_edge[0][0];
  const NodeId dst = ft.hosts_of_edge[5][1];
  Sink sink(net, *live.hosts[dst], 1);
  const int n = 20'000;
  for (int i = 0; i < n; ++i) {
    live.hosts[src]->send(make_packet(net, 1, src, dst, 100, PacketKind::udp, i));
  }
  sim.run_until(SimTime::s(1));
  ASSERT_EQ(sink.got.size(), static_cast<std::size_t>(n));
  for (const auto& r : sink.got) ASSERT_EQ(r.hops, 6u);

  // Edge switch → its 2 aggregation switches: ~n/2 each (sd ~71).
  const auto to_dst = ft.t.min_hop_next_hops(dst);
  std::uint64_t edge_total = 0;
  for (LinkId l : to_dst[ft.edges[0][0]]) {
    const auto sent = net.link(l).stats().sent_packets;
    EXPECT_NEAR(static_cast<double>(sent), n / 2.0, 400.0) << "edge uplink " << l;
    edge_total += sent;
  }
  EXPECT_EQ(edge_total, static_cast<std::uint64_t>(n));
  // Each of the 4 cores carries ~n/4 (sd ~61).
  std::uint64_t core_total = 0;
  for (NodeId c : ft.cores) {
    ASSERT_EQ(to_dst[c].size(), 1u);
    const auto sent = net.link(to_dst[c][0]).stats().sent_packets;
    EXPECT_NEAR(static_cast<double>(sent), n / 4.0, 350.0) << "core " << c;
    core_total += sent;
  }
  EXPECT_EQ(core_total, static_cast<std::uint64_t>(n));
  // Nothing went to other pods or hosts.
  for (LinkId l = 0; l < net.link_count(); ++l) {
    const NodeId to = net.link(l).to();
    if (ft.pod_of[to] != -1 && ft.pod_of[to] != 0 && ft.pod_of[to] != 2) {
      EXPECT_EQ(net.link(l).stats().sent_packets, 0u) << "link " << l;
    }
  }
}

TEST(Router, EcmpChoicesAreReproducibleAndSeedDependent) {
  auto per_core = [](std::uint64_t seed) {
    FatTree ft(4);
    Simulation sim(seed);
    Network net(sim);
    const auto live = instantiate(ft.t, net);
    const NodeId src = ft.hosts_of_edge[0][0];
    const NodeId dst = ft.hosts_of_edge[7][0];
    Sink sink(net, *live.hosts[dst], 1);
    for (int i = 0; i < 500; ++i) {
      live.hosts[src]->send(make_packet(net, 1, src, dst, 100, PacketKind::udp, i));
    }
    sim.run_until(SimTime::s(1));
    const auto to_dst = ft.t.min_hop_next_hops(dst);
    std::vector<std::uint64_t> counts;
    for (NodeId c : ft.cores) counts.push_back(net.link(to_dst[c][0]).stats().sent_packets);
    return counts;
  };
  EXPECT_EQ(per_core(5), per_core(5));
  EXPECT_NE(per_core(5), per_core(6));
}

}  // namespace
