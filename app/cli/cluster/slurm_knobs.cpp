// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "slurm_knobs.hpp"

#include <string>

#include <CLI/CLI.hpp>

namespace opslab::cli {

void add_slurm_knob_options(CLI::App* app, SlurmOptions& knobs, CLI::Option* needs,
                            const char* when) {
  const std::string w = when;
  const auto add = [&](CLI::Option* o) {
    if (needs != nullptr) o->needs(needs);
  };
  add(app->add_option("--partition", knobs.partition, w + "#SBATCH --partition"));
  add(app->add_option("--time", knobs.time, w + "#SBATCH --time per array task, e.g. 01:00:00"));
  add(app->add_option("--cpus-per-task", knobs.cpus_per_task, w + "#SBATCH --cpus-per-task"));
  add(app->add_option("--account", knobs.account, w + "#SBATCH --account"));
  add(app->add_option("--mem", knobs.mem, w + "#SBATCH --mem per array task, e.g. 4G"));
  add(app->add_option("--qos", knobs.qos, w + "#SBATCH --qos"));
  add(app->add_option("--sbatch-line", knobs.sbatch_lines,
                      w + "another #SBATCH option for the batch script, e.g. "
                          "--sbatch-line=--constraint=skylake (repeatable)"));
  add(app->add_option("--setup-line", knobs.setup_lines,
                      w + "a shell line the batch script runs before the runs, e.g. "
                          "--setup-line 'module load gcc/12' (repeatable)"));
  add(app->add_option("--setup-file", knobs.setup_file,
                      w + "a file of shell lines the batch script runs before the runs "
                          "(after --setup-line's)"));
  add(app->add_option("--cli", knobs.cli,
                      w + "the opslab-cli the cluster's nodes run: a path, or a name found on "
                          "their PATH after the set-up lines (default: this program's path)"));
  add(app->add_option("--runs-per-task", knobs.runs_per_task,
                      w + "runs per array task (default: enough to keep the array within 1000 "
                          "tasks)"));
}

}  // namespace opslab::cli
