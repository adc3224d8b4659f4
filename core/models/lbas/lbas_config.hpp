// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lbas model's parameters (Izquierdo-Zaragoza & Pavon-Marino, "Packet reordering in the
// LB+AS paradigm", §IV-A): the schema with the paper's symbols and the typed
// configuration read from a resolved scenario.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "scenario/common_sections.hpp"
#include "scenario/param_schema.hpp"
#include "switching/anycast_policy.hpp"
#include "switching/cioq_switch.hpp"
#include "transport/pareto_on_off.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::models::lbas {

struct LbasConfig {
  std::string name;
  scenario::SimSection sim;
  transport::TcpConfig tcp;
  std::uint32_t packet_bytes = 1500;
  // topology (Fig. 4)
  std::uint32_t bundle = 2;  // b_D
  std::uint32_t k = 2;       // K: K·b_D sub-networks per side, N = K·b_D sources each
  std::int64_t line_bps = 2'500'000'000;
  std::int64_t tcp_access_bps = 100'000'000;  // U
  std::uint64_t buffer_bytes = 128'000'000;
  std::uint32_t tcp_nic_queue_packets = 100;
  double rtt_min_ms = 15, rtt_max_ms = 25;
  bool tcp_own_uplink = false;  // an ablation: the TCP hosts on an aggregation node of their own
  // core routers
  switching::AnycastPolicy policy = switching::AnycastPolicy::e_jsq;
  switching::CioqSwitchParams fabric;
  bool queue_per_bundle = false;  // every policy with e-JSQ's AS-VOQs (e-JSQ always has them)
  std::uint32_t rr_quantum_bytes = 0;  // an ablation: rr's turn in bytes; 0: one packet a turn
  // traffic
  double load = 0.5;  // ρ on the lightpaths, self-similar background only
  transport::ParetoOnOffParams background;
  std::uint64_t file_bytes = 250'000'000;
  double tcp_start_s = 0.0;

  std::uint32_t subnets() const { return k * bundle; }  // per side
  std::uint32_t sources_per_subnet() const { return k * bundle; }  // N
  /// Core router ports: the sub-networks' uplinks, the lightpaths, and the TCP hosts' own
  /// uplink when they have one.
  std::uint32_t core_ports() const { return (k + 1) * bundle + (tcp_own_uplink ? 1 : 0); }
};

const scenario::ParamSchema& lbas_schema();
/// Reads and checks every key; throws ScenarioError naming the first bad one.
LbasConfig parse_lbas(const nlohmann::json& doc);
/// The paper's file size for access rate U (10 / 250 / 500 MB for 10 / 100 / 1000 Mb/s; the
/// nearest of the three rates for other values).
std::uint64_t paper_file_bytes(double access_mbps);

}  // namespace opslab::models::lbas
