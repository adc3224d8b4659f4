// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/obs_nsfnet/obs_config.hpp"

#include <cmath>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "models/obs_nsfnet/nsfnet.hpp"
#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::obs {

using scenario::ParamSchema;
using scenario::ScenarioError;

namespace {

std::vector<std::string> edge_names() {
  std::vector<std::string> out;
  for (auto i : nsfnet_edges()) out.emplace_back(nsfnet_sites()[i].name);
  return out;
}

std::uint32_t edge_index(const std::string& name) {
  const auto names = edge_names();
  for (std::uint32_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return i;
  }
  return 0;  // unreachable: the schema admits only these names
}

}  // namespace

// Parameters of the OBS paper (§III–§V) with its symbols; the paper's silences are chosen
// and said in the help texts.
const ParamSchema& obs_schema() {
  static const ParamSchema schema = [] {
    ParamSchema s;
    s.group("topology", OPSLAB_UI_TEXT("schema", "Topology"))
        .number("access_mbps", 100.0, 0.001, 1e6,
                {OPSLAB_UI_TEXT("schema", "Access rate"), "", OPSLAB_UI_TEXT("schema", "Mb/s"),
                 OPSLAB_UI_TEXT("schema", "§III: 100 Mb/s for every source (§III flows)")})
        .number("access_delay_ms", 0.1, 0, 1e4,
                {OPSLAB_UI_TEXT("schema", "Access delay"), "", OPSLAB_UI_TEXT("schema", "ms"),
                 OPSLAB_UI_TEXT("schema", "Host–edge propagation (not in the paper: 20 km)")})
        .integer("access_queue_packets", 1000, 1, 100000000,
                 {OPSLAB_UI_TEXT("schema", "Access queue"), "", OPSLAB_UI_TEXT("schema", "packets"),
                  OPSLAB_UI_TEXT("schema", "Drop-tail queue of each access link")})
        .integer(
            "hosts_per_edge", 64, 1, 100000,
            {OPSLAB_UI_TEXT("schema", "Hosts per edge"), "", "",
             OPSLAB_UI_TEXT(
                 "schema",
                 "§III flows take the edge's hosts in turn; each host has its own access link")});
    s.group("core", OPSLAB_UI_TEXT("schema", "OBS core"))
        .integer("wavelengths", 1, 1, 1024,
                 {OPSLAB_UI_TEXT("schema", "Wavelengths per link"), "W", "",
                  OPSLAB_UI_TEXT("schema", "§III: a single wavelength per link")})
        .number("rate_gbps", 10.0, 0.001, 1e5,
                {OPSLAB_UI_TEXT("schema", "Wavelength rate"), "", OPSLAB_UI_TEXT("schema", "Gb/s"),
                 OPSLAB_UI_TEXT("schema", "§III: 10 Gb/s")})
        .boolean("conversion", false,
                 {OPSLAB_UI_TEXT("schema", "Wavelength conversion"), "", "",
                  OPSLAB_UI_TEXT("schema", "Full conversion at every node (else continuity)")})
        .number("header_processing_us", 10.0, 0, 1e6,
                {OPSLAB_UI_TEXT("schema", "Header processing"), "δ", OPSLAB_UI_TEXT("schema", "µs"),
                 OPSLAB_UI_TEXT("schema", "JET offset = hops × δ (not in the paper)")})
        .number(
            "burst_loss_p", 0.0, 0, 1,
            {OPSLAB_UI_TEXT("schema", "Extra burst loss"), "p", "",
             OPSLAB_UI_TEXT(
                 "schema",
                 "Random loss per burst on top of contention; §III calibrates to 2% burst loss")});
    s.group("assembly", OPSLAB_UI_TEXT("schema", "Burst assembly"))
        .choice("mode", "mixed", {"mixed", "per_flow", "cwnd_aware", "randomized"},
                {OPSLAB_UI_TEXT("schema", "Assembler"), "", "",
                 OPSLAB_UI_TEXT(
                     "schema",
                     "MF, PF (§IV), window-aware multi-queue and randomized allocation (§V)")})
        .number("timer_ms", 1.0, 0.001, 1e4,
                {OPSLAB_UI_TEXT("schema", "Assembly time"), "T_max", OPSLAB_UI_TEXT("schema", "ms"),
                 OPSLAB_UI_TEXT("schema", "§III: 1, 5 and 10 ms")})
        .integer(
            "max_bytes", 0, 0, 1000000000,
            {OPSLAB_UI_TEXT("schema", "Burst size limit"), "", OPSLAB_UI_TEXT("schema", "bytes"),
             OPSLAB_UI_TEXT("schema", "0 = timer only (the paper's burstifiers)")})
        .number("t_small_ms", 1.0, 0.001, 1e4,
                {OPSLAB_UI_TEXT("schema", "Timer, small windows"), "T",
                 OPSLAB_UI_TEXT("schema", "ms"), OPSLAB_UI_TEXT("schema", "§V: 1 ms for cwnd < B")})
        .number(
            "t_medium_ms", 5.0, 0.001, 1e4,
            {OPSLAB_UI_TEXT("schema", "Timer, medium windows"), "T", OPSLAB_UI_TEXT("schema", "ms"),
             OPSLAB_UI_TEXT("schema", "§V: 5 ms for B ≤ cwnd < C")})
        .number(
            "t_large_ms", 10.0, 0.001, 1e4,
            {OPSLAB_UI_TEXT("schema", "Timer, large windows"), "T", OPSLAB_UI_TEXT("schema", "ms"),
             OPSLAB_UI_TEXT("schema", "§V: 10 ms for cwnd ≥ C")})
        .integer("B_segments", 16, 1, 1000000,
                 {OPSLAB_UI_TEXT("schema", "Small-window limit"), "B",
                  OPSLAB_UI_TEXT("schema", "segments"),
                  OPSLAB_UI_TEXT("schema", "§V Fig. 5: B ∈ {16, 32}")})
        .integer("C_segments", 64, 1, 1000000,
                 {OPSLAB_UI_TEXT("schema", "Large-window limit"), "C",
                  OPSLAB_UI_TEXT("schema", "segments"),
                  OPSLAB_UI_TEXT("schema", "§V Fig. 5: C from 32 to 512")})
        .integer("queues", 2, 1, 64,
                 {OPSLAB_UI_TEXT("schema", "Queues per egress"), "", "",
                  OPSLAB_UI_TEXT("schema", "Randomized allocation: §V Fig. 6 uses 1, 2, 4")})
        .choice("allocation", "independent", {"independent", "balanced", "fixed"},
                {OPSLAB_UI_TEXT("schema", "Queue allocation"), "", "",
                 OPSLAB_UI_TEXT("schema",
                                "Randomized: each flow drawn on its own every cycle (§V, "
                                "calibrated); equal counts per queue or one draw per run are "
                                "ablations")})
        .boolean("close_with_cycle", true,
                 {OPSLAB_UI_TEXT("schema", "Queues close together"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "Randomized: every queue closes at the end of its aggregation "
                                 "cycle (§V, calibrated); off: each queue's timer starts with "
                                 "its own first segment")});
    const auto edges = edge_names();
    s.group("traffic", OPSLAB_UI_TEXT("schema", "Traffic"))
        .choice("kind", "poisson", {"poisson", "long_lived"},
                {OPSLAB_UI_TEXT("schema", "Traffic"), "", "",
                 OPSLAB_UI_TEXT("schema",
                                "§III: Poisson requests, Pareto files; §IV: N_s long-lived flows")})
        .number("arrival_rate_per_s", 80.0, 1e-6, 1e7,
                {OPSLAB_UI_TEXT("schema", "Request rate per edge"), "λ",
                 OPSLAB_UI_TEXT("schema", "1/s"),
                 OPSLAB_UI_TEXT(
                     "schema",
                     "§III gives λ = 50 flows/s and 1/μ = 10 ms, which disagree; 80 per edge "
                     "meets its 600–800 active flows and 2% burst loss (calibrated)")})
        .number(
            "file_min_bytes", 40e3, 1, 1e12,
            {OPSLAB_UI_TEXT("schema", "File size, minimum"), "", OPSLAB_UI_TEXT("schema", "bytes"),
             OPSLAB_UI_TEXT("schema", "§III: Pareto, min ON size 40 kB")})
        .number("file_mean_bytes", 700e3, 1, 1e12,
                {OPSLAB_UI_TEXT("schema", "File size, mean"), "", OPSLAB_UI_TEXT("schema", "bytes"),
                 OPSLAB_UI_TEXT("schema", "§III: 700 kB")})
        .number(
            "file_max_bytes", 1e8, 1, 1e13,
            {OPSLAB_UI_TEXT("schema", "File size, bound"), "", OPSLAB_UI_TEXT("schema", "bytes"),
             OPSLAB_UI_TEXT("schema",
                            "Bounded Pareto, shape chosen to keep the mean (not in the paper)")})
        .integer("flows", 10, 1, 100000,
                 {OPSLAB_UI_TEXT("schema", "Long-lived flows"), "N_s", "",
                  OPSLAB_UI_TEXT("schema", "§IV: 10, 15, 25 flows, same route and RTT")})
        .number("aggregate_access_mbps", 1000.0, 0.001, 1e7,
                {OPSLAB_UI_TEXT("schema", "Aggregate access rate"), "",
                 OPSLAB_UI_TEXT("schema", "Mb/s"),
                 OPSLAB_UI_TEXT(
                     "schema",
                     "§IV: constant, split over N_s (value not in the paper: 10 × 100 Mb/s)")})
        .choice(
            "src_edge", edges.front(), edges,
            {OPSLAB_UI_TEXT("schema", "Source edge"), "", "",
             OPSLAB_UI_TEXT("schema",
                            "§IV's flows enter here; §III: Fig. 5's per-flow "
                            "throughput counts the files from this edge to the destination edge")})
        .choice("dst_edge", edges[6], edges, {OPSLAB_UI_TEXT("schema", "Destination edge")})
        .number("start_max_s", 50.0, 0, 1e6,
                {OPSLAB_UI_TEXT("schema", "Last start"), "", OPSLAB_UI_TEXT("schema", "s"),
                 OPSLAB_UI_TEXT("schema", "§IV: flows start uniformly in [0, 50] s")});
    s.append(scenario::tcp_schema("sack"));
    s.append(scenario::sim_schema());
    // 1000 B payload + 40 B header: the only round size whose per-flow burst maxima at
    // 100 Mb/s are §III's 13, 61 and 121 segments for 1, 5 and 10 ms (1034–1041 B fit).
    s.set_default("tcp.packet_bytes", 1040)
        .set_default("sim.duration_s", 60.0)
        .set_default("sim.warmup_s", 10.0)
        .set_default("sim.sample_interval_ms", 100.0)
        .set_default("sim.trace_flows", 4);
    return s;
  }();
  return schema;
}

