// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeflectionOutput (He & Chan §II-A/B): the τ < S/B0 contention rule, drop without
// deflection, loss probability p, deflection delay t0 + max(0, N(μ, σ)), shortest path
// never drops.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "edge/optical_packet.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"
#include "net/host.hpp"
#include "net/link.hpp"
#include "net/topology.hpp"
#include "switching/deflection_output.hpp"
#include "switching/edge_ops_switch.hpp"
#include "switching/switching_events.hpp"

using namespace opslab;
using sim::SimTime;

namespace {

struct Sink final : edge::OpticalReceiver {
  sim::Simulation* sim = nullptr;
  std::vector<std::pair<std::uint64_t, SimTime>> arrivals;  // (optical id, time)
  void receive_optical(edge::OpticalPacketPtr o) override {
    arrivals.emplace_back(o->id, sim->now());
  }
};

class DeflectionTest : public ::testing::Test {
 protected:
  DeflectionTest() : sim_(7), net_(sim_) { sink_.sim = &sim_; }

  void make(switching::DeflectionParams p) {
    out_ = std::make_unique<switching::DeflectionOutput>(net_, 0, p, sink_, 0, 1, "test");
  }
  // An optical packet of `ip` members of 1500 bytes.
  edge::OpticalPacketPtr optical(int ip = 1) {
    auto o = pool_.make();
    for (int i = 0; i < ip; ++i) {
      auto p = net_.pool().make();
      p->size_bytes = 1500;
      p->kind = net::PacketKind::tcp_data;
      o->bytes += 1500;
      o->members.push_back(std::move(p));
    }
    return o;
  }
  static switching::DeflectionParams base() {
    switching::DeflectionParams p;
    p.rate_bps = 622'000'000;
    p.shortest_delay = SimTime::ms(10);
    p.loss_p = 0;
    p.cost_mean = SimTime::ms(5);
    p.cost_stddev = SimTime::zero();
    return p;
  }

  sim::Simulation sim_;
  net::Network net_;
  edge::OpticalPacketPool pool_;
  Sink sink_;
  std::unique_ptr<switching::DeflectionOutput> out_;
};

}  // namespace

TEST_F(DeflectionTest, FreeOutputTakesTheShortestPath) {
  make(base());
  out_->send(optical());
  sim_.run_until(SimTime::s(1));
  ASSERT_EQ(sink_.arrivals.size(), 1u);
  // S/B0 + t0: 1500 B at 622 Mb/s = 19 292.6 ns, rounded up to a whole picosecond.
  EXPECT_EQ(sink_.arrivals[0].second,
            SimTime::transmission(1500, 622'000'000) + SimTime::ms(10));
  EXPECT_EQ(out_->stats().shortest, 1u);
}

TEST_F(DeflectionTest, BusyOutputDeflectsUntilSOverBHasElapsed) {
  make(base());
  const SimTime tx = SimTime::transmission(1500, 622'000'000);
  out_->send(optical());
  sim_.run_until(tx - SimTime::ps(1));  // τ < S/B0: still busy
  out_->send(optical());
  EXPECT_EQ(out_->stats().deflected, 1u);
  sim_.run_until(tx);  // τ = S/B0: free again
  out_->send(optical());
  EXPECT_EQ(out_->stats().shortest, 2u);
  sim_.run_until(SimTime::s(1));
  ASSERT_EQ(sink_.arrivals.size(), 3u);
  // The deflected packet arrives last: t0 + t_c with t_c = μ = 5 ms (σ = 0).
  EXPECT_EQ(sink_.arrivals[2].first, 1u);
  EXPECT_EQ(sink_.arrivals[2].second, tx - SimTime::ps(1) + tx + SimTime::ms(15));
}

TEST_F(DeflectionTest, WithoutDeflectionContentionDrops) {
  auto p = base();
  p.deflection = false;
  make(p);
  out_->send(optical(3));
  out_->send(optical(2));
  EXPECT_EQ(out_->stats().contention_drops, 1u);
  EXPECT_EQ(net_.drops(switching::contention), 2u);  // counted per IP packet
}

TEST_F(DeflectionTest, BusyDeflectionPortDropsWhenPortContentionIsOn) {
  auto p = base();
  p.deflection_port_contention = true;
  make(p);
  out_->send(optical());
  out_->send(optical());  // deflected
  out_->send(optical());  // both ports busy
  EXPECT_EQ(out_->stats().deflected, 1u);
  EXPECT_EQ(out_->stats().contention_drops, 1u);
}

