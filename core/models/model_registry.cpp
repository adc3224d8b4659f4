// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>

#include "models/cioq_switch/cioq_switch_model.hpp"
#include "models/dc_fattree/dc_fattree_model.hpp"
#include "models/dumbbell/dumbbell_model.hpp"
#include "models/lbas/lbas_model.hpp"
#include "models/obs_nsfnet/obs_nsfnet_model.hpp"
#include "models/ops_dumbbell/ops_dumbbell_model.hpp"
#include "scenario/model.hpp"

namespace opslab::scenario {

const std::vector<ModelDescriptor>& models() {
  // One line per model; each model lives in its own folder core/models/<name>/.
  static const std::vector<ModelDescriptor> all = {
      models::dumbbell_model(),
      models::ops_dumbbell_model(),
      models::dc_fattree_model(),
      models::cioq::cioq_switch_model(),
      models::obs_nsfnet_model(),
      models::lbas_model(),
  };
  return all;
}

const ModelDescriptor* find_model(std::string_view name) {
  const auto& all = models();
  auto it = std::find_if(all.begin(), all.end(), [&](const auto& m) { return m.name == name; });
  return it == all.end() ? nullptr : &*it;
}

}  // namespace opslab::scenario
