// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The results page of one or more lessons: every sweep's table — each point's
// mean ± 95% CI from point_stats, the same numbers as sweep.csv, the lesson figure and the
// claims — and every claim's verdict, generated together from one run of the sweeps so that
// the page cannot drift from the code. `opslab-cli lesson report` writes it.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

/// One lesson's sweeps, run at one scale, and its claims' verdicts.
struct LessonOutcome {
  const Lesson* lesson = nullptr;
  bool quick = true;
  std::vector<SweepResults> sweeps;
  std::vector<ClaimResult> claims;
};

/// Runs every sweep of `lesson` (claimed or not: control runs are reported too) and evaluates
/// its claims. `seeds` > 0 overrides the seeds per point. With a `cache` folder, each sweep's
/// run summaries are kept there (one JSON file per sweep, each run under its resolved
/// scenario, seed included; rewritten as each run finishes) and reused by any report whose
/// runs have the same scenario: a page can be regenerated after editing claims or texts
/// without running again, a report that was killed resumes with the runs it had finished,
/// and more seeds run only the new ones. The key does not cover the simulator's code: after
/// changing a model, empty the cache.
LessonOutcome run_lesson_report(const Lesson& lesson, bool quick, unsigned jobs,
                                const SweepCallback& on_run = {}, std::int64_t seeds = 0,
                                const std::filesystem::path& cache = {});

/// The Markdown section of one lesson: its sweeps' tables, each followed by its figures when
/// `figures` (the figures' folder as the page links it, e.g. "figures") is not empty, then its
/// findings with their verdicts and numbers.
std::string lesson_report_markdown(const LessonOutcome& outcome, const std::string& figures = {});

/// A count of verdicts over several lessons, for a page's summary line.
std::string verdict_summary(const std::vector<LessonOutcome>& outcomes);

}  // namespace opslab::study
