// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `opslab-cli lesson validate` refuses in a lesson's claims although the lesson still
// loads (a student can open it; a teacher's validate and CI cannot pass it): a claim's text,
// in lesson.json or in its German translation, saying more than its check tests
// (claim_words.hpp), and the retired `separated` field.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

/// One problem per quantity word a claim's check does not test, at the claim's `text` in
/// lesson.json (English) or lesson.de.json (German; other languages' word lists are not known),
/// naming the words and the check that would test them. `doc` is lesson.json as read.
std::vector<LessonProblem> untested_claim_words(const Lesson& lesson, const nlohmann::json& doc);

/// One problem per claim of `doc` (lesson.json) that gives `separated`: every verdict already
/// needs the 95% intervals to separate, so the field says nothing.
std::vector<LessonProblem> retired_claim_fields(const nlohmann::json& doc);

}  // namespace opslab::study
