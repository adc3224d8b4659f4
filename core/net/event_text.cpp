// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/event_text.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "sim/ui_text.hpp"

namespace opslab::net {

namespace {

EventText plain(std::string value) {
  return EventText{{}, {}, std::move(value)};
}

EventText words(std::string_view text, std::vector<EventText> args = {}) {
  return EventText{text, std::move(args)};
}

EventText counted(std::string_view text, std::uint64_t count, std::vector<EventText> args = {}) {
  return EventText{text, std::move(args), {}, static_cast<std::int64_t>(count)};
}

EventText number(std::uint64_t n) {
  return plain(std::to_string(n));
}

EventText window(double segments) {
  return plain(format_window(segments));
}

EventText node_name(NodeId n, const EventTextContext& ctx) {
  return n < ctx.node_names.size() ? plain(ctx.node_names[n])
                                   : words(OPSLAB_UI_TEXT("event", "node %1"), {number(n)});
}

EventText segment(std::uint64_t seq, const EventTextContext& ctx) {
  return number(ctx.mss ? seq / ctx.mss : seq);
}

// "flow 4", "flows 4, 7, …".
EventText flow_list(std::span<const FlowId> flows, std::size_t max_flows) {
  std::string ids;
  for (std::size_t i = 0; i < flows.size() && i < max_flows; ++i) {
    if (i > 0) ids += ", ";
    ids += std::to_string(flows[i]);
  }
  if (flows.size() > max_flows) ids += ", …";
  //: %1 the flows' numbers ("4, 7")
  return counted(OPSLAB_UI_TEXT_N("event", "flow(s) %1"), flows.size(), {plain(std::move(ids))});
}

EventText cwnd_change(const ProtocolEvent& e) {
  return words(OPSLAB_UI_TEXT("event", "cwnd %1 → %2"),
               {window(e.cwnd_before), window(e.cwnd_after)});
}

// What told the sender a segment was lost.
EventText trigger(const EventTextContext& ctx) {
  return ctx.sack
             ? words(OPSLAB_UI_TEXT("event", "SACK blocks show a hole"))
             : words(OPSLAB_UI_TEXT("event", "%1 duplicate ACKs"), {number(ctx.dupack_threshold)});
}

// What a timeout resends.
EventText resend(const ProtocolEvent& e, const EventTextContext& ctx) {
  const EventText from = segment(e.seq, ctx);
  if (e.count <= 1) return words(OPSLAB_UI_TEXT("event", "resend segment %1"), {from});
  return ctx.sack
             ? words(OPSLAB_UI_TEXT("event", "resend what no SACK block covers, from segment %1"),
                     {from})
             : words(OPSLAB_UI_TEXT("event", "go back N: resend every segment from %1 on"), {from});
}

// The segments a receiver got again although it held them.
EventText resent_range(const ProtocolEvent& e, const EventTextContext& ctx) {
  if (e.last_seq == e.seq) {
    return words(OPSLAB_UI_TEXT("event", "segment %1"), {segment(e.seq, ctx)});
  }
  return words(OPSLAB_UI_TEXT("event", "segments %1 to %2"),
               {segment(e.seq, ctx), segment(e.last_seq, ctx)});
}

}  // namespace

std::string english(const EventText& t) {
  if (t.text.empty()) return t.value;
  const std::string_view s = t.text;
  std::string out;
  out.reserve(s.size() + 32);
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 1 < s.size()) {
      const char c = s[i + 1];
      if (c >= '1' && c <= '9' && static_cast<std::size_t>(c - '1') < t.args.size()) {
        out += english(t.args[static_cast<std::size_t>(c - '1')]);
        ++i;
        continue;
      }
      if (c == 'n' && t.count >= 0) {
        out += std::to_string(t.count);
        ++i;
        continue;
      }
    }
    if (t.count >= 0 && s.compare(i, 3, "(s)") == 0) {
      if (t.count != 1) out += 's';
      i += 2;
      continue;
    }
    out += s[i];
  }
  return out;
}

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

