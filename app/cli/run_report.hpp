// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `opslab-cli run` tells the user after a run: which files it wrote, and a short summary
// (the run, its main metrics where the model has them, the simulator's speed).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "metrics/run_result.hpp"

namespace opslab::cli {

/// The files write_run_outputs() puts in a run's directory, in its order: the five of every
/// run, then one CSV per extra table of the model (burst histograms, lightpaths, …).
std::vector<std::string> written_files(const metrics::RunResult& result);

/// Three lines: model, title, seed and simulated time; goodput, fairness, jitter; drops and
/// TCP counters; then events and wall-clock speed. `doc` is the resolved scenario.
std::string run_report_text(const nlohmann::json& doc, const metrics::Table& summary);

}  // namespace opslab::cli
