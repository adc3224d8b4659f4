#include "scenario/chart_spec.hpp"

#include <algorithm>

#include "scenario/model.hpp"

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
    out.push_back({"window", "Congestion window", Kind::window, {}, false, window->unit,
                   "The focus flow's cwnd with its ssthresh, else the first traced flows'."});
    out.push_back({"time-sequence", "Time–sequence", Kind::sequence, {}, false, "",
                   "tcptrace-style graph of the traced flow: segments sent and retransmitted, "
                   "the cumulative ACK, SACK blocks, arrivals out of order."});
  }
  const bool jitter_first = jitter && !window;
  if (jitter_first) {
    out.push_back({"jitter", "UDP jitter", Kind::series, {jitter->name}, false, jitter->unit,
                   "He & Chan's jitter (§III-B): the standard deviation of each UDP flow's "
                   "one-way delay since the warm-up, averaged over the flows."});
  }
  if (const SeriesInfo* goodput = with_role(series, SeriesRole::goodput)) {
    out.push_back({"goodput", "Total " + goodput->label, Kind::series, {goodput->name}, false,
                   goodput->unit, ""});
  }
  std::vector<std::string> queues;
  std::string queue_unit;
  for (const auto& s : series) {
    if (s.role != SeriesRole::queue) continue;
    queues.push_back(s.name);
    if (queue_unit.empty()) queue_unit = s.unit;
  }
  if (!queues.empty()) {
    ChartSpec q{"queue", "Queue occupancy", Kind::series, {queues.front()}, false, queue_unit, ""};
    // A series without a total key is drawn key by key (a queue per lightpath, per port).
    const SeriesInfo* first = with_role(series, SeriesRole::queue);
    q.per_key = first->total_key.empty();
    q.shown = window == nullptr;
    out.push_back(std::move(q));
  }
  if (flow_goodput_keys >= 2) {
    ChartSpec f{"fairness", "Fairness", Kind::fairness, {}, false, "",
                "Jain's index (Σx)² / (n·Σx²) of the traced flows' goodput at each sample."};
    f.shown = false;
    out.push_back(std::move(f));
  }
  if (jitter && !jitter_first) {
    ChartSpec j{"jitter", "UDP jitter", Kind::series, {jitter->name}, false, jitter->unit, ""};
    j.shown = false;
    out.push_back(std::move(j));
  }
  // The model's own series (Σcwnd/RTT, deflections per second…): a chart each, to pick.
  for (const auto& s : series) {
    if (s.role != SeriesRole::other) continue;
    std::string title = s.label.empty() ? s.name : s.label;
    if (!title.empty() && title[0] >= 'a' && title[0] <= 'z') title[0] = char(title[0] - 'a' + 'A');
    ChartSpec c{s.name, title, Kind::series, {s.name}, s.total_key.empty(), s.unit, ""};
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
