// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ColumnDoc: what one column of a run's output files holds (summary.csv, flows.csv, a model's
// own tables) or what one series of timeseries.csv samples — its unit and definition. Each
// model's descriptor lists every column it writes (`opslab-cli describe`, docs/models/); the
// lists here are the parts the models share.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace opslab::scenario {

/// One documented column (or time series) of a run's output.
struct ColumnDoc {
  std::string file;        // "summary.csv", "flows.csv", "drops.csv", "timeseries.csv"
  std::string name;        // the column's header, or the series' name in timeseries.csv
  std::string unit;        // "Mb/s", "packets", "s"; "" for a ratio, a pure number or text
  std::string definition;  // what it measures, over which interval, when it is empty
  bool series = false;     // a `series` value of timeseries.csv, not a column
};

/// The summary columns every model writes, in SummaryBuilder's order.
std::vector<ColumnDoc> common_summary_columns();
/// The summary columns the flow models (a TCP or UDP flow set) add.
std::vector<ColumnDoc> flow_summary_columns();
/// flows.csv of the flow models (metrics::flow_columns()).
std::vector<ColumnDoc> flow_table_columns();
/// flows.csv's columns of a file transfer (metrics::transfer_columns()).
std::vector<ColumnDoc> transfer_table_columns();
/// drops.csv of the flow models (link_drops_table).
std::vector<ColumnDoc> link_drops_columns();
/// timeseries.csv's four columns.
std::vector<ColumnDoc> timeseries_columns();
/// The series the flow sets sample (goodput, cwnd, ssthresh, effective window, sRTT, jitter).
std::vector<ColumnDoc> flow_series_columns();

/// The lists joined in order; an entry for a file and name already listed replaces the
/// earlier one in place (a model's own definition of a shared column).
std::vector<ColumnDoc> join_columns(std::initializer_list<std::vector<ColumnDoc>> parts);

/// The entry for a column (series = false) or a series (series = true) of `file`, or nullptr.
const ColumnDoc* find_column(const std::vector<ColumnDoc>& docs, std::string_view file,
                             std::string_view name, bool series = false);

/// The "Results" part of a model's page: one Markdown table per file, in the order the
/// files first appear in `docs`.
std::string columns_markdown(const std::vector<ColumnDoc>& docs);

/// `text` as a Markdown table cell: line breaks made spaces, pipes escaped.
std::string markdown_cell(std::string_view text);

}  // namespace opslab::scenario
