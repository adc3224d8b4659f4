// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LazyTimer: a timer whose deadline can move later very often at almost no cost.
//
// A TCP retransmission timer is restarted by nearly every ACK. Moving a heap entry each time
// is wasteful; instead the timer only records the new deadline, and when the old event fires
// early it re-arms itself for the recorded deadline. Moving the deadline earlier reschedules.
#pragma once

#include "sim/simulation.hpp"

namespace opslab::sim {

class LazyTimer : private EventHandler {
 public:
  /// `owner` is called (with `tag`) when the deadline is really reached.
  LazyTimer(Simulation& sim, EventHandler& owner, std::uint32_t tag = 0)
      : sim_(sim), owner_(owner), event_(this, tag) {}
  LazyTimer(const LazyTimer&) = delete;
  LazyTimer& operator=(const LazyTimer&) = delete;

  bool armed() const { return armed_; }
  SimTime deadline() const { return deadline_; }

  void set(SimTime deadline) {
    armed_ = true;
    deadline_ = deadline;
    if (!event_.scheduled()) {
      sim_.schedule_timer(event_, deadline);
    } else if (deadline < event_.time()) {
      sim_.reschedule(event_, deadline);
    }
  }
  void set_in(SimTime delay) { set(sim_.now() + delay); }
  void cancel() { armed_ = false; }  // the pending event, if any, will fire and be ignored

 private:
  void handle_event(Event& ev) override {
    if (!armed_) return;
    if (deadline_ > sim_.now()) {
      sim_.schedule_timer(event_, deadline_);
      return;
    }
    armed_ = false;
    owner_.handle_event(ev);
  }

  Simulation& sim_;
  EventHandler& owner_;
  Event event_;
  SimTime deadline_;
  bool armed_ = false;
};

}  // namespace opslab::sim
