#include "net/event_text.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace opslab::net {

namespace {

// Replaces each {name} of `tmpl` by value(name); unknown names stay as they are.
template <class Value>
std::string fill(std::string_view tmpl, Value value) {
  std::string out;
  out.reserve(tmpl.size() + 32);
  std::size_t i = 0;
  while (i < tmpl.size()) {
    const std::size_t open = tmpl.find('{', i);
    const std::size_t close = open == std::string_view::npos ? open : tmpl.find('}', open);
    if (close == std::string_view::npos) {
      out.append(tmpl.substr(i));
      break;
    }
    out.append(tmpl.substr(i, open - i));
    out.append(value(tmpl.substr(open + 1, close - open - 1)));
    i = close + 1;
  }
  return out;
}

std::string node_name(NodeId n, const EventTextContext& ctx) {
  return n < ctx.node_names.size() ? ctx.node_names[n] : fmt::format("node {}", n);
}

std::string segment(std::uint64_t seq, const EventTextContext& ctx) {
  return std::to_string(ctx.mss ? seq / ctx.mss : seq);
}

std::string flow_list(std::span<const FlowId> flows, std::size_t max_flows) {
  std::string out = flows.size() == 1 ? "flow " : "flows ";
  for (std::size_t i = 0; i < flows.size() && i < max_flows; ++i) {
    if (i > 0) out += ", ";
    out += std::to_string(flows[i]);
  }
  if (flows.size() > max_flows) out += ", …";
  return out;
}

}  // namespace

std::string format_window(double segments) {
  if (!std::isfinite(segments)) return "∞";
  const double r = std::round(segments * 10.0) / 10.0;
  if (std::abs(r - std::round(r)) < 1e-9) return fmt::format("{}", std::llround(r));
  return fmt::format("{:.1f}", r);
}

std::string format_duration(sim::SimTime d) {
  const double v = static_cast<double>(d.count_ps());
  const auto with = [](double x, const char* unit) {
    // Three significant digits (four from 100 up), then a thin space and the unit.
    return fmt::format("{:.{}g}\u2009{}", x, std::abs(x) >= 100 ? 4 : 3, unit);
  };
  if (d.count_ps() == 0) return "0 s";
  if (std::abs(v) >= 1e12) return with(v * 1e-12, "s");
  if (std::abs(v) >= 1e9) return with(v * 1e-9, "ms");
  if (std::abs(v) >= 1e6) return with(v * 1e-6, "µs");
  if (std::abs(v) >= 1e3) return with(v * 1e-3, "ns");
  return with(v, "ps");
}

std::string describe_packet(const Packet& p, const EventTextContext& ctx) {
  switch (p.kind) {
    case PacketKind::tcp_data:
      return fmt::format("{}segment {} of flow {}", p.retransmission ? "retransmitted " : "",
                         segment(p.seq, ctx), p.flow);
    case PacketKind::tcp_ack:
      return fmt::format("ACK {} of flow {}", segment(p.ack, ctx), p.flow);
    case PacketKind::tcp_syn:
      return fmt::format("SYN of flow {}", p.flow);
    case PacketKind::tcp_syn_ack:
      return fmt::format("SYN-ACK of flow {}", p.flow);
    case PacketKind::tcp_fin:
      return fmt::format("FIN of flow {}", p.flow);
    case PacketKind::tcp_fin_ack:
      return fmt::format("FIN-ACK of flow {}", p.flow);
    case PacketKind::udp:
      return fmt::format("UDP datagram {} of flow {}", p.seq, p.flow);
  }
  return fmt::format("packet of flow {}", p.flow);
}

std::string describe_packets(std::uint32_t count, std::span<const FlowId> flows,
                             std::size_t max_flows) {
  return fmt::format("{} IP packet{} of {}", count, count == 1 ? "" : "s",
                     flow_list(flows, max_flows));
}

std::string describe_drop(DropCause cause, NodeId node, std::string_view what,
                          const EventTextContext& ctx) {
  return fill(cause.info().text, [&](std::string_view name) -> std::string {
    if (name == "node") return node_name(node, ctx);
    if (name == "packet") return std::string(what);
    return fmt::format("{{{}}}", name);
  });
}

std::string describe_protocol(const ProtocolEvent& e, const EventTextContext& ctx) {
  return fill(info(e.kind).text, [&](std::string_view name) -> std::string {
    if (name == "flow") return std::to_string(e.flow);
    if (name == "segment") return segment(e.seq, ctx);
    if (name == "cwnd") {
      return fmt::format("cwnd {} → {}", format_window(e.cwnd_before), format_window(e.cwnd_after));
    }
    if (name == "cwnd_after") return format_window(e.cwnd_after);
    if (name == "ssthresh") return format_window(e.ssthresh_after);
    if (name == "trigger") {
      return ctx.sack ? std::string("SACK blocks show a hole")
                      : fmt::format("{} duplicate ACKs", ctx.dupack_threshold);
    }
    if (name == "count") return std::to_string(e.count);
    if (name == "outstanding") {
      return fmt::format("{} segment{} outstanding", e.count, e.count == 1 ? "" : "s");
    }
    if (name == "resend") {
      if (e.count <= 1) return "resend segment " + segment(e.seq, ctx);
      return ctx.sack ? "resend what no SACK block covers, from segment " + segment(e.seq, ctx)
                      : "go back N: resend every segment from " + segment(e.seq, ctx) + " on";
    }
    if (name == "held") {
      return e.count == 1 ? std::string("1 resent segment arrived")
                          : fmt::format("{} resent segments arrived", e.count);
    }
    if (name == "range") {
      return e.last_seq == e.seq ? "segment " + segment(e.seq, ctx)
                                 : "segments " + segment(e.seq, ctx) + " to " +
                                       segment(e.last_seq, ctx);
    }
    return fmt::format("{{{}}}", name);
  });
}

std::string describe_model_event(const ModelEvent& e, const EventTextContext& ctx) {
  if (!e.kind.logged()) return {};
  return fill(e.kind.info().text, [&](std::string_view name) -> std::string {
    if (name == "node") return node_name(e.node, ctx);
    if (name == "members") {
      std::vector<FlowId> flows;
      for (const auto& m : e.packets) {
        if (std::find(flows.begin(), flows.end(), m->flow) == flows.end()) flows.push_back(m->flow);
      }
      const auto n = e.packets.size();
      return fmt::format("{} IP packet{} ({})", n, n == 1 ? "" : "s", flow_list(flows, 5));
    }
    if (name == "delay") return format_duration(e.arrival - e.end);
    if (name == "usual") return format_duration(e.usual);
    if (name == "channel") {
      return e.channel >= 0 ? fmt::format("λ{}", e.channel + 1) : std::string("no wavelength");
    }
    return fmt::format("{{{}}}", name);
  });
}

}  // namespace opslab::net
