// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CioqRouter (LB+AS §II-B, §III): routes to a port or to a lightpath bundle through the
// anycast policy, AS-VOQs under e-JSQ (and, when asked, under any policy), drops what it cannot route.
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"
#include "switching/cioq_router.hpp"

using opslab::net::DropCause;
using opslab::net::Link;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::Node;
using opslab::net::NodeId;
using opslab::net::PacketKind;
using opslab::net::PacketPtr;
using opslab::sim::SimTime;
using opslab::sim::Simulation;
using opslab::switching::AnycastPolicy;
using opslab::switching::CioqRouter;
using opslab::switching::CioqSwitchParams;

namespace {

struct Sink final : Node {
  using Node::Node;
  void receive(PacketPtr p) override { seqs.push_back(p->seq); }
  std::vector<std::uint64_t> seqs;
};

// Router node 0 with 4 ports; ports 1 and 2 form a bundle towards sink node 1, port 3 goes
// to sink node 2. Packets enter at input 0.
struct Rig {
  explicit Rig(AnycastPolicy policy, bool queue_per_bundle = false) : sim(1), net(sim) {
    CioqSwitchParams p;
    p.ports = 4;
    p.speedup = 4;
    router = &net.add_node(std::make_unique<CioqRouter>(net, 0, "core", p, policy, queue_per_bundle));
    far = &net.add_node(std::make_unique<Sink>(1, "far"));
    side = &net.add_node(std::make_unique<Sink>(2, "side"));
    LinkParams lp;
    lp.rate_bps = 2'500'000'000;
    for (std::uint32_t port = 0; port < 4; ++port) {
      Node& to = port == 3 ? static_cast<Node&>(*side) : *far;
      auto& l = net.add_link(std::make_unique<Link>(net, port, 0, to.id(), to, lp));
      router->attach_output(port, l);
      lines.push_back(&l);
    }
    bundle = router->add_bundle({1, 2});
    router->route_to_bundle(1, bundle, 1);
    router->route_to_port(2, 3);
  }
  void send(NodeId dst, std::uint32_t bytes, std::uint64_t seq) {
    PacketPtr p = net.pool().make(0, 9, dst, PacketKind::udp, bytes, net.now());
    p->seq = seq;
    router->input(0).receive(std::move(p));
  }
  Simulation sim;
  Network net;
  CioqRouter* router;
  Sink* far;
  Sink* side;
  std::vector<Link*> lines;
  std::uint32_t bundle = 0;
};

TEST(CioqRouter, RoutesToAPortAndDropsTheUnroutable) {
  Rig r(AnycastPolicy::e_jsq);
  r.send(2, 1500, 7);
  r.send(5, 1500, 8);  // no route
  PacketPtr stray = r.net.pool().make(0, 9, 1, PacketKind::udp, 40, r.net.now());
  r.router->receive(std::move(stray));  // not through an input line card
  r.sim.run_until(SimTime::ms(1));
  EXPECT_EQ(r.side->seqs, (std::vector<std::uint64_t>{7}));
  EXPECT_EQ(r.net.drops(DropCause::no_route), 2U);
}

TEST(CioqRouter, EffectiveJsqBalancesTheBundlesBytesThroughOneAsVoq) {
  Rig r(AnycastPolicy::e_jsq);
  const std::uint32_t mix[3] = {40, 576, 1500};
  for (std::uint64_t k = 0; k < 300; ++k) r.send(1, mix[k % 3], k);
  // One AS-VOQ: the queues of ports 1 and 2 are one queue at input 0.
  EXPECT_EQ(r.router->fabric().queue_cells(0, 1), r.router->fabric().queue_cells(0, 2));
  r.sim.run_until(SimTime::ms(10));
  ASSERT_EQ(r.far->seqs.size(), 300U);
  const auto a = r.lines[1]->stats().sent_bytes, b = r.lines[2]->stats().sent_bytes;
  EXPECT_LE(a > b ? a - b : b - a, 1500U);
  EXPECT_EQ(r.lines[0]->stats().sent_packets + r.lines[3]->stats().sent_packets, 0U);
}

TEST(CioqRouter, IdealJsqKeepsAVoqPerOutputUnlessAskedForOnePerBundle) {
  const std::uint32_t mix[3] = {40, 576, 1500};
  for (bool per_bundle : {false, true}) {
    Rig r(AnycastPolicy::ideal_jsq, per_bundle);
    for (std::uint64_t k = 0; k < 30; ++k) r.send(1, mix[k % 3], k);
    const auto q1 = r.router->fabric().queue_cells(0, 1);
    const auto q2 = r.router->fabric().queue_cells(0, 2);
    // Per output the two ports' VOQs split the 30 packets; per bundle they are one queue.
    if (per_bundle) {
      EXPECT_EQ(q1, q2);
    } else {
      EXPECT_NE(q1, q2);
    }
    r.sim.run_until(SimTime::ms(10));
    ASSERT_EQ(r.far->seqs.size(), 30U) << "per bundle: " << per_bundle;
    EXPECT_GT(r.lines[1]->stats().sent_packets, 0U);
    EXPECT_GT(r.lines[2]->stats().sent_packets, 0U);
  }
}

TEST(CioqRouter, WithoutBundlingTheDestinationFixesTheLightpath) {
  Rig r(AnycastPolicy::none);
  for (std::uint64_t k = 0; k < 50; ++k) r.send(1, 576, k);
  r.sim.run_until(SimTime::ms(10));
  // Destination sub-network 1 of a 2-lightpath bundle: always its second port (port 2),
  // so the flow stays in order.
  EXPECT_EQ(r.lines[2]->stats().sent_packets, 50U);
  EXPECT_EQ(r.lines[1]->stats().sent_packets, 0U);
  for (std::uint64_t k = 0; k < 50; ++k) EXPECT_EQ(r.far->seqs[k], k);
}

TEST(CioqRouter, RoundRobinAlternatesTheLightpaths) {
  Rig r(AnycastPolicy::rr);
  for (std::uint64_t k = 0; k < 40; ++k) r.send(1, 1500, k);
  r.sim.run_until(SimTime::ms(10));
  EXPECT_EQ(r.lines[1]->stats().sent_packets, 20U);
  EXPECT_EQ(r.lines[2]->stats().sent_packets, 20U);
}

}  // namespace
