// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dc_fattree model's descriptor: Minakhmetov, Ware & Iannone's data center.
#include "models/dc_fattree/dc_fattree_model.hpp"

#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "models/dc_fattree/dc_config.hpp"
#include "models/dc_fattree/dc_fattree_run.hpp"
#include "sim/ui_text.hpp"
#include "switching/switching_events.hpp"

namespace opslab::models {

using scenario::common_facts;
using scenario::LayoutHint;
using scenario::ModelDescriptor;
using scenario::ModelRun;

namespace {

// The card's facts: the fat-tree's arity.
std::vector<scenario::CardFact> facts(const nlohmann::json& doc) {
  std::vector<scenario::CardFact> out{{"k = %1", {doc.at("topology").at("k")}}};
  for (auto& f : common_facts(doc)) out.push_back(std::move(f));
  return out;
}

}  // namespace

ModelDescriptor dc_fattree_model() {
  ModelDescriptor m;
  m.name = "dc_fattree";
  m.description = OPSLAB_UI_TEXT(
      "model",
      "Minakhmetov et al.: TCP over a fat-tree data center of all-optical, hybrid or "
      "electronic switches");
  m.default_title = "Minakhmetov et al. data-center fat-tree";
  m.schema = dc::dc_schema();
  m.check = [](const nlohmann::json& doc) { dc::parse_dc(doc); };
  // One connection per request, each kept (as a flows.csv row) to the end of the run.
  m.flow_count = [](const nlohmann::json& doc) -> scenario::FlowCount {
    const double rate = doc.at("traffic").at("request_rate_per_s").get<double>();
    const double duration = doc.at("sim").at("duration_s").get<double>();
    return {.flows = rate * duration,
            .expected = true,
            .reason = fmt::format("traffic.request_rate_per_s = {:g}/s over sim.duration_s = {:g} s",
                                  rate, duration),
            .advice = "lower traffic.request_rate_per_s or shorten sim.duration_s",
            // Peak memory grows by ≈ 3.4 kB per connection (sender, receiver, scoreboard and
            // flows.csv record): dc-hybrid.json at 1e5 and 1e6 requests/s, 50 ms, gives
            // 4984 and 49 743 flows at 28.6 and 181.0 MB of peak RSS (/usr/bin/time -f %M).
            .bytes_per_flow = 3400};
  };
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<ModelRun> {
    return std::make_unique<dc::DcFatTreeRun>(dc::parse_dc(doc));
  };
  m.vocabulary = {switching::kHybridVocabulary};
  m.layout = {LayoutHint::Kind::layered};
  m.facts = facts;
  m.columns = dc_fattree_columns();
  return m;
}

}  // namespace opslab::models
