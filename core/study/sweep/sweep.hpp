// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps (docs/cli.md): a cartesian product of parameter values, each point run with several
// seeds (by study::run_sweep, sweep_engine.hpp), summarized as means with 95% Student-t
// confidence intervals (study::point_stats).
//
// Every run is resolved and validated before the first one starts, and results are kept by
// run index, so sweep.csv is byte-identical whatever the number of worker threads.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "metrics/run_result.hpp"
#include "scenario/model.hpp"
#include "study/provenance.hpp"
#include "study/runner.hpp"
#include "study/statistics.hpp"

namespace opslab::study {

/// One varied key and its values, each as written on the command line (read like a
/// `--set` value: JSON if it parses, otherwise a string).
struct SweepAxis {
  std::string key;
  std::vector<std::string> values;
};

/// What a sweep varies. The first axis is outermost; each point runs with seeds
/// sim.seed, sim.seed + 1, …, sim.seed + seeds − 1.
struct SweepSpec {
  std::vector<SweepAxis> axes;
  std::int64_t seeds = 1;
};

/// Parses `--vary key=v1,v2,...`. Commas inside brackets, braces or quotes do not split,
/// so `--vary topology.rtt_ms_list=[10,20],[30,40]` has two values.
SweepAxis parse_vary(std::string_view spec);

/// The `sweep` section written into a sweep's scenario.json: {"vary": [{"key", "values"}],
/// "seeds"}; read back so that `opslab-cli sweep DIR/scenario.json` repeats the sweep.
nlohmann::json sweep_spec_to_json(const SweepSpec& spec);
SweepSpec sweep_spec_from_json(const nlohmann::json& section);

/// Every run of a sweep, resolved and validated: constructing it throws ScenarioError on
/// the first bad point, before anything has run. Runs are ordered point-major, seed-minor;
/// a sweep has at most 100 000 runs (a plan directory of that many takes about a minute and
/// 800 MB to write; a million took ten times that, and the memory to plan them).
class SweepPlan {
 public:
  SweepPlan(const nlohmann::json& user, SweepSpec spec,
            std::span<const scenario::ModelDescriptor> registry = scenario::models());
  SweepPlan(SweepPlan&&) noexcept;
  SweepPlan& operator=(SweepPlan&&) noexcept;
  ~SweepPlan();

  const SweepSpec& spec() const { return spec_; }
  /// The resolved scenario without any varied value applied.
  const nlohmann::json& base() const;
  std::size_t point_count() const;
  std::size_t run_count() const;
  std::size_t point_of_run(std::size_t run) const;
  /// The value index of each axis at a point.
  std::vector<std::size_t> point_indices(std::size_t point) const;
  /// The resolved scenario of a run.
  const nlohmann::json& scenario_of_run(std::size_t run) const;
  /// The runs of a point within `runs` (each run's summary, by run index); fewer, or none,
  /// when `runs` is shorter than the plan.
  std::span<const metrics::Table> point_runs(std::span<const metrics::Table> runs,
                                             std::size_t point) const;

 private:
  SweepSpec spec_;
  std::vector<nlohmann::json> docs_;  // the base, then every run
};

/// runs.csv: every run's summary row, prefixed by a column per varied key.
metrics::Table sweep_runs_table(const SweepPlan& plan, const std::vector<metrics::Table>& runs);

/// The metrics sweep.csv summarizes, in its order: every summary column that is a result
/// (not seed, wall_s, events_per_s or a provenance column) and never holds text.
std::vector<std::string> sweep_metrics(const std::vector<metrics::Table>& runs);

/// sweep.csv: one row per point — a column per varied key, `seeds`, then `M` and `M_ci95`
/// (point_stats) for each numeric summary metric M (not seed, wall_s or events_per_s, which
/// are not results of the scenario).
metrics::Table sweep_table(const SweepPlan& plan, const std::vector<metrics::Table>& runs);

/// Writes DIR/sweep.csv, DIR/runs.csv (with the provenance columns last, unless its runs
/// carry their own), DIR/scenario.json (the base scenario with its `sweep` section),
/// DIR/run.json (the provenance, the base seed and the seeds per point) and the `extra` files
/// (paired.csv), all or none.
void write_sweep_outputs(const std::filesystem::path& dir, const SweepPlan& plan,
                         const std::vector<metrics::Table>& runs,
                         const Provenance& provenance = {},
                         std::vector<OutputFile> extra = {});

}  // namespace opslab::study
