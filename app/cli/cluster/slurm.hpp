// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SLURM job arrays for sweep plans (`sweep --plan/--resubmit/--slurm`, docs/cluster.md): the batch
// script of a plan directory (study/sweep/sweep_plan.hpp), and the calls of SLURM's own clients —
// sbatch to submit, squeue to follow a job. Nothing here schedules anything itself.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace opslab::cli {

/// The `#SBATCH` knobs a plan's batch script carries, and how runs are packed into tasks.
struct SlurmOptions {
  std::optional<std::string> partition;       // --partition
  std::optional<std::string> time;            // --time, e.g. "01:00:00"
  std::optional<std::int64_t> cpus_per_task;  // --cpus-per-task
  std::optional<std::string> account;         // --account
  std::optional<std::string> mem;             // --mem, e.g. "4G"
  std::optional<std::string> qos;             // --qos
  std::vector<std::string> sbatch_lines;      // more #SBATCH options ("--constraint=skylake")
  std::vector<std::string> setup_lines;       // shell lines run before the runs (module loads)
  std::optional<std::string> setup_file;      // a file of such lines, after setup_lines
  /// The program the nodes run: a path (made absolute) or a command name on their PATH;
  /// default this program (cli_for_nodes).
  std::optional<std::string> cli;
  /// Runs per array task; default: as few as keep the array within max_array_tasks.
  std::optional<std::int64_t> runs_per_task;
  /// SLURM's default MaxArraySize is 1001 (indices 0–1000): 1000 tasks fit everywhere.
  std::size_t max_array_tasks = 1000;
};

/// How a plan's runs map onto array tasks: task t runs [t·runs_per_task, (t+1)·runs_per_task).
struct ArrayLayout {
  std::size_t runs = 0;
  std::size_t runs_per_task = 1;
  std::size_t tasks = 0;
};
/// Throws ScenarioError for a bad --runs-per-task or knob value (an #SBATCH value of more
/// than one word, an extra #SBATCH line that is not one `--option`, a set-up line of more than
/// one line, a --setup-file that cannot be read).
ArrayLayout array_layout(std::size_t runs, const SlurmOptions& options);

/// The set-up lines of the batch script: setup_lines, then --setup-file's lines. Throws
/// ScenarioError naming the file when it cannot be read.
std::vector<std::string> setup_lines(const SlurmOptions& options);

/// The opslab-cli the batch script runs: --cli (a path made absolute, or a bare command name
/// kept as it is), else this program's own path.
std::filesystem::path cli_for_nodes(const SlurmOptions& options);

/// The batch script DIR/sweep.sbatch: a job array `--array=0-(tasks-1)` whose task t runs
/// `CLI run DIR/runs/NNNN/scenario.json --out DIR/runs/NNNN` for each of its runs that has no
/// results yet, logging to run.log and writing the run's exit status to exit_status.
/// `dir` and `cli` should be absolute (the script runs on the cluster's nodes); the job is
/// named "opslab-" and `job_name` in plain characters.
std::string batch_script(const std::filesystem::path& dir, const std::filesystem::path& cli,
                         const std::string& job_name, const ArrayLayout& layout,
                         const SlurmOptions& options);

/// DIR/slurm.json: the layout, read back by read_array_layout to re-submit some tasks.
std::string array_layout_json(const ArrayLayout& layout);
ArrayLayout read_array_layout(const std::filesystem::path& dir);

/// The array tasks that hold any of `runs` (ascending run indices).
std::vector<std::size_t> tasks_of_runs(const std::vector<std::size_t>& runs,
                                       const ArrayLayout& layout);
/// An sbatch --array list of ascending indices: "0-3,7,9-10".
std::string array_list(const std::vector<std::size_t>& indices);

/// The knobs as sbatch options ("--partition=P", ...), which override the script's #SBATCH
/// lines (for re-submissions).
std::vector<std::string> sbatch_knob_args(const SlurmOptions& options);

/// `sbatch --parsable [ARGS...] SCRIPT`; returns the job id. Throws std::runtime_error with
/// sbatch's own message when it fails (or is not installed).
std::string sbatch(const std::filesystem::path& script, const std::vector<std::string>& args);

/// Submits the plan directory's batch script (sbatch DIR/sweep.sbatch ARGS...) and records the
/// job id in DIR/slurm-jobs.txt; returns the job id.
std::string submit_plan(const std::filesystem::path& dir, const std::vector<std::string>& args);

/// The jobs recorded for the plan directory that are still in the queue (job_progress),
/// oldest first: a plan must not be submitted again while they run.
std::vector<std::string> queued_jobs(const std::filesystem::path& dir);

/// What squeue says about a job's array tasks.
struct JobProgress {
  std::size_t pending = 0;
  std::size_t running = 0;  // running, completing, configuring …
  bool finished = false;    // no task is left in the queue
};
/// `squeue -h -r -j JOB -o %T`. Throws std::runtime_error when squeue fails other than by not
/// knowing the (finished) job any more.
JobProgress job_progress(const std::string& job);

/// Polls job_progress until the job has left the queue, calling `report` after each poll.
/// Polls every second at first, less often as the wait grows (at most every 15 s).
void wait_for_job(const std::string& job, const std::function<void(const JobProgress&)>& report);

/// The absolute path of this executable (what a batch script runs).
std::filesystem::path this_executable();

}  // namespace opslab::cli