TEST_F(DeflectionTest, PortContentionIsOffByDefaultSoEveryBusyOutputDeflectsWithoutLoss) {
  // The paper's abstraction: the deflection path has no contention of its own (p = 0 here),
  // so packets arriving while both the shortest path and the previous deflection are still
  // being sent are all deflected, none dropped, and all arrive.
  EXPECT_FALSE(switching::DeflectionParams{}.deflection_port_contention);
  make(base());
  for (int i = 0; i < 5; ++i) out_->send(optical());  // all at t = 0
  EXPECT_EQ(out_->stats().shortest, 1u);
  EXPECT_EQ(out_->stats().deflected, 4u);
  EXPECT_EQ(out_->stats().contention_drops, 0u);
  EXPECT_EQ(out_->stats().deflection_drops, 0u);
  EXPECT_EQ(net_.drops(switching::contention), 0u);
  sim_.run_until(SimTime::ms(100));
  EXPECT_EQ(sink_.arrivals.size(), 5u);
}

TEST_F(DeflectionTest, DeflectionPathLosesAFractionP) {
  auto p = base();
  p.loss_p = 0.2;
  make(p);
  const int n = 20000;
  for (int i = 0; i < n; ++i) {
    out_->send(optical());  // keeps the shortest path busy
    out_->send(optical());  // always deflected
    sim_.run_until(sim_.now() + SimTime::us(100));
  }
  EXPECT_EQ(out_->stats().deflected, static_cast<std::uint64_t>(n));
  const double frac = double(out_->stats().deflection_drops) / n;
  EXPECT_NEAR(frac, 0.2, 4 * std::sqrt(0.2 * 0.8 / n));  // 4 standard errors
  EXPECT_EQ(net_.drops(switching::deflection_path), out_->stats().deflection_drops);
  // Every packet on the shortest path arrived.
  sim_.run_until(sim_.now() + SimTime::s(1));
  EXPECT_EQ(sink_.arrivals.size(), n + out_->stats().deflected - out_->stats().deflection_drops);
}

TEST_F(DeflectionTest, DeflectionDelayIsTruncatedGaussianRedrawnEveryTv) {
  auto p = base();
  p.cost_mean = SimTime::ms(5);
  p.cost_stddev = SimTime::ms(4);
  p.tv_min = SimTime::ms(1);
  p.tv_max = SimTime::ms(3);
  make(p);
  // Sample t_c (the current deflection cost) at many instants far apart.
  std::vector<double> samples;
  for (int i = 0; i < 20000; ++i) {
    sim_.run_until(sim_.now() + SimTime::ms(5));
    samples.push_back(out_->deflection_cost().to_ms());
  }
  double mean = 0, zeros = 0;
  for (double x : samples) {
    mean += x;
    zeros += x == 0 ? 1 : 0;
    ASSERT_GE(x, 0.0);
  }
  mean /= samples.size();
  // E[max(0, X)], X ~ N(5, 4): μΦ(μ/σ) + σφ(μ/σ) = 5·0.89435 + 4·0.18265 = 5.2024 ms.
  EXPECT_NEAR(mean, 5.2024, 0.08);
  // P(X < 0) = Φ(−1.25) = 0.10565.
  EXPECT_NEAR(zeros / samples.size(), 0.10565, 0.01);
}

// Disaggregation at the egress edge switch: members leave on the electronic link to their
// destination host in the order they were aggregated.
TEST(EdgeOpsSwitch, DisaggregatesInAggregationOrder) {
  sim::Simulation sim(1);
  net::Network net(sim);
  net::Topology topo;
  const auto sw = topo.add_node("r1", net::NodeRole::switch_);
  const auto host = topo.add_node("d1", net::NodeRole::host);
  const auto down = topo.add_link(sw, host, net::LinkParams{1'000'000'000, SimTime::us(1), 0, 0});
  topo.add_link(host, sw, net::LinkParams{1'000'000'000, SimTime::us(1), 0, 0});
  switching::EdgeOpsSwitch* edge = nullptr;
  auto live = net::instantiate(topo, net, [&](net::NodeId id, const net::VertexSpec& v)
                                              -> std::unique_ptr<net::Node> {
    if (v.role != net::NodeRole::switch_) return nullptr;
    auto made = std::make_unique<switching::EdgeOpsSwitch>(net, id, v.name);
    edge = made.get();
    return made;
  });
  edge->add_local_route(host, net.link(down));
  struct Order final : net::PacketReceiver {
    std::vector<std::uint64_t> seqs;
    void receive(net::PacketPtr p) override { seqs.push_back(p->seq); }
  } order;
  live.hosts[host]->bind(5, order);
  edge::OpticalPacketPool pool;
  auto o = pool.make();
  for (std::uint64_t s : {3u, 1u, 2u}) {
    auto p = net.pool().make(5, 0, host, net::PacketKind::tcp_data, 1500, sim.now());
    p->seq = s;
    o->bytes += 1500;
    o->members.push_back(std::move(p));
  }
  edge->receive_optical(std::move(o));
  sim.run_until(SimTime::ms(1));
  EXPECT_EQ(order.seqs, (std::vector<std::uint64_t>{3, 1, 2}));
  EXPECT_EQ(edge->ip_disaggregated(), 3u);
}
