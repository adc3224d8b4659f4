// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Event lifetime: an event destroyed while scheduled leaves the queue —
// whether it belongs to a bare handler, a LazyTimer, a Link with packets in flight, a UDP
// source or a Sampler — and the run goes on without it; a queue destroyed first leaves its
// events idle; scheduling before now() throws in every build type.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "metrics/sampler.hpp"
#include "net/host.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/event.hpp"
#include "sim/event_queue.hpp"
#include "sim/simulation.hpp"
#include "sim/timer.hpp"
#include "test_net_support.hpp"
#include "transport/udp.hpp"

namespace {

using opslab::net::Host;
using opslab::net::Link;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::test_support::make_packet;
using opslab::net::test_support::Sink;
using opslab::sim::Event;
using opslab::sim::EventHandler;
using opslab::sim::EventQueue;
using opslab::sim::LazyTimer;
using opslab::sim::SimTime;
using opslab::sim::Simulation;

/// A component that owns one event and counts how often it fires; `log` (shared by several
/// components) records the firing order by tag.
class Owner : public EventHandler {
 public:
  Owner(Simulation& sim, std::uint32_t tag, std::vector<std::uint32_t>* log = nullptr)
      : sim_(sim), event_(this, tag), log_(log) {}
  void schedule(SimTime at) { sim_.schedule(event_, at); }
  const Event& event() const { return event_; }
  void handle_event(Event& ev) override {
    ++fired;
    if (log_ != nullptr) log_->push_back(ev.tag());
  }
  int fired = 0;

