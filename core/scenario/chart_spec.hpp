// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartSpec: a chart a run offers its views (ModelRun::charts()) — what it draws, its unit, the
// theory lines beside it and whether it is shown at first. The workspace shows the charts a
// model declares and nothing else: a run without TCP flows offers no congestion-window chart,
// a switch lab offers throughput per output, cell delay, matching sizes and its input queues.
// Models that declare nothing get default_charts(), derived from the roles of their sampled
// series (SeriesRole) and their histograms.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace opslab::scenario {

struct SeriesInfo;
struct HistogramView;

/// A horizontal dashed line on a chart: a value theory gives (FIFO's 2 − √2 saturation
/// throughput, an output-queued switch's mean delay).
struct ChartReference {
  double value = 0;
  std::string label;  // "input FIFO saturation, 2 − √2", marked OPSLAB_UI_TEXT("model", …)
};

struct ChartSpec {
  enum class Kind : std::uint8_t {
    window,     // congestion window of the focus flow or of the first traced flows (series of
                // the window, threshold and usable-window roles)
    sequence,   // tcptrace-style time–sequence graph of the traced flow
    series,     // sampled series over time (`series`): their total, or every key (`per_key`)
    fairness,   // Jain's index over the flows whose own goodput is sampled
    histogram,  // a distribution the model counts (`histogram`: HistogramView::name)
  };
  std::string id;     // stable within the model ("goodput", "throughput-per-output")
  /// A few words ("Throughput per output"), marked OPSLAB_UI_TEXT("model", …); %1 in it stands
  /// for the label of its first series ("Total %1"), and views start it with a capital letter.
  std::string title;
  Kind kind = Kind::series;
  std::vector<std::string> series = {};  // kind series: the series drawn
  bool per_key = false;                  // kind series: one line per key, not the total
  // Unit and note are marked like the title.
  std::string unit = {};                 // of the y axis ("cells/slot"); "" for a pure number
  std::string note = {};                 // a sentence on what is drawn (shown on hover)
  std::string histogram = {};            // kind histogram
  std::vector<ChartReference> references = {};
  bool shown = true;  // in the set shown when the run opens (the first three shown are)
};
const char* to_string(ChartSpec::Kind k);

/// The charts of a model that declares none: congestion window and time–sequence graph when
/// a series has the window role; goodput; queue occupancy; UDP jitter; Jain's index when at
/// least two flows' own goodput is sampled; one chart per series of the model's own (role
/// other) and per histogram, those last not shown at first. `series` are the run's
/// series descriptors (ModelRun::series()), `flow_goodput_keys` how many flows' own goodput
/// is sampled.
std::vector<ChartSpec> default_charts(const std::vector<SeriesInfo>& series,
                                      const std::vector<HistogramView>& histograms,
                                      std::size_t flow_goodput_keys);

}  // namespace opslab::scenario
