// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fabric views models publish (scenario::FabricView, switching::CioqFabricWatch): every
// input queue's cells are the switch's own counts; the last slot's matching is a partial
// permutation of pairs that had cells to move, at a slot boundary no later than now; grouped
// outputs (e-JSQ's AS-VOQ) and input FIFOs show as one queue across their outputs; unwatched,
// the switch has no observer and the view no matching; the lbas and cioq_switch models publish
// their fabrics at their switch nodes, and watching them changes nothing in the run.
#include <cstdint>
#include <memory>
#include <set>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "model_runner.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "sim/random.hpp"
#include "sim/simulation.hpp"
#include "sim/time.hpp"
#include "switching/cell.hpp"
#include "switching/cioq_fabric_view.hpp"
#include "switching/cioq_switch.hpp"

using opslab::net::Link;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::Node;
using opslab::net::NodeId;
using opslab::net::PacketKind;
using opslab::net::PacketPtr;
using opslab::scenario::FabricView;
using opslab::sim::RandomStream;
using opslab::sim::SimTime;
using opslab::sim::Simulation;
using opslab::switching::CioqFabricWatch;
using opslab::switching::CioqSwitch;
using opslab::switching::CioqSwitchParams;
using opslab::switching::SwitchArchitecture;
using json = nlohmann::json;

namespace {

struct Sink final : Node {
  explicit Sink(NodeId id) : Node(id, "sink") {}
  void receive(PacketPtr) override {}
};

// A switch of `p.ports` ports fed by hand, its outputs on 2.5 Gb/s links.
struct Bench {
  explicit Bench(CioqSwitchParams p) : sim(3), net(sim) {
    for (std::uint32_t j = 0; j < p.ports; ++j) {
      sinks.push_back(&net.add_node(std::make_unique<Sink>(j)));
    }
    sw = std::make_unique<CioqSwitch>(net, 0, "view", p);
    LinkParams lp;
    lp.rate_bps = 2'500'000'000;
    for (std::uint32_t j = 0; j < p.ports; ++j) {
      sw->connect(j, net.add_link(std::make_unique<Link>(net, j, 0, j, *sinks[j], lp)));
    }
  }
  void send(std::uint32_t in, std::uint32_t out, std::uint32_t bytes) {
    sw->arrive(in, out, net.pool().make(0, 0, out, PacketKind::udp, bytes, net.now()));
  }
  std::vector<std::string> names(const char* prefix) const {
    std::vector<std::string> v;
    for (std::uint32_t i = 0; i < sw->ports(); ++i) v.push_back(prefix + std::to_string(i));
    return v;
  }
  FabricView view(const CioqFabricWatch& w) const {
    return w.view(*sw, 0, "fabric", names("in"), names("out"));
  }
  Simulation sim;
  Network net;
  std::vector<Sink*> sinks;
  std::unique_ptr<CioqSwitch> sw;
};

// The view's counts are the switch's: per queue, per input, per output FIFO.
void expect_counts_match(const FabricView& v, const CioqSwitch& sw) {
  const std::uint32_t n = sw.ports();
  ASSERT_EQ(v.queue_cells.size(), std::size_t{n} * n);
  std::uint64_t total = 0;
  for (std::uint32_t i = 0; i < n; ++i) {
    std::uint64_t row = 0;
    for (std::uint32_t q = 0; q < n; ++q) row += v.queue_cells[std::size_t{i} * n + q];
    EXPECT_EQ(row, sw.input_cells(i)) << "input " << i;
    for (std::uint32_t j = 0; j < n; ++j) {
      EXPECT_EQ(v.queue_of_output[j], sw.queue_of_output(j));
      EXPECT_EQ(v.queue_cells[std::size_t{i} * n + v.queue_of_output[j]], sw.queue_cells(i, j));
    }
    total += row;
  }
  EXPECT_EQ(total, sw.queued_cells());
  for (std::uint32_t j = 0; j < n; ++j) {
    EXPECT_EQ(v.output_packets[j], sw.output_line(j)->queue_packets());
    EXPECT_EQ(v.output_bytes[j], sw.output_line(j)->queue_bytes());
  }
}

// No output twice; a matched input had cells for that output's queue before the slot.
void expect_partial_permutation(const std::vector<std::int32_t>& match, std::uint32_t n) {
  ASSERT_EQ(match.size(), n);
  std::set<std::int32_t> outs;
  for (auto j : match) {
    if (j < 0) continue;
    ASSERT_LT(j, static_cast<std::int32_t>(n));
    EXPECT_TRUE(outs.insert(j).second) << "output " << j << " matched twice";
  }
}

}  // namespace

