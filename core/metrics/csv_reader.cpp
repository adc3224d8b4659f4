// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/csv_reader.hpp"

#include <charconv>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "metrics/csv_writer.hpp"

namespace opslab::metrics {

Value parse_csv_cell(std::string_view text) {
  if (text.empty()) return {};
  const char* first = text.data();
  const char* last = first + text.size();
  std::int64_t i = 0;
  if (auto [p, ec] = std::from_chars(first, last, i); ec == std::errc() && p == last) {
    if (csv_cell(Value(i)) == text) return i;
  }
  double d = 0;
  if (auto [p, ec] = std::from_chars(first, last, d); ec == std::errc() && p == last) {
    if (!std::isnan(d) && csv_cell(Value(d)) == text) return d;
  }
  return std::string(text);
}

Table parse_csv(std::string_view text) {
  // Cells of each row; a quoted cell is always text.
  std::vector<std::vector<Value>> rows;
  std::vector<Value> row;
  std::string cell;
  bool quoted = false;  // the current cell was quoted
  std::size_t line = 1;
  auto end_cell = [&] {
    row.push_back(quoted ? Value(cell) : parse_csv_cell(cell));
    cell.clear();
    quoted = false;
  };
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"' && cell.empty() && !quoted) {
      quoted = true;
      const std::size_t start_line = line;
      for (++i;; ++i) {
        if (i >= text.size()) {
          throw std::invalid_argument(fmt::format("line {}: unterminated quoted cell", start_line));
        }
        if (text[i] == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            cell += '"';
            ++i;
            continue;
          }
          ++i;
          break;
        }
        if (text[i] == '\n') ++line;
        cell += text[i];
      }
      continue;
    }
    if (c == ',') {
      end_cell();
    } else if (c == '\n') {
      end_cell();
      rows.push_back(std::move(row));
      row.clear();
      ++line;
    } else if (c != '\r' || i + 1 >= text.size() || text[i + 1] != '\n') {
      cell += c;
    }
    ++i;
  }
  if (!cell.empty() || quoted || !row.empty()) {
    end_cell();
    rows.push_back(std::move(row));
  }

  Table table;
  if (rows.empty()) return table;
  for (const auto& v : rows.front()) {
    table.columns.push_back(std::holds_alternative<std::string>(v) ? std::get<std::string>(v)
                                                                   : csv_cell(v));
  }
  for (std::size_t r = 1; r < rows.size(); ++r) {
    if (rows[r].size() != table.columns.size()) {
      throw std::invalid_argument(fmt::format("row {}: {} cells, the header has {}", r + 1,
                                              rows[r].size(), table.columns.size()));
    }
    table.rows.push_back(std::move(rows[r]));
  }
  return table;
}

}  // namespace opslab::metrics
