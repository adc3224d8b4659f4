// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <variant>
#include <vector>

#include <boost/math/distributions/students_t.hpp>

namespace opslab::study {

MeanCi mean_ci95(std::span<const double> samples) {
  MeanCi out;
  const std::size_t n = samples.size();
  if (n == 0) {
    out.mean = std::numeric_limits<double>::quiet_NaN();
    return out;
  }
  double sum = 0;
  for (double x : samples) sum += x;
  out.mean = sum / static_cast<double>(n);
  if (n < 2) return out;
  double ss = 0;
  for (double x : samples) ss += (x - out.mean) * (x - out.mean);
  const double s = std::sqrt(ss / static_cast<double>(n - 1));
  const boost::math::students_t dist(static_cast<double>(n - 1));
  out.ci95 = boost::math::quantile(dist, 0.975) * s / std::sqrt(static_cast<double>(n));
  return out;
}

DifferenceCi difference_ci95(const PointStats& a, const PointStats& b) {
  DifferenceCi out;
  out.diff = a.mean - b.mean;
  if (!a.ci95 || !b.ci95 || a.n < 2 || b.n < 2) return out;
  const auto var_of_mean = [](const PointStats& p) {  // s²/n
    const double t = boost::math::quantile(
        boost::math::students_t(static_cast<double>(p.n - 1)), 0.975);
    const double se = *p.ci95 / t;
    return se * se;
  };
  const double va = var_of_mean(a), vb = var_of_mean(b), v = va + vb;
  if (v == 0) {
    out.ci95 = 0.0;
    return out;
  }
  // Welch–Satterthwaite degrees of freedom.
  const double df = v * v / (va * va / static_cast<double>(a.n - 1) +
                             vb * vb / static_cast<double>(b.n - 1));
  out.ci95 = boost::math::quantile(boost::math::students_t(df), 0.975) * std::sqrt(v);
  return out;
}

std::optional<double> metric_value(const metrics::Table& summary, std::string_view metric) {
  const int i = summary.column(metric);
  if (i < 0 || summary.rows.empty()) return std::nullopt;
  const auto& row = summary.rows.front();
  if (static_cast<std::size_t>(i) >= row.size()) return std::nullopt;
  const metrics::Value& v = row[static_cast<std::size_t>(i)];
  if (const auto* n = std::get_if<std::int64_t>(&v)) return static_cast<double>(*n);
  if (const auto* d = std::get_if<double>(&v); d && !std::isnan(*d)) return *d;
  return std::nullopt;
}

PointStats point_stats(std::span<const metrics::Table> point_runs, std::string_view metric) {
  std::vector<double> xs;
  for (const auto& run : point_runs) {
    if (const auto x = metric_value(run, metric)) xs.push_back(*x);
  }
  PointStats out;
  out.n = xs.size();
  if (xs.empty()) return out;
  const MeanCi m = mean_ci95(xs);
  out.mean = m.mean;
  out.ci95 = m.ci95;
  return out;
}

std::vector<double> seed_differences(std::span<const metrics::Table> a,
                                     std::span<const metrics::Table> b, std::string_view metric,
                                     double factor) {
  std::vector<double> out;
  for (std::size_t s = 0; s < std::min(a.size(), b.size()); ++s) {
    const auto x = metric_value(a[s], metric);
    const auto y = metric_value(b[s], metric);
    if (x && y) out.push_back(*x - factor * *y);
  }
  return out;
}

}  // namespace opslab::study