TEST(FabricView, WatchedVoqSwitchShowsItsCountsAndEachSlotsMatchingAsAPartialPermutation) {
  CioqSwitchParams p;
  p.ports = 8;
  p.speedup = 2;
  Bench b(p);
  CioqFabricWatch w;
  w.watch(*b.sw);
  RandomStream rng(11, "load");
  std::uint64_t slots_seen = 0, matched_pairs = 0;
  std::int64_t last_slot = -1;
  for (int step = 0; step < 400; ++step) {
    for (int k = 0; k < 3; ++k) {
      b.send(static_cast<std::uint32_t>(rng.uniform_index(8)),
             static_cast<std::uint32_t>(rng.uniform_index(8)),
             rng.uniform01() < 0.5 ? 40 : 576);
    }
    // Cells waiting in each queue before the next slots run: a matched pair must have had some.
    const FabricView before = b.view(w);
    const std::int64_t from = b.sim.now().count_ps();
    b.sim.run_until(b.sim.now() + SimTime::ns(97));
    const FabricView v = b.view(w);
    expect_counts_match(v, *b.sw);
    EXPECT_EQ(v.slot_ps, p.cell_time.count_ps() / p.speedup);
    if (v.slot_start_ps < 0) continue;
    EXPECT_LE(v.slot_start_ps, b.sim.now().count_ps());
    // A slot boundary: ⌊m · cell_time / S⌋ for some m.
    const auto m = static_cast<std::uint64_t>(v.slot_start_ps * p.speedup / p.cell_time.count_ps());
    EXPECT_TRUE(b.sw->slot_start(m) == SimTime::ps(v.slot_start_ps) ||
                b.sw->slot_start(m + 1) == SimTime::ps(v.slot_start_ps));
    expect_partial_permutation(v.match, p.ports);
    if (v.slot_start_ps != last_slot) ++slots_seen;
    last_slot = v.slot_start_ps;
    if (v.slot_start_ps <= from) continue;  // an older slot's matching: the fabric is idle
    for (std::uint32_t i = 0; i < p.ports; ++i) {
      const std::int32_t j = v.match[i];
      if (j < 0) continue;
      ++matched_pairs;
      // Only the last of the slots since `before` is shown; its pair's queue had cells then
      // or received them since (arrivals happen only before the run_until).
      EXPECT_GT(before.queue_cells[std::size_t{i} * p.ports + static_cast<std::uint32_t>(j)], 0U);
    }
  }
  EXPECT_GT(slots_seen, 300U);
  EXPECT_GT(matched_pairs, 1000U);
}

TEST(FabricView, UnwatchedSwitchHasNoObserverAndTheViewNoMatching) {
  CioqSwitchParams p;
  p.ports = 4;
  Bench b(p);
  CioqFabricWatch w;
  for (std::uint32_t i = 0; i < 4; ++i) b.send(i, (i + 1) % 4, 1500);
  b.sim.run_until(SimTime::ns(300));
  const FabricView v = b.view(w);
  EXPECT_FALSE(w.watching());
  EXPECT_EQ(v.slot_start_ps, -1);
  EXPECT_TRUE(v.match.empty());
  expect_counts_match(v, *b.sw);
  EXPECT_GT(b.sw->queued_cells(), 0U);
  EXPECT_THROW(w.view(*b.sw, 0, "x", {"a"}, {"b"}), std::invalid_argument);
}

TEST(FabricView, GroupedOutputsAndInputFifosShowAsOneQueueAcrossTheirOutputs) {
  {
    CioqSwitchParams p;
    p.ports = 4;
    Bench b(p);
    b.sw->group_outputs({0, 1, 1, 3});  // outputs 1 and 2: one AS-VOQ
    CioqFabricWatch w;
    w.watch(*b.sw);
    b.send(0, 1, 1500);
    b.send(0, 2, 1500);
    b.send(2, 3, 480);
    const FabricView v = b.view(w);
    EXPECT_EQ(v.queue_of_output, (std::vector<std::uint32_t>{0, 1, 1, 3}));
    EXPECT_EQ(v.queue_cells[0 * 4 + 1], 64U);  // two 32-cell packets in one queue
    EXPECT_EQ(v.queue_cells[0 * 4 + 2], 0U);   // no queue of its own
    EXPECT_EQ(v.queue_cells[2 * 4 + 3], 10U);
    expect_counts_match(v, *b.sw);
  }
  {
    CioqSwitchParams p;
    p.ports = 3;
    p.architecture = SwitchArchitecture::input_fifo;
    Bench b(p);
    CioqFabricWatch w;
    w.watch(*b.sw);
    b.send(1, 0, 96);
    b.send(1, 2, 48);
    const FabricView v = b.view(w);
    EXPECT_EQ(v.queue_of_output, (std::vector<std::uint32_t>{0, 0, 0}));
    EXPECT_EQ(v.queue_cells[1 * 3 + 0], 3U);
    expect_counts_match(v, *b.sw);
  }
}

