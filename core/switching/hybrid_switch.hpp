// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HybridSwitch: one component family for the three switches of Minakhmetov, Ware & Iannone
// (§II, Fig. 1, and §IV): the bufferless all-optical switch, the hybrid optical switch with a
// shared electronic buffer of n_e input and n_e output ports, and the electronic
// store-and-forward switch. Every switch has n_a azimuths (its fibers in and out) and routes
// by minimum hops, each packet picking one of the equal-cost outputs uniformly at random.
//
// Hybrid (§II): "a packet enters the switch and checks if required Azimuth output is
// available. If yes, the packet occupies it. Otherwise the packet checks if any of buffer
// inputs are available. If yes, it occupies one and start bufferization. If none of the
// buffer inputs are available, the packet is dropped. If the packet is buffered, it
// constantly checks if it is first in buffer queue and the required Azimuth output is
// available; when two of these conditions are met, the packet is emitted from the buffer
// output and packet occupies the required Azimuth output."
//   - The switch decides when the packet's head arrives (switching time negligible, §II);
//     a cut-through packet occupies its output from that instant for its whole duration τ.
//   - A buffer input stays busy for the packet's whole reception (τ); the packet joins the
//     FIFO of its output once fully received (O/E done). A buffered packet picks its output
//     by the same uniform rule as any packet ("the same rule applies for buffered packets",
//     §IV), drawn when it enters the buffer.
//   - Re-emission (E/O) needs the output free and a free buffer output; when several outputs
//     could be served, the packet buffered earliest goes first.
//   - n_e = 0 is the all-optical switch: a packet whose output is busy is dropped.
// Electronic (§IV, case iii): every packet is received whole (fibers into it deliver at the
// tail), queued FIFO for its output and re-emitted when the output is free; never lost.
// Buffer capacity is unlimited in every case (§IV); the peak occupancy is tracked.
//
// Cost per packet: O(1) for a cut-through; O(log n_e + n_e + w) for a buffered packet of a
// hybrid switch (a small heap of receptions in progress, a scan of the buffer outputs and of
// the w outputs that have packets waiting, found through a bit mask); O(1) plus one event per
// packet for the electronic switch (one event per output). No allocation once the FIFOs have
// grown. What every packet touches (each output's free time, fiber and first waiting packet's
// order) sits in one dense array, so a decision reads a few adjacent cache lines.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "net/node.hpp"
#include "net/ring_buffer.hpp"
#include "sim/random.hpp"
#include "switching/fiber.hpp"

namespace opslab::switching {

enum class SwitchType : std::uint8_t { all_optical, hybrid, electronic };
const char* to_string(SwitchType t);

struct HybridSwitchParams {
  SwitchType type = SwitchType::hybrid;
  std::uint32_t n_e = 0;  // buffer input/output ports (hybrid only; 0 = all-optical)
};

struct HybridSwitchStats {
  std::uint64_t arrivals = 0;      // packets reaching the switch
  std::uint64_t cut_through = 0;   // switched optically to a free output
  std::uint64_t buffered = 0;      // taken into the electronic buffer (O/E)
  std::uint64_t emitted = 0;       // re-emitted from the buffer (E/O)
  std::uint64_t dropped = 0;       // output busy and no buffer input free
};

class HybridSwitch final : public net::Node, private sim::EventHandler {
 public:
  HybridSwitch(net::Network& net, net::NodeId id, std::string name,
               const HybridSwitchParams& params);
  /// How the fibers into this switch must hand packets over: at the head (optical and hybrid
  /// switches decide as the head arrives) or at the tail (store-and-forward).
  Delivery arrival_point() const {
    return params_.type == SwitchType::electronic ? Delivery::tail : Delivery::head;
  }
  /// Adds an output azimuth feeding `fiber`; returns its port index.
  std::uint32_t add_output(Fiber& fiber);
  /// ports_by_dst[d] = the output ports on minimum-hop paths to node d (empty if none).
  void set_routes(const std::vector<std::vector<std::uint32_t>>& ports_by_dst);

  /// A packet arrives: its head (optical, hybrid) or its tail (electronic).
  void receive(net::PacketPtr p) override;

