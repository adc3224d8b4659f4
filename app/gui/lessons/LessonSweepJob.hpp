// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The state of LessonController's sweeps, shared by LessonController.cpp (lessons, steps,
// questions, claims, the figure) and LessonSweeps.cpp (running a sweep on a worker thread).
// Internal to lessons/.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include <QString>

#include "lessons/LessonController.hpp"
#include "metrics/run_result.hpp"
#include "study/lesson/lesson.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::gui {

// One lesson sweep: its plan while it runs, each run's summary as it arrives, and the
// results core evaluates claims on once every run is done.
struct LessonController::SweepState {
  std::shared_ptr<study::SweepPlan> plan;  // shared with the worker while it runs
  std::vector<metrics::Table> runs;
  std::vector<bool> done;
  std::size_t doneCount = 0;
  std::optional<study::SweepResults> results;  // when finished
  QString error;
  const study::SweepPlan& currentPlan() const { return results ? results->plan : *plan; }
};

// The worker of one sweep: a thread that runs the plan with core's sweep engine and posts
// each finished run to the GUI thread. Its stop request (on cancel, or when the job is
// destroyed) ends the engine's runs promptly.
struct LessonController::Job {
  std::atomic<bool> finished{false};
  std::jthread thread;
};

}  // namespace opslab::gui
