// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Regression tests for defects found by review: each reproduces the original failure.
#include <gtest/gtest.h>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/router.hpp"
#include "net/topology.hpp"
#include "sim/timer.hpp"

using namespace opslab;
using sim::SimTime;

namespace {
struct Owner final : sim::EventHandler {
  int fired = 0;
  void handle_event(sim::Event&) override { ++fired; }
};
}  // namespace

// A cancelled LazyTimer destroyed before its pending event fired left a dangling event in
// the queue (use after scope under ASan).
TEST(Regression, DestroyedLazyTimerLeavesNoEventBehind) {
  sim::Simulation sim(1);
  Owner owner;
  {
    sim::LazyTimer t(sim, owner);
    t.set(SimTime::ms(10));
    t.cancel();
  }
  EXPECT_EQ(sim.pending_events(), 0u);
  sim.run_until(SimTime::ms(20));
  EXPECT_EQ(owner.fired, 0);
}

// A packet for a destination without a route crashed a release build; it is now dropped
// with DropCause::no_route.
TEST(Regression, UnroutablePacketIsDroppedNotFollowedIntoNowhere) {
  sim::Simulation sim(1);
  net::Network net(sim);
  net::Topology topo;
  const auto a = topo.add_node("a", net::NodeRole::host);
  const auto r = topo.add_node("r", net::NodeRole::router);
  const auto lonely = topo.add_node("lonely", net::NodeRole::host);
  topo.add_duplex(a, r, net::LinkParams{1'000'000'000, SimTime::us(1), 0, 0});
  auto live = net::instantiate(topo, net);
  auto p = net.pool().make(1, a, lonely, net::PacketKind::udp, 100, sim.now());
  live.hosts[a]->send(std::move(p));
  sim.run_until(SimTime::ms(1));
  EXPECT_EQ(net.drops(net::DropCause::no_route), 1u);
  EXPECT_EQ(net.pool().live(), 0u);
}

// Routing tables are kept for routers only (memory routers × nodes, not nodes²).
TEST(Regression, RoutingTablesOnlyForRouters) {
  sim::Simulation sim(1);
  net::Network net(sim);
  net::Topology topo;
  const auto r = topo.add_node("r", net::NodeRole::router);
  for (int i = 0; i < 2000; ++i) {
    const auto h = topo.add_node("h", net::NodeRole::host);
    topo.add_duplex(h, r, net::LinkParams{1'000'000'000, SimTime::us(1), 0, 0});
  }
  auto live = net::instantiate(topo, net);
  EXPECT_EQ(live.routers[r]->next_hops(1).size(), 1u);
  EXPECT_EQ(live.routers[r]->next_hops(2000).size(), 1u);
}
