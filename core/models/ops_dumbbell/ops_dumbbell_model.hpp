// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// He & Chan's OPS model: aggregation and deflection routing between two edge
// optical packet switches.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models {

scenario::ModelDescriptor ops_dumbbell_model();
/// Every column and series its runs write, with unit and definition (ops_dumbbell_columns.cpp).
std::vector<scenario::ColumnDoc> ops_dumbbell_columns();

}  // namespace opslab::models
