// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CIOQ switch unit tests (Izquierdo-Zaragoza & Pavon-Marino §II-B; McKeown 1999): iSLIP
// matchings are partial permutations of requested pairs and maximal after N iterations; its
// pointers desynchronise under full load; the switch segments packets into 48-byte-payload
// cells, reassembles them in order, honours the fabric-slot timing and speedup, runs no event
// while idle, groups outputs into one queue (AS-VOQ), and drops at a full input buffer.
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/random.hpp"
#include "sim/simulation.hpp"
#include "switching/cell.hpp"
#include "switching/cioq_switch.hpp"
#include "switching/islip.hpp"

using opslab::net::Link;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::Node;
using opslab::net::NodeId;
using opslab::net::PacketKind;
using opslab::net::PacketPtr;
using opslab::sim::RandomStream;
using opslab::sim::SimTime;
using opslab::sim::Simulation;
using opslab::switching::cells_for;
using opslab::switching::CioqSwitch;
using opslab::switching::CioqSwitchParams;
using opslab::switching::IslipScheduler;
using opslab::switching::IslipTrace;
using opslab::switching::kUnmatched;
using opslab::switching::SwitchArchitecture;

namespace {

// Every matched pair was requested; no input or output appears twice.
void expect_partial_permutation(const IslipScheduler& s, const std::vector<std::uint64_t>& req) {
  std::uint64_t outs = 0;
  std::uint32_t pairs = 0;
  for (std::uint32_t i = 0; i < s.ports(); ++i) {
    const auto j = s.output_of(i);
    if (j == kUnmatched) continue;
    ASSERT_TRUE(req[i] >> j & 1U) << "unrequested pair " << i << "→" << j;
    ASSERT_FALSE(outs >> j & 1U) << "output " << j << " matched twice";
    ASSERT_EQ(s.input_of(static_cast<std::uint32_t>(j)), static_cast<std::int32_t>(i));
    outs |= std::uint64_t{1} << j;
    ++pairs;
  }
  EXPECT_EQ(pairs, s.matched());
}

TEST(Islip, RandomRequestsGiveAPartialPermutationThatIsMaximalAfterNIterations) {
  RandomStream rng(7, "test");
  for (std::uint32_t n : {2U, 5U, 16U, 64U}) {
    IslipScheduler one(n, 1), full(n, n);
    for (int trial = 0; trial < 300; ++trial) {
      std::vector<std::uint64_t> req(n, 0);
      const double density = rng.uniform01();
      for (std::uint32_t i = 0; i < n; ++i) {
        for (std::uint32_t j = 0; j < n; ++j) {
          if (rng.uniform01() < density) req[i] |= std::uint64_t{1} << j;
        }
      }
      one.match(req);
      expect_partial_permutation(one, req);
      full.match(req);
      expect_partial_permutation(full, req);
      // Maximal: no request joins an unmatched input to an unmatched output.
      for (std::uint32_t i = 0; i < n; ++i) {
        if (full.output_of(i) != kUnmatched) continue;
        for (std::uint32_t j = 0; j < n; ++j) {
          if (req[i] >> j & 1U) {
            EXPECT_NE(full.input_of(j), kUnmatched) << "n=" << n << " pair " << i << "→" << j;
          }
        }
      }
    }
  }
}

TEST(Islip, PointersDesynchroniseUnderFullLoadGivingFullMatchesWithOneIteration) {
  // McKeown 1999 §III-B: with every VOQ backlogged, the grant pointers fall into a
  // round-robin of distinct positions, after which 1-iteration iSLIP matches all N ports.
  const std::uint32_t n = 8;
  IslipScheduler s(n, 1);
  const std::vector<std::uint64_t> all(n, (std::uint64_t{1} << n) - 1);
  s.match(all);
  EXPECT_EQ(s.matched(), 1U);  // every output grants input 0, which accepts output 0
  for (int slot = 1; slot < static_cast<int>(n); ++slot) s.match(all);
  for (int slot = 0; slot < 50; ++slot) {
    s.match(all);
    EXPECT_EQ(s.matched(), n);
  }
  std::uint64_t seen = 0;
  for (std::uint32_t j = 0; j < n; ++j) seen |= std::uint64_t{1} << s.grant_pointer(j);
  EXPECT_EQ(std::popcount(seen), static_cast<int>(n));
}

TEST(Islip, PointersMoveOnlyOnFirstIterationAcceptances) {
  // Inputs 0 and 1 both request output 0; input 1 also requests output 1. Iteration 1: both
  // outputs grant input 0 (pointers at 0); it accepts output 0. Iteration 2 matches 1→1, which
  // must not move output 1's grant pointer or input 1's accept pointer.
  IslipScheduler s(2, 2);
  s.match({0b01, 0b11});
  EXPECT_EQ(s.output_of(0), 0);
  EXPECT_EQ(s.output_of(1), 1);
  EXPECT_EQ(s.grant_pointer(0), 1U);
  EXPECT_EQ(s.accept_pointer(0), 1U);
  EXPECT_EQ(s.grant_pointer(1), 0U);
  EXPECT_EQ(s.accept_pointer(1), 0U);
}

// The trace a view replays is the scheduler's own slot: its accepts over the
// iterations are exactly the matching, each grant and accept follows the round-robin rule from
// the pointers the slot began with, and the pointers then moved on first-iteration accepts only.
TEST(Islip, TraceRecordsEachIterationsRequestsGrantsAndAcceptsOfTheMatchingMade) {
  const std::uint32_t n = 8;
  IslipScheduler s(n, 3);
  IslipTrace trace;
  s.record_into(&trace);
  RandomStream rng(5, "requests");
  std::uint64_t iterations_beyond_first = 0;
  for (int slot = 0; slot < 2000; ++slot) {
    std::vector<std::uint64_t> req(n);
    for (auto& r : req) r = rng.uniform_index(256) & rng.uniform_index(256);
    std::vector<std::uint32_t> g0(n), a0(n);
    for (std::uint32_t k = 0; k < n; ++k) {
      g0[k] = s.grant_pointer(k);
      a0[k] = s.accept_pointer(k);
    }
    s.match(req);
    ASSERT_EQ(trace.grant_before, g0);
    ASSERT_EQ(trace.accept_before, a0);
    ASSERT_LE(trace.iterations_run, 3U);
    iterations_beyond_first += trace.iterations_run > 1 ? 1 : 0;
    std::vector<std::int32_t> matched(n, kUnmatched);
    std::uint64_t free_out = 0xff;
    for (std::uint32_t it = 0; it < trace.iterations_run; ++it) {
      // Requests: the unmatched inputs' requests for unmatched outputs.
      std::vector<std::uint64_t> column(n, 0), granted(n, 0);
      for (std::uint32_t i = 0; i < n; ++i) {
        const std::uint64_t expect = matched[i] == kUnmatched ? req[i] & free_out : 0;
        ASSERT_EQ(trace.requests[it * n + i], expect) << "slot " << slot << " it " << it;
        for (std::uint32_t j = 0; j < n; ++j) {
          if (expect >> j & 1U) column[j] |= std::uint64_t{1} << i;
        }
      }
      for (std::uint32_t j = 0; j < n; ++j) {
        const std::int32_t g = trace.grants[it * n + j];
        if (column[j] == 0) {
          ASSERT_EQ(g, kUnmatched);
          continue;
        }
        ASSERT_EQ(g, static_cast<std::int32_t>(opslab::switching::first_at_or_after(column[j], g0[j], n)));
        granted[static_cast<std::uint32_t>(g)] |= std::uint64_t{1} << j;
      }
      for (std::uint32_t i = 0; i < n; ++i) {
        const std::int32_t a = trace.accepts[it * n + i];
        if (granted[i] == 0) {
          ASSERT_EQ(a, kUnmatched);
          continue;
        }
        ASSERT_EQ(a, static_cast<std::int32_t>(opslab::switching::first_at_or_after(granted[i], a0[i], n)));
        matched[i] = a;
        free_out &= ~(std::uint64_t{1} << a);
      }
    }
    for (std::uint32_t i = 0; i < n; ++i) ASSERT_EQ(matched[i], s.output_of(i)) << "input " << i;
    for (std::uint32_t i = 0; i < n; ++i) {
      const std::int32_t j = trace.accepts[i];  // first iteration
      if (j == kUnmatched) continue;
      EXPECT_EQ(s.grant_pointer(static_cast<std::uint32_t>(j)), (i + 1) % n);
      EXPECT_EQ(s.accept_pointer(i), static_cast<std::uint32_t>(j + 1) % n);
    }
  }
  EXPECT_GT(iterations_beyond_first, 100U);  // the later iterations were exercised
}

// A switch between hand-fed inputs and recording sinks.
struct Recorder final : Node {
  Recorder(Network& n, NodeId id) : Node(id, "sink"), net(n) {}
  void receive(PacketPtr p) override {
    seqs.push_back(p->seq);
    times.push_back(net.now());
  }
  Network& net;
  std::vector<std::uint64_t> seqs;
  std::vector<SimTime> times;
};

struct Bench {
  explicit Bench(CioqSwitchParams p) : sim(1), net(sim) {
    const std::uint32_t n = p.ports;
    for (std::uint32_t j = 0; j < n; ++j) {
      sinks.push_back(&net.add_node(std::make_unique<Recorder>(net, j)));
    }
    sw = std::make_unique<CioqSwitch>(net, 0, "test", p);
    LinkParams lp;
    lp.rate_bps = 2'500'000'000;
    for (std::uint32_t j = 0; j < n; ++j) {
      auto& l = net.add_link(std::make_unique<Link>(net, j, 0, j, *sinks[j], lp));
      sw->connect(j, l);
    }
  }
  void send(std::uint32_t in, std::uint32_t out, std::uint32_t bytes, std::uint64_t seq) {
    PacketPtr p = net.pool().make(0, 0, out, PacketKind::udp, bytes, net.now());
    p->seq = seq;
    sw->arrive(in, out, std::move(p));
  }
  Simulation sim;
  Network net;
  std::vector<Recorder*> sinks;
  std::unique_ptr<CioqSwitch> sw;
};

TEST(CioqSwitch, SegmentsIntoCellsOf48BytesAndReassemblesAfterTheLastCell) {
  EXPECT_EQ(cells_for(40), 1U);
  EXPECT_EQ(cells_for(48), 1U);
  EXPECT_EQ(cells_for(49), 2U);
  EXPECT_EQ(cells_for(576), 12U);
  EXPECT_EQ(cells_for(1500), 32U);
  CioqSwitchParams p;
  p.ports = 2;
  p.speedup = 4;
  Bench b(p);
  b.send(0, 1, 1500, 0);
  b.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(b.sinks[1]->seqs.size(), 1U);
  EXPECT_EQ(b.sw->stats().cells_switched, 32U);
  // 32 fabric slots of 204.8/4 ns from the first slot after 0, reassembled at the end of the
  // last, then 1500 bytes at 2.5 Gb/s on the output line.
  const SimTime fabric = SimTime::ps(51'200);
  EXPECT_EQ(b.sinks[1]->times[0], fabric * 33 + SimTime::transmission(1500, 2'500'000'000));
}

TEST(CioqSwitch, PacketsFromOneInputToOneOutputKeepTheirOrder) {
  CioqSwitchParams p;
  p.ports = 4;
  Bench b(p);
  RandomStream rng(3, "sizes");
  for (std::uint64_t k = 0; k < 200; ++k) {
    const auto bytes = 40 + static_cast<std::uint32_t>(rng.uniform_index(1461));
    b.send(static_cast<std::uint32_t>(k % 4), 2, bytes, k);
  }
  b.sim.run_until(SimTime::ms(50));
  ASSERT_EQ(b.sinks[2]->seqs.size(), 200U);
  std::vector<std::uint64_t> last(4, 0);
  std::vector<bool> seen(4, false);
  for (auto s : b.sinks[2]->seqs) {
    const auto in = s % 4;
    if (seen[in]) EXPECT_GT(s, last[in]);
    seen[in] = true;
    last[in] = s;
  }
}

TEST(CioqSwitch, IdleSwitchSchedulesNoEvents) {
  CioqSwitchParams p;
  p.ports = 4;
  Bench b(p);
  b.send(0, 1, 100, 0);
  b.sim.run_until(SimTime::ms(1));
  EXPECT_EQ(b.sim.pending_events(), 0U);
  const auto slots = b.sw->stats().fabric_slots;
  EXPECT_EQ(slots, 3U);            // one per cell (100 B = 3 cells)
  b.sim.run_until(SimTime::s(1));  // five million idle slots later
  EXPECT_EQ(b.sw->stats().fabric_slots, slots);
  EXPECT_LT(b.sim.events_processed(), 20U);
}

TEST(CioqSwitch, EveryFabricSlotMatchingIsAPartialPermutationUnderLoad) {
  for (auto arch : {SwitchArchitecture::voq_islip, SwitchArchitecture::input_fifo}) {
    CioqSwitchParams p;
    p.ports = 8;
    p.speedup = 2;
    p.architecture = arch;
    Bench b(p);
    std::uint64_t checked = 0;
    b.sw->observe_slots([&](SimTime, const std::vector<std::int32_t>& out_of_in) {
      std::uint64_t outs = 0;
      for (auto j : out_of_in) {
        if (j == kUnmatched) continue;
        ASSERT_FALSE(outs >> j & 1U);
        outs |= std::uint64_t{1} << j;
      }
      ++checked;
    });
    RandomStream rng(5, "load");
    for (std::uint64_t k = 0; k < 4000; ++k) {
      b.send(static_cast<std::uint32_t>(rng.uniform_index(8)),
             static_cast<std::uint32_t>(rng.uniform_index(8)), 40, k);
    }
    b.sim.run_until(SimTime::ms(10));
    EXPECT_GT(checked, 500U);
    EXPECT_EQ(b.sw->stats().cells_switched, 4000U);
    EXPECT_EQ(b.sw->queued_cells(), 0U);
  }
}

TEST(CioqSwitch, GroupedOutputsShareOneQueueWhoseHeadRequestsOnlyItsOwnOutput) {
  // e-JSQ's AS-VOQ (§III): outputs 1 and 2 form one queue. A 10-cell packet for output 1 at
  // the head blocks a later packet for output 2 even though output 2 is free.
  CioqSwitchParams p;
  p.ports = 3;
  Bench b(p);
  b.sw->group_outputs({0, 1, 1});
  b.send(0, 1, 480, 0);
  b.send(0, 2, 40, 1);
  EXPECT_EQ(b.sw->queue_cells(0, 1), 11U);
  EXPECT_EQ(b.sw->queue_cells(0, 2), 11U);
  b.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(b.sinks[1]->times.size(), 1U);
  ASSERT_EQ(b.sinks[2]->times.size(), 1U);
  // Cells of the first packet cross in slots 1…10 and the second's in slot 11; it is
  // reassembled when slot 12 starts. In its own VOQ it would have crossed in slot 1.
  const SimTime t = SimTime::ps(204'800);
  EXPECT_EQ(b.sinks[2]->times[0], t * 12 + SimTime::transmission(40, 2'500'000'000));
}

TEST(CioqSwitch, FullInputBufferDropsTheWholePacket) {
  CioqSwitchParams p;
  p.ports = 2;
  p.input_buffer_cells = 40;
  Bench b(p);
  b.send(0, 1, 1500, 0);  // 32 cells
  b.send(0, 1, 1500, 1);  // would make 64
  b.send(0, 1, 48 * 8, 2);
  EXPECT_EQ(b.sw->stats().input_drops, 1U);
  EXPECT_EQ(b.sw->input_cells(0), 40U);
  EXPECT_EQ(b.net.drops(opslab::net::DropCause::queue_overflow), 1U);
}

}  // namespace

// Arrivals for the folded-slot test: each planned arrival is an event scheduled at time zero
// (a source that plans ahead), or a relay — an event that, at its time, schedules the arrival
// for the same time (a link without propagation delay); readers look at the switch at slot
// starts from events scheduled at zero (a sampler) and must not change what happens.
struct Feeder final : opslab::sim::EventHandler {
  struct Plan {
    SimTime at;
    std::uint32_t in = 0, out = 0, bytes = 0;
    bool relay = false;
  };
  Feeder(Bench& bench, std::vector<Plan> plans, std::vector<SimTime> reads)
      : b(bench), plan(std::move(plans)), read_at(std::move(reads)) {
    for (std::size_t k = 0; k < plan.size(); ++k) {
      events.push_back(std::make_unique<opslab::sim::Event>(this, static_cast<std::uint32_t>(k)));
      b.sim.schedule(*events.back(), plan[k].relay ? plan[k].at - SimTime::ps(1) : plan[k].at);
    }
    for (std::size_t k = 0; k < read_at.size(); ++k) {
      events.push_back(std::make_unique<opslab::sim::Event>(this, kRead + static_cast<std::uint32_t>(k)));
      b.sim.schedule(*events.back(), read_at[k]);
    }
  }
  void handle_event(opslab::sim::Event& ev) override {
    if (ev.tag() >= kRead) {
      reads.push_back(b.sw->queued_cells());
      reads.push_back(b.sw->stats().fabric_slots);
      return;
    }
    Plan& p = plan[ev.tag()];
    if (p.relay) {  // first hop: at the next instant, pass it on at that same time
      p.relay = false;
      b.sim.schedule(ev, p.at);
      return;
    }
    b.send(p.in, p.out, p.bytes, ev.tag());
  }
  static constexpr std::uint32_t kRead = 1U << 30;
  Bench& b;
  std::vector<Plan> plan;
  std::vector<SimTime> read_at;
  std::vector<std::unique_ptr<opslab::sim::Event>> events;
  std::vector<std::uint64_t> reads;
};

TEST(CioqSwitch, FoldedSlotsDeliverAndCountExactlyAsOneEventPerSlot) {
  for (auto arch : {SwitchArchitecture::voq_islip, SwitchArchitecture::input_fifo}) {
    for (std::uint32_t speedup : {2U, 3U, 4U}) {
      for (std::uint64_t buffer : {std::uint64_t{0}, std::uint64_t{80}}) {
        CioqSwitchParams p;
        p.ports = 6;
        p.speedup = speedup;
        p.architecture = arch;
        p.input_buffer_cells = buffer;
        // Arrivals at random instants and at exact slot starts, planned ahead or relayed.
        RandomStream rng(11 + speedup, "fold");
        std::vector<Feeder::Plan> plans;
        std::vector<SimTime> reads;
        const std::int64_t slot_ps = 204'800 / speedup;
        for (std::uint32_t k = 0; k < 3000; ++k) {
          Feeder::Plan a;
          const auto t = static_cast<std::int64_t>(rng.uniform_index(2'000'000'000));
          // (From the third slot on: a source planning at time zero for the first slot's
          // start would sit exactly one slot ahead, where the order is a guess.)
          a.at = SimTime::ps(rng.bernoulli(0.5) ? t - t % slot_ps + 2 * slot_ps : t + 2 * slot_ps);
          a.in = static_cast<std::uint32_t>(rng.uniform_index(6));
          a.out = static_cast<std::uint32_t>(rng.uniform_index(6));
          a.bytes = 40 + static_cast<std::uint32_t>(rng.uniform_index(1461));
          a.relay = rng.bernoulli(0.5);
          plans.push_back(a);
        }
        for (std::int64_t t = 2 * slot_ps; t < 2'000'000'000; t += 997 * slot_ps) reads.push_back(SimTime::ps(t));
        p.fold_slots = false;
        Bench one(p);
        Feeder f1(one, plans, reads);
        one.sim.run_until(SimTime::ms(3));
        p.fold_slots = true;
        Bench folded(p);
        Feeder f2(folded, plans, reads);
        folded.sim.run_until(SimTime::ms(3));
        SCOPED_TRACE(::testing::Message() << "architecture " << int(arch) << " speedup " << speedup
                                          << " buffer " << buffer);
        for (std::uint32_t j = 0; j < p.ports; ++j) {
          ASSERT_EQ(folded.sinks[j]->seqs, one.sinks[j]->seqs) << "output " << j;
          ASSERT_EQ(folded.sinks[j]->times, one.sinks[j]->times) << "output " << j;
        }
        EXPECT_EQ(f2.reads, f1.reads);
        const auto& a = folded.sw->stats();
        const auto& b = one.sw->stats();
        EXPECT_EQ(a.packets_out, b.packets_out);
        EXPECT_EQ(a.input_drops, b.input_drops);
        EXPECT_EQ(a.cells_switched, b.cells_switched);
        EXPECT_EQ(a.fabric_slots, b.fabric_slots);
        EXPECT_EQ(a.queued_cell_slots, b.queued_cell_slots);
        EXPECT_EQ(folded.sw->matching_sizes(), one.sw->matching_sizes());
        EXPECT_EQ(a.order_guesses, 0U);
        EXPECT_GT(a.packets_out, 2000U);
        if (buffer != 0) EXPECT_GT(a.input_drops, 0U);
        // The point of it: fewer events (here a third of them are the feeder's and the
        // output lines').
        EXPECT_LT(folded.sim.events_processed() * 4, one.sim.events_processed() * 3);
      }
    }
  }
}
