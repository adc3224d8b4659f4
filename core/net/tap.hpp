// Tap: the const observer interface through which the GUI, tracers and tests watch a run.
//
// Components report packet transmissions, arrivals, drops (with their cause), queue changes
// and protocol events to a TapHub. When no tap is attached the hub is empty and every report
// is one predictable branch, so an unobserved run pays nothing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "net/packet.hpp"

namespace opslab::net {

using LinkId = std::uint32_t;

enum class DropCause : std::uint8_t {
  queue_overflow,  // drop-tail queue full
  random_loss,     // Bernoulli loss on a link
  contention,      // bufferless output busy and no alternative
  deflection_path, // lost on a deflection path
  no_buffer_port,  // hybrid switch: every buffer input busy
  stale,           // arrived for a connection that no longer exists
  no_route,        // no path to the destination
};
const char* to_string(DropCause c);

enum class ProtocolEventKind : std::uint8_t {
  fast_retransmit,  // entered loss recovery on duplicate ACKs / SACK loss detection
  recovery_exit,
  timeout,          // retransmission timer expired
  retransmit,       // any retransmitted segment
  partial_ack,      // NewReno partial acknowledgment
  connection_open,  // handshake finished
  transfer_done,    // last byte acknowledged
};
const char* to_string(ProtocolEventKind k);

struct ProtocolEvent {
  ProtocolEventKind kind;
  FlowId flow;
  std::uint64_t seq;       // segment concerned (byte offset)
  double cwnd_before;      // in segments
  double cwnd_after;       // in segments
  double ssthresh_after;   // in segments
};

/// What a packet-switching node did with a packet whose head just reached it (hybrid,
/// all-optical and electronic switches of Minakhmetov et al. §II; drops go to on_drop).
enum class SwitchAction : std::uint8_t {
  cut_through,  // switched straight to its free output, staying optical
  into_buffer,  // output busy: O/E conversion into the electronic buffer
  from_buffer,  // E/O re-emission from the buffer onto its output
};
inline const char* to_string(SwitchAction a) {
  switch (a) {
    case SwitchAction::cut_through: return "cut_through";
    case SwitchAction::into_buffer: return "into_buffer";
    case SwitchAction::from_buffer: return "from_buffer";
  }
  return "?";
}

/// An optical packet (an aggregate of IP packets) as the taps see it.
struct OpticalView {
  std::uint64_t id;
  std::uint32_t bytes;
  std::span<const PacketPtr> members;
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
  /// An edge switch closed an aggregate at `node`.
  virtual void on_aggregate(const OpticalView& o, NodeId node, sim::SimTime t) {
    (void)o, (void)node, (void)t;
  }
  /// An optical packet starts on `link` (the shortest path, or the deflection path when
  /// `deflected`); its last bit leaves at `end` and it arrives at `arrival`.
  virtual void on_optical_transmit(const OpticalView& o, LinkId link, bool deflected,
                                   sim::SimTime start, sim::SimTime end, sim::SimTime arrival) {
    (void)o, (void)link, (void)deflected, (void)start, (void)end, (void)arrival;
  }
  /// A switch at `node` cut `p` through, took it into its buffer, or re-emitted it.
  virtual void on_switch(const Packet& p, NodeId node, SwitchAction action, sim::SimTime t) {
    (void)p, (void)node, (void)action, (void)t;
  }
  /// The electronic buffer of the switch at `node` now holds `packets` packets of `bytes`.
  virtual void on_buffer(NodeId node, std::uint32_t packets, std::uint64_t bytes,
                         sim::SimTime t) {
    (void)node, (void)packets, (void)bytes, (void)t;
  }
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
  void aggregate(const OpticalView& o, NodeId n, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_aggregate(o, n, now);
  }
  void optical_transmit(const OpticalView& o, LinkId l, bool deflected, sim::SimTime s,
                        sim::SimTime e, sim::SimTime a) const {
    for (Tap* t : taps_) t->on_optical_transmit(o, l, deflected, s, e, a);
  }
  void switched(const Packet& p, NodeId n, SwitchAction a, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_switch(p, n, a, now);
  }
  void buffer(NodeId n, std::uint32_t pk, std::uint64_t by, sim::SimTime now) const {
    for (Tap* t : taps_) t->on_buffer(n, pk, by, now);
  }

 private:
  std::vector<Tap*> taps_;
};

}  // namespace opslab::net
