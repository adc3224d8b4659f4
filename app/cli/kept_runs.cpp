// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "kept_runs.hpp"

#include <unistd.h>

#include <charconv>
#include <system_error>

#include <fmt/format.h>

#include "interrupt_cleanup.hpp"
#include "study/runner.hpp"
#include "study/sweep/sweep_plan.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;

std::string staging_name(pid_t pid) { return fmt::format(".runs-{}.tmp", pid); }

std::optional<pid_t> staging_owner(std::string_view name) {
  constexpr std::string_view head = ".runs-", tail = ".tmp";
  if (!name.starts_with(head) || !name.ends_with(tail)) return std::nullopt;
  const std::string_view digits = name.substr(head.size(), name.size() - head.size() - tail.size());
  pid_t pid = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), pid);
  if (ec != std::errc{} || end != digits.data() + digits.size() || digits.empty() || pid <= 0) {
    return std::nullopt;
  }
  return pid;
}

KeptRuns::KeptRuns(fs::path dir, const study::SweepPlan& plan, study::Provenance provenance)
    : dir_(std::move(dir)), plan_(plan), provenance_(std::move(provenance)) {
  created_dir_ = !fs::exists(dir_);
  staging_ = dir_ / staging_name(getpid());
  interrupt_cleanup::remove_on_interrupt(staging_, created_dir_ ? dir_ : fs::path{});
  fs::create_directories(staging_);
}

KeptRuns::~KeptRuns() {
  if (committed_) return;
  std::error_code ec;
  fs::remove_all(staging_, ec);
  interrupt_cleanup::forget(staging_);
  if (created_dir_) fs::remove(dir_, ec);  // only when empty: the sweep wrote nothing else
}

void KeptRuns::write(std::size_t run, const metrics::RunResult& result) const {
  const interrupt_cleanup::WriteGuard guard;
  if (!guard.may_write()) return;
  study::write_run_outputs(staging_ / study::run_dir_name(run, plan_.run_count()),
                           plan_.scenario_of_run(run), result, provenance_);
}

void KeptRuns::commit() {
  const fs::path runs = dir_ / "runs";
  if (fs::exists(fs::symlink_status(runs))) fs::remove_all(runs);
  fs::rename(staging_, runs);
  interrupt_cleanup::forget(staging_);
  committed_ = true;
}

}  // namespace opslab::cli
