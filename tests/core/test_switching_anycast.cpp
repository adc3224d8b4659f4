// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Anycast switching policies (Izquierdo-Zaragoza & Pavon-Marino §III): e-JSQ balances the
// bytes a line card sends over the bundle (counters of original lengths, random tie-break),
// RR cycles, JSVOQ follows this line card's VOQ occupancy, ideal JSQ the router-wide pending
// traffic, random spreads uniformly, and without bundling the destination fixes the port.
#include <algorithm>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/random.hpp"
#include "sim/simulation.hpp"
#include "switching/anycast_policy.hpp"
#include "switching/cioq_switch.hpp"

using opslab::net::Link;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::Node;
using opslab::net::NodeId;
using opslab::net::PacketKind;
using opslab::net::PacketPtr;
using opslab::sim::RandomStream;
using opslab::sim::SimTime;
using opslab::sim::Simulation;
using opslab::switching::AnycastPolicy;
using opslab::switching::AnycastSelector;
using opslab::switching::CioqSwitch;
using opslab::switching::CioqSwitchParams;
using opslab::switching::parse_anycast_policy;

namespace {

struct Null final : Node {
  using Node::Node;
  void receive(PacketPtr) override {}
};

// A 4-port switch whose outputs 1, 2, 3 form a bundle.
struct Rig {
  Rig() : sim(1), net(sim), rng(1, "anycast") {
    sink = &net.add_node(std::make_unique<Null>(0, "sink"));
    CioqSwitchParams p;
    p.ports = 4;
    sw = std::make_unique<CioqSwitch>(net, 0, "rig", p);
    LinkParams lp;
    lp.rate_bps = 2'500'000'000;
    for (std::uint32_t j = 0; j < 4; ++j) {
      lines.push_back(&net.add_link(std::make_unique<Link>(net, j, 0, 0, *sink, lp)));
      sw->connect(j, *lines.back());
    }
  }
  AnycastSelector selector(AnycastPolicy p) { return AnycastSelector(p, {1, 2, 3}, lines, rng); }
  void arrive(std::uint32_t in, std::uint32_t out, std::uint32_t bytes) {
    sw->arrive(in, out, net.pool().make(0, 0, 0, PacketKind::udp, bytes, net.now()));
  }
  Simulation sim;
  Network net;
  RandomStream rng;
  Null* sink;
  std::unique_ptr<CioqSwitch> sw;
  std::vector<Link*> lines;
};

TEST(AnycastPolicy, NamesRoundTrip) {
  for (const char* n : {"none", "random", "rr", "jsvoq", "e_jsq", "ideal_jsq"}) {
    EXPECT_STREQ(to_string(parse_anycast_policy(n)), n);
  }
  EXPECT_THROW(parse_anycast_policy("jsq"), std::invalid_argument);
}

TEST(AnycastPolicy, EffectiveJsqKeepsTheLineCardsByteCountersWithinOnePacket) {
  Rig r;
  auto s = r.selector(AnycastPolicy::e_jsq);
  RandomStream sizes(2, "sizes");
  const std::uint32_t mix[3] = {40, 576, 1500};
  for (int k = 0; k < 10000; ++k) {
    const std::uint32_t bytes = mix[sizes.uniform_index(3)];
    const std::uint32_t port = s.choose(*r.sw, 0, bytes, 0);
    ASSERT_GE(port, 1U);
    ASSERT_LE(port, 3U);
    const auto& c = s.byte_counters();
    EXPECT_LE(*std::max_element(c.begin(), c.end()) - *std::min_element(c.begin(), c.end()), 1500U);
  }
}

TEST(AnycastPolicy, EffectiveJsqBreaksTiesAtRandom) {
  // Equal 40-byte packets: every round of three visits each port once, in random orders.
  Rig r;
  auto s = r.selector(AnycastPolicy::e_jsq);
  int first_port_counts[4] = {0, 0, 0, 0};
  for (int round = 0; round < 300; ++round) {
    std::vector<std::uint32_t> got;
    for (int k = 0; k < 3; ++k) got.push_back(s.choose(*r.sw, 0, 40, 0));
    ++first_port_counts[got[0]];
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, (std::vector<std::uint32_t>{1, 2, 3}));
  }
  for (int p = 1; p <= 3; ++p) EXPECT_GT(first_port_counts[p], 60) << p;
}

TEST(AnycastPolicy, RoundRobinCyclesWhateverTheSizes) {
  Rig r;
  auto s = r.selector(AnycastPolicy::rr);
  for (int k = 0; k < 9; ++k) EXPECT_EQ(s.choose(*r.sw, 0, k % 2 ? 1500 : 40, 0), 1U + k % 3);
}

