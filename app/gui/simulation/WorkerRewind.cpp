// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rewinding the worker's run: checkpoints of its arena, taken as it advances within a memory
// budget, and jumps — back to the nearest checkpoint before the target, then re-simulated in
// chunks.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>

#include "simulation/WorkerSteps.hpp"
#include "sim/simulation.hpp"

namespace opslab::gui::worker {

using sim::SimTime;

namespace {

std::atomic<std::size_t> checkpointBudgetSet{0};  // setCheckpointBudget(); 0: the default

// Puts the run back to checkpoint `c`: the arena's bytes (the run, exactly) and what the tap
// had recorded by then; the drops and log lines since the last snapshot are dropped.
void restore_checkpoint(SimulationWorker::State& s, const SimulationWorker::State::Checkpoint& c) {
  const auto wall0 = Clock::now();
  s.arena.restore(c.image);
  s.active = c.active;
  s.nodeDrops = c.nodeDrops;
  s.traces = c.traces;
  s.tapMemory = c.tapMemory;
  s.log = c.log;
  s.group = c.group;
  s.drops.clear();
  s.logSuppressed = s.dropsSuppressed = 0;
  s.finished = false;
  s.sinceCheckpoint = 0;
  s.rewindStats.restoredEvents = static_cast<std::int64_t>(c.events);
  s.rewindStats.restoreSeconds = seconds(Clock::now() - wall0);
  ++s.rewindStats.restores;
}

}  // namespace

void set_checkpoint_budget(std::size_t bytes) {
  checkpointBudgetSet.store(bytes, std::memory_order_relaxed);
}

std::size_t checkpoint_budget() {
  if (const std::size_t set = checkpointBudgetSet.load(std::memory_order_relaxed)) return set;
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page = ::sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0) return kCheckpointBudgetMax;
  return std::min(kCheckpointBudgetMax,
                  static_cast<std::size_t>(pages) * static_cast<std::size_t>(page) / 4);
}

// Copies the run's arena and what the tap recorded by then into a new checkpoint (none when
// there already is one at this event), then thins the older half while over the budget.
void take_checkpoint(SimulationWorker::State& s) {
  using Checkpoint = SimulationWorker::State::Checkpoint;
  const auto& sim = s.run->simulation();
  const std::uint64_t events = sim.events_processed();
  auto at = std::lower_bound(s.checkpoints.begin(), s.checkpoints.end(), events,
                             [](const Checkpoint& c, std::uint64_t e) { return c.events < e; });
  s.sinceCheckpoint = 0;
  if (at != s.checkpoints.end() && at->events == events) return;
  const auto wall0 = Clock::now();
  Checkpoint c;
  c.events = events;
  c.t = sim.now();
  c.image = s.arena.save();
  c.active = s.active;
  c.nodeDrops = s.nodeDrops;
  c.traces = s.traces;
  c.tapMemory = s.tapMemory;
  // While catching up, the log lines and drop group not yet handed over are the newest ones;
  // otherwise they were just handed over and the GUI's log ends with recentLog.
  c.log = s.catchUp ? s.log : s.recentLog;
  if (s.catchUp) c.group = s.group;
  std::size_t points = 0;
  for (const auto& [flow, ring] : c.traces) points += ring.size();
  std::size_t dropped = 0;
  for (const auto& d : c.tapMemory.dropped) dropped += d.size();
  c.bytes = c.image.bytes() + c.active.size() * sizeof(PacketView) + points * sizeof(TracePoint) +
            c.nodeDrops.size() * sizeof(std::uint64_t) + c.log.size() * (sizeof(LogEntry) + 160) +
            dropped * sizeof(SimulationWorker::State::TapMemory::DroppedSegment) +
            (c.tapMemory.highestReceived.size() + c.tapMemory.highestLastHop.size()) *
                sizeof(std::uint64_t);
  s.checkpointBytes += c.bytes;
  s.checkpoints.insert(at, std::move(c));
  // Over the budget: every other checkpoint of the older half goes (never the first).
  while (s.checkpointBytes > s.checkpointBudget && s.checkpoints.size() > 2) {
    const std::size_t end = std::max<std::size_t>(s.checkpoints.size() / 2, 2);
    std::vector<Checkpoint> kept;
    kept.reserve(s.checkpoints.size());
    for (std::size_t i = 0; i < s.checkpoints.size(); ++i) {
      if (i > 0 && i < end && i % 2 == 1) {
        s.checkpointBytes -= s.checkpoints[i].bytes;
      } else {
        kept.push_back(std::move(s.checkpoints[i]));
      }
    }
    s.checkpoints = std::move(kept);
  }
  s.rewindStats.lastCheckpointSeconds = seconds(Clock::now() - wall0);
}

