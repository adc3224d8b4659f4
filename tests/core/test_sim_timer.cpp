// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of LazyTimer (cheap timer restarts for TCP RTO and aggregation).
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "sim/event.hpp"
#include "sim/simulation.hpp"
#include "sim/timer.hpp"

namespace {

using opslab::sim::Event;
using opslab::sim::EventHandler;
using opslab::sim::LazyTimer;
using opslab::sim::SimTime;
using opslab::sim::Simulation;

/// The timer's owner: records when (and with which tag) the timer really expired.
class Owner : public EventHandler {
 public:
  explicit Owner(Simulation& sim) : sim_(sim) {}
  void handle_event(Event& ev) override {
    fires.push_back(sim_.now());
    tags.push_back(ev.tag());
    if (rearm_every) timer->set_in(*rearm_every);
  }
  std::vector<SimTime> fires;
  std::vector<std::uint32_t> tags;
  LazyTimer* timer = nullptr;
  std::optional<SimTime> rearm_every;

 private:
  Simulation& sim_;
};

TEST(LazyTimer, FiresAtItsDeadline) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner, 7);
  EXPECT_FALSE(timer.armed());
  timer.set(SimTime::ms(10));
  EXPECT_TRUE(timer.armed());
  EXPECT_EQ(timer.deadline(), SimTime::ms(10));
  sim.run_until(SimTime::ms(10) - SimTime::ps(1));
  EXPECT_TRUE(owner.fires.empty());
  sim.run_until(SimTime::ms(10));
  ASSERT_EQ(owner.fires.size(), 1u);
  EXPECT_EQ(owner.fires[0], SimTime::ms(10));
  EXPECT_EQ(owner.tags[0], 7u);  // the owner sees the timer's tag
  EXPECT_FALSE(timer.armed());
  sim.run_until(SimTime::s(1));
  EXPECT_EQ(owner.fires.size(), 1u);
}

TEST(LazyTimer, MovingTheDeadlineLaterDoesNotFireEarly) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(10));
  timer.set(SimTime::ms(20));
  EXPECT_EQ(timer.deadline(), SimTime::ms(20));
  // Lazy: still one pending event, at the old deadline.
  EXPECT_EQ(sim.pending_events(), 1u);
  EXPECT_EQ(sim.next_event_time(), SimTime::ms(10));
  sim.run_until(SimTime::ms(15));
  EXPECT_TRUE(owner.fires.empty());
  EXPECT_TRUE(timer.armed());
  sim.run_until(SimTime::ms(20) - SimTime::ps(1));
  EXPECT_TRUE(owner.fires.empty());
  sim.run_until(SimTime::ms(30));
  ASSERT_EQ(owner.fires.size(), 1u);
  EXPECT_EQ(owner.fires[0], SimTime::ms(20));
}

TEST(LazyTimer, MovingTheDeadlineLaterFromInsideTheRun) {
  // The RTO pattern: every ACK (every 1 ms) restarts a 200 ms timer. It must not fire while
  // ACKs keep coming, must fire exactly 200 ms after the last ACK, and must cost only a
  // handful of events (not one heap move per ACK).
  struct Acks : EventHandler {
    Simulation& sim;
    LazyTimer& timer;
    Event ev{this};
    int left;
    SimTime last;
    Acks(Simulation& s, LazyTimer& t, int n) : sim(s), timer(t), left(n) {}
    void handle_event(Event&) override {
      timer.set_in(SimTime::ms(200));
      last = sim.now();
      if (--left > 0) sim.schedule_in(ev, SimTime::ms(1));
    }
  };
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  Acks acks(sim, timer, 1000);
  sim.schedule(acks.ev, SimTime::zero());
  sim.run_until(SimTime::s(2));
  ASSERT_EQ(owner.fires.size(), 1u);
  EXPECT_EQ(acks.last, SimTime::ms(999));
  EXPECT_EQ(owner.fires[0], SimTime::ms(1199));
  // 1000 ACK events + 1 fire + a few early wake-ups (about one per 200 ms).
  EXPECT_LE(sim.events_processed(), 1000u + 1u + 10u);
}

