// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Runner: runs one resolved scenario to its end and writes a run's output directory
// (docs/cli.md: summary.csv, flows.csv, timeseries.csv, scenario.json, run.json).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "metrics/run_result.hpp"
#include "study/provenance.hpp"

namespace opslab::scenario {
class ModelRun;
}

namespace opslab::study {

/// Fills the summary's wall_s and events_per_s (the cost of the run, not its result).
void record_run_cost(metrics::RunResult& result, double wall_s, std::uint64_t events);

/// Builds the scenario's model, runs it to sim.duration_s and returns its results, with the
/// summary's `wall_s` (build + run) and `events_per_s` filled in. The scenario must come
/// from scenario::resolve_scenario().
metrics::RunResult run_scenario(const nlohmann::json& resolved);

/// The same, advancing the run in run_slices equal slices of simulated time (which gives the
/// same results as one advance) and giving up, with no result, when `stop` is requested
/// before a slice. `prepare`, if given, sees the built run before it advances (to attach
/// taps, or to refuse with a ScenarioError before anything ran).
std::optional<metrics::RunResult> run_scenario(
    const nlohmann::json& resolved, std::stop_token stop,
    const std::function<void(scenario::ModelRun&)>& prepare = {});
constexpr int run_slices = 256;

/// The largest timeseries.csv a run may produce (its series are held in memory until the run
/// ends, about a fifth of the CSV's size, and written to the file as a stream).
constexpr std::uint64_t max_timeseries_bytes = 1'000'000'000;  // 1 GB

/// Refuses, before it advances, a built run whose time series would exceed
/// max_timeseries_bytes of CSV: a one-line ScenarioError with the estimate and the keys to
/// change. run_scenario() applies it to every run (CLI runs, sweeps, lesson checks).
void check_output_size(const nlohmann::json& resolved, const scenario::ModelRun& run);

/// The estimated size in bytes of a run's timeseries.csv: one line per sample and series.
std::uint64_t estimated_timeseries_bytes(const nlohmann::json& resolved,
                                         const scenario::ModelRun& run);

/// One file of an output directory: its text, or (when `stream` is set) a function writing
/// it, for files too large to hold as one string.
struct OutputFile {
  std::string name;
  std::string content;
  std::function<void(std::ostream&)> stream = {};
};

/// Writes every file into `dir` (created if needed): first each under a temporary name,
/// then renamed into place in order, so a failure leaves neither partial files nor a new
/// directory. With `with_checksums`, checksums.csv (study/run_checksums.hpp) of the files
/// as written comes last.
void write_output_files(const std::filesystem::path& dir, const std::vector<OutputFile>& files,
                        bool with_checksums = false);

/// The resolved scenario as written to scenario.json: pretty JSON that reproduces the run.
std::string scenario_json_text(const nlohmann::json& doc);

/// Writes DIR/summary.csv (its provenance columns last), DIR/flows.csv, DIR/timeseries.csv,
/// DIR/scenario.json, DIR/run.json (the provenance and the seed), a CSV per extra table, the
/// `more` files (a front end's optional outputs) and, last, DIR/checksums.csv of them all:
/// all of them or none.
void write_run_outputs(const std::filesystem::path& dir, const nlohmann::json& resolved,
                       const metrics::RunResult& result, const Provenance& provenance = {},
                       std::vector<OutputFile> more = {});

}  // namespace opslab::study
