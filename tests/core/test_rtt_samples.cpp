// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RTT samples (`opslab-cli run --rtt-samples`): every measurement a TCP sender feeds its RTO
// estimator reaches the taps with the estimator's state after it, and RttSampleLog keeps them
// for rtt_samples.csv — the first `limit` of them, counting the rest.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "metrics/rtt_sample_log.hpp"
#include "model_runner.hpp"
#include "scenario/scenario_file.hpp"
#include "tcp_harness.hpp"

using namespace opslab;
using opslab::testing::TcpHarness;
using sim::SimTime;
using json = nlohmann::json;

namespace {

transport::TcpConfig every_ack() {
  auto c = TcpHarness::config(transport::TcpVariant::sack);
  c.initial_cwnd_packets = 4;
  c.rtt_every_ack = true;
  return c;
}

// The prepared dumbbell with `flows` SACK flows, 5 s long; its log of RTT samples beside it.
// (Its Reno flow, alone, loses most of a window in slow start and then takes few samples.)
json dumbbell_doc(int flows, std::uint64_t seed) {
  json user = scenario::load_scenario_file(std::string(OPSLAB_SOURCE_DIR) +
                                           "/assets/scenarios/dumbbell.json");
  user["topology"]["flows"] = flows;
  user["tcp"]["variant"] = "sack";
  user["sim"]["duration_s"] = 5;
  user["sim"]["seed"] = seed;
  return user;
}

metrics::RunResult dumbbell(int flows, std::uint64_t seed, metrics::RttSampleLog& log) {
  const json user = dumbbell_doc(flows, seed);
  const json doc = scenario::resolve_scenario(user);
  auto run = scenario::find_model("dumbbell")->build(doc);
  run->network().taps().attach(&log);
  run->advance_to(run->end_time());
  return run->results();
}

std::string csv(const metrics::RttSampleLog& log) {
  std::ostringstream out;
  log.write_csv(out);
  return out.str();
}

}  // namespace

TEST(RttSamples, EachMeasurementReachesTheTapsWithTheEstimatorsStateAfterIt) {
  TcpHarness h(every_ack());  // segments 0..3 sent at 0
  metrics::RttSampleLog log;
  h.net().taps().attach(&log);
  ASSERT_EQ(h.sent().size(), 4u);
  for (std::uint64_t k = 1; k <= 3; ++k) {
    h.wait(SimTime::us(90));
    const SimTime now = h.sim().now();
    h.ack(k);  // segment k − 1, sent at 0: measured now
    ASSERT_EQ(log.kept(), k);
    const auto& s = log.samples().back();
    EXPECT_EQ(s.flow, 1u);
    EXPECT_EQ(s.t_ps, now.count_ps());
    EXPECT_EQ(s.rtt_ps, now.count_ps());
    EXPECT_EQ(s.srtt_ps, h.sender().rto().srtt().count_ps());
    EXPECT_EQ(s.rto_ps, h.sender().rto().timeout().count_ps());
  }
  EXPECT_EQ(h.sender().stats().rtt_samples, 3u);
  h.ack(3);  // a duplicate ACK measures nothing
  h.wait(SimTime::ms(250));  // the timer (200 ms) expires: segment 3 is sent again
  ASSERT_EQ(h.sender().stats().timeouts, 1u);
  h.ack(4);  // ACKs the retransmitted segment: no sample (Karn)
  EXPECT_EQ(h.sender().stats().rtt_samples, 3u);
  EXPECT_EQ(log.kept(), 3u);
}

TEST(RttSamples, TheLogKeepsTheFirstSamplesUpToItsLimitAndCountsTheRest) {
  TcpHarness h(every_ack());
  metrics::RttSampleLog log(2);
  h.net().taps().attach(&log);
  SimTime second;
  for (std::uint64_t k = 1; k <= 3; ++k) {
    h.wait(SimTime::us(90));
    if (k == 2) second = h.sim().now();
    h.ack(k);
  }
  EXPECT_EQ(log.kept(), 2u);
  EXPECT_EQ(log.left_out(), 1u);
  EXPECT_EQ(log.last_kept_time(), second);
  const std::string text = csv(log);
  EXPECT_EQ(text.substr(0, text.find('\n')), "time_s,flow,rtt_ms,srtt_ms,rto_ms");
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 3);
}

TEST(RttSamples, OneFlowsSamplesAreNeverBelowItsBaseRttAndEndAtItsSmoothedRtt) {
  metrics::RttSampleLog log;
  const auto r = dumbbell(1, 1, log);
  ASSERT_EQ(r.flows.rows.size(), 1u);
  const double base_ms = opslab::testing::number(r.flows, "base_rtt_ms");
  ASSERT_GT(log.kept(), 30u);  // about one per RTT (100 ms) from its start (≈ 0.6 s)
  EXPECT_EQ(log.left_out(), 0u);
  std::int64_t before = 0;
  for (const auto& s : log.samples()) {
    EXPECT_EQ(s.flow, 0u);
    EXPECT_GE(SimTime::ps(s.rtt_ps).to_ms(), base_ms);
    EXPECT_GE(s.t_ps, before);
    EXPECT_GT(s.rto_ps, s.srtt_ps);
    before = s.t_ps;
  }
  EXPECT_EQ(SimTime::ps(log.samples().back().srtt_ps).to_ms(), opslab::testing::number(r.flows, "srtt_ms"));
  EXPECT_LE(SimTime::ps(before).to_seconds(), 5.0);
}

TEST(RttSamples, SameSeedGivesTheSameCsvAndWatchingChangesNothing) {
  metrics::RttSampleLog a, b, c;
  const auto ra = dumbbell(3, 1, a);
  const auto rb = dumbbell(3, 1, b);
  const auto rc = dumbbell(3, 2, c);
  EXPECT_EQ(csv(a), csv(b));
  EXPECT_NE(csv(a), csv(c));
  // The run's own outputs are those of a run nobody watched.
  auto unwatched =
      scenario::find_model("dumbbell")->build(scenario::resolve_scenario(dumbbell_doc(3, 1)));
  unwatched->advance_to(unwatched->end_time());
  const auto ru = unwatched->results();
  EXPECT_EQ(metrics::to_csv(ra.flows), metrics::to_csv(ru.flows));
  EXPECT_EQ(metrics::to_csv(ra.timeseries), metrics::to_csv(ru.timeseries));
}
