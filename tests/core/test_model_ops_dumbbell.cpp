// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-model tests of He & Chan's OPS model: conservation, aggregation in both directions,
// and the paper's robust findings at classroom scale (several seeds, 95% intervals).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

#include <gtest/gtest.h>

#include "edge/edge_events.hpp"
#include "model_runner.hpp"
#include "net/network.hpp"
#include "net/tap.hpp"
#include "scenario/model.hpp"
#include "study/sweep/sweep.hpp"

using nlohmann::json;
using opslab::sim::SimTime;
using opslab::testing::number;

namespace {

json classroom(json extra = json::object()) {
  json o = {{"sim", {{"duration_s", 5}, {"warmup_s", 1}}}, {"topology", {{"m", 10}}}};
  o.merge_patch(extra);
  return o;
}

opslab::study::MeanCi metric(const json& overrides, const char* column, int seeds) {
  return opslab::testing::metric_over_seeds("ops_dumbbell", overrides, column, seeds);
}

using opslab::testing::clearly_above;

struct AggregateCounter : opslab::net::Tap {
  std::uint64_t at_r0 = 0, at_r1 = 0, acks_at_r1 = 0, multi = 0;
  void on_model_event(const opslab::net::ModelEvent& e, SimTime) override {
    if (e.kind != opslab::edge::aggregate_formed) return;
    (e.node == 0 ? at_r0 : at_r1) += 1;
    if (e.packets.size() > 1) ++multi;
    if (e.node == 1) {
      for (const auto& m : e.packets) acks_at_r1 += m->kind == opslab::net::PacketKind::tcp_ack;
    }
  }
};

}  // namespace

TEST(OpsDumbbellModel, ConservesPacketsAndAggregatesBothDirections) {
  auto run = opslab::testing::build("ops_dumbbell", classroom({{"sim", {{"duration_s", 2}}}}));
  AggregateCounter taps;
  run->network().taps().attach(&taps);
  auto& net = run->network();
  for (double t = 0.25; t <= 2.0; t += 0.25) {
    run->advance_to(SimTime::s(t));
    EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live());
  }
  EXPECT_GT(taps.at_r0, 100u);
  EXPECT_GT(taps.at_r1, 100u);     // r1 is the ingress of the ACK direction
  EXPECT_GT(taps.acks_at_r1, 1000u);
  EXPECT_GT(taps.multi, 100u);     // mixed-flow aggregates hold several IP packets
  run->network().taps().detach(&taps);
}

TEST(OpsDumbbellModel, ShortestPathOnlyMeansNoDeflectionsWithoutContention) {
  // One flow cannot contend with itself at 155 Mb/s into 622 Mb/s without aggregation. No
  // receiver window: the default 20 packets would hold one flow to 8.6 Mb/s (RTT 28 ms).
  const auto r = opslab::testing::run(
      "ops_dumbbell", classroom({{"sim", {{"duration_s", 20}}},
                                 {"topology", {{"n", 1}, {"m", 1}}},
                                 {"aggregation", {{"mode", "none"}}},
                                 {"tcp", {{"max_window_packets", 0}}}}));
  EXPECT_EQ(number(r.summary, "deflections"), 0);
  EXPECT_EQ(number(r.summary, "contention_drops"), 0);
  EXPECT_EQ(number(r.summary, "reordered_packets"), 0);
  EXPECT_GT(number(r.summary, "goodput_mbps"), 80);  // Reno on a 155 Mb/s access link
}

TEST(OpsDumbbellModel, DefaultsFollowThePaperPeriodicTimersAndNoDeflectionPortContention) {
  const auto d = opslab::scenario::find_model("ops_dumbbell")->defaults();
  EXPECT_EQ(d.at("aggregation").at("timer"), "periodic");
  EXPECT_EQ(d.at("deflection").at("port_contention"), false);
  // Without port contention, an optical packet is never dropped for contention while
  // deflection is on: the only core losses are the deflection path's p. (No aggregation, so
  // that optical packets contend often.)
  const json none = {{"sim", {{"duration_s", 3}}}, {"aggregation", {{"mode", "none"}}}};
  const auto r = opslab::testing::run("ops_dumbbell", classroom(none));
  EXPECT_GT(number(r.summary, "deflections"), 0);
  EXPECT_EQ(number(r.summary, "contention_drops"), 0);
  EXPECT_GT(number(r.summary, "deflection_drops"), 0);
  json on = none;
  on["deflection"] = {{"port_contention", true}};
  const auto with = opslab::testing::run("ops_dumbbell", classroom(on));
  EXPECT_GT(number(with.summary, "contention_drops"), 0);
}