TEST(FabricView, LbasPublishesBothCoreFabricsAndWatchingChangesNothing) {
  const json o = {{"sim", {{"duration_s", 0.02}, {"sample_interval_ms", 5}}},
                  {"topology", {{"b_D", 2}, {"U_mbps", 100}}},
                  {"traffic", {{"rho", 0.5}, {"sub_sources", 10}, {"file_mb", 0.5}}}};
  auto plain = opslab::testing::build("lbas", o);
  auto watched = opslab::testing::build("lbas", o);
  watched->watch_fabrics();
  EXPECT_TRUE(plain->fabric_views().front().match.empty());
  std::uint64_t matched = 0;
  for (int ms = 1; ms <= 20; ++ms) {
    plain->advance_to(SimTime::ms(ms));
    watched->advance_to(SimTime::ms(ms));
    const auto views = watched->fabric_views();
    const auto buffers = watched->node_buffers();
    ASSERT_EQ(views.size(), 2U);
    for (std::size_t side = 0; side < 2; ++side) {
      const FabricView& v = views[side];
      EXPECT_EQ(watched->topology().node(v.node).name, side == 0 ? "core-L" : "core-R");
      ASSERT_EQ(v.inputs.size(), 6U);  // K·b_D sub-networks + b_D lightpaths
      EXPECT_EQ(v.inputs[4], "LP0");
      // e-JSQ (the default): the bundle's two outputs share one AS-VOQ.
      EXPECT_EQ(v.queue_of_output[4], v.queue_of_output[5]);
      std::uint64_t cells = 0;
      for (auto c : v.queue_cells) cells += c;
      EXPECT_EQ(buffers[side].node, v.node);
      EXPECT_EQ(cells * opslab::switching::kCellBytes, buffers[side].bytes);
      expect_partial_permutation(v.match, 6);
      for (auto j : v.match) matched += j >= 0;
      EXPECT_LE(v.slot_start_ps, watched->simulation().now().count_ps());
    }
  }
  EXPECT_GT(matched, 0U);
  EXPECT_EQ(plain->simulation().events_processed(), watched->simulation().events_processed());
  // The same results, but for the wall-clock columns.
  const auto a = plain->results().summary, b = watched->results().summary;
  ASSERT_EQ(a.columns, b.columns);
  for (std::size_t c = 0; c < a.columns.size(); ++c) {
    if (a.columns[c] == "wall_s" || a.columns[c] == "events_per_s") continue;
    EXPECT_EQ(a.rows.at(0).at(c), b.rows.at(0).at(c)) << a.columns[c];
  }
}

TEST(FabricView, CioqSwitchLabPublishesItsSwitchWithTheInputCounts) {
  auto run = opslab::testing::build(
      "cioq_switch", json{{"switch", {{"ports", 4}}}, {"traffic", {{"load", 0.9}}},
                          {"sim", {{"duration_s", 0.0002}, {"warmup_s", 0.0001}}}});
  run->watch_fabrics();
  run->advance_to(SimTime::us(50));
  const auto views = run->fabric_views();
  ASSERT_EQ(views.size(), 1U);
  const FabricView& v = views.front();
  EXPECT_EQ(run->topology().node(v.node).name, "switch");
  EXPECT_EQ(v.outputs.back(), "out3");
  const auto buffers = run->node_buffers();  // one per input node, in input order
  ASSERT_EQ(buffers.size(), 4U);
  for (std::uint32_t i = 0; i < 4; ++i) {
    std::uint64_t row = 0;
    for (std::uint32_t q = 0; q < 4; ++q) row += v.queue_cells[i * 4 + q];
    EXPECT_EQ(row, buffers[i].packets) << "input " << i;
  }
  expect_partial_permutation(v.match, 4);
  EXPECT_GE(v.slot_start_ps, 0);
}
