// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Link: a one-way link = a drop-tail output queue, a transmitter of fixed bit rate, and a
// propagation pipe, delivering to the node at the far end.
//
// Serialization time is exact (SimTime::transmission). The pipe keeps packets in a FIFO and
// holds a single event for the earliest arrival (constant delay keeps FIFO order), so a link
// costs two events per packet whatever its bandwidth-delay product — one over a zero-delay
// link when nothing else is due at the end of a transmission (sim::Simulation::take_next_now). Optional Bernoulli loss
// applies to payload-carrying packets only (the dumbbell's `topology.loss_rate`).
#pragma once

#include <cstdint>
#include <string>

#include "net/network.hpp"
#include "net/ring_buffer.hpp"
#include "net/serializer.hpp"
#include "sim/random.hpp"

namespace opslab::net {

struct LinkParams {
  std::int64_t rate_bps = 1'000'000'000;
  sim::SimTime delay;
  std::uint32_t queue_packets = 0;  // capacity of the waiting room; 0 = unlimited
  double loss_rate = 0.0;           // Bernoulli loss of payload packets on this link
};

class Link : private sim::EventHandler {
 public:
  Link(Network& net, LinkId id, NodeId from, NodeId to, PacketReceiver& far_end,
       const LinkParams& params);

  LinkId id() const { return id_; }
  NodeId from() const { return from_; }
  NodeId to() const { return to_; }
  const LinkParams& params() const { return params_; }

  /// Hands a packet to the link's output queue (or straight to the transmitter if idle).
  void send(PacketPtr p);

  sim::SimTime transmission_time(std::uint32_t bytes) const { return serializer_.time(bytes); }
  bool busy() const { return busy_; }
  std::uint32_t queue_packets() const { return static_cast<std::uint32_t>(queue_.size()); }
  std::uint64_t queue_bytes() const { return queue_bytes_; }
  /// How long the transmitter needs from now to send all it holds (the rest of the packet on
  /// the wire and every queued packet) and then `extra_bytes` more.
  sim::SimTime backlog_time(std::uint64_t extra_bytes = 0) const;
  std::uint32_t in_flight() const { return static_cast<std::uint32_t>(pipe_.size()); }

  struct Stats {
    std::uint64_t sent_packets = 0;  // finished serialization
    std::uint64_t sent_bytes = 0;
    std::uint64_t overflow_drops = 0;  // arrivals refused by a full queue (not random losses)
    std::uint64_t random_losses = 0;   // data packets lost at random (`loss_rate`)
    std::uint64_t data_drops = 0;      // of both, packets that carried payload
    std::uint32_t peak_queue_packets = 0;
    std::int64_t busy_ps = 0;    // total serialization time
    sim::Int128 queue_area = 0;  // ∫ waiting packets dt, in packet·ps (exact)
    /// Bytes the link held when the stats were last reset (waiting, on the wire, in flight):
    /// they may arrive inside a measurement window that opened then.
    std::uint64_t held_bytes_at_reset = 0;
  };
  const Stats& stats() const { return stats_; }
  /// Since the link was built, never reset (check/invariants.hpp: every packet handed to the
  /// link is delivered, dropped, waiting, on the wire or in flight).
  struct Totals {
    std::uint64_t accepted = 0;   // handed to send()
    std::uint64_t delivered = 0;  // handed to the far end
    std::uint64_t dropped = 0;    // queue overflow and random loss
  };
  const Totals& totals() const { return totals_; }
  /// Time-averaged number of waiting packets since `since` (requires reset_stats at `since`).
  double mean_queue_packets(sim::SimTime since) const;
  /// Starts a fresh measurement window (e.g. at the end of warm-up).
  void reset_stats();

 private:
  enum Tag : std::uint32_t { kTxDone = 0, kArrival = 1 };
  void handle_event(sim::Event& ev) override;
  void start_transmission(PacketPtr p);
  void enter_pipe(PacketPtr p);  // arrives after the propagation delay
  void deliver(PacketPtr p);     // to the far end
  void account_queue();

  struct InFlight {
    PacketPtr packet;
    sim::SimTime arrival;
  };

  Network& net_;
  LinkId id_;
  NodeId from_;
  NodeId to_;
  PacketReceiver& far_end_;
  LinkParams params_;
  Serializer serializer_;
  RingBuffer<PacketPtr> queue_;
  std::uint64_t queue_bytes_ = 0;
  PacketPtr transmitting_;
  bool busy_ = false;
  sim::Event tx_done_{this, kTxDone};
  RingBuffer<InFlight> pipe_;
  sim::Event arrival_{this, kArrival};
  sim::RandomStream loss_rng_;
  Stats stats_;
  Totals totals_;
  sim::SimTime last_queue_change_;
};

}  // namespace opslab::net
