// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The columns and series an lbas run writes, for its descriptor (opslab-cli describe).
#include "models/lbas/lbas_model.hpp"

namespace opslab::models {

namespace {

std::vector<scenario::ColumnDoc> lbas_summary_columns() {
  const char* f = "summary.csv";
  return {
      {f, "policy", "", "The anycast switching policy (switching.policy)"},
      {f, "b_D", "lightpaths", "Lightpaths per bundle"},
      {f, "U_mbps", "Mb/s", "Access rate of the two TCP connections"},
      {f, "rho", "", "Background load per lightpath"},
      {f, "file_mb", "MB", "Size of each TCP transfer (10⁶ bytes)"},
      {f, "finished", "", "1 when both transfers completed before the end of the run, else 0"},
      {f, "completed_transfers", "transfers", "TCP transfers that completed (0, 1 or 2)"},
      {f, "tcp_goodput_mbps", "Mb/s",
       "Mean over the two TCP connections of each one's goodput (file size / transfer time, or "
       "delivered so far / time so far); empty when none was measured"},
      {f, "transfer_time_s", "s", "Mean transfer time of the completed transfers; empty when none completed"},
      {f, "dupacks", "ACKs", "Duplicate ACKs the TCP senders received over the run"},
      {f, "out_of_order_segments", "segments",
       "Segments that arrived above the next expected byte (a hole before them), over the run"},
      {f, "duplicate_segments", "segments", "Segments that arrived entirely below the next expected byte"},
      {f, "lightpath_mean_queue_packets", "packets",
       "Time-average queue length of the lightpaths' outputs, averaged over lightpaths"},
      {f, "lightpath_queue_delay_ms", "ms",
       "Mean queueing delay at the lightpaths' outputs, weighted by packets sent; empty when none"},
      {f, "core_output_delay_ms", "ms",
       "Mean queueing delay at the core switches' outputs, weighted by packets sent; empty when none"},
      {f, "bundle_imbalance", "",
       "Per direction (max − min) bytes over a bundle's lightpaths / the mean, averaged over the two directions"},
      {f, "background_packets", "packets", "Background (UDP) packets sent"},
      {f, "background_delay_ms", "ms", "Mean one-way delay of the background packets received; empty when none"},
  };
}

}  // namespace

std::vector<scenario::ColumnDoc> lbas_columns() {
  const char* lp = "lightpaths.csv";
  const char* d = "lightpath_destinations.csv";
  const char* tc = "tcp_transfers.csv";
  const char* t = "timeseries.csv";
  return scenario::join_columns({
      scenario::common_summary_columns(),
      scenario::flow_summary_columns(),
      lbas_summary_columns(),
      scenario::flow_table_columns(),
      scenario::link_drops_columns(),
      {{lp, "direction", "", "L>R or R>L: the bundle's direction"},
       {lp, "lightpath", "", "The lightpath's index in its bundle"},
       {lp, "packets", "packets", "Packets it carried"},
       {lp, "bytes", "bytes", "Bytes it carried"},
       {lp, "share", "", "Its share of the bytes its bundle carried; empty when the bundle carried none"},
       {lp, "mean_queue_packets", "packets", "Time-average length of its output queue over the window"},
       {lp, "mean_queue_delay_ms", "ms", "Mean queueing delay at its output over the window"},
       {lp, "peak_queue_packets", "packets", "Longest its output queue was"},
       {lp, "tcp0_data", "segments", "Data segments of TCP connection 0 (L>R) it carried"},
       {lp, "tcp1_data", "segments", "Data segments of TCP connection 1 (R>L) it carried"},
       {lp, "tcp0_acks", "packets", "ACKs of connection 0 it carried"},
       {lp, "tcp1_acks", "packets", "ACKs of connection 1 it carried"},
       {d, "direction", "", "L>R or R>L"},
       {d, "lightpath", "", "The lightpath's index in its bundle"},
       {d, "subnet", "", "Destination subnet"},
       {d, "packets", "packets", "Packets to that subnet the lightpath carried"},
       {tc, "connection", "", "L>R or R>L: the TCP connection"},
       {tc, "rtt_ms", "ms", "Its round-trip propagation delay"},
       {tc, "transfer_s", "s", "Its transfer time; empty when it did not complete"},
       {tc, "delivered_bytes", "bytes", "Payload delivered in order"},
       {tc, "goodput_mbps", "Mb/s", "file size / transfer time (or delivered / time so far); empty when not measured"},
       {tc, "dupacks", "ACKs", "Duplicate ACKs its sender received"},
       {tc, "fast_retransmits", "", "Its fast retransmits"},
       {tc, "timeouts", "", "Its retransmission timeouts"},
       {tc, "retransmits", "segments", "Its retransmitted segments"},
       {tc, "reordered_segments", "segments", "Its segments sent once that arrived after a higher one"},
       {tc, "out_of_order_segments", "segments", "Its segments that arrived above the next expected byte"},
       {tc, "duplicate_segments", "segments", "Its segments that arrived entirely below the next expected byte"},
       {tc, "bundle_reordered_segments", "segments", "Its segments sent once that left the lightpath bundle after a higher one (at the far core's line cards, before its fabric)"},
       {tc, "bundle_reordered_by_3_segments", "segments", "Of those, the ones that three or more higher ones passed (enough duplicate ACKs for a fast retransmit while it is the sink's lowest hole; passers sought among the connection's last 256 segments to leave)"}},
      scenario::timeseries_columns(),
      scenario::flow_series_columns(),
      {{t, "lightpath_queue_packets", "packets",
        "Packets in a lightpath's output queue at time_s (keys: direction and index, e.g. L0)", true},
       {t, "core_input_cells", "cells",
        "Cells waiting in a core switch's line cards (VOQs) at time_s (keys: core-L, core-R)", true}},
  });
}

}  // namespace opslab::models
