// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CSV writer: quoting, empty cells, integers and exact double round-trip.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "metrics/csv_writer.hpp"

namespace opslab::metrics {
namespace {

TEST(CsvWriter, QuotesOnlyWhenNeeded) {
  EXPECT_EQ(csv_cell(std::string("plain text")), "plain text");
  EXPECT_EQ(csv_cell(std::string("a,b")), "\"a,b\"");
  EXPECT_EQ(csv_cell(std::string("say \"hi\"")), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_cell(std::string("two\nlines")), "\"two\nlines\"");
  EXPECT_EQ(csv_cell(std::string("cr\r")), "\"cr\r\"");
  EXPECT_EQ(csv_cell(std::string()), "");
}

TEST(CsvWriter, EmptyAndIntegerCells) {
  EXPECT_EQ(csv_cell(Value()), "");
  EXPECT_EQ(csv_cell(std::int64_t{-42}), "-42");
  EXPECT_EQ(csv_cell(std::numeric_limits<std::int64_t>::max()), "9223372036854775807");
  EXPECT_EQ(csv_cell(100.0), "100");
  EXPECT_EQ(csv_cell(0.1), "0.1");
  EXPECT_EQ(csv_cell(std::numeric_limits<double>::quiet_NaN()), "");
}

TEST(CsvWriter, DoublesRoundTripExactly) {
  std::vector<double> xs = {0.1,
                            1.0 / 3.0,
                            2.0 / 3.0,
                            1e-300,
                            5e-324,
                            -0.0,
                            123456789.123456789,
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::min(),
                            std::numeric_limits<double>::epsilon()};
  std::mt19937_64 gen(12345);
  while (xs.size() < 10000) {
    const double x = std::bit_cast<double>(gen());
    if (std::isfinite(x)) xs.push_back(x);
  }
  for (double x : xs) {
    const std::string text = csv_cell(x);
    const double back = std::strtod(text.c_str(), nullptr);
    EXPECT_EQ(std::bit_cast<std::uint64_t>(back), std::bit_cast<std::uint64_t>(x)) << text;
  }
}

TEST(CsvWriter, WritesTable) {
  Table t;
  t.columns = {"scenario", "flows", "goodput", "jitter"};
  t.rows.push_back({std::string("base, v2"), std::int64_t{3}, 94.5, Value()});
  t.rows.push_back({std::string("x"), std::int64_t{4}, 1e-7, 2.0});
  std::ostringstream out;
  write_csv(out, t);
  EXPECT_EQ(out.str(),
            "scenario,flows,goodput,jitter\n"
            "\"base, v2\",3,94.5,\n"
            "x,4,1e-07,2\n");
  EXPECT_EQ(to_csv(t), out.str());
}

TEST(CsvWriter, WritesTimeSeriesInLongFormat) {
  TimeSeries ts;
  ts.times_s = {0.0, 0.01};
  ts.times_ps = {0, 10'000'000'000};
  ts.series.push_back({"cwnd", "0", {1.0, 2.0}});
  ts.series.push_back({"throughput_mbps", "total", {0.0, 12.5}});
  EXPECT_EQ(to_csv(ts),
            "time_s,series,key,value\n"
            "0,cwnd,0,1\n"
            "0,throughput_mbps,total,0\n"
            "0.01,cwnd,0,2\n"
            "0.01,throughput_mbps,total,12.5\n");
}

// Times come from the integer clock: a tenth of a second is "0.1" even where the same time in
// binary floating point (1e11 ps * 1e-12) would print as 0.09999999999999999.
TEST(CsvWriter, WritesTimesExactlyFromTheSimulationClock) {
  TimeSeries ts;
  ts.times_ps = {0, 100'000'000'000, 300'000'000'000, 1'500'000'000'000, 12'000'000'000'000, 1,
                 -250'000'000'000};
  for (const auto ps : ts.times_ps) ts.times_s.push_back(static_cast<double>(ps) * 1e-12);
  ASSERT_EQ(fmt::format("{}", ts.times_s[1]), "0.09999999999999999");  // what it replaces
  ts.series.push_back({"q", "x", {1, 2, 3, 4, 5, 6, 7}});
  EXPECT_EQ(to_csv(ts),
            "time_s,series,key,value\n"
            "0,q,x,1\n"
            "0.1,q,x,2\n"
            "0.3,q,x,3\n"
            "1.5,q,x,4\n"
            "12,q,x,5\n"
            "0.000000000001,q,x,6\n"
            "-0.25,q,x,7\n");
}

TEST(CsvWriter, RefusesATimeSeriesWhoseTwoClocksDisagree) {
  TimeSeries ts;
  ts.times_s = {0.0, 0.01};
  ts.times_ps = {0};
  EXPECT_THROW(to_csv(ts), std::logic_error);
}

}  // namespace
}  // namespace opslab::metrics
