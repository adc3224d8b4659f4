// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Event: an intrusive, reusable event record owned by the component that schedules it.
//
// Components embed their events (a link's "next arrival", a TCP sender's RTO timer), so the
// steady state allocates nothing per event. The event queue stores the event's position in
// its heap inside the event (OMNeT++ style), which makes cancel and reschedule O(log n).
// While scheduled, an event also knows its queue, so destroying it cancels it: an owner that
// dies never leaves a dangling event behind (docs/architecture.md, "Rules the core keeps").
#pragma once

#include <cstdint>

#include "sim/time.hpp"

namespace opslab::sim {

class Event;
class EventQueue;

/// The one virtual entry point of every simulated component.
class EventHandler {
 public:
  virtual void handle_event(Event& ev) = 0;

 protected:
  ~EventHandler() = default;
};

/// One pending or idle occurrence of a component's handler. Neither copyable nor movable:
/// the queue points at it while it is scheduled.
class Event {
 public:
  explicit Event(EventHandler* handler = nullptr, std::uint32_t tag = 0)
      : handler_(handler), tag_(tag) {}
  /// Cancels the event if it is still scheduled (O(log n)).
  ~Event();
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;

  bool scheduled() const { return queue_ != nullptr; }
  SimTime time() const { return time_; }
  /// The simulated time at which the event was last scheduled (by Simulation).
  SimTime scheduled_at() const { return scheduled_at_; }
  std::uint32_t tag() const { return tag_; }
  EventHandler* handler() const { return handler_; }
  void set_handler(EventHandler* h, std::uint32_t tag = 0) { handler_ = h; tag_ = tag; }

 private:
  friend class EventQueue;
  friend class Simulation;
  SimTime time_;
  SimTime scheduled_at_;
  EventQueue* queue_ = nullptr;  // the queue holding the event, null while idle
  EventHandler* handler_;
  std::uint32_t heap_index_ = 0;  // position in queue_'s heap, meaningful while scheduled
  std::uint32_t tag_;
};

}  // namespace opslab::sim
