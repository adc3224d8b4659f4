// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli sweep` on a cluster (docs/cluster.md): write a sweep as a plan directory with a SLURM
// batch script (--plan DIR), submit and follow it (--slurm), re-submit the runs that did not
// finish (--resubmit DIR) and collect the results into the local sweep's outputs
// (--collect DIR). The plan and collection are study/sweep/sweep_plan.hpp; SLURM's clients are
// called by slurm.hpp.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "slurm.hpp"
#include "study/provenance.hpp"
#include "study/sweep/sweep.hpp"

namespace CLI {
class App;
}

namespace opslab::cli {

struct ClusterOptions {
  std::optional<std::string> plan;      // --plan DIR
  std::optional<std::string> collect;   // --collect DIR
  std::optional<std::string> resubmit;  // --resubmit DIR
  bool slurm = false;                   // --slurm
  SlurmOptions knobs;                   // --partition, --time, --cpus-per-task, --account, ...

  /// Whether the sweep runs elsewhere rather than in this process.
  bool elsewhere() const { return plan || slurm; }
  /// Whether this is --collect or --resubmit, which take a plan directory, not a scenario.
  bool on_plan_dir() const { return collect || resubmit; }
};

/// Adds the cluster options to the `sweep` subcommand, and makes its SCENARIO optional
/// (--collect and --resubmit take none); check_cluster_usage() checks the combination.
void add_cluster_options(CLI::App* sweep, ClusterOptions& o);

/// Throws ScenarioError for a combination that makes no sense: no SCENARIO and no plan
/// directory, a SCENARIO (or sweep options) with --collect/--resubmit, or two modes at once.
void check_cluster_usage(const ClusterOptions& o, bool has_scenario, bool has_sweep_options);

/// --plan DIR, or --slurm into `out`: writes the plan directory (with sweep.sbatch); with
/// --slurm, submits it, waits for it with progress on stderr and collects it into `out`.
/// `provenance` (this command's) goes into the collected sweep's run.json and runs.csv.
int sweep_elsewhere(const nlohmann::json& user, const study::SweepPlan& plan,
                    const std::filesystem::path& out, const ClusterOptions& o,
                    const study::Provenance& provenance);

/// --collect DIR [--out OUT] and --resubmit DIR [--slurm [--out OUT]].
int plan_dir_command(const ClusterOptions& o, const std::optional<std::string>& out,
                     const study::Provenance& provenance);

}  // namespace opslab::cli
