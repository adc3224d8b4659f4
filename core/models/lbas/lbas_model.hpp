// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lbas model (LB+AS paper): its descriptor for the registry.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models {

scenario::ModelDescriptor lbas_model();
/// Every column and series its runs write, with unit and definition (lbas_columns.cpp).
std::vector<scenario::ColumnDoc> lbas_columns();

}  // namespace opslab::models
