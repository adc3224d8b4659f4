// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli class report DIR`: a class's exported work at a glance (docs/class-report.md) —
// the text report on stdout and, with --csv, one row per student and step. The PDF is the
// app's ("Class results…"): this program has no PDF writer.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace opslab::cli {

struct ClassReportOptions {
  std::string folder;                    // the folder of exported work
  std::optional<std::string> csv;        // --csv OUT
  std::vector<std::string> lesson_dirs;  // --lesson-dir: a teacher's lessons, before the shipped
};

/// Adds `class` with its subcommand `report` to `app`; returns `class`.
CLI::App* add_class_command(CLI::App& app, ClassReportOptions& o);

/// Prints the report of `o.folder` and writes the CSV; throws ScenarioError (one line) on bad
/// arguments before anything is written. Returns 0 when some student's work was read, 1 when
/// none was (the report says why).
int class_report(const ClassReportOptions& o);

}  // namespace opslab::cli
