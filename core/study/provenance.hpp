// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Provenance: what produced a set of results, so that a figure can be cited and repeated — the
// program's version, the git commit it was built from and whether that tree had uncommitted
// changes (cmake/opslab_commit.cmake writes them at build time), the command line and the seed.
// Every run and sweep writes it as run.json and as the last columns of summary.csv and
// runs.csv (docs/cli.md). None of it varies between two identical runs of one build, so the
// results stay byte-identical.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "metrics/run_result.hpp"

namespace opslab::study {

/// The build this program is: version, commit ("unknown" outside a git checkout) and
/// whether the checkout was modified ("true", "false", or "unknown" with the commit).
struct BuildInfo {
  std::string version;
  std::string commit;
  std::string dirty;
};
const BuildInfo& this_build();

/// "0.1.0 (commit 0123…abcd, modified)", for --version.
std::string build_text();

/// What produced a run's or a sweep's results.
struct Provenance {
  BuildInfo build = this_build();
  std::string command_line;  // empty when the results were not made from a command line (the app)
};

/// The command line as one line a shell reads back as the same words: "opslab-cli" and then
/// `args` as typed, each quoted when it holds a character the shell would interpret.
std::string command_line_text(std::span<const std::string> args);

/// The provenance columns, in their order: opslab_version, git_commit, git_dirty, command_line.
const std::vector<std::string>& provenance_columns();

/// `table` with the provenance columns appended to its header and each of its rows; a table
/// that already has them (runs read back from their own summary.csv) is returned as it is.
metrics::Table with_provenance(metrics::Table table, const Provenance& p);

/// run.json: the same fields as the columns (git_dirty true, false or null; command_line null
/// when empty), then the seed. A sweep's (`seeds` > 0) adds its seeds per point: its points
/// run with seeds seed, seed + 1, … seed + seeds − 1.
std::string run_json_text(const Provenance& p, std::int64_t seed, std::int64_t seeds = 0);

}  // namespace opslab::study
