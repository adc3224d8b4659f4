// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Conformance tests of the EventQueue: order by (time, insertion sequence),
// cheap cancel, reschedule with a fresh sequence number, and a randomized differential test
// against a reference ordered set.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "sim/event.hpp"
#include "sim/event_queue.hpp"

namespace {

using opslab::sim::Event;
using opslab::sim::EventQueue;
using opslab::sim::SimTime;

/// Events identified by their tag (= index in the vector).
std::vector<std::unique_ptr<Event>> make_events(std::size_t n) {
  std::vector<std::unique_ptr<Event>> v;
  for (std::size_t i = 0; i < n; ++i) {
    v.push_back(std::make_unique<Event>(nullptr, static_cast<std::uint32_t>(i)));
  }
  return v;
}

/// Pops everything and returns the tags in pop order.
std::vector<std::uint32_t> drain(EventQueue& q) {
  std::vector<std::uint32_t> out;
  SimTime last = SimTime::ps(std::numeric_limits<std::int64_t>::min());
  while (!q.empty()) {
    const SimTime head = q.next_time();
    Event& ev = q.pop();
    EXPECT_EQ(ev.time(), head);
    EXPECT_GE(ev.time(), last) << "pop order went back in time";
    EXPECT_FALSE(ev.scheduled());
    last = ev.time();
    out.push_back(ev.tag());
  }
  return out;
}

using Tags = std::vector<std::uint32_t>;

TEST(EventQueue, StartsEmpty) {
  EventQueue q;
  EXPECT_TRUE(q.empty());
  EXPECT_EQ(q.size(), 0u);
  Event e;
  EXPECT_FALSE(e.scheduled());
}

TEST(EventQueue, PopsInTimeOrder) {
  EventQueue q;
  auto ev = make_events(6);
  const std::int64_t times[] = {50, 10, 40, 20, 60, 30};
  for (std::size_t i = 0; i < 6; ++i) q.push(*ev[i], SimTime::ps(times[i]));
  EXPECT_EQ(q.size(), 6u);
  EXPECT_EQ(q.next_time(), SimTime::ps(10));
  for (auto& e : ev) {
    EXPECT_TRUE(e->scheduled());
  }
  EXPECT_EQ(ev[0]->time(), SimTime::ps(50));
  EXPECT_EQ(drain(q), (Tags{1, 3, 5, 2, 0, 4}));
  EXPECT_EQ(q.size(), 0u);
}

TEST(EventQueue, EqualTimesPopInInsertionOrder) {
  EventQueue q;
  auto ev = make_events(100);
  // Interleave two time values so the heap has to reorder, then check FIFO within each.
  for (std::uint32_t i = 0; i < 100; ++i) {
    q.push(*ev[i], SimTime::ps(i % 2 == 0 ? 7 : 3));
  }
  Tags expected;
  for (std::uint32_t i = 1; i < 100; i += 2) expected.push_back(i);
  for (std::uint32_t i = 0; i < 100; i += 2) expected.push_back(i);
  EXPECT_EQ(drain(q), expected);
}

TEST(EventQueue, EqualTimesPushedAfterPopsStayFifo) {
  EventQueue q;
  auto ev = make_events(4);
  q.push(*ev[0], SimTime::ps(5));
  q.push(*ev[1], SimTime::ps(5));
  EXPECT_EQ(q.pop().tag(), 0u);
  q.push(*ev[2], SimTime::ps(5));
  q.push(*ev[0], SimTime::ps(5));  // re-pushed after popping: latest of all
  q.push(*ev[3], SimTime::ps(4));
  EXPECT_EQ(drain(q), (Tags{3, 1, 2, 0}));
}

TEST(EventQueue, CancelHeadMiddleAndLast) {
  EventQueue q;
  auto ev = make_events(5);
  // Pushed in increasing time order: the heap vector is [10,20,30,40,50].
  for (std::uint32_t i = 0; i < 5; ++i) q.push(*ev[i], SimTime::ps(10 * (i + 1)));
  q.cancel(*ev[4]);  // last slot of the heap vector (and latest time)
  EXPECT_FALSE(ev[4]->scheduled());
  EXPECT_EQ(q.size(), 4u);
  q.cancel(*ev[0]);  // head
  EXPECT_FALSE(ev[0]->scheduled());
  EXPECT_EQ(q.next_time(), SimTime::ps(20));
  q.cancel(*ev[2]);  // middle
  EXPECT_EQ(q.size(), 2u);
  EXPECT_TRUE(ev[1]->scheduled());
  EXPECT_TRUE(ev[3]->scheduled());
  EXPECT_EQ(drain(q), (Tags{1, 3}));
}

TEST(EventQueue, CancelMiddleWhereTheMovedEntryMustSiftUp) {
  EventQueue q;
  auto ev = make_events(7);
  // Heap vector after these pushes: [1, 100, 2, 101, 102, 300, 3] (no sifting needed).
  const std::int64_t times[] = {1, 100, 2, 101, 102, 300, 3};
  for (std::uint32_t i = 0; i < 7; ++i) q.push(*ev[i], SimTime::ps(times[i]));
  // Removing 101 (slot 3) moves 3 into slot 3 under parent 100: it must go up, or later
  // pops would return 100 before 3.
  q.cancel(*ev[3]);
  EXPECT_EQ(drain(q), (Tags{0, 2, 6, 1, 4, 5}));
}

TEST(EventQueue, CancelOfAnIdleEventIsANoOp) {
  EventQueue q;
  auto ev = make_events(3);
  q.push(*ev[0], SimTime::ps(1));
  q.push(*ev[1], SimTime::ps(2));
  q.cancel(*ev[2]);  // never scheduled
  EXPECT_EQ(q.size(), 2u);
  q.cancel(*ev[0]);
  q.cancel(*ev[0]);  // twice
  EXPECT_EQ(q.size(), 1u);
  EXPECT_EQ(drain(q), (Tags{1}));
  q.cancel(*ev[1]);  // already popped
  EXPECT_TRUE(q.empty());
}

TEST(EventQueue, CancelTheOnlyEvent) {
  EventQueue q;
  Event e;
  q.push(e, SimTime::ps(42));
  q.cancel(e);
  EXPECT_TRUE(q.empty());
  EXPECT_FALSE(e.scheduled());
  q.push(e, SimTime::ps(43));  // can be pushed again
  EXPECT_EQ(q.next_time(), SimTime::ps(43));
  EXPECT_EQ(&q.pop(), &e);
}

TEST(EventQueue, RescheduleEarlier) {
  EventQueue q;
  auto ev = make_events(4);
  for (std::uint32_t i = 0; i < 4; ++i) q.push(*ev[i], SimTime::ps(10 * (i + 1)));
  q.reschedule(*ev[3], SimTime::ps(5));
  EXPECT_EQ(ev[3]->time(), SimTime::ps(5));
  EXPECT_EQ(q.size(), 4u);
  EXPECT_EQ(q.next_time(), SimTime::ps(5));
  EXPECT_EQ(drain(q), (Tags{3, 0, 1, 2}));
}

TEST(EventQueue, RescheduleLater) {
  EventQueue q;
  auto ev = make_events(4);
  for (std::uint32_t i = 0; i < 4; ++i) q.push(*ev[i], SimTime::ps(10 * (i + 1)));
  q.reschedule(*ev[0], SimTime::ps(35));
  EXPECT_EQ(q.next_time(), SimTime::ps(20));
  EXPECT_EQ(drain(q), (Tags{1, 2, 0, 3}));
}

TEST(EventQueue, RescheduledEventGetsAFreshSequenceNumber) {
  EventQueue q;
  auto ev = make_events(5);
  for (std::uint32_t i = 0; i < 4; ++i) q.push(*ev[i], SimTime::ps(10));
  // Same time: behaves like cancel + push, so it moves behind every equal-time event.
  q.reschedule(*ev[0], SimTime::ps(10));
  // Moved later onto a time where an event is already waiting: it goes behind it.
  q.push(*ev[4], SimTime::ps(20));
  q.reschedule(*ev[1], SimTime::ps(20));
  // Moved earlier onto a time shared with older events: still behind them.
  q.reschedule(*ev[3], SimTime::ps(10));
  EXPECT_EQ(drain(q), (Tags{2, 0, 3, 4, 1}));
}

TEST(EventQueue, RescheduleOfAnIdleEventPushesIt) {
  EventQueue q;
  auto ev = make_events(2);
  q.push(*ev[0], SimTime::ps(10));
  q.reschedule(*ev[1], SimTime::ps(10));
  EXPECT_TRUE(ev[1]->scheduled());
  EXPECT_EQ(q.size(), 2u);
  EXPECT_EQ(drain(q), (Tags{0, 1}));
}

TEST(EventQueue, SequenceNumbersAreNotConsumedByCancel) {
  // Cancel followed by push must order exactly like a reschedule (fresh number each time).
  EventQueue a;
  EventQueue b;
  auto ea = make_events(3);
  auto eb = make_events(3);
  for (std::uint32_t i = 0; i < 3; ++i) {
    a.push(*ea[i], SimTime::ps(1));
    b.push(*eb[i], SimTime::ps(1));
  }
  a.cancel(*ea[0]);
  a.push(*ea[0], SimTime::ps(1));
  b.reschedule(*eb[0], SimTime::ps(1));
  EXPECT_EQ(drain(a), drain(b));
}

TEST(EventQueue, NegativeAndExtremeTimes) {
  EventQueue q;
  auto ev = make_events(4);
  q.push(*ev[0], SimTime::max());
  q.push(*ev[1], SimTime::ps(-5));
  q.push(*ev[2], SimTime::zero());
  q.push(*ev[3], SimTime::max());
  EXPECT_EQ(drain(q), (Tags{1, 2, 0, 3}));
}

// Reference model: the set of (time, seq, tag) of scheduled events, with the queue's own
// sequence numbering (one number per push or reschedule).
class ReferenceQueue {
 public:
  void push(std::uint32_t tag, std::int64_t t) {
    ASSERT_EQ(key_.count(tag), 0u);
    const Key k{t, seq_++, tag};
    set_.insert(k);
    key_[tag] = k;
  }
  void cancel(std::uint32_t tag) {
    auto it = key_.find(tag);
    if (it == key_.end()) return;
    set_.erase(it->second);
    key_.erase(it);
  }
  void reschedule(std::uint32_t tag, std::int64_t t) {
    cancel(tag);
    push(tag, t);
  }
  std::uint32_t pop() {
    const Key k = *set_.begin();
    set_.erase(set_.begin());
    key_.erase(std::get<2>(k));
    return std::get<2>(k);
  }
  std::int64_t next_time() const { return std::get<0>(*set_.begin()); }
  bool scheduled(std::uint32_t tag) const { return key_.count(tag) != 0; }
  std::size_t size() const { return set_.size(); }
  bool empty() const { return set_.empty(); }

