// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EventText: the event log's plain words for what the taps report — drops, TCP protocol
// events and a model's own events — filled in from the templates of their DropCause,
// ProtocolEventKind and EventKind (net/event_kinds.hpp), e.g.
// "flow 17: 3 duplicate ACKs → fast retransmit of segment 412, cwnd 24 → 12".
// The words live with the model that owns them. Each sentence is built as an EventText: its
// template (marked OPSLAB_UI_TEXT("event", …), sim/ui_text.hpp) and the pieces that fill it,
// so the GUI can show it in the interface's language (inspector/EventText.hpp), while
// english() and the describe_* functions give the English sentence (the CLI, tests).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "net/packet.hpp"
#include "net/tap.hpp"
#include "sim/time.hpp"

namespace opslab::net {

/// What the sentences need to know about the run.
struct EventTextContext {
  std::vector<std::string> node_names;  // by NodeId
  std::uint32_t mss = 0;                // TCP payload per segment; 0: sequence numbers in bytes
  std::uint32_t dupack_threshold = 3;
  bool sack = false;  // losses are detected from SACK blocks, not duplicate ACKs
};

/// A sentence of the event log, or a piece of one, before it is filled in: an English template
/// with Qt's placeholders — %1 … %9 for `args` in order, %n for `count` — and what goes in
/// their places, each piece again a template or a plain value shown as it is (a number, a
/// node's name).
struct EventText {
  /// The template: a whole string literal marked OPSLAB_UI_TEXT("event", …), or
  /// OPSLAB_UI_TEXT_N when it is counted. Empty: the piece is `value`.
  std::string_view text;
  std::vector<EventText> args = {};
  std::string value = {};
  /// A counted template's number (%n; its English "(s)" reads "s" unless it is 1), −1: none.
  std::int64_t count = -1;
};
/// The sentence in English.
std::string english(const EventText& t);

/// A window in segments, as short as it reads well: 24, 12.5, 0.8, ∞.
std::string format_window(double segments);
/// A duration with a unit that fits it ("100 ms", "7.25 µs"; a thin space before the unit).
std::string format_duration(sim::SimTime d);

/// "segment 412 of flow 17", "ACK 413 of flow 17", "UDP datagram 80 of flow 2".
EventText packet_text(const Packet& p, const EventTextContext& ctx);
/// "3 IP packets of flows 4, 7" (at most `max_flows` flows named, then "…").
EventText packets_text(std::uint32_t count, std::span<const FlowId> flows,
                       std::size_t max_flows = 6);
/// The drop's sentence; `what` is the packet (or packets) lost.
EventText drop_text(DropCause cause, NodeId node, EventText what, const EventTextContext& ctx);
EventText protocol_text(const ProtocolEvent& e, const EventTextContext& ctx);
/// The model event's sentence (empty when its kind is not logged).
EventText model_event_text(const ModelEvent& e, const EventTextContext& ctx);

/// The same in English.
std::string describe_packet(const Packet& p, const EventTextContext& ctx);
std::string describe_packets(std::uint32_t count, std::span<const FlowId> flows,
                             std::size_t max_flows = 6);
std::string describe_drop(DropCause cause, NodeId node, std::string_view what,
                          const EventTextContext& ctx);
std::string describe_protocol(const ProtocolEvent& e, const EventTextContext& ctx);
std::string describe_model_event(const ModelEvent& e, const EventTextContext& ctx);

}  // namespace opslab::net
