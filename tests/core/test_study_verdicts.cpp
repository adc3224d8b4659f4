// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Claim verdicts follow the 95% confidence intervals: reproduced only when the
// intervals separate in the paper's direction, contradicted when they separate the other way,
// not shown when they overlap; trends need separated end points and no reversed step; the
// insensitivity ("flat") and "drops sharply" types; claims expected not to reproduce.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/scenario_file.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_report.hpp"
#include "study/statistics.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::study {
namespace {

using nlohmann::json;

// A sweep over topology.flows = 1, 2, 3, 4 (the dumbbell: only the plan is used, nothing
// runs) with two seeds; each run's summary is made up here.
SweepPlan plan4() {
  json doc = scenario::load_scenario_file(
      (std::filesystem::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string());
  return SweepPlan(doc, {{parse_vary("topology.flows=1,2,3,4")}, 2});
}

metrics::Table run(double v) {
  metrics::Table t;
  t.columns = {"goodput_mbps"};
  t.rows.push_back({v});
  return t;
}

// Two runs per point with values mean ± d: the 95% half-width is 12.706·d.
struct Fixture {
  LessonSweep sweep;
  std::unique_ptr<SweepResults> r;
  Fixture(std::vector<double> means, double d) {
    sweep.id = "s";
    std::vector<metrics::Table> runs;
    for (double m : means) {
      runs.push_back(run(m - d));
      runs.push_back(run(m + d));
    }
    r = std::make_unique<SweepResults>(SweepResults{&sweep, plan4(), std::move(runs)});
  }
};
constexpr double kT = 12.706204736174707;  // t(0.975, 1)

LessonClaim claim(std::string type) {
  LessonClaim c;
  c.id = "c";
  c.text = "t";
  c.type = std::move(type);
  c.sweep = "s";
  c.metric = "goodput_mbps";
  c.where = json::object();
  c.along = "topology.flows";
  return c;
}

LessonClaim greater(int a, int b) {
  LessonClaim c = claim("greater");
  c.a = {{"topology.flows", a}};
  c.b = {{"topology.flows", b}};
  return c;
}

TEST(Verdicts, GreaterNeedsSeparatedIntervals) {
  // Half-widths 12.7; means 100 and 130: intervals [87.3, 112.7] and [117.3, 142.7].
  Fixture f({100, 130, 110, 80}, 1.0);
  auto r = evaluate_claim(greater(2, 1), *f.r);
  EXPECT_EQ(r.verdict, Verdict::reproduced) << r.detail;
  EXPECT_TRUE(r.pass);
  // 110 vs 100: the means differ, the intervals overlap: not shown (the old rule passed it).
  r = evaluate_claim(greater(3, 1), *f.r);
  EXPECT_EQ(r.verdict, Verdict::not_shown) << r.detail;
  EXPECT_FALSE(r.pass);
  EXPECT_EQ(r.detail.rfind("not shown", 0), 0u) << r.detail;
  // 80 vs 130: separated the other way.
  r = evaluate_claim(greater(4, 2), *f.r);
  EXPECT_EQ(r.verdict, Verdict::contradicted) << r.detail;
}

TEST(Verdicts, PairedGreaterComparesSeedBySeed) {
  // Seeds 1 and 2 at each of the four points: point 2 is point 1 plus 1 in each seed, point 3
  // point 1 minus 1, point 4 point 1 plus 3 and minus 1. Unpaired, every interval overlaps
  // (each point's spread is ±10 between its seeds); paired, the seeds' common part cancels.
  LessonSweep sweep;
  sweep.id = "s";
  std::vector<metrics::Table> runs = {run(90), run(110), run(91), run(111),
                                      run(89), run(109), run(93), run(109)};
  const SweepResults r{&sweep, plan4(), std::move(runs)};
  LessonClaim c = greater(2, 1);
  EXPECT_EQ(evaluate_claim(c, r).verdict, Verdict::not_shown);
  c.paired = true;
  auto res = evaluate_claim(c, r);
  EXPECT_EQ(res.verdict, Verdict::reproduced) << res.detail;  // differences 1 and 1: 1 ± 0
  EXPECT_NE(res.detail.find("paired by seed: difference 1"), std::string::npos) << res.detail;
  c = greater(3, 1);
  c.paired = true;
  EXPECT_EQ(evaluate_claim(c, r).verdict, Verdict::contradicted);  // −1 and −1
  c = greater(4, 1);
  c.paired = true;
  // Differences 3 and −1: mean 1, standard deviation 2.83, half-width 12.706 · 2.83/√2 = 25.4.
  EXPECT_EQ(evaluate_claim(c, r).verdict, Verdict::not_shown);
  // factor scales b in each pair: 91 − 0.5·90 = 46 and 111 − 0.5·110 = 56, mean 51 with
  // half-width 12.706 · 7.07/√2 = 63.5: not shown, where factor 1 gave 1 ± 0.
  c = greater(2, 1);
  c.paired = true;
  c.factor = 0.5;
  EXPECT_EQ(evaluate_claim(c, r).verdict, Verdict::not_shown);
}

TEST(Verdicts, GreaterIsReproducedExactlyWhenTheIntervalsClear) {
  const double half = kT * 1.0;
  Fixture apart({100, 100 + 2 * half + 1e-6, 0, 0}, 1.0);
  EXPECT_EQ(evaluate_claim(greater(2, 1), *apart.r).verdict, Verdict::reproduced);
  Fixture touching({100, 100 + 2 * half - 1e-6, 0, 0}, 1.0);
  EXPECT_EQ(evaluate_claim(greater(2, 1), *touching.r).verdict, Verdict::not_shown);
}

TEST(Verdicts, TrendNeedsSeparatedEndsAndNoReversedStep) {
  LessonClaim c = claim("increases");
  c.from = 1;
  c.to = 4;
  // Steadily up by 10 with half-widths 1.3: reproduced.
  EXPECT_EQ(evaluate_claim(c, *Fixture({10, 20, 30, 40}, 0.1).r).verdict, Verdict::reproduced);
  // Ends separated, but the step 2 → 3 falls beyond the intervals: not shown.
  auto r = evaluate_claim(c, *Fixture({10, 30, 20, 40}, 0.1).r);
  EXPECT_EQ(r.verdict, Verdict::not_shown) << r.detail;
  EXPECT_NE(r.detail.find("step reversed"), std::string::npos) << r.detail;
  // A dip inside the intervals is no reversal.
  EXPECT_EQ(evaluate_claim(c, *Fixture({10, 30, 29.5, 40}, 0.1).r).verdict, Verdict::reproduced);
  // Ends overlapping: not shown; ends reversed: contradicted.
  EXPECT_EQ(evaluate_claim(c, *Fixture({10, 20, 30, 11}, 0.1).r).verdict, Verdict::not_shown);
  EXPECT_EQ(evaluate_claim(c, *Fixture({40, 30, 20, 10}, 0.1).r).verdict, Verdict::contradicted);
  // Only the values between from and to count.
  c.from = 2;
  c.to = 3;
  EXPECT_EQ(evaluate_claim(c, *Fixture({50, 20, 30, 0}, 0.1).r).verdict, Verdict::reproduced);
  c = claim("decreases");
  c.from = 1;
  c.to = 4;
  EXPECT_EQ(evaluate_claim(c, *Fixture({40, 30, 20, 10}, 0.1).r).verdict, Verdict::reproduced);
}

TEST(Verdicts, LinearNeedsFitAndSeparatedEnds) {
  LessonClaim c = claim("linear");
  c.slope = "negative";
  EXPECT_EQ(evaluate_claim(c, *Fixture({40, 30, 20, 10}, 0.1).r).verdict, Verdict::reproduced);
  // A perfect line whose ends are inside each other's intervals: not shown.
  EXPECT_EQ(evaluate_claim(c, *Fixture({13, 12, 11, 10}, 1.0).r).verdict, Verdict::not_shown);
  EXPECT_EQ(evaluate_claim(c, *Fixture({10, 20, 30, 40}, 0.1).r).verdict, Verdict::contradicted);
}

TEST(Verdicts, WithinNeedsTheWholeInterval) {
  LessonClaim c = claim("within");
  c.where = {{"topology.flows", 1}};
  c.lo = 90;
  c.hi = 110;
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 0, 0, 0}, 0.5).r).verdict, Verdict::reproduced);
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 0, 0, 0}, 1.0).r).verdict, Verdict::not_shown);
  EXPECT_EQ(evaluate_claim(c, *Fixture({130, 0, 0, 0}, 1.0).r).verdict, Verdict::contradicted);
}