// After `took` worker seconds advancing from `eventsBefore` events: a checkpoint when the
// interval since the last one (taken or passed) is full.
void note_advance(SimulationWorker::State& s, std::uint64_t eventsBefore, double took) {
  using Checkpoint = SimulationWorker::State::Checkpoint;
  const std::uint64_t events = s.run->simulation().events_processed();
  s.sinceCheckpoint += took;
  const auto next = std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), eventsBefore,
                                     [](std::uint64_t e, const Checkpoint& c) { return e < c.events; });
  if (next != s.checkpoints.end() && next->events <= events) s.sinceCheckpoint = 0;  // passed one
  if (s.sinceCheckpoint >= s.checkpointEvery && events > eventsBefore) take_checkpoint(s);
}


void begin_seek(SimulationWorker::State& s, SimulationWorker::State::Seek target) {
  using Checkpoint = SimulationWorker::State::Checkpoint;
  auto& sim = s.run->simulation();
  s.running = false;
  s.until.reset();
  // The latest checkpoint at or before the target; restored when the target is behind the
  // run, or when it is ahead and the checkpoint is nearer to it than the run is (else: carry
  // on from here, as when already catching up towards a point before the new target).
  const auto after = target.byEvents
                         ? std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), target.events,
                                            [](std::uint64_t e, const Checkpoint& c) { return e < c.events; })
                         : std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), target.t,
                                            [](SimTime t, const Checkpoint& c) { return t < c.t; });
  const Checkpoint* from = after == s.checkpoints.begin() ? nullptr : &*std::prev(after);
  const bool behind = target.byEvents ? target.events < sim.events_processed()
                                      : target.t < sim.now();
  if (from != nullptr && (behind || from->events > sim.events_processed())) {
    // Every bookmark up to here is published or waits in s.bookmarks: none is found twice.
    s.explored = std::max(s.explored, sim.events_processed());
    restore_checkpoint(s, *from);
  }
  s.catchUp = true;
  target.fromTime = s.run->simulation().now();
  target.fromEvents = s.run->simulation().events_processed();
  s.seek = target;
  s.seekProgress = 0;
}

// Re-simulates one chunk of about kChunkWallSeconds towards the seek target; true when there.
bool seek_chunk(SimulationWorker::State& s) {
  auto& sim = s.run->simulation();
  const auto& target = *s.seek;
  const auto wall0 = Clock::now();
  const SimTime now0 = sim.now();
  const std::uint64_t events0 = sim.events_processed();
  bool done = false;
  if (target.byEvents) {
    const std::uint64_t stop = std::min(target.events, events0 + s.seekEvents);
    ArenaScope inside(s.arena);
    while (sim.events_processed() < stop && sim.next_event_time() <= s.run->end_time()) sim.step();
    done = sim.events_processed() >= target.events || sim.next_event_time() > s.run->end_time();
  } else {
    ArenaScope inside(s.arena);
    s.run->advance_to(std::min(target.t, now0 + s.seekSpan));
    // A run that ended by itself (all transfers done) no longer advances its clock.
    done = sim.now() >= target.t || (sim.now() == now0 && sim.events_processed() == events0);
  }
  std::erase_if(s.active, [&](const PacketView& p) { return p.arrival < sim.now().count_ps(); });
  const double took = seconds(Clock::now() - wall0);
  s.wallBusy += took;
  note_advance(s, events0, took);
  const double factor = std::clamp(kChunkWallSeconds / std::max(took, 1e-5), 0.5, 2.0);
  if (target.byEvents) {
    s.seekEvents = std::clamp<std::uint64_t>(
        static_cast<std::uint64_t>(static_cast<double>(s.seekEvents) * factor), 1000, 50'000'000);
  } else if (sim.now() > now0) {
    s.seekSpan = std::clamp(s.seekSpan.scaled(factor), SimTime::ns(100), SimTime::s(5));
  }
  s.seekProgress =
      target.byEvents
          ? static_cast<double>(sim.events_processed() - target.fromEvents) /
                static_cast<double>(std::max<std::uint64_t>(1, target.events - target.fromEvents))
          : (sim.now() - target.fromTime).to_seconds() /
                std::max(1e-18, (target.t - target.fromTime).to_seconds());
  s.seekProgress = std::clamp(s.seekProgress, 0.0, 1.0);
  return done;
}

// Ends catch-up where the run is now: the next snapshot carries the whole history to here.
void finish_seek(SimulationWorker::State& s, QString reason) {
  auto& sim = s.run->simulation();
  s.seek.reset();
  s.catchUp = false;
  s.seekProgress = -1;
  s.resetPending = true;
  s.samplesPublished = 0;
  s.traceReset = true;
  s.tracePublished = 0;
  s.finished = sim.now() >= s.run->end_time();
  s.stopReason = std::move(reason);
  s.stoppedByCondition = false;
  restart_pacing(s);
}

}  // namespace opslab::gui::worker
