// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/chart_spec.hpp"

#include <algorithm>

#include "scenario/model.hpp"
#include "sim/ui_text.hpp"

namespace opslab::scenario {

const char* to_string(ChartSpec::Kind k) {
  switch (k) {
    case ChartSpec::Kind::window:
      return "window";
    case ChartSpec::Kind::sequence:
      return "sequence";
    case ChartSpec::Kind::series:
      return "series";
    case ChartSpec::Kind::fairness:
      return "fairness";
    case ChartSpec::Kind::histogram:
      return "histogram";
  }
  return "series";
}

namespace {

const SeriesInfo* with_role(const std::vector<SeriesInfo>& series, SeriesRole role) {
  const auto it = std::find_if(series.begin(), series.end(),
                               [role](const SeriesInfo& s) { return s.role == role; });
  return it == series.end() ? nullptr : &*it;
}

}  // namespace

std::vector<ChartSpec> default_charts(const std::vector<SeriesInfo>& series,
                                      const std::vector<HistogramView>& histograms,
                                      std::size_t flow_goodput_keys) {
  using Kind = ChartSpec::Kind;
  std::vector<ChartSpec> out;
  const SeriesInfo* window = with_role(series, SeriesRole::window);
  const SeriesInfo* jitter = with_role(series, SeriesRole::jitter);
  if (window) {
    out.push_back(
        {"window",
         OPSLAB_UI_TEXT("model", "Congestion window"),
         Kind::window,
         {},
         false,
         window->unit,
         OPSLAB_UI_TEXT("model",
                        "The focus flow's cwnd with its ssthresh, else the first traced flows'.")});
    out.push_back({"time-sequence",
                   OPSLAB_UI_TEXT("model", "Time–sequence"),
                   Kind::sequence,
                   {},
                   false,
                   "",
                   OPSLAB_UI_TEXT("model",
                                  "tcptrace-style graph of the traced flow: segments sent and "
                                  "retransmitted, the cumulative ACK, SACK blocks, arrivals out "
                                  "of order.")});
  }
  const bool jitter_first = jitter && !window;
  if (jitter_first) {
    out.push_back({"jitter",
                   OPSLAB_UI_TEXT("model", "UDP jitter"),
                   Kind::series,
                   {jitter->name},
                   false,
                   jitter->unit,
                   OPSLAB_UI_TEXT("model",
                                  "He & Chan's jitter (§III-B): the standard deviation of each "
                                  "UDP flow's one-way delay since the warm-up, averaged over the "
                                  "flows.")});
  }
  if (const SeriesInfo* goodput = with_role(series, SeriesRole::goodput)) {
    //: %1 what the series measures ("goodput", "throughput")
    out.push_back({"goodput",
                   OPSLAB_UI_TEXT("model", "Total %1"),
                   Kind::series,
                   {goodput->name},
                   false,
                   goodput->unit,
                   ""});
  }
  std::vector<std::string> queues;
  std::string queue_unit;
  for (const auto& s : series) {
    if (s.role != SeriesRole::queue) continue;
    queues.push_back(s.name);
    if (queue_unit.empty()) queue_unit = s.unit;
  }
  if (!queues.empty()) {
    ChartSpec q{"queue",
                OPSLAB_UI_TEXT("model", "Queue occupancy"),
                Kind::series,
                {queues.front()},
                false,
                queue_unit,
                ""};
    // A series without a total key is drawn key by key (a queue per lightpath, per port).
    const SeriesInfo* first = with_role(series, SeriesRole::queue);
    q.per_key = first->total_key.empty();
    q.shown = window == nullptr;
    out.push_back(std::move(q));
  }
  if (flow_goodput_keys >= 2) {
    ChartSpec f{"fairness",
                OPSLAB_UI_TEXT("model", "Fairness"),
                Kind::fairness,
                {},
                false,
                "",
                OPSLAB_UI_TEXT("model",
                               "Jain's index (Σx)² / (n·Σx²) of the traced flows' "
                               "goodput at each sample.")};
    f.shown = false;
    out.push_back(std::move(f));
  }
  if (jitter && !jitter_first) {
    ChartSpec j{"jitter",
                OPSLAB_UI_TEXT("model", "UDP jitter"),
                Kind::series,
                {jitter->name},
                false,
                jitter->unit,
                ""};
    j.shown = false;
    out.push_back(std::move(j));
  }
  // The model's own series (Σcwnd/RTT, deflections per second…): a chart each, to pick,
  // titled with the series' label.
  for (const auto& s : series) {
    if (s.role != SeriesRole::other) continue;
    ChartSpec c{s.name, "%1", Kind::series, {s.name}, s.total_key.empty(), s.unit, ""};
    c.shown = false;
    out.push_back(std::move(c));
  }
  for (const auto& h : histograms) {
    ChartSpec c{"histogram-" + h.name, h.label, Kind::histogram, {}, false, h.value_label, h.note};
    c.histogram = h.name;
    c.shown = false;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace opslab::scenario
