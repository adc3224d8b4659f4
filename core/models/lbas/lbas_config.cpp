// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/lbas/lbas_config.hpp"

#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::lbas {

using scenario::ParamSchema;
using scenario::ScenarioError;

std::uint64_t paper_file_bytes(double access_mbps) {
  // §IV-B: 10 MB at U = 10 Mb/s, 250 MB at 100 Mb/s, 500 MB at 1000 Mb/s.
  if (access_mbps < std::sqrt(10.0 * 100.0)) return 10'000'000;
  if (access_mbps < std::sqrt(100.0 * 1000.0)) return 250'000'000;
  return 500'000'000;
}

// The paper's parameters with its symbols; its silences are chosen and said in the texts.
const ParamSchema& lbas_schema() {
  static const ParamSchema schema = [] {
    ParamSchema s;
    s.group("topology", OPSLAB_UI_TEXT("schema", "Topology (Fig. 4)"))
        .integer(
            "b_D", 2, 1, 16,
            {OPSLAB_UI_TEXT("schema", "Bundling degree"), "b_D",
             OPSLAB_UI_TEXT("schema", "lightpaths"),
             OPSLAB_UI_TEXT("schema", "§IV-B: 2, 3, 4 lightpaths between the two core routers")})
        .integer("K", 2, 1, 8,
                 {OPSLAB_UI_TEXT("schema", "Sub-network factor"), "K", "",
                  OPSLAB_UI_TEXT(
                      "schema",
                      "§IV-A: K·b_D access sub-networks per side, N = K·b_D self-similar sources "
                      "and sinks in each; K = 2")})
        .number("U_mbps", 100.0, 0.001, 1e5,
                {OPSLAB_UI_TEXT("schema", "TCP access rate"), "U", OPSLAB_UI_TEXT("schema", "Mb/s"),
                 OPSLAB_UI_TEXT("schema", "§IV-B: 10, 100, 1000 Mb/s")})
        .number("line_gbps", 2.5, 0.001, 1e4,
                {OPSLAB_UI_TEXT("schema", "Line rate"), "", OPSLAB_UI_TEXT("schema", "Gb/s"),
                 OPSLAB_UI_TEXT("schema", "§IV-A: every other link and each lightpath, 2.5 Gb/s")})
        .number("buffer_mb", 128.0, 0.001, 1e5,
                {OPSLAB_UI_TEXT("schema", "Output buffers"), "", OPSLAB_UI_TEXT("schema", "MB"),
                 OPSLAB_UI_TEXT(
                     "schema",
                     "§IV-A: 128 MB at the aggregation nodes and the core outputs; a link counts "
                     "packets, so the limit is 128 MB over the mean background packet (348.3 B)")})
        // Not in the paper. Chosen by the calibration of docs/results/lbas-calibration.md: from
        // 1 000 packets up every calibration cell gives the same goodput (the queue never holds
        // more), 100 (INET's default) loses the first window's overshoot; the text's "large
        // buffers of 128 MB are used also at the multiplexing nodes" picks 128 MB among the equal.
        .integer(
            "tcp_nic_queue_packets", 85334, 1, 100000000,
            {OPSLAB_UI_TEXT("schema", "TCP host interface queue"), "",
             OPSLAB_UI_TEXT("schema", "packets"),
             OPSLAB_UI_TEXT("schema",
                            "Not in the paper: 128 MB (85 334 packets of 1500 B), as §IV-A's other "
                            "buffers; chosen by calibration (docs/results/lbas-calibration.md)")})
        .number("rtt_min_ms", 15.0, 0, 1e5,
                {OPSLAB_UI_TEXT("schema", "TCP RTT, minimum"), "", OPSLAB_UI_TEXT("schema", "ms"),
                 OPSLAB_UI_TEXT("schema", "§IV-A: propagation RTT uniform in [15, 25] ms")})
        .number("rtt_max_ms", 25.0, 0, 1e5,
                {OPSLAB_UI_TEXT("schema", "TCP RTT, maximum"), "", OPSLAB_UI_TEXT("schema", "ms")})
        .boolean("tcp_own_uplink", false,
                 {OPSLAB_UI_TEXT("schema", "TCP hosts on their own uplink"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "Not the paper's: an ablation. On: the TCP hosts hang on an "
                                 "aggregation node of their own, whose 2.5 Gb/s uplink enters the "
                                 "core router on a line card without background, so no "
                                 "background queue bunches their segments; off: §IV-A's first "
                                 "sub-network")});
    s.group("core", OPSLAB_UI_TEXT("schema", "Core CIOQ routers"))
        .choice("policy", "e_jsq", {"none", "random", "rr", "jsvoq", "e_jsq", "ideal_jsq"},
                {OPSLAB_UI_TEXT("schema", "Anycast switching policy"), "", "",
                 OPSLAB_UI_TEXT(
                     "schema",
                     "§III: none (not LB+AS: a lightpath per destination sub-network), random, RR, "
                     "JSVOQ, e-JSQ (byte counters, one AS-VOQ per bundle), ideal JSQ")})
        .integer("speedup", 4, 1, 64,
                 {OPSLAB_UI_TEXT("schema", "Fabric speedup"), "S", "",
                  OPSLAB_UI_TEXT("schema", "§IV-B: 4")})
        .integer(
            "iterations", 4, 1, 16,
            {OPSLAB_UI_TEXT("schema", "iSLIP iterations"), "", "",
             OPSLAB_UI_TEXT("schema",
                            "Not in the paper: 4 (≥ log₂ of the ≤ 12 ports at b_D ≤ 4, where iSLIP "
                            "converges)")})
        .boolean("queue_per_bundle", false,
                 {OPSLAB_UI_TEXT("schema", "One input queue per bundle"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "§III: e-JSQ's AS-VOQs (one queue per bundle in every line card) "
                                 "for every policy; e-JSQ always has them. Not in the paper for "
                                 "the others: off, a VOQ per output")})
        .integer("rr_quantum_bytes", 0, 0, 1'000'000,
                 {OPSLAB_UI_TEXT("schema", "Round robin's turn"), "",
                  OPSLAB_UI_TEXT("schema", "bytes"),
                  OPSLAB_UI_TEXT("schema",
                                 "Not the paper's: an ablation of RR. 0: §III's classical round "
                                 "robin, one packet a turn whatever its size; above 0: a port's "
                                 "turn lasts until it has been given this many bytes (deficit "
                                 "round robin), so packet sizes no longer unbalance the bundle")});
    s.group("traffic", OPSLAB_UI_TEXT("schema", "Traffic"))
        .number("rho", 0.5, 0.0, 0.99,
                {OPSLAB_UI_TEXT("schema", "Background load on the lightpaths"), "ρ", "",
                 OPSLAB_UI_TEXT("schema", "§IV-B: 0.5, 0.8")})
        .number("H", 0.6, 0.5, 0.99,
                {OPSLAB_UI_TEXT("schema", "Hurst parameter"), "H", "",
                 OPSLAB_UI_TEXT("schema", "§IV-A: 0.6 (Pareto ON shape α = 3 − 2H); above 0.5")})
        .integer("sub_sources", 100, 1, 100000,
                 {OPSLAB_UI_TEXT("schema", "ON-OFF sources per source"), "", "",
                  OPSLAB_UI_TEXT("schema", "§IV-A: 100 at 2.5 Gb/s peak")})
        .number("on_peak_gbps", 0.0, 0.0, 1e4,
                {OPSLAB_UI_TEXT("schema", "ON-OFF source peak rate"), "",
                 OPSLAB_UI_TEXT("schema", "Gb/s"),
                 OPSLAB_UI_TEXT("schema",
                                "0 = the line rate: §IV-A's \"100 ingress ON-OFF sources operating "
                                "at a peak bit rate of 2.5 Gbps\", read as each one's peak; 0.025 "
                                "reads it as the peak of the 100 together")})
        .number("mean_on_mb", 1.0, 1e-6, 1e6,
                {OPSLAB_UI_TEXT("schema", "Mean ON period"), "", OPSLAB_UI_TEXT("schema", "MB"),
                 OPSLAB_UI_TEXT("schema", "§IV-A: 1 MB")})
        .number("file_mb", 0.0, 0.0, 1e6,
                {OPSLAB_UI_TEXT("schema", "TCP file size"), "", OPSLAB_UI_TEXT("schema", "MB"),
                 OPSLAB_UI_TEXT(
                     "schema",
                     "0 = the paper's: 10 / 250 / 500 MB for U = 10 / 100 / 1000 Mb/s (§IV-B); the "
                     "classroom scale shrinks this only")})
        .number("tcp_start_s", 0.0, 0.0, 1e6,
                {OPSLAB_UI_TEXT("schema", "TCP start"), "", OPSLAB_UI_TEXT("schema", "s"),
                 OPSLAB_UI_TEXT(
                     "schema",
                     "Not in the paper: both connections start here (the background starts in its "
                     "stationary state at 0)")});
    s.append(scenario::tcp_schema("newreno"));
    // Our NewReno against INET 2.x's, the paper's simulator (docs/results/lbas-calibration.md):
    // INET's window inflation in recovery and its `recover` are the model's defaults, chosen
    // there by ablation; the ssthresh basis and the RTT timing are ablations, off (RFC 5681's
    // and Karn's rules).
    s.group("tcp", OPSLAB_UI_TEXT("schema", "TCP"))
        .boolean("ssthresh_from_cwnd", false,
                 {OPSLAB_UI_TEXT("schema", "ssthresh from CWND"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: a loss sets ssthresh = max(CWND/2, 2·SMSS) as INET 2.x's "
                                 "TCPNewReno does; off: RFC 5681's FlightSize/2")})
        .boolean("recover_follows_ack", true,
                 {OPSLAB_UI_TEXT("schema", "recover follows the ACKs"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: as INET 2.x's TCPNewReno, each new ACK outside recovery "
                                 "pulls recover up to snd_una, so a fast retransmit may follow "
                                 "a timeout at once; off: RFC 6582, not before recover is ACKed")})
        .boolean("rtt_timing_survives_retransmit", false,
                 {OPSLAB_UI_TEXT("schema", "RTT timing survives retransmits"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: as INET 2.x's TCPBaseAlg, only a timeout cancels the "
                                 "RTT measurement of the timed segment, so a sample may span a "
                                 "fast retransmit; off: Karn's rule, any retransmission does")})
        .boolean("cwnd_wraps", false,
                 {OPSLAB_UI_TEXT("schema", "Window wraps below zero"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: as INET 2.x's TCPNewReno, whose window is an unsigned "
                                 "32-bit count, a partial ACK that acknowledges more than the "
                                 "window wraps it to about 4 GiB until recovery ends; off: it "
                                 "stays at least one segment")})
        .boolean("old_ack_resets_dupacks", false,
                 {OPSLAB_UI_TEXT("schema", "Old ACKs reset the duplicate count"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: as INET 2.x's TCP, an ACK below snd_una (reordered on the "
                                 "way back) resets the duplicate-ACK count; off: it is ignored")})
        .boolean("short_segments", false,
                 {OPSLAB_UI_TEXT("schema", "Short segments"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: as INET 2.1–2.3's TCP, a usable window of at most one "
                                 "segment is sent as one segment of its size, short if smaller, "
                                 "and a resend is one segment from the byte asked for; off: "
                                 "full segments only, on a fixed grid (Reno and NewReno only)")})
        .boolean("inflate_above_dupthresh", true,
                 {OPSLAB_UI_TEXT("schema", "Inflate only above the threshold"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "On: as INET 2.x's TCPNewReno, in fast recovery the duplicate "
                                 "ACKs are counted anew from each partial ACK and only those "
                                 "above the threshold inflate the window; off: every one does")});
    s.append(scenario::sim_schema());
    s.set_default("sim.duration_s", 600.0)
        .set_default("sim.warmup_s", 0.0)
        .set_default("sim.sample_interval_ms", 10.0)
        .set_default("sim.trace_flows", 2)
        .set_default("tcp.initial_ssthresh", 65535,
                     OPSLAB_UI_TEXT(
                         "schema",
                         "INET's TCP (the paper's simulator, §IV; INET 1.x–2.x TCPBaseAlg) starts "
                         "slow start with ssthresh = 65 535 bytes; 0 = unlimited"))
        // Not in the paper (window scaling on, the buffer unsaid). The calibration of
        // docs/results/lbas-calibration.md cannot tell 486, 600 segments and none apart, so §IV-A's
        // text decides: "The rate is only limited by the congestion control algorithm used by
        // TCP NewReno (window scaling option enabled) and their access rate U".
        .set_default(
            "tcp.max_window_packets", 0,
            OPSLAB_UI_TEXT(
                "schema",
                "Not in the paper: none (0), as §IV-A says the rate is limited only by "
                "NewReno and U; chosen by calibration (docs/results/lbas-calibration.md)"));
    return s;
  }();
  return schema;
}

