// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The sweep engine and the one point statistic: sweep.csv, the lesson
// figure and the claims give the same numbers for a point with an empty value and a NaN; the
// engine reports every run once with its progress, and a stop request ends it early; a run
// advanced in slices gives the results of one advance.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <stop_token>
#include <vector>

#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "study/lesson/lesson_report.hpp"
#include "study/runner.hpp"
#include "study/statistics.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"

namespace opslab::study {
namespace {

using nlohmann::json;

// The validation dumbbell, short: a run takes milliseconds.
json small_dumbbell(double duration_s) {
  json doc = scenario::load_scenario_file(
      (std::filesystem::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string());
  scenario::set_key(doc, "sim.duration_s", duration_s);
  scenario::set_key(doc, "sim.warmup_s", 0.0);
  return doc;
}

SweepPlan flows_plan(double duration_s, std::int64_t seeds) {
  return SweepPlan(small_dumbbell(duration_s), {{parse_vary("topology.flows=1,2")}, seeds});
}

metrics::Table summary(metrics::Value goodput, std::int64_t drops) {
  metrics::Table t;
  t.columns = {"scenario", "model", "seed", "goodput_mbps", "udp_jitter_ms", "drops"};
  t.rows.push_back({std::string("s"), std::string("dumbbell"), std::int64_t{1}, std::move(goodput),
                    metrics::Value(), drops});
  return t;
}

double cell(const metrics::Table& t, std::size_t row, std::string_view column) {
  return std::get<double>(t.rows.at(row).at(static_cast<std::size_t>(t.column(column))));
}

TEST(PointStats, EmptyAndNanValuesAreLeftOut) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<metrics::Table> runs = {summary(10.0, 1), summary(nan, 2), summary(20.0, 3)};
  const PointStats s = point_stats(runs, "goodput_mbps");
  EXPECT_EQ(s.n, 2u);
  EXPECT_EQ(s.mean, 15.0);
  ASSERT_TRUE(s.ci95.has_value());
  EXPECT_NEAR(*s.ci95, 12.706204736174707 * std::sqrt(50.0) / std::sqrt(2.0), 1e-9);
  EXPECT_EQ(point_stats(runs, "drops").n, 3u);  // integers count
  const PointStats none = point_stats(runs, "udp_jitter_ms");
  EXPECT_EQ(none.n, 0u);
  EXPECT_TRUE(std::isnan(none.mean));
  EXPECT_FALSE(none.ci95.has_value());
  EXPECT_EQ(point_stats(runs, "no_such_metric").n, 0u);
  const std::vector<metrics::Table> one = {summary(7.0, 0), summary(metrics::Value(), 0)};
  EXPECT_EQ(point_stats(one, "goodput_mbps").n, 1u);
  EXPECT_FALSE(point_stats(one, "goodput_mbps").ci95.has_value());
}

// Two points x 3 seeds; goodput has a NaN at the first point and an empty cell at the second,
// udp_jitter_ms is empty everywhere.
TEST(PointStats, SweepCsvFigureAndClaimsAgree) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<metrics::Table> runs = {summary(10.0, 1),
                                            summary(nan, 2),
                                            summary(20.0, 3),
                                            summary(30.0, 4),
                                            summary(metrics::Value(), 5),
                                            summary(36.0, 6)};
  LessonSweep sweep;
  sweep.id = "s";
  sweep.x = "topology.flows";
  sweep.metric = "goodput_mbps";
  const SweepResults results{&sweep, flows_plan(1, 3), runs};
  const SweepPlan& plan = results.plan;

