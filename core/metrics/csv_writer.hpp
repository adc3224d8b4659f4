// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CSV writers for RunResult tables and time series (docs/cli.md), shared by the CLI and the GUI.
//
// Output is deterministic and lossless: doubles use the shortest representation that reads
// back to the same value, integers are written as integers, an empty cell means "does not
// apply", and text is quoted only when it contains a comma, a quote or a line break.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "metrics/run_result.hpp"

namespace opslab::metrics {

/// Picoseconds (the simulation clock) as an exact decimal number of seconds, without trailing
/// zeros: "0.1", "2", "0.000000000001" — how timeseries.csv writes time_s.
std::string seconds_text(std::int64_t ps);
/// The same in milliseconds: "12.5", "0.000000001".
std::string milliseconds_text(std::int64_t ps);

/// One cell's CSV text (already quoted when needed).
std::string csv_cell(const Value& v);

/// Header row of `table.columns`, then one line per row.
void write_csv(std::ostream& out, const Table& table);

/// Long format: header `time_s,series,key,value`, then one line per (instant, series),
/// instants in order and series in their stored order within an instant. Times are written
/// from `ts.times_ps` as exact decimals of a second ("0.1", "2", "0.000000000001"); it must
/// hold as many instants as `ts.times_s` (std::logic_error otherwise).
void write_csv(std::ostream& out, const TimeSeries& ts);

/// The same CSV text as a string.
std::string to_csv(const Table& table);
std::string to_csv(const TimeSeries& ts);

}  // namespace opslab::metrics
