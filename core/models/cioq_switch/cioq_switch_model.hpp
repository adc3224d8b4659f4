// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The switch-scheduling lab (`model: "cioq_switch"`): one N×N cell switch alone —
// input FIFOs with head-of-line blocking, VOQs with iSLIP at speedup S, or ideal output
// queueing — fed by Bernoulli i.i.d. cell arrivals at load ρ, measured by throughput and cell
// delay against the theory of input-queued switches.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models::cioq {

scenario::ModelDescriptor cioq_switch_model();
/// Every column and series its runs write, with unit and definition (cioq_switch_columns.cpp).
std::vector<scenario::ColumnDoc> cioq_switch_columns();

}  // namespace opslab::models::cioq
