// EventText: the event log's plain words for what the taps report — drops, TCP protocol
// events and a model's own events — filled in from the templates of their DropCause,
// ProtocolEventKind and EventKind (net/event_kinds.hpp), e.g.
// "flow 17: 3 duplicate ACKs → fast retransmit of segment 412, cwnd 24 → 12".
// Views show these sentences as they are, so the words live with the model that owns them.
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

/// A window in segments, as short as it reads well: 24, 12.5, 0.8, ∞.
std::string format_window(double segments);
/// A duration with a unit that fits it ("100 ms", "7.25 µs"; a thin space before the unit).
std::string format_duration(sim::SimTime d);

/// "segment 412 of flow 17", "ACK 413 of flow 17", "UDP datagram 80 of flow 2".
std::string describe_packet(const Packet& p, const EventTextContext& ctx);
/// "3 IP packets of flows 4, 7" (at most `max_flows` flows named, then "…").
std::string describe_packets(std::uint32_t count, std::span<const FlowId> flows,
                             std::size_t max_flows = 6);
/// The drop's sentence; `what` is the packet (or packets) lost.
std::string describe_drop(DropCause cause, NodeId node, std::string_view what,
                          const EventTextContext& ctx);
std::string describe_protocol(const ProtocolEvent& e, const EventTextContext& ctx);
/// The model event's sentence (empty when its kind is not logged).
std::string describe_model_event(const ModelEvent& e, const EventTextContext& ctx);

}  // namespace opslab::net
