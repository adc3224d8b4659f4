// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cluster_sweep.hpp"
#include "slurm_knobs.hpp"

#include <unistd.h>

#include <cstdio>
#include <iostream>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "study/runner.hpp"
#include "study/sweep/sweep_plan.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using nlohmann::json;
using scenario::ScenarioError;

namespace {

fs::path absolute_dir(const std::string& dir) {
  fs::path p = fs::absolute(fs::path(dir)).lexically_normal();
  return p.filename().empty() ? p.parent_path() : p;  // "DIR/"
}

std::string model_and_name(const json& base) {
  return fmt::format("{} \"{}\"", base.at("model").get<std::string>(),
                     base.at("name").get<std::string>());
}

// Waits for a job, showing "slurm job J: D/N runs done; tasks R running, P pending" on stderr: one
// line rewritten on a terminal, a line per change otherwise.
void follow(const std::string& job, const study::StoredPlan& stored) {
  const bool terminal = isatty(fileno(stderr)) != 0;
  std::string last;
  wait_for_job(job, [&](const JobProgress& p) {
    std::size_t done = 0;
    for (const auto& s : study::run_states(stored)) done += s.state == study::RunState::done;
    const std::string line =
        fmt::format("slurm job {}: {}/{} runs done; tasks {} running, {} pending", job, done,
                    stored.plan.run_count(), p.running, p.pending);
    if (line == last) return;
    last = line;
    std::cerr << (terminal ? "\r" : "") << line << (terminal && !p.finished ? "" : "\n")
              << std::flush;
  });
}

// Collects the plan directory's runs into `out`; on unfinished runs, says how to re-submit them.
int collect_into(const study::StoredPlan& stored, const fs::path& out, bool after_slurm,
                 const study::Provenance& provenance) {
  std::vector<metrics::Table> runs;
  try {
    runs = study::collect_sweep_runs(stored);
  } catch (const ScenarioError& e) {
    if (study::unfinished_runs_text(study::run_states(stored)).empty()) throw;
    const std::string dir = stored.dir.string();
    throw ScenarioError(fmt::format(
        "{} (logs: {}/runs/NNNN/run.log, {}/logs); re-submit them with `opslab-cli sweep "
        "--resubmit {}{}`",
        e.what(), dir, dir, dir, after_slurm ? " --slurm" : ""));
  }
  study::write_sweep_outputs(out, stored.plan, runs, provenance);
  const auto& plan = stored.plan;
  std::cout << fmt::format("{}: {} points x {} seeds = {} runs\n", model_and_name(plan.base()),
                           plan.point_count(), plan.spec().seeds, plan.run_count())
            << fmt::format("  wrote {}: sweep.csv, runs.csv, scenario.json, run.json\n",
                           out.string());
  return 0;
}

}  // namespace

void add_cluster_options(CLI::App* sweep, ClusterOptions& o) {
  sweep->get_option("scenario")->required(false);
  sweep->add_option("--plan", o.plan,
                    "Write the sweep as a plan directory with a SLURM batch script; run nothing");
  sweep->add_option("--collect", o.collect,
                    "Collect a plan directory's finished runs into sweep.csv, runs.csv, "
                    "scenario.json (into --out, default: the plan directory)");
  sweep->add_option("--resubmit", o.resubmit,
                    "Submit the array tasks of a plan directory's unfinished runs again");
  sweep->add_flag("--slurm", o.slurm,
                  "Run on SLURM: plan (into --out), sbatch, wait with progress, collect");
  add_slurm_knob_options(sweep, o.knobs, nullptr, "With --plan or --slurm: ");
}

void check_cluster_usage(const ClusterOptions& o, bool has_scenario, bool has_sweep_options) {
  const int modes = (o.plan ? 1 : 0) + (o.collect ? 1 : 0) + (o.resubmit ? 1 : 0);
  if (modes > 1) throw ScenarioError("sweep: --plan, --collect and --resubmit exclude each other");
  if (o.on_plan_dir()) {
    const char* flag = o.collect ? "--collect" : "--resubmit";
    if (has_scenario || has_sweep_options) {
      throw ScenarioError(fmt::format(
          "sweep {}: takes a plan directory and no SCENARIO, --vary, --set, --seed(s) or --jobs "
          "(the plan has them)",
          flag));
    }
    if (o.collect && o.slurm) throw ScenarioError("sweep --collect: --slurm does not apply");
    return;
  }
  if (!has_scenario) {
    throw ScenarioError("sweep: expected a SCENARIO file (or --collect DIR, --resubmit DIR)");
  }
  if (o.plan && o.slurm) {
    throw ScenarioError(
        "sweep: --plan writes a plan only, --slurm also runs it: give one (with "
        "--slurm, the plan goes into --out)");
  }
}

