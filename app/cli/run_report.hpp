// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `opslab-cli run` tells the user after a run: which files it wrote, a short summary
// (the run, its main metrics where the model has them, the simulator's speed), and whether
// rtt_samples.csv holds every sample.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "metrics/rtt_sample_log.hpp"
#include "metrics/run_result.hpp"

namespace opslab::cli {

/// The files write_run_outputs() puts in a run's directory, in its order: the five of every
/// run, then one CSV per extra table of the model (burst histograms, lightpaths, …).
std::vector<std::string> written_files(const metrics::RunResult& result);

/// The line (for stderr) of a run whose rtt_samples.csv reached the log's limit: how many
/// samples the run took and up to when the file holds them; "" when it holds them all.
std::string rtt_samples_note(const metrics::RttSampleLog& log);

/// Three lines: model, title, seed and simulated time; goodput, fairness, jitter; drops and
/// TCP counters; then events and wall-clock speed. `doc` is the resolved scenario.
std::string run_report_text(const nlohmann::json& doc, const metrics::Table& summary);

}  // namespace opslab::cli
