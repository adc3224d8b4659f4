// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CioqLabRun: the switch-scheduling lab. N input ports (hosts that only originate cells), the
// CioqSwitch, and N output lines (a net::Link each, the output FIFO, into a CellSink). A cell
// is a 48-byte packet (one 64-byte fabric cell); the output line carries one cell per cell
// time T (64 bytes at the line rate), so its rate is the line rate × 48/64.
//
// Timing: a cell arriving in slot k is in its line card at k·T; it can cross in the first
// fabric slot that starts after that (T/S later), is at the output T/S after that, and leaves
// the output line one cell time later. So a cell that never waits takes L₀ = 1 + 2/S slots;
// `mean_queueing_delay_slots` is the measured mean minus L₀, the quantity the queueing
// theory of Karol, Hluchyj & Morgan (1987) gives for output queueing:
// W = (N−1)/N · ρ / (2(1−ρ)) slots under uniform Bernoulli traffic.
#include "models/cioq_switch/cioq_switch_run.hpp"

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "metrics/sampler.hpp"
#include "metrics/summary_builder.hpp"
#include "models/cioq_switch/bernoulli_cell_source.hpp"
#include "models/cioq_switch/cell_sink.hpp"
#include "net/host.hpp"
#include "net/link.hpp"
#include "net/router.hpp"
#include "net/topology.hpp"
#include "scenario/common_sections.hpp"
#include "switching/cioq_fabric_view.hpp"
#include "scenario/params.hpp"
#include "sim/simulation.hpp"
#include "sim/ui_text.hpp"
#include "switching/cell.hpp"
#include "switching/cioq_switch.hpp"

namespace opslab::models::cioq {

namespace {

std::int64_t i64(std::uint64_t v) {
  return static_cast<std::int64_t>(v);
}

/// The switch's node: a router that never routes (its input lines are not modelled and its
/// fabric is the run's CioqSwitch), holding the packets inside that fabric (node
/// conservation, check/invariants.hpp).
class SwitchNode final : public net::Router {
 public:
  using net::Router::Router;
  void set_fabric(const switching::CioqSwitch& fabric) { fabric_ = &fabric; }
  std::uint64_t held_packets() const override {
    if (fabric_ == nullptr) return 0;
    const auto& s = fabric_->stats();
    return s.packets_in - s.packets_out;
  }

 private:
  const switching::CioqSwitch* fabric_ = nullptr;
};

class CioqLabRun final : public scenario::ModelRun, private sim::EventHandler {
 public:
  explicit CioqLabRun(const LabConfig& c);

  sim::Simulation& simulation() override { return sim_; }
  net::Network& network() override { return net_; }
  const net::Topology& topology() const override { return topo_; }
  sim::SimTime end_time() const override { return cfg_.sim.duration; }
  std::uint64_t seed() const override { return cfg_.sim.seed; }
  sim::SimTime warmup() const override { return cfg_.sim.warmup; }
  bool advance_to(sim::SimTime t) override { return sim_.run_until(std::min(t, end_time())); }
  metrics::RunResult results() const override;
  const metrics::TimeSeries& timeseries() const override { return sampler_.data(); }
  std::vector<scenario::SeriesInfo> series() const override;
  /// Cells are not flows: the lab has no flow state.
  std::vector<scenario::FlowState> flow_states() const override { return {}; }
  std::vector<scenario::NodeBuffer> node_buffers() const override;
  std::vector<scenario::HistogramView> histograms() const override;
  std::vector<scenario::ChartSpec> charts() const override;
  // The throughput total is cells per slot per output: an output sends one cell a slot.
  double goodput_capacity() const override { return 1.0; }
  /// The switch: inputs in0…, outputs out0… (the nodes the canvas shows).
  std::vector<scenario::FabricView> fabric_views() const override {
    std::vector<std::string> in, out;
    for (std::uint32_t i = 0; i < cfg_.sw.ports; ++i) {
      in.push_back(fmt::format("in{}", i));
      out.push_back(fmt::format("out{}", i));
    }
    return {watch_.view(*switch_, switch_node_, switching::fabric_label(cfg_.sw), std::move(in),
                        std::move(out))};
  }
  void watch_fabrics() override { watch_.watch(*switch_); }

