// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fiber and FiberTransmitter: the one-way channels of a cut-through packet network
// (Minakhmetov, Ware & Iannone §IV: every link is bidirectional, of length l_link, 10 Gb/s —
// here two one-way fibers of 5 ns/m).
//
// A Fiber carries the packets one output port launches toward the next node. Because its
// transmitter serializes them, packets on a fiber never overlap, so head order is tail order:
// the fiber is a FIFO with one event for its earliest delivery, O(1) per packet and no
// allocation once its ring has grown. It delivers a packet when its *head* arrives (to a
// cut-through optical or hybrid switch, which decides as the head comes in) or when its
// *tail* arrives (to a server or a store-and-forward switch, which need the whole packet).
//
// A FiberTransmitter is a server's interface: an electronic FIFO (the server's own output
// queue, unlimited) whose transmitter launches one packet at a time onto its fiber.
#pragma once

#include <algorithm>
#include <cstdint>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/serializer.hpp"
#include "net/ring_buffer.hpp"
#include "sim/event.hpp"

namespace opslab::switching {

using net::Serializer;

/// Where on a packet a fiber hands it to the far end.
enum class Delivery : std::uint8_t { head, tail };

class Fiber final : private sim::EventHandler {
 public:
  Fiber(net::Network& net, net::LinkId id, net::NodeId from, net::NodeId to,
        net::PacketReceiver& far_end, std::int64_t rate_bps, sim::SimTime delay,
        Delivery delivery);
  Fiber(const Fiber&) = delete;
  Fiber& operator=(const Fiber&) = delete;

  /// The transmitter starts sending `p` now: its head enters the fiber, its tail follows
  /// after the serialization time. The caller guarantees the previous packet has left.
  void launch(net::PacketPtr p);

  sim::SimTime transmission_time(std::uint32_t bytes) const { return serializer_.time(bytes); }
  const Serializer& serializer() const { return serializer_; }
  net::LinkId id() const { return id_; }
  net::NodeId from() const { return from_; }
  net::NodeId to() const { return to_; }
  sim::SimTime delay() const { return delay_; }
  Delivery delivery() const { return delivery_; }
  std::size_t in_flight() const { return pipe_.size(); }
  std::uint64_t packets_launched() const { return launched_; }
  std::uint64_t bytes_launched() const { return bytes_; }

 private:
  void handle_event(sim::Event& ev) override;

  struct InFlight {
    net::PacketPtr packet;
    sim::SimTime due;
  };

  net::Network& net_;
  net::LinkId id_;
  net::NodeId from_;
  net::NodeId to_;
  net::PacketReceiver& far_end_;
  Serializer serializer_;
  sim::SimTime delay_;
  Delivery delivery_;
  net::RingBuffer<InFlight> pipe_;
  sim::Event event_{this};
  std::uint64_t launched_ = 0;
  std::uint64_t bytes_ = 0;
#ifndef NDEBUG
  sim::SimTime free_at_;  // end of the previous packet's serialization
#endif
};

/// A server's network interface onto its fiber: FIFO, unlimited, never drops; so it knows
/// when a packet handed to it starts on the wire (net::WireClock).
class FiberTransmitter final : public net::PacketReceiver,
                               public net::WireClock,
                               private sim::EventHandler {
 public:
  FiberTransmitter(net::Network& net, Fiber& out) : net_(net), out_(out) {}
  FiberTransmitter(const FiberTransmitter&) = delete;
  FiberTransmitter& operator=(const FiberTransmitter&) = delete;

  /// A packet from the server (Host::send).
  void receive(net::PacketPtr p) override;

  bool busy() const { return net_.now() < busy_until_; }
  /// A packet handed over now starts when all the queued ones have left.
  sim::SimTime wire_start() const override { return std::max(net_.now(), all_sent_at_); }
  std::uint32_t queue_packets() const { return static_cast<std::uint32_t>(queue_.size()); }
  std::uint64_t queue_bytes() const { return queue_bytes_; }
  std::uint32_t peak_queue_packets() const { return peak_packets_; }
  const Fiber& fiber() const { return out_; }

 private:
  void handle_event(sim::Event& ev) override;  // the transmitter is free again
  void start(net::PacketPtr p);

  net::Network& net_;
  Fiber& out_;
  sim::SimTime busy_until_;
  sim::SimTime all_sent_at_;  // when the last packet handed over will have left
  net::RingBuffer<net::PacketPtr> queue_;
  std::uint64_t queue_bytes_ = 0;
  std::uint32_t peak_packets_ = 0;
  sim::Event free_{this};
};

}  // namespace opslab::switching
