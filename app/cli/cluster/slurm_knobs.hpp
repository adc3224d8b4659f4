// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line options that fill SlurmOptions (slurm.hpp), shared by `sweep --plan/--slurm`
// and `lesson check --slurm`: the #SBATCH knobs, extra #SBATCH lines, the set-up lines a
// cluster needs before the program runs (module loads), and the program the nodes run.
#pragma once

#include "slurm.hpp"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace opslab::cli {

/// Adds the knob options to `app`; `needs`, if given, is the option they all require.
/// `when` starts each help text ("With --slurm: ", or "" when the command says it).
void add_slurm_knob_options(CLI::App* app, SlurmOptions& knobs, CLI::Option* needs,
                            const char* when);

}  // namespace opslab::cli
