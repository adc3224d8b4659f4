// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The `sim` and `tcp` sections shared by every model, and the `traffic` section of
// the flow models (dumbbell, ops_dumbbell): their schemas (defaults, ranges, texts) and their
// typed reading.
#pragma once

#include <cstdint>
#include <string_view>

#include "scenario/param_schema.hpp"
#include "scenario/params.hpp"
#include "sim/time.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::scenario {

struct SimSection {
  sim::SimTime duration;
  sim::SimTime warmup;
  std::uint64_t seed = 1;
  sim::SimTime sample_interval;
  std::uint32_t trace_flows = 10;  // per-flow time series are recorded for the first N flows
};

/// Long-lived flows, TCP or UDP, each starting at a time drawn uniformly in [start_min_s,
/// start_max_s]; UDP flows share `udp_load_bps` equally, Poisson or constant-rate.
struct TrafficSection {
  bool udp = false;
  double udp_load_bps = 0;
  bool udp_poisson = true;
  std::uint32_t udp_packet_bytes = 1500;
  double start_min_s = 0;
  double start_max_s = 0;
};

/// The `sim` section (group "Simulation").
ParamSchema sim_schema();
/// The `tcp` section (group "TCP"); `variant` is the default TCP variant of the model.
ParamSchema tcp_schema(std::string_view variant);
/// The `traffic` section of the flow models (group "Traffic").
ParamSchema traffic_schema(double udp_load_mbps, double start_min_s, double start_max_s);

SimSection parse_sim(const Params& p);
/// The sampling interval a resolved scenario asks for (the `sim` section's), in seconds; 0 when
/// it has none. For views that need it before the first samples exist.
double sample_interval_s(const nlohmann::json& resolved);
TrafficSection parse_traffic(const Params& p);
/// `nic_bps` is the sender's interface rate, used for the packet duration τ of SAWL.
transport::TcpConfig parse_tcp(const Params& p, std::int64_t nic_bps);

}  // namespace opslab::scenario
