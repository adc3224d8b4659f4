// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The columns and series an obs_nsfnet run writes, for its descriptor (opslab-cli describe).
#include "models/obs_nsfnet/obs_nsfnet_model.hpp"

namespace opslab::models {

namespace {

std::vector<scenario::ColumnDoc> obs_nsfnet_summary_columns() {
  const char* f = "summary.csv";
  return {
      {f, "bursts", "bursts", "Bursts the edge nodes sent into the optical core during the window"},
      {f, "burst_loss_ratio", "", "(contention_bursts + random_loss_bursts) / bursts"},
      {f, "contention_bursts", "bursts",
       "Bursts lost in the core because no wavelength was free on a link of their path"},
      {f, "random_loss_bursts", "bursts", "Bursts lost at random in the core (its loss probability)"},
      {f, "data_bursts", "bursts", "Bursts that carried TCP data, sent during the window"},
      {f, "mean_segments_per_burst", "segments", "Mean TCP segments per data burst"},
      {f, "max_segments_per_burst", "segments", "Most TCP segments in one data burst (all its flows)"},
      {f, "line_rate_max_segments", "segments",
       "The most segments one flow's access link can deliver to the assembler within one "
       "assembly period T (access rate × T / packet size)"},
      {f, "share_at_line_rate_max", "",
       "Share of data bursts holding line_rate_max_segments TCP segments in all (Fig. 1a read "
       "per burst)"},
      {f, "share_flow_at_line_rate_max", "",
       "Share of (data burst, flow) pairs in which the flow put line_rate_max_segments segments "
       "in the burst (Fig. 1a read per flow in a burst)"},
      {f, "share_largest_flow_at_line_rate_max", "",
       "Share of data bursts whose largest flow put line_rate_max_segments segments in them "
       "(Fig. 1a read per burst, by its largest flow)"},
      {f, "share_at_line_rate_band", "",
       "Share of data bursts holding line_rate_max_segments or one segment fewer in all: a "
       "flow sending at its access rate through the whole period T puts the maximum in a burst "
       "only if its segment opened it, one fewer otherwise (Fig. 1a's peak read per burst)"},
      {f, "share_flow_at_line_rate_band", "",
       "Share of (data burst, flow) pairs in which the flow put line_rate_max_segments or one "
       "segment fewer in the burst (Fig. 1a's peak read per flow in a burst)"},
      {f, "mean_flows_per_burst", "flows", "Mean number of flows with segments in a data burst"},
      {f, "flows_per_burst_p80", "flows", "80th percentile of the flows per data burst"},
      {f, "sending_rate_mean_mbps", "Mb/s",
       "Mean over the window's samples of the flows' aggregate sending rate Σ cwnd/RTT"},
      {f, "sending_rate_std_mbps", "Mb/s", "Standard deviation of those samples"},
      {f, "sending_rate_cv", "", "sending_rate_std_mbps / sending_rate_mean_mbps"},
      {f, "outgoing_mean_mbps", "Mb/s",
       "Long-lived flows: mean over the window's samples of the rate on the source edge's "
       "outgoing fibre; empty otherwise"},
      {f, "outgoing_std_mbps", "Mb/s", "Long-lived flows: standard deviation of those samples; empty otherwise"},
      {f, "outgoing_bytes", "bytes",
       "Long-lived flows: bytes sent on the source edge's outgoing fibre during the window; empty otherwise"},
      {f, "active_flows_mean", "flows", "Mean over the window's samples of the flows sending"},
      {f, "flow_throughput_mean_mbps", "Mb/s",
       "Per-flow throughput: long-lived flows, each one's goodput over the window; files, size / "
       "completion time of those from the source to the destination edge completed in the "
       "window; the mean of these"},
      {f, "flow_throughput_var", "(Mb/s)²", "Sample variance of those per-flow throughputs"},
      {f, "throughput_flows", "flows", "How many flows the per-flow throughput averages"},
      {f, "rate_mean_time_mbps", "Mb/s",
       "The same flows (long-lived flows, or files from the source to the destination edge) "
       "read over time: each flow's ACKed bytes per sampling interval (sim.sample_interval_ms) it "
       "sent through from "
       "start to end (not the partial first and last ones), as a rate; the mean of each flow's "
       "samples, averaged over the flows with two samples or more"},
      {f, "rate_variance_time", "(Mb/s)²",
       "Sample variance over time of each such flow's per-interval rate, averaged over those "
       "flows"},
      {f, "rate_variance_time_flows", "flows", "How many flows rate_variance_time averages"},
      {f, "rate_variance_pooled", "(Mb/s)²",
       "Sample variance of every such per-interval rate of every such flow together (over flows "
       "and time)"},
      {f, "cwnd_rate_variance_time", "(Mb/s)²",
       "Sample variance over time of each such flow's cwnd/RTT at the samples it was "
       "established, averaged over the flows with two samples or more"},
      {f, "completed_flows", "flows", "Files (of every edge pair) completed during the window"},
      {f, "mean_fct_s", "s", "Their mean completion time, request to last byte; empty when none completed"},
      {f, "packets_in_assemblers", "packets", "Packets waiting in the burst assemblers at the end of the run"},
      {f, "packets_in_core", "packets", "Packets inside bursts in flight in the core at the end of the run"},
  };
}

}  // namespace

std::vector<scenario::ColumnDoc> obs_nsfnet_columns() {
  const char* h = "burst_histograms.csv";
  const char* t = "timeseries.csv";
  return scenario::join_columns({
      scenario::common_summary_columns(),
      scenario::flow_summary_columns(),
      obs_nsfnet_summary_columns(),
      scenario::flow_table_columns(),
      scenario::transfer_table_columns(),
      scenario::link_drops_columns(),
      {{h, "histogram", "",
        "segments: data bursts by the TCP segments they carry (all flows); flows: by the number "
        "of flows they carry (data bursts sent during the window)"},
       {h, "value", "segments or flows", "The count the row is for"},
       {h, "delivered", "bursts", "Data bursts with that count that reached their egress edge"},
       {h, "lost", "bursts", "Data bursts with that count lost in the core"}},
      scenario::timeseries_columns(),
      scenario::flow_series_columns(),
      {{t, "sending_rate_mbps", "Mb/s", "Σ cwnd/RTT over the TCP flows sending at time_s (key: total)", true},
       {t, "active_flows", "flows", "TCP flows sending at time_s (key: total)", true},
       {t, "outgoing_mbps", "Mb/s",
        "Long-lived flows: bytes sent on the source edge's outgoing fibre during the sampling "
        "interval ending at time_s, as a rate (key: total)", true},
       {t, "bursts_per_s", "1/s",
        "Bursts sent (key: sent) and lost (key: lost) per second during the sampling interval "
        "ending at time_s", true},
       {t, "assembler_bytes", "bytes", "Bytes waiting in an edge node's burst assembler at time_s (key: the edge)", true}},
  });
}

}  // namespace opslab::models
