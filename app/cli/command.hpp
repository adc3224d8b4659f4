// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Running another program from opslab-cli (SLURM's clients, the figure script): its exit
// status and output, without a shell between.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace opslab::cli {

struct CommandResult {
  int status = -1;     // exit status, or -1 when it did not exit normally
  std::string output;  // stdout and stderr together
};

/// Runs `args[0]` (found on PATH, or a path) with `args`, stdin from /dev/null, capturing its
/// output; nullopt when there is no such program. Throws std::runtime_error when it cannot
/// start for another reason.
std::optional<CommandResult> run_command_if_found(const std::vector<std::string>& args);

/// The same; when there is no such program, throws std::runtime_error naming it, followed by
/// `missing_hint` (e.g. " (are SLURM's clients installed?)").
CommandResult run_command(const std::vector<std::string>& args, std::string_view missing_hint);

/// `text` on one line: trailing white space removed, newlines made spaces.
std::string one_line(std::string text);

}  // namespace opslab::cli
