// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Transfer cells: the flows.csv columns of a flow that carries a file — its size, whether it
// completed, its completion time — written alike by every model whose flows are files
// (dc_fattree's connections, obs_nsfnet's requests). A long-lived flow has none of them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "metrics/run_result.hpp"
#include "sim/time.hpp"

namespace opslab::metrics {

/// file_bytes, complete, fct_ms (documented by scenario::transfer_table_columns()).
std::vector<std::string> transfer_columns();

/// Appends a transfer's cells to a flows.csv row: its size in bytes, 1 or 0, and the time from
/// `start` to `completed` in ms (empty when not complete). Without a size (a long-lived flow)
/// all three are empty.
void append_transfer_cells(std::vector<Value>& row, std::optional<std::uint64_t> bytes,
                           sim::SimTime start, std::optional<sim::SimTime> completed);

}  // namespace opslab::metrics
