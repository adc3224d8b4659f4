// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationWorker: the thread that owns and advances one ModelRun for the GUI
// (docs/architecture.md, "Threads and ownership in the app").
//
// The worker advances the simulation in chunks paced by wall-clock time at the chosen speed
// (simulated seconds per wall second, or as fast as possible) and publishes a Snapshot after
// each chunk into a SnapshotExchange. Commands from the GUI (play, pause, step, speed, reset,
// export…) are queued and run on the worker thread between chunks, so the ModelRun is only
// ever touched by this thread. The simulation is deterministic: pacing and pauses only decide
// *when* events are processed, never *which*, so results do not depend on them.
//
// Rewind: the run is built, advanced and destroyed inside the worker's Arena (Arena.hpp), a
// heap at a fixed address. Between chunks, after about kCheckpointEvery worker seconds of
// advancing, the worker takes a checkpoint: a copy of the arena's used bytes plus what the tap
// recorded by then (packets in flight, traces, drops per node, the newest log lines). A jump
// (seek, seekEvents, stepBack) copies back the latest checkpoint at or before its target —
// the run is then exactly as it was, every pointer inside the arena valid — and re-simulates
// from there to the target in chunks, as fast as possible, with the tap in catch-up mode;
// other commands still run between chunks (pause stops the catch-up where it is). So a jump
// costs one restore plus at most one checkpoint interval of re-simulation. Checkpoints stay
// within a memory budget (a quarter of RAM, at most 1 GiB per worker): when it is full, every
// other checkpoint of the older half goes. Figures: docs/performance.md, "Rewind".
//
// Cost per chunk: O(packets in flight + links) to build a snapshot; the capture tap costs
// O(1) per transmitted/dropped packet and per protocol event.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <QString>

#include "simulation/Snapshot.hpp"

namespace opslab::gui {

/// Conditions that pause a running simulation ("pause when…"); combine as a bit mask.
enum PauseOn : unsigned {
  pauseOnDrop = 1u << 0,
  pauseOnContention = 1u << 1,  // contention drop or loss on a deflection path
  pauseOnFastRetransmit = 1u << 2,
  pauseOnTimeout = 1u << 3,
};

class SimulationWorker {
 public:
  /// Completion notices; called on the worker thread.
  struct Callbacks {
    std::function<void(const QString& error)> loaded;  // empty error = success
    std::function<void(const QString& dir, const QString& error)> exported;
  };

  explicit SimulationWorker(Callbacks callbacks);
  ~SimulationWorker();
  SimulationWorker(const SimulationWorker&) = delete;
  SimulationWorker& operator=(const SimulationWorker&) = delete;

  SnapshotExchange& exchange() { return exchange_; }

  /// Builds a new run from a resolved scenario (JSON text), replacing the current one.
  void load(std::string resolvedJson, std::uint64_t generation);
  void play();
  void pause();
  /// Processes exactly one event (the next one, if before the scenario's end).
  void step();
  /// Simulated seconds per wall second; <= 0 means as fast as possible.
  void setSpeed(double simPerWall);
  /// Runs as fast as possible until simulated time `seconds`, then pauses.
  void runUntil(double seconds);
  /// Jumps to simulated time `seconds` (earlier: re-simulated from the start), then pauses.
  void seek(double seconds);
  /// Jumps to the moment `events` events had been processed, then pauses.
  void seekEvents(std::uint64_t events);
  /// Goes back one event (to events processed − 1).
  void stepBack();
  /// How far the current jump has come, 0…1, or −1 when none is under way (any thread).
  double seekProgress() const { return seekProgress_.load(std::memory_order_relaxed); }
  /// Worker seconds of advancing between two checkpoints (default worker::kCheckpointEvery).
  void setCheckpointSpacing(double seconds);
  void setPauseMask(unsigned mask);
  /// The flow whose time–sequence points are published (-1: none).
  void setTraceFlow(std::int64_t flow);
  /// Writes summary.csv, flows.csv, timeseries.csv and scenario.json of the run so far.
  void exportRun(std::string dir);
  /// Blocks until every command posted so far has run (for tests and scripted runs).
  void sync();
  /// Blocks until the commands posted so far have run, then checks the run's invariants
  /// (check/invariants.hpp) as it stands: one line per violation, "" when it keeps them all
  /// or no run is loaded (SimulationWorkerChecks.cpp; the GUI monkey test calls it).
  std::string checkInvariants();
  /// Number of commands posted so far; a snapshot's commandsDone reaches it once they ran.
  std::uint64_t posted() const;

  /// The checkpoint memory of each run from now on, in bytes (the app's --checkpoint-memory);
  /// 0 restores the default (a quarter of RAM, at most 1 GiB).
  static void setCheckpointBudget(std::size_t bytes);

  struct State;  // everything the worker thread owns

 private:
  void post(std::function<void(State&)> command);
  void loop();

  Callbacks callbacks_;
  SnapshotExchange exchange_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<std::function<void(State&)>> commands_;
  std::uint64_t posted_ = 0;
  bool quit_ = false;
  std::atomic<double> seekProgress_{-1.0};
  std::unique_ptr<State> state_;
  std::thread thread_;
};

}  // namespace opslab::gui