 private:
  void handle_event(sim::Event&) override;  // end of warm-up
  void add_probes();
  double slots_in_window() const { return (sim_.now() - cfg_.sim.warmup) / cfg_.sw.cell_time; }
  std::uint64_t output_queue_cells() const {
    std::uint64_t n = 0;
    for (const auto* l : lines_) n += l->queue_packets();
    return n;
  }

  LabConfig cfg_;
  sim::Simulation sim_;
  net::Network net_;
  net::Topology topo_;
  std::vector<net::NodeId> input_nodes_, output_nodes_;
  std::vector<net::Link*> lines_;
  std::vector<CellSink*> sinks_;
  net::NodeId switch_node_ = 0;
  std::unique_ptr<switching::CioqSwitch> switch_;
  switching::CioqFabricWatch watch_;
  std::unique_ptr<BernoulliCellSource> source_;
  metrics::Sampler sampler_;
  sim::Event warmup_{this};
  bool warm_ = false;
  switching::CioqSwitch::Stats base_;
  std::vector<std::uint64_t> matching_base_;
  std::uint64_t offered_base_ = 0;
  // The delay series: cells and summed delay at the previous sample.
  std::uint64_t delay_cells_seen_ = 0;
  long double delay_ps_seen_ = 0;
};

CioqLabRun::CioqLabRun(const LabConfig& c)
    : cfg_(c), sim_(c.sim.seed), net_(sim_), sampler_(sim_, c.sim.sample_interval) {
  const std::uint32_t n = c.sw.ports;
  const double dy = 1.0 / n;
  for (std::uint32_t i = 0; i < n; ++i) {
    const std::string name = fmt::format("in{}", i);
    const auto id = topo_.add_node(name, net::NodeRole::host, 0.08, dy * (i + 0.5));
    net_.add_node(std::make_unique<net::Host>(net_, id, name));
    input_nodes_.push_back(id);
  }
  const auto sw = topo_.add_node("switch", net::NodeRole::switch_, 0.5, 0.5);
  switch_node_ = sw;
  auto& switch_node = net_.add_node(std::make_unique<SwitchNode>(net_, sw, "switch"));
  for (std::uint32_t j = 0; j < n; ++j) {
    const std::string name = fmt::format("out{}", j);
    const auto id = topo_.add_node(name, net::NodeRole::host, 0.92, dy * (j + 0.5));
    sinks_.push_back(&net_.add_node(std::make_unique<CellSink>(net_, id, name)));
    output_nodes_.push_back(id);
  }
  net::LinkParams line;
  line.rate_bps = std::llround(c.line_bps * switching::kCellPayloadBytes / switching::kCellBytes);
  for (std::uint32_t i = 0; i < n; ++i) {
    topo_.add_link(input_nodes_[i], sw, line, true);  // served by the source and the fabric
    net_.reserve_optical_link();
  }
  switch_ = std::make_unique<switching::CioqSwitch>(net_, sw, "switch", c.sw);
  switch_node.set_fabric(*switch_);
  for (std::uint32_t j = 0; j < n; ++j) {
    const auto id = topo_.add_link(sw, output_nodes_[j], line);
    auto& link = net_.add_link(
        std::make_unique<net::Link>(net_, id, sw, output_nodes_[j], *sinks_[j], line));
    lines_.push_back(&link);
    switch_->connect(j, link);
  }
  source_ =
      std::make_unique<BernoulliCellSource>(net_, *switch_, input_nodes_, output_nodes_, c.traffic);
  add_probes();
  sampler_.start(sim::SimTime::zero());
  sim_.schedule(warmup_, c.sim.warmup);
  source_->start();
}

void CioqLabRun::add_probes() {
  const double per_slot =
      1.0 / (static_cast<double>(cfg_.sw.ports) * (sim::SimTime::s(1) / cfg_.sw.cell_time));
  sampler_.add_rate(
      "throughput", "total",
      [this] {
        std::uint64_t n = 0;
        for (const auto* s : sinks_) n += s->total_cells();
        return double(n);
      },
      per_slot);
  for (std::uint32_t j = 0; j < cfg_.sw.ports; ++j) {
    sampler_.add_rate(
        "throughput", fmt::format("out{}", j), [this, j] { return double(sinks_[j]->total_cells()); },
        per_slot * cfg_.sw.ports);
  }
  // Mean delay of the cells that left in the last interval, in cell times (NaN: none left).
  sampler_.add("cell_delay_slots", "total", [this] {
    std::uint64_t cells = 0;
    long double delay = 0;
    for (const auto* s : sinks_) {
      cells += s->total_cells();
      delay += s->total_delay_ps();
    }
    const auto n = cells - delay_cells_seen_;
    const long double d = delay - delay_ps_seen_;
    delay_cells_seen_ = cells;
    delay_ps_seen_ = delay;
    return n == 0 ? std::nan("")
                  : double(d / n) / static_cast<double>(cfg_.sw.cell_time.count_ps());
  });
  sampler_.add("input_queue_cells", "total", [this] { return double(switch_->queued_cells()); });
  sampler_.add("output_queue_cells", "total", [this] { return double(output_queue_cells()); });
  for (std::uint32_t i = 0; i < cfg_.sw.ports; ++i) {
    sampler_.add("input_queue_cells", fmt::format("in{}", i),
                 [this, i] { return double(switch_->input_cells(i)); });
  }
}

void CioqLabRun::handle_event(sim::Event&) {
  warm_ = true;
  base_ = switch_->stats();
  matching_base_ = switch_->matching_sizes();
  offered_base_ = source_->cells_offered();
  for (auto* s : sinks_) s->reset();
  for (auto* l : lines_) l->reset_stats();
}

std::vector<scenario::SeriesInfo> CioqLabRun::series() const {
  using scenario::SeriesRole;
  return scenario::describe_series(
      sampler_.data(),
      {{"throughput", OPSLAB_UI_TEXT("model", "cells/slot"),
        OPSLAB_UI_TEXT("model", "throughput per output"), SeriesRole::goodput, "total"},
       {"cell_delay_slots", OPSLAB_UI_TEXT("model", "cell times"),
        OPSLAB_UI_TEXT("model", "mean cell delay"), SeriesRole::other, "total"},
       {"input_queue_cells", OPSLAB_UI_TEXT("model", "cells"),
        OPSLAB_UI_TEXT("model", "cells at the inputs"), SeriesRole::queue, "total"},
       {"output_queue_cells", OPSLAB_UI_TEXT("model", "cells"),
        OPSLAB_UI_TEXT("model", "cells in the output FIFOs"), SeriesRole::queue, "total"}});
}

std::vector<scenario::HistogramView> CioqLabRun::histograms() const {
  if (cfg_.sw.architecture == switching::SwitchArchitecture::output_queued) return {};
  const auto& all = switch_->matching_sizes();
  std::vector<std::uint64_t> counts(all.size());
  for (std::size_t k = 0; k < all.size(); ++k) {
    counts[k] = all[k] - (k < matching_base_.size() ? matching_base_[k] : 0);
  }
  return {{"matching_size",
           OPSLAB_UI_TEXT("model", "Matching size per slot"),
           OPSLAB_UI_TEXT("model", "pairs matched"),
           warm_ ? OPSLAB_UI_TEXT("model", "fabric slots with cells waiting, since the warm-up")
                 : OPSLAB_UI_TEXT("model", "fabric slots with cells waiting (warm-up)"),
           {OPSLAB_UI_TEXT("model", "slots")},
           {std::move(counts)}}};
}

std::vector<scenario::ChartSpec> CioqLabRun::charts() const {
  using Kind = scenario::ChartSpec::Kind;
  const double rho = cfg_.traffic.load;
  const std::uint32_t n = cfg_.sw.ports;
  std::vector<scenario::ChartSpec> out;
  scenario::ChartSpec throughput{
      "throughput-per-output",
      OPSLAB_UI_TEXT("model", "Throughput per output"),
      Kind::series,
      {"throughput"},
      true,
      OPSLAB_UI_TEXT("model", "cells/slot"),
      OPSLAB_UI_TEXT("model",
                     "Cells leaving each output per cell time over the last sample interval; "
                     "'total' is the mean over the outputs.")};
  throughput.references.push_back({rho, OPSLAB_UI_TEXT("model", "offered load ρ")});
  if (cfg_.sw.architecture == switching::SwitchArchitecture::input_fifo) {
    // Karol, Hluchyj & Morgan (1987): uniform traffic saturates input FIFOs at 2 − √2 (N → ∞).
    throughput.references.push_back(
        {2.0 - std::sqrt(2.0), OPSLAB_UI_TEXT("model", "FIFO saturation, 2 − √2")});
  }
  out.push_back(std::move(throughput));
  scenario::ChartSpec delay{
      "cell-delay",
      OPSLAB_UI_TEXT("model", "Mean cell delay"),
      Kind::series,
      {"cell_delay_slots"},
      false,
      OPSLAB_UI_TEXT("model", "cell times"),
      OPSLAB_UI_TEXT("model",
                     "Mean delay, arrival at the input to leaving the output line, of the cells "
                     "that left in each sample interval.")};
  if (cfg_.traffic.pattern == DestinationPattern::uniform && rho < 1.0) {
    const double oq = 1.0 + 2.0 / cfg_.sw.speedup + (n - 1.0) / n * rho / (2.0 * (1.0 - rho));
    delay.references.push_back({oq, OPSLAB_UI_TEXT("model", "output queueing (theory)")});
  }
  out.push_back(std::move(delay));
  out.push_back(
      {"input-queues",
       OPSLAB_UI_TEXT("model", "Input-queue occupancy"),
       Kind::series,
       {"input_queue_cells"},
       true,
       OPSLAB_UI_TEXT("model", "cells"),
       OPSLAB_UI_TEXT("model", "Cells waiting in each input line card; 'total' over all inputs.")});
  if (cfg_.sw.architecture != switching::SwitchArchitecture::output_queued) {
    scenario::ChartSpec m{
        "matching-size",
        OPSLAB_UI_TEXT("model", "Matching size per slot"),
        Kind::histogram,
        {},
        false,
        OPSLAB_UI_TEXT("model", "pairs matched"),
        OPSLAB_UI_TEXT("model", "How many input–output pairs each fabric slot matched.")};
    m.histogram = "matching_size";
    m.shown = false;
    out.push_back(std::move(m));
  }
  scenario::ChartSpec oq{"output-queues",
                         OPSLAB_UI_TEXT("model", "Output-queue occupancy"),
                         Kind::series,
                         {"output_queue_cells"},
                         false,
                         OPSLAB_UI_TEXT("model", "cells"),
                         OPSLAB_UI_TEXT("model", "Cells in the output FIFOs.")};
  oq.shown = false;
  out.push_back(std::move(oq));
  return out;
}

std::vector<scenario::NodeBuffer> CioqLabRun::node_buffers() const {
  std::vector<scenario::NodeBuffer> out;
  const char* label = cfg_.sw.architecture == switching::SwitchArchitecture::input_fifo
                          ? OPSLAB_UI_TEXT("model", "FIFO")
                          : OPSLAB_UI_TEXT("model", "VOQs");
  for (std::uint32_t i = 0; i < cfg_.sw.ports; ++i) {
    const auto cells = switch_->input_cells(i);
    out.push_back(
        {input_nodes_[i], label, static_cast<std::uint32_t>(cells), cells * switching::kCellBytes});
  }
  return out;
}

metrics::RunResult CioqLabRun::results() const {
  const std::uint32_t n = cfg_.sw.ports;
  const double slots = warm_ ? slots_in_window() : 0.0;
  const auto& st = switch_->stats();
  const switching::CioqSwitch::Stats base = warm_ ? base_ : switching::CioqSwitch::Stats{};
  std::uint64_t cells = 0;
  long double delay_ps = 0;
  for (const auto* s : sinks_) {
    cells += s->cells();
    delay_ps += s->delay_ps();
  }
  const double t_ps = static_cast<double>(cfg_.sw.cell_time.count_ps());
  const double min_latency = 1.0 + 2.0 / cfg_.sw.speedup;
  const bool have = warm_ && cells > 0 && slots > 0;
  const double mean_delay = have ? double(delay_ps / cells) / t_ps : 0.0;
  double out_queue = 0;
  for (const auto* l : lines_) out_queue += warm_ ? l->mean_queue_packets(cfg_.sim.warmup) : 0.0;
  const double rho = cfg_.traffic.load;
  const bool theory = cfg_.traffic.pattern == DestinationPattern::uniform && rho < 1.0;
  const auto fabric_slots_in_window = slots * cfg_.sw.speedup;

  metrics::SummaryBuilder s;
  s.set("scenario", cfg_.name)
      .set("model", std::string("cioq_switch"))
      .set("seed", static_cast<std::int64_t>(cfg_.sim.seed))
      .set("sim_time_s", sim_.now().to_seconds())
      .set("drops", i64(st.input_drops - base.input_drops))
      .set("events", i64(sim_.events_processed()));
  s.set("slots", have ? metrics::Value(slots) : metrics::Value())
      .set("offered_load",
           have ? metrics::Value(double(source_->cells_offered() - offered_base_) / (n * slots))
                : metrics::Value())
      .set("throughput", have ? metrics::Value(double(cells) / (n * slots)) : metrics::Value())
      .set("mean_delay_slots", have ? metrics::Value(mean_delay) : metrics::Value())
      .set("min_latency_slots", min_latency)
      .set("mean_queueing_delay_slots",
           have ? metrics::Value(mean_delay - min_latency) : metrics::Value())
      .set("oq_theory_wait_slots",
           theory ? metrics::Value((n - 1.0) / n * rho / (2.0 * (1.0 - rho))) : metrics::Value())
      .set("mean_input_queue_cells",
           have ? metrics::Value(double(st.queued_cell_slots - base.queued_cell_slots) /
                                 fabric_slots_in_window)
                : metrics::Value())
      .set("mean_output_queue_cells", have ? metrics::Value(out_queue) : metrics::Value())
      .set("input_drops", i64(st.input_drops - base.input_drops))
      .set("cells_delivered", i64(cells))
      .set("fabric_slots_run", i64(st.fabric_slots - base.fabric_slots));

  metrics::RunResult r;
  r.summary = s.build();
  r.flows.columns = {"output", "cells", "throughput", "mean_delay_slots", "mean_queue_cells"};
  for (std::uint32_t j = 0; j < n; ++j) {
    const auto c = sinks_[j]->cells();
    r.flows.rows.push_back(
        {static_cast<std::int64_t>(j), i64(c),
         have ? metrics::Value(double(c) / slots) : metrics::Value(),
         c > 0 ? metrics::Value(double(sinks_[j]->delay_ps() / c) / t_ps) : metrics::Value(),
         warm_ ? metrics::Value(lines_[j]->mean_queue_packets(cfg_.sim.warmup))
               : metrics::Value()});
  }
  r.timeseries = sampler_.data();
  return r;
}

}  // namespace

std::unique_ptr<scenario::ModelRun> make_lab_run(const LabConfig& c) {
  return std::make_unique<CioqLabRun>(c);
}

}  // namespace opslab::models::cioq
