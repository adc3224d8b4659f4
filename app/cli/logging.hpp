// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The log of opslab-cli: the core's log on stderr at `--log-level` (warn unless asked, so
// scripts and tests see the same output as without logging), and sweep progress as info
// lines. stdout never carries log lines.
#pragma once

#include <string>

#include "study/sweep/sweep_engine.hpp"

namespace opslab::cli {

/// Sends the log to stderr at `level`, a name of log::level_names() (checked by the parser).
void setup_logging(const std::string& level);

/// `next` (may be empty), preceded by an info line "LABEL: D/T runs" for each finished run.
study::SweepCallback with_progress_log(std::string label, study::SweepCallback next);

}  // namespace opslab::cli
