// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tap: the const observer interface through which the GUI, tracers and tests watch a run.
//
// Components report the generic events of a packet network to a TapHub: transmissions,
// deliveries, drops (with their DropCause), queue changes, TCP protocol events and RTT samples. A model's
// own components (aggregators, deflection outputs, hybrid switches, burst cores …) report
// what they did through one extension point, ModelEvent, whose EventKind carries the text and
// drawing hints (net/event_kinds.hpp) — so the tap does not grow with each model, and a view
// can show a model's events without knowing the model. When no tap is attached the hub is
// empty and every report is one predictable branch (`if (taps().active())` before building
// a ModelEvent), so an unobserved run pays nothing.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "net/event_kinds.hpp"
#include "net/packet.hpp"
#include "sim/time.hpp"

namespace opslab::net {

using LinkId = std::uint32_t;
inline constexpr LinkId kNoLink = UINT32_MAX;

/// Why a protocol event is reported (TCP senders, transport/).
enum class ProtocolEventKind : std::uint8_t {
  fast_retransmit,  // entered loss recovery on duplicate ACKs / SACK loss detection
  recovery_exit,
  timeout,          // retransmission timer expired
  retransmit,       // any retransmitted segment
  partial_ack,      // NewReno partial acknowledgment
  connection_open,  // handshake finished
  transfer_done,    // last byte acknowledged
  window_inflated,  // Reno fast recovery: duplicate ACKs grew cwnd past ssthresh + the flight at the loss
  resent_held,      // the receiver got again segments it already held (needless resends)
};
inline constexpr std::size_t kProtocolEventKinds = 9;

/// A protocol event kind's name, the event log's sentence (a template marked
/// OPSLAB_UI_TEXT: %1 the flow, then the kind's own pieces — the segment, "cwnd 24 → 12", what
/// showed the loss, what a timeout resends … — in the order net/event_text.cpp fills them) and
/// its log filter.
struct ProtocolEventInfo {
  ProtocolEventKind kind;
  std::string_view name;
  std::string_view text;
  LogCategory category;
};
const ProtocolEventInfo& info(ProtocolEventKind k);
const char* to_string(ProtocolEventKind k);
const char* to_string(DropCause c);

struct ProtocolEvent {
  ProtocolEventKind kind;
  FlowId flow;
  std::uint64_t seq;      // segment concerned (byte offset)
  double cwnd_before;     // in segments
  double cwnd_after;      // in segments
  double ssthresh_after;  // in segments
  // timeout: segments outstanding; window_inflated: duplicate ACKs in the episode;
  // resent_held: segments resent needlessly, from `seq` to `last_seq`.
  std::uint64_t count = 0;
  std::uint64_t last_seq = 0;
};

/// One RTT measurement of a TCP sender — the value its RTO estimator was fed — and the
/// estimator's state after it.
struct RttSample {
  FlowId flow;
  sim::SimTime rtt;
  sim::SimTime srtt;
  sim::SimTime rto;  // the interval the retransmission timer is now armed with
};

/// Something a model's component did, as the taps see it. Which fields mean something depends
/// on the kind: a transmission fills link and the time span, an aggregate its id and members,
/// a buffer level its count and bytes.
struct ModelEvent {
  EventKind kind;
  NodeId node = 0;
  LinkId link = kNoLink;                    // the link it travels on (transmissions)
  std::uint64_t id = 0;                     // the model's object (an optical packet, a burst)
  std::span<const PacketPtr> packets = {};  // the packets concerned (an aggregate's members)
  std::uint64_t bytes = 0;                  // the object's size, or the bytes a buffer holds
  std::uint32_t count = 0;                  // packets a buffer holds (levels)
  sim::SimTime start = {};                  // serialization starts (or the event's time)
  sim::SimTime end = {};                    // the last bit leaves
  sim::SimTime arrival = {};                // the last bit reaches the far end
  sim::SimTime usual = {};                  // a delay to compare with (the shortest path's)
  std::int32_t channel = -1;                // the wavelength it uses (0-based), −1: none
  /// A control packet (a JET burst header) crossed the same link this long before `start`
  /// (zero: none runs ahead); views draw it running ahead of the transmission.
  sim::SimTime lead = {};
};

class Tap {
 public:
  virtual ~Tap() = default;
  /// `p` starts serialization on `link` at `start`; its last bit leaves at `end` and arrives
  /// at the far end at `arrival`.
  virtual void on_transmit(const Packet& p, LinkId link, sim::SimTime start, sim::SimTime end,
                           sim::SimTime arrival) {
    (void)p, (void)link, (void)start, (void)end, (void)arrival;
  }
  virtual void on_deliver(const Packet& p, NodeId node, sim::SimTime t) {
    (void)p, (void)node, (void)t;
  }
  virtual void on_drop(const Packet& p, NodeId node, DropCause cause, sim::SimTime t) {
    (void)p, (void)node, (void)cause, (void)t;
  }
  virtual void on_queue(LinkId link, std::uint32_t packets, std::uint64_t bytes, sim::SimTime t) {
    (void)link, (void)packets, (void)bytes, (void)t;
  }
  virtual void on_protocol(const ProtocolEvent& e, sim::SimTime t) { (void)e, (void)t; }
  virtual void on_rtt_sample(const RttSample& s, sim::SimTime t) { (void)s, (void)t; }
  /// A model's own event (at `t`, the time it happened; a transmission's span is in `e`).
  virtual void on_model_event(const ModelEvent& e, sim::SimTime t) { (void)e, (void)t; }
};

class TapHub {
 public:
  void attach(Tap* t) { taps_.push_back(t); }
  void detach(Tap* t) { std::erase(taps_, t); }
  bool active() const { return !taps_.empty(); }

  void transmit(const Packet& p, LinkId l, sim::SimTime s, sim::SimTime e, sim::SimTime a) const {
    for (Tap* t : taps_) t->on_transmit(p, l, s, e, a);
  }
  void deliver(const Packet& p, NodeId n, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_deliver(p, n, now);
  }
  void drop(const Packet& p, NodeId n, DropCause c, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_drop(p, n, c, now);
  }
  void queue(LinkId l, std::uint32_t pk, std::uint64_t by, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_queue(l, pk, by, now);
  }
  void protocol(const ProtocolEvent& e, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_protocol(e, now);
  }
  void rtt_sample(const RttSample& s, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_rtt_sample(s, now);
  }
  void model_event(const ModelEvent& e, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_model_event(e, now);
  }

 private:
  std::vector<Tap*> taps_;
};

}  // namespace opslab::net
