// Lessons (DESIGN §7): a lesson is data — lesson.json plus Markdown pages in its own folder —
// that walks a student through one experiment of a paper and states the paper's findings as
// machine-checkable claims over sweep results.
//
// load_lesson() validates everything up front (every scenario resolves, every sweep point is
// valid, every claim names a known sweep, metric and varied key) and reports the first
// problem as a ScenarioError naming the file and the JSON path. check_lesson() runs the
// lesson's sweeps (quick = classroom scale, or the paper's scale) and evaluates its claims.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "study/statistics.hpp"
#include "study/sweep.hpp"
#include "study/sweep_engine.hpp"

namespace opslab::study {

struct LessonQuestion {
  std::string prompt;
  std::vector<std::string> choices;
  std::size_t answer = 0;
  std::vector<std::string> feedback;  // one per choice
};

/// A sweep a lesson runs: quick (classroom) and full (paper) forms.
struct LessonSweep {
  std::string id;
  std::string title;
  nlohmann::json quick_scenario;  // user document (file + `set`), not yet resolved
  nlohmann::json full_scenario;
  SweepSpec quick;
  SweepSpec full;
  std::string x;       // the varied key plotted on the x axis
  std::string metric;  // the metric plotted
  std::string series;  // varied key that separates curves (may be empty)
};

/// A finding in checkable form.
///   greater:    metric(a) > metric(b) at every value of `at_every` (or once if empty);
///               `separated` requires non-overlapping 95% intervals.
///   increases / decreases: metric(where, along=from) < / > metric(where, along=to).
///   linear:     metric vs `along` (at `where`) is linear with R² ≥ min_r2 and the slope's
///               sign given by `slope` ("negative"/"positive").
///   within:     lo ≤ metric(where) ≤ hi.
struct LessonClaim {
  std::string id;
  std::string text;
  std::string type;
  std::string sweep;
  std::string metric;
  nlohmann::json a, b, where;  // selectors: {varied key: value}
  std::string at_every;
  std::string along;
  nlohmann::json from, to;
  bool separated = false;
  double min_r2 = 0.95;
  std::string slope;
  double lo = 0, hi = 0;
};

struct LessonStep {
  std::string title;
  std::string page;  // Markdown text
  std::optional<nlohmann::json> scenario;  // user document to configure and run
  bool run = false;
  std::vector<std::string> sweeps;  // ids of sweeps this step runs
  std::vector<LessonQuestion> questions;
  std::vector<std::string> claims;  // ids of claims this step checks
};

struct Lesson {
  std::filesystem::path dir;
  std::string id;
  std::string title;
  std::string paper;
  std::string reproduces;
  std::string level;
  int minutes = 0;
  std::vector<LessonSweep> sweeps;
  std::vector<LessonClaim> claims;
  std::vector<LessonStep> steps;

  const LessonSweep* find_sweep(std::string_view id) const;
};

/// Loads and validates lessons/<id>/lesson.json; throws ScenarioError.
Lesson load_lesson(const std::filesystem::path& dir);
/// Every lesson folder under `root`: introductory, intermediate, advanced, other levels; by id
/// within a level.
std::vector<Lesson> load_all_lessons(const std::filesystem::path& root);
/// The lessons folder of this source tree.
std::filesystem::path default_lessons_root();

struct ClaimResult {
  std::string id;
  std::string text;
  bool pass = false;
  std::string detail;  // the numbers behind the verdict
};

/// Results of one of a lesson's sweeps: the plan and each run's summary.
struct SweepResults {
  const LessonSweep* sweep = nullptr;
  SweepPlan plan;
  std::vector<metrics::Table> runs;
};

/// The plan of a lesson sweep at quick or full scale (validated).
SweepPlan plan_lesson_sweep(const LessonSweep& s, bool quick);
/// What a claim compares: point_stats of `metric` at the one point of the sweep that
/// `selector` ({varied key: value}) picks. Throws ScenarioError when no run of that point
/// has a value (point_stats' rule).
PointStats claim_point(const SweepResults& r, const std::string& metric,
                       const nlohmann::json& selector);
/// Evaluates one claim against the results of its sweep.
ClaimResult evaluate_claim(const LessonClaim& c, const SweepResults& r);
/// Runs every sweep the claims need (on `jobs` threads, reporting each run to `on_run`) and
/// evaluates all claims.
std::vector<ClaimResult> check_lesson(const Lesson& lesson, bool quick, unsigned jobs,
                                      const SweepCallback& on_run = {});

}  // namespace opslab::study
