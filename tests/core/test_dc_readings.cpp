// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The data-centre model's throughput readings (measure.reading): the paper does not say how
// its throughput is counted, so the model offers the readings a simulator of this kind could
// have used. Each is checked against the run's own flows.csv: the reading changes what is
// counted, never what is simulated.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model_runner.hpp"

namespace {

using nlohmann::json;
using opslab::testing::number;

// A small fat-tree at a load where most files complete within the run: 20 ms, 5·10⁴
// requests/s of 10–100 kB files (the classroom scale's sizes, a tenth of them).
json small(const std::string& reading) {
  return {{"sim", {{"duration_s", 0.02}, {"warmup_s", 0.004}, {"seed", 3}}},
          {"topology", {{"k", 4}}},
          {"switch", {{"n_e", 2}}},
          {"traffic",
           {{"request_rate_per_s", 5e4}, {"file_mode1_bytes", 1e4}, {"file_mode2_bytes", 1e5}}},
          {"measure", {{"reading", reading}, {"requests", 40}}}};
}

struct Flow {
  double start_s, fct_ms, bytes;
  bool complete;
};

std::vector<Flow> flows(const opslab::metrics::RunResult& r) {
  std::vector<Flow> out;
  for (std::size_t i = 0; i < r.flows.rows.size(); ++i) {
    out.push_back({number(r.flows, "start_s", i), number(r.flows, "fct_ms", i),
                   number(r.flows, "file_bytes", i), number(r.flows, "complete", i) == 1});
  }
  return out;
}

TEST(DcReadings, TheReadingChangesWhatIsCountedNotWhatIsSimulated) {
  const auto window = opslab::testing::run("dc_fattree", small("window"));
  const auto completed = opslab::testing::run("dc_fattree", small("completed_files"));
  EXPECT_EQ(number(window.summary, "events"), number(completed.summary, "events"));
  EXPECT_EQ(number(window.summary, "drops"), number(completed.summary, "drops"));
  EXPECT_EQ(window.flows.rows.size(), completed.flows.rows.size());
}

TEST(DcReadings, CompletedFilesCountsTheSizesOfTheFilesCompletedInTheWindow) {
  const auto r = opslab::testing::run("dc_fattree", small("completed_files"));
  const double warmup = 0.004, end = number(r.summary, "sim_time_s");
  double bytes = 0;
  int n = 0;
  for (const auto& f : flows(r)) {
    if (f.complete && f.start_s + f.fct_ms / 1e3 >= warmup) {
      bytes += f.bytes;
      ++n;
    }
  }
  ASSERT_GT(n, 10);
  EXPECT_EQ(number(r.summary, "completed"), n);
  EXPECT_NEAR(number(r.summary, "goodput_mbps"), bytes * 8 / (end - warmup) / 1e6, 1e-6);
  EXPECT_EQ(std::get<std::string>(r.summary.rows[0][r.summary.column("reading")]),
            "completed_files");
}

TEST(DcReadings, RequestsFollowsTheFirstRequestsAfterTheWarmUpUntilTheyAllComplete) {
  const auto r = opslab::testing::run("dc_fattree", small("requests"));
  const double warmup = 0.004;
  ASSERT_EQ(number(r.summary, "measured_requests_completed"), 40);
  // The run ends at the 40th completion, before its duration.
  const double end = number(r.summary, "sim_time_s");
  EXPECT_LT(end, 0.02);
  std::vector<Flow> after;
  for (const auto& f : flows(r)) {
    if (f.start_s >= warmup) after.push_back(f);
  }
  std::sort(after.begin(), after.end(),
            [](const Flow& a, const Flow& b) { return a.start_s < b.start_s; });
  ASSERT_GE(after.size(), 40u);
  double bytes = 0, last = 0;
  for (std::size_t i = 0; i < 40; ++i) {
    ASSERT_TRUE(after[i].complete) << "measured request " << i;
    bytes += after[i].bytes;
    last = std::max(last, after[i].start_s + after[i].fct_ms / 1e3);
  }
  EXPECT_NEAR(last, end, 1e-9);
  EXPECT_NEAR(number(r.summary, "goodput_mbps"), bytes * 8 / (last - after[0].start_s) / 1e6,
              1e-6 * number(r.summary, "goodput_mbps"));
}

TEST(DcReadings, RequestsThatDoNotAllCompleteGiveNoReading) {
  auto doc = small("requests");
  doc["measure"]["requests"] = 100000;  // far more than the run requests
  const auto r = opslab::testing::run("dc_fattree", doc);
  EXPECT_TRUE(std::isnan(number(r.summary, "goodput_mbps")));
  EXPECT_LT(number(r.summary, "measured_requests_completed"), 100000);
}

}  // namespace
