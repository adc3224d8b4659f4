// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/obs_nsfnet/obs_nsfnet_model.hpp"

#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "edge/burst_events.hpp"
#include "models/obs_nsfnet/nsfnet.hpp"
#include "models/obs_nsfnet/obs_config.hpp"
#include "models/obs_nsfnet/obs_nsfnet_run.hpp"
#include "sim/ui_text.hpp"
#include "switching/jet_burst_core.hpp"

namespace opslab::models {

namespace {


// NSFNET as the card's map: the 14 sites at their geographic positions, the 21 links.
scenario::LayoutHint map_layout() {
  scenario::LayoutHint h{scenario::LayoutHint::Kind::map};
  for (const auto& s : obs::nsfnet_sites()) h.nodes.push_back(obs::nsfnet_map_position(s));
  for (const auto& l : obs::nsfnet_links()) h.links.push_back({l.a, l.b});
  return h;
}

// The card's facts: the assembler ("mixed 5 ms", "cwnd-aware B 16 C 64", "2 random queues"),
// the traffic ("10 long-lived flows", "50 req/s per edge"), then TCP variant and duration.
std::vector<scenario::CardFact> facts(const nlohmann::json& doc) {
  const auto& a = doc.at("assembly");
  const auto& t = doc.at("traffic");
  const std::string mode = a.at("mode").get<std::string>();
  std::vector<scenario::CardFact> out;
  if (mode == "cwnd_aware") {
    out.push_back({OPSLAB_UI_TEXT("model", "cwnd-aware B %1 C %2"),
                   {a.at("B_segments"), a.at("C_segments")}});
  } else if (mode == "randomized") {
    out.push_back(
        {OPSLAB_UI_TEXT("model", "%1 random queues, %2 ms"), {a.at("queues"), a.at("timer_ms")}});
  } else if (mode == "mixed") {
    out.push_back({OPSLAB_UI_TEXT("model", "mixed-flow %1 ms"), {a.at("timer_ms")}});
  } else {
    out.push_back({OPSLAB_UI_TEXT("model", "per-flow %1 ms"), {a.at("timer_ms")}});
  }
  if (t.at("kind").get<std::string>() == "long_lived") {
    out.push_back({OPSLAB_UI_TEXT("model", "%1 long-lived flows"), {t.at("flows")}});
  } else {
    out.push_back({OPSLAB_UI_TEXT("model", "%1 req/s per edge"), {t.at("arrival_rate_per_s")}});
  }
  for (auto& f : scenario::common_facts(doc)) out.push_back(std::move(f));
  return out;
}

// §III draws every request of the run when it is built: λ per edge over the duration at each
// of the 8 edges (the expectation; the draw is Poisson). §IV has its N_s flows.
scenario::FlowCount flow_count(const nlohmann::json& doc) {
  const auto& t = doc.at("traffic");
  if (t.at("kind").get<std::string>() == "long_lived") {
    return {.flows = t.at("flows").get<double>(),
            .reason = "traffic.flows",
            .advice = "lower traffic.flows"};
  }
  const double rate = t.at("arrival_rate_per_s").get<double>();
  const double duration = doc.at("sim").at("duration_s").get<double>();
  const auto edges = obs::nsfnet_edges().size();
  return {.flows = rate * duration * static_cast<double>(edges),
          .expected = true,
          .reason = fmt::format("traffic.arrival_rate_per_s = {:g}/s at each of {} edges over "
                                "sim.duration_s = {:g} s",
                                rate, edges, duration),
          .advice = "lower traffic.arrival_rate_per_s or shorten sim.duration_s"};
}

}  // namespace

scenario::ModelDescriptor obs_nsfnet_model() {
  scenario::ModelDescriptor m;
  m.name = "obs_nsfnet";
  m.description = OPSLAB_UI_TEXT(
      "model",
      "OBS paper: TCP SACK over optical burst switching on NSFNET — timer-based burst "
      "assembly (mixed, per-flow, window-aware multi-queue, randomized queues), JET "
      "reservation in a bufferless core, burst statistics and TCP synchronization");
  m.default_title = "OBS on NSFNET";
  m.schema = obs::obs_schema();
  m.check = [](const nlohmann::json& doc) { obs::parse_obs(doc); };
  m.flow_count = flow_count;
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<scenario::ModelRun> {
    return std::make_unique<obs::ObsNsfnetRun>(obs::parse_obs(doc));
  };
  m.vocabulary = {edge::kBurstAssemblyVocabulary, switching::kJetVocabulary};
  m.layout = map_layout();
  m.facts = facts;
  m.columns = obs_nsfnet_columns();
  return m;
}

}  // namespace opslab::models
