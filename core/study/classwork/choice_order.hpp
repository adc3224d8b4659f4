// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChoiceOrder: the order in which one student sees a question's choices — a shuffle drawn from
// a hash of the student (their name, else an id of their own) and of the question's place in
// its lesson, so that the same student sees the same order whenever the lesson opens again and
// another student most likely another, and the right choice sits at no fixed place. Plain,
// platform-independent arithmetic: the same on every machine and in every build.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace opslab::study::classwork {

/// The lesson's choice at each place shown (a permutation of 0 … choices − 1) for `student`
/// and `question` (a name of the question stable across runs: lesson id, step and number).
std::vector<int> choice_order(std::string_view student, std::string_view question, std::size_t choices);

/// `order` holds each of 0 … choices − 1 once.
bool is_choice_order(const std::vector<int>& order, std::size_t choices);

}  // namespace opslab::study::classwork
