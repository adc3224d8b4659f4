// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Minakhmetov, Ware & Iannone's data-center model: a k-ary fat-tree of
// all-optical, hybrid or electronic switches carrying TCP file transfers that arrive as a
// Poisson process and leave when complete.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models {

scenario::ModelDescriptor dc_fattree_model();
/// Every column and series its runs write, with unit and definition (dc_fattree_columns.cpp).
std::vector<scenario::ColumnDoc> dc_fattree_columns();

}  // namespace opslab::models
