// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the fuzz harnesses: how an input's bytes become the files and command-line values
// the CLI would see, and a private scratch folder for those files.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace opslab::fuzz {

/// A scenario input: leading lines that do not start with '{' are `--set` assignments
/// ("sim.duration_s=0.5"), the rest is the scenario file's text.
struct ScenarioInput {
  std::vector<std::string> sets;
  std::string json_text;
};
ScenarioInput split_scenario_input(std::string_view bytes);

/// The input's scenario text written as a file and read back as the CLI reads a scenario file
/// (load_scenario_file: its size, nesting and syntax checks), without the `--set` lines.
nlohmann::json load_scenario_text(const ScenarioInput& input);

/// A folder of its own for this process (removed at exit), created on first use.
const std::filesystem::path& scratch_dir();

/// Writes `text` to `path`, replacing it.
void write_file(const std::filesystem::path& path, std::string_view text);

}  // namespace opslab::fuzz