  const HybridSwitchParams& params() const { return params_; }
  std::uint32_t outputs() const { return static_cast<std::uint32_t>(outputs_.size()); }
  const Fiber& output_fiber(std::uint32_t port) const { return *ports_[port].fiber; }
  bool output_busy(std::uint32_t port) const { return net_.now() < ports_[port].busy_until; }
  /// Equal-cost output ports toward `dst`.
  std::vector<std::uint32_t> ports_to(net::NodeId dst) const;
  /// Packets lost while heading for output `port`.
  std::uint64_t drops_at(std::uint32_t port) const { return outputs_[port]->drops; }
  /// At most this many outputs (one bit each in the mask of outputs with packets waiting).
  static constexpr std::uint32_t kMaxOutputs = 64;

  const HybridSwitchStats& stats() const { return stats_; }
  /// Packets and bytes held in the electronic buffer (from the start of O/E reception to the
  /// start of E/O re-emission).
  std::uint32_t buffer_packets() const { return buffer_packets_; }
  /// The packets of the electronic buffer: a cut-through packet is never held.
  std::uint64_t held_packets() const override { return buffer_packets_; }
  std::uint64_t buffer_bytes() const { return buffer_bytes_; }
  std::uint32_t peak_buffer_packets() const { return peak_packets_; }
  std::uint64_t peak_buffer_bytes() const { return peak_bytes_; }
  /// Starts a new peak measurement from the current occupancy (end of warm-up).
  void reset_peaks();

 private:
  enum Tag : std::uint32_t { kStored = 0, kWake = 1, kOutput = 2 };  // kOutput + port
  struct Queued {
    net::PacketPtr packet;
    std::uint64_t order;  // buffer entry order, for fairness between outputs
  };
  /// What every decision reads of an output, kept dense (one array for all outputs).
  struct Port {
    sim::SimTime busy_until;   // the output carries a packet until then
    std::uint64_t head_order = 0;  // buffer entry order of its first waiting packet, if any
    Fiber* fiber = nullptr;
  };
  /// The rest of an output: its FIFO of buffered packets, its event and its drop count.
  struct Output {
    net::RingBuffer<Queued> fifo;
    sim::Event free;  // electronic switch: the output is free for its next packet
    std::uint64_t drops = 0;
  };
  struct Reception {  // a packet being written into the buffer
    sim::SimTime done;
    std::uint64_t order;
    net::PacketPtr packet;
    std::uint32_t port;
  };
  struct Route {
    std::uint32_t first = 0;
    std::uint32_t count = 0;
  };

  void handle_event(sim::Event& ev) override;
  std::uint32_t pick_output(net::NodeId dst);
  void cut_through(std::uint32_t port, net::PacketPtr p);
  /// Tells the taps what the switch did with `p` now.
  void report(net::EventKind kind, const net::PacketPtr& p) const;
  void enter_buffer(net::PacketPtr p, sim::SimTime stored_at);
  void queue_for_output(std::uint32_t port, net::PacketPtr p, std::uint64_t order);
  /// True if packets wait in the FIFO of output `port`.
  bool has_waiting(std::uint32_t port) const { return (waiting_mask_ >> port) & 1; }
  /// Takes the first packet waiting for `port`.
  net::PacketPtr dequeue(std::uint32_t port);
  void try_emit();
  void emit(std::uint32_t port, net::PacketPtr p, sim::SimTime* buffer_output);
  void buffer_changed(std::int64_t packets, std::int64_t bytes);

  net::Network& net_;
  HybridSwitchParams params_;
  std::vector<Port> ports_;                        // by output port
  std::vector<std::unique_ptr<Output>> outputs_;  // by output port; stable: their events are queued
  std::uint64_t waiting_mask_ = 0;    // bit p: output p has packets in its FIFO
  std::vector<Route> routes_;         // by destination node
  std::vector<std::uint8_t> route_ports_;  // route entries
  std::vector<sim::SimTime> buffer_in_busy_;   // hybrid: n_e buffer inputs
  std::vector<sim::SimTime> buffer_out_busy_;  // hybrid: n_e buffer outputs
  std::vector<Reception> receptions_;          // min-heap on (done, order)
  std::uint64_t next_order_ = 0;
  sim::RandomStream rng_;
  sim::Event stored_{this, kStored};
  sim::Event wake_{this, kWake};
  HybridSwitchStats stats_;
  std::uint32_t buffer_packets_ = 0;
  std::uint64_t buffer_bytes_ = 0;
  std::uint32_t peak_packets_ = 0;
  std::uint64_t peak_bytes_ = 0;
};

}  // namespace opslab::switching
