// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The obs_nsfnet model's parameters (OBS paper §III–§V): their one description
// (the schema) and the typed configuration read from a resolved scenario.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "edge/burst_assembly_params.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/param_schema.hpp"
#include "switching/jet_burst_core.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::models::obs {

struct ObsConfig {
  std::string name;
  scenario::SimSection sim;
  transport::TcpConfig tcp;
  std::uint32_t packet_bytes = 1040;
  // topology
  std::int64_t access_bps = 100'000'000;
  sim::SimTime access_delay;
  std::uint32_t access_queue_packets = 1000;
  std::uint32_t hosts_per_edge = 64;
  // core and assembly
  switching::JetParams core;
  edge::BurstAssemblyParams assembly;
  // traffic
  bool long_lived = false;
  double arrival_rate_per_s = 50;  // per edge (§III)
  double file_min_bytes = 40e3, file_mean_bytes = 700e3, file_max_bytes = 1e8;
  std::uint32_t flows = 10;                  // N_s (§IV)
  double aggregate_access_bps = 1e9;         // split over N_s (§IV)
  std::uint32_t src_edge = 0, dst_edge = 0;  // indices among the 8 edges (§IV)
  double start_max_s = 50;                   // §IV: starts U[0, 50] s
};

const scenario::ParamSchema& obs_schema();
/// Reads and checks every key; throws ScenarioError naming the first bad one.
ObsConfig parse_obs(const nlohmann::json& doc);

}  // namespace opslab::models::obs
