// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli lesson report`: runs the sweeps of one or more lessons and writes their results
// page (Markdown) — the tables, the figures and the claims' verdicts together, from one run.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cluster/cluster_lessons.hpp"

namespace opslab::cli {

struct LessonReportOptions {
  std::vector<std::string> lessons;  // lesson ids
  bool full = false;                 // the paper's scale (default: quick, classroom scale)
  std::optional<std::int64_t> seeds; // seeds per point instead of the lesson's
  std::optional<std::int64_t> jobs;  // worker threads
  std::optional<std::string> title;  // the page's title
  std::optional<std::string> intro;  // a Markdown file printed after the title
  std::optional<std::string> cache;  // a folder keeping each sweep's runs for reuse
  std::optional<std::string> page;   // the page's file (default: stdout)
  /// The figures' folder (default: `figures/` beside `page`; none when it goes to stdout).
  std::optional<std::string> figures;
  bool no_figures = false;
};

/// Writes the page of the lessons found in `roots` (study::lesson_roots) to `page` or stdout,
/// and its figures (figures.hpp); throws ScenarioError on bad input, before any sweep runs. A
/// page written to a file appears only once it and its figures are complete. Returns 0. With
/// `cluster.slurm`, the sweeps run as SLURM job arrays (cluster/cluster_lessons.hpp).
int lesson_report(const LessonReportOptions& o, const std::vector<std::filesystem::path>& roots,
                  const LessonClusterOptions& cluster = {});

}  // namespace opslab::cli