  const metrics::Table csv = sweep_table(plan, runs);
  ASSERT_EQ(csv.rows.size(), 2u);
  const LessonFigure fig = lesson_figure(sweep, plan, runs, std::vector<bool>(runs.size(), true));
  ASSERT_EQ(fig.points.size(), 2u);
  for (std::size_t p = 0; p < 2; ++p) {
    const json at = {{"topology.flows", static_cast<int>(p) + 1}};
    const PointStats claim = claim_point(results, "goodput_mbps", at);
    EXPECT_EQ(claim.n, 2u);
    EXPECT_EQ(cell(csv, p, "goodput_mbps"), claim.mean);
    EXPECT_EQ(cell(csv, p, "goodput_mbps_ci95"), *claim.ci95);
    EXPECT_EQ(fig.points[p].stats.mean, claim.mean);
    EXPECT_EQ(*fig.points[p].stats.ci95, *claim.ci95);
    EXPECT_EQ(fig.points[p].stats.n, claim.n);
    EXPECT_EQ(fig.points[p].x, static_cast<double>(p + 1));

    // The verdict reads the same interval: a window of exactly mean ± ci passes.
    LessonClaim c;
    c.id = "c";
    c.type = "within";
    c.sweep = "s";
    c.metric = "goodput_mbps";
    c.where = at;
    c.lo = claim.mean - *claim.ci95;
    c.hi = claim.mean + *claim.ci95;
    const ClaimResult verdict = evaluate_claim(c, results);
    EXPECT_TRUE(verdict.pass) << verdict.detail;
    EXPECT_NE(verdict.detail.find("(n=2)"), std::string::npos) << verdict.detail;
    c.lo = std::nextafter(claim.mean - *claim.ci95, 1e300);
    c.hi = 1e300;
    EXPECT_FALSE(evaluate_claim(c, results).pass);
  }
  EXPECT_EQ(cell(csv, 0, "goodput_mbps"), 15.0);
  EXPECT_EQ(cell(csv, 1, "goodput_mbps"), 33.0);
  EXPECT_EQ(metrics::to_csv(csv).substr(0, metrics::to_csv(csv).find('\n')),
            "topology.flows,seeds,goodput_mbps,goodput_mbps_ci95,udp_jitter_ms,"
            "udp_jitter_ms_ci95,drops,drops_ci95");

