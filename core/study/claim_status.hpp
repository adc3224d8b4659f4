// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How a claim's result reads at the scale it was run (the CLI's marks, the app's badges, the
// exported work): at the classroom (quick) scale a few seeds may leave the intervals
// overlapping — that claim is "not shown at this scale", not failed; a finding the lesson
// expects not to reproduce, or one marked `scale: "full"`, is held against the paper's scale
// only; a contradicted finding fails. At the paper's scale a claim passes or fails.
#pragma once

#include <cstdint>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

enum class ClaimStatus : std::uint8_t {
  pass,
  not_shown_at_scale,     // quick: the intervals still overlap
  expected_fail_at_full,  // quick: the lesson expects it not to reproduce, at the paper's scale
  full_scale_only,        // quick: checked at the paper's scale only
  fail,
};

ClaimStatus claim_status(const ClaimResult& r, bool quick);
/// "pass", "not-shown", "info", "info", "fail".
const char* to_string(ClaimStatus s);
/// Whether a lesson check fails on it.
inline bool fails(ClaimStatus s) { return s == ClaimStatus::fail; }

}  // namespace opslab::study
