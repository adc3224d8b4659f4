// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dc_fattree model's parameters (Minakhmetov, Ware & Iannone §III–IV): their
// one description (the schema) and the typed configuration read from a resolved scenario.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "scenario/common_sections.hpp"
#include "scenario/param_schema.hpp"
#include "switching/fat_tree_fabric.hpp"
#include "transport/file_size.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::models::dc {

/// How the run's throughput is read (the paper does not say): bytes received over the window;
/// the bytes of the files completed in it over the window; or a fixed number of requests made
/// after the warm-up, their bytes over the time from the first request to the last completion.
enum class Reading : std::uint8_t { window, completed_files, requests };

struct DcConfig {
  std::string name;
  scenario::SimSection sim;
  transport::TcpConfig tcp;
  switching::FatTreeFabricParams fabric;
  double request_rate_per_s = 1e5;
  bool other_rack_only = false;
  transport::FileSizeDistribution files;
  double trace_min_bytes = 0;
  Reading reading = Reading::window;
  std::uint64_t measured_requests = 1000;  // Reading::requests
};

/// Parameters of Minakhmetov, Ware & Iannone (§III–IV), with their defaults and ranges.
const scenario::ParamSchema& dc_schema();
/// Reads and checks a resolved scenario; throws scenario::ScenarioError naming the key.
DcConfig parse_dc(const nlohmann::json& doc);

}  // namespace opslab::models::dc