int sweep_elsewhere(const json& user, const study::SweepPlan& plan, const fs::path& out,
                    const ClusterOptions& o, const study::Provenance& provenance) {
  const fs::path dir = absolute_dir(o.plan ? *o.plan : out.string());
  const ArrayLayout layout = array_layout(plan.run_count(), o.knobs);
  const fs::path cli = cli_for_nodes(o.knobs);
  const std::string name = dir.filename().string();
  study::write_sweep_plan(dir, user, plan,
                          {{"sweep.sbatch", batch_script(dir, cli, name, layout, o.knobs)},
                           {"slurm.json", array_layout_json(layout)}});
  const std::size_t n = plan.run_count();
  std::cout << fmt::format("{}: {} points x {} seeds = {} runs\n", model_and_name(plan.base()),
                           plan.point_count(), plan.spec().seeds, n)
            << fmt::format(
                   "  wrote {}: plan.json, runs/{}..{}/scenario.json, sweep.sbatch "
                   "(array 0-{}, {} run(s) per task)\n",
                   dir.string(), study::run_dir_name(0, n), study::run_dir_name(n - 1, n),
                   layout.tasks - 1, layout.runs_per_task);
  if (!o.slurm) {
    std::cout << fmt::format("  submit:  sbatch {}\n", (dir / "sweep.sbatch").string())
              << fmt::format("  collect: opslab-cli sweep --collect {}\n", dir.string());
    return 0;
  }
  const auto stored = study::read_sweep_plan(dir);
  std::string job;
  try {
    job = submit_plan(dir, {});
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(
        fmt::format("{} (the plan is written: submit it with `sbatch {}`, "
                    "then collect it with `opslab-cli sweep --collect {}`)",
                    e.what(), (dir / "sweep.sbatch").string(), dir.string()));
  }
  std::cout << fmt::format("  submitted job {}\n", job) << std::flush;
  follow(job, stored);
  return collect_into(stored, dir, true, provenance);
}

int plan_dir_command(const ClusterOptions& o, const std::optional<std::string>& out,
                     const study::Provenance& provenance) {
  if (o.collect) {
    const auto stored = study::read_sweep_plan(*o.collect);
    return collect_into(stored, out ? fs::path(*out) : stored.dir, false, provenance);
  }
  const fs::path dir = absolute_dir(*o.resubmit);
  const auto stored = study::read_sweep_plan(dir);
  const ArrayLayout layout = read_array_layout(dir);
  if (layout.runs != stored.plan.run_count()) {
    throw ScenarioError(fmt::format("{}: slurm.json has {} runs, plan.json {}", dir.string(),
                                    layout.runs, stored.plan.run_count()));
  }
  // Runs of a job still in the queue are not to be submitted twice: wait for it (--slurm).
  if (const auto queued = queued_jobs(dir); !queued.empty()) {
    if (!o.slurm) {
      throw ScenarioError(fmt::format(
          "{}: job {} of this plan is still in the queue; wait for it (with --slurm: waits, then "
          "re-submits what did not finish) or scancel it",
          dir.string(), fmt::join(queued, ", ")));
    }
    for (const auto& job : queued) follow(job, stored);
  }
  const auto states = study::run_states(stored);
  std::vector<std::size_t> unfinished;
  for (std::size_t i = 0; i < states.size(); ++i) {
    if (states[i].state != study::RunState::done) unfinished.push_back(i);
  }
  if (unfinished.empty()) {
    std::cout << fmt::format("{}: all {} runs finished; nothing to re-submit\n", dir.string(),
                             states.size());
  } else {
    std::cout << fmt::format("{}: {}\n", dir.string(), study::unfinished_runs_text(states));
    // Command-line options override the script's #SBATCH lines.
    std::vector<std::string> args = sbatch_knob_args(o.knobs);
    args.insert(args.begin(), "--array=" + array_list(tasks_of_runs(unfinished, layout)));
    (void)array_layout(layout.runs, o.knobs);  // checks the knobs
    const std::string job = submit_plan(dir, args);
    std::cout << fmt::format("  submitted job {} ({})\n", job, args.front()) << std::flush;
    if (!o.slurm) {
      std::cout << fmt::format("  collect: opslab-cli sweep --collect {}\n", dir.string());
      return 0;
    }
    follow(job, stored);
  }
  if (!o.slurm) return 0;
  return collect_into(stored, out ? fs::path(*out) : stored.dir, true, provenance);
}

}  // namespace opslab::cli