TEST(Verdicts, FlatIsShownWhenEveryIntervalFitsTheBand) {
  LessonClaim c = claim("flat");
  c.pct = 5;
  // Means 100 ± 1.3 and 101 ± 1.3: spread 3.5 ≤ 5% of 100.5.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 101, 100.5, 100}, 0.1).r).verdict,
            Verdict::reproduced);
  // Wide intervals: cannot tell.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 101, 100.5, 100}, 0.3).r).verdict,
            Verdict::not_shown);
  // Two points 20% apart, tight: contradicted.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 120, 110, 100}, 0.1).r).verdict,
            Verdict::contradicted);
}

TEST(Verdicts, DropsSharplyComparesThePerUnitFalls) {
  LessonClaim c = claim("drops_sharply");
  c.from = 1;
  c.mid = 2;
  c.to = 4;
  // −50 over one unit, then −10 over two: sharp then mild.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 50, 45, 40}, 0.1).r).verdict, Verdict::reproduced);
  // −10 then −40 over two units (−20 per unit): the fall speeds up — contradicted.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 90, 70, 50}, 0.1).r).verdict,
            Verdict::contradicted);
  // No fall at first beyond the intervals.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 99, 70, 50}, 0.1).r).verdict, Verdict::not_shown);
}

TEST(Verdicts, GreaterByAFactorScalesTheSecondInterval) {
  // Half-widths 12.7 at d = 1: 100 ± 12.7 against 2 × (40 ± 12.7) = 80 ± 25.4 — overlapping.
  LessonClaim c = greater(1, 2);
  c.factor = 2;
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 40, 0, 0}, 1.0).r).verdict, Verdict::not_shown);
  // 130 ± 1.27 against 2 × (50 ± 1.27) = 100 ± 2.54: a gain of more than 100%.
  auto r = evaluate_claim(c, *Fixture({130, 50, 0, 0}, 0.1).r);
  EXPECT_EQ(r.verdict, Verdict::reproduced) << r.detail;
  EXPECT_NE(r.detail.find("2 × 50"), std::string::npos) << r.detail;
  // 130 against 2 × 80 = 160: a gain, but clearly less than 100% — contradicted.
  EXPECT_EQ(evaluate_claim(c, *Fixture({130, 80, 0, 0}, 0.1).r).verdict, Verdict::contradicted);
}

