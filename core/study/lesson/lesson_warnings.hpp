// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `opslab-cli lesson validate` warns about in a lesson that reads: claims
// whose verdict cannot go against them, decided before anything runs, and sweeps larger at
// classroom scale than that scale allows.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

/// The most runs (points × seeds) a sweep may have at classroom scale before it is warned
/// about: the shipped lessons' largest has 54, each run taking seconds.
inline constexpr std::int64_t classroom_runs = 100;

/// The warnings about `lesson` as read from `doc` (its lesson.json, for the places): each a
/// LessonProblem at the claim's or sweep's key.
///
/// A claim "cannot fail" when no result could make it contradicted:
///   greater, equivalence: `a` and `b` are the same point; increases/decreases: `from` is `to`
///     (a point compared with itself);
///   peak, flat: the sweep has one value of `along` (nothing to compare with);
///   within: [lo, hi] holds every value the metric can take (a ratio in [0, 1], a count from 0
///     up; a bound of magnitude ≥ 1e300 counts as infinite);
///   equivalence: `margin` is at least the width of the metric's range (infinite for
///     unbounded metrics).
/// A sweep is larger than its scale allows when its classroom form runs more than
/// classroom_runs runs, more seeds than its paper form, or (both forms on the same scenario
/// file) longer runs than its paper form.
std::vector<LessonProblem> lesson_warnings(const Lesson& lesson, const nlohmann::json& doc);

}  // namespace opslab::study
