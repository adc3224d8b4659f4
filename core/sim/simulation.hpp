// Simulation: one independent discrete-event run — clock, event queue, seed, stop flag.
//
// There are no globals: any number of simulations can run side by side in one process
// (comparison views, parallel sweeps, parallel tests). Components keep a reference to their
// Simulation and schedule their own embedded events on it. Scheduling an event before now()
// is a programming error in every build type: it throws std::logic_error.
#pragma once

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
  std::size_t pending_events() const { return queue_.size(); }

  void schedule(Event& ev, SimTime at) {
    if (at < now_) [[unlikely]] {
      throw_in_the_past(at);
    }
    queue_.push(ev, at);
  }
  void schedule_in(Event& ev, SimTime delay) { schedule(ev, now_ + delay); }
  void cancel(Event& ev) { queue_.cancel(ev); }
  void reschedule(Event& ev, SimTime at) {
    if (at < now_) [[unlikely]] {
      throw_in_the_past(at);
    }
    queue_.reschedule(ev, at);
  }

  /// A new random stream for a component, independent of every other named stream.
  RandomStream random_stream(std::string_view name) const { return RandomStream(seed_, name); }

  /// Time of the next pending event, or SimTime::max() when there is none.
  SimTime next_event_time() const { return queue_.empty() ? SimTime::max() : queue_.next_time(); }

  /// Processes the earliest event. Returns false when no event is pending.
  bool step() {
    if (queue_.empty()) return false;
    Event& ev = queue_.pop();
    now_ = ev.time();
    ++events_;
    ev.handler()->handle_event(ev);
    return true;
  }

  /// Processes every event up to and including `end` (unless a stop is requested), then
  /// advances the clock to `end`. Returns false if it stopped early on request.
  bool run_until(SimTime end) {
    stop_requested_ = false;
    while (!queue_.empty() && queue_.next_time() <= end) {
      step();
      if (stop_requested_) return false;
    }
    if (now_ < end) now_ = end;
    return true;
  }

  /// Asks run_until() to return after the current event (used by "pause when …").
  void request_stop() { stop_requested_ = true; }

 private:
  [[noreturn]] void throw_in_the_past(SimTime at) const;

  EventQueue queue_;
  SimTime now_;
  std::uint64_t seed_;
  std::uint64_t events_ = 0;
  bool stop_requested_ = false;
};

}  // namespace opslab::sim
