// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The columns and series a dc_fattree run writes, for its descriptor (opslab-cli describe).
#include "models/dc_fattree/dc_fattree_model.hpp"

namespace opslab::models {

namespace {

std::vector<scenario::ColumnDoc> dc_fattree_summary_columns() {
  const char* f = "summary.csv";
  return {
      {f, "goodput_mbps", "Mb/s",
       "The network throughput as measure.reading reads it (throughput_gbps in Mb/s). window: "
       "distinct payload bytes that reached the servers during the window (each once, when it "
       "first arrived), all connections, over the window's length; completed_files: the sizes "
       "of the files whose transfer completed in the window, over its length; requests: the "
       "sizes of the measure.requests files requested first after the warm-up, over the time "
       "from the first of those requests to the last of their completions (empty when they "
       "have not all completed)"},
      {f, "jain_fairness", "", "Empty: connections come and go, their shares are not compared"},
      {f, "throughput_gbps", "Gb/s", "goodput_mbps in Gb/s"},
      {f, "reading", "", "measure.reading: window, completed_files or requests"},
      {f, "measured_requests_completed", "connections",
       "The requests reading: how many of its measure.requests transfers completed; empty for "
       "the other readings"},
      {f, "requests", "connections", "File transfers requested during the window"},
      {f, "completed", "connections", "File transfers completed since the warm-up"},
      {f, "active_connections", "connections", "Connections open at the end of the run"},
      {f, "waiting_requests", "requests",
       "Requests waiting at the end of the run for a place at their source server "
       "(traffic.max_open_per_server) or their destination (traffic.max_half_open_per_server); "
       "0 without a limit"},
      {f, "mean_fct_ms", "ms",
       "Mean flow completion time (request to last byte) of the completed transfers; empty when none"},
      {f, "data_segments_sent", "segments", "TCP data segments sent during the window"},
      {f, "data_drops", "packets", "Data packets (with payload) dropped during the window"},
      {f, "data_loss_ratio", "", "data_drops / data_segments_sent"},
      {f, "drops_edge", "packets", "Packets the edge-layer switches dropped during the window"},
      {f, "drops_aggregation", "packets", "Packets the aggregation-layer switches dropped"},
      {f, "drops_core", "packets", "Packets the core-layer switches dropped"},
      {f, "drops_to_servers", "packets", "Of the edge switches' drops, those at ports towards servers"},
      {f, "stale_drops", "packets",
       "Packets dropped as stale (left behind by a connection already closed)"},
      {f, "needless_retransmits", "segments",
       "Retransmitted segments the receiver already had, during the window"},
      {f, "switch_passages", "packets", "Packet arrivals at switches during the window, all layers"},
      {f, "cut_through", "packets", "Of them, passed optically without buffering"},
      {f, "buffered", "packets", "Of them, stored in an electronic buffer (an O/E/O conversion)"},
      {f, "oeo_fraction", "", "buffered / switch_passages"},
      {f, "peak_buffer_bytes", "bytes", "Largest electronic buffer occupancy of any switch during the run"},
      {f, "peak_buffer_packets", "packets", "The same in packets"},
      {f, "reordered_packets", "packets",
       "TCP segments sent once that arrived after a higher one, during the window"},
      {f, "rtt_sampled_share", "",
       "Share of all connections requested that got at least one RTT sample (left the initial RTO)"},
  };
}

}  // namespace

std::vector<scenario::ColumnDoc> dc_fattree_columns() {
  const char* fl = "flows.csv";
  const char* t = "timeseries.csv";
  return scenario::join_columns({
      scenario::common_summary_columns(),
      dc_fattree_summary_columns(),
      scenario::flow_table_columns(),
      {{fl, "flow", "", "Connection id, in the order started: the order requested unless "
                        "a server's limit held a request back (every connection of "
                        "the run)"},
       {fl, "base_rtt_ms", "ms", "Empty: a connection's path is not fixed"},
       {fl, "start_s", "s", "When the connection was requested (before any wait for its server)"},
       {fl, "goodput_mbps", "Mb/s",
        "Distinct payload bytes received over the connection's life (request to completion, or to the end of "
        "the run) divided by that life"},
       {fl, "delivered_bytes", "bytes", "Distinct payload bytes received over the connection's life"},
       {fl, "segments_sent", "segments", "Data segments it sent, retransmissions included"},
       {fl, "retransmits", "segments", "Segments it sent again"},
       {fl, "timeouts", "", "Its retransmission timeouts"},
       {fl, "fast_retransmits", "", "Its fast retransmits"},
       {fl, "reordered", "segments", "Its segments sent once that arrived after a higher one"},
       {fl, "cwnd_packets", "segments", "Congestion window when it closed (or at the end of the run)"},
       {fl, "srtt_ms", "ms", "Smoothed RTT when it closed; empty without an RTT sample"},
       {fl, "src", "", "Sending server (index)"},
       {fl, "dst", "", "Receiving server (index)"}},
      scenario::transfer_table_columns(),
      {{fl, "needless_retransmits", "segments", "Its retransmitted segments the receiver already had"}},
      scenario::timeseries_columns(),
      {{t, "throughput_gbps", "Gb/s",
        "Distinct payload bytes received during the sampling interval ending at time_s, as a rate (key: total)", true},
       {t, "active_connections", "connections", "Connections open at time_s (key: total)", true},
       {t, "buffer_bytes", "bytes",
        "Bytes in the electronic buffers of a layer's switches at time_s (keys: edge, "
        "aggregation, core)", true},
       {t, "buffer_packets", "packets", "Packets in all electronic buffers at time_s (key: total)", true},
       {t, "drops_per_s", "1/s",
        "Packets a layer dropped per second during the sampling interval ending at time_s "
        "(keys: edge, aggregation, core)", true},
       {t, "cwnd", "segments", "Congestion window of the connection in a trace slot (keys: trace0, trace1, …)", true},
       {t, "ssthresh", "segments", "Slow-start threshold of the connection in a trace slot", true},
       {t, "flow", "", "Id of the connection a trace slot follows at time_s", true}},
  });
}

}  // namespace opslab::models
