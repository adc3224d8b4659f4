// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson in other languages (docs/writing-a-lesson.md, "Lessons in other languages"): a
// teacher adds a language with `lesson.<code>.json` beside lesson.json (`lesson.de.json`),
// which holds the translations of the texts a student reads in lesson.json, in the same
// shape:
//   {"title": …, "paper": …, "reproduces": …,
//    "sweeps": {"<sweep id>": {"title": …}},
//    "steps": [{"title": …, "scenario_name": …, "compare": {"label": …},
//               "questions": [{"prompt": …, "choices": […], "feedback": […]}],
//               "claims": {"<claim id>": {"text": …, "reason": …}}}]}
// Steps and questions are in lesson.json's order; sweeps and claims by their ids. Only texts
// go there: numbers, keys, answers and claims' checks stay in lesson.json alone.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

/// `name` is a translation file of lesson.json ("lesson.de.json", "lesson.pt_BR.json").
bool is_texts_file(std::string_view name);

/// Reads every translation file of `lesson` (read from its folder's lesson.json), checking each
/// against the lesson: an unknown key, sweep or claim id, a step or question the lesson does
/// not have, a text that is not a non-empty string or a list of choices of another length is a
/// problem in that file. Every file that parses joins lesson.texts_by_language (load_lesson
/// leaves out those with a problem).
void read_lesson_texts(Lesson& lesson, std::vector<LessonProblem>& problems);

/// The texts of `lesson` that a translation file leaves out (the student reads them in
/// English): one per text, at the key in that file where it belongs.
std::vector<LessonProblem> untranslated_texts(const Lesson& lesson);

/// `lesson` with the texts its translation into `language` gives ("de"; "de_AT" finds "de"),
/// each text it leaves out as it was; `lesson` itself when it has no such translation.
Lesson lesson_in(const Lesson& lesson, const std::string& language);

}  // namespace opslab::study
