// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The switch-scheduling lab's descriptor: its name, schema, builder, layout and facts.
#include "models/cioq_switch/cioq_switch_model.hpp"

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "models/cioq_switch/cioq_switch_config.hpp"
#include "models/cioq_switch/cioq_switch_run.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::cioq {

scenario::ModelDescriptor cioq_switch_model() {
  scenario::ModelDescriptor m;
  m.name = "cioq_switch";
  m.description = OPSLAB_UI_TEXT(
      "model",
      "Switch-scheduling lab: an N×N cell switch (input FIFOs, VOQs with iSLIP and speedup, or "
      "output queueing) under Bernoulli i.i.d. cell arrivals");
  m.default_title = "CIOQ switch with iSLIP";
  m.schema = schema();
  m.check = [](const nlohmann::json& doc) { parse(doc); };
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<scenario::ModelRun> {
    return make_lab_run(parse(doc));
  };
  // The switch is the subject: its crossbar is the main view.
  m.layout = {scenario::LayoutHint::Kind::crossbar};
  m.facts = [](const nlohmann::json& doc) {
    const auto ports = doc.at("switch").at("ports");
    return std::vector<scenario::CardFact>{{"%1×%2", {ports, ports}},
                                           {"%1", {doc.at("switch").at("architecture")}},
                                           {"ρ = %1", {doc.at("traffic").at("load")}}};
  };
  m.columns = cioq_switch_columns();
  return m;
}

}  // namespace opslab::models::cioq
