// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/classwork/lesson_shape.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "study/lesson/lesson.hpp"

namespace opslab::study::classwork {

namespace {

std::string claim_list(const std::vector<std::string>& ids) {
  return ids.empty() ? "no claims" : fmt::format("claims {}", fmt::join(ids, ", "));
}

}  // namespace

LessonShape shape_of(const Lesson& lesson) {
  LessonShape out;
  for (const auto& st : lesson.steps) {
    StepShape step;
    for (const auto& q : st.questions) step.questions.push_back({q.choices.size(), static_cast<int>(q.answer)});
    // The work lists the step's claims that the lesson defines, in the step's order.
    for (const auto& id : st.claims) {
      const bool known = std::any_of(lesson.claims.begin(), lesson.claims.end(),
                                     [&](const auto& c) { return c.id == id; });
      if (known) step.claims.push_back(id);
    }
    out.steps.push_back(std::move(step));
    out.sweeps.push_back(st.sweeps);
  }
  return out;
}

LessonShape shape_of(const ExportedWork& work) {
  LessonShape out;
  for (const auto& st : work.steps) {
    StepShape step;
    for (const auto& q : st.questions) step.questions.push_back({q.choices.size(), q.correct_choice});
    for (const auto& c : st.claims) step.claims.push_back(c.id);
    out.steps.push_back(std::move(step));
  }
  return out;
}

std::string shape_difference(const ExportedWork& work, const LessonShape& reference, std::string_view whose) {
  const LessonShape mine = shape_of(work);
  if (mine.steps.size() != reference.steps.size()) {
    return fmt::format("{} steps here, {} in {}", mine.steps.size(), reference.steps.size(), whose);
  }
  for (std::size_t i = 0; i < mine.steps.size(); ++i) {
    const auto& a = mine.steps[i];
    const auto& b = reference.steps[i];
    if (a.questions.size() != b.questions.size()) {
      return fmt::format("step {}: {} questions here, {} in {}", i + 1, a.questions.size(), b.questions.size(), whose);
    }
    for (std::size_t q = 0; q < a.questions.size(); ++q) {
      if (a.questions[q].choices != b.questions[q].choices) {
        return fmt::format("step {} question {}: {} choices here, {} in {}", i + 1, q + 1, a.questions[q].choices,
                           b.questions[q].choices, whose);
      }
      if (!(a.questions[q] == b.questions[q])) {  // both know the right answer, and differ
        return fmt::format("step {} question {}: right answer {} here, {} in {}", i + 1, q + 1,
                           choice_letter(a.questions[q].correct), choice_letter(b.questions[q].correct), whose);
      }
    }
    if (a.claims != b.claims) {
      return fmt::format("step {}: {} here, {} in {}", i + 1, claim_list(a.claims), claim_list(b.claims), whose);
    }
    if (i < reference.sweeps.size()) {
      for (const auto& run : work.steps[i].sweeps) {
        const auto& runs = reference.sweeps[i];
        if (std::find(runs.begin(), runs.end(), run.sweep) == runs.end()) {
          return fmt::format("step {}: sweep \"{}\" run here, not a sweep of the step in {}", i + 1,
                             printable(run.sweep, 80), whose);
        }
      }
    }
  }
  return {};
}

}  // namespace opslab::study::classwork
