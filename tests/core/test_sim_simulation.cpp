// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of Simulation: run_until boundaries, step, request_stop, and
// independence of simulations that share a thread (no globals).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "sim/event.hpp"
#include "sim/simulation.hpp"

namespace {

using opslab::sim::Event;
using opslab::sim::EventHandler;
using opslab::sim::RandomStream;
using opslab::sim::SimTime;
using opslab::sim::Simulation;

/// Records (time, tag) of every event it handles; optionally stops the run at one tag.
class Recorder : public EventHandler {
 public:
  explicit Recorder(Simulation& sim) : sim_(sim) {}
  void handle_event(Event& ev) override {
    fired.emplace_back(sim_.now().count_ps(), ev.tag());
    EXPECT_EQ(ev.time(), sim_.now());
    if (stop_at_tag && *stop_at_tag == ev.tag()) sim_.request_stop();
  }
  std::vector<std::pair<std::int64_t, std::uint32_t>> fired;
  std::optional<std::uint32_t> stop_at_tag;

 private:
  Simulation& sim_;
};

TEST(Simulation, FreshSimulation) {
  Simulation sim(42);
  EXPECT_EQ(sim.now(), SimTime::zero());
  EXPECT_EQ(sim.seed(), 42u);
  EXPECT_EQ(sim.events_processed(), 0u);
  EXPECT_EQ(sim.pending_events(), 0u);
  EXPECT_EQ(sim.next_event_time(), SimTime::max());
  EXPECT_FALSE(sim.step());
}

TEST(Simulation, RunUntilIncludesEventsAtExactlyEndAndLeavesLaterOnes) {
  Simulation sim(1);
  Recorder rec(sim);
  Event a(&rec, 1), b(&rec, 2), c(&rec, 3), d(&rec, 4);
  sim.schedule(a, SimTime::ms(1));
  sim.schedule(b, SimTime::ms(5));
  sim.schedule(c, SimTime::ms(5) + SimTime::ps(1));
  sim.schedule(d, SimTime::ms(9));
  EXPECT_EQ(sim.next_event_time(), SimTime::ms(1));

  EXPECT_TRUE(sim.run_until(SimTime::ms(5)));
  ASSERT_EQ(rec.fired.size(), 2u);
  EXPECT_EQ(rec.fired[0], std::make_pair(SimTime::ms(1).count_ps(), 1u));
  EXPECT_EQ(rec.fired[1], std::make_pair(SimTime::ms(5).count_ps(), 2u));
  EXPECT_EQ(sim.now(), SimTime::ms(5));
  EXPECT_TRUE(c.scheduled());
  EXPECT_TRUE(d.scheduled());
  EXPECT_EQ(sim.pending_events(), 2u);
  EXPECT_EQ(sim.events_processed(), 2u);
  EXPECT_EQ(sim.next_event_time(), SimTime::ms(5) + SimTime::ps(1));

  // The clock ends at `end` even when the last event was earlier.
  EXPECT_TRUE(sim.run_until(SimTime::ms(7)));
  EXPECT_EQ(sim.now(), SimTime::ms(7));
  EXPECT_EQ(rec.fired.size(), 3u);

  // With nothing left before `end`, the clock still advances.
  EXPECT_TRUE(sim.run_until(SimTime::s(1)));
  EXPECT_EQ(sim.now(), SimTime::s(1));
  EXPECT_EQ(rec.fired.size(), 4u);
  EXPECT_EQ(sim.pending_events(), 0u);
  EXPECT_EQ(sim.events_processed(), 4u);
}

TEST(Simulation, RunUntilOnEmptyQueueAdvancesClock) {
  Simulation sim(1);
  EXPECT_TRUE(sim.run_until(SimTime::us(3)));
  EXPECT_EQ(sim.now(), SimTime::us(3));
  EXPECT_EQ(sim.events_processed(), 0u);
}

TEST(Simulation, StepProcessesOneEventAtATime) {
  Simulation sim(1);
  Recorder rec(sim);
  Event a(&rec, 1), b(&rec, 2);
  sim.schedule(b, SimTime::ns(20));
  sim.schedule(a, SimTime::ns(10));
  EXPECT_TRUE(sim.step());
  EXPECT_EQ(sim.now(), SimTime::ns(10));
  EXPECT_EQ(rec.fired.back().second, 1u);
  EXPECT_TRUE(b.scheduled());
  EXPECT_TRUE(sim.step());
  EXPECT_EQ(sim.now(), SimTime::ns(20));
  EXPECT_EQ(rec.fired.back().second, 2u);
  EXPECT_FALSE(sim.step());
  EXPECT_EQ(sim.now(), SimTime::ns(20));  // step on an empty queue does not move the clock
  EXPECT_EQ(sim.events_processed(), 2u);
}

TEST(Simulation, ScheduleInIsRelativeToNow) {
  Simulation sim(1);
  Recorder rec(sim);
  Event a(&rec, 1);
  sim.run_until(SimTime::ms(2));
  sim.schedule_in(a, SimTime::us(5));
  EXPECT_EQ(a.time(), SimTime::ms(2) + SimTime::us(5));
  sim.run_until(SimTime::ms(3));
  ASSERT_EQ(rec.fired.size(), 1u);
  EXPECT_EQ(rec.fired[0].first, (SimTime::ms(2) + SimTime::us(5)).count_ps());
}

TEST(Simulation, CancelAndRescheduleThroughTheSimulation) {
  Simulation sim(1);
  Recorder rec(sim);
  Event a(&rec, 1), b(&rec, 2), c(&rec, 3);
  sim.schedule(a, SimTime::ms(1));
  sim.schedule(b, SimTime::ms(2));
  sim.schedule(c, SimTime::ms(3));
  sim.cancel(b);
  sim.reschedule(c, SimTime::us(500));
  sim.run_until(SimTime::ms(10));
  ASSERT_EQ(rec.fired.size(), 2u);
  EXPECT_EQ(rec.fired[0], std::make_pair(SimTime::us(500).count_ps(), 3u));
  EXPECT_EQ(rec.fired[1], std::make_pair(SimTime::ms(1).count_ps(), 1u));
}

// Timers wait in a heap of their own; the firing order must be exactly the one a single
// heap gives. The same random program of schedules (a third of them as timers), cancels and
// reschedules, many at equal times, runs once with timers and once with plain events.
TEST(Simulation, TimersFireInTheOrderOneHeapWouldGive) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    std::vector<std::pair<std::int64_t, std::uint32_t>> orders[2];
    for (int use_timers = 0; use_timers < 2; ++use_timers) {
      Simulation sim(seed);
      Recorder rec(sim);
      RandomStream rng(seed, "program");
      std::vector<std::unique_ptr<Event>> events;
      for (std::uint32_t i = 0; i < 64; ++i) events.push_back(std::make_unique<Event>(&rec, i));
      for (int step = 0; step < 400; ++step) {
        Event& ev = *events[rng.uniform_index(events.size())];
        const SimTime at = sim.now() + SimTime::us(static_cast<std::int64_t>(rng.uniform_index(4)));
        switch (rng.uniform_index(4)) {
          case 0:
          case 1:
            if (!ev.scheduled()) {
              if (use_timers == 1 && ev.tag() % 3 == 0) {
                sim.schedule_timer(ev, at);
              } else {
                sim.schedule(ev, at);
              }
            }
            break;
          case 2: sim.cancel(ev); break;
          default:
            if (ev.scheduled()) sim.reschedule(ev, at);
        }
        if (rng.uniform_index(8) == 0) sim.step();
      }
      EXPECT_EQ(sim.pending_events(),
                static_cast<std::size_t>(std::count_if(events.begin(), events.end(),
                                                       [](const auto& e) { return e->scheduled(); })));
      sim.run_until(SimTime::ms(1));
      orders[use_timers] = rec.fired;
    }
    EXPECT_GT(orders[0].size(), 50u);
    EXPECT_EQ(orders[1], orders[0]) << "seed " << seed;
  }
}

