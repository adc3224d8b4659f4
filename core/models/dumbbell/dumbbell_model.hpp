// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The electronic dumbbell (DESIGN §4.0): the validation model for TCP and UDP.
#pragma once

#include "scenario/model.hpp"

namespace opslab::models {

scenario::ModelDescriptor dumbbell_model();

}  // namespace opslab::models
