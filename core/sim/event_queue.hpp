// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EventQueue: a binary min-heap of scheduled events ordered by (time, insertion sequence).
//
// The sequence number makes simultaneous events fire in the order they were scheduled, so a
// run is deterministic. Several queues may draw their sequence numbers from one shared
// counter: then (time, sequence) orders their events among each other exactly as one queue
// would (Simulation keeps timers in a second queue that way). Cost: push, pop, cancel and
// reschedule are O(log n); peek is O(1).
// Hold: a simulation pops an event and its handler usually schedules another soon after.
// pop_hold() leaves the root's place open and the next push fills it, sifting down from the
// root — a near-future event stops after a level or two — instead of a sift down for the pop
// and a sift up for the push; a far one costs what the pop alone would have. A peek at the
// earliest event leaves the place open (the earliest is then the smaller of the root's
// children), so a handler that looks at what comes next before it schedules keeps the saving
// (Simulation::take_next_now()); any other call closes the place first (moving the last entry
// into it, as pop() does). It is never observable: keys are unique, so the pop order is the
// same either way.
// Memory: 24 bytes per scheduled event in one contiguous vector that only grows, so a steady
// state performs no allocation. A scheduled event points back at its queue: destroying the
// event removes it, and destroying the queue leaves its events idle.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "sim/event.hpp"

namespace opslab::sim {

class EventQueue {
 public:
  EventQueue() = default;
  /// A queue that numbers its events from `shared_sequence`, which must outlive it.
  explicit EventQueue(std::uint64_t& shared_sequence) : next_seq_(&shared_sequence) {}
  ~EventQueue() {
    close_hole();
    for (const Entry& e : heap_) e.ev->queue_ = nullptr;
  }
  EventQueue(const EventQueue&) = delete;  // scheduled events point at their queue
  EventQueue& operator=(const EventQueue&) = delete;

  bool empty() const { return size() == 0; }
  std::size_t size() const { return heap_.size() - (hole_ ? 1 : 0); }
  SimTime next_time() const { return SimTime::ps(earliest().time); }
  /// True if `ev` is scheduled in this queue.
  bool holds(const Event& ev) const { return ev.queue_ == this; }
  /// True if this queue's earliest event comes before `other`'s (both non-empty; the two
  /// must share their sequence counter).
  bool first_before(const EventQueue& other) const { return before(earliest(), other.earliest()); }

  void push(Event& ev, SimTime at) {
    assert(!ev.scheduled());
    ev.time_ = at;
    ev.queue_ = this;
    const Entry e{at.count_ps(), (*next_seq_)++, &ev};
    if (hole_) {
      hole_ = false;
      sift_down(0, e);
      return;
    }
    heap_.emplace_back();
    sift_up(heap_.size() - 1, e);
  }

  /// Removes and returns the earliest event.
  Event& pop() {
    Event& ev = pop_hold();
    close_hole();
    return ev;
  }

  /// Removes and returns the earliest event, leaving its place open for the next push (see
  /// "Hold" above).
  Event& pop_hold() {
    close_hole();
    assert(!heap_.empty());
    Event& ev = *heap_.front().ev;
    ev.queue_ = nullptr;
    hole_ = true;
    return ev;
  }

  /// Closes the place a pop_hold() left open, if no push has filled it.
  void close_hole() const {
    if (!hole_) return;
    hole_ = false;
    const Entry last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) sift_down(0, last);
  }

  void cancel(Event& ev) {
    if (!ev.scheduled()) return;
    assert(ev.queue_ == this);
    close_hole();
    const std::size_t i = ev.heap_index_;
    ev.queue_ = nullptr;
    const Entry last = heap_.back();
    heap_.pop_back();
    if (i == heap_.size()) return;
    restore(i, last);
  }

  /// Moves a scheduled event (or schedules an idle one). A moved event gets a new sequence
  /// number: it behaves exactly like a cancel followed by a push.
  void reschedule(Event& ev, SimTime at) {
    if (!ev.scheduled()) {
      push(ev, at);
      return;
    }
    assert(ev.queue_ == this);
    close_hole();
    const std::size_t i = ev.heap_index_;
    ev.time_ = at;
    restore(i, Entry{at.count_ps(), (*next_seq_)++, &ev});
  }

 private:
  struct Entry {
    std::int64_t time;
    std::uint64_t seq;
    Event* ev;
  };
  static bool before(const Entry& a, const Entry& b) {
    return a.time < b.time || (a.time == b.time && a.seq < b.seq);
  }
  /// The earliest entry (the queue must not be empty); with the root's place open, the
  /// smaller of its children, whose subtrees are intact.
  const Entry& earliest() const {
    assert(!empty());
    if (!hole_) return heap_.front();
    if (heap_.size() == 2 || before(heap_[1], heap_[2])) return heap_[1];
    return heap_[2];
  }
  void place(std::size_t i, const Entry& e) const {
    heap_[i] = e;
    e.ev->heap_index_ = static_cast<std::uint32_t>(i);
  }
  // The sifts take the entry to place by value rather than reading it back from the heap: a
  // 16-byte load of a just-written entry would wait for the stores (no store forwarding).
  /// Places `e` at the free place `i`, up or down as the order needs.
  void restore(std::size_t i, const Entry& e) const {
    if (i > 0 && before(e, heap_[(i - 1) / 2])) {
      sift_up(i, e);
    } else {
      sift_down(i, e);
    }
  }
  void sift_up(std::size_t i, const Entry e) const {
    while (i > 0) {
      const std::size_t parent = (i - 1) / 2;
      if (!before(e, heap_[parent])) break;
      place(i, heap_[parent]);
      i = parent;
    }
    place(i, e);
  }
  void sift_down(std::size_t i, const Entry e) const {
    const std::size_t n = heap_.size();
    for (;;) {
      std::size_t child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && before(heap_[child + 1], heap_[child])) ++child;
      if (!before(heap_[child], e)) break;
      place(i, heap_[child]);
      i = child;
    }
    place(i, e);
  }

  // Mutable so that observers can close an open place (close_hole), which changes the
  // layout of the heap but not what it holds.
  mutable std::vector<Entry> heap_;
  mutable bool hole_ = false;  // heap_[0] is the place pop_hold() left open
  std::uint64_t own_seq_ = 0;
  std::uint64_t* next_seq_ = &own_seq_;
};

}  // namespace opslab::sim
