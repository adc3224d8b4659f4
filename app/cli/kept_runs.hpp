// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The per-run results of `opslab-cli sweep --keep-runs` (docs/cli.md): every run's own files
// (summary.csv, flows.csv, timeseries.csv, scenario.json, run.json and the model's tables) in
// DIR/runs/NNNN/, laid out as in a plan directory (study/sweep/sweep_plan.hpp). Runs are written as
// they finish into a hidden folder inside DIR and moved to DIR/runs once the sweep's own files
// are in place; a sweep that fails, or is stopped by SIGINT, SIGTERM or SIGHUP, leaves neither
// that folder nor a DIR it created (interrupt_cleanup.hpp).
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include <sys/types.h>

#include "metrics/run_result.hpp"
#include "study/provenance.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::cli {

/// The hidden folder a sweep in process `pid` stages its kept runs in: ".runs-PID.tmp".
std::string staging_name(pid_t pid);
/// The process a folder named like a staging folder belongs to; nothing for other names.
std::optional<pid_t> staging_owner(std::string_view name);

class KeptRuns {
 public:
  /// Creates the hidden folder (and DIR when it does not exist yet).
  KeptRuns(std::filesystem::path dir, const study::SweepPlan& plan, study::Provenance provenance);
  /// Removes what commit() did not move into place.
  ~KeptRuns();
  KeptRuns(const KeptRuns&) = delete;
  KeptRuns& operator=(const KeptRuns&) = delete;

  /// Writes run `run`'s files into its folder; may be called from several threads at once.
  void write(std::size_t run, const metrics::RunResult& result) const;

  /// Moves the runs to DIR/runs, replacing an earlier DIR/runs (sweep --replace).
  void commit();

 private:
  std::filesystem::path dir_;
  std::filesystem::path staging_;
  const study::SweepPlan& plan_;
  study::Provenance provenance_;
  bool created_dir_ = false;
  bool committed_ = false;
};

}  // namespace opslab::cli
