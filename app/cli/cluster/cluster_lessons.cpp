// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cluster_lessons.hpp"
#include "slurm_knobs.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "study/sweep/sweep_plan.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using nlohmann::json;
using scenario::ScenarioError;

namespace {

// One lesson sweep on the cluster: its plan directory and the job running it (if any).
struct ClusterSweep {
  std::size_t lesson = 0;
  const study::LessonSweep* sweep = nullptr;
  std::optional<study::StoredPlan> stored;
  std::string job;  // empty: nothing submitted (all runs done already)
};

// Writes the sweep's plan directory, or reuses the one there if it holds the same plan;
// submits what is not done yet.
void prepare_and_submit(ClusterSweep& c, const json& user, const study::SweepPlan& plan,
                        const fs::path& dir, const SlurmOptions& knobs, const fs::path& cli) {
  std::error_code ec;
  if (fs::exists(dir / "plan.json", ec)) {
    c.stored.emplace(study::read_sweep_plan(dir));
    if (c.stored->user != user || study::sweep_spec_to_json(c.stored->plan.spec()) !=
                                      study::sweep_spec_to_json(plan.spec())) {
      throw ScenarioError(fmt::format(
          "{}: holds the plan of another sweep (another scale, seeds or lesson version); give "
          "another --out",
          dir.string()));
    }
    // A job of an earlier command still in the queue: let it finish rather than submit twice.
    for (const auto& job : queued_jobs(dir)) {
      std::cerr << fmt::format("slurm: waiting for job {} ({}, submitted earlier)\n", job,
                               dir.string());
      wait_for_job(job, {});
    }
    const ArrayLayout layout = read_array_layout(dir);
    std::vector<std::size_t> unfinished;
    const auto states = study::run_states(*c.stored);
    for (std::size_t i = 0; i < states.size(); ++i) {
      if (states[i].state != study::RunState::done) unfinished.push_back(i);
    }
    if (unfinished.empty()) return;
    auto args = sbatch_knob_args(knobs);
    args.insert(args.begin(), "--array=" + array_list(tasks_of_runs(unfinished, layout)));
    c.job = submit_plan(dir, args);
    return;
  }
  const ArrayLayout layout = array_layout(plan.run_count(), knobs);
  const std::string name =
      fmt::format("{}-{}", dir.parent_path().filename().string(), dir.filename().string());
  study::write_sweep_plan(dir, user, plan,
                          {{"sweep.sbatch", batch_script(dir, cli, name, layout, knobs)},
                           {"slurm.json", array_layout_json(layout)}});
  c.stored.emplace(study::read_sweep_plan(dir));
  c.job = submit_plan(dir, {});
}

}  // namespace

void add_lesson_cluster_options(CLI::App* check, LessonClusterOptions& o) {
  auto* slurm = check->add_flag(
      "--slurm", o.slurm, "Run the sweeps as SLURM job arrays (plans under --out), wait, check");
  check
      ->add_option("--out", o.out,
                   "With --slurm: the plans' directory (default: runs/lessons-quick or "
                   "runs/lessons-full); run again to resume")
      ->needs(slurm);
  add_slurm_knob_options(check, o.knobs, slurm, "With --slurm: ");
}

std::vector<std::vector<study::SweepResults>> lesson_sweeps_on_slurm(
    const std::vector<study::Lesson>& lessons, bool quick, const LessonClusterOptions& o,
    bool only_claimed, std::int64_t seeds) {
  const std::string name = fmt::format("lessons-{}{}", quick ? "quick" : "full",
                                       seeds > 0 ? fmt::format("-seeds{}", seeds) : "");
  const fs::path root =
      fs::absolute(o.out ? fs::path(*o.out) : fs::path("runs") / name).lexically_normal();
  (void)array_layout(1, o.knobs);  // checks the knobs before anything is written
  const fs::path cli = cli_for_nodes(o.knobs);

  // Plan and submit everything first, so that the cluster runs all lessons' sweeps together.
  std::vector<ClusterSweep> sweeps;
  for (std::size_t li = 0; li < lessons.size(); ++li) {
    const auto& lesson = lessons[li];
    for (const auto& s : lesson.sweeps) {
      // All sweeps, or those the claims need (as run_lesson_sweeps picks them).
      const bool needed = std::any_of(lesson.claims.begin(), lesson.claims.end(),
                                      [&](const auto& c) { return c.sweep == s.id; });
      if (only_claimed && !needed) continue;
      const json& user = quick ? s.quick_scenario : s.full_scenario;
      study::SweepSpec spec = quick ? s.quick : s.full;
      if (seeds > 0) spec.seeds = seeds;
      const study::SweepPlan plan(user, std::move(spec));
      ClusterSweep& c = sweeps.emplace_back();
      c.lesson = li;
      c.sweep = &s;
      prepare_and_submit(c, user, plan, root / lesson.id / s.id, o.knobs, cli);
    }
  }
  std::size_t total = 0;
  std::size_t jobs = 0;
  for (const auto& c : sweeps) {
    total += c.stored->plan.run_count();
    jobs += c.job.empty() ? 0 : 1;
  }
  std::cerr << fmt::format("slurm: {} sweeps, {} runs under {}; submitted {} job arrays\n",
                           sweeps.size(), total, root.string(), jobs);

  // Wait for every job, showing the runs done over all sweeps.
  const bool terminal = isatty(fileno(stderr)) != 0;
  std::string last;
  for (const auto& c : sweeps) {
    if (c.job.empty()) continue;
    wait_for_job(c.job, [&](const JobProgress& p) {
      std::size_t done = 0;
      for (const auto& other : sweeps) {
        for (const auto& s : study::run_states(*other.stored))
          done += s.state == study::RunState::done;
      }
      const std::string line =
          fmt::format("slurm: {}/{} runs done (job {}: tasks {} running, {} pending)", done, total,
                      c.job, p.running, p.pending);
      if (line == last) return;
      last = line;
      std::cerr << (terminal ? "\r" : "") << line << (terminal ? "" : "\n") << std::flush;
    });
  }
  if (terminal) std::cerr << '\n';

  // Collect: every unfinished run of every sweep named at once.
  std::vector<std::string> unfinished;
  for (const auto& c : sweeps) {
    if (auto text = study::unfinished_runs_text(study::run_states(*c.stored)); !text.empty()) {
      unfinished.push_back(fmt::format("{}/{}: {}", lessons[c.lesson].id, c.sweep->id, text));
    }
  }
  if (!unfinished.empty()) {
    std::string all;
    for (const auto& u : unfinished) all += (all.empty() ? "" : "; ") + u;
    throw ScenarioError(fmt::format("{}; run the same command again to re-submit them", all));
  }
  std::vector<std::vector<study::SweepResults>> out(lessons.size());
  for (auto& c : sweeps) {
    auto runs = study::collect_sweep_runs(*c.stored);
    out[c.lesson].push_back(
        study::SweepResults{c.sweep, std::move(c.stored->plan), std::move(runs)});
  }
  return out;
}

std::vector<study::LessonOutcome> lesson_outcomes_on_slurm(
    const std::vector<study::Lesson>& lessons, bool quick, std::int64_t seeds,
    const LessonClusterOptions& o) {
  auto results = lesson_sweeps_on_slurm(lessons, quick, o, /*only_claimed=*/false, seeds);
  std::vector<study::LessonOutcome> out;
  for (std::size_t i = 0; i < lessons.size(); ++i) {
    auto claims = study::evaluate_claims(lessons[i], results[i]);
    out.push_back({&lessons[i], quick, std::move(results[i]), std::move(claims)});
  }
  return out;
}

}  // namespace opslab::cli
