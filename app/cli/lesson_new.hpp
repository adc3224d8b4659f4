// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli lesson new DIR --from SCENARIO` (docs/writing-a-lesson.md): a starting lesson written
// into a new folder, whole or not at all.
#pragma once

#include <filesystem>
#include <string>

namespace opslab::cli {

/// Writes lesson_starter()'s files for scenario file `from` into `dir`, which must not exist
/// or be empty: into a temporary folder beside it first, renamed to `dir` once complete.
/// Prints what it wrote. Throws ScenarioError (one line) for bad input.
void write_new_lesson(const std::filesystem::path& dir, const std::string& from);

}  // namespace opslab::cli
