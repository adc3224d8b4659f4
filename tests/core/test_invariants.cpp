// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The invariant checker (core/check/invariants.hpp): every prepared scenario keeps
// every invariant at the end of a short run and midway, and each invariant fails when the
// number it reads is broken on purpose (fault injection), so none of them is a check that
// cannot fail.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "check/invariants.hpp"
#include "model_runner.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"

namespace {

namespace fs = std::filesystem;
using opslab::check::check;
using opslab::check::describe;
using opslab::check::RunLedger;
using opslab::check::take_ledger;
using opslab::sim::SimTime;

// A ledger of a run that has every part: TCP flows with losses (retransmits, a full queue),
// links, sampled goodput.
RunLedger dumbbell_ledger() {
  auto run = opslab::testing::build("dumbbell", {{"sim", {{"duration_s", 3}, {"warmup_s", 1}}},
                                                 {"topology", {{"queue_packets", 20}}}});
  run->advance_to(SimTime::s(2.5));  // packets in queues and on the wire
  return take_ledger(*run, run->results());
}

TEST(Invariants, EveryPreparedScenarioKeepsThemMidwayAndAtTheEnd) {
  int checked = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(OPSLAB_SOURCE_DIR) / "assets" / "scenarios")) {
    SCOPED_TRACE(entry.path().filename().string());
    const auto file = opslab::scenario::load_scenario_file(entry.path().string());
    const std::string model = file.at("model");
    auto doc = opslab::testing::scenario_doc(model, file);
    const auto* m = opslab::scenario::find_model(model);
    auto probe = m->build(doc);
    // Short runs: a tenth of the scenario, at most 1 s of simulated time (the LB+AS and
    // data-centre runs are millions of events per second).
    const double duration =
        std::min(probe->end_time().to_seconds(), 1.0) / (model == "lbas" ? 50 : 1);
    probe.reset();
    doc["sim"]["duration_s"] = duration;
    doc["sim"]["warmup_s"] = duration / 4;
    auto run = m->build(doc);
    run->advance_to(SimTime::s(duration / 2));
    const auto mid = check(take_ledger(*run, run->results()));
    EXPECT_TRUE(mid.empty()) << "midway:\n" << describe(mid);
    run->advance_to(run->end_time());
    const auto end = check(take_ledger(*run, run->results()));
    EXPECT_TRUE(end.empty()) << "at the end:\n" << describe(end);
    ++checked;
  }
  EXPECT_GE(checked, 10);
}

