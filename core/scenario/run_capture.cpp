// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/run_capture.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::scenario {

void check_capture_target(const ModelRun& run, const net::CaptureTarget& target,
                          std::string_view as_given) {
  if (target.kind == net::CaptureTarget::Kind::link) {
    const std::size_t links = run.topology().link_count();
    if (target.id >= links) {
      throw ScenarioError(fmt::format("{}: no such link (the run has links 0 to {})",
                                      as_given, links - 1));
    }
    return;
  }
  const auto flows = run.flow_states();
  const bool known = std::any_of(flows.begin(), flows.end(),
                                 [&](const FlowState& f) { return f.flow == target.id; });
  if (!flows.empty() && !known) {
    throw ScenarioError(fmt::format("{}: the run has no flow {} ({} flows, ids {} to {})",
                                    as_given, target.id, flows.size(), flows.front().flow,
                                    flows.back().flow));
  }
}

net::PcapOptions capture_options(const ModelRun& run, const net::CaptureTarget& target,
                                 bool full_payload) {
  net::PcapOptions o;
  o.full_payload = full_payload;
  if (const transport::TcpConfig* tcp = run.tcp()) {
    o.tcp.mss = tcp->mss;
    o.tcp.window_bytes = std::uint64_t{tcp->max_window_packets} * tcp->mss;
    o.tcp.sack_permitted = transport::uses_sack(tcp->variant);
  }
  if (target.kind == net::CaptureTarget::Kind::flow) {
    o.name = fmt::format("flow {}", target.id);
    o.description = fmt::format("flow {} as its sender's host sees it (OPS Lab, seed {})",
                                target.id, run.seed());
    return o;
  }
  const net::Topology& topo = run.topology();
  const auto& from = topo.node(topo.link_from(target.id)).name;
  const auto& to = topo.node(topo.link_to(target.id)).name;
  o.name = fmt::format("link {} {}->{}", target.id, from, to);
  o.description = fmt::format("sending side of link {} ({} -> {}, {} Mb/s{}; OPS Lab, seed {})",
                              target.id, from, to,
                              static_cast<double>(topo.link_params(target.id).rate_bps) / 1e6,
                              topo.link_optical(target.id) ? ", optical" : "", run.seed());
  return o;
}

}  // namespace opslab::scenario