TEST(LazyTimer, MovingTheDeadlineEarlierReschedules) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(20));
  timer.set(SimTime::ms(5));
  EXPECT_EQ(sim.pending_events(), 1u);
  EXPECT_EQ(sim.next_event_time(), SimTime::ms(5));
  sim.run_until(SimTime::ms(50));
  ASSERT_EQ(owner.fires.size(), 1u);  // not again at 20 ms
  EXPECT_EQ(owner.fires[0], SimTime::ms(5));
}

TEST(LazyTimer, EarlierThenLaterWithinTheOldWindow) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(20));
  timer.set(SimTime::ms(5));
  timer.set(SimTime::ms(12));
  sim.run_until(SimTime::ms(50));
  ASSERT_EQ(owner.fires.size(), 1u);
  EXPECT_EQ(owner.fires[0], SimTime::ms(12));
}

TEST(LazyTimer, CancelPreventsFiring) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(10));
  timer.cancel();
  EXPECT_FALSE(timer.armed());
  sim.run_until(SimTime::ms(100));
  EXPECT_TRUE(owner.fires.empty());
}

TEST(LazyTimer, CancelAfterMovingLaterPreventsFiring) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(10));
  timer.set(SimTime::ms(30));
  sim.run_until(SimTime::ms(15));  // the early wake-up has re-armed for 30 ms
  timer.cancel();
  sim.run_until(SimTime::ms(100));
  EXPECT_TRUE(owner.fires.empty());
  EXPECT_EQ(sim.pending_events(), 0u);
}

TEST(LazyTimer, SetAgainAfterCancel) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(10));
  timer.cancel();
  timer.set(SimTime::ms(15));  // later than the stale pending event
  sim.run_until(SimTime::ms(100));
  ASSERT_EQ(owner.fires.size(), 1u);
  EXPECT_EQ(owner.fires[0], SimTime::ms(15));

  timer.set(SimTime::ms(200));
  timer.cancel();
  timer.set(SimTime::ms(150));  // earlier than the stale pending event
  sim.run_until(SimTime::ms(300));
  ASSERT_EQ(owner.fires.size(), 2u);
  EXPECT_EQ(owner.fires[1], SimTime::ms(150));
}

TEST(LazyTimer, ReArmAfterFiring) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  timer.set(SimTime::ms(10));
  sim.run_until(SimTime::ms(12));
  ASSERT_EQ(owner.fires.size(), 1u);
  timer.set_in(SimTime::ms(5));
  EXPECT_EQ(timer.deadline(), SimTime::ms(17));
  sim.run_until(SimTime::ms(50));
  ASSERT_EQ(owner.fires.size(), 2u);
  EXPECT_EQ(owner.fires[1], SimTime::ms(17));
}

TEST(LazyTimer, ReArmFromTheOwnersHandlerGivesAPeriodicTimer) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer timer(sim, owner);
  owner.timer = &timer;
  owner.rearm_every = SimTime::ms(1);
  timer.set(SimTime::ms(1));
  sim.run_until(SimTime::ms(5));
  ASSERT_EQ(owner.fires.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(owner.fires[i], SimTime::ms(1) * (i + 1));
  EXPECT_TRUE(timer.armed());
}

TEST(LazyTimer, TwoTimersOfOneOwnerAreToldApartByTag) {
  Simulation sim(1);
  Owner owner(sim);
  LazyTimer rto(sim, owner, 1);
  LazyTimer delack(sim, owner, 2);
  rto.set(SimTime::ms(3));
  delack.set(SimTime::ms(2));
  sim.run_until(SimTime::ms(10));
  ASSERT_EQ(owner.tags.size(), 2u);
  EXPECT_EQ(owner.tags[0], 2u);
  EXPECT_EQ(owner.tags[1], 1u);
}

}  // namespace