TEST(Verdicts, PeakNeedsItsIntervalAboveEveryOtherPoint) {
  LessonClaim c = claim("peak");
  c.at = 2;
  EXPECT_EQ(evaluate_claim(c, *Fixture({50, 100, 70, 20}, 0.1).r).verdict, Verdict::reproduced);
  // Point 3 overlaps the peak: not shown.
  EXPECT_EQ(evaluate_claim(c, *Fixture({50, 100, 99.9, 20}, 0.1).r).verdict, Verdict::not_shown);
  // Point 4 is clearly higher: contradicted, even though point 1 is below.
  auto r = evaluate_claim(c, *Fixture({50, 100, 70, 150}, 0.1).r);
  EXPECT_EQ(r.verdict, Verdict::contradicted);
  EXPECT_NE(r.detail.find("(the claimed peak)"), std::string::npos) << r.detail;
}

// The paper's "the same" (e.g. ideal JSQ 90.1 and e-JSQ 90.1 Mb/s): the 95% Welch interval of
// the difference inside ±margin. Two runs per point at ±d: each mean's s²/n is d², the
// difference's variance 2d² with Welch's 2 degrees of freedom, so its half-width is
// t(0.975, 2)·√2·d = 6.085·d.
TEST(Verdicts, EquivalenceNeedsTheDifferenceIntervalInsideTheMargin) {
  LessonClaim c = claim("equivalence");
  c.a = {{"topology.flows", 1}};
  c.b = {{"topology.flows", 2}};
  c.margin = 2;
  // 0.5 ± 0.61 inside ±2: reproduced.
  auto r = evaluate_claim(c, *Fixture({100, 100.5, 0, 0}, 0.1).r);
  EXPECT_EQ(r.verdict, Verdict::reproduced) << r.detail;
  EXPECT_NE(r.detail.find("equivalent within ±2"), std::string::npos) << r.detail;
  // 10 ± 0.61: wholly outside — contradicted (a 7.6 Mb/s gap can no longer hide).
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 110, 0, 0}, 0.1).r).verdict,
            Verdict::contradicted);
  // 1.5 ± 0.61 straddles +2: not shown.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 101.5, 0, 0}, 0.1).r).verdict,
            Verdict::not_shown);
  // Equal means but wide intervals (± 6.1): not shown — width is no evidence of equality.
  EXPECT_EQ(evaluate_claim(c, *Fixture({100, 100, 0, 0}, 1.0).r).verdict, Verdict::not_shown);
}

