// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// BurstAssembler: the timer-based burst assembler of an OBS ingress edge node (OBS paper
// §III–§V; modes in BurstAssemblyParams).
//
// Every queue is timer based: its first segment opens a burst and starts the queue's timer;
// when the timer expires the burst is closed and handed to `emit` (the paper's "burstifier"
// with assembly time T_max). With a size limit, a segment that would take the burst past it
// closes the burst first and opens the next one. Bursts are OpticalPacket records from a pool
// that keep their member vectors, so steady-state assembly allocates nothing.
// Cost: O(1) per segment; one timer event per burst.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "edge/burst_assembly_params.hpp"
#include "edge/optical_packet.hpp"
#include "edge/random_queue_allocator.hpp"
#include "sim/event.hpp"
#include "sim/simulation.hpp"

namespace opslab::edge {

class BurstAssembler final : private sim::EventHandler {
 public:
  using Emit = std::function<void(OpticalPacketPtr)>;

  /// `egress_count` egresses are addressed by index 0 … egress_count−1; `rng` draws the
  /// randomized allocation.
  BurstAssembler(sim::Simulation& sim, OpticalPacketPool& pool, net::NodeId at,
                 const BurstAssemblyParams& params, std::uint32_t egress_count,
                 const sim::RandomStream& rng, Emit emit);
  BurstAssembler(const BurstAssembler&) = delete;
  BurstAssembler& operator=(const BurstAssembler&) = delete;

  /// Adds a packet bound for egress `egress_index` (the edge node `egress_node`).
  void push(net::PacketPtr p, std::uint32_t egress_index, net::NodeId egress_node);

  const BurstAssemblyParams& params() const { return params_; }
  std::uint64_t queued_bytes() const { return queued_bytes_; }
  std::uint32_t queued_packets() const { return queued_packets_; }
  std::size_t open_bursts() const { return open_count_; }
  std::uint64_t bursts() const { return closed_by_timer_ + closed_by_size_; }
  std::uint64_t closed_by_timer() const { return closed_by_timer_; }
  std::uint64_t closed_by_size() const { return closed_by_size_; }
  /// For each queue with an open burst, in queue order: the share of its assembly timer run
  /// by `now`, in [0, 1] (for views; O(queues)).
  std::vector<double> timer_progress(sim::SimTime now) const;

 private:
  struct Queue {
    OpticalPacketPtr open;
    sim::Event timer;
    sim::SimTime interval;
  };
  void handle_event(sim::Event& ev) override;
  Queue& queue_at(std::uint32_t key, sim::SimTime interval);
  void close(Queue& q);

  sim::Simulation& sim_;
  OpticalPacketPool& pool_;
  net::NodeId at_;
  BurstAssemblyParams params_;
  Emit emit_;
  std::vector<RandomQueueAllocator> allocators_;  // randomized: one per egress
  std::vector<std::unique_ptr<Queue>> queues_;    // by key (per flow, or per egress × queue)
  std::size_t open_count_ = 0;
  std::uint64_t queued_bytes_ = 0;
  std::uint32_t queued_packets_ = 0;
  std::uint64_t closed_by_timer_ = 0;
  std::uint64_t closed_by_size_ = 0;
};

}  // namespace opslab::edge
