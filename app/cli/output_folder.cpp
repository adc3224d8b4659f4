// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "output_folder.hpp"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <system_error>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "kept_runs.hpp"
#include "scenario/scenario_error.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using scenario::ScenarioError;

namespace {

// A file name `run` or `sweep` (or `run --capture`) writes.
bool result_name(const std::string& name) {
  const auto ends = [&](std::string_view tail) { return name.ends_with(tail); };
  return name == "scenario.json" || name == "run.json" || ends(".csv") || ends(".pcapng");
}

// The folder of a sweep's kept runs (sweep --keep-runs).
constexpr std::string_view kept_runs_name = "runs";

// Removes what a sweep killed by SIGKILL (or a power cut) left: its hidden staging folder of
// kept runs, recognised by its name and by its process being gone.
void remove_stale_staging(const fs::path& dir) {
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    const auto owner = staging_owner(e.path().filename().string());
    if (!owner || *owner == getpid() || !e.is_directory(ec)) continue;
    if (::kill(*owner, 0) == 0 || errno != ESRCH) continue;  // that sweep may still be running
    fs::remove_all(e.path(), ec);
  }
}

}  // namespace

OutputFolder check_output_folder(const fs::path& dir, bool replace) {
  OutputFolder folder{dir, {}};
  std::error_code ec;
  if (!fs::exists(dir, ec)) {
    // It will be created: its nearest existing ancestor must take a new folder.
    fs::path ancestor = fs::absolute(dir, ec).parent_path();
    while (!ancestor.empty() && !fs::exists(ancestor, ec) && ancestor != ancestor.parent_path()) {
      ancestor = ancestor.parent_path();
    }
    if (fs::is_directory(ancestor, ec) && ::access(ancestor.c_str(), W_OK | X_OK) != 0) {
      throw ScenarioError(fmt::format("--out {}: cannot create it in {}: {}", dir.string(),
                                      ancestor.string(), std::generic_category().message(errno)));
    }
    return folder;
  }
  if (!fs::is_directory(dir, ec)) {
    throw ScenarioError(fmt::format("--out {}: exists and is not a directory", dir.string()));
  }
  if (::access(dir.c_str(), W_OK | X_OK) != 0) {
    throw ScenarioError(fmt::format("--out {}: cannot write into it: {}", dir.string(),
                                    std::generic_category().message(errno)));
  }
  remove_stale_staging(dir);
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    folder.earlier.push_back(e.path().filename().string());
  }
  if (ec) throw ScenarioError(fmt::format("--out {}: cannot read it: {}", dir.string(), ec.message()));
  std::sort(folder.earlier.begin(), folder.earlier.end());
  if (folder.earlier.empty() || replace) return folder;
  const std::size_t shown = std::min<std::size_t>(folder.earlier.size(), 4);
  throw ScenarioError(fmt::format(
      "--out {}: the folder is not empty (it holds {}{}); pass --replace to replace the results "
      "in it, or choose a new folder",
      dir.string(), fmt::join(folder.earlier.begin(), folder.earlier.begin() + static_cast<long>(shown), ", "),
      folder.earlier.size() > shown ? fmt::format(" and {} more", folder.earlier.size() - shown) : ""));
}

std::vector<std::string> remove_earlier_results(const OutputFolder& folder,
                                                const std::vector<std::string>& written) {
  std::vector<std::string> removed;
  for (const auto& name : folder.earlier) {
    if (std::find(written.begin(), written.end(), name) != written.end()) continue;
    std::error_code ec;
    const fs::path p = folder.dir / name;
    const auto status = fs::symlink_status(p, ec);
    if (name == kept_runs_name && fs::is_directory(status)) {
      fs::remove_all(p, ec);
      if (!ec) removed.push_back(name + "/");
      continue;
    }
    if (!result_name(name)) continue;
    if (fs::is_regular_file(status) && fs::remove(p, ec)) removed.push_back(name);
  }
  return removed;
}

}  // namespace opslab::cli
