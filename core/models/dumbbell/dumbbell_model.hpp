// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The electronic dumbbell: the validation model for TCP and UDP.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models {

scenario::ModelDescriptor dumbbell_model();
/// Every column and series its runs write, with unit and definition (dumbbell_columns.cpp).
std::vector<scenario::ColumnDoc> dumbbell_columns();

}  // namespace opslab::models