TEST(OpsDumbbellModel, PeriodicMixedAggregatesLeaveTheIngressOnlyAtMultiplesOfDelta) {
  // Mixed-flow aggregation with the paper's timer: every aggregate closed by its timer is
  // formed at k·Δ; with Δ = 1 ms and the size limit B0·Δ ≈ 78 kB rarely reached at m = 10,
  // almost all are.
  struct Times : opslab::net::Tap {
    std::uint64_t on_tick = 0, off_tick = 0;
    void on_model_event(const opslab::net::ModelEvent& e, SimTime t) override {
      if (e.kind != opslab::edge::aggregate_formed || e.node != 0) return;
      (t.count_ps() % SimTime::ms(1).count_ps() == 0 ? on_tick : off_tick) += 1;
    }
  } times;
  auto run = opslab::testing::build("ops_dumbbell", classroom({{"sim", {{"duration_s", 2}}}}));
  run->network().taps().attach(&times);
  run->advance_to(SimTime::s(2));
  run->network().taps().detach(&times);
  EXPECT_GT(times.on_tick, 500u);
  EXPECT_LT(times.off_tick, times.on_tick / 20);  // closed by size only
  // The other rule forms aggregates at arbitrary times.
  Times other;
  auto run2 = opslab::testing::build(
      "ops_dumbbell",
      classroom({{"sim", {{"duration_s", 2}}}, {"aggregation", {{"timer", "first_packet"}}}}));
  run2->network().taps().attach(&other);
  run2->advance_to(SimTime::s(2));
  run2->network().taps().detach(&other);
  EXPECT_GT(other.off_tick, other.on_tick);
}

// He & Chan §III-A: mixed-flow aggregation achieves much higher TCP throughput than none.
TEST(OpsDumbbellClaims, MixedFlowAggregationBeatsNoAggregationForTcp) {
  const auto mixed = metric(classroom({{"aggregation", {{"mode", "mixed"}}}}), "goodput_mbps", 4);
  const auto none = metric(classroom({{"aggregation", {{"mode", "none"}}}}), "goodput_mbps", 4);
  EXPECT_TRUE(clearly_above(mixed, none)) << mixed.mean << " vs " << none.mean;
}

// §IV: deflection routing significantly improves TCP throughput despite reordering.
TEST(OpsDumbbellClaims, DeflectionBeatsDroppingForTcp) {
  const auto on = metric(classroom({{"deflection", {{"enabled", true}}}}), "goodput_mbps", 4);
  const auto off = metric(classroom({{"deflection", {{"enabled", false}}}}), "goodput_mbps", 4);
  EXPECT_TRUE(clearly_above(on, off)) << on.mean << " vs " << off.mean;
}

// §IV, Fig. 8: UDP throughput decreases linearly with p.
TEST(OpsDumbbellClaims, UdpGoodputFallsLinearlyWithP) {
  std::vector<double> p = {0, 0.2, 0.4, 0.6, 0.8, 1.0}, g;
  for (double x : p) {
    g.push_back(metric(classroom({{"traffic", {{"kind", "udp"}}}, {"deflection", {{"p", x}}}}),
                       "goodput_mbps", 2)
                    .mean);
  }
  const double n = static_cast<double>(p.size());
  const double mx = std::accumulate(p.begin(), p.end(), 0.0) / n;
  const double my = std::accumulate(g.begin(), g.end(), 0.0) / n;
  double sxy = 0, sxx = 0, syy = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    sxy += (p[i] - mx) * (g[i] - my);
    sxx += (p[i] - mx) * (p[i] - mx);
    syy += (g[i] - my) * (g[i] - my);
  }
  const double r2 = sxy * sxy / (sxx * syy);
  EXPECT_LT(sxy / sxx, 0) << "goodput must fall with p";
  EXPECT_GE(r2, 0.95);
}

// The He & Chan classroom run (Reno, no SACK) shows a lost retransmission, the
// window inflated by duplicate ACKs far past the pre-loss window, and after the timeout a
// go-back-N that resends many segments the receiver already held — each told in words.
TEST(OpsDumbbellModel, RenoPathologiesAreToldInTheClassroomRun) {
  struct Told final : opslab::net::Tap {
    double largest_inflation = 0;  // cwnd after an inflation report, in segments
    std::uint64_t inflations = 0, timeouts_with_many_outstanding = 0, largest_held_run = 0;
    void on_protocol(const opslab::net::ProtocolEvent& e, SimTime) override {
      using K = opslab::net::ProtocolEventKind;
      if (e.kind == K::window_inflated) {
        ++inflations;
        largest_inflation = std::max(largest_inflation, e.cwnd_after);
      }
      if (e.kind == K::timeout && e.count >= 100) ++timeouts_with_many_outstanding;
      if (e.kind == K::resent_held) largest_held_run = std::max(largest_held_run, e.count);
    }
  } told;
  // Without a receiver window (the model's default is ns-2's 20 packets), so that cwnd alone
  // bounds what is outstanding.
  auto run = opslab::testing::build(
      "ops_dumbbell", classroom({{"aggregation", {{"mode", "mixed"}, {"delta_ms", 1}}},
                                 {"tcp", {{"max_window_packets", 0}}}}));
  run->network().taps().attach(&told);
  run->advance_to(run->end_time());
  run->network().taps().detach(&told);
  std::printf("inflation reports %llu (largest cwnd %.0f), timeouts with ≥ 100 outstanding %llu, "
              "largest run of needless resends %llu\n",
              static_cast<unsigned long long>(told.inflations), told.largest_inflation,
              static_cast<unsigned long long>(told.timeouts_with_many_outstanding),
              static_cast<unsigned long long>(told.largest_held_run));
  EXPECT_GT(told.inflations, 0u);
  EXPECT_GE(told.largest_inflation, 100);
  EXPECT_GT(told.timeouts_with_many_outstanding, 0u);
  EXPECT_GE(told.largest_held_run, 100u);
}
