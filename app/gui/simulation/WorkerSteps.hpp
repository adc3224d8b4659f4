// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The worker thread's steps that SimulationWorker.cpp (its commands and its loop) shares with
// the files beside it: publishing a snapshot (WorkerPublish.cpp) and rewinding — checkpoints and
// jumps (WorkerRewind.cpp). Everything here runs on the worker thread, on its State.
#pragma once

#include <cstddef>
#include <cstdint>

#include <QCoreApplication>
#include <QString>

#include "simulation/SimulationWorker.hpp"
#include "simulation/WorkerState.hpp"

namespace opslab::gui::worker {

// What the worker shows people (status texts, the event log's summary line), for the
// translator under the context "SimulationWorker". Translating on the worker thread is safe.
struct Text {
  Q_DECLARE_TR_FUNCTIONS(SimulationWorker)
};

/// Restarts the pacing of "play" (wall time against simulated time) from now.
void restart_pacing(SimulationWorker::State& s);

/// Hands the GUI thread what happened since the last snapshot (everything after a jump).
void publish(SimulationWorker::State& s, SnapshotExchange& exchange, bool forceFlows);

/// The memory checkpoints may take: `bytes`, or 0 for a quarter of the machine's memory
/// (at most kCheckpointBudgetMax). Safe from any thread.
void set_checkpoint_budget(std::size_t bytes);
std::size_t checkpoint_budget();
/// Copies the run into a new checkpoint, thinning older ones while over the budget.
void take_checkpoint(SimulationWorker::State& s);
/// After `took` worker seconds of advancing from `eventsBefore` events: a checkpoint when due.
void note_advance(SimulationWorker::State& s, std::uint64_t eventsBefore, double took);
/// Starts a jump to `target` from the nearest checkpoint before it (or from here).
void begin_seek(SimulationWorker::State& s, SimulationWorker::State::Seek target);
/// Re-simulates one chunk towards the jump's target; true when there.
bool seek_chunk(SimulationWorker::State& s);
/// Ends a jump where the run is now, with `reason` as the status.
void finish_seek(SimulationWorker::State& s, QString reason);

}  // namespace opslab::gui::worker
