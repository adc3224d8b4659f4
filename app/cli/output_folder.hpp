// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The folder `run` and `sweep` write their results into: refused when it already holds
// something, unless the user asked to replace earlier results (--replace), in which case the
// earlier results the new ones do not overwrite are removed once the new ones are in place.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace opslab::cli {

/// What an output folder held before a run writes into it.
struct OutputFolder {
  std::filesystem::path dir;
  std::vector<std::string> earlier;  // names of the entries it held (none when new or empty)
};

/// Checks `dir` before anything runs: a ScenarioError (one line, exit status 2) when it exists
/// and is not a directory, cannot be written into (or, when new, cannot be created), or is a
/// directory that is not empty and `replace` is false. The staging folder of a sweep that was
/// killed (SIGKILL) before it could clean up is removed first: it is not a result.
OutputFolder check_output_folder(const std::filesystem::path& dir, bool replace);

/// After the new results (`written`, file names) are in place: removes the earlier results
/// they did not overwrite — regular files named like a run's or a sweep's outputs (*.csv,
/// *.pcapng, scenario.json, run.json) and a sweep's kept runs (the folder runs/) — so the
/// folder holds one run's results only. Other entries stay. Returns the names removed.
std::vector<std::string> remove_earlier_results(const OutputFolder& folder,
                                                const std::vector<std::string>& written);

}  // namespace opslab::cli
