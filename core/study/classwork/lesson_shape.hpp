// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonShape: what of a lesson's definition its exported work records in any language — its
// steps, each step's questions (how many choices, which is right where it says), the claims each step checks
// and the sweeps it runs. Two files of one lesson are from the same version of it when their
// shapes are equal; a file is compared with the lesson library's lesson when the library has
// it, else with the shape most files of the class have (the texts cannot decide: a student
// exports in the language they read the lesson in).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "study/classwork/exported_work.hpp"

namespace opslab::study {
struct Lesson;
}

namespace opslab::study::classwork {

struct QuestionShape {
  std::size_t choices = 0;
  /// The right choice; -1 unknown (a work names it only for a question the student settled),
  /// which agrees with any.
  int correct = -1;
  bool operator==(const QuestionShape& o) const {
    return choices == o.choices && (correct < 0 || o.correct < 0 || correct == o.correct);
  }
};

struct StepShape {
  std::vector<QuestionShape> questions;
  std::vector<std::string> claims;  // ids, in the step's order
  bool operator==(const StepShape&) const = default;
};

struct LessonShape {
  std::vector<StepShape> steps;
  /// Of a library lesson: the sweeps each step runs (a work's sweeps must be among them);
  /// empty for a file's shape, whose sweeps are those the student happened to run.
  std::vector<std::vector<std::string>> sweeps;
  bool operator==(const LessonShape& o) const { return steps == o.steps; }
};

LessonShape shape_of(const Lesson& lesson);
LessonShape shape_of(const ExportedWork& work);

/// The first way `work` differs from `reference`, in words ("step 2: 2 questions here, 1 in the
/// lesson library's version"), `whose` naming the reference ("the lesson library's version");
/// "" when it does not.
std::string shape_difference(const ExportedWork& work, const LessonShape& reference, std::string_view whose);

}  // namespace opslab::study::classwork
