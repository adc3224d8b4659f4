// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Paired differences between the settings of a sweep (`opslab-cli sweep --paired KEY`,
// docs/cli.md): every point of a sweep runs with the same seeds, so two settings can be compared
// seed by seed — the difference of their runs with seed s, for each s — which removes what the
// seed does to both. paired.csv gives, beside that paired interval, the interval of the same
// difference as if the runs were independent (Welch's, which the lesson verdicts use), so the
// two can be compared.
#pragma once

#include <string_view>
#include <vector>

#include "metrics/run_result.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::study {

/// Throws ScenarioError unless `key` is a varied key of `spec` with at least two values and
/// the sweep has at least two seeds per point (a paired interval needs two differences).
void check_paired(const SweepSpec& spec, std::string_view key);

/// paired.csv: one row per value of the varied `key` after its first (the baseline) and per
/// combination of the other varied keys — a column per varied key (`key`'s holding the value
/// compared), `baseline` (the first value of `key`), `seeds` — then, for each metric M of
/// sweep.csv, `M_diff` (the mean over seeds of M(value, seed) − M(baseline, seed)),
/// `M_diff_ci95` (its 95% Student-t half-width over those differences) and `M_diff_ci95_welch`
/// (the 95% Welch half-width of mean(value) − mean(baseline), the runs taken as independent).
/// A seed whose M is missing in either run is left out of M's pairs; empty cells when fewer
/// than two pairs (or runs per point) remain.
metrics::Table paired_table(const SweepPlan& plan, const std::vector<metrics::Table>& runs,
                            std::string_view key);

}  // namespace opslab::study
