// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of a lesson report: for every sweep, its plotted metric against its x
// key — and the same for each other metric the lesson gives the paper's numbers for — as a
// plain JSON spec that scripts/plot_sweep.py draws (SVG and PNG). A spec holds the axes'
// labels with their units, each curve's points (the lesson figure's point_stats: mean and 95%
// interval, the numbers of the page's table), the paper's values as markers and the verdicts of
// the claims on that metric. The spec is all the plot needs, so the same spec gives the same
// picture.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "study/lesson/lesson_report.hpp"

namespace opslab::study {

/// One figure of a sweep: its file name (without extension) and what it draws.
struct FigureSpec {
  std::string name;  // "<lesson>-<sweep>", or "<lesson>-<sweep>-<metric>" for another metric
  std::string sweep;   // the sweep's id
  std::string metric;  // the metric on the y axis
  nlohmann::json spec;
};

/// The unit of a summary metric (metrics::metric_text): empty for counts, ratios, indices.
std::string metric_unit(const std::string& metric);

/// The metrics a sweep has figures of: its plotted metric first, then every other metric its
/// `paper` values name, then every other metric a claim of `lesson` on the sweep tests, each in
/// the order it first appears — so that every claim has a figure of what it tests beside it.
std::vector<std::string> figure_metrics(const Lesson& lesson, const LessonSweep& sweep);
/// The file name (without extension) of a sweep's figure of `metric`.
std::string figure_name(const Lesson& lesson, const LessonSweep& sweep, const std::string& metric);

/// The figures of one sweep of `outcome`, one per figure_metrics.
std::vector<FigureSpec> sweep_figure_specs(const LessonOutcome& outcome, const SweepResults& r);

}  // namespace opslab::study