// The start of a run, where a GUI user pauses or steps back most (slow start, the first
// reordered segments): the invariants hold at every 1.7 ms of the LB+AS classroom run's first
// 0.3 s, between its 20 ms samples as well as on them, for each anycast policy.
TEST(Invariants, HoldBetweenSamplesAtTheStartOfAReorderingRun) {
  const auto file = opslab::scenario::load_scenario_file(
      (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/lbas-classroom.json").string());
  for (const char* policy : {"none", "e_jsq", "rr", "jsvoq"}) {
    SCOPED_TRACE(policy);
    auto doc = opslab::testing::scenario_doc("lbas", file);
    doc["core"]["policy"] = policy;
    auto run = opslab::scenario::find_model("lbas")->build(doc);
    for (int i = 1; i <= 176; ++i) {
      run->advance_to(SimTime::us(1700.0 * i));
      const auto v = check(take_ledger(*run, run->results()));
      ASSERT_TRUE(v.empty()) << "at " << 1.7 * i << " ms:\n" << describe(v);
    }
  }
}

TEST(Invariants, TheDumbbellLedgerHasSomethingToCheck) {
  const RunLedger l = dumbbell_ledger();
  EXPECT_TRUE(check(l).empty()) << describe(check(l));
  EXPECT_GT(l.dropped, 0u);
  EXPECT_GT(l.live, 0u);
  EXPECT_FALSE(l.links.empty());
  // 2 routers and 20 hosts, every one checked (the bottleneck queue's overflows are its
  // link's drops, not the router's).
  ASSERT_EQ(l.nodes.size(), 22u);
  for (const auto& n : l.nodes) EXPECT_EQ(n.unchecked, "") << n.name;
  EXPECT_GT(l.nodes[0].link_in, 0u);
  EXPECT_GT(l.nodes[2].injected, 0u);
  EXPECT_GT(l.nodes[3].delivered, 0u);
  EXPECT_EQ(l.windows.size(), 10u);
  EXPECT_GT(l.capacity_mbps, 0);
  EXPECT_GT(l.goodput_mbps, 0);
  EXPECT_EQ(l.counters.size(), 3u);
  EXPECT_FALSE(std::isnan(l.series_goodput_mbps));
}

// Each invariant, broken by one wrong number, fails — and only that one.
TEST(Invariants, EachFailsWhenItsNumberIsBroken) {
  const RunLedger good = dumbbell_ledger();
  ASSERT_TRUE(check(good).empty());
  const auto only = [](const RunLedger& l, const std::string& invariant) {
    const auto v = check(l);
    return v.size() >= 1 &&
           std::all_of(v.begin(), v.end(), [&](const auto& x) { return x.invariant == invariant; });
  };
  RunLedger l = good;
  ++l.delivered;  // a packet counted delivered twice
  EXPECT_TRUE(only(l, "network conservation"));

  l = good;
  auto busiest = std::max_element(l.links.begin(), l.links.end(), [](const auto& a, const auto& b) {
    return a.accepted < b.accepted;
  });
  ++busiest->dropped;  // a drop counted on the link but not in the network
  EXPECT_TRUE(only(l, "link conservation"));

  l = good;
  auto r0 = std::find_if(l.nodes.begin(), l.nodes.end(), [](const auto& n) { return n.name == "r0"; });
  ASSERT_NE(r0, l.nodes.end());
  ++r0->held;  // a packet the router claims to hold that never entered it
  EXPECT_TRUE(only(l, "node conservation"));
  l = good;
  ASSERT_GT(l.nodes[3].delivered, 0u);
  --l.nodes[3].delivered;  // a delivery counted at the wrong host
  ++l.nodes[5].delivered;
  EXPECT_TRUE(only(l, "node conservation"));
  EXPECT_EQ(check(l).size(), 2u) << describe(check(l));

  l = good;
  auto full =
      std::find_if(l.links.begin(), l.links.end(), [](const auto& k) { return k.capacity > 0; });
  ASSERT_NE(full, l.links.end());
  full->waiting = full->capacity + 1;
  full->accepted += full->capacity + 1;  // conserved, but over capacity
  EXPECT_TRUE(only(l, "queue capacity"));

  l = good;
  l.next_event_ps = l.now_ps - 1;
  EXPECT_TRUE(only(l, "event order"));

  l = good;
  l.windows[3].cwnd_packets = 0.5;
  EXPECT_TRUE(only(l, "congestion window"));
  l = good;
  l.windows[4].ssthresh_packets = 0;
  EXPECT_TRUE(only(l, "congestion window"));

  l = good;
  l.goodput_mbps = l.capacity_mbps * 1.2;  // 20% more than the bottleneck carries
  l.series_goodput_mbps = l.goodput_mbps;  // the series agrees: only the capacity fails
  EXPECT_TRUE(only(l, "goodput capacity"));

  l = good;
  l.counters[0].summary = l.counters[0].flows + 1;
  EXPECT_TRUE(only(l, "counters agree"));

  l = good;
  l.series_goodput_mbps = l.goodput_mbps * 0.9 - 1;
  EXPECT_TRUE(only(l, "series agree"));

  // A window whose last tenth is not sampled yet: the summary may exceed the series by what
  // the network carries in that tenth, and not by more.
  l = good;
  l.capacity_mbps = 4 * good.capacity_mbps;  // room above: only the series' check is asked
  l.series_tail_s = 0.1 * l.window_s;
  const double tail = 0.1 * l.capacity_mbps;
  l.goodput_mbps = l.series_goodput_mbps + l.series_goodput_tolerance_mbps + 0.9 * tail;
  EXPECT_TRUE(check(l).empty()) << describe(check(l));
  l.goodput_mbps = l.series_goodput_mbps + l.series_goodput_tolerance_mbps + 1.1 * tail;
  EXPECT_TRUE(only(l, "series agree"));
}

// Node conservation in each model whose nodes hold packets or pass them over optical links the
// model serves itself: the ledger, taken between two aggregation ticks, counts what the nodes
// hold and what crossed those links, keeps the invariant, and fails it when the node holding
// the most claims one packet more.
TEST(Invariants, NodeConservationCountsWhatEachModelsNodesHold) {
  struct Case {
    const char* file;
    bool off_link;  // packets cross optical links served by the model's own components
  };
  for (const Case c : {Case{"he-chan-udp-classroom", true}, Case{"obs-nsfnet-classroom", true},
                       Case{"dc-hybrid-classroom", true}, Case{"lbas-classroom", false},
                       Case{"cioq-switch-classroom", false}}) {
    SCOPED_TRACE(c.file);
    const auto file = opslab::scenario::load_scenario_file(
        (fs::path(OPSLAB_SOURCE_DIR) / "assets" / "scenarios" / (std::string(c.file) + ".json"))
            .string());
    const std::string model = file.at("model");
    auto doc = opslab::testing::scenario_doc(model, file);
    const auto* m = opslab::scenario::find_model(model);
    auto run = m->build(doc);
    // Off the aggregation and assembly ticks (whole milliseconds), past the first packets
    // (LB+AS: while its core fabric holds some).
    const double t = std::min(run->end_time().to_seconds() / 2, model == "lbas" ? 0.01 : 0.2102);
    run->advance_to(SimTime::s(t));
    RunLedger l = take_ledger(*run, run->results());
    ASSERT_TRUE(check(l).empty()) << describe(check(l));
    std::uint64_t off_in = 0, off_out = 0;
    for (const auto& n : l.nodes) {
      off_in += n.off_link_in;
      off_out += n.off_link_out;
    }
    if (c.off_link) {
      EXPECT_GT(off_in, 0u);
      EXPECT_GE(off_out, off_in);  // some still on the way
    } else {
      EXPECT_EQ(off_in + off_out, 0u);
    }
    auto holder = std::max_element(l.nodes.begin(), l.nodes.end(),
                                   [](const auto& a, const auto& b) { return a.held < b.held; });
    ASSERT_GT(holder->held, 0u);
    ++holder->held;
    const auto v = check(l);
    ASSERT_EQ(v.size(), 1u) << describe(v);
    EXPECT_EQ(v[0].invariant, "node conservation");
    EXPECT_NE(v[0].detail.find(holder->name), std::string::npos) << v[0].detail;
  }
}

}  // namespace
