// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics of sweep results: the mean and 95% Student-t confidence interval
// of a sample, and THE statistic of one sweep point — the one function that sweep.csv, the
// lesson figure and the lesson claims all call, so they cannot disagree on the same runs.
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <span>
#include <string_view>

#include "metrics/run_result.hpp"

namespace opslab::study {

/// Mean and 95% Student-t confidence half-width (t(0.975, n−1)·s/√n; none when n < 2).
/// The mean of no samples is NaN.
struct MeanCi {
  double mean = 0;
  std::optional<double> ci95;
};
MeanCi mean_ci95(std::span<const double> samples);

/// The statistic of one metric at one sweep point, over the point's runs.
struct PointStats {
  double mean = std::numeric_limits<double>::quiet_NaN();  // NaN when n == 0
  std::optional<double> ci95;                              // when n >= 2
  std::size_t n = 0;                                       // runs whose value was used
};

/// The 95% Welch confidence interval of mean(a) − mean(b), from two points' statistics (each
/// ci95 = t(0.975, n−1)·s/√n, so s²/n is recovered from it); none unless both have n ≥ 2.
struct DifferenceCi {
  double diff = 0;
  std::optional<double> ci95;
};
DifferenceCi difference_ci95(const PointStats& a, const PointStats& b);

/// A metric of one run's summary as a number: an integer or real cell, unless it is NaN.
/// None when the summary has no such column or row, or the cell is empty, text or NaN.
std::optional<double> metric_value(const metrics::Table& summary, std::string_view metric);

/// Mean and 95% CI of `metric` over `point_runs` (the summaries of one point's runs).
///
/// The rule for missing values: a run whose value is empty, text or NaN (see metric_value)
/// is left out, and n counts the runs that remain (±inf is a value and is kept). With n == 0
/// the point has no statistic: sweep.csv leaves `M` and `M_ci95` empty, the lesson figure
/// shows no point, and a claim on that point is an error. With n == 1 there is no CI.
PointStats point_stats(std::span<const metrics::Table> point_runs, std::string_view metric);

/// The per-seed differences metric(a[s]) − factor · metric(b[s]) of two points' runs (each in
/// seed order; every point of a sweep runs the same seeds), for the seeds where both runs have
/// a value (see metric_value): what a paired comparison is made of.
std::vector<double> seed_differences(std::span<const metrics::Table> a,
                                     std::span<const metrics::Table> b, std::string_view metric,
                                     double factor = 1.0);

}  // namespace opslab::study
