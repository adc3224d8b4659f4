// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation: one independent discrete-event run — clock, event queue, seed, stop flag.
//
// Deadlines that are set far ahead and usually never reached (a TCP connection's
// retransmission timer, see LazyTimer) wait in a second heap, so that the heap every packet
// event goes through holds only the near future: in a data center of 10⁴ open connections it
// is 10× smaller. Both heaps number their events from one counter and step() takes the
// earlier of their two first events, so events fire in exactly the order one heap would give.
//
// There are no globals: any number of simulations can run side by side in one process
// (comparison views, parallel sweeps, parallel tests). Components keep a reference to their
// Simulation and schedule their own embedded events on it. Scheduling an event before now()
// is a programming error in every build type: it throws std::logic_error.
#pragma once

#include <cassert>
#include <cstdint>
#include <string_view>

#include "sim/event_queue.hpp"
#include "sim/random.hpp"

namespace opslab::sim {

class Simulation {
 public:
  explicit Simulation(std::uint64_t seed) : seed_(seed) {}
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;

  SimTime now() const { return now_; }
  std::uint64_t seed() const { return seed_; }
  std::uint64_t events_processed() const { return events_; }
  std::size_t pending_events() const { return queue_.size() + timers_.size(); }

  void schedule(Event& ev, SimTime at) {
    if (at < now_) [[unlikely]] {
      throw_in_the_past(at);
    }
    ev.scheduled_at_ = now_;
    queue_.push(ev, at);
  }
  void schedule_in(Event& ev, SimTime delay) { schedule(ev, now_ + delay); }
  /// Schedules a deadline that is far off and rarely reached (a retransmission timer).
  /// It fires in the same order as if scheduled with schedule(); only its heap differs.
  void schedule_timer(Event& ev, SimTime at) {
    if (at < now_) [[unlikely]] {
      throw_in_the_past(at);
    }
    ev.scheduled_at_ = now_;
    timers_.push(ev, at);
  }
  void cancel(Event& ev) { queue_of(ev).cancel(ev); }
  /// Moves a scheduled event within its heap (or schedules an idle one with schedule()).
  void reschedule(Event& ev, SimTime at) {
    if (at < now_) [[unlikely]] {
      throw_in_the_past(at);
    }
    ev.scheduled_at_ = now_;
    queue_of(ev).reschedule(ev, at);
  }

  /// A new random stream for a component, independent of every other named stream.
  RandomStream random_stream(std::string_view name) const { return RandomStream(seed_, name); }

  /// Time of the next pending event, or SimTime::max() when there is none.
  SimTime next_event_time() const {
    const EventQueue* q = first_queue();
    return q ? q->next_time() : SimTime::max();
  }

  /// Where the simulation stands among the events of now(), for a component that works
  /// lazily and must tell whether a step of its own that an event would have taken at now()
  /// comes before or after this point (the fabric slots of switching::CioqSwitch): among
  /// events at one time, those scheduled earlier fire first.
  struct Position {
    bool in_event = false;  // inside an event's handler (else between events)
    /// When the event being handled — between events, the last one handled — was scheduled.
    SimTime scheduled_at;
    /// Between events: run_until() processed every event up to now() (none at now() is left).
    bool drained = false;
  };
  const Position& position() const { return position_; }

  /// For a handler whose last act would be to schedule an event at now(): when no other event
  /// is pending at now(), the heap would pop that event next, so the handler may do its work at
  /// once instead. Returns true then, and position() reads as inside an event scheduled now;
  /// returns false (the caller schedules the event) when another event at now() comes first.
  /// Only inside a handler; the skipped event is not counted in events_processed().
  bool take_next_now() {
    assert(position_.in_event);
    if (next_event_time() <= now_) return false;
    position_.scheduled_at = now_;
    return true;
  }

  /// Processes the earliest event. Returns false when no event is pending.
  bool step() {
    EventQueue* q = first_queue();
    if (q == nullptr) return false;
    // The handler's first schedule on this heap fills the popped event's place (the queue's
    // "hold"); the guard closes it if nothing did, also when the handler throws.
    struct CloseHole {
      EventQueue* q;
      Position* at;
      ~CloseHole() {
        q->close_hole();
        at->in_event = false;
      }
    } guard{q, &position_};
    Event& ev = q->pop_hold();
    now_ = ev.time();
    ++events_;
    position_ = Position{true, ev.scheduled_at_, false};
    ev.handler()->handle_event(ev);
    return true;
  }

  /// Processes every event up to and including `end` (unless a stop is requested), then
  /// advances the clock to `end`. Returns false if it stopped early on request.
  bool run_until(SimTime end) {
    stop_requested_ = false;
    for (const EventQueue* q = first_queue(); q && q->next_time() <= end; q = first_queue()) {
      step();
      if (stop_requested_) return false;
    }
    if (now_ < end) now_ = end;
    position_.drained = true;
    return true;
  }

  /// Asks run_until() to return after the current event (used by "pause when …").
  void request_stop() { stop_requested_ = true; }

 private:
  [[noreturn]] void throw_in_the_past(SimTime at) const;
  EventQueue& queue_of(const Event& ev) { return timers_.holds(ev) ? timers_ : queue_; }
  /// The heap holding the earliest pending event, or nullptr when none is pending.
  EventQueue* first_queue() const {
    auto* self = const_cast<Simulation*>(this);
    if (queue_.empty()) return timers_.empty() ? nullptr : &self->timers_;
    return timers_.empty() || queue_.first_before(timers_) ? &self->queue_ : &self->timers_;
  }

  std::uint64_t sequence_ = 0;  // shared by both heaps (declared before them)
  EventQueue queue_{sequence_};
  EventQueue timers_{sequence_};
  SimTime now_;
  std::uint64_t seed_;
  std::uint64_t events_ = 0;
  bool stop_requested_ = false;
  Position position_;
};

}  // namespace opslab::sim
