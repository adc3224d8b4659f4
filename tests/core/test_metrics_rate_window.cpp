// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The live rate charts' windows (metrics/rate_window.hpp): a constant rate comes out exactly,
// a window takes exactly the samples whose intervals lie in it, a burst is spread over the
// window, Jain's index of equal flows is 1 and of one flow alone 1/n, and the mean since a time
// is the counters' difference over the time.
#include <gtest/gtest.h>

#include <cmath>
#include <span>
#include <vector>

#include "metrics/rate_window.hpp"

namespace {

using namespace opslab::metrics;

// Sample times 0, dt, 2·dt … as the sampler takes them (seconds from whole picoseconds).
std::vector<double> times(std::size_t n, double dt) {
  std::vector<double> t;
  for (std::size_t i = 0; i < n; ++i) t.push_back(static_cast<double>(i) * dt);
  return t;
}

TEST(RateWindow, ConstantRateGivesTheRateExactly) {
  const auto t = times(500, 0.01);
  std::vector<double> r(t.size(), 42.5);
  r[0] = 0;  // the first sample covers no interval
  const auto w = windowed_rates(t, r, 1.0, 0, t.size());
  ASSERT_EQ(w.size(), t.size());
  EXPECT_TRUE(std::isnan(w[0]));
  for (std::size_t i = 1; i < w.size(); ++i) EXPECT_NEAR(w[i], 42.5, 1e-9) << i;
}

TEST(RateWindow, TakesExactlyTheIntervalsInsideTheWindow) {
  // Rate 100 over (0.99, 1.00] only: a 0.1-s window sees it from t = 1.00 to t = 1.09 (its
  // interval inside) and no longer at 1.10, whose window (1.00, 1.10] excludes it.
  const auto t = times(200, 0.01);
  std::vector<double> r(t.size(), 0.0);
  r[100] = 100;
  const auto w = windowed_rates(t, r, 0.1, 0, t.size());
  EXPECT_DOUBLE_EQ(w[99], 0.0);
  EXPECT_NEAR(w[100], 10.0, 1e-9);  // 100 × 0.01 s over 0.1 s
  EXPECT_NEAR(w[109], 10.0, 1e-9);
  EXPECT_NEAR(w[110], 0.0, 1e-12);
  // Near the start the window covers only what was sampled: (0, 0.05] at t = 0.05.
  std::vector<double> early(t.size(), 0.0);
  early[1] = 50;
  const auto e = windowed_rates(t, early, 0.1, 0, 10);
  EXPECT_NEAR(e[1], 50.0, 1e-9);
  EXPECT_NEAR(e[5], 10.0, 1e-9);
}

TEST(RateWindow, ASubrangeMatchesTheWholeSeries) {
  const auto t = times(300, 0.01);
  std::vector<double> r;
  for (std::size_t i = 0; i < t.size(); ++i) r.push_back(static_cast<double>((i * 37) % 11));
  const auto all = windowed_rates(t, r, 0.25, 0, t.size());
  const auto part = windowed_rates(t, r, 0.25, 120, 180);
  ASSERT_EQ(part.size(), 60u);
  for (std::size_t i = 0; i < part.size(); ++i) EXPECT_NEAR(part[i], all[120 + i], 1e-9);
}

TEST(RateWindow, ABurstIsSpreadOverTheWindowNotShownAsItsPeak) {
  // 245 Mb/s in one 10-ms sample on a 100-Mb/s path (a recovery releasing held bytes), the
  // path's 100 elsewhere less what the burst had held back.
  const auto t = times(400, 0.01);
  std::vector<double> r(t.size(), 100.0);
  r[0] = 0;
  r[200] = 245;
  for (std::size_t i = 190; i < 200; ++i) r[i] -= 14.5;  // the held bytes, 145 × 0.01 s
  const auto raw = windowed_rates(t, r, 0, 0, t.size());
  const auto w = windowed_rates(t, r, 1.0, 0, t.size());
  EXPECT_DOUBLE_EQ(raw[200], 245.0);
  for (std::size_t i = 1; i < w.size(); ++i) EXPECT_LE(w[i], 100.0 + 1.45 + 1e-9) << i;
}

TEST(RateWindow, JainOfEqualFlowsIsOneAndOfOneFlowOneOverN) {
  const auto t = times(100, 0.01);
  std::vector<double> a(t.size(), 5.0), b(t.size(), 5.0), c(t.size(), 0.0);
  // Equal on average over the window though never in the same sample: per-sample index 0.5.
  for (std::size_t i = 0; i < t.size(); ++i) {
    a[i] = i % 2 ? 10.0 : 0.0;
    b[i] = i % 2 ? 0.0 : 10.0;
  }
  const std::vector<std::span<const double>> two = {a, b};
  const auto j = windowed_jain(t, two, 0.2, 0, t.size());
  const auto raw = windowed_jain(t, two, 0, 0, t.size());
  EXPECT_TRUE(std::isnan(j[0]));
  for (std::size_t i = 20; i < t.size(); ++i) EXPECT_NEAR(j[i], 1.0, 1e-9) << i;
  EXPECT_NEAR(raw[50], 0.5, 1e-12);
  std::vector<double> alone(t.size(), 7.0);
  const std::vector<std::span<const double>> three = {alone, c, c};
  for (const double v : windowed_jain(t, three, 0.2, 1, t.size())) EXPECT_NEAR(v, 1.0 / 3, 1e-9);
  // Nobody delivered anything: undefined.
  const std::vector<std::span<const double>> none = {c, c};
  EXPECT_TRUE(std::isnan(windowed_jain(t, none, 0.2, 0, t.size())[50]));
}

TEST(RateWindow, MeanRateIsTheCountersDifferenceOverTheTime) {
  const auto t = times(301, 0.01);
  std::vector<double> r(t.size(), 0.0);
  for (std::size_t i = 1; i < t.size(); ++i) r[i] = i <= 100 ? 10.0 : 40.0;
  // Over (1, 3]: 40 throughout; over (0.5, 3]: (0.5 × 10 + 2 × 40) / 2.5 = 34.
  EXPECT_NEAR(mean_rate(t, r, 1.0, 3.0), 40.0, 1e-9);
  EXPECT_NEAR(mean_rate(t, r, 0.5, 3.0), 34.0, 1e-9);
  EXPECT_TRUE(std::isnan(mean_rate(t, r, 5.0, 6.0)));
}

TEST(RateWindow, DefaultWindowSpansManySamplesWithinTheRun) {
  EXPECT_DOUBLE_EQ(default_rate_window(0.01, 18), 1.0);          // 100 samples of 10 ms
  EXPECT_DOUBLE_EQ(default_rate_window(0.00025, 0.008), 0.002);  // a quarter of an 8-ms span
  EXPECT_DOUBLE_EQ(default_rate_window(0.1, 0.3), 0.2);          // never below two samples
  EXPECT_DOUBLE_EQ(default_rate_window(0.02, 60), 2.0);
  EXPECT_EQ(default_rate_window(0, 10), 0.0);
  const auto choices = rate_window_choices(1.0, 0.01, 18);
  const std::vector<double> expected = {0.1, 0.2, 0.5, 1.0, 2.0, 5.0};
  ASSERT_EQ(choices.size(), expected.size());
  for (std::size_t i = 0; i < choices.size(); ++i) EXPECT_NEAR(choices[i], expected[i], 1e-12);
  // Shorter than two samples or longer than the span: not offered.
  EXPECT_EQ(rate_window_choices(0.002, 0.00025, 0.008).size(), 3u);  // 1, 2 and 4 ms
}

}  // namespace
