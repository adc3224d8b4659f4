// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dc_fattree model's parameters (Minakhmetov, Ware & Iannone §III–IV): their
// one description (the schema) and the typed configuration read from a resolved scenario.
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "scenario/common_sections.hpp"
#include "scenario/param_schema.hpp"
#include "switching/fat_tree_fabric.hpp"
#include "transport/file_size.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::models::dc {

struct DcConfig {
  std::string name;
  scenario::SimSection sim;
  transport::TcpConfig tcp;
  switching::FatTreeFabricParams fabric;
  double request_rate_per_s = 1e5;
  bool other_rack_only = false;
  transport::FileSizeDistribution files;
  double trace_min_bytes = 0;
};

/// Parameters of Minakhmetov, Ware & Iannone (§III–IV), with their defaults and ranges.
const scenario::ParamSchema& dc_schema();
/// Reads and checks a resolved scenario; throws scenario::ScenarioError naming the key.
DcConfig parse_dc(const nlohmann::json& doc);

}  // namespace opslab::models::dc