TEST(Simulation, EventsScheduledForNowDuringRunAreProcessedInTheSameRun) {
  // A handler that schedules a zero-delay follow-up (e.g. a link delivering immediately).
  struct Chain : EventHandler {
    Simulation& sim;
    Event ev{this};
    int count = 0;
    explicit Chain(Simulation& s) : sim(s) {}
    void handle_event(Event&) override {
      if (++count < 5) sim.schedule_in(ev, SimTime::zero());
    }
  };
  Simulation sim(1);
  Chain chain(sim);
  sim.schedule(chain.ev, SimTime::ms(1));
  sim.run_until(SimTime::ms(1));
  EXPECT_EQ(chain.count, 5);
  EXPECT_EQ(sim.now(), SimTime::ms(1));
  EXPECT_EQ(sim.events_processed(), 5u);
}

TEST(Simulation, RequestStopReturnsAfterTheCurrentEvent) {
  Simulation sim(1);
  Recorder rec(sim);
  rec.stop_at_tag = 2;
  Event a(&rec, 1), b(&rec, 2), c(&rec, 3), d(&rec, 4);
  sim.schedule(a, SimTime::ms(1));
  sim.schedule(b, SimTime::ms(2));
  sim.schedule(c, SimTime::ms(2));  // same time as the stopping event: not processed yet
  sim.schedule(d, SimTime::ms(3));

  EXPECT_FALSE(sim.run_until(SimTime::ms(10)));
  EXPECT_EQ(rec.fired.size(), 2u);
  EXPECT_EQ(sim.now(), SimTime::ms(2));  // stopped runs do not jump to `end`
  EXPECT_TRUE(c.scheduled());
  EXPECT_EQ(sim.events_processed(), 2u);

  // Resuming continues where it stopped.
  rec.stop_at_tag.reset();
  EXPECT_TRUE(sim.run_until(SimTime::ms(10)));
  ASSERT_EQ(rec.fired.size(), 4u);
  EXPECT_EQ(rec.fired[2].second, 3u);
  EXPECT_EQ(rec.fired[3].second, 4u);
  EXPECT_EQ(sim.now(), SimTime::ms(10));
}

