// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The columns and series an ops_dumbbell run writes, for its descriptor (opslab-cli describe).
#include "models/ops_dumbbell/ops_dumbbell_model.hpp"

namespace opslab::models {

std::vector<scenario::ColumnDoc> ops_dumbbell_columns() {
  return scenario::join_columns({
      scenario::common_summary_columns(),
      scenario::flow_summary_columns(),
      {{"summary.csv", "deflections", "optical packets",
        "Optical packets the two edge switches sent on the detour instead of the shortest path "
        "during the window (each may carry several IP packets: see deflected_ip_packets)"},
       {"summary.csv", "optical_packets", "optical packets",
        "Optical packets presented to the edge switches' outputs during the window: sent on the "
        "shortest path, deflected, or dropped by contention"},
       {"summary.csv", "ip_per_optical", "IP packets per optical packet",
        "IP packets put into optical packets during the window / optical_packets: the mean "
        "aggregation; 0 when no optical packet was formed"},
       {"summary.csv", "deflected_ip_packets", "IP packets",
        "IP packets carried inside the deflected optical packets during the window"},
       {"summary.csv", "contention_drops", "IP packets",
        "IP packets lost because their optical packet found the output (and, with deflection, "
        "the detour) busy, during the window"},
       {"summary.csv", "deflection_drops", "IP packets",
        "IP packets lost on the detour (its loss probability deflection.p) during the window"},
       {"summary.csv", "queue_drops", "IP packets",
        "IP packets dropped at a full electronic queue during the window"}},
      scenario::flow_table_columns(),
      scenario::link_drops_columns(),
      scenario::timeseries_columns(),
      scenario::flow_series_columns(),
      {{"timeseries.csv", "deflections_per_s", "1/s",
        "Optical packets deflected per second during the sampling interval ending at time_s "
        "(keys: r0, r1, the edge switch)", true},
       {"timeseries.csv", "aggregator_bytes", "bytes",
        "Bytes waiting in the edge switch's aggregator at time_s (keys: r0, r1)", true},
       {"timeseries.csv", "queue_packets", "packets",
        "Length of an electronic access queue at time_s: key sN is source N's queue toward "
        "r0, key dN is r1's queue toward sink N (each holds topology.access_queue_packets)",
        true}},
  });
}

}  // namespace opslab::models
