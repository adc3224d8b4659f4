// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli lesson validate DIR`: every problem of a lesson folder and every
// warning about it, each at a file and line, for a teacher writing a lesson.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace opslab::study {

/// One finding: "lesson.json:12: steps[0].claims[1].type: expected one of …", or with
/// `warning: ` after the line for what does not stop the lesson from loading.
struct LessonDiagnostic {
  std::string file;  // relative to the lesson's folder
  int line = 1;
  std::string message;
  bool warning = false;

  std::string to_string() const;
};

/// Every problem (read_lesson's checks, and the claim refusals of claim_refusals.hpp, which do
/// not stop the lesson from loading) and warning (lesson_warnings) of the lesson in `dir`, by
/// file and line.
std::vector<LessonDiagnostic> validate_lesson(const std::filesystem::path& dir);

}  // namespace opslab::study