TEST(AnycastPolicy, RoundRobinWithAQuantumGivesEachPortItsBytesAndPaysOverdraftsBack) {
  Rig r;
  AnycastSelector s(AnycastPolicy::rr, {1, 2, 3}, r.lines, r.rng, 1500);
  // Port 1's turn: 40 + 576 + 576 = 1192 bytes leave it 308 of credit, the 1500 then overdraw
  // it by 1192; port 2 takes over.
  for (std::uint32_t b : {40U, 576U, 576U, 1500U}) EXPECT_EQ(s.choose(*r.sw, 0, b, 0), 1U) << b;
  EXPECT_EQ(s.choose(*r.sw, 0, 1500, 0), 2U);  // one full packet uses up port 2's turn
  EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 3U);
  for (int k = 0; k < 36; ++k) EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 3U);  // 37 × 40 = 1480
  EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 3U);  // 1520: over; port 1 next, 308 of credit
  EXPECT_EQ(s.choose(*r.sw, 0, 576, 0), 1U);  // its overdraft is paid: one packet only
  EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 2U);

  // Over a long trimodal stream each port's bytes stay within a packet of the others'.
  AnycastSelector t(AnycastPolicy::rr, {1, 2, 3}, r.lines, r.rng, 1500);
  RandomStream sizes(3, "sizes");
  const std::uint32_t mix[3] = {40, 576, 1500};
  std::vector<std::uint64_t> sent(4, 0);
  std::uint64_t widest = 0;
  for (int k = 0; k < 30000; ++k) {
    const std::uint32_t b = mix[sizes.uniform_index(3)];
    sent[t.choose(*r.sw, 0, b, 0)] += b;
    const auto [lo, hi] = std::minmax({sent[1], sent[2], sent[3]});
    widest = std::max(widest, hi - lo);
  }
  EXPECT_LE(widest, 2U * (1500 + 1500));
  // Without the quantum, one packet a turn: the ports' bytes drift apart with the sizes.
  AnycastSelector u(AnycastPolicy::rr, {1, 2, 3}, r.lines, r.rng);
  std::fill(sent.begin(), sent.end(), 0);
  for (int k = 0; k < 30000; ++k) {
    const std::uint32_t b = mix[sizes.uniform_index(3)];
    sent[u.choose(*r.sw, 0, b, 0)] += b;
  }
  const auto [lo, hi] = std::minmax({sent[1], sent[2], sent[3]});
  EXPECT_GT(hi - lo, 10U * 1500);
}

TEST(AnycastPolicy, JsvoqFollowsThisLineCardsVoqs) {
  Rig r;
  r.arrive(0, 1, 1500);  // 32 cells for port 1 at input 0
  r.arrive(0, 3, 96);    // 2 cells for port 3 at input 0
  r.arrive(1, 2, 1500);  // input 1's VOQs are not input 0's concern
  auto s = r.selector(AnycastPolicy::jsvoq);
  EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 2U);
  // Input 1 holds cells only for port 2: ports 1 and 3 tie there, port 2 is never chosen.
  for (int k = 0; k < 20; ++k) EXPECT_NE(s.choose(*r.sw, 1, 40, 0), 2U);
}

TEST(AnycastPolicy, IdealJsqSeesTheWholeRouter) {
  Rig r;
  r.arrive(1, 2, 1500);  // another input's cells for port 2
  auto s = r.selector(AnycastPolicy::ideal_jsq);
  EXPECT_NE(s.choose(*r.sw, 0, 40, 0), 2U);
  // Speedup 1: the first packet's cells cross in slots 1–32, the second's in 33–64, so at
  // 12 µs (slot 58) port 2 still has 1500 bytes in the switch (7 cells to cross, the packet
  // counts whole) and the first on its line until 11.56 µs; port 1 gets 96 bytes in input 3,
  // port 3 nothing: port 3 wins, and once it holds 1500 bytes, port 1.
  r.arrive(2, 2, 1500);
  r.sim.run_until(SimTime::us(12));
  r.arrive(3, 1, 96);
  EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 3U);
  r.arrive(3, 3, 1500);
  EXPECT_EQ(s.choose(*r.sw, 0, 40, 0), 1U);
}

// "Traffic pending to be carried" (§II-B) is time on the lightpath: the rest of the packet on
// the wire counts, and a packet still crossing the fabric counts at its whole length.
TEST(AnycastPolicy, IdealJsqCountsTheRestOfTheWireAndPartlyCrossedPacketsWhole) {
  Rig r;
  auto s = r.selector(AnycastPolicy::ideal_jsq);
  r.arrive(0, 1, 1500);  // crosses in slots 1–32, on port 1's line 6.76–11.56 µs
  r.sim.run_until(SimTime::us(2));
  r.arrive(1, 2, 1500);  // crosses from slot 10 on: 2 of its 32 cells are left at 8 µs
  r.sim.run_until(SimTime::us(8));
  r.arrive(2, 3, 600);   // 13 cells, none crossed yet
  ASSERT_TRUE(r.lines[1]->busy());
  ASSERT_EQ(r.lines[1]->queue_bytes(), 0u);
  ASSERT_EQ(r.sw->cells_for_output(2), 2u);
  // Port 1: its packet leaves the line at slot 33 + 4.8 µs = 11.5584 µs, 1112 bytes' worth
  // from now; port 2: 1500 bytes (96 by its cells left); port 3: 600 bytes.
  EXPECT_EQ(r.lines[1]->backlog_time(), SimTime::ps(3'558'400));
  EXPECT_EQ(r.lines[2]->backlog_time(r.sw->bytes_for_output(2)), SimTime::ns(4800));
  for (int k = 0; k < 10; ++k) EXPECT_EQ(s.choose(*r.sw, 3, 1500, 0), 3U);
}

TEST(AnycastPolicy, NoBundlingFixesThePortByDestinationAndRandomSpreads) {
  Rig r;
  auto none = r.selector(AnycastPolicy::none);
  for (std::uint32_t d = 0; d < 12; ++d) EXPECT_EQ(none.choose(*r.sw, 0, 1500, d), 1 + d % 3);
  auto rnd = r.selector(AnycastPolicy::random);
  int counts[4] = {0, 0, 0, 0};
  for (int k = 0; k < 3000; ++k) ++counts[rnd.choose(*r.sw, 0, 40, 0)];
  for (int p = 1; p <= 3; ++p) EXPECT_NEAR(counts[p], 1000, 120) << p;
}

}  // namespace
