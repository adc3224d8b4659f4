// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Event queue micro-benchmarks (docs/performance.md).
//
// BM_EventQueue_Hold: the classic "hold" model — a steady-state heap of N events; each
// operation pops the earliest event and pushes it back at that time plus a random increment,
// so the heap size stays N; BM_EventQueue_HoldOpen does the same with pop_hold(), whose open
// place the push fills (what Simulation::step does). BM_EventQueue_Reschedule and
// BM_EventQueue_CancelPush move a random scheduled event (TCP RTO restarts, aggregation
// timers), the first in place, the second as cancel + push.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "sim/event.hpp"
#include "sim/event_queue.hpp"
#include "sim/time.hpp"

namespace {

using opslab::sim::Event;
using opslab::sim::EventQueue;
using opslab::sim::SimTime;

__extension__ using U128 = unsigned __int128;

/// xorshift64*: a few cycles per number, so the generator does not dominate the measurement.
class FastRng {
 public:
  explicit FastRng(std::uint64_t seed) : s_(seed | 1) {}
  std::uint64_t next() {
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 0x2545F4914F6CDD1DULL;
  }
  /// Uniform-ish in [0, n) (multiply-shift; fine for benchmarking).
  std::uint64_t below(std::uint64_t n) {
    return static_cast<std::uint64_t>((static_cast<U128>(next()) * n) >> 64);
  }

 private:
  std::uint64_t s_;
};

constexpr std::int64_t kMeanIncrementPs = 1'000'000;  // 1 us

/// N events scheduled at uniformly random times in [0, 2·mean), then mixed by N holds so the
/// time distribution reaches its steady state.
struct Heap {
  explicit Heap(std::size_t n) : events(std::make_unique<Event[]>(n)), size(n), rng(42) {
    for (std::size_t i = 0; i < n; ++i) {
      q.push(events[i], SimTime::ps(static_cast<std::int64_t>(rng.below(2 * kMeanIncrementPs))));
    }
    for (std::size_t i = 0; i < n; ++i) hold();
  }
  /// Pops the earliest event and pushes it back a random increment later; `open`: with
  /// pop_hold(), so the push fills the place the pop left.
  void hold(bool open = false) {
    Event& e = open ? q.pop_hold() : q.pop();
    q.push(e, e.time() + SimTime::ps(static_cast<std::int64_t>(rng.below(2 * kMeanIncrementPs))));
  }
  std::unique_ptr<Event[]> events;
  std::size_t size;
  EventQueue q;
  FastRng rng;
};

void run_holds(benchmark::State& state, bool open) {
  Heap h(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    h.hold(open);
  }
  benchmark::DoNotOptimize(h.q.next_time());
  state.SetItemsProcessed(state.iterations());
  state.SetLabel(open ? "pop_hold + push" : "pop + push");
}

void BM_EventQueue_Hold(benchmark::State& state) { run_holds(state, false); }
BENCHMARK(BM_EventQueue_Hold)->Arg(1'000)->Arg(10'000)->Arg(100'000);

void BM_EventQueue_HoldOpen(benchmark::State& state) { run_holds(state, true); }
BENCHMARK(BM_EventQueue_HoldOpen)->Arg(1'000)->Arg(10'000)->Arg(100'000);

void BM_EventQueue_Reschedule(benchmark::State& state) {
  Heap h(static_cast<std::size_t>(state.range(0)));
  // "Now" is the current head; a timer restart moves a random event to now + [0, 2·mean·N).
  const std::int64_t span = 2 * kMeanIncrementPs;
  for (auto _ : state) {
    Event& e = h.events[h.rng.below(h.size)];
    const std::int64_t now = h.q.next_time().count_ps();
    h.q.reschedule(e, SimTime::ps(now + static_cast<std::int64_t>(h.rng.below(span))));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EventQueue_Reschedule)->Arg(1'000)->Arg(100'000);

void BM_EventQueue_CancelPush(benchmark::State& state) {
  Heap h(static_cast<std::size_t>(state.range(0)));
  const std::int64_t span = 2 * kMeanIncrementPs;
  for (auto _ : state) {
    Event& e = h.events[h.rng.below(h.size)];
    const std::int64_t now = h.q.next_time().count_ps();
    h.q.cancel(e);
    h.q.push(e, SimTime::ps(now + static_cast<std::int64_t>(h.rng.below(span))));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EventQueue_CancelPush)->Arg(1'000)->Arg(100'000);

}  // namespace
