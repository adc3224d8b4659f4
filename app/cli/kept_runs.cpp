// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "kept_runs.hpp"

#include <unistd.h>

#include <system_error>

#include <fmt/format.h>

#include "study/runner.hpp"
#include "study/sweep/sweep_plan.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;

KeptRuns::KeptRuns(fs::path dir, const study::SweepPlan& plan, study::Provenance provenance)
    : dir_(std::move(dir)), plan_(plan), provenance_(std::move(provenance)) {
  created_dir_ = !fs::exists(dir_);
  staging_ = dir_ / fmt::format(".runs-{}.tmp", getpid());
  fs::create_directories(staging_);
}

KeptRuns::~KeptRuns() {
  if (committed_) return;
  std::error_code ec;
  fs::remove_all(staging_, ec);
  if (created_dir_) fs::remove(dir_, ec);  // only when empty: the sweep wrote nothing else
}

void KeptRuns::write(std::size_t run, const metrics::RunResult& result) const {
  study::write_run_outputs(staging_ / study::run_dir_name(run, plan_.run_count()),
                           plan_.scenario_of_run(run), result, provenance_);
}

void KeptRuns::commit() {
  const fs::path runs = dir_ / "runs";
  if (fs::exists(fs::symlink_status(runs))) fs::remove_all(runs);
  fs::rename(staging_, runs);
  committed_ = true;
}

}  // namespace opslab::cli
