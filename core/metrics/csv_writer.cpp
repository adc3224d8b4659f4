// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/csv_writer.hpp"

#include <cmath>
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <sstream>
#include <string_view>

#include <fmt/format.h>

namespace opslab::metrics {

namespace {

std::string csv_quoted(std::string_view s) {
  if (s.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(s);
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

// NaN means "no value" here too; fmt's "{}" is the shortest exact round-trip form.
std::string real(double x) {
  return std::isnan(x) ? std::string() : fmt::format("{}", x);
}

// Picoseconds as an exact decimal number of units of 10^digits ps, without trailing zeros.
std::string exact_decimal(std::int64_t ps, int digits) {
  std::uint64_t per_unit = 1;
  for (int i = 0; i < digits; ++i) per_unit *= 10;
  const std::uint64_t magnitude =
      ps < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(ps) : static_cast<std::uint64_t>(ps);
  std::string out = fmt::format("{}{}", ps < 0 ? "-" : "", magnitude / per_unit);
  if (const std::uint64_t fraction = magnitude % per_unit; fraction != 0) {
    std::string text = fmt::format("{:0{}}", fraction, digits);
    text.erase(text.find_last_not_of('0') + 1);
    out += '.' + text;
  }
  return out;
}

struct CellText {
  std::string operator()(std::monostate) const { return {}; }
  std::string operator()(std::int64_t x) const { return fmt::format("{}", x); }
  std::string operator()(double x) const { return real(x); }
  std::string operator()(const std::string& s) const { return csv_quoted(s); }
};

}  // namespace

std::string seconds_text(std::int64_t ps) { return exact_decimal(ps, 12); }

std::string milliseconds_text(std::int64_t ps) { return exact_decimal(ps, 9); }

std::string csv_cell(const Value& v) {
  return std::visit(CellText{}, v);
}

void write_csv(std::ostream& out, const Table& table) {
  for (std::size_t i = 0; i < table.columns.size(); ++i) {
    out << (i ? "," : "") << csv_quoted(table.columns[i]);
  }
  out << '\n';
  for (const auto& row : table.rows) {
    for (std::size_t i = 0; i < row.size(); ++i) out << (i ? "," : "") << csv_cell(row[i]);
    out << '\n';
  }
}

void write_csv(std::ostream& out, const TimeSeries& ts) {
  if (ts.times_ps.size() != ts.times_s.size()) {
    throw std::logic_error("time series: times_ps and times_s hold different numbers of instants");
  }
  out << "time_s,series,key,value\n";
  for (std::size_t t = 0; t < ts.times_ps.size(); ++t) {
    const std::string time = seconds_text(ts.times_ps[t]);
    for (const auto& s : ts.series) {
      if (t >= s.values.size()) continue;
      out << time << ',' << csv_quoted(s.series) << ',' << csv_quoted(s.key) << ',' << real(s.values[t])
          << '\n';
    }
  }
}

std::string to_csv(const Table& table) {
  std::ostringstream out;
  write_csv(out, table);
  return std::move(out).str();
}

std::string to_csv(const TimeSeries& ts) {
  std::ostringstream out;
  write_csv(out, ts);
  return std::move(out).str();
}

}  // namespace opslab::metrics