TEST(Verdicts, DifferenceIntervalIsWelchs) {
  // Two points of two runs at ±1: ci95 = 12.706 each, Welch df = 2.
  const PointStats a{100, kT * 1.0, 2}, b{99, kT * 1.0, 2};
  const auto d = difference_ci95(a, b);
  EXPECT_DOUBLE_EQ(d.diff, 1);
  ASSERT_TRUE(d.ci95);
  EXPECT_NEAR(*d.ci95, 4.302652729749464 * std::sqrt(2.0), 1e-9);
  // A point of one run has no interval, and neither has the difference.
  EXPECT_FALSE(difference_ci95(PointStats{100, std::nullopt, 1}, b).ci95);
}

TEST(Verdicts, ExpectedFailuresPassWhenNotReproduced) {
  Fixture f({100, 105, 0, 0}, 1.0);
  LessonClaim c = greater(2, 1);
  c.expect_reproduced = false;
  c.reason = "why";
  auto r = evaluate_claim(c, *f.r);
  EXPECT_EQ(r.verdict, Verdict::not_shown);
  EXPECT_TRUE(r.pass);
  EXPECT_NE(r.detail.find("expected not to reproduce"), std::string::npos);
  c.b = {{"topology.flows", 3}};  // 105 vs 0: reproduced after all
  r = evaluate_claim(c, *f.r);
  EXPECT_EQ(r.verdict, Verdict::reproduced);
  EXPECT_FALSE(r.pass);
}

TEST(LessonReport, TablesAndVerdictsComeFromTheSameRuns) {
  Fixture f({100, 130, 110, 80}, 1.0);
  f.sweep.title = "Goodput vs flows";
  f.sweep.table = {"goodput_mbps"};
  Lesson l;
  l.id = "x";
  l.title = "X";
  l.paper = "p";
  l.reproduces = "r";
  l.sweeps.push_back(f.sweep);
  LessonOutcome o;
  o.lesson = &l;
  o.quick = true;
  o.sweeps.push_back(SweepResults{&f.sweep, plan4(), f.r->runs});
  o.claims = {evaluate_claim(greater(2, 1), *f.r), evaluate_claim(greater(3, 1), *f.r)};
  const std::string md = lesson_report_markdown(o);
  // The table's cell is the claim's point: 130 ± 12.706.
  EXPECT_NE(md.find("| 2 | 130.0 ± 12.7 |"), std::string::npos) << md;
  EXPECT_NE(md.find("**reproduced**"), std::string::npos) << md;
  EXPECT_NE(md.find("**not shown**"), std::string::npos) << md;
  std::vector<LessonOutcome> all;
  all.push_back(std::move(o));
  const std::string summary = verdict_summary(all);
  EXPECT_NE(summary.find("2 findings: 1 reproduced, 1 not shown, 0 contradicted"),
            std::string::npos)
      << summary;
}

}  // namespace
}  // namespace opslab::study
