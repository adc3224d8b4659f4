// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/summary_builder.hpp"

namespace opslab::metrics {

SummaryBuilder::SummaryBuilder() {
  table_.columns = {"scenario",   "model",      "seed",          "sim_time_s", "goodput_mbps",
                    "jain_fairness", "udp_jitter_ms", "drops",    "deflections", "retransmits",
                    "timeouts",   "fast_retransmits", "events",   "wall_s",     "events_per_s"};
  table_.rows.emplace_back(table_.columns.size());
}

SummaryBuilder& SummaryBuilder::set(std::string_view column, Value v) {
  const int i = table_.column(column);
  if (i >= 0) {
    table_.rows[0][static_cast<std::size_t>(i)] = std::move(v);
  } else {
    table_.columns.emplace_back(column);
    table_.rows[0].push_back(std::move(v));
  }
  return *this;
}

Table SummaryBuilder::build() const { return table_; }

}  // namespace opslab::metrics
