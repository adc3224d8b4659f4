// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// obs_nsfnet's flows.csv says what each flow carried: a §III request's file (the size its
// edge's bounded Pareto drew), whether it completed and its completion time; a §IV long-lived
// flow has none of them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model_runner.hpp"
#include "models/obs_nsfnet/bounded_pareto.hpp"
#include "models/obs_nsfnet/nsfnet.hpp"
#include "sim/random.hpp"

using opslab::testing::number;
using json = nlohmann::json;

namespace {

constexpr std::uint64_t kSeed = 5;
constexpr double kRate = 10, kEnd = 3, kWarmup = 1;

json requests_scenario() {
  return {{"sim", {{"duration_s", kEnd}, {"warmup_s", kWarmup}, {"sample_interval_ms", 50},
                   {"seed", kSeed}}},
          {"topology", {{"hosts_per_edge", 8}}},
          {"core", {{"burst_loss_p", 0.01}}},
          {"traffic", {{"arrival_rate_per_s", kRate}}}};
}

bool empty(const opslab::metrics::Table& t, const char* column, std::size_t row) {
  const int c = t.column(column);
  return c >= 0 && std::holds_alternative<std::monostate>(t.rows.at(row).at(std::size_t(c)));
}

struct Request {
  double t;
  std::uint64_t bytes;
};

// The requests of the run, as §III draws them: each edge's Poisson arrivals, its destination
// and its file from the default bounded Pareto, in time order.
std::vector<Request> drawn_requests() {
  const opslab::models::obs::BoundedPareto files(40e3, 700e3, 1e8);
  const auto edges = static_cast<std::uint32_t>(opslab::models::obs::nsfnet_edges().size());
  std::vector<Request> out;
  for (std::uint32_t e = 0; e < edges; ++e) {
    opslab::sim::RandomStream arrivals(kSeed, fmt::format("traffic/arrivals/{}", e));
    opslab::sim::RandomStream sizes(kSeed, fmt::format("traffic/sizes/{}", e));
    for (double t = arrivals.exponential(1 / kRate); t < kEnd; t += arrivals.exponential(1 / kRate)) {
      out.push_back({t, files.draw(sizes)});
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const Request& a, const Request& b) { return a.t < b.t; });
  return out;
}

}  // namespace

TEST(ObsNsfnetFlowFiles, EachRequestsFileIsTheSizeItsEdgeDrew) {
  const auto r = opslab::testing::run("obs_nsfnet", requests_scenario());
  const auto requests = drawn_requests();
  ASSERT_EQ(r.flows.rows.size(), requests.size());
  ASSERT_GT(requests.size(), 100u);
  for (std::size_t i = 0; i < requests.size(); ++i) {
    EXPECT_EQ(number(r.flows, "file_bytes", i), double(requests[i].bytes)) << "flow " << i;
    EXPECT_DOUBLE_EQ(number(r.flows, "start_s", i), requests[i].t) << "flow " << i;
  }
}

TEST(ObsNsfnetFlowFiles, ACompletedFileReachedItsReceiverWholeAndHasItsCompletionTime) {
  const auto r = opslab::testing::run("obs_nsfnet", requests_scenario());
  std::uint64_t completed = 0, in_window = 0, whole_life = 0, file_sum = 0, received_sum = 0;
  double fct_sum_s = 0;
  for (std::size_t i = 0; i < r.flows.rows.size(); ++i) {
    const double bytes = number(r.flows, "file_bytes", i);
    const double received = number(r.flows, "received_bytes", i);
    const double start = number(r.flows, "start_s", i);
    EXPECT_GT(bytes, 0) << "flow " << i;
    EXPECT_LE(received, bytes) << "flow " << i;
    if (number(r.flows, "complete", i) == 0) {
      EXPECT_TRUE(empty(r.flows, "fct_ms", i)) << "flow " << i;
      continue;
    }
    ++completed;
    const double fct_ms = number(r.flows, "fct_ms", i);
    EXPECT_GT(fct_ms, 0) << "flow " << i;
    EXPECT_LE(start + fct_ms / 1e3, kEnd + 1e-9) << "flow " << i;
    if (start >= kWarmup) {  // its whole life in the window: received_bytes counts every byte
      ++whole_life;
      file_sum += std::uint64_t(bytes);
      received_sum += std::uint64_t(received);
    }
    if (start + fct_ms / 1e3 >= kWarmup) {
      ++in_window;
      fct_sum_s += fct_ms / 1e3;
    }
  }
  EXPECT_GT(whole_life, 20u);
  EXPECT_LT(completed, r.flows.rows.size());  // some files are still on their way at the end
  EXPECT_EQ(received_sum, file_sum);
  // The summary's completions are the same files' read over the window.
  EXPECT_EQ(double(in_window), number(r.summary, "completed_flows"));
  EXPECT_NEAR(fct_sum_s / double(in_window), number(r.summary, "mean_fct_s"), 1e-9);
}

TEST(ObsNsfnetFlowFiles, ALongLivedFlowHasNoFile) {
  const auto r = opslab::testing::run(
      "obs_nsfnet", {{"sim", {{"duration_s", 4}, {"warmup_s", 1}, {"sample_interval_ms", 500}}},
                     {"traffic", {{"kind", "long_lived"}, {"flows", 4}, {"start_max_s", 1}}}});
  ASSERT_EQ(r.flows.rows.size(), 4u);
  for (std::size_t i = 0; i < r.flows.rows.size(); ++i) {
    for (const char* c : {"file_bytes", "complete", "fct_ms"}) EXPECT_TRUE(empty(r.flows, c, i)) << c;
    EXPECT_GT(number(r.flows, "received_bytes", i), 0);
  }
}
