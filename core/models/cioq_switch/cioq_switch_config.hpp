// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The switch-scheduling lab's parameters: its schema (switch, traffic, sim) and the typed
// configuration read from a resolved scenario.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "models/cioq_switch/bernoulli_cell_source.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/params.hpp"
#include "switching/cioq_switch.hpp"

namespace opslab::models::cioq {

/// A lab run's settings, read from a resolved scenario.
struct LabConfig {
  std::string name;
  scenario::SimSection sim;
  switching::CioqSwitchParams sw;
  BernoulliCellSourceParams traffic;
  double line_bps = 2.5e9;
};

/// The lab's parameter schema.
const scenario::ParamSchema& schema();
/// Reads a resolved scenario; throws on a value the schema refuses.
LabConfig parse(const nlohmann::json& doc);

}  // namespace opslab::models::cioq