 private:
  using Key = std::tuple<std::int64_t, std::uint64_t, std::uint32_t>;
  std::set<Key> set_;
  std::map<std::uint32_t, Key> key_;
  std::uint64_t seq_ = 0;
};

/// `hold`: pops leave their place open (pop_hold) half of the time, so that the next call —
/// a push that fills it, or any other that closes it first — meets an open place.
void run_differential(std::uint64_t seed, std::size_t n_events, std::int64_t time_span, int ops,
                      bool hold = false) {
  std::mt19937_64 rng(seed);
  EventQueue q;
  ReferenceQueue ref;
  auto ev = make_events(n_events);
  // pops[tag] = times that scheduling was popped; schedules[tag] = times it was scheduled.
  std::vector<int> schedules(n_events, 0), pops(n_events, 0);
  std::int64_t now = 0;  // like a simulation: new times are never in the past
  auto pick = [&] { return static_cast<std::uint32_t>(rng() % n_events); };
  auto when = [&] { return now + static_cast<std::int64_t>(rng() % time_span); };
  int popped = 0;
  for (int op = 0; op < ops; ++op) {
    const unsigned r = static_cast<unsigned>(rng() % 100);
    if (r < 35) {  // push an idle event
      const std::uint32_t tag = pick();
      if (ev[tag]->scheduled()) continue;
      const std::int64_t t = when();
      q.push(*ev[tag], SimTime::ps(t));
      ref.push(tag, t);
      ++schedules[tag];
    } else if (r < 50) {  // cancel anything (idle events too)
      const std::uint32_t tag = pick();
      q.cancel(*ev[tag]);
      ref.cancel(tag);
    } else if (r < 70) {  // reschedule anything (idle events get pushed)
      const std::uint32_t tag = pick();
      const std::int64_t t = when();
      if (!ev[tag]->scheduled()) ++schedules[tag];
      q.reschedule(*ev[tag], SimTime::ps(t));
      ref.reschedule(tag, t);
    } else {  // pop
      if (ref.empty()) {
        ASSERT_TRUE(q.empty());
        continue;
      }
      ASSERT_EQ(q.next_time().count_ps(), ref.next_time()) << "op " << op;
      Event& e = hold && rng() % 2 == 0 ? q.pop_hold() : q.pop();
      const std::uint32_t expected = ref.pop();
      ASSERT_EQ(e.tag(), expected) << "seed " << seed << " op " << op;
      ASSERT_GE(e.time().count_ps(), now);
      now = e.time().count_ps();
      ++pops[e.tag()];
      ++popped;
    }
    ASSERT_EQ(q.size(), ref.size()) << "op " << op;
    const std::uint32_t probe = pick();
    ASSERT_EQ(ev[probe]->scheduled(), ref.scheduled(probe)) << "op " << op;
  }
  // Drain the rest and compare.
  while (!ref.empty()) {
    Event& e = q.pop();
    ASSERT_EQ(e.tag(), ref.pop());
    ++pops[e.tag()];
    ++popped;
  }
  EXPECT_TRUE(q.empty());
  EXPECT_GT(popped, ops / 10);
  // No event fired more often than it was scheduled; none is still marked scheduled.
  for (std::size_t i = 0; i < n_events; ++i) {
    EXPECT_LE(pops[i], schedules[i]) << "event " << i;
    EXPECT_FALSE(ev[i]->scheduled());
  }
}

TEST(EventQueue, RandomizedDifferentialAgainstOrderedSetManyTies) {
  // A small time span makes equal times (FIFO tie-breaks) very common.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    SCOPED_TRACE(seed);
    run_differential(seed, 64, 8, 20'000);
  }
}

TEST(EventQueue, RandomizedDifferentialAgainstOrderedSetWideTimes) {
  for (std::uint64_t seed = 11; seed <= 13; ++seed) {
    SCOPED_TRACE(seed);
    run_differential(seed, 1'000, 1'000'000'000, 50'000);
  }
}

TEST(EventQueue, PopHoldAgreesWithTheOrderedSetManyTies) {
  for (std::uint64_t seed = 21; seed <= 25; ++seed) {
    SCOPED_TRACE(seed);
    run_differential(seed, 64, 8, 20'000, /*hold=*/true);
  }
}

TEST(EventQueue, PopHoldAgreesWithTheOrderedSetWideTimes) {
  for (std::uint64_t seed = 31; seed <= 33; ++seed) {
    SCOPED_TRACE(seed);
    run_differential(seed, 1'000, 1'000'000'000, 50'000, /*hold=*/true);
  }
}

// The open place of a pop_hold: a push fills it, the size never counts it, a peek reads past
// it, and every other call (cancel, reschedule, destruction) closes it without losing or
// reordering events.
TEST(EventQueue, PopHoldLeavesAPlaceThatAPushFillsAndOtherCallsClose) {
  auto ev = make_events(5);
  {
    EventQueue q;
    for (std::uint32_t i = 0; i < 4; ++i) q.push(*ev[i], SimTime::ps(10 * (i + 1)));
    EXPECT_EQ(q.pop_hold().tag(), 0u);
    EXPECT_FALSE(ev[0]->scheduled());
    EXPECT_EQ(q.size(), 3u);
    q.push(*ev[0], SimTime::ps(25));  // fills the place
    EXPECT_EQ(q.size(), 4u);
    EXPECT_EQ(drain(q), (Tags{1, 0, 2, 3}));
  }
  {
    EventQueue q;
    for (std::uint32_t i = 0; i < 4; ++i) q.push(*ev[i], SimTime::ps(10 * (i + 1)));
    q.pop_hold();
    EXPECT_EQ(q.next_time(), SimTime::ps(20));  // past the open place
    EXPECT_EQ(q.size(), 3u);
    q.cancel(*ev[2]);                       // closes, then cancels
    q.reschedule(*ev[3], SimTime::ps(15));  // moves ahead of event 1
    EXPECT_EQ(q.next_time(), SimTime::ps(15));
    EXPECT_EQ(drain(q), (Tags{3, 1}));
  }
  {
    EventQueue q;
    q.push(*ev[4], SimTime::ps(1));
    q.pop_hold();  // the only event: the place is the whole heap
    EXPECT_TRUE(q.empty());
    q.push(*ev[4], SimTime::ps(2));
    q.pop_hold();
  }  // destroyed with its place open
  EXPECT_FALSE(ev[4]->scheduled());
  {
    EventQueue q;
    q.push(*ev[0], SimTime::ps(5));
    q.push(*ev[1], SimTime::ps(6));
    q.pop_hold();
  }  // destroyed with its place open and an event left: that event is idle again
  EXPECT_FALSE(ev[1]->scheduled());
}

TEST(EventQueue, CancelEverythingInRandomOrder) {
  std::mt19937_64 rng(7);
  EventQueue q;
  auto ev = make_events(2'000);
  for (auto& e : ev) q.push(*e, SimTime::ps(static_cast<std::int64_t>(rng() % 1000)));
  std::vector<std::size_t> order(ev.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), rng);
  // Cancel half, then the rest must still pop in (time, seq) order.
  for (std::size_t i = 0; i < order.size() / 2; ++i) q.cancel(*ev[order[i]]);
  EXPECT_EQ(q.size(), ev.size() / 2);
  const auto tags = drain(q);
  EXPECT_EQ(tags.size(), ev.size() / 2);
  for (std::size_t i = 1; i < tags.size(); ++i) {
    const auto a = ev[tags[i - 1]]->time();
    const auto b = ev[tags[i]]->time();
    ASSERT_TRUE(a < b || (a == b && tags[i - 1] < tags[i]));  // pushed in tag order
  }
}

}  // namespace
