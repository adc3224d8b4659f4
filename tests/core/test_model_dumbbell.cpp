// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-model tests of the validation dumbbell: conservation, saturation, determinism, and
// cross-checks against TCP throughput theory (Padhye et al.) and queueing theory (M/D/1).
#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "model_runner.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"

using nlohmann::json;
using opslab::sim::SimTime;
using opslab::testing::number;

namespace {

// PFTK (Padhye, Firoiu, Towsley, Kurose 1998) Reno throughput in segments per second.
double pftk(double p, double rtt_s, double t0_s, double b = 1) {
  return 1.0 / (rtt_s * std::sqrt(2 * b * p / 3) +
                t0_s * std::min(1.0, 3 * std::sqrt(3 * b * p / 8)) * p * (1 + 32 * p * p));
}

}  // namespace

TEST(DumbbellModel, ConservesPacketsAtEveryInstant) {
  auto run = opslab::testing::build(
      "dumbbell", {{"sim", {{"duration_s", 5}}}, {"topology", {{"queue_packets", 30}}}});
  auto& net = run->network();
  for (double t = 0.5; t <= 5.0; t += 0.5) {
    run->advance_to(SimTime::s(t));
    EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live())
        << "at t=" << t;
  }
  EXPECT_GT(net.total_drops(), 0u) << "a 30-packet queue must overflow";
}

TEST(DumbbellModel, SaturatesTheBottleneckWithBdpBuffer) {
  // 10 SACK flows, 100 Mb/s, RTT 100 ms, queue = bandwidth-delay product (833 packets).
  const auto r = opslab::testing::run(
      "dumbbell", {{"sim", {{"duration_s", 30}, {"warmup_s", 5}}},
                   {"tcp", {{"variant", "sack"}}},
                   {"topology", {{"queue_packets", 833}}}});
  EXPECT_GT(number(r.summary, "utilization"), 0.97);
  EXPECT_GT(number(r.summary, "goodput_mbps"), 0.97 * 100 * 1460 / 1500);
  // At most the payload share of the line rate (plus the packets that were already past the
  // bottleneck when the measurement window opened).
  EXPECT_LE(number(r.summary, "goodput_mbps"), 1.001 * 100 * 1460.0 / 1500);
}

TEST(DumbbellModel, SameSeedGivesIdenticalResults) {
  const json o = {{"sim", {{"duration_s", 3}}}, {"tcp", {{"variant", "newreno"}}},
                  {"topology", {{"queue_packets", 50}, {"loss_rate", 0.001}}},
                  {"traffic", {{"start_max_s", 0.5}}}};
  const auto a = opslab::testing::run("dumbbell", o);
  const auto b = opslab::testing::run("dumbbell", o);
  EXPECT_EQ(a.summary.rows, b.summary.rows);
  EXPECT_EQ(a.flows.rows, b.flows.rows);
  opslab::testing::expect_same_series(a.timeseries, b.timeseries);
  json o2 = o;
  o2["sim"]["seed"] = 2;
  const auto c = opslab::testing::run("dumbbell", o2);
  EXPECT_NE(a.flows.rows, c.flows.rows) << "a different seed must change the run";
}

// Single Reno/NewReno flow with Bernoulli loss p, no queueing: goodput matches the PFTK
// model within 15% (T0 = the 200 ms minimum RTO, RTT = 100 ms plus serialization).
class PftkCrossCheck : public ::testing::TestWithParam<std::tuple<const char*, double>> {};

TEST_P(PftkCrossCheck, GoodputMatchesPadhyeModel) {
  const auto [variant, p] = GetParam();
  double sum = 0;
  const int seeds = 3;
  for (int seed = 1; seed <= seeds; ++seed) {
    const auto r = opslab::testing::run(
        "dumbbell", {{"sim", {{"duration_s", 300}, {"warmup_s", 10}, {"seed", seed}}},
                     {"tcp", {{"variant", variant}}},
                     {"topology", {{"flows", 1}, {"loss_rate", p}, {"queue_packets", 10000}}}});
    sum += number(r.summary, "goodput_mbps");
  }
  const double measured = sum / seeds;
  const double theory = pftk(p, 0.1003, 0.2) * 1460 * 8 / 1e6;
  EXPECT_NEAR(measured / theory, 1.0, 0.15) << "measured " << measured << " theory " << theory;
}

INSTANTIATE_TEST_SUITE_P(RenoFamily, PftkCrossCheck,
                         ::testing::Combine(::testing::Values("reno", "newreno"),
                                            ::testing::Values(0.001, 0.01)));

TEST(DumbbellModel, SackRecoversBetterThanRenoUnderRandomLoss) {
  double reno = 0, sack = 0;
  for (int seed = 1; seed <= 3; ++seed) {
    for (const char* v : {"reno", "sack"}) {
      const auto r = opslab::testing::run(
          "dumbbell", {{"sim", {{"duration_s", 200}, {"warmup_s", 10}, {"seed", seed}}},
                       {"tcp", {{"variant", v}}},
                       {"topology", {{"flows", 1}, {"loss_rate", 0.01}, {"queue_packets", 10000}}}});
      (std::string(v) == "reno" ? reno : sack) += number(r.summary, "goodput_mbps");
    }
  }
  EXPECT_GT(sack, 1.05 * reno);
}

