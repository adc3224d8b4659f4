// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A claim tests its own words (docs/writing-a-lesson.md, "Claims test their own words"): the
// quantity words of a claim's text — "most", "twice", "three times", "far", "about 20 %", "the
// same", "equal", "no effect", "within 5 %" and their German forms — each need a check that
// tests them. untested_words finds those its claim's check does not test.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

/// The languages whose quantity words are known: lesson.json's English, lesson.de.json's German.
enum class ClaimLanguage { english, german };

/// A quantity word of a claim's text that its check does not test.
struct UntestedWord {
  std::string words;     // as the text has them: "twice", "three times", "~20%", "die meisten"
  std::string expected;  // the check that would test them: "a greater with factor ≥ 1.8"
};

/// The quantity words of `text` (in `language`) that `claim`'s check does not test, each once,
/// in the order of the text. Words inside a parenthesis that opens with the paper ("(the paper:
/// …)", "(paper: …)", "(im Paper: …)") report what the paper says and are not the claim's.
std::vector<UntestedWord> untested_words(std::string_view text, ClaimLanguage language,
                                         const LessonClaim& claim);

/// The check of `claim` in a few words, for a message: "greater, factor 1", "flat, pct 5".
std::string check_in_words(const LessonClaim& claim);

}  // namespace opslab::study
