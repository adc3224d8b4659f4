// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rates over a sliding window of simulated time, from a sampled rate series (Sampler::add_rate:
// sample j holds the rate over (t[j-1], t[j]], its first sample none) — what the live rate
// charts draw instead of the raw per-sample values, and how a test checks them. One 10-ms
// sample of delivered bytes can hold a burst that a loss recovery released at once, so
// per-sample rates exceed what the bottleneck carries; over a window of many round trips the
// rate means what the summary's does. Jain's index over a window uses each flow's bytes
// delivered in that window, not an average of per-sample indices.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace opslab::metrics {

/// The average rate over the window of `window_s` seconds ending at each sample i in
/// [first, last): Σ rate[j]·(t[j] − t[j−1]) over the samples j ≤ i whose interval lies in
/// (t[i] − window_s, t[i]], divided by the time those intervals cover (shorter than the
/// window only near the start of the series). NaN for sample 0, which covers no interval.
/// `window_s` ≤ 0 gives the samples themselves.
std::vector<double> windowed_rates(std::span<const double> times, std::span<const double> rates,
                                   double window_s, std::size_t first, std::size_t last);

/// Jain's index (Σx)² / (n·Σx²) at each sample i in [first, last) of the flows' rates over the
/// same windows as windowed_rates (x: a flow's bytes in the window, every flow counted, those
/// that delivered nothing too); NaN where no flow delivered anything. `window_s` ≤ 0: the index
/// of each sample's own rates.
std::vector<double> windowed_jain(std::span<const double> times,
                                  const std::vector<std::span<const double>>& flows,
                                  double window_s, std::size_t first, std::size_t last);

/// The average rate over (from_s, to_s]: the samples whose intervals lie in it, weighted by
/// their intervals — the run's figure since the warm-up, as the summary computes it from its
/// counters. NaN when no interval lies in it.
double mean_rate(std::span<const double> times, std::span<const double> rates, double from_s,
                 double to_s);

/// The default window of a live rate chart sampled every `sample_s` seconds over a measured
/// span of `span_s` seconds: 100 samples (the prepared scenarios sample several times per
/// round trip, so this spans many round trips: 1 s on a 100-ms dumbbell sampled every 10 ms),
/// at most a quarter of the span so the chart shows its changes, at least two samples, rounded
/// down to 1, 2 or 5 × 10ⁿ seconds.
double default_rate_window(double sample_s, double span_s);

/// The windows a chart offers around `default_s` (¹⁄₁₀, ⅕, ½, 1, 2, 5 times it), keeping those of
/// at least two samples and at most `span_s` (if positive).
std::vector<double> rate_window_choices(double default_s, double sample_s, double span_s);

}  // namespace opslab::metrics
