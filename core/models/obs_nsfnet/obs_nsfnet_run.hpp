// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ObsNsfnetRun: TCP over optical burst switching on NSFNET (OBS paper §III–§V).
//
// Hosts reach their edge node over access links; each edge assembles the packets bound for
// every other edge into bursts (BurstAssembler: MF, PF, §V's window-aware multi-queue or
// randomized allocation), which cross the bufferless core by JET reservation on the shortest
// route (JetBurstCore) and are split at their egress edge. ACKs travel the same way back.
// Traffic is §III's Poisson requests of bounded-Pareto files between random edge pairs, or
// §IV's N_s long-lived flows sharing a fixed aggregate access rate on one route.
// Measured over [warm-up, end]: Fig. 1's burst histograms (burst_histograms.csv), burst loss,
// the aggregate sending rate Σ cwnd/RTT and its standard deviation (§IV's synchronization
// measure), per-flow throughput mean and variance (§V, Fig. 5) across flows and, read the other
// way, over each flow's sampled rate in time, flow completion times.
#pragma once

#include <memory>
#include <vector>

#include "models/obs_nsfnet/burst_statistics.hpp"
#include "models/obs_nsfnet/obs_config.hpp"
#include "scenario/flow_model_run.hpp"
#include "switching/jet_burst_core.hpp"
#include "switching/obs_edge_node.hpp"

namespace opslab::models::obs {

class ObsNsfnetRun final : public scenario::FlowModelRun {
 public:
  explicit ObsNsfnetRun(const ObsConfig& c);

  metrics::RunResult results() const override;
  std::vector<scenario::NodeBuffer> node_buffers() const override;
  std::vector<scenario::SeriesInfo> model_series() const override;
  /// Fig. 1a and 1b as they fill: data bursts by segments and by distinct flows carried,
  /// delivered and lost, since the warm-up.
  std::vector<scenario::HistogramView> histograms() const override;

 private:
  void build_topology();
  void add_hosts(std::uint32_t edge, std::uint32_t count, double access_bps);
  void build_core(const net::Instantiated& live);
  void add_long_lived_flows(const net::Instantiated& live);
  void add_poisson_flows(const net::Instantiated& live);
  double base_rtt_ms(std::uint32_t src_edge, std::uint32_t dst_edge) const;
  void add_probes();
  double sending_rate_mbps();
  void sample_flow_rate(std::size_t flow, double interval_s);
  double outgoing_mbps();
  void on_warmup() override;
  void model_summary(metrics::SummaryBuilder& s, double window_s) const override;

  ObsConfig cfg_;
  std::vector<std::uint32_t> edge_sites_;        // NSFNET site of each edge index
  std::vector<net::NodeId> site_nodes_;          // node id of each site
  std::vector<std::vector<net::NodeId>> hosts_;  // by edge index
  std::vector<net::LinkId> fibre_links_;         // topology link of each directed fibre
  switching::HostAttachment attachment_;
  std::vector<switching::ObsEdgeNode*> edges_;
  std::unique_ptr<switching::JetBurstCore> core_;  // destroyed before the network
  BurstStatistics bursts_;
  bool warm_ = false;
  switching::JetStats core_base_;
  // Σ cwnd/RTT: flows in start order, the next to start, the ones started and not complete.
  std::size_t next_start_ = 0;
  std::vector<std::size_t> active_;
  std::vector<double> rate_samples_;    // Σ cwnd/RTT samples after the warm-up
  std::vector<double> active_samples_;  // active flows at each sample after the warm-up
  // §V, Fig. 6: bytes the source edge sent on its outgoing fibre, per sample after the
  // warm-up, as a rate (long-lived flows only: they all leave one edge).
  std::vector<double> outgoing_samples_;
  std::uint64_t outgoing_last_bytes_ = 0;
  std::uint64_t outgoing_base_ = 0;  // the counter at the warm-up
  // §V, Fig. 5 read over time: each measured flow's rate per sampling interval it was sending
  // through (ACKed bytes, and cwnd/RTT at the sample), as running mean and variance.
  struct Running {
    std::uint64_t n = 0;
    double mean = 0, m2 = 0;
    void add(double x);
    double var() const { return n > 1 ? m2 / double(n - 1) : 0.0; }
  };
  struct FlowRate {
    std::uint64_t last_una = 0;
    bool measured = false;  // long-lived, or a file from the source to the destination edge
    bool seen = false;      // sending at the previous sample (last_una is from it)
    Running acked, window;
  };
  std::vector<FlowRate> flow_rates_;  // by flow index
  Running acked_pooled_;              // every measured flow's ACKed rate samples together
};

}  // namespace opslab::models::obs
