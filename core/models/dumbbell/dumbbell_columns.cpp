// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The columns and series a dumbbell run writes, for its descriptor (opslab-cli describe).
#include "models/dumbbell/dumbbell_model.hpp"

namespace opslab::models {

std::vector<scenario::ColumnDoc> dumbbell_columns() {
  using scenario::ColumnDoc;
  return scenario::join_columns({
      scenario::common_summary_columns(),
      scenario::flow_summary_columns(),
      {{"summary.csv", "utilization", "",
        "Bits the bottleneck link (r0 → r1) sent during the window, headers included, divided by "
        "its rate × the window's length: the share of its capacity in use, in [0, 1]"},
       {"summary.csv", "mean_queue_packets", "packets",
        "Time-average length of the bottleneck's queue over the window"},
       {"summary.csv", "peak_queue_packets", "packets",
        "Longest the bottleneck's queue was during the window"}},
      scenario::flow_table_columns(),
      scenario::link_drops_columns(),
      scenario::timeseries_columns(),
      scenario::flow_series_columns(),
      {{"timeseries.csv", "queue_packets", "packets",
        "Length of the bottleneck's queue at time_s (key: bottleneck)", true}},
  });
}

}  // namespace opslab::models
