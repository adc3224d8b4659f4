// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Claims that say what they test: the reordering lesson's claims are checked on normalised
// metrics (reordered segments per 1000 received, spurious fast retransmits), so that a count
// which falls with goodput cannot hide the effect the claim's words name — and each check can
// fail. The numbers are constructed; the metrics themselves are tested on runs in
// test_reordering_metrics.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "study/lesson/lesson.hpp"

namespace opslab::study {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const Lesson& reordering() {
  static const Lesson l = load_lesson(fs::path(OPSLAB_SOURCE_DIR) / "lessons/reordering");
  return l;
}

const LessonClaim& claim(const std::string& id) {
  for (const auto& c : reordering().claims) {
    if (c.id == id) return c;
  }
  throw std::runtime_error("no claim " + id);
}

// The sweep's runs at classroom scale, every run of a point given `values(point)` ± 1% of each
// (so the intervals are narrow) as its summary.
SweepResults results(const std::string& sweep,
                     const std::function<std::map<std::string, double>(const SweepPlan&,
                                                                       std::size_t)>& values) {
  const LessonSweep* s = reordering().find_sweep(sweep);
  SweepPlan plan = plan_lesson_sweep(*s, true);
  std::vector<metrics::Table> runs;
  for (std::size_t p = 0; p < plan.point_count(); ++p) {
    const auto v = values(plan, p);
    for (std::int64_t seed = 0; seed < plan.spec().seeds; ++seed) {
      metrics::Table t;
      t.rows.emplace_back();
      const double wiggle = 1.0 + 0.01 * static_cast<double>(seed - 1);
      for (const auto& [k, x] : v) {
        t.columns.push_back(k);
        t.rows[0].push_back(x * wiggle);
      }
      runs.push_back(std::move(t));
    }
  }
  return SweepResults{s, std::move(plan), std::move(runs)};
}

// The value of varied key `key` at point p.
double at(const SweepPlan& plan, std::size_t p, const std::string& key) {
  const auto idx = plan.point_indices(p);
  for (std::size_t a = 0; a < plan.spec().axes.size(); ++a) {
    if (plan.spec().axes[a].key == key) return std::stod(plan.spec().axes[a].values[idx[a]]);
  }
  return NAN;
}

// The run the issue reports: μ = 0, 5, 20 ms gave 4347, 4906, 4466 reordered segments while
// goodput fell; per 1000 segments received, 56, 87, 99.
SweepResults detour_runs(const std::vector<double>& per_1000) {
  return results("detour", [&](const SweepPlan& plan, std::size_t p) {
    const double mu = at(plan, p, "deflection.mu_ms");
    const std::size_t i = mu == 0 ? 0 : mu == 5 ? 1 : 2;
    const std::vector<double> raw{4347, 4906, 4466};
    return std::map<std::string, double>{{"reordered_packets", raw[i]},
                                         {"reordered_per_1000_segments", per_1000[i]},
                                         {"spurious_fast_retransmit_share", 0.8}};
  });
}

TEST(NormalisedClaims, ReorderingGrowthIsCheckedPerThousandSegmentsAndCanFail) {
  const LessonClaim& c = claim("reordering-grows-with-detour");
  EXPECT_EQ(c.metric, "reordered_per_1000_segments");
  // Its sweep's figure shows what it tests.
  EXPECT_EQ(reordering().find_sweep(c.sweep)->metric, c.metric);
  EXPECT_EQ(evaluate_claim(c, detour_runs({56, 87, 99})).verdict, Verdict::reproduced);
  // The raw count of the same runs does not show it (its last step reverses).
  LessonClaim raw = c;
  raw.metric = "reordered_packets";
  EXPECT_NE(evaluate_claim(raw, detour_runs({56, 87, 99})).verdict, Verdict::reproduced);
  // Fails when the share does not grow.
  EXPECT_EQ(evaluate_claim(c, detour_runs({90, 70, 56})).verdict, Verdict::contradicted);
}

SweepResults dupthresh_runs(double spurious_at_3, double spurious_at_10) {
  return results("dupthresh", [&](const SweepPlan& plan, std::size_t p) {
    const bool three = at(plan, p, "tcp.dupack_threshold") == 3;
    // All fast retransmits fall by less than half; the spurious ones as given.
    return std::map<std::string, double>{
        {"fast_retransmits", three ? 1000.0 : 600.0},
        {"spurious_fast_retransmits_per_1000_segments", three ? spurious_at_3 : spurious_at_10},
        {"goodput_mbps", 100.0}};
  });
}

TEST(NormalisedClaims, MostSpuriousFastRetransmitsAvoidedMeansMoreThanHalfOfTheSpuriousOnes) {
  const LessonClaim& c = claim("fewer-spurious-fast-retransmits");
  EXPECT_EQ(c.metric, "spurious_fast_retransmits_per_1000_segments");
  EXPECT_EQ(c.type, "greater");
  EXPECT_DOUBLE_EQ(c.factor, 2);  // "most": more than half of them avoided
  EXPECT_EQ(evaluate_claim(c, dupthresh_runs(10, 2)).verdict, Verdict::reproduced);
  // 10 → 6 per 1000 avoids only 40%: not "most".
  EXPECT_NE(evaluate_claim(c, dupthresh_runs(10, 6)).verdict, Verdict::reproduced);
  EXPECT_EQ(evaluate_claim(c, dupthresh_runs(10, 12)).verdict, Verdict::contradicted);
}

TEST(NormalisedClaims, MostFastRetransmitsSpuriousCanFail) {
  const LessonClaim& c = claim("most-fast-retransmits-spurious");
  EXPECT_EQ(c.metric, "spurious_fast_retransmit_share");
  const auto share = [](double v) {
    return results("detour", [v](const SweepPlan&, std::size_t) {
      return std::map<std::string, double>{{"spurious_fast_retransmit_share", v}};
    });
  };
  EXPECT_EQ(evaluate_claim(c, share(0.8)).verdict, Verdict::reproduced);
  EXPECT_EQ(evaluate_claim(c, share(0.3)).verdict, Verdict::contradicted);
}

}  // namespace
}  // namespace opslab::study
