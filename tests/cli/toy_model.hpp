// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in model for unit tests of scenario resolution and sweep planning: a schema and
// validation only (it is never built or run).
#pragma once

#include "scenario/model.hpp"

namespace opslab::test {

inline scenario::ModelDescriptor toy_model() {
  scenario::ModelDescriptor m;
  m.name = "toy";
  m.description = "test model";
  m.default_title = "Toy";
  m.schema.group("sim", "Simulation")
      .number("duration_s", 1.0, 1e-6, 1e6, {"Duration"})
      .integer("seed", 1, 0, 1'000'000, {"Seed"});
  m.schema.group("tcp", "TCP")
      .choice("variant", "reno", {"reno", "sack"}, {"Variant"})
      .boolean("delayed_ack", false, {"Delayed ACKs"});
  m.schema.group("topology", "Topology")
      .integer("flows", 2, 1, 100, {"Flows"})
      .numbers("rtt_ms_list", {10.0, 20.0}, 0, 1e4, {"RTTs"});
  m.schema.group("traffic", "Traffic").number("udp_load_mbps", 0.0, 0, 1e7, {"UDP load"});
  return m;
}

inline const std::vector<scenario::ModelDescriptor>& toy_registry() {
  static const std::vector<scenario::ModelDescriptor> registry{toy_model()};
  return registry;
}

}  // namespace opslab::test
