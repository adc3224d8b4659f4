// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figure of a lesson sweep (DESIGN §7): the sweep's plotted metric against its x key, one
// curve per combination of the other varied keys, each point the point_stats of its runs —
// the same numbers as sweep.csv and the claims. The app draws it as the runs come in.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "metrics/run_result.hpp"
#include "study/lesson.hpp"
#include "study/statistics.hpp"
#include "study/sweep.hpp"

namespace opslab::study {

/// One point of a lesson figure.
struct FigurePoint {
  std::size_t series = 0;  // index into LessonFigure::series
  double x = 0;            // the x value, or its index among the x values when categorical
  std::string x_label;
  PointStats stats;
};

/// Where a point of the sweep is drawn: its curve and x position.
struct FigurePlace {
  std::size_t series = 0;
  double x = 0;
};

/// A lesson sweep's figure: its curves, its x values and the points known so far.
struct LessonFigure {
  /// Curve names: the values of the varied keys other than x (the plot's series key first,
  /// bare; the others as key=value), or the metric's name when there are none.
  std::vector<std::string> series;
  std::vector<std::string> x_labels;  // the x key's values as shown (strings without quotes)
  bool x_categorical = false;         // some x value is not a number
  std::vector<FigurePoint> points;    // by point; a point is missing until all its runs are
                                      // done, and when none of them has a value
  std::vector<FigurePlace> places;    // every point of the plan, by index, done or not
};

/// The figure of `sweep` from the runs of `plan` done so far (`done[run]`, runs by index), of
/// `metric` (default: the sweep's plotted metric).
LessonFigure lesson_figure(const LessonSweep& sweep, const SweepPlan& plan,
                           std::span<const metrics::Table> runs, const std::vector<bool>& done,
                           const std::string& metric = {});

}  // namespace opslab::study