// Poisson arrivals of fixed 1500-byte datagrams into a 100 Mb/s drop-tail queue: an M/D/1
// queue. Pollaczek–Khinchine: Lq = ρ² / (2(1 − ρ)), Wq = Lq / λ.
class MD1CrossCheck : public ::testing::TestWithParam<double> {};

TEST_P(MD1CrossCheck, MeanQueueMatchesPollaczekKhinchine) {
  const double rho = GetParam();
  const auto r = opslab::testing::run(
      "dumbbell", {{"sim", {{"duration_s", 100}, {"warmup_s", 5}}},
                   {"topology", {{"flows", 1}, {"access_mbps", 100000}, {"queue_packets", 100000}}},
                   {"traffic", {{"kind", "udp"}, {"udp_load_mbps", rho * 100}}}});
  const double lq = rho * rho / (2 * (1 - rho));
  EXPECT_NEAR(number(r.summary, "mean_queue_packets") / lq, 1.0, 0.06);
  EXPECT_NEAR(number(r.summary, "utilization"), rho, 0.01);
  EXPECT_EQ(number(r.summary, "udp_loss_rate"), 0.0);
  // One-way delay: 50 ms propagation + service 120 µs + Wq (+ tiny access serializations).
  const double service_ms = 1500 * 8 / 100e6 * 1e3;
  const double wq_ms = lq / (rho * 100e6 / (1500 * 8)) * 1e3;
  EXPECT_NEAR(number(r.summary, "mean_delay_ms"), 50 + service_ms + wq_ms, 0.02);
}

INSTANTIATE_TEST_SUITE_P(Loads, MD1CrossCheck, ::testing::Values(0.5, 0.8));

TEST(DumbbellModel, UdpOverloadLosesTheExcess) {
  // Offered 150 Mb/s into 100 Mb/s: the queue overflows and ~1/3 of the datagrams are lost.
  const auto r = opslab::testing::run(
      "dumbbell", {{"sim", {{"duration_s", 20}, {"warmup_s", 2}}},
                   {"topology", {{"flows", 3}, {"queue_packets", 100}}},
                   {"traffic", {{"kind", "udp"}, {"udp_load_mbps", 150}}}});
  EXPECT_NEAR(number(r.summary, "udp_loss_rate"), 1.0 / 3.0, 0.01);
  EXPECT_NEAR(number(r.summary, "goodput_mbps"), 100, 1);
}

TEST(DumbbellModel, UdpJitterIsSampledOverTime) {
  const auto r = opslab::testing::run(
      "dumbbell", {{"sim", {{"duration_s", 3}, {"warmup_s", 1}}},
                   {"topology", {{"flows", 2}}},
                   {"traffic", {{"kind", "udp"}, {"udp_load_mbps", 80}}}});
  const opslab::metrics::TimeSeries::Series* jitter = nullptr;
  for (const auto& s : r.timeseries.series) {
    if (s.series == "udp_jitter_ms") jitter = &s;
  }
  ASSERT_NE(jitter, nullptr);
  // The last sample is the summary's jitter (same definition, same window).
  EXPECT_NEAR(jitter->values.back(), number(r.summary, "udp_jitter_ms"), 0.02);
  EXPECT_GT(jitter->values.back(), 0.0);
}

// A flow capped by a 10-segment receiver window: cwnd grows past it (ns-2 and INET do not stop
// it, and neither does this stack), the sampled effective window stays at min(cwnd, 10), and
// a flow without a cap samples no effective window at all.
TEST(DumbbellModel, EffectiveWindowIsTheSmallerOfCwndAndTheReceiverWindow) {
  const nlohmann::json o = {{"sim", {{"duration_s", 2}, {"warmup_s", 0.5}}},
                            {"topology", {{"flows", 1}}},
                            {"tcp", {{"max_window_packets", 10}}}};
  const auto r = opslab::testing::run("dumbbell", o);
  const std::vector<double>* cwnd = nullptr;
  const std::vector<double>* eff = nullptr;
  for (const auto& s : r.timeseries.series) {
    if (s.series == "cwnd" && s.key == "0") cwnd = &s.values;
    if (s.series == "effective_window" && s.key == "0") eff = &s.values;
  }
  ASSERT_NE(cwnd, nullptr);
  ASSERT_NE(eff, nullptr);
  ASSERT_EQ(cwnd->size(), eff->size());
  for (std::size_t i = 0; i < cwnd->size(); ++i) {
    EXPECT_DOUBLE_EQ((*eff)[i], std::min((*cwnd)[i], 10.0)) << i;
  }
  EXPECT_GT(cwnd->back(), 20.0);  // no loss: cwnd keeps growing while the window caps it
  EXPECT_DOUBLE_EQ(eff->back(), 10.0);

  const auto free = opslab::testing::run("dumbbell", {{"sim", {{"duration_s", 0.5}, {"warmup_s", 0.1}}},
                                                      {"topology", {{"flows", 1}}}});
  for (const auto& s : free.timeseries.series) EXPECT_NE(s.series, "effective_window");
}
