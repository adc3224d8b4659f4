// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons (docs/writing-a-lesson.md): a lesson is data — lesson.json plus Markdown pages in its own
// folder — that walks a student through one experiment of a paper and states the paper's findings
// as machine-checkable claims over sweep results.
//
// read_lesson() validates everything up front (every scenario resolves, every sweep point is
// valid, every claim names a known sweep, metric and varied key) and collects every problem
// with its file and JSON path; load_lesson() reports the first as a ScenarioError (both in
// lesson_reader.cpp and its parts, one set of checks). check_lesson() runs the
// lesson's sweeps (quick = classroom scale, or the paper's scale) and evaluates its claims.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "study/lesson/claim_text.hpp"
#include "study/statistics.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"

namespace opslab::study {

struct LessonQuestion {
  std::string prompt;
  std::vector<std::string> choices;
  std::size_t answer = 0;
  std::vector<std::string> feedback;  // one per choice
};

/// A number the paper gives for one point of a sweep (`lesson.json`: a sweep's `paper` array,
/// `{"at": {varied key: value, …}, "value": 9.4, "label": "Table I", "metric": "…"}`), drawn
/// beside the sweep's results in its figure. `at` fixes every varied key to one of its values.
struct PaperValue {
  nlohmann::json at;   // {varied key: value}: one point of the sweep
  double value = 0;    // in the metric's unit
  std::string label;   // where the paper gives it ("Table II", "Fig. 1a", "§V")
  std::string metric;  // the summary metric it is a value of (default: the plotted one)
};

/// A sweep a lesson runs: quick (classroom) and full (paper) forms.
struct LessonSweep {
  std::string id;
  std::string title;
  nlohmann::json quick_scenario;  // user document (file + `set`), not yet resolved
  nlohmann::json full_scenario;
  nlohmann::json quick_set = nlohmann::json::object();  // the `set` overrides of each form
  nlohmann::json full_set = nlohmann::json::object();
  SweepSpec quick;
  SweepSpec full;
  std::string x;       // the varied key plotted on the x axis
  std::string metric;  // the metric plotted
  std::string series;  // varied key that separates curves (may be empty)
  /// Logarithmic axes (`plot.log_x`, `plot.log_y`): where the finding is a power law, which a
  /// log–log figure shows as a straight line. log_x needs x values above 0; on a log y axis
  /// a point whose mean is not above 0 is left out.
  bool log_x = false;
  bool log_y = false;
  /// The metrics its results table shows (`table`; default: the plotted metric and the
  /// metrics of its claims).
  std::vector<std::string> table;
  /// The paper's own numbers for points of this sweep (may be empty).
  std::vector<PaperValue> paper;
};

/// A finding of the paper in checkable form. Every verdict follows the 95% confidence
/// intervals of the points it compares (point_stats; a point of one run has no interval and
/// counts as its mean): a finding is *reproduced* only when the intervals separate in the
/// paper's direction, *contradicted* when they separate the other way, and otherwise *not
/// shown*.
///   greater:    metric(a) > factor · metric(b) at every value of `at_every` (or once if
///               empty; `factor` defaults to 1, 2 reads "more than twice", a 100% gain):
///               reproduced when a's interval lies above factor times b's at every value,
///               contradicted when it lies below it at some value. With `paired: true` the
///               two points are compared seed by seed (every point runs the same seeds, so
///               what a seed does to both cancels): the 95% Student-t interval of the mean of
///               the differences a_s − factor · b_s must lie above 0 (below: contradicted).
///   increases / decreases: along `along` (at `where`) from `from` to `to`: the end points
///               separated in the claimed direction, and no step between neighbouring values
///               in [from, to] reversed beyond the intervals (a reversed step: not shown).
///   linear:     metric vs `along` (at `where`) is linear, R² ≥ min_r2 over the means, and
///               the end points separated in the direction of `slope` (if given).
///   within:     lo ≤ metric(where) ≤ hi: the whole interval inside [lo, hi]; contradicted
///               when it lies wholly outside.
///   flat:       metric hardly depends on `along` (at `where`): every point's interval within
///               a band of `pct` % of the mean of the points (an insensitivity finding);
///               contradicted when two points' intervals are further apart than that.
///   drops_sharply: metric falls from `from` to `mid` (intervals separated), and faster per
///               unit of `along` than from `mid` to `to`, even at the intervals' extremes.
///   peak:       along `along` (at `where`) the metric is highest at `at`: its interval lies
///               above every other point's; contradicted when another point's lies above it.
///   equivalence: metric(a) ≈ metric(b), the paper's "the same": the 95% Welch interval of
///               the difference of means lies inside [−margin, +margin] (reproduced), wholly
///               outside it (contradicted), else not shown — also when a point has one run.
///               `margin` (> 0, the metric's unit) comes from the paper's own numbers.
/// `scale: "full"` marks a finding that only the paper's scale can show (e.g. loads whose
/// connections need the full run to live): a classroom-scale check reports its verdict but
/// does not fail on it.
/// `expect: "fail"` marks a finding of the paper that this model is expected not to
/// reproduce, with the `reason`; such a claim passes a check when it is not reproduced.
struct LessonClaim {
  std::string id;
  std::string text;
  std::string type;
  std::string sweep;
  std::string metric;
  nlohmann::json a, b, where;  // selectors: {varied key: value}
  std::string at_every;
  std::string along;
  nlohmann::json from, to, mid, at;
  double factor = 1;
  bool paired = false;  // greater: compare a and b seed by seed
  double min_r2 = 0.95;
  std::string slope;
  double lo = 0, hi = 0;
  double pct = 0;
  double margin = 0;
  bool expect_reproduced = true;
  std::string reason;  // why it is expected not to reproduce
  bool full_scale_only = false;  // `scale: "full"`
};

/// A step's side-by-side comparison: the step's scenario run twice in lockstep, the
/// second time with one parameter set to another value — the paper's contrast in one picture
/// (deflection on vs off, e-JSQ vs RR). `lesson.json`:
///   "compare": {"key": "section.key", "value": <the second run's value>, "label": "…"}
struct LessonCompare {
  std::string key;       // a parameter of the step scenario's model
  nlohmann::json value;  // its value in the second run (differs from the scenario's own)
  std::string label;     // what the comparison shows, in the lesson's words
};

struct LessonStep {
  std::string title;
  /// The name the step's scenario's `set` gives its run (a text the student reads in the
  /// workspace); "" when its name is the scenario file's own.
  std::string scenario_name;
  std::string page;  // Markdown text
  /// The page in other languages, by language code: `page.de.md` beside `page.md` (the
  /// language's two or three letters before the extension). Absent languages fall back to `page`.
  std::map<std::string, std::string> pages_by_language;
  std::optional<nlohmann::json> scenario;  // user document to configure and run
  bool run = false;
  /// Playback speed of the step's scenario in simulated seconds per wall second (`speed`; 0:
  /// as fast as possible, `"max"`); none: the app picks one at which the run plays in about
  /// 90 s (step_playback_speed).
  std::optional<double> speed;
  /// The live charts the workspace shows for the step's scenario (`charts`: ids of the charts
  /// its model's run offers, at most three); empty: the model's own choice.
  std::vector<std::string> charts;
  std::vector<std::string> sweeps;  // ids of sweeps this step runs
  std::vector<LessonQuestion> questions;
  std::vector<std::string> claims;  // ids of claims this step checks
  std::optional<LessonCompare> compare;

