// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The sweep engine: runs every run of a SweepPlan on a pool of threads, for
// `opslab-cli sweep`, `opslab-cli lesson check` and the app's lessons alike. It reports each
// run as it finishes (with progress), and stops promptly when asked.
//
// Results are kept by run index, so what is built from them (sweep.csv) does not depend on
// the number of threads or on the order in which runs finish.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

#include "metrics/run_result.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::study {

/// One finished run of a sweep, with the sweep's progress.
struct SweepRunReport {
  std::size_t run = 0;    // index in the plan
  std::size_t point = 0;  // the run's parameter point
  std::int64_t seed = 0;  // the run's sim.seed
  const metrics::Table& summary;
  std::size_t done = 0;   // runs finished so far, this one included
  std::size_t total = 0;  // runs in the plan
};

/// Called as each run finishes, from one worker thread at a time (never concurrently), while
/// the other workers go on. An exception thrown here fails the sweep like a failed run.
using SweepCallback = std::function<void(const SweepRunReport&)>;

/// Called with a finished run's whole result (by run index) on the worker thread that ran it,
/// before its on_run report; calls for different runs may overlap. An exception thrown here
/// fails the sweep like a failed run.
using SweepResultCallback = std::function<void(std::size_t run, const metrics::RunResult&)>;

struct SweepOptions {
  unsigned jobs = 0;     // worker threads; 0: one per core
  SweepCallback on_run;  // may be empty
  std::stop_token stop;  // a stop request ends the sweep promptly (see run_sweep)
  /// Runs finished earlier (by run index; an empty table, or an index past the end, is a run
  /// still to do): kept as they are, counted as done, neither run again nor reported.
  std::vector<metrics::Table> finished = {};
  SweepResultCallback on_result = {};  // may be empty (sweep --keep-runs writes each run)
};

/// What a sweep produced: every finished run's summary by run index (an empty table for a
/// run that did not finish), how many finished, and whether a stop request ended it early.
struct SweepOutcome {
  std::vector<metrics::Table> runs;
  std::size_t done = 0;
  bool stopped = false;
};

/// Runs the plan's runs on `options.jobs` threads. A stop request starts no further run and
/// abandons the runs in progress at their next time slice (a run is advanced in 256 slices
/// of simulated time), so run_sweep returns within about one slice; the abandoned runs are
/// not reported. The first failure stops the other runs the same way and is rethrown.
SweepOutcome run_sweep(const SweepPlan& plan, const SweepOptions& options = {});

}  // namespace opslab::study
