// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading back the CSV tables that csv_writer.hpp writes (docs/cli.md), for collecting the runs
// of a sweep that ran elsewhere (study/sweep/sweep_plan.hpp).
//
// The writer is lossless, so reading is its inverse: an unquoted cell that is exactly how the
// writer prints an integer is an integer, one that is exactly how it prints a double (the
// shortest round-trip form) is that double, an empty cell is "does not apply", and anything
// else (quoted or not) is text. Writing the table again gives the same bytes. The one thing
// the text cannot tell is a text cell that happens to look like a number ("42"): it reads
// back as the number, which prints the same.
#pragma once

#include <string_view>

#include "metrics/run_result.hpp"

namespace opslab::metrics {

/// Parses CSV text (header row, then rows; "\n" line ends, RFC 4180 quoting). Throws
/// std::invalid_argument, naming the line, on an unterminated quote or a row whose cell
/// count differs from the header's.
Table parse_csv(std::string_view text);

/// The typed value of one unquoted cell, as described above.
Value parse_csv_cell(std::string_view text);

}  // namespace opslab::metrics
