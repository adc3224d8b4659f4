// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps: --vary parsing, planning (cartesian order, seeds, validation up front) and
// statistics (mean and 95% Student-t half-width; paired differences between settings).
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "scenario/scenario_error.hpp"
#include "study/paired.hpp"
#include "study/sweep/sweep.hpp"
#include "expect_error.hpp"
#include "toy_model.hpp"

namespace opslab::study {
namespace {

using nlohmann::json;
using scenario::ScenarioError;

using test::expect_error;

SweepPlan plan(const json& user, SweepSpec spec) {
  return SweepPlan(user, std::move(spec), test::toy_registry());
}

TEST(MeanCi95, MatchesHandComputedStudentT) {
  const std::vector<double> xs = {1, 2, 3, 4, 5};
  const MeanCi m = mean_ci95(xs);
  EXPECT_DOUBLE_EQ(m.mean, 3.0);
  ASSERT_TRUE(m.ci95.has_value());
  // t(0.975, 4) = 2.776445105; s = sqrt(2.5).
  EXPECT_NEAR(*m.ci95, 2.776445105 * std::sqrt(2.5) / std::sqrt(5.0), 1e-8);
}

TEST(MeanCi95, TwoSamplesAndOne) {
  const std::vector<double> two = {1, 3};
  EXPECT_NEAR(*mean_ci95(two).ci95, 12.7062047361747, 1e-9);  // t(0.975, 1)·√2/√2
  const std::vector<double> one = {7};
  EXPECT_EQ(mean_ci95(one).mean, 7);
  EXPECT_FALSE(mean_ci95(one).ci95.has_value());
  const std::vector<double> same = {4, 4, 4};
  EXPECT_EQ(*mean_ci95(same).ci95, 0.0);
}

TEST(ParseVary, SplitsValuesOutsideBracketsAndQuotes) {
  const SweepAxis a = parse_vary("topology.flows=1,2,4");
  EXPECT_EQ(a.key, "topology.flows");
  EXPECT_EQ(a.values, (std::vector<std::string>{"1", "2", "4"}));
  EXPECT_EQ(parse_vary("topology.rtt_ms_list=[10,20],[30]").values,
            (std::vector<std::string>{"[10,20]", "[30]"}));
  EXPECT_EQ(parse_vary("name=\"a,b\",c").values, (std::vector<std::string>{"\"a,b\"", "c"}));
  EXPECT_EQ(parse_vary("tcp.variant=reno").values, (std::vector<std::string>{"reno"}));
}

TEST(ParseVary, MalformedSpecs) {
  expect_error([] { parse_vary("topology.flows"); }, "--vary \"topology.flows\": expected");
  expect_error([] { parse_vary("topology.flows="); }, "expected key=v1,v2,...");
  expect_error([] { parse_vary("=1,2"); }, "expected key=v1,v2,...");
  expect_error([] { parse_vary("topology.flows=1,,2"); }, "--vary topology.flows: empty value");
}

TEST(SweepPlan, CartesianProductFirstAxisOutermostThenSeeds) {
  const json user = {{"model", "toy"}, {"sim", {{"seed", 10}}}};
  const SweepPlan p =
      plan(user, {{parse_vary("topology.flows=1,2"), parse_vary("tcp.variant=reno,sack,reno")}, 2});
  EXPECT_EQ(p.point_count(), 6u);
  ASSERT_EQ(p.run_count(), 12u);
  EXPECT_EQ(p.base()["topology"]["flows"], 2);
  EXPECT_EQ(p.point_indices(4), (std::vector<std::size_t>{1, 1}));
  for (std::size_t r = 0; r < p.run_count(); ++r) {
    const json& s = p.scenario_of_run(r);
    const std::size_t point = r / 2;
    EXPECT_EQ(p.point_of_run(r), point);
    EXPECT_EQ(s["topology"]["flows"], point < 3 ? 1 : 2);
    EXPECT_EQ(s["tcp"]["variant"], point % 3 == 1 ? "sack" : "reno");
    EXPECT_EQ(s["sim"]["seed"], 10 + r % 2);
  }
}

TEST(SweepPlan, NoAxesMeansSeedsOnly) {
  const SweepPlan p = plan({{"model", "toy"}}, {{}, 3});
  EXPECT_EQ(p.point_count(), 1u);
  EXPECT_EQ(p.run_count(), 3u);
  EXPECT_EQ(p.scenario_of_run(2)["sim"]["seed"], 3);
}

TEST(SweepPlan, EveryPointIsValidatedUpFront) {
  const json user = {{"model", "toy"}};
  expect_error(
      [&] {
        plan(user, {{parse_vary("topology.flows=1,0")}, 1});
      },
      "topology.flows: expected an integer in [1, 100], got 0");
  expect_error(
      [&] {
        plan(user, {{parse_vary("topology.flowz=1,2")}, 1});
      },
      "topology.flowz: unknown key");
  expect_error(
      [&] {
        plan(user, {{parse_vary("topology.flows=a,2")}, 1});
      },
      "topology.flows: expected a number, got \"a\"");
  expect_error([&] { plan(user, {{}, 0}); }, "--seeds: expected an integer >= 1, got 0");
  expect_error(
      [&] {
        plan(user, {{parse_vary("topology.flows=1"), parse_vary("topology.flows=2")}, 1});
      },
      "--vary topology.flows: key varied twice");
  expect_error(
      [&] {
        plan(user, {{parse_vary("topology.flows=1,2")}, 50'001});
      },
      "2 points x 50001 seeds is more than 100000 runs, the most a sweep may have");
  // Seeds past the model's range are caught for the last seed, too.
  expect_error(
      [&] {
        plan({{"model", "toy"}, {"sim", {{"seed", 1'000'000}}}}, {{}, 2});
      },
      "sim.seed: expected an integer in [0, 1000000], got 1000001");
}

TEST(SweepPlan, VariedSeedsMustNotRunOneSeedAtTwoPoints) {
  const json user = {{"model", "toy"}};
  // sim.seed=1,2 with two seeds each ran seed 2 at both points.
  expect_error([&] { plan(user, {{parse_vary("sim.seed=1,2")}, 2}); },
               "--vary sim.seed: with --seeds 2 the point at seed 1 runs seeds 1..2, so seed 2 "
               "would run at two points");
  expect_error([&] { plan(user, {{parse_vary("sim.seed=20,1,12")}, 10}); },
               "the point at seed 12 runs seeds 12..21, so seed 20");  // sorted, not in given order
  // Spaced at least --seeds apart, or one seed per point: every run has its own seed.
  const SweepPlan spaced = plan(user, {{parse_vary("sim.seed=1,3")}, 2});
  std::vector<json> seeds;
  for (std::size_t r = 0; r < spaced.run_count(); ++r) seeds.push_back(spaced.scenario_of_run(r)["sim"]["seed"]);
  EXPECT_EQ(seeds, (std::vector<json>{1, 2, 3, 4}));
  EXPECT_EQ(plan(user, {{parse_vary("sim.seed=1,2")}, 1}).run_count(), 2u);
}

TEST(SweepPlan, PointRunsAreThePointsSeedsWithinTheRunsGiven) {
  const SweepPlan p = plan({{"model", "toy"}}, {{parse_vary("topology.flows=1,2")}, 3});
  const std::vector<metrics::Table> runs(5);
  EXPECT_EQ(p.point_runs(runs, 0).data(), runs.data());
  EXPECT_EQ(p.point_runs(runs, 0).size(), 3u);
  EXPECT_EQ(p.point_runs(runs, 1).data(), runs.data() + 3);
  EXPECT_EQ(p.point_runs(runs, 1).size(), 2u);  // the last run is missing
  EXPECT_TRUE(p.point_runs({}, 1).empty());
}

TEST(SweepSpecJson, RoundTrips) {
  const SweepSpec spec{{parse_vary("topology.flows=1,2"), parse_vary("tcp.variant=reno,sack"),
                        parse_vary("topology.rtt_ms_list=[1,2],[3]")},
                       4};
  const json j = sweep_spec_to_json(spec);
  EXPECT_EQ(j["vary"][1]["values"], json({"reno", "sack"}));
  EXPECT_EQ(j["vary"][2]["values"][0], json({1, 2}));
  const SweepSpec back = sweep_spec_from_json(j);
  EXPECT_EQ(sweep_spec_to_json(back), j);
  EXPECT_EQ(back.seeds, 4);
  expect_error([] { sweep_spec_from_json({{"seeds", 0}}); }, "sweep.seeds: expected");
  expect_error([] { sweep_spec_from_json({{"sedes", 2}}); }, "sweep.sedes: unknown key");
  expect_error([] { sweep_spec_from_json({{"vary", {{{"key", "a"}}}}}); }, "sweep.vary[0]:");
}

metrics::Table summary(std::int64_t seed, double goodput, std::int64_t drops, double wall) {
  metrics::Table t;
  t.columns = {"scenario", "model",         "seed",   "goodput_mbps",
               "drops",    "udp_jitter_ms", "wall_s", "events_per_s"};
  t.rows.push_back({std::string("s"), std::string("toy"), seed, goodput, drops, metrics::Value(),
                    wall, 1e6 / wall});
  return t;
}

TEST(SweepTables, RunsAndPointStatistics) {
  const SweepPlan p = plan({{"model", "toy"}}, {{parse_vary("topology.flows=1,2")}, 2});
  const std::vector<metrics::Table> runs = {summary(1, 10, 1, 0.5), summary(2, 20, 2, 0.7),
                                            summary(1, 30, 3, 0.1), summary(2, 30, 5, 0.2)};
  EXPECT_EQ(metrics::to_csv(sweep_runs_table(p, runs)),
            "topology.flows,scenario,model,seed,goodput_mbps,drops,udp_jitter_ms,wall_s,"
            "events_per_s\n"
            "1,s,toy,1,10,1,,0.5,2000000\n"
            "1,s,toy,2,20,2,,0.7,1428571.4285714286\n"
            "2,s,toy,1,30,3,,0.1,10000000\n"
            "2,s,toy,2,30,5,,0.2,5000000\n");
  const double ci = 12.706204736174707 * std::sqrt(50.0) / std::sqrt(2.0);
  const double ci_drops = 12.706204736174707 * std::sqrt(0.5) / std::sqrt(2.0);
  const double ci_drops2 = 12.706204736174707 * std::sqrt(2.0) / std::sqrt(2.0);
  const metrics::Table t = sweep_table(p, runs);
  EXPECT_EQ(t.columns, (std::vector<std::string>{"topology.flows", "seeds", "goodput_mbps",
                                                 "goodput_mbps_ci95", "drops", "drops_ci95",
                                                 "udp_jitter_ms", "udp_jitter_ms_ci95"}));
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(std::get<std::int64_t>(t.rows[0][0]), 1);
  EXPECT_EQ(std::get<std::int64_t>(t.rows[0][1]), 2);
  EXPECT_EQ(std::get<double>(t.rows[0][2]), 15.0);
  EXPECT_NEAR(std::get<double>(t.rows[0][3]), ci, 1e-9);
  EXPECT_EQ(std::get<double>(t.rows[0][4]), 1.5);
  EXPECT_NEAR(std::get<double>(t.rows[0][5]), ci_drops, 1e-9);
  EXPECT_TRUE(std::holds_alternative<std::monostate>(t.rows[0][6]));
  EXPECT_TRUE(std::holds_alternative<std::monostate>(t.rows[0][7]));
  EXPECT_EQ(std::get<double>(t.rows[1][2]), 30.0);
  EXPECT_EQ(std::get<double>(t.rows[1][3]), 0.0);
  EXPECT_NEAR(std::get<double>(t.rows[1][5]), ci_drops2, 1e-9);
}

// Two settings run with the same seeds: paired.csv compares them seed by seed. Here the seed
// moves goodput by ±10 at both settings alike, and sack adds 1, 1 and 1.5: the paired interval
// is narrow, Welch's (the runs taken as independent) is wide.
TEST(PairedTable, DifferencesSeedBySeedBesideWelch) {
  const SweepPlan p = plan({{"model", "toy"}},
                           {{parse_vary("tcp.variant=reno,sack"), parse_vary("topology.flows=1,2")}, 3});
  const double goodput[4][3] = {{10, 20, 30}, {5, 6, 7}, {11, 21, 31.5}, {5, 6, 7}};
  std::vector<metrics::Table> runs;
  for (const auto& point : goodput) {
    for (int s = 0; s < 3; ++s) runs.push_back(summary(s + 1, point[s], 1, 0.5));
  }
  const metrics::Table t = paired_table(p, runs, "tcp.variant");
  EXPECT_EQ(t.columns,
            (std::vector<std::string>{
                "tcp.variant", "topology.flows", "baseline", "seeds", "goodput_mbps_diff",
                "goodput_mbps_diff_ci95", "goodput_mbps_diff_ci95_welch", "drops_diff",
                "drops_diff_ci95", "drops_diff_ci95_welch", "udp_jitter_ms_diff",
                "udp_jitter_ms_diff_ci95", "udp_jitter_ms_diff_ci95_welch"}));
  ASSERT_EQ(t.rows.size(), 2u);  // sack against reno at 1 and at 2 flows
  const auto& r = t.rows[0];
  EXPECT_EQ(std::get<std::string>(r[0]), "sack");
  EXPECT_EQ(std::get<std::int64_t>(r[1]), 1);
  EXPECT_EQ(std::get<std::string>(r[2]), "reno");
  EXPECT_EQ(std::get<std::int64_t>(r[3]), 3);
  EXPECT_NEAR(std::get<double>(r[4]), 3.5 / 3, 1e-12);
  // Differences 1, 1, 1.5: s = sqrt(1/12); t(0.975, 2) = 4.302652729749464.
  const double paired = 4.302652729749464 * std::sqrt(1.0 / 12) / std::sqrt(3.0);
  EXPECT_NEAR(std::get<double>(r[5]), paired, 1e-9);
  const std::vector<metrics::Table> reno(runs.begin(), runs.begin() + 3);
  const std::vector<metrics::Table> sack(runs.begin() + 6, runs.begin() + 9);
  const auto welch = difference_ci95(point_stats(sack, "goodput_mbps"), point_stats(reno, "goodput_mbps"));
  ASSERT_TRUE(welch.ci95.has_value());
  EXPECT_NEAR(std::get<double>(r[6]), *welch.ci95, 1e-9);
  EXPECT_GT(std::get<double>(r[6]), 20 * paired);
  EXPECT_EQ(std::get<double>(r[7]), 0.0);  // drops equal
  EXPECT_EQ(std::get<double>(r[8]), 0.0);
  for (int i = 10; i < 13; ++i) EXPECT_TRUE(std::holds_alternative<std::monostate>(r[i])) << i;
  EXPECT_EQ(std::get<double>(t.rows[1][4]), 0.0);  // 2 flows: the same at both
  EXPECT_EQ(std::get<std::int64_t>(t.rows[1][1]), 2);
}

TEST(PairedTable, NeedsAVariedKeyWithTwoValuesAndTwoSeeds) {
  const SweepSpec spec{{parse_vary("tcp.variant=reno,sack"), parse_vary("topology.flows=1")}, 2};
  EXPECT_NO_THROW(check_paired(spec, "tcp.variant"));
  expect_error([&] { check_paired(spec, "sim.seed"); },
               "--paired sim.seed: not a varied key; expected one of the --vary keys: tcp.variant, "
               "topology.flows");
  expect_error([&] { check_paired(spec, "topology.flows"); }, "the key has one value");
  expect_error([&] { check_paired({spec.axes, 1}, "tcp.variant"); }, "expected --seeds 2 or more");
}

}  // namespace
}  // namespace opslab::study
