// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FlowModelRun: the shared skeleton of every model whose traffic is a set of TCP or UDP flows
// between hosts — it owns the simulation, network, topology, flows and sampler, takes the
// warm-up snapshot, and assembles the common summary, flows table, live flow states and series
// descriptors. A concrete model builds its topology and switches, adds flows, and contributes
// its own summary columns (model_summary), series (model_series), TCP configuration (tcp) and
// warm-up bookkeeping (on_warmup).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "edge/optical_packet.hpp"
#include "metrics/flow_sets.hpp"
#include "metrics/sampler.hpp"
#include "metrics/summary_builder.hpp"
#include "net/host.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/model.hpp"
#include "sim/simulation.hpp"

namespace opslab::scenario {

class FlowModelRun : public ModelRun, private sim::EventHandler {
 public:
  FlowModelRun(std::string model, std::string name, const SimSection& sim);

  sim::Simulation& simulation() override { return sim_; }
  net::Network& network() override { return net_; }
  const net::Topology& topology() const override { return topo_; }
  sim::SimTime end_time() const override { return sim_cfg_.duration; }
  std::uint64_t seed() const override { return sim_cfg_.seed; }
  sim::SimTime warmup() const override { return sim_cfg_.warmup; }
  bool advance_to(sim::SimTime t) override;
  metrics::RunResult results() const override;
  const metrics::TimeSeries& timeseries() const override { return sampler_.data(); }
  std::vector<SeriesInfo> series() const override;
  std::vector<FlowState> flow_states() const override;

 protected:
  /// Adds a bulk (or finite) TCP flow from `src` to `dst` starting at `start_s`.
  void add_tcp_flow(net::Host& src, net::Host& dst, net::FlowId flow,
                    const transport::TcpConfig& cfg, double start_s, double base_rtt_ms,
                    std::uint64_t total_bytes = transport::TcpSender::kBulk);
  void add_udp_flow(net::Host& src, net::Host& dst, net::FlowId flow, std::uint32_t bytes,
                    double rate_bps, bool poisson, double start_s, double base_rtt_ms);
  /// Registers the common probes (goodput, cwnd… of the first traced flows) and schedules the
  /// sampler and the warm-up snapshot. Call once, after all flows and before running.
  void start_measurements();

  /// Model-specific summary columns (after the common ones are set).
  virtual void model_summary(metrics::SummaryBuilder& s, double window_s) const = 0;
  /// Called at the end of warm-up, after the flow snapshot.
  virtual void on_warmup() {}
  /// Descriptors of the series the model samples besides the flows' own.
  virtual std::vector<SeriesInfo> model_series() const { return {}; }

  bool udp() const { return udp_.size() > 0; }
  double window_s() const { return (sim_.now() - sim_cfg_.warmup).to_seconds(); }
  /// Drops (all packets) and drops of payload packets since the warm-up.
  std::uint64_t drops_in_window() const { return net_.total_drops() - drops_base_; }
  std::uint64_t data_drops_in_window() const { return net_.data_drops() - data_drops_base_; }

  const SimSection& sim_config() const { return sim_cfg_; }
  metrics::Sampler& sampler() { return sampler_; }
  const metrics::TcpFlowSet& tcp_flows() const { return tcp_; }
  const metrics::UdpFlowSet& udp_flows() const { return udp_; }

  // Declaration order is destruction order in reverse: the network (and its packet pool)
  // outlives the endpoints and the model's switches, which are declared in subclasses.
  sim::Simulation sim_;
  edge::OpticalPacketPool optical_pool_;  // optical models: outlives the switches in net_
  net::Network net_;
  net::Topology topo_;

 private:
  void handle_event(sim::Event& ev) override;  // end of warm-up

  std::string model_;
  std::string name_;
  SimSection sim_cfg_;
  std::vector<std::unique_ptr<transport::TcpSender>> tcp_senders_;
  std::vector<std::unique_ptr<transport::TcpReceiver>> tcp_receivers_;
  std::vector<std::unique_ptr<transport::UdpSource>> udp_sources_;
  std::vector<std::unique_ptr<transport::UdpSink>> udp_sinks_;
  metrics::TcpFlowSet tcp_;
  metrics::UdpFlowSet udp_;
  metrics::Sampler sampler_;
  sim::Event warmup_{this};
  std::uint64_t drops_base_ = 0;
  std::uint64_t data_drops_base_ = 0;
};

}  // namespace opslab::scenario
