// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/rtt_sample_log.hpp"

#include <ostream>

#include "metrics/csv_writer.hpp"

namespace opslab::metrics {

void RttSampleLog::on_rtt_sample(const net::RttSample& s, sim::SimTime t) {
  if (rows_.size() >= limit_) {
    ++left_out_;
    return;
  }
  rows_.push_back({t.count_ps(), s.rtt.count_ps(), s.srtt.count_ps(), s.rto.count_ps(), s.flow});
}

sim::SimTime RttSampleLog::last_kept_time() const {
  return rows_.empty() ? sim::SimTime::zero() : sim::SimTime::ps(rows_.back().t_ps);
}

std::vector<std::string> RttSampleLog::columns() {
  return {"time_s", "flow", "rtt_ms", "srtt_ms", "rto_ms"};
}

void RttSampleLog::write_csv(std::ostream& out) const {
  const auto names = columns();
  for (std::size_t i = 0; i < names.size(); ++i) out << (i ? "," : "") << names[i];
  out << '\n';
  for (const Sample& r : rows_) {
    out << seconds_text(r.t_ps) << ',' << r.flow << ',' << milliseconds_text(r.rtt_ps) << ','
        << milliseconds_text(r.srtt_ps) << ',' << milliseconds_text(r.rto_ps) << '\n';
  }
}

}  // namespace opslab::metrics
