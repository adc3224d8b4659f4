// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps that run elsewhere (docs/cluster.md: `sweep --plan DIR`, `sweep --collect DIR`): a sweep
// written out as a plan directory whose runs a batch scheduler (SLURM job arrays, see
// app/cli/cluster/slurm.hpp) executes one `opslab-cli run` each, and the collection of their results
// into the same sweep.csv, runs.csv and scenario.json the local sweep writes.
//
// A plan directory:
//   DIR/plan.json              the user scenario, the sweep section, and every run numbered
//                              with its parameter point, seed and varied values
//   DIR/runs/NNNN/scenario.json  run NNNN's fully resolved scenario (the input of its run;
//                              `opslab-cli run` writes its results beside it)
//   DIR/runs/NNNN/exit_status  written by the batch script after the run: its exit status
//   DIR/logs/                  for the batch scheduler's own logs
// Collecting rebuilds the SweepPlan from plan.json, checks that every run finished (its
// summary.csv, flows.csv and timeseries.csv are there and its scenario.json is the planned
// one) and reads each run's summary.csv back (metrics/csv_reader.hpp, lossless), so sweep.csv
// is byte-identical to the local sweep's; runs.csv is too, apart from the cost columns wall_s
// and events_per_s, which differ between any two executions of a run.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "metrics/run_result.hpp"
#include "study/runner.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::study {

/// The name of run `run`'s directory under DIR/runs: its index with at least four digits,
/// and as many as the plan's largest index needs ("0007" of 12 runs, "00007" of 12000).
std::string run_dir_name(std::size_t run, std::size_t run_count);
/// The number of digits of run_dir_name for a plan of `run_count` runs.
int run_dir_digits(std::size_t run_count);

/// Writes the plan directory of `plan` (built from the user document `user`), and the
/// `extra` files (e.g. a batch script) into it. DIR must not exist or be an empty
/// directory, else ScenarioError. All or nothing: everything is written into a temporary
/// sibling directory that is then renamed to DIR.
void write_sweep_plan(const std::filesystem::path& dir, const nlohmann::json& user,
                      const SweepPlan& plan, const std::vector<OutputFile>& extra = {});

/// A plan directory read back and checked against the plan it rebuilds.
struct StoredPlan {
  std::filesystem::path dir;
  nlohmann::json user;  // the user document the plan was built from
  SweepPlan plan;
};

/// Reads DIR/plan.json and rebuilds its SweepPlan. A missing directory or plan.json, bad
/// JSON, a missing or mistyped field, or runs that do not match the rebuilt plan are a
/// ScenarioError naming the file and what was wrong.
StoredPlan read_sweep_plan(const std::filesystem::path& dir);

/// How far a run of a plan directory got.
enum class RunState : std::uint8_t {
  done,     // its results are there
  failed,   // its exit_status says it failed
  missing,  // neither: not run yet, still running, or killed
};

struct RunStatus {
  RunState state = RunState::missing;
  std::string note;  // failed: "exit 1"
};

/// The state of every run (by run index), from the files in its directory; does not read
/// the summaries.
std::vector<RunStatus> run_states(const StoredPlan& stored);

/// One line naming the runs that are not done, e.g.
/// "3 of 12 runs did not finish: missing 0003, 0007; failed 0005 (exit 1)"; empty when all are.
std::string unfinished_runs_text(const std::vector<RunStatus>& states);

/// Every run's summary by run index. Throws ScenarioError (unfinished_runs_text) when a run
/// is not done, and naming the runs whose scenario.json is not the planned scenario (results
/// of another plan, or of another opslab-cli) or whose summary.csv cannot be read.
std::vector<metrics::Table> collect_sweep_runs(const StoredPlan& stored);

}  // namespace opslab::study
