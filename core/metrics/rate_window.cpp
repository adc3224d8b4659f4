// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/rate_window.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace opslab::metrics {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The first sample j ≥ 1 whose interval (t[j−1], t[j]] starts inside the window beginning at
// `start` (a millionth of the window's slack absorbs the rounding of sample times).
std::size_t first_in_window(std::span<const double> t, std::size_t i, double start, double slack) {
  const auto begin = t.begin(), end = t.begin() + static_cast<std::ptrdiff_t>(i);
  const auto it = std::lower_bound(begin, end, start - slack);  // the interval's left end
  return std::min(i, std::max<std::size_t>(1, static_cast<std::size_t>(it - begin) + 1));
}

// Calls f(i, j0) for each sample i in [first, last) with j0 its window's first sample, sliding
// j0 forward; add(j) and remove(j) keep the caller's running sums over [j0, i].
template <class Add, class Remove, class Emit>
void slide(std::span<const double> t, double window_s, std::size_t first, std::size_t last,
           Add add, Remove remove, Emit emit) {
  last = std::min(last, t.size());
  if (first >= last) return;
  const double slack = window_s * 1e-6;
  std::size_t j0 = first_in_window(t, std::max<std::size_t>(first, 1), t[first] - window_s, slack);
  std::size_t j1 = j0;  // one past the last sample summed
  for (std::size_t i = first; i < last; ++i) {
    if (i == 0) {
      emit(i, 0);
      continue;
    }
    while (j1 <= i) add(j1++);
    while (j0 < i && t[j0 - 1] < t[i] - window_s - slack) remove(j0++);
    emit(i, j0);
  }
}

}  // namespace

std::vector<double> windowed_rates(std::span<const double> times, std::span<const double> rates,
                                   double window_s, std::size_t first, std::size_t last) {
  const std::span<const double> t = times.first(std::min(times.size(), rates.size()));
  last = std::min(last, t.size());
  std::vector<double> out;
  if (first >= last) return out;
  out.reserve(last - first);
  if (window_s <= 0) {
    out.assign(rates.begin() + static_cast<std::ptrdiff_t>(first),
               rates.begin() + static_cast<std::ptrdiff_t>(last));
    return out;
  }
  long double sum = 0;  // Σ rate·interval over the window's samples
  slide(
      t, window_s, first, last,
      [&](std::size_t j) { sum += static_cast<long double>(rates[j]) * (t[j] - t[j - 1]); },
      [&](std::size_t j) { sum -= static_cast<long double>(rates[j]) * (t[j] - t[j - 1]); },
      [&](std::size_t i, std::size_t j0) {
        const double covered = i > 0 ? t[i] - t[j0 - 1] : 0.0;
        out.push_back(covered > 0 ? static_cast<double>(sum / covered) : kNaN);
      });
  return out;
}

std::vector<double> windowed_jain(std::span<const double> times,
                                  const std::vector<std::span<const double>>& flows,
                                  double window_s, std::size_t first, std::size_t last) {
  std::size_t n = times.size();
  for (const auto& f : flows) n = std::min(n, f.size());
  const std::span<const double> t = times.first(n);
  last = std::min(last, n);
  std::vector<double> out;
  if (first >= last || flows.empty()) return out;
  out.reserve(last - first);
  std::vector<long double> bytes(flows.size(), 0.0L);  // per flow, Σ rate·interval
  const auto jain = [&](const auto& x) {
    long double sum = 0, squares = 0;
    for (const auto v : x) {
      sum += v;
      squares += v * v;
    }
    return squares > 0 ? static_cast<double>(sum * sum / (static_cast<long double>(x.size()) * squares))
                       : kNaN;
  };
  if (window_s <= 0) {
    std::vector<long double> x(flows.size());
    for (std::size_t i = first; i < last; ++i) {
      for (std::size_t f = 0; f < flows.size(); ++f) x[f] = flows[f][i];
      out.push_back(i == 0 ? kNaN : jain(x));
    }
    return out;
  }
  const auto step = [&](std::size_t j, long double sign) {
    for (std::size_t f = 0; f < flows.size(); ++f) {
      bytes[f] += sign * static_cast<long double>(flows[f][j]) * (t[j] - t[j - 1]);
    }
  };
  slide(
      t, window_s, first, last, [&](std::size_t j) { step(j, 1.0L); },
      [&](std::size_t j) { step(j, -1.0L); },
      [&](std::size_t i, std::size_t) {
        if (i == 0) {
          out.push_back(kNaN);
          return;
        }
        // Round-off of the running sums must not leave a flow with a tiny negative share.
        std::vector<long double> x(bytes);
        for (auto& v : x) v = std::max(0.0L, v);
        out.push_back(jain(x));
      });
  return out;
}

double mean_rate(std::span<const double> times, std::span<const double> rates, double from_s,
                 double to_s) {
  const std::size_t n = std::min(times.size(), rates.size());
  const double slack = std::max(std::abs(to_s - from_s), 1e-12) * 1e-6;
  long double sum = 0;
  double lo = kNaN, hi = kNaN;
  for (std::size_t j = 1; j < n; ++j) {
    if (times[j - 1] < from_s - slack || times[j] > to_s + slack) continue;
    sum += static_cast<long double>(rates[j]) * (times[j] - times[j - 1]);
    if (std::isnan(lo)) lo = times[j - 1];
    hi = times[j];
  }
  return std::isnan(lo) || hi <= lo ? kNaN : static_cast<double>(sum / (hi - lo));
}

double default_rate_window(double sample_s, double span_s) {
  if (!(sample_s > 0)) return 0;
  double w = 100 * sample_s;
  if (span_s > 0) w = std::min(w, span_s / 4);
  w = std::max(w, 2 * sample_s);
  // Round down to 1, 2 or 5 × 10ⁿ, but never below two samples.
  const double decade = std::pow(10.0, std::floor(std::log10(w) + 1e-9));
  double nice = decade;
  for (const double m : {5.0, 2.0, 1.0}) {
    if (m * decade <= w * (1 + 1e-9)) {
      nice = m * decade;
      break;
    }
  }
  return nice >= 2 * sample_s * (1 - 1e-9) ? nice : w;
}

std::vector<double> rate_window_choices(double default_s, double sample_s, double span_s) {
  std::vector<double> out;
  if (!(default_s > 0)) return out;
  for (const double m : {0.1, 0.2, 0.5, 1.0, 2.0, 5.0}) {
    const double w = default_s * m;
    if (w < 2 * sample_s * (1 - 1e-9) && m != 1.0) continue;
    if (span_s > 0 && w > span_s * (1 + 1e-9) && m != 1.0) continue;
    out.push_back(w);
  }
  return out;
}

}  // namespace opslab::metrics