 private:
  Simulation& sim_;
  Event event_;
  std::vector<std::uint32_t>* log_;
};

TEST(EventLifetime, DestroyingAnOwnerWithAPendingEventRemovesTheEvent) {
  Simulation sim(1);
  Owner survivor(sim, 1);
  auto doomed = std::make_unique<Owner>(sim, 2);
  doomed->schedule(SimTime::ms(1));
  survivor.schedule(SimTime::ms(2));
  ASSERT_EQ(sim.pending_events(), 2u);

  doomed.reset();
  EXPECT_EQ(sim.pending_events(), 1u);
  EXPECT_EQ(sim.next_event_time(), SimTime::ms(2));
  EXPECT_TRUE(sim.run_until(SimTime::ms(5)));
  EXPECT_EQ(survivor.fired, 1);
  EXPECT_EQ(sim.events_processed(), 1u);
}

TEST(EventLifetime, DestroyedEventsLeaveTheOthersInTheirFifoOrder) {
  Simulation sim(1);
  std::vector<std::uint32_t> log;
  std::vector<std::unique_ptr<Owner>> owners;
  for (std::uint32_t i = 0; i < 40; ++i) {
    owners.push_back(std::make_unique<Owner>(sim, i, &log));
    owners.back()->schedule(SimTime::us(i % 3));  // three times, FIFO within each
  }
  std::vector<std::uint32_t> expected;
  for (std::uint32_t t = 0; t < 3; ++t) {
    for (std::uint32_t i = t; i < 40; i += 3) {
      if (i % 5 == 0) {
        owners[i].reset();  // the head, the middle and the last slot all go this way
      } else {
        expected.push_back(i);
      }
    }
  }
  EXPECT_EQ(sim.pending_events(), expected.size());
  sim.run_until(SimTime::ms(1));
  EXPECT_EQ(log, expected);
}

TEST(EventLifetime, AnEventOutlivingItsQueueIsIdle) {
  Owner* raw = nullptr;
  std::unique_ptr<Owner> owner;
  {
    Simulation sim(1);
    owner = std::make_unique<Owner>(sim, 1);
    raw = owner.get();
    owner->schedule(SimTime::ms(1));
    EXPECT_TRUE(raw->event().scheduled());
  }
  EXPECT_FALSE(raw->event().scheduled());
  owner.reset();  // must not touch the destroyed queue
}

TEST(EventLifetime, AComponentDestroyedByAnotherHandlerDuringTheRunNeverFires) {
  // A handler that destroys another pending component while the run is under way.
  Simulation sim(1);
  auto victim = std::make_unique<Owner>(sim, 2);
  struct Killer : EventHandler {
    std::unique_ptr<Owner>* target = nullptr;
    void handle_event(Event&) override { target->reset(); }
  } killer;
  killer.target = &victim;
  Event kill(&killer);
  sim.schedule(kill, SimTime::ms(1));
  victim->schedule(SimTime::ms(1));  // same time, later in FIFO order
  EXPECT_TRUE(sim.run_until(SimTime::ms(2)));
  EXPECT_EQ(victim, nullptr);
  EXPECT_EQ(sim.events_processed(), 1u);
  EXPECT_EQ(sim.pending_events(), 0u);
}

TEST(EventLifetime, QueueRemovesAnEventDestroyedWhileScheduled) {
  EventQueue q;
  Event keep(nullptr, 7);
  q.push(keep, SimTime::ps(3));
  {
    Event gone(nullptr, 8);
    q.push(gone, SimTime::ps(1));
    EXPECT_EQ(q.size(), 2u);
  }
  ASSERT_EQ(q.size(), 1u);
  EXPECT_EQ(q.next_time(), SimTime::ps(3));
  EXPECT_EQ(&q.pop(), &keep);
}

TEST(EventLifetime, DestroyingAnArmedLazyTimerRemovesItsEvent) {
  Simulation sim(1);
  Owner owner(sim, 0);
  auto timer = std::make_unique<LazyTimer>(sim, owner, 3);
  timer->set(SimTime::ms(1));
  timer->set(SimTime::ms(4));  // moved later: the event still waits at 1 ms
  ASSERT_EQ(sim.pending_events(), 1u);
  timer.reset();
  EXPECT_EQ(sim.pending_events(), 0u);
  sim.run_until(SimTime::ms(10));
  EXPECT_EQ(owner.fired, 0);
}

/// h0 → (link 0) → h1 with a sink for flow 1, plus a second, free-standing link h0 → h1 that a
/// test may destroy.
struct TwoHosts {
  TwoHosts() : sim(1), net(sim) {
    h0 = &net.add_node(std::make_unique<Host>(net, 0, "h0"));
    h1 = &net.add_node(std::make_unique<Host>(net, 1, "h1"));
    LinkParams p;
    p.rate_bps = 1'000'000'000;
    p.delay = SimTime::ms(1);
    h0->set_nic(net.add_link(std::make_unique<Link>(net, 0, 0, 1, *h1, p)));
    sink = std::make_unique<Sink>(net, *h1, 1);
  }
  Simulation sim;
  Network net;
  Host* h0 = nullptr;
  Host* h1 = nullptr;
  std::unique_ptr<Sink> sink;
};

TEST(EventLifetime, DestroyingALinkWithPacketsInFlight) {
  TwoHosts t;
  LinkParams p;
  p.rate_bps = 1'000'000'000;  // 1500 bytes: 12 µs each
  p.delay = SimTime::ms(1);
  auto link = std::make_unique<Link>(t.net, 1, 0, 1, *t.h1, p);
  for (int i = 0; i < 5; ++i) link->send(make_packet(t.net, 1, 0, 1, 1500));
  t.sim.run_until(SimTime::us(30));  // two packets in the pipe, one on the wire, two waiting
  ASSERT_EQ(link->in_flight(), 2u);
  ASSERT_TRUE(link->busy());
  ASSERT_EQ(t.sim.pending_events(), 2u);  // end of transmission, first arrival
  ASSERT_EQ(t.net.pool().live(), 5u);

  link.reset();
  EXPECT_EQ(t.sim.pending_events(), 0u);
  EXPECT_EQ(t.net.pool().live(), 0u);
  EXPECT_TRUE(t.sim.run_until(SimTime::ms(10)));
  EXPECT_TRUE(t.sink->got.empty());
}

TEST(EventLifetime, DestroyingAUdpSourceStopsItsTrafficAndTheRestRunsOn) {
  TwoHosts t;
  auto source = std::make_unique<opslab::transport::UdpSource>(
      t.net, *t.h0, 1, 1, 1000, 8e6, opslab::transport::UdpSource::Pattern::constant);
  source->start_at(SimTime::zero());  // one datagram per ms, the first at 1 ms
  t.sim.run_until(SimTime::ms(3) + SimTime::us(500));
  const std::uint64_t sent = source->sent();
  ASSERT_EQ(sent, 3u);

  const std::size_t pending = t.sim.pending_events();
  source.reset();
  EXPECT_EQ(t.sim.pending_events(), pending - 1);
  EXPECT_TRUE(t.sim.run_until(SimTime::ms(20)));
  EXPECT_EQ(t.sink->got.size(), sent);  // the datagrams already sent still arrive
  EXPECT_EQ(t.sim.pending_events(), 0u);
}

TEST(EventLifetime, DestroyingASamplerStopsSampling) {
  Simulation sim(1);
  Owner later(sim, 0);
  later.schedule(SimTime::ms(50));
  auto sampler = std::make_unique<opslab::metrics::Sampler>(sim, SimTime::ms(10));
  sampler->add("clock", "clock", [&sim] { return sim.now().to_seconds(); });
  sampler->start(SimTime::zero());
  sim.run_until(SimTime::ms(25));
  EXPECT_EQ(sampler->data().times_s.size(), 3u);
  ASSERT_EQ(sim.pending_events(), 2u);

  sampler.reset();
  EXPECT_EQ(sim.pending_events(), 1u);
  EXPECT_TRUE(sim.run_until(SimTime::ms(100)));
  EXPECT_EQ(later.fired, 1);
  EXPECT_EQ(sim.events_processed(), 4u);
}

TEST(ScheduleInThePast, ThrowsInEveryBuildTypeAndChangesNothing) {
  Simulation sim(1);
  Owner owner(sim, 0);
  sim.run_until(SimTime::ms(2));
  Event ev(&owner);
  try {
    sim.schedule(ev, SimTime::ms(1));
    FAIL() << "scheduling in the past did not throw";
  } catch (const std::logic_error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("1000000000 ps"), std::string::npos) << what;
    EXPECT_NE(what.find("2000000000 ps"), std::string::npos) << what;
  }
  EXPECT_FALSE(ev.scheduled());
  EXPECT_EQ(sim.pending_events(), 0u);

  EXPECT_THROW(sim.schedule_in(ev, SimTime::ps(-1)), std::logic_error);
  EXPECT_FALSE(ev.scheduled());

  sim.schedule(ev, SimTime::ms(2));  // now() itself is allowed
  EXPECT_THROW(sim.reschedule(ev, SimTime::ms(1)), std::logic_error);
  EXPECT_EQ(ev.time(), SimTime::ms(2));
  EXPECT_TRUE(sim.run_until(SimTime::ms(3)));
  EXPECT_EQ(owner.fired, 1);
}

}  // namespace
