// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli lesson check ... --slurm` (docs/cluster.md): a lesson's sweeps as SLURM job
// arrays. Every sweep of every lesson checked becomes a plan directory DIR/<lesson>/<sweep>
// (study/sweep/sweep_plan.hpp) with its batch script (slurm.hpp); all are submitted at once, followed
// with progress, and collected into the same SweepResults that run_lesson_sweeps gives, so the
// claims are evaluated by the same code on the same numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "slurm.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_report.hpp"

namespace CLI {
class App;
}

namespace opslab::cli {

struct LessonClusterOptions {
  bool slurm = false;              // --slurm
  std::optional<std::string> out;  // --out DIR (default: runs/lessons-quick or runs/lessons-full)
  SlurmOptions knobs;              // --partition, --time, --cpus-per-task, --account
};

/// Adds --slurm, --out and the #SBATCH knobs to `lesson check` or `lesson report`.
void add_lesson_cluster_options(CLI::App* check, LessonClusterOptions& o);

/// Runs the sweeps of `lessons` (only those their claims need, or all) at quick or full scale
/// on SLURM and returns each lesson's results in the order of `lessons`, as run_lesson_sweeps
/// would (`seeds` > 0 overrides the seeds per point). A plan directory that already holds the
/// same plan is reused and only its unfinished runs are submitted again, so running the
/// command again after a failure resumes it; one that holds another plan is a ScenarioError.
/// Runs that still did not finish are a ScenarioError naming them.
std::vector<std::vector<study::SweepResults>> lesson_sweeps_on_slurm(
    const std::vector<study::Lesson>& lessons, bool quick, const LessonClusterOptions& o,
    bool only_claimed = true, std::int64_t seeds = 0);

/// `lesson report --slurm`: every sweep of `lessons` on SLURM (lesson_sweeps_on_slurm), and
/// the outcomes run_lesson_report would give.
std::vector<study::LessonOutcome> lesson_outcomes_on_slurm(
    const std::vector<study::Lesson>& lessons, bool quick, std::int64_t seeds,
    const LessonClusterOptions& o);

}  // namespace opslab::cli
