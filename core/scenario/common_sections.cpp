#include "scenario/common_sections.hpp"

#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"

namespace opslab::scenario {

nlohmann::json sim_defaults() {
  return {{"duration_s", 10.0},
          {"warmup_s", 1.0},
          {"seed", 1},
          {"sample_interval_ms", 10.0},
          {"trace_flows", 10}};
}

nlohmann::json traffic_defaults(double udp_load_mbps, double start_min_s, double start_max_s) {
  return {{"kind", "tcp"},
          {"udp_load_mbps", udp_load_mbps},
          {"udp_pattern", "poisson"},
          {"udp_packet_bytes", 1500},
          {"start_min_s", start_min_s},
          {"start_max_s", start_max_s}};
}

nlohmann::json tcp_defaults(std::string_view variant) {
  return {{"variant", std::string(variant)},
          {"packet_bytes", 1500},
          {"header_bytes", 40},
          {"ack_bytes", 40},
          {"initial_cwnd_packets", 1.0},
          {"initial_rto_ms", 1000.0},
          {"min_rto_ms", 200.0},
          {"max_rto_s", 60.0},
          {"delayed_ack", false},
          {"delayed_ack_ms", 200.0},
          {"max_window_packets", 0},
          {"dupack_threshold", 3},
          {"rto_rule", "auto"},
          {"rto_alpha", 1.1},
          {"rto_beta", 0.5},
          {"sawl_p", 4.0},
          {"sack_rescue", true},
          {"handshake", false}};
}

SimSection parse_sim(const Params& p) {
  SimSection s;
  s.duration = sim::SimTime::s(p.number("sim.duration_s", 1e-6, 1e6));
  s.warmup = sim::SimTime::s(p.number("sim.warmup_s", 0, 1e6));
  if (s.warmup >= s.duration) {
    throw ScenarioError("sim.warmup_s: expected a value below sim.duration_s");
  }
  s.seed = static_cast<std::uint64_t>(p.integer("sim.seed", 0, 9'007'199'254'740'991LL));
  s.sample_interval = sim::SimTime::ms(p.number("sim.sample_interval_ms", 0.001, 1e6));
  s.trace_flows = static_cast<std::uint32_t>(p.integer("sim.trace_flows", 0, 100000));
  return s;
}

TrafficSection parse_traffic(const Params& p) {
  TrafficSection t;
  t.udp = p.choice("traffic.kind", {"tcp", "udp"}) == "udp";
  t.udp_load_bps = p.number("traffic.udp_load_mbps", 1e-6, 1e7) * 1e6;
  t.udp_poisson = p.choice("traffic.udp_pattern", {"poisson", "constant"}) == "poisson";
  t.udp_packet_bytes = static_cast<std::uint32_t>(p.integer("traffic.udp_packet_bytes", 1, 65535));
  t.start_min_s = p.number("traffic.start_min_s", 0, 1e6);
  t.start_max_s = p.number("traffic.start_max_s", 0, 1e6);
  if (t.start_max_s < t.start_min_s) {
    throw ScenarioError("traffic.start_max_s: expected a value >= traffic.start_min_s");
  }
  return t;
}

transport::TcpConfig parse_tcp(const Params& p, std::int64_t nic_bps) {
  transport::TcpConfig c;
  const std::string variant =
      p.choice("tcp.variant", {"reno", "newreno", "sack", "saw", "sawl", "msack"});
  transport::parse_variant(variant, c.variant);
  const auto packet = p.integer("tcp.packet_bytes", 64, 65535);
  const auto header = p.integer("tcp.header_bytes", 0, 1024);
  if (header >= packet) {
    throw ScenarioError("tcp.header_bytes: expected a value below tcp.packet_bytes");
  }
  c.mss = static_cast<std::uint32_t>(packet - header);
  c.header_bytes = static_cast<std::uint32_t>(header);
  c.control_bytes = static_cast<std::uint32_t>(p.integer("tcp.ack_bytes", 1, 65535));
  c.initial_cwnd_packets = p.number("tcp.initial_cwnd_packets", 1, 1e6);
  c.initial_rto = sim::SimTime::ms(p.number("tcp.initial_rto_ms", 1e-6, 6e7));
  c.min_rto = sim::SimTime::ms(p.number("tcp.min_rto_ms", 0, 6e7));
  c.max_rto = sim::SimTime::s(p.number("tcp.max_rto_s", 1e-9, 1e5));
  if (c.min_rto > c.max_rto) throw ScenarioError("tcp.min_rto_ms: expected at most tcp.max_rto_s");
  c.delayed_ack = p.boolean("tcp.delayed_ack");
  c.delayed_ack_timeout = sim::SimTime::ms(p.number("tcp.delayed_ack_ms", 0.001, 500));
  c.max_window_packets = static_cast<std::uint32_t>(p.integer("tcp.max_window_packets", 0, 1 << 30));
  c.dupack_threshold = static_cast<std::uint32_t>(p.integer("tcp.dupack_threshold", 1, 1000));
  const std::string rule = p.choice("tcp.rto_rule", {"auto", "rfc6298", "alpha_beta"});
  const bool paper_family = c.variant == transport::TcpVariant::saw ||
                            c.variant == transport::TcpVariant::sawl ||
                            c.variant == transport::TcpVariant::msack;
  if (rule == "auto") {
    c.rto_rule = paper_family ? transport::RtoRule::alpha_beta : transport::RtoRule::rfc6298;
  } else {
    c.rto_rule = rule == "rfc6298" ? transport::RtoRule::rfc6298 : transport::RtoRule::alpha_beta;
  }
  c.rto_alpha = p.number("tcp.rto_alpha", 1.0, 100.0);
  c.rto_beta = p.number("tcp.rto_beta", 0.0, 1.0);
  c.sawl_p = p.number("tcp.sawl_p", 0.0, 1e6);
  c.sack_rescue = p.boolean("tcp.sack_rescue");
  c.handshake = p.boolean("tcp.handshake");
  c.packet_duration = sim::SimTime::transmission(packet, nic_bps);
  return c;
}

}  // namespace opslab::scenario