EventText packet_text(const Packet& p, const EventTextContext& ctx) {
  const EventText flow = number(p.flow);
  switch (p.kind) {
    case PacketKind::tcp_data:
      return words(p.retransmission ? OPSLAB_UI_TEXT("event", "retransmitted segment %1 of flow %2")
                                    : OPSLAB_UI_TEXT("event", "segment %1 of flow %2"),
                   {segment(p.seq, ctx), flow});
    case PacketKind::tcp_ack:
      return words(OPSLAB_UI_TEXT("event", "ACK %1 of flow %2"), {segment(p.ack, ctx), flow});
    case PacketKind::tcp_syn:
      return words(OPSLAB_UI_TEXT("event", "SYN of flow %1"), {flow});
    case PacketKind::tcp_syn_ack:
      return words(OPSLAB_UI_TEXT("event", "SYN-ACK of flow %1"), {flow});
    case PacketKind::tcp_fin:
      return words(OPSLAB_UI_TEXT("event", "FIN of flow %1"), {flow});
    case PacketKind::tcp_fin_ack:
      return words(OPSLAB_UI_TEXT("event", "FIN-ACK of flow %1"), {flow});
    case PacketKind::udp:
      return words(OPSLAB_UI_TEXT("event", "UDP datagram %1 of flow %2"), {number(p.seq), flow});
  }
  return words(OPSLAB_UI_TEXT("event", "packet of flow %1"), {flow});
}

EventText packets_text(std::uint32_t count, std::span<const FlowId> flows, std::size_t max_flows) {
  //: %1 the flows they belong to ("flows 4, 7")
  return counted(OPSLAB_UI_TEXT_N("event", "%n IP packet(s) of %1"), count,
                 {flow_list(flows, max_flows)});
}

EventText drop_text(DropCause cause, NodeId node, EventText what, const EventTextContext& ctx) {
  return words(cause.info().text, {node_name(node, ctx), std::move(what)});
}

EventText protocol_text(const ProtocolEvent& e, const EventTextContext& ctx) {
  using K = ProtocolEventKind;
  const std::string_view text = info(e.kind).text;
  const EventText flow = number(e.flow);
  const EventText seg = segment(e.seq, ctx);
  // Each kind's pieces in the order its template (net/tap.cpp) numbers them.
  switch (e.kind) {
    case K::fast_retransmit:
      return words(text, {flow, trigger(ctx), seg, cwnd_change(e)});
    case K::recovery_exit:
      return words(text, {flow, seg, window(e.cwnd_after)});
    case K::timeout:
      return words(text,
                   {flow, counted(OPSLAB_UI_TEXT_N("event", "%n segment(s) outstanding"), e.count),
                    resend(e, ctx), cwnd_change(e), window(e.ssthresh_after)});
    case K::retransmit:
      return words(text, {flow, seg});
    case K::partial_ack:
      return words(text, {flow, seg, cwnd_change(e)});
    case K::connection_open:
    case K::transfer_done:
      return words(text, {flow});
    case K::window_inflated:
      return words(text, {flow, number(e.count), window(e.cwnd_after), seg});
    case K::resent_held:
      return words(
          text, {flow, counted(OPSLAB_UI_TEXT_N("event", "%n resent segment(s) arrived"), e.count),
                 resent_range(e, ctx)});
  }
  return words(text, {flow});
}

EventText model_event_text(const ModelEvent& e, const EventTextContext& ctx) {
  if (!e.kind.logged()) return {};
  std::vector<FlowId> flows;
  for (const auto& m : e.packets) {
    if (std::find(flows.begin(), flows.end(), m->flow) == flows.end()) flows.push_back(m->flow);
  }
  // The pieces every model event's template may use (net/event_kinds.hpp).
  return words(e.kind.info().text,
               {node_name(e.node, ctx),
                //: %1 the flows they belong to ("flows 4, 7")
                counted(OPSLAB_UI_TEXT_N("event", "%n IP packet(s) (%1)"), e.packets.size(),
                        {flow_list(flows, 5)}),
                plain(format_duration(e.arrival - e.end)), plain(format_duration(e.usual)),
                e.channel >= 0 ? plain(fmt::format("λ{}", e.channel + 1))
                               : words(OPSLAB_UI_TEXT("event", "no wavelength"))});
}

std::string describe_packet(const Packet& p, const EventTextContext& ctx) {
  return english(packet_text(p, ctx));
}

std::string describe_packets(std::uint32_t count, std::span<const FlowId> flows,
                             std::size_t max_flows) {
  return english(packets_text(count, flows, max_flows));
}

std::string describe_drop(DropCause cause, NodeId node, std::string_view what,
                          const EventTextContext& ctx) {
  return english(drop_text(cause, node, EventText{{}, {}, std::string(what)}, ctx));
}

std::string describe_protocol(const ProtocolEvent& e, const EventTextContext& ctx) {
  return english(protocol_text(e, ctx));
}

std::string describe_model_event(const ModelEvent& e, const EventTextContext& ctx) {
  return english(model_event_text(e, ctx));
}

}  // namespace opslab::net
