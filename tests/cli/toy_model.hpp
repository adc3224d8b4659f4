// A stand-in model for unit tests of scenario resolution and sweep planning: defaults and
// validation only (it is never built or run).
#pragma once

#include <nlohmann/json.hpp>

#include "scenario/model.hpp"
#include "scenario/params.hpp"

namespace opslab::test {

inline scenario::ModelDescriptor toy_model() {
  scenario::ModelDescriptor m;
  m.name = "toy";
  m.description = "test model";
  m.defaults = [] {
    return nlohmann::json{{"name", "Toy"},
                          {"sim", {{"duration_s", 1.0}, {"seed", 1}}},
                          {"tcp", {{"variant", "reno"}, {"delayed_ack", false}}},
                          {"topology", {{"flows", 2}, {"rtt_ms_list", {10.0, 20.0}}}},
                          {"traffic", {{"udp_load_mbps", nullptr}}}};
  };
  m.validate = [](const nlohmann::json& doc) {
    const scenario::Params p(doc);
    p.number("sim.duration_s", 1e-6, 1e6);
    p.integer("sim.seed", 0, 1'000'000);
    p.choice("tcp.variant", {"reno", "sack"});
    p.boolean("tcp.delayed_ack");
    p.integer("topology.flows", 1, 100);
    p.numbers("topology.rtt_ms_list", 0, 1e4);
  };
  return m;
}

inline const std::vector<scenario::ModelDescriptor>& toy_registry() {
  static const std::vector<scenario::ModelDescriptor> registry{toy_model()};
  return registry;
}

}  // namespace opslab::test
