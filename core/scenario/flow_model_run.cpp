// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/flow_model_run.hpp"

#include <algorithm>

#include "metrics/fairness.hpp"
#include "net/link.hpp"
#include "scenario/link_drops.hpp"
#include "scenario/flow_views.hpp"

namespace opslab::scenario {

FlowModelRun::FlowModelRun(std::string model, std::string name, const SimSection& sim)
    : sim_(sim.seed),
      net_(sim_),
      model_(std::move(model)),
      name_(std::move(name)),
      sim_cfg_(sim),
      sampler_(sim_, sim.sample_interval) {}

bool FlowModelRun::advance_to(sim::SimTime t) { return sim_.run_until(std::min(t, end_time())); }

void FlowModelRun::add_tcp_flow(net::Host& src, net::Host& dst, net::FlowId flow,
                                const transport::TcpConfig& cfg, double start_s,
                                double base_rtt_ms, std::uint64_t total_bytes) {
  auto& snd = tcp_senders_.emplace_back(
      std::make_unique<transport::TcpSender>(net_, src, dst.id(), flow, cfg, total_bytes));
  auto& rcv = tcp_receivers_.emplace_back(
      std::make_unique<transport::TcpReceiver>(net_, dst, src.id(), flow, cfg));
  snd->start_at(sim::SimTime::s(start_s));
  tcp_.add({snd.get(), rcv.get(), base_rtt_ms, start_s});
}

void FlowModelRun::add_udp_flow(net::Host& src, net::Host& dst, net::FlowId flow,
                                std::uint32_t bytes, double rate_bps, bool poisson,
                                double start_s, double base_rtt_ms) {
  auto& source = udp_sources_.emplace_back(std::make_unique<transport::UdpSource>(
      net_, src, dst.id(), flow, bytes, rate_bps,
      poisson ? transport::UdpSource::Pattern::poisson : transport::UdpSource::Pattern::constant));
  auto& sink = udp_sinks_.emplace_back(std::make_unique<transport::UdpSink>(net_, dst, flow));
  source->start_at(sim::SimTime::s(start_s));
  udp_.add({source.get(), sink.get(), base_rtt_ms});
}

void FlowModelRun::start_measurements() {
  if (udp()) {
    udp_.add_probes(sampler_);
  } else {
    tcp_.add_probes(sampler_, sim_cfg_.trace_flows);
  }
  sampler_.start(sim::SimTime::zero());
  sim_.schedule(warmup_, sim_cfg_.warmup);
}

void FlowModelRun::handle_event(sim::Event&) {
  tcp_.snapshot(sim_.now());
  udp_.snapshot();
  for (std::size_t l = 0; l < net_.link_count(); ++l) {
    if (net::Link* link = net_.find_link(static_cast<net::LinkId>(l))) link->reset_stats();
  }
  drops_base_ = net_.total_drops();
  data_drops_base_ = net_.data_drops();
  on_warmup();
}

metrics::RunResult FlowModelRun::results() const {
  const double window = window_s();
  metrics::RunResult r;
  metrics::SummaryBuilder s;
  const auto goodputs = udp() ? udp_.goodputs_mbps(window) : tcp_.goodputs_mbps(sim_.now());
  double total = 0;
  if (udp()) {
    for (double g : goodputs) total += g;
  } else {
    total = tcp_.total_goodput_mbps(sim_.now());
  }
  s.set("scenario", name_)
      .set("model", model_)
      .set("seed", static_cast<std::int64_t>(sim_cfg_.seed))
      .set("sim_time_s", sim_.now().to_seconds())
      .set("goodput_mbps", total)
      .set("jain_fairness", metrics::jain_index(goodputs))
      .set("drops", static_cast<std::int64_t>(drops_in_window()))
      .set("events", static_cast<std::int64_t>(sim_.events_processed()));
  if (udp()) {
    s.set("udp_jitter_ms", udp_.jitter_ms());
  } else {
    s.set("retransmits", static_cast<std::int64_t>(tcp_.retransmits()))
        .set("timeouts", static_cast<std::int64_t>(tcp_.timeouts()))
        .set("fast_retransmits", static_cast<std::int64_t>(tcp_.fast_retransmits()));
  }
  model_summary(s, window);
  s.set("reordered_packets",
        static_cast<std::int64_t>(udp() ? udp_.reordered() : tcp_.reordered()));
  if (!udp()) tcp_.summarise_reordering(s);
  if (udp()) {
    const auto sent = udp_.sent();
    s.set("mean_delay_ms", udp_.mean_delay_ms())
        .set("udp_loss_rate", sent ? static_cast<double>(data_drops_in_window()) /
                                         static_cast<double>(sent)
                                   : 0.0);
  }
  r.summary = s.build();
  r.flows.columns = metrics::flow_columns();
  if (udp()) {
    udp_.append_rows(r.flows, window);
  } else {
    tcp_.append_rows(r.flows, sim_.now());
  }
  r.extra_tables.push_back({"drops", link_drops_table(net_, topo_, drops_in_window())});
  r.timeseries = sampler_.data();
  return r;
}

std::vector<SeriesInfo> FlowModelRun::series() const {
  std::vector<SeriesInfo> known = flow_series();
  for (auto& s : model_series()) known.push_back(std::move(s));
  return describe_series(sampler_.data(), known);
}

std::vector<FlowState> FlowModelRun::flow_states() const {
  std::vector<FlowState> out;
  out.reserve(tcp_senders_.size() + udp_sources_.size());
  for (std::size_t i = 0; i < tcp_senders_.size(); ++i) {
    out.push_back(tcp_flow_state(*tcp_senders_[i], tcp_receivers_[i]->stats().delivered_bytes));
  }
  for (std::size_t i = 0; i < udp_sources_.size(); ++i) {
    out.push_back(udp_flow_state(static_cast<std::uint32_t>(i), *udp_sources_[i], *udp_sinks_[i]));
  }
  return out;
}

}  // namespace opslab::scenario
