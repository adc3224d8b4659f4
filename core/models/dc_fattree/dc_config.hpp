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
  /// Connections a server sends at once; a request finding its source at the limit waits in
  /// the server's queue and starts when one of them completes (0: no limit). Not in the paper.
  std::uint32_t max_open_per_server = 0;
  /// Connections a server accepts that are not yet established (its listen backlog); a request
  /// finding its destination at the limit waits and starts when one of them is established
  /// (0: no limit). Not in the paper; exclusive with max_open_per_server.
  std::uint32_t max_half_open_per_server = 0;
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
