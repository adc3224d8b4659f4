// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/RunDescription.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include "metrics/run_result.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/model.hpp"

namespace opslab::gui {

std::shared_ptr<RunInfo> describe_run(const nlohmann::json& doc, scenario::ModelRun& run,
                                      std::uint64_t generation) {
  auto info = std::make_shared<RunInfo>();
  info->generation = generation;
  info->scenarioName = QString::fromStdString(doc.value("name", std::string()));
  info->modelName = QString::fromStdString(doc.value("model", std::string()));
  if (const auto* m = scenario::find_model(info->modelName.toStdString())) {
    info->layout = QString::fromLatin1(scenario::to_string(m->layout.kind));
  }
  info->seed = run.seed();
  info->warmupPs = run.warmup().count_ps();
  info->sampleIntervalS = scenario::sample_interval_s(doc);
  info->mss = run.mss();
  info->packetBytes = run.packet_bytes();
  info->endPs = run.end_time().count_ps();
  const auto& topo = run.topology();
  for (std::size_t n = 0; n < topo.node_count(); ++n) {
    const auto& v = topo.node(static_cast<net::NodeId>(n));
    info->nodes.push_back(RunInfo::Node{QString::fromStdString(v.name),
                                        static_cast<int>(v.role), v.x, v.y});
  }
  for (std::size_t l = 0; l < topo.link_count(); ++l) {
    const auto id = static_cast<net::LinkId>(l);
    const auto& p = topo.link_params(id);
    info->links.push_back(RunInfo::Link{topo.link_from(id), topo.link_to(id), p.rate_bps,
                                        p.delay.count_ps(), p.queue_packets, p.loss_rate,
                                        topo.link_optical(id)});
  }
  const auto described = run.series();
  for (const auto& s : run.timeseries().series) {
    const auto it = std::find_if(described.begin(), described.end(),
                                 [&](const scenario::SeriesInfo& d) { return d.name == s.series; });
    RunInfo::Series column;
    column.series = QString::fromStdString(s.series);
    column.key = QString::fromStdString(s.key);
    if (it != described.end()) {
      column.label = QString::fromStdString(it->label);
      column.unit = QString::fromStdString(it->unit);
      column.role = static_cast<int>(it->role);
      column.total = !it->total_key.empty() && it->total_key == s.key;
      column.perFlow = it->per_flow;
    }
    info->series.push_back(std::move(column));
  }
  info->charts = run.charts();
  info->goodputCapacity = run.goodput_capacity();
  info->flowCount = static_cast<std::uint32_t>(run.flow_states().size());
  return info;
}

namespace {

// -1 for what does not apply (NaN) or has no bound yet (∞), as the GUI's FlowState has it.
double shown(double v) { return std::isfinite(v) ? v : -1.0; }

}  // namespace

void run_figures(scenario::ModelRun& run, double& rate, double& fairness) {
  rate = fairness = std::numeric_limits<double>::quiet_NaN();
  if (run.simulation().now() <= run.warmup()) return;
  const auto figures = scenario::summary_figures(run, run.results().summary);
  rate = figures.rate;
  fairness = figures.fairness;
}

std::vector<FlowState> flow_states(const scenario::ModelRun& run) {
  std::vector<FlowState> out;
  for (const auto& f : run.flow_states()) {
    FlowState v;
    v.flow = f.flow;
    v.kind = QString::fromLatin1(scenario::to_string(f.kind));
    v.state = QString::fromStdString(f.state);
    v.recovering = f.recovering;
    v.cwnd = shown(f.cwnd_packets);
    v.ssthresh = shown(f.ssthresh_packets);
    if (f.receive_window_packets > 0) v.receiveWindow = f.receive_window_packets;
    v.srttMs = shown(f.srtt_ms);
    v.rtoMs = shown(f.rto_ms);
    v.sndUna = static_cast<std::int64_t>(f.snd_una);
    v.sndMax = static_cast<std::int64_t>(f.snd_max);
    v.delivered = static_cast<std::int64_t>(f.delivered_bytes);
    v.retransmits = f.retransmits;
    v.timeouts = f.timeouts;
    v.fastRetransmits = f.fast_retransmits;
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace opslab::gui