  // A metric with no value anywhere: empty in sweep.csv, no figure point, a claim error.
  const int jitter = csv.column("udp_jitter_ms");
  EXPECT_TRUE(
      std::holds_alternative<std::monostate>(csv.rows[0][static_cast<std::size_t>(jitter)]));
  sweep.metric = "udp_jitter_ms";
  EXPECT_TRUE(
      lesson_figure(sweep, plan, runs, std::vector<bool>(runs.size(), true)).points.empty());
  EXPECT_THROW(claim_point(results, "udp_jitter_ms", {{"topology.flows", 1}}),
               scenario::ScenarioError);
}

TEST(LessonFigure, APointAppearsWhenAllItsRunsAreDone) {
  LessonSweep sweep;
  sweep.x = "topology.flows";
  sweep.metric = "goodput_mbps";
  const SweepPlan plan = flows_plan(1, 2);
  const std::vector<metrics::Table> runs = {summary(1.0, 0), summary(2.0, 0), summary(3.0, 0),
                                            metrics::Table()};
  const LessonFigure fig = lesson_figure(sweep, plan, runs, {true, true, true, false});
  EXPECT_EQ(fig.series, std::vector<std::string>{"Goodput (Mb/s)"});  // the metric, in words
  EXPECT_EQ(fig.x_labels, (std::vector<std::string>{"1", "2"}));
  EXPECT_FALSE(fig.x_categorical);
  ASSERT_EQ(fig.points.size(), 1u);
  EXPECT_EQ(fig.points[0].stats.mean, 1.5);
}

TEST(RunScenario, SlicesGiveTheResultsOfOneAdvance) {
  const json doc = scenario::resolve_scenario(small_dumbbell(1));
  auto run = scenario::find_model("dumbbell")->build(doc);
  run->advance_to(run->end_time());
  const metrics::RunResult one = run->results();
  const metrics::RunResult sliced = run_scenario(doc);
  EXPECT_EQ(metrics::to_csv(sliced.flows), metrics::to_csv(one.flows));
  EXPECT_EQ(metrics::to_csv(sliced.timeseries), metrics::to_csv(one.timeseries));
}

TEST(RunScenario, AStoppedRunGivesNoResult) {
  std::stop_source stop;
  stop.request_stop();
  EXPECT_FALSE(run_scenario(scenario::resolve_scenario(small_dumbbell(1)), stop.get_token()));
}

TEST(SweepEngine, ReportsEveryRunOnceWithProgress) {
  const SweepPlan plan = flows_plan(0.5, 3);
  std::vector<SweepRunReport> reports;
  std::vector<double> goodputs;
  const SweepOutcome out =
      run_sweep(plan, {2,
                       [&](const SweepRunReport& r) {
                         reports.push_back(r);
                         goodputs.push_back(*metric_value(r.summary, "goodput_mbps"));
                       },
                       {}});
  EXPECT_FALSE(out.stopped);
  EXPECT_EQ(out.done, 6u);
  ASSERT_EQ(reports.size(), 6u);
  std::set<std::size_t> seen;
  for (std::size_t k = 0; k < reports.size(); ++k) {
    const auto& r = reports[k];
    EXPECT_EQ(r.done, k + 1);
    EXPECT_EQ(r.total, 6u);
    EXPECT_TRUE(seen.insert(r.run).second);
    EXPECT_EQ(r.point, r.run / 3);
    EXPECT_EQ(r.seed, 1 + static_cast<std::int64_t>(r.run % 3));
    EXPECT_EQ(goodputs[k], *metric_value(out.runs[r.run], "goodput_mbps"));
  }
  // One thread or two: the same sweep.csv.
  const SweepOutcome one = run_sweep(plan, {1, {}, {}});
  EXPECT_EQ(metrics::to_csv(sweep_table(plan, one.runs)),
            metrics::to_csv(sweep_table(plan, out.runs)));
}

TEST(SweepEngine, StopAfterTheFirstRunEndsEarly) {
  const SweepPlan plan = flows_plan(2, 4);
  for (unsigned jobs : {1u, 2u}) {
    std::stop_source stop;
    std::size_t reported = 0;
    const SweepOutcome out = run_sweep(plan, {jobs,
                                              [&](const SweepRunReport&) {
                                                ++reported;
                                                stop.request_stop();
                                              },
                                              stop.get_token()});
    EXPECT_TRUE(out.stopped) << jobs;
    EXPECT_GE(out.done, 1u);
    EXPECT_LT(out.done, plan.run_count());
    EXPECT_EQ(reported, out.done);
    if (jobs == 1) EXPECT_EQ(out.done, 1u);
  }
}

TEST(SweepEngine, StoppedBeforeItStartsRunsNothing) {
  std::stop_source stop;
  stop.request_stop();
  const SweepOutcome out = run_sweep(flows_plan(0.5, 1), {2, {}, stop.get_token()});
  EXPECT_TRUE(out.stopped);
  EXPECT_EQ(out.done, 0u);
  EXPECT_EQ(out.runs.size(), 2u);
}

TEST(SweepEngine, FinishedRunsAreKeptAndOnlyTheOthersRun) {
  const SweepPlan plan = flows_plan(0.5, 3);
  const SweepOutcome all = run_sweep(plan, {2, {}, {}});
  std::vector<metrics::Table> finished = all.runs;
  finished[1] = {};
  finished[4] = {};
  std::set<std::size_t> reported;
  std::vector<std::size_t> done;
  const SweepOutcome rest = run_sweep(plan, {2,
                                             [&](const SweepRunReport& r) {
                                               reported.insert(r.run);
                                               done.push_back(r.done);
                                             },
                                             {},
                                             finished});
  EXPECT_EQ(reported, (std::set<std::size_t>{1, 4}));
  EXPECT_EQ(done, (std::vector<std::size_t>{5, 6}));
  EXPECT_EQ(rest.done, 6u);
  EXPECT_FALSE(rest.stopped);
  EXPECT_EQ(metrics::to_csv(sweep_table(plan, rest.runs)),
            metrics::to_csv(sweep_table(plan, all.runs)));
}

// A report with a cache keeps each run as it finishes: a report killed half-way resumes
// with the runs it had, and runs only the others.
TEST(LessonReportCache, AReportResumesWithTheRunsItHadFinished) {
  Lesson lesson;
  lesson.id = "cache-test";
  LessonSweep sweep;
  sweep.id = "flows";
  sweep.quick_scenario = small_dumbbell(0.5);
  sweep.quick = {{parse_vary("topology.flows=1,2")}, 2};
  sweep.table = {"goodput_mbps"};
  lesson.sweeps.push_back(sweep);
  const auto dir = std::filesystem::temp_directory_path() /
                   ("opslab-cache-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  std::filesystem::remove_all(dir);
  std::size_t ran = 0;
  const SweepCallback count = [&](const SweepRunReport&) { ++ran; };

  const LessonOutcome first = run_lesson_report(lesson, true, 2, count, 0, dir);
  EXPECT_EQ(ran, 4u);
  const auto file = dir / "cache-test-flows-quick.json";
  ASSERT_TRUE(std::filesystem::exists(file));

  // As a report killed after three runs leaves it: one run not finished.
  json cached = json::parse(std::ifstream(file));
  ASSERT_EQ(cached.at("runs").size(), 4u);
  cached["runs"].erase(2);
  std::ofstream(file) << cached.dump();
  ran = 0;
  const LessonOutcome resumed = run_lesson_report(lesson, true, 2, count, 0, dir);
  EXPECT_EQ(ran, 1u);
  EXPECT_EQ(lesson_report_markdown(resumed), lesson_report_markdown(first));

  ran = 0;
  const LessonOutcome again = run_lesson_report(lesson, true, 2, count, 0, dir);
  EXPECT_EQ(ran, 0u);
  EXPECT_EQ(lesson_report_markdown(again), lesson_report_markdown(first));

  // A third seed per point runs only the two new runs.
  ran = 0;
  run_lesson_report(lesson, true, 2, count, 3, dir);
  EXPECT_EQ(ran, 2u);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace opslab::study