  /// The page in `language` ("de"; "de_AT" and "de-AT" look for "de" too), else the default.
  const std::string& page_in(const std::string& language) const;
};

struct Lesson {
  std::filesystem::path dir;
  std::string id;
  std::string title;
  std::string paper;
  std::string reproduces;
  /// The lesson reproduces the findings of the paper named in `paper` (`reproduces_paper`,
  /// default false): its claims are the paper's. Otherwise they are the lesson's own (a
  /// textbook law, an RFC, a model checked against itself).
  bool reproduces_paper = false;
  std::string level;
  int minutes = 0;
  std::vector<LessonSweep> sweeps;
  std::vector<LessonClaim> claims;
  std::vector<LessonStep> steps;
  /// The lesson's texts in other languages, by language code: `lesson.de.json` beside
  /// lesson.json (lesson_texts.hpp), each checked against this lesson when it was read.
  std::map<std::string, nlohmann::json> texts_by_language;

  const LessonSweep* find_sweep(std::string_view id) const;
};

/// The entry of `by_language` for `language` ("de"; "de_AT" and "de-AT" look for "de" too), or
/// nullptr when it has none.
template <class T>
const T* in_language(const std::map<std::string, T>& by_language, const std::string& language) {
  if (language.empty()) return nullptr;
  if (const auto it = by_language.find(language); it != by_language.end()) return &it->second;
  const auto base = by_language.find(language.substr(0, language.find_first_of("_-")));
  return base == by_language.end() ? nullptr : &base->second;
}

/// A problem in a lesson folder: the file, where in it, and what was wrong and expected.
struct LessonProblem {
  std::string file;                      // relative to the lesson's folder: "lesson.json"
  nlohmann::json::json_pointer pointer;  // the offending value (or the object missing it)
  std::string path;                      // the same as messages name it: "steps[1].claims[0]"
  std::string what;                      // "expected a non-empty string", "unknown key"
  int line = 0;                          // when known without `pointer` (syntax errors); else 0
};

/// Reads and validates the lesson in `dir` (lesson.json, its pages and scenarios), adding
/// every problem found to `problems`; the lesson as far as it reads (a sweep, step part or
/// claim with a problem left out).
Lesson read_lesson(const std::filesystem::path& dir, std::vector<LessonProblem>& problems);
/// Loads and validates lessons/<id>/lesson.json; throws ScenarioError naming the first problem.
/// A translation file with a problem (lesson_texts.hpp) is left out instead: its language
/// reads lesson.json's texts.
Lesson load_lesson(const std::filesystem::path& dir);
/// Every lesson folder under `root`: introductory, intermediate, advanced, other levels; by id
/// within a level. A lesson that does not load throws ScenarioError; with `broken`, it is left
/// out instead and its error (naming its file) added there, so one broken lesson does not hide
/// the others.
std::vector<Lesson> load_all_lessons(const std::filesystem::path& root,
                                     std::vector<std::string>* broken = nullptr);

/// The resolved scenario a step shows in the workspace: its own scenario, else the base of its
/// first sweep (or of the lesson's first sweep) at quick or full scale; nullopt when it has
/// none. Throws ScenarioError when the scenario does not resolve.
std::optional<nlohmann::json> step_scenario(const Lesson& lesson, std::size_t step, bool quick);

/// The user document behind step_scenario (the file with the lesson's `set`, not resolved: it
/// keeps the file's own "translations" of its title), or null when the step shows none.
const nlohmann::json* step_scenario_document(const Lesson& lesson, std::size_t step, bool quick);

/// The playback speed (simulated seconds per wall second, 0: as fast as possible) at which a
/// step's resolved scenario should play: the step's `speed`, else the one at which its
/// `sim.duration_s` plays in `wall_s` seconds.
double step_playback_speed(const LessonStep& step, const nlohmann::json& resolved,
                           double wall_s = 90);

/// `resolved` with one parameter changed (side by side: the second run). Throws ScenarioError
/// (one line, naming the key) when `key` is not a parameter of the scenario's model, the value
/// is not valid for it, or it is the scenario's own value (nothing would differ).
nlohmann::json compare_variant(const nlohmann::json& resolved, const std::string& key,
                               const nlohmann::json& value);

/// What the confidence intervals say about a finding (see LessonClaim).
enum class Verdict : std::uint8_t { reproduced, not_shown, contradicted };
const char* to_string(Verdict v);

struct ClaimResult {
  std::string id;
  std::string text;
  /// The verdict is what the lesson expects: reproduced, or (expect "fail") not reproduced.
  bool pass = false;
  std::string detail;  // the verdict and the numbers behind it (english(detail_text))
  ClaimText detail_text;  // the same in pieces, for the GUI to word in its language
  Verdict verdict = Verdict::not_shown;
  bool expect_reproduced = true;
  std::string reason;
  bool full_scale_only = false;  // the claim's `scale: "full"`
};

/// Results of one of a lesson's sweeps: the plan and each run's summary.
struct SweepResults {
  const LessonSweep* sweep = nullptr;
  SweepPlan plan;
  std::vector<metrics::Table> runs;
};

/// The point of `plan` that `selector` ({varied key: value}, every varied key fixed) picks, and
/// its label ("key=value, …"); throws ScenarioError when it picks none.
std::pair<std::size_t, std::string> select_point(const SweepPlan& plan,
                                                 const nlohmann::json& selector);
/// The plan of a lesson sweep at quick or full scale (validated).
SweepPlan plan_lesson_sweep(const LessonSweep& s, bool quick);
/// What a claim compares: point_stats of `metric` at the one point of the sweep that
/// `selector` ({varied key: value}) picks. Throws ScenarioError when no run of that point
/// has a value (point_stats' rule).
PointStats claim_point(const SweepResults& r, const std::string& metric,
                       const nlohmann::json& selector);
/// Evaluates one claim against the results of its sweep.
ClaimResult evaluate_claim(const LessonClaim& c, const SweepResults& r);
/// Runs the lesson's sweeps (all of them, or only those its claims need) at quick or full
/// scale on `jobs` threads, reporting each run to `on_run`. `seeds` > 0 overrides the seeds
/// per point.
std::vector<SweepResults> run_lesson_sweeps(const Lesson& lesson, bool quick, unsigned jobs,
                                            const SweepCallback& on_run = {},
                                            bool only_claimed = true, std::int64_t seeds = 0);
/// Evaluates every claim of the lesson against the results of its sweeps.
std::vector<ClaimResult> evaluate_claims(const Lesson& lesson,
                                         const std::vector<SweepResults>& results);
/// Runs every sweep the claims need (on `jobs` threads, reporting each run to `on_run`) and
/// evaluates all claims.
std::vector<ClaimResult> check_lesson(const Lesson& lesson, bool quick, unsigned jobs,
                                      const SweepCallback& on_run = {});

}  // namespace opslab::study
