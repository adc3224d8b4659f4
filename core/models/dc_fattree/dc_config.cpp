// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/dc_fattree/dc_config.hpp"

#include <cmath>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::dc {

using scenario::ParamSchema;
using scenario::Params;
using scenario::parse_sim;
using scenario::parse_tcp;
using scenario::ScenarioError;
using scenario::sim_schema;
using scenario::tcp_schema;

namespace {

constexpr double kNsPerMetreInVacuum = 1e9 / 299'792'458.0;  // 1/c

}  // namespace

const ParamSchema& dc_schema() {
  static const ParamSchema schema = [] {
    ParamSchema s;
    s.group("topology", OPSLAB_UI_TEXT("schema", "Topology"))
        .integer("k", 8, 2, 48,
                 {OPSLAB_UI_TEXT("schema", "Fat-tree arity"), "k", "",
                  OPSLAB_UI_TEXT("schema", "k-ary fat-tree: k³/4 servers")})
        .number("link_gbps", 10.0, 0.001, 10000,
                {OPSLAB_UI_TEXT("schema", "Link rate"), "", OPSLAB_UI_TEXT("schema", "Gb/s")})
        .number("link_m", 10.0, 0, 1e6,
                {OPSLAB_UI_TEXT("schema", "Link length"), "", OPSLAB_UI_TEXT("schema", "m"),
                 OPSLAB_UI_TEXT("schema", "Propagation n/c per metre")})
        .number("fibre_index", 1.45, 1.0, 3.0,
                {OPSLAB_UI_TEXT("schema", "Fibre refractive index"), "n", "",
                 OPSLAB_UI_TEXT("schema", "§III-A footnote: n = 1.45 (4.84 ns/m)")});
    s.group("traffic", OPSLAB_UI_TEXT("schema", "Traffic"))
        .number("request_rate_per_s", 1e5, 1e-6, 1e10,
                {OPSLAB_UI_TEXT("schema", "Request rate"), "λ", OPSLAB_UI_TEXT("schema", "1/s"),
                 OPSLAB_UI_TEXT("schema", "Poisson connection requests")})
        .choice("pairs", "any", {"any", "other_rack"},
                {OPSLAB_UI_TEXT("schema", "Server pairs"), "", "",
                 OPSLAB_UI_TEXT("schema", "Any two servers, or only servers in different racks")})
        .integer("max_open_per_server", 0, 0, 1000000,
                 {OPSLAB_UI_TEXT("schema", "Connections per server"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "Most connections a server sends at once; later requests wait "
                                 "for one to complete (0 = no limit; not in the paper)")})
        .integer("max_half_open_per_server", 0, 0, 1000000,
                 {OPSLAB_UI_TEXT("schema", "Backlog per server"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "Most connections a server accepts before they are established; "
                                 "later requests to it wait (0 = no limit; not in the paper)")})
        .number("file_mode1_bytes", 1e7, 1, 1e13,
                {OPSLAB_UI_TEXT("schema", "File size, first mode"), "",
                 OPSLAB_UI_TEXT("schema", "bytes"),
                 OPSLAB_UI_TEXT("schema", "Bimodal log-normal file sizes")})
        .number("file_mode2_bytes", 1e9, 1, 1e13,
                {OPSLAB_UI_TEXT("schema", "File size, second mode"), "",
                 OPSLAB_UI_TEXT("schema", "bytes")})
        .number("file_mode1_share", 0.5, 0, 1,
                {OPSLAB_UI_TEXT("schema", "Share of the first mode"), "", "",
                 OPSLAB_UI_TEXT("schema", "Fraction of files drawn around mode 1")})
        .number("file_sigma", 1.0, 0, 10,
                {OPSLAB_UI_TEXT("schema", "Log-normal spread"), "σ", "",
                 OPSLAB_UI_TEXT("schema", "Standard deviation of ln(size) per mode")})
        .number("trace_min_bytes", 0.0, 0, 1e15,
                {OPSLAB_UI_TEXT("schema", "Traced transfer, minimum size"), "",
                 OPSLAB_UI_TEXT("schema", "bytes"),
                 OPSLAB_UI_TEXT("schema",
                                "The cwnd chart follows the first transfer at least this large")});
    s.group("measure", OPSLAB_UI_TEXT("schema", "Measurement"))
        .choice(
            "reading", "window", {"window", "completed_files", "requests"},
            {OPSLAB_UI_TEXT("schema", "Throughput reading"), "", "",
             OPSLAB_UI_TEXT(
                 "schema",
                 "window: bytes received over [warm-up, end]; completed_files: bytes of the "
                 "files completed in the window, over it; requests: the first measure.requests "
                 "requests after the warm-up, their bytes over first request to last completion "
                 "(the run ends then)")})
        .integer("requests", 1000, 1, 100'000'000,
                 {OPSLAB_UI_TEXT("schema", "Measured requests"), "", "",
                  OPSLAB_UI_TEXT("schema", "How many requests the requests reading follows")});
    s.group("switch", OPSLAB_UI_TEXT("schema", "Switch"))
        .choice("type", "hybrid", {"all_optical", "hybrid", "electronic"},
                {OPSLAB_UI_TEXT("schema", "Switch")})
        .integer("n_e", 5, 0, 48,
                 {OPSLAB_UI_TEXT("schema", "Buffer ports"), "nₑ", "",
                  OPSLAB_UI_TEXT("schema", "Electronic buffer ports of the hybrid switch (≤ k)")});
    s.append(tcp_schema("sack"));
    s.group("tcp", OPSLAB_UI_TEXT("schema", "TCP"))
        .boolean("saw_karn", true,
                 {OPSLAB_UI_TEXT("schema", "Karn's rule for SAW"), "", "",
                  OPSLAB_UI_TEXT("schema", "SAW/SAWL: no RTT sample from a retransmitted segment")})
        .boolean(
            "rtt_every_ack", true,
            {OPSLAB_UI_TEXT("schema", "RTT sample on every ACK"), "", "",
             OPSLAB_UI_TEXT(
                 "schema",
                 "SACK/mSACK: the α/β RTO updates on every ACK (§III-A), not once per window")})
        .boolean(
            "ssthresh_from_cwnd", true,
            {OPSLAB_UI_TEXT("schema", "ssthresh from CWND"), "", "",
             OPSLAB_UI_TEXT("schema",
                            "A loss sets ssthresh = max(CWND/2, 2·SMSS) as eq. (4) of §III-B; off: "
                            "RFC 5681's FlightSize/2")})
        .boolean("timer_from_wire", false,
                 {OPSLAB_UI_TEXT("schema", "Timers from the wire"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "The RTO timer and RTT samples start when a segment starts on "
                                 "the wire, after the server's interface queue (§III-A: RTT "
                                 "from \"the start of sending a packet\"); off: when TCP hands "
                                 "it to the interface")})
        .boolean("timeout_marks_first", false,
                 {OPSLAB_UI_TEXT("schema", "Timeout resends one segment"), "", "",
                  OPSLAB_UI_TEXT("schema",
                                 "SACK/mSACK: a timeout marks only the first un-SACKed segment "
                                 "lost, as a timer per segment would; off: all of them (RFC 6675)")});
    s.append(sim_schema());
    s.set_default("sim.duration_s", 0.1)
        .set_default("sim.warmup_s", 0.01)
        .set_default("sim.sample_interval_ms", 1.0)
        .set_default("sim.trace_flows", 1)
        // 9000-byte payload (MTU of a jumbo frame) + 64-byte header
        .set_default("tcp.packet_bytes", 9064)
        .set_default("tcp.header_bytes", 64)
        .set_default("tcp.ack_bytes", 64)          // SYN, FIN and ACK: a minimal frame (§IV)
        .set_default("tcp.initial_rto_ms", 1.0)    // T1 (§III-A)
        .set_default("tcp.min_rto_ms", 0.0)        // the α/β rule has no floor
        .set_default("tcp.rto_rule", "alpha_beta")
        .set_default("tcp.sack_rescue", false)     // §III-B: "we opt to omit such phase"
        .set_default("tcp.handshake", true);       // §IV: handshake and termination simulated
    return s;
  }();
  return schema;
}

