// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunResult: everything one run reports — the summary row, one row per flow, and time
// series sampled on simulation time. The CLI's CSV writers and the GUI read the same object.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace opslab::metrics {

/// A cell: empty (metric does not apply), integer, real or text.
using Value = std::variant<std::monostate, std::int64_t, double, std::string>;

struct Table {
  std::vector<std::string> columns;
  std::vector<std::vector<Value>> rows;

  /// Index of a column, or -1.
  int column(std::string_view name) const;
};

/// Series sampled at common instants; written in long format (time_s, series, key, value).
struct TimeSeries {
  struct Series {
    std::string series;  // e.g. "cwnd"
    std::string key;     // e.g. flow id "3", or "total"
    std::vector<double> values;
  };
  std::vector<double> times_s;
  /// The same instants as read on the simulation clock (sim::SimTime, integer picoseconds):
  /// what timeseries.csv writes, so that 0.1 s prints as 0.1 and not as 0.09999999999999999.
  std::vector<std::int64_t> times_ps;
  std::vector<Series> series;
};

/// A table a model adds to its run's outputs, written as `<name>.csv` beside the run's own files
/// (docs/cli.md).
struct NamedTable {
  std::string name;
  Table table;
};

struct RunResult {
  Table summary;  // exactly one row
  Table flows;    // one row per flow
  TimeSeries timeseries;
  std::vector<NamedTable> extra_tables;  // the model's own tables (histograms …), often none
};

}  // namespace opslab::metrics