ObsConfig parse_obs(const nlohmann::json& doc) {
  const scenario::Params p(doc, obs_schema());
  ObsConfig c;
  c.name = p.name();
  c.sim = scenario::parse_sim(p);
  c.access_bps = std::llround(p.number("topology.access_mbps") * 1e6);
  c.access_delay = sim::SimTime::ms(p.number("topology.access_delay_ms"));
  c.access_queue_packets = static_cast<std::uint32_t>(p.integer("topology.access_queue_packets"));
  c.hosts_per_edge = static_cast<std::uint32_t>(p.integer("topology.hosts_per_edge"));

  c.core.wavelengths = static_cast<std::uint32_t>(p.integer("core.wavelengths"));
  c.core.rate_bps = std::llround(p.number("core.rate_gbps") * 1e9);
  c.core.conversion = p.boolean("core.conversion");
  c.core.header_processing = sim::SimTime::us(p.number("core.header_processing_us"));
  c.core.random_loss_p = p.number("core.burst_loss_p");

  auto& a = c.assembly;
  const std::string mode = p.choice("assembly.mode");
  a.mode = mode == "mixed"        ? edge::AssemblyMode::mixed
           : mode == "per_flow"   ? edge::AssemblyMode::per_flow
           : mode == "cwnd_aware" ? edge::AssemblyMode::cwnd_aware
                                  : edge::AssemblyMode::randomized;
  a.timer = sim::SimTime::ms(p.number("assembly.timer_ms"));
  a.max_bytes = static_cast<std::uint32_t>(p.integer("assembly.max_bytes"));
  a.class_timers = {sim::SimTime::ms(p.number("assembly.t_small_ms")),
                    sim::SimTime::ms(p.number("assembly.t_medium_ms")),
                    sim::SimTime::ms(p.number("assembly.t_large_ms"))};
  a.b_segments = static_cast<std::uint32_t>(p.integer("assembly.B_segments"));
  a.c_segments = static_cast<std::uint32_t>(p.integer("assembly.C_segments"));
  if (a.c_segments < a.b_segments) {
    throw ScenarioError(
        fmt::format("assembly.C_segments: expected a value >= assembly.B_segments "
                    "({}), got {}",
                    a.b_segments, a.c_segments));
  }
  a.queues = static_cast<std::uint32_t>(p.integer("assembly.queues"));
  const std::string allocation = p.choice("assembly.allocation");
  a.allocation = allocation == "balanced"      ? edge::QueueAllocation::balanced
                 : allocation == "independent" ? edge::QueueAllocation::independent
                                               : edge::QueueAllocation::fixed;
  a.close_with_cycle = p.boolean("assembly.close_with_cycle");

  c.long_lived = p.choice("traffic.kind") == "long_lived";
  c.arrival_rate_per_s = p.number("traffic.arrival_rate_per_s");
  c.file_min_bytes = p.number("traffic.file_min_bytes");
  c.file_mean_bytes = p.number("traffic.file_mean_bytes");
  c.file_max_bytes = p.number("traffic.file_max_bytes");
  if (!(c.file_min_bytes < c.file_mean_bytes)) {
    throw ScenarioError("traffic.file_mean_bytes: expected a value > traffic.file_min_bytes");
  }
  if (!(c.file_mean_bytes < c.file_max_bytes)) {
    throw ScenarioError("traffic.file_max_bytes: expected a value > traffic.file_mean_bytes");
  }
  c.flows = static_cast<std::uint32_t>(p.integer("traffic.flows"));
  c.aggregate_access_bps = p.number("traffic.aggregate_access_mbps") * 1e6;
  c.src_edge = edge_index(p.choice("traffic.src_edge"));
  c.dst_edge = edge_index(p.choice("traffic.dst_edge"));
  if (c.src_edge == c.dst_edge) {
    throw ScenarioError("traffic.dst_edge: expected an edge other than traffic.src_edge");
  }
  c.start_max_s = p.number("traffic.start_max_s");
  const std::int64_t nic =
      c.long_lived ? std::llround(c.aggregate_access_bps / c.flows) : c.access_bps;
  c.tcp = scenario::parse_tcp(p, std::max<std::int64_t>(nic, 1));
  c.packet_bytes = c.tcp.mss + c.tcp.header_bytes;
  return c;
}

}  // namespace opslab::models::obs
