// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The OBS paper's model (`model: "obs_nsfnet"`): TCP SACK over optical burst
// switching on NSFNET — burst assembly at the edges, JET reservation in a bufferless core.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models {

scenario::ModelDescriptor obs_nsfnet_model();
/// Every column and series its runs write, with unit and definition (obs_nsfnet_columns.cpp).
std::vector<scenario::ColumnDoc> obs_nsfnet_columns();

}  // namespace opslab::models
