// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/transfer_cells.hpp"

namespace opslab::metrics {

std::vector<std::string> transfer_columns() { return {"file_bytes", "complete", "fct_ms"}; }

void append_transfer_cells(std::vector<Value>& row, std::optional<std::uint64_t> bytes,
                           sim::SimTime start, std::optional<sim::SimTime> completed) {
  if (!bytes) {
    row.insert(row.end(), 3, Value());
    return;
  }
  row.emplace_back(static_cast<std::int64_t>(*bytes));
  row.emplace_back(static_cast<std::int64_t>(completed.has_value()));
  row.push_back(completed ? Value((*completed - start).to_seconds() * 1e3) : Value());
}

}  // namespace opslab::metrics
