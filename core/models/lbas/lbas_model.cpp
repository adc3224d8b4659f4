// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/lbas/lbas_model.hpp"

#include <memory>

#include <nlohmann/json.hpp>

#include "models/lbas/lbas_config.hpp"
#include "models/lbas/lbas_run.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models {

scenario::ModelDescriptor lbas_model() {
  scenario::ModelDescriptor m;
  m.name = "lbas";
  m.description = OPSLAB_UI_TEXT(
      "model",
      "LB+AS paper (Izquierdo-Zaragoza & Pavon-Marino): two CIOQ core routers (64-byte cells, "
      "VOQs, iSLIP, speedup 4) joined by a bundle of b_D 2.5 Gb/s lightpaths, anycast "
      "switching policies (none, random, RR, JSVOQ, e-JSQ, ideal JSQ) spreading packets over "
      "the bundle, self-similar background from K·b_D access sub-networks per side, and two "
      "TCP NewReno file transfers (one each way) whose goodput suffers from reordering. The "
      "hosts' settings the paper leaves unsaid are calibrated (docs/results/lbas-calibration.md): "
      "a 128 MB interface queue and no receive-window cap (window scaling on), and INET 2.x's "
      "window inflation in fast recovery. Slow start begins with INET's ssthresh of 65 535 "
      "bytes. The run ends when the first sink has the "
      "whole file (§IV-B)");
  m.default_title = "LB+AS with anycast switching";
  m.schema = lbas::lbas_schema();
  m.check = [](const nlohmann::json& doc) { lbas::parse_lbas(doc); };
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<scenario::ModelRun> {
    return std::make_unique<lbas::LbasRun>(lbas::parse_lbas(doc));
  };
  // Two core routers with line cards joined by the lightpath bundle.
  m.layout = {scenario::LayoutHint::Kind::router_pair};
  m.facts = [](const nlohmann::json& doc) {
    const auto& t = doc.at("topology");
    return std::vector<scenario::CardFact>{
        {"b_D = %1", {t.at("b_D")}},
        {"%1", {doc.at("core").at("policy")}},
        {OPSLAB_UI_TEXT("model", "U = %1 Mb/s"), {t.at("U_mbps")}},
        {"ρ = %1", {doc.at("traffic").at("rho")}}};
  };
  m.columns = lbas_columns();
  return m;
}

}  // namespace opslab::models
