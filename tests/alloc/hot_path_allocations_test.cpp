// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The hot path allocates nothing per packet (the guide's standard): each prepared
// scenario, once warmed up, runs a window of simulated time while every call of operator new
// in the process is counted (counting_new.cpp). What may still allocate is amortized growth —
// time-series rows, per-flow traces and queues reaching a new high — and, in the data-center
// model, the connections that requests open. A per-packet allocation would cost at least one
// allocation per 11 events (a packet's hops through links, fibres and switches), ≈ 90 per
// 1000 events; the bound is 20.
#include <gtest/gtest.h>

#include <filesystem>
#include <ostream>
#include <string>

#include <fmt/format.h>

#include "counting_new.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "sim/simulation.hpp"

namespace {

using opslab::sim::SimTime;

struct Window {
  const char* scenario;
  double from_s;  // warmed up: connections open, queues and pools at their working size
  double to_s;
};
void PrintTo(const Window& w, std::ostream* os) { *os << w.scenario; }

class HotPathAllocations : public ::testing::TestWithParam<Window> {};

TEST_P(HotPathAllocations, FewerThanTwentyPerThousandEvents) {
  const Window w = GetParam();
  const auto doc = opslab::scenario::resolve_scenario(opslab::scenario::load_scenario_file(
      (std::filesystem::path(OPSLAB_SOURCE_DIR) / "assets/scenarios" / w.scenario).string()));
  auto run = opslab::scenario::find_model(doc.at("model").get<std::string>())->build(doc);
  run->advance_to(SimTime::s(w.from_s));
  const auto allocations = opslab::testing::allocations_so_far();
  const auto events = run->simulation().events_processed();
  run->advance_to(SimTime::s(w.to_s));
  const double n = static_cast<double>(run->simulation().events_processed() - events);
  const double per_1000 =
      1000.0 * static_cast<double>(opslab::testing::allocations_so_far() - allocations) / n;
  ASSERT_GT(n, 1e5) << "the window must hold a real amount of traffic";
  EXPECT_LT(per_1000, 20.0) << fmt::format("{}: {:.2f} allocations per 1000 events over {:.0f}",
                                           w.scenario, per_1000, n);
  ::testing::Test::RecordProperty("allocations_per_1000_events", fmt::format("{:.3f}", per_1000));
}

INSTANTIATE_TEST_SUITE_P(
    PreparedScenarios, HotPathAllocations,
    ::testing::Values(Window{"dumbbell-500-sack.json", 2, 3}, Window{"dumbbell-500.json", 2, 3},
                      Window{"he-chan-tcp-classroom.json", 1, 2},
                      Window{"he-chan-udp-classroom.json", 1, 2},
                      Window{"obs-nsfnet-classroom.json", 2, 4},
                      Window{"lbas-classroom.json", 0.5, 0.6},
                      Window{"cioq-switch-classroom.json", 0.004, 0.008},
                      Window{"dc-hybrid-classroom.json", 0.004, 0.006}),
    [](const ::testing::TestParamInfo<Window>& i) {
      std::string name = i.param.scenario;
      name = name.substr(0, name.find('.'));
      for (char& c : name) {
        if (c == '-') c = '_';
      }
      return name;
    });

// The data-center model pools its connections: once the pool covers the open
// connections, a request allocates nothing. Small files over electronic switches (no loss,
// so no backed-off timer holds a connection open): about 40 connections are open at a time
// and the pool stops growing within a few milliseconds.
TEST(DcFatTreeConnectionPool, ARequestAllocatesNothingOnceThePoolCoversTheOpenConnections) {
  auto doc = opslab::scenario::resolve_scenario(opslab::scenario::load_scenario_file(
      (std::filesystem::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dc-hybrid-classroom.json")
          .string()));
  doc["switch"]["type"] = "electronic";
  doc["traffic"]["file_mode2_bytes"] = 1e5;
  doc["sim"]["duration_s"] = 0.05;
  auto run = opslab::scenario::find_model("dc_fattree")->build(doc);
  const auto requests = [&run] {
    const auto summary = run->results().summary;
    return std::get<std::int64_t>(summary.rows.at(0).at(
        static_cast<std::size_t>(summary.column("requests"))));
  };
  run->advance_to(SimTime::s(0.03));
  const std::int64_t r0 = requests();
  const auto a0 = opslab::testing::allocations_so_far();
  run->advance_to(SimTime::s(0.05));
  const auto a1 = opslab::testing::allocations_so_far();
  const std::int64_t n = requests() - r0;
  ASSERT_GT(n, 1000);
  // What remains is amortized growth (flows.csv records, time-series rows): far below one
  // per request, where each new connection took 11 or more.
  EXPECT_LT(static_cast<double>(a1 - a0) / static_cast<double>(n), 0.2)
      << (a1 - a0) << " allocations for " << n << " requests";
}

}  // namespace