TEST(Simulation, StopRequestedOutsideARunDoesNotStopTheNextRun) {
  Simulation sim(1);
  Recorder rec(sim);
  Event a(&rec, 1), b(&rec, 2);
  sim.schedule(a, SimTime::ms(1));
  sim.schedule(b, SimTime::ms(2));
  sim.request_stop();
  EXPECT_TRUE(sim.run_until(SimTime::ms(5)));
  EXPECT_EQ(rec.fired.size(), 2u);
}

/// A small stochastic model: Poisson arrivals, each drawing a service value; two streams.
class PoissonModel : public EventHandler {
 public:
  PoissonModel(Simulation& sim, double mean_gap_us)
      : sim_(sim),
        gaps_(sim.random_stream("arrivals")),
        sizes_(sim.random_stream("sizes")),
        mean_gap_us_(mean_gap_us) {
    sim_.schedule(ev_, SimTime::zero());
  }
  void handle_event(Event&) override {
    trace.emplace_back(sim_.now().count_ps(),
                       static_cast<std::int64_t>(sizes_.uniform_index(1500)));
    sim_.schedule_in(ev_, SimTime::us(gaps_.exponential(mean_gap_us_)));
  }
  std::vector<std::pair<std::int64_t, std::int64_t>> trace;

 private:
  Simulation& sim_;
  RandomStream gaps_;
  RandomStream sizes_;
  double mean_gap_us_;
  Event ev_{this};
};

TEST(Simulation, TwoSimulationsInterleavedInOneThreadMatchSeparateRuns) {
  const SimTime end = SimTime::ms(50);
  // Separately.
  std::vector<std::pair<std::int64_t, std::int64_t>> alone_a, alone_b;
  std::uint64_t events_a = 0, events_b = 0;
  {
    Simulation sim(1);
    PoissonModel m(sim, 10.0);
    sim.run_until(end);
    alone_a = m.trace;
    events_a = sim.events_processed();
  }
  {
    Simulation sim(2);
    PoissonModel m(sim, 7.0);
    sim.run_until(end);
    alone_b = m.trace;
    events_b = sim.events_processed();
  }
  ASSERT_GT(alone_a.size(), 1000u);
  ASSERT_GT(alone_b.size(), 1000u);
  EXPECT_NE(alone_a, alone_b);

  // Interleaved: alternate small slices (and single steps) of the two runs.
  Simulation sa(1), sb(2);
  PoissonModel ma(sa, 10.0);
  PoissonModel mb(sb, 7.0);
  SimTime t = SimTime::zero();
  int slice = 0;
  while (t < end) {
    t = std::min(end, t + SimTime::us(37));
    sa.run_until(t);
    if (++slice % 3 == 0 && sb.next_event_time() <= t) sb.step();
    sb.run_until(t);
  }
  EXPECT_EQ(ma.trace, alone_a);
  EXPECT_EQ(mb.trace, alone_b);
  EXPECT_EQ(sa.events_processed(), events_a);
  EXPECT_EQ(sb.events_processed(), events_b);
  EXPECT_EQ(sa.now(), end);
  EXPECT_EQ(sb.now(), end);
}

TEST(Simulation, SameSeedSameRunDifferentSeedDifferentRun) {
  auto run = [](std::uint64_t seed) {
    Simulation sim(seed);
    PoissonModel m(sim, 5.0);
    sim.run_until(SimTime::ms(5));
    return m.trace;
  };
  EXPECT_EQ(run(9), run(9));
  EXPECT_NE(run(9), run(10));
}

TEST(Simulation, RandomStreamsOfASimulationFollowItsSeed) {
  Simulation a(5), b(5), c(6);
  RandomStream ra = a.random_stream("tcp/0");
  RandomStream rb = b.random_stream("tcp/0");
  RandomStream rc = c.random_stream("tcp/0");
  RandomStream direct(5, "tcp/0");
  const double va = ra.uniform01();
  EXPECT_EQ(va, rb.uniform01());
  EXPECT_EQ(va, direct.uniform01());
  EXPECT_NE(va, rc.uniform01());
}

}  // namespace
