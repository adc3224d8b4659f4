// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a lesson's claims and the selectors that pick a sweep's points (`a`, `b`, `where`,
// a paper value's `at`): every check of a claim against the sweep it names.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "study/lesson/lesson_fields.hpp"

namespace opslab::study::lesson_reading {

/// The axis of `s` that varies `key`, or nullptr.
const SweepAxis* axis_of(const SweepSpec& s, std::string_view key);

/// Records a problem at `name` and abandons unless `sel` fixes every varied key of `spec`
/// (besides those of `extra`) to one of its values, and no other key.
void check_selector(const Fields& f, const char* name, const json& sel, const SweepSpec& spec,
                    std::initializer_list<std::string> extra);

/// A sweep as read, with the summary metrics its model reports.
struct ReadSweep {
  const LessonSweep* sweep;
  std::vector<std::string> metrics;
};

/// The claim `f`: its fields for its type, checked against the sweep it names among `sweeps`.
/// A claim of a sweep in `broken` (a sweep with problems of its own) is abandoned without a
/// problem of its own.
LessonClaim read_claim(const Fields& f, const std::vector<ReadSweep>& sweeps,
                       const std::set<std::string>& broken);

}  // namespace opslab::study::lesson_reading
