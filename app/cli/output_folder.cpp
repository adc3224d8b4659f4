// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "output_folder.hpp"

#include <algorithm>
#include <system_error>

#include <fmt/format.h>
#include <fmt/ranges.h>

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

}  // namespace

OutputFolder check_output_folder(const fs::path& dir, bool replace) {
  OutputFolder folder{dir, {}};
  std::error_code ec;
  if (!fs::exists(dir, ec)) return folder;
  if (!fs::is_directory(dir, ec)) {
    throw ScenarioError(fmt::format("--out {}: exists and is not a directory", dir.string()));
  }
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
