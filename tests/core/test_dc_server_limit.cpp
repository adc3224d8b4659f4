// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The data-centre model's limits on a server's connections, ablations of settings the paper
// does not give: the connections a server keeps open (traffic.max_open_per_server; a request
// finding its source at the limit waits until one of them completes) and the connections a
// server accepts before they are established (traffic.max_half_open_per_server, a listen
// backlog at the destination). A limit that never binds changes nothing.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model_runner.hpp"
#include "scenario/scenario_error.hpp"

namespace {

using nlohmann::json;
using opslab::testing::number;

// A small fat-tree (16 servers) whose small files complete within the run: 20 ms, 5·10⁴
// requests/s of 10–100 kB files.
json small(int limit, const char* key = "max_open_per_server") {
  return {{"sim", {{"duration_s", 0.02}, {"warmup_s", 0.004}, {"seed", 3}}},
          {"topology", {{"k", 4}}},
          {"switch", {{"n_e", 2}}},
          {"traffic",
           {{"request_rate_per_s", 5e4},
            {"file_mode1_bytes", 1e4},
            {"file_mode2_bytes", 1e5},
            {key, limit}}}};
}

TEST(DcServerLimit, ALimitThatNeverBindsChangesNothing) {
  const auto none = opslab::testing::run("dc_fattree", small(0));
  const auto large = opslab::testing::run("dc_fattree", small(1000000));
  for (const char* column : {"events", "drops", "goodput_mbps", "completed", "requests"}) {
    EXPECT_EQ(number(none.summary, column), number(large.summary, column)) << column;
  }
  EXPECT_EQ(number(large.summary, "waiting_requests"), 0);
  EXPECT_EQ(none.flows.rows.size(), large.flows.rows.size());
}

TEST(DcServerLimit, NoServerKeepsMoreThanItsLimitOpenAndTheRestWait) {
  const auto r = opslab::testing::run("dc_fattree", small(1));
  EXPECT_GT(number(r.summary, "waiting_requests"), 0);  // the limit binds at this load
  // Per server, the connections in the order they started: every one but the last completed
  // (a later one starts only when the one before it completes), and each completes after the
  // one before it.
  std::map<int, std::vector<std::size_t>> by_server;
  for (std::size_t i = 0; i < r.flows.rows.size(); ++i) {
    by_server[static_cast<int>(number(r.flows, "src", i))].push_back(i);
  }
  ASSERT_GE(by_server.size(), 8u);
  int followed = 0;
  for (const auto& [server, rows] : by_server) {
    double previous_end = -1;
    for (std::size_t k = 0; k < rows.size(); ++k) {
      const std::size_t i = rows[k];
      const bool complete = number(r.flows, "complete", i) == 1;
      if (k + 1 < rows.size()) ASSERT_TRUE(complete) << "server " << server << ", connection " << k;
      if (!complete) continue;
      const double end = number(r.flows, "start_s", i) + number(r.flows, "fct_ms", i) / 1e3;
      EXPECT_GT(end, previous_end) << "server " << server << ", connection " << k;
      previous_end = end;
      if (k > 0) ++followed;
    }
  }
  EXPECT_GT(followed, 10);
  // The series of open connections never exceeds one per server.
  int samples = 0;
  for (const auto& s : r.timeseries.series) {
    if (s.series != "active_connections") continue;
    for (const double v : s.values) EXPECT_LE(v, 16.0);
    samples += static_cast<int>(s.values.size());
  }
  EXPECT_GT(samples, 0);
}

TEST(DcServerLimit, ABacklogThatNeverBindsChangesNothingAndOneThatBindsHoldsRequestsBack) {
  const auto none = opslab::testing::run("dc_fattree", small(0));
  const auto large = opslab::testing::run("dc_fattree", small(1000000, "max_half_open_per_server"));
  for (const char* column : {"events", "drops", "goodput_mbps", "completed"}) {
    EXPECT_EQ(number(none.summary, column), number(large.summary, column)) << column;
  }
  // More handshakes at once than places: the same requests arrive (the arrivals do not depend
  // on the limit), and each one either started a connection or is still waiting.
  auto free = small(0, "max_half_open_per_server");
  free["traffic"]["request_rate_per_s"] = 1e6;
  auto held = free;
  held["traffic"]["max_half_open_per_server"] = 1;
  const auto a = opslab::testing::run("dc_fattree", free);
  const auto b = opslab::testing::run("dc_fattree", held);
  const double waiting = number(b.summary, "waiting_requests");
  EXPECT_GT(waiting, 0);
  EXPECT_EQ(double(a.flows.rows.size()), double(b.flows.rows.size()) + waiting);
}

TEST(DcServerLimit, OneLimitAtATime) {
  auto doc = small(2);
  doc["traffic"]["max_half_open_per_server"] = 2;
  EXPECT_THROW(opslab::testing::run("dc_fattree", doc), opslab::scenario::ScenarioError);
}

}  // namespace
