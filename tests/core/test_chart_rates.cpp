// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The live goodput chart says what the run says. For every prepared scenario, run headless for
// a short horizon, the total of its goodput-role series averaged over the chart's default
// window (metrics::windowed_rates, what ChartFeed::fillRate draws) must
//   - average, over the measured span, to the summary's own figure within 2 %, and
//   - never exceed the payload capacity of the path (ModelRun::goodput_capacity) by more than
//     kOverCapacity.
// The chart as it was, each sample drawn on its own, fails the second: single samples read
// 828 Mb/s on the 100-Mb/s dumbbell (97.3 of payload) and 1173 on the 500-flow one (605.4), as
// a loss recovery hands the application at once bytes that crossed the path earlier. Counting
// bytes in order, as the application reads them, also failed both on the dumbbells (a 1-s
// window read 768.6 Mb/s on the 500-flow SACK one's 605.4); goodput now counts each byte when
// it first reaches the receiver, in summary and series alike.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "metrics/rate_window.hpp"
#include "model_runner.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"

namespace {

namespace fs = std::filesystem;
using opslab::metrics::default_rate_window;
using opslab::metrics::windowed_rates;
using opslab::sim::SimTime;

// A windowed total may exceed the path's payload rate only by the packets that were between
// the bottleneck and the receiver when its window opened: at most a bandwidth–delay product,
// a few per cent of what the path carries in a window of many round trips.
constexpr double kOverCapacity = 0.05;
// The chart's time average against the summary: both count each byte of the span once, when
// it arrives; they differ only by the windows' tiling of the span.
constexpr double kAverageTolerance = 0.02;

// Horizon: the warm-up and six default windows, at most 10 s after the warm-up (the LB+AS
// runs simulate a second in several) and the scenario's duration.
constexpr double kWindows = 6;
constexpr double kMostMeasured = 10;

struct Series {
  std::string name;
  const std::vector<double>* values = nullptr;
};

// The total of the run's goodput-role series, as the chart draws it.
Series goodput_total(const opslab::scenario::ModelRun& run) {
  for (const auto& d : run.series()) {
    if (d.role != opslab::scenario::SeriesRole::goodput || d.total_key.empty()) continue;
    for (const auto& s : run.timeseries().series) {
      if (s.series == d.name && s.key == d.total_key) return {d.name, &s.values};
    }
  }
  return {};
}

TEST(ChartRates, EveryPreparedScenarioAveragesToItsSummaryWithinThePathsCapacity) {
  int checked = 0, bounded = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(OPSLAB_SOURCE_DIR) / "assets" / "scenarios")) {
    const std::string file = entry.path().filename().string();
    SCOPED_TRACE(file);
    const auto started = std::chrono::steady_clock::now();
    const auto json = opslab::scenario::load_scenario_file(entry.path().string());
    const std::string model = json.at("model");
    const auto doc = opslab::testing::scenario_doc(model, json);
    auto run = opslab::scenario::find_model(model)->build(doc);
    const double warmup = run->warmup().to_seconds();
    const double end = run->end_time().to_seconds();
    // The chart's window is the run's default, from its sample interval and measured span.
    const double dt = doc.at("sim").at("sample_interval_ms").get<double>() / 1e3;
    const double window = default_rate_window(dt, end - warmup);
    ASSERT_GT(window, 0);
    // Whole windows after the warm-up, so that the chart's windows tile the measured span.
    const double most = std::min({end, warmup + kWindows * window, warmup + kMostMeasured});
    const double horizon = warmup + std::floor((most - warmup) / window + 1e-9) * window;
    run->advance_to(SimTime::s(horizon));
    const Series total = goodput_total(*run);
    if (total.values == nullptr) continue;  // no goodput chart
    const auto result = run->results();
    const double summary = opslab::testing::number(result.summary, total.name);
    ASSERT_TRUE(std::isfinite(summary)) << total.name;

    const auto& t = run->timeseries().times_s;
    const auto chart = windowed_rates(t, *total.values, window, 0, t.size());
    // The chart's time average over the measured span: its points one window apart from the
    // end of the warm-up, whose windows tile the span (the last, partial one left out).
    double sum = 0, peak = 0, rawPeak = 0, peakAt = 0;
    std::size_t n = 0;
    double next = warmup + window;
    for (std::size_t i = 1; i < t.size(); ++i) {
      if (t[i] <= warmup) continue;
      rawPeak = std::max(rawPeak, (*total.values)[i]);
      if (t[i] < warmup + window - dt / 2) continue;  // windows reaching into the warm-up
      if (chart[i] > peak) peakAt = t[i];
      peak = std::max(peak, chart[i]);
      if (t[i] >= next - dt / 2) {
        sum += chart[i];
        ++n;
        next += window;
      }
    }
    if (n == 0) {  // the run ends within its first window (a transfer that completes)
      std::cout << file << ": ends at " << t.back() << " s, within one " << window
                << "-s window of the warm-up: nothing to average\n";
      continue;
    }
    const double average = sum / static_cast<double>(n);
    const double capacity = run->goodput_capacity();
    std::cout << file << ": window " << window << " s, horizon " << horizon << " s, chart mean "
              << average << ", summary " << summary << ", peak " << peak << ", per-sample peak "
              << rawPeak << ", capacity " << capacity << ", series mean "
              << opslab::metrics::mean_rate(t, *total.values, warmup, t.back()) << ", peak at "
              << peakAt << ", warmup " << warmup << " ("
              << std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()
              << " s wall)\n";
    const bool agrees = std::abs(average - summary) <= kAverageTolerance * std::max(summary, 1e-12);
    const bool within = !std::isfinite(capacity) || peak <= capacity * (1 + kOverCapacity);
    EXPECT_TRUE(agrees) << "chart mean " << average << " vs summary " << summary;
    if (std::isfinite(capacity)) {
      EXPECT_TRUE(within) << "a " << window << "-s window reads " << peak
                          << " on a path carrying " << capacity;
      ++bounded;
    }
    ++checked;
  }
  EXPECT_GE(checked, 15);
  EXPECT_GE(bounded, 8);
}

}  // namespace
