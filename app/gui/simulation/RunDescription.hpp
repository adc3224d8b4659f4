// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the GUI shows of a built ModelRun in its own types: the run's fixed description
// (RunInfo: nodes, links, series, facts) and the live state of its flows. Read through the
// generic ModelRun interface only (no scenario key, column or model name).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "simulation/Snapshot.hpp"

namespace opslab::scenario {
class ModelRun;
}

namespace opslab::gui {

/// The fixed description of `run`, built from the resolved scenario `doc`.
std::shared_ptr<RunInfo> describe_run(const nlohmann::json& doc, scenario::ModelRun& run,
                                      std::uint64_t generation);
/// Every flow's live state now (NaN and ∞ shown as -1).
std::vector<FlowState> flow_states(const scenario::ModelRun& run);
/// The run's figures since the warm-up as its summary gives them: the column named as its
/// goodput-role series (the rate chart's quantity over [warm-up, now]) and Jain's index over
/// all its flows; NaN for each before the warm-up ends or where the summary has none.
void run_figures(scenario::ModelRun& run, double& rate, double& fairness);

}  // namespace opslab::gui