LbasConfig parse_lbas(const nlohmann::json& doc) {
  const scenario::Params p(doc, lbas_schema());
  LbasConfig c;
  c.name = p.name();
  c.sim = scenario::parse_sim(p);
  c.bundle = static_cast<std::uint32_t>(p.integer("topology.b_D"));
  c.k = static_cast<std::uint32_t>(p.integer("topology.K"));
  if ((c.k + 1) * c.bundle > 64) {
    throw ScenarioError(fmt::format(
        "topology.b_D: expected (K+1)·b_D ≤ 64 core router ports, got {}", (c.k + 1) * c.bundle));
  }
  const double u_mbps = p.number("topology.U_mbps");
  c.tcp_access_bps = std::max<std::int64_t>(1, std::llround(u_mbps * 1e6));
  c.line_bps = std::llround(p.number("topology.line_gbps") * 1e9);
  c.buffer_bytes = static_cast<std::uint64_t>(std::llround(p.number("topology.buffer_mb") * 1e6));
  c.tcp_nic_queue_packets = static_cast<std::uint32_t>(p.integer("topology.tcp_nic_queue_packets"));
  c.rtt_min_ms = p.number("topology.rtt_min_ms");
  c.rtt_max_ms = p.number("topology.rtt_max_ms");
  c.tcp_own_uplink = p.boolean("topology.tcp_own_uplink");
  if (c.core_ports() > 64) {
    throw ScenarioError(fmt::format(
        "topology.tcp_own_uplink: expected (K+1)·b_D + 1 ≤ 64 core router ports, got {}",
        c.core_ports()));
  }
  if (c.rtt_max_ms < c.rtt_min_ms) {
    throw ScenarioError("topology.rtt_max_ms: expected a value >= topology.rtt_min_ms");
  }
  c.policy = switching::parse_anycast_policy(p.choice("core.policy"));
  c.fabric.ports = c.core_ports();
  // One 64-byte cell time at the line rate.
  c.fabric.cell_time = sim::SimTime::transmission(64, c.line_bps);
  c.fabric.speedup = static_cast<std::uint32_t>(p.integer("core.speedup"));
  c.fabric.iterations = static_cast<std::uint32_t>(p.integer("core.iterations"));
  c.fabric.architecture = switching::SwitchArchitecture::voq_islip;
  c.queue_per_bundle = p.boolean("core.queue_per_bundle");
  c.rr_quantum_bytes = static_cast<std::uint32_t>(p.integer("core.rr_quantum_bytes"));
  if (c.rr_quantum_bytes > 0 && c.policy != switching::AnycastPolicy::rr) {
    throw ScenarioError(fmt::format(
        "core.rr_quantum_bytes: applies to core.policy = rr only, got {} with policy {}",
        c.rr_quantum_bytes, switching::to_string(c.policy)));
  }
  c.load = p.number("traffic.rho");
  c.background.sub_sources = static_cast<std::uint32_t>(p.integer("traffic.sub_sources"));
  const double on_peak_gbps = p.number("traffic.on_peak_gbps");
  c.background.peak_bps = on_peak_gbps > 0 ? std::llround(on_peak_gbps * 1e9) : c.line_bps;
  c.background.mean_on_bytes = p.number("traffic.mean_on_mb") * 1e6;
  c.background.hurst = p.number("traffic.H");
  if (c.background.hurst <= 0.5) {
    // α = 3 − 2H = 2: ON periods of finite variance, no long-range dependence to generate.
    throw ScenarioError(fmt::format(
        "traffic.H: expected a value above 0.5 (self-similar: Pareto ON shape 3 − 2H below 2), "
        "got {:g}",
        c.background.hurst));
  }
  // §IV-A: the load per source gives ρ on the lightpaths: K·b_D·N sources per side share
  // b_D lightpaths, so each sends ρ·C/(K·N).
  c.background.mean_rate_bps =
      c.load * double(c.line_bps) / double(c.k * c.sources_per_subnet());
  if (c.background.peak_bps < 1 ||
      c.background.mean_rate_bps >=
          double(c.background.sub_sources) * double(c.background.peak_bps)) {
    throw ScenarioError(fmt::format(
        "traffic.on_peak_gbps: expected the {} ON-OFF sources' peaks together above each "
        "source's mean rate ({:g} Gb/s), got {:g} Gb/s each",
        c.background.sub_sources, c.background.mean_rate_bps / 1e9,
        double(c.background.peak_bps) / 1e9));
  }
  const double file_mb = p.number("traffic.file_mb");
  c.file_bytes = file_mb > 0 ? static_cast<std::uint64_t>(std::llround(file_mb * 1e6))
                             : paper_file_bytes(u_mbps);
  c.tcp_start_s = p.number("traffic.tcp_start_s");
  c.tcp = scenario::parse_tcp(p, c.tcp_access_bps);
  c.tcp.ssthresh_from_cwnd = p.boolean("tcp.ssthresh_from_cwnd");
  c.tcp.recover_follows_ack = p.boolean("tcp.recover_follows_ack");
  c.tcp.inflate_above_dupthresh = p.boolean("tcp.inflate_above_dupthresh");
  c.tcp.cwnd_wraps = p.boolean("tcp.cwnd_wraps");
  c.tcp.old_ack_resets_dupacks = p.boolean("tcp.old_ack_resets_dupacks");
  c.tcp.rtt_timing_survives_retransmit = p.boolean("tcp.rtt_timing_survives_retransmit");
  c.tcp.short_segments = p.boolean("tcp.short_segments");
  if (c.tcp.short_segments && c.tcp.variant != transport::TcpVariant::reno &&
      c.tcp.variant != transport::TcpVariant::newreno) {
    throw ScenarioError(
        "tcp.short_segments: expected tcp.variant reno or newreno (the others count whole "
        "segments)");
  }
  c.packet_bytes = c.tcp.mss + c.tcp.header_bytes;
  return c;
}

}  // namespace opslab::models::lbas