DcConfig parse_dc(const nlohmann::json& doc) {
  const Params p(doc, dc_schema());
  DcConfig c;
  c.name = p.name();
  c.sim = parse_sim(p);
  const auto k = p.integer("topology.k");
  if (k % 2 != 0) throw ScenarioError(fmt::format("topology.k: expected an even integer, got {}", k));
  c.fabric.k = static_cast<std::uint32_t>(k);
  c.fabric.rate_bps = std::llround(p.number("topology.link_gbps") * 1e9);
  c.fabric.link_delay = sim::SimTime::ns(p.number("topology.fibre_index") * kNsPerMetreInVacuum *
                                         p.number("topology.link_m"));
  const std::string type = p.choice("switch.type");
  c.fabric.switches.type = type == "all_optical" ? switching::SwitchType::all_optical
                           : type == "hybrid"    ? switching::SwitchType::hybrid
                                                 : switching::SwitchType::electronic;
  // n_e counts buffer ports of a hybrid switch (at most its k azimuths); the all-optical switch
  // is n_e = 0 and the electronic switch buffers everything, so there it is not used.
  const auto n_e = p.integer("switch.n_e");
  if (n_e > k) {
    throw ScenarioError(fmt::format("switch.n_e: expected an integer in [0, {}], got {}", k, n_e));
  }
  c.fabric.switches.n_e = static_cast<std::uint32_t>(n_e);
  c.request_rate_per_s = p.number("traffic.request_rate_per_s");
  c.other_rack_only = p.choice("traffic.pairs") == "other_rack";
  c.max_open_per_server = static_cast<std::uint32_t>(p.integer("traffic.max_open_per_server"));
  c.max_half_open_per_server =
      static_cast<std::uint32_t>(p.integer("traffic.max_half_open_per_server"));
  if (c.max_open_per_server > 0 && c.max_half_open_per_server > 0) {
    throw ScenarioError(
        "traffic.max_half_open_per_server: expected 0 when traffic.max_open_per_server is set "
        "(one limit at a time)");
  }
  c.files.mode1_bytes = p.number("traffic.file_mode1_bytes");
  c.files.mode2_bytes = p.number("traffic.file_mode2_bytes");
  c.files.share1 = p.number("traffic.file_mode1_share");
  c.files.sigma = p.number("traffic.file_sigma");
  c.trace_min_bytes = p.number("traffic.trace_min_bytes");
  const std::string reading = p.choice("measure.reading");
  c.reading = reading == "completed_files" ? Reading::completed_files
              : reading == "requests"      ? Reading::requests
                                           : Reading::window;
  c.measured_requests = static_cast<std::uint64_t>(p.integer("measure.requests"));
  c.tcp = parse_tcp(p, c.fabric.rate_bps);
  c.tcp.saw_karn = p.boolean("tcp.saw_karn");
  c.tcp.rtt_every_ack = p.boolean("tcp.rtt_every_ack");
  c.tcp.ssthresh_from_cwnd = p.boolean("tcp.ssthresh_from_cwnd");
  c.tcp.timer_from_wire = p.boolean("tcp.timer_from_wire");
  c.tcp.timeout_marks_first = p.boolean("tcp.timeout_marks_first");
  return c;
}

}  // namespace opslab::models::dc
