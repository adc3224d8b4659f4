// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/common_sections.hpp"

#include <nlohmann/json.hpp>


#include "scenario/scenario_error.hpp"
#include "sim/ui_text.hpp"

namespace opslab::scenario {

ParamSchema sim_schema() {
  ParamSchema s;
  s.group("sim", OPSLAB_UI_TEXT("schema", "Simulation"))
      .number("duration_s", 10.0, 1e-6, 1e6,
              {OPSLAB_UI_TEXT("schema", "Duration"), "", OPSLAB_UI_TEXT("schema", "s"),
               OPSLAB_UI_TEXT("schema", "Simulated time of the run")})
      .number("warmup_s", 1.0, 0, 1e6,
              {OPSLAB_UI_TEXT("schema", "Warm-up"), "", OPSLAB_UI_TEXT("schema", "s"),
               OPSLAB_UI_TEXT("schema", "Metrics are measured after it")})
      .integer("seed", 1, 0, 9'007'199'254'740'991LL,
               {OPSLAB_UI_TEXT("schema", "Seed"), "", "",
                OPSLAB_UI_TEXT("schema", "Same seed, same results")})
      .number("sample_interval_ms", 10.0, 0.001, 1e6,
              {OPSLAB_UI_TEXT("schema", "Sample interval"), "", OPSLAB_UI_TEXT("schema", "ms"),
               OPSLAB_UI_TEXT("schema", "Chart and timeseries.csv resolution")})
      .integer("trace_flows", 10, 0, 100000,
               {OPSLAB_UI_TEXT("schema", "Flows with cwnd charts"), "", "",
                OPSLAB_UI_TEXT("schema", "The first N flows are sampled")});
  return s;
}

ParamSchema traffic_schema(double udp_load_mbps, double start_min_s, double start_max_s) {
  ParamSchema s;
  s.group("traffic", OPSLAB_UI_TEXT("schema", "Traffic"))
      .choice("kind", "tcp", {"tcp", "udp"},
              {OPSLAB_UI_TEXT("schema", "Traffic"), "", "",
               OPSLAB_UI_TEXT("schema", "TCP bulk transfers or UDP")})
      .number("udp_load_mbps", udp_load_mbps, 1e-6, 1e7,
              {OPSLAB_UI_TEXT("schema", "UDP load"), "", OPSLAB_UI_TEXT("schema", "Mb/s"),
               OPSLAB_UI_TEXT("schema", "Total over all flows")})
      .choice("udp_pattern", "poisson", {"poisson", "constant"},
              {OPSLAB_UI_TEXT("schema", "UDP pattern"), "", "",
               OPSLAB_UI_TEXT("schema", "Poisson or constant-rate packet arrivals")})
      .integer("udp_packet_bytes", 1500, 1, 65535,
               {OPSLAB_UI_TEXT("schema", "UDP packet size"), "", OPSLAB_UI_TEXT("schema", "bytes")})
      .number("start_min_s", start_min_s, 0, 1e6,
              {OPSLAB_UI_TEXT("schema", "First start"), "", OPSLAB_UI_TEXT("schema", "s"),
               OPSLAB_UI_TEXT("schema", "Flows start uniformly in [first, last]")})
      .number("start_max_s", start_max_s, 0, 1e6,
              {OPSLAB_UI_TEXT("schema", "Last start"), "", OPSLAB_UI_TEXT("schema", "s")});
  return s;
}

ParamSchema tcp_schema(std::string_view variant) {
  ParamSchema s;
  s.group("tcp", OPSLAB_UI_TEXT("schema", "TCP"))
      .choice("variant", std::string(variant), {"reno", "newreno", "sack", "saw", "sawl", "msack"},
              {OPSLAB_UI_TEXT("schema", "TCP variant")})
      .integer("packet_bytes", 1500, 64, 65535,
               {OPSLAB_UI_TEXT("schema", "Packet size"), "", OPSLAB_UI_TEXT("schema", "bytes"),
                OPSLAB_UI_TEXT("schema", "On the wire, header included")})
      .integer("header_bytes", 40, 0, 1024,
               {OPSLAB_UI_TEXT("schema", "Header size"), "", OPSLAB_UI_TEXT("schema", "bytes")})
      .integer("ack_bytes", 40, 1, 65535,
               {OPSLAB_UI_TEXT("schema", "ACK size"), "", OPSLAB_UI_TEXT("schema", "bytes")})
      .number(
          "initial_cwnd_packets", 1.0, 1, 1e6,
          {OPSLAB_UI_TEXT("schema", "Initial window"), "", OPSLAB_UI_TEXT("schema", "segments")})
      .integer(
          "initial_ssthresh", 0, 0, 1LL << 40,
          {OPSLAB_UI_TEXT("schema", "Initial slow-start threshold"), "",
           OPSLAB_UI_TEXT("schema", "bytes"),
           OPSLAB_UI_TEXT(
               "schema", "Before the first loss; 0 = unlimited (RFC 5681 §3.1: arbitrarily high)")})
      .number("initial_rto_ms", 1000.0, 1e-6, 6e7,
              {OPSLAB_UI_TEXT("schema", "Initial RTO"), "", OPSLAB_UI_TEXT("schema", "ms")})
      .number("min_rto_ms", 200.0, 0, 6e7,
              {OPSLAB_UI_TEXT("schema", "Minimum RTO"), "", OPSLAB_UI_TEXT("schema", "ms")})
      .number("max_rto_s", 60.0, 1e-9, 1e5,
              {OPSLAB_UI_TEXT("schema", "Maximum RTO"), "", OPSLAB_UI_TEXT("schema", "s")})
      .boolean("delayed_ack", false,
               {OPSLAB_UI_TEXT("schema", "Delayed ACKs"), "", "",
                OPSLAB_UI_TEXT("schema", "One ACK for two segments")})
      .number("delayed_ack_ms", 200.0, 0.001, 500,
              {OPSLAB_UI_TEXT("schema", "Delayed-ACK timer"), "", OPSLAB_UI_TEXT("schema", "ms")})
      .integer("max_window_packets", 0, 0, 1 << 30,
               {OPSLAB_UI_TEXT("schema", "Receiver window"), "",
                OPSLAB_UI_TEXT("schema", "segments"), OPSLAB_UI_TEXT("schema", "0 = unlimited")})
      .integer("dupack_threshold", 3, 1, 1000,
               {OPSLAB_UI_TEXT("schema", "Duplicate-ACK threshold")})
      .choice("rto_rule", "auto", {"auto", "rfc6298", "alpha_beta"},
              {OPSLAB_UI_TEXT("schema", "RTO rule"), "", "",
               OPSLAB_UI_TEXT("schema", "auto: α/β for SAW, SAWL, mSACK; RFC 6298 otherwise")})
      .number("rto_alpha", 1.1, 1.0, 100.0,
              {OPSLAB_UI_TEXT("schema", "RTO back-off"), "α", "",
               OPSLAB_UI_TEXT("schema", "RTO × α on timeout")})
      .number("rto_beta", 0.5, 0.0, 1.0,
              {OPSLAB_UI_TEXT("schema", "RTO smoothing"), "β", "",
               OPSLAB_UI_TEXT("schema", "β·RTT + (1−β)·RTO on ACK")})
      .number("sawl_p", 4.0, 0.0, 1e6,
              {OPSLAB_UI_TEXT("schema", "SAWL factor"), "p", "",
               OPSLAB_UI_TEXT("schema", "SAWL waits RTO + p·τ")})
      .boolean("sack_rescue", true,
               {OPSLAB_UI_TEXT("schema", "SACK rescue retransmission"), "", "",
                OPSLAB_UI_TEXT("schema", "RFC 6675 rescue retransmission")})
      .boolean("handshake", false,
               {OPSLAB_UI_TEXT("schema", "3-way handshake"), "", "",
                OPSLAB_UI_TEXT("schema", "SYN/SYN-ACK before data, FIN teardown")});
  return s;
}

double sample_interval_s(const nlohmann::json& resolved) {
  const auto sim = resolved.find("sim");
  if (sim == resolved.end() || !sim->is_object()) return 0.0;
  const auto ms = sim->find("sample_interval_ms");
  return ms != sim->end() && ms->is_number() ? ms->get<double>() * 1e-3 : 0.0;
}

SimSection parse_sim(const Params& p) {
  SimSection s;
  s.duration = sim::SimTime::s(p.number("sim.duration_s"));
  s.warmup = sim::SimTime::s(p.number("sim.warmup_s"));
  if (s.warmup >= s.duration) {
    throw ScenarioError("sim.warmup_s: expected a value below sim.duration_s");
  }
  s.seed = static_cast<std::uint64_t>(p.integer("sim.seed"));
  s.sample_interval = sim::SimTime::ms(p.number("sim.sample_interval_ms"));
  s.trace_flows = static_cast<std::uint32_t>(p.integer("sim.trace_flows"));
  return s;
}

TrafficSection parse_traffic(const Params& p) {
  TrafficSection t;
  t.udp = p.choice("traffic.kind") == "udp";
  t.udp_load_bps = p.number("traffic.udp_load_mbps") * 1e6;
  t.udp_poisson = p.choice("traffic.udp_pattern") == "poisson";
  t.udp_packet_bytes = static_cast<std::uint32_t>(p.integer("traffic.udp_packet_bytes"));
  t.start_min_s = p.number("traffic.start_min_s");
  t.start_max_s = p.number("traffic.start_max_s");
  if (t.start_max_s < t.start_min_s) {
    throw ScenarioError("traffic.start_max_s: expected a value >= traffic.start_min_s");
  }
  return t;
}

transport::TcpConfig parse_tcp(const Params& p, std::int64_t nic_bps) {
  transport::TcpConfig c;
  const std::string variant =
      p.choice("tcp.variant");
  transport::parse_variant(variant, c.variant);
  const auto packet = p.integer("tcp.packet_bytes");
  const auto header = p.integer("tcp.header_bytes");
  if (header >= packet) {
    throw ScenarioError("tcp.header_bytes: expected a value below tcp.packet_bytes");
  }
  c.mss = static_cast<std::uint32_t>(packet - header);
  c.header_bytes = static_cast<std::uint32_t>(header);
  c.control_bytes = static_cast<std::uint32_t>(p.integer("tcp.ack_bytes"));
  c.initial_cwnd_packets = p.number("tcp.initial_cwnd_packets");
  c.initial_ssthresh_bytes = static_cast<std::uint64_t>(p.integer("tcp.initial_ssthresh"));
  c.initial_rto = sim::SimTime::ms(p.number("tcp.initial_rto_ms"));
  c.min_rto = sim::SimTime::ms(p.number("tcp.min_rto_ms"));
  c.max_rto = sim::SimTime::s(p.number("tcp.max_rto_s"));
  if (c.min_rto > c.max_rto) throw ScenarioError("tcp.min_rto_ms: expected at most tcp.max_rto_s");
  c.delayed_ack = p.boolean("tcp.delayed_ack");
  c.delayed_ack_timeout = sim::SimTime::ms(p.number("tcp.delayed_ack_ms"));
  c.max_window_packets = static_cast<std::uint32_t>(p.integer("tcp.max_window_packets"));
  c.dupack_threshold = static_cast<std::uint32_t>(p.integer("tcp.dupack_threshold"));
  const std::string rule = p.choice("tcp.rto_rule");
  const bool paper_family = c.variant == transport::TcpVariant::saw ||
                            c.variant == transport::TcpVariant::sawl ||
                            c.variant == transport::TcpVariant::msack;
  if (rule == "auto") {
    c.rto_rule = paper_family ? transport::RtoRule::alpha_beta : transport::RtoRule::rfc6298;
  } else {
    c.rto_rule = rule == "rfc6298" ? transport::RtoRule::rfc6298 : transport::RtoRule::alpha_beta;
  }
  c.rto_alpha = p.number("tcp.rto_alpha");
  c.rto_beta = p.number("tcp.rto_beta");
  c.sawl_p = p.number("tcp.sawl_p");
  c.sack_rescue = p.boolean("tcp.sack_rescue");
  c.handshake = p.boolean("tcp.handshake");
  c.packet_duration = sim::SimTime::transmission(packet, nic_bps);
  return c;
}

}  // namespace opslab::scenario
