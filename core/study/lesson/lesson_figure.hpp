// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figure of a lesson sweep: the sweep's plotted metric against its x key, one
// curve per combination of the other varied keys, each point the point_stats of its runs —
// the same numbers as sweep.csv and the claims. The app draws it as the runs come in.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "metrics/run_result.hpp"
#include "study/lesson/lesson.hpp"
#include "study/statistics.hpp"
#include "study/sweep/sweep.hpp"

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

/// A lesson sweep's figure: its curves, its x values and the points known so far, and the
/// words it is drawn with — the model's own for its parameters (label, symbol, unit of its
/// schema) and metrics::metric_title for the metric.
struct LessonFigure {
  std::string x_title;       // "Random loss rate p"; "Extra delay, mean μ (ms)"
  std::string y_title;       // "Goodput (Mb/s)"
  std::string legend_title;  // the series key's title; empty without a series key
  bool log_x = false;        // the plot's log_x, or x values that span two decades or more
  bool log_y = false;        // the plot's log_y
  /// Curve names: the varied keys other than x with their values (the plot's series key
  /// first), each as the parameter's symbol, else its label, "= value" ("b_D = 3",
  /// "TCP variant = sack"); the metric's title when no other key varies.
  std::vector<std::string> series;
  /// What each curve's name is made of, for a GUI to word it in its language: the (key,
  /// value) pairs in the name's order (empty: the name is the metric's title).
  std::vector<std::vector<std::pair<std::string, std::string>>> series_parts;
  std::vector<std::string> x_labels;  // the x key's values as shown (strings without quotes)
  bool x_categorical = false;         // some x value is not a number
  std::vector<FigurePoint> points;    // by point; a point is missing until all its runs are
                                      // done, and when none of them has a value
  std::vector<FigurePlace> places;    // every point of the plan, by index, done or not
};

/// A parameter of `scenario`'s model as an axis title: its label, symbol and unit from the
/// model's schema ("Bundling degree b_D (lightpaths)"); the key itself when the model does not
/// declare it.
std::string parameter_title(const nlohmann::json& scenario, const std::string& key);
/// One varied key's value as a curve's name: "b_D = 3" (its symbol), "TCP variant = sack" (its
/// label when it has no symbol).
std::string series_part(const nlohmann::json& scenario, const std::string& key,
                        const std::string& value);

/// The figure of `sweep` from the runs of `plan` done so far (`done[run]`, runs by index), of
/// `metric` (default: the sweep's plotted metric).
LessonFigure lesson_figure(const LessonSweep& sweep, const SweepPlan& plan,
                           std::span<const metrics::Table> runs, const std::vector<bool>& done,
                           const std::string& metric = {});

}  // namespace opslab::study
