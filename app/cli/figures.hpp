// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of `opslab-cli lesson report`: each sweep's figure specs
// (study/figure_spec.hpp) are written as JSON and drawn by scripts/plot_sweep.py with Debian's
// matplotlib into SVG and PNG files, all of a page's figures at once.
#pragma once

#include <filesystem>
#include <vector>

#include "study/lesson/lesson_report.hpp"

namespace opslab::cli {

/// Throws ScenarioError (one line naming what is missing) unless the figure script, a Python 3
/// interpreter and matplotlib are there — checked before any sweep runs.
void check_figure_tools();

/// Writes every figure of `outcomes` into `dir` (created if needed): per figure its spec
/// `NAME.json`, `NAME.svg` and `NAME.png`. The files are drawn in a temporary folder beside
/// `dir` and moved in only when all are drawn, so a failure leaves `dir` as it was. Other
/// files in `dir` are kept. Throws std::runtime_error with the script's message when it fails.
void write_figures(const std::vector<study::LessonOutcome>& outcomes,
                   const std::filesystem::path& dir);

}  // namespace opslab::cli
