// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The switch-scheduling lab's run: its switch, sources, output lines and measurements
// (cioq_switch_run.cpp says how a cell is timed).
#pragma once

#include <memory>

#include "models/cioq_switch/cioq_switch_config.hpp"
#include "scenario/model.hpp"

namespace opslab::models::cioq {

/// A run of the lab with these settings, at time zero.
std::unique_ptr<scenario::ModelRun> make_lab_run(const LabConfig& c);

}  // namespace opslab::models::cioq
