// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CioqSwitch: the switch fabric of a combined input/output-queued router (Izquierdo-Zaragoza &
// Pavon-Marino §II-B, Fig. 2; §IV-B). Ingress line cards chop each arriving packet into 64-byte
// cells (cell.hpp) and store them in input queues; every fabric slot a scheduler matches
// inputs to outputs and each matched input sends one cell; with speedup S the fabric runs S
// slots per cell time of the line. When the last cell of a packet has crossed, the egress
// line card has reassembled it and hands it to the output's FIFO (a net::Link: queue,
// transmitter, propagation).
//
// Architectures:
//  - voq_islip: one virtual output queue per output (or per group of outputs, see
//    group_outputs(): the AS-VOQs of e-JSQ, §III), scheduled by iSLIP (islip.hpp);
//  - input_fifo: one FIFO per input, head-of-line blocking; each output picks one of the
//    inputs whose head cell wants it uniformly at random (Karol, Hluchyj & Morgan 1987);
//  - output_queued: the ideal reference (speedup N) — every queued cell crosses in the next
//    fabric slot, whatever the contention.
//
// Folded slots (speedup above 1, iSLIP or input FIFOs): instead of an event per fabric slot, the slots run in a
// loop when something needs them: an arrival, an accessor, or one of two events per
// completed packet. A slot's outcome depends only on what arrived before its start, so the
// slots before now can always run; a slot starting exactly now runs before the current event
// if its own event would have come first — it was scheduled at the previous slot's start
// (sim::Simulation::position()). A completed packet must reach its output FIFO at the start
// of the next slot, at the place among that time's events where the slot's event stood: a
// prepare event at the start of the earliest slot a packet can complete in (from the fewest
// cells left of a queue's head) schedules the deliver event for the slot after, as the slot
// event did. Results and their order are those of one event per slot when nothing schedules,
// exactly one slot ahead, an event that touches the switch or its output FIFOs (then the
// order is guessed, and counted in Stats::order_guesses); with speedup 1 a cell-paced source
// does exactly that, so speedup 1 keeps one event per slot.
//
// Cost: the slot event runs only while a cell is queued or a reassembled packet is due, so an
// idle switch costs nothing. A fabric slot costs O(matched inputs) plus the scheduler's; the
// requests are rebuilt (O(N · queues with cells) bit operations) only in a slot after a queue's
// head changed; queues hold whole packets with a count of cells still to send (cells of
// one packet from one input never interleave with another packet's on their way to one
// output, so reassembly is implicit), so nothing is allocated per cell or per packet once the
// queues have reached their working size.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "net/link.hpp"
#include "net/network.hpp"
#include "net/ring_buffer.hpp"
#include "sim/random.hpp"
#include "switching/islip.hpp"

namespace opslab::switching {

enum class SwitchArchitecture : std::uint8_t { voq_islip, input_fifo, output_queued };

struct CioqSwitchParams {
  std::uint32_t ports = 16;
  /// One cell time at the line rate (64 bytes at 2.5 Gb/s: 204.8 ns).
  sim::SimTime cell_time = sim::SimTime::ps(204'800);
  /// Fabric slots per cell time. Slot m starts at ⌊m·cell_time/S⌋ ps, so any speedup keeps
  /// S slots per cell time exactly.
  std::uint32_t speedup = 1;
  /// iSLIP iterations per fabric slot.
  std::uint32_t iterations = 4;
  SwitchArchitecture architecture = SwitchArchitecture::voq_islip;
  /// Cells each input line card can hold (0 = unlimited); a packet that does not fit is
  /// dropped whole.
  std::uint64_t input_buffer_cells = 0;
  /// Above speedup 1 (iSLIP, input FIFOs), run the slots inside other events (see "Folded
  /// slots"); false keeps one event per slot, the reference the folded switch is tested
  /// against.
  bool fold_slots = true;
};

class CioqSwitch final : private sim::EventHandler {
 public:
  /// `node` is the router this fabric belongs to (for drop accounting); `name` names its
  /// random stream.
  CioqSwitch(net::Network& net, net::NodeId node, std::string_view name,
             const CioqSwitchParams& params);
  CioqSwitch(const CioqSwitch&) = delete;
  CioqSwitch& operator=(const CioqSwitch&) = delete;

  const CioqSwitchParams& params() const { return params_; }
  /// The node this fabric belongs to (where its drops are counted).
  net::NodeId node() const { return node_; }
  /// Start of fabric slot m.
  sim::SimTime slot_start(std::uint64_t m) const;
  std::uint32_t ports() const { return params_.ports; }

  /// The output FIFO that reassembled packets for `output` join: the queue of the link it
  /// transmits on.
  void connect(std::uint32_t output, net::Link& line) { outputs_[output] = &line; }
  /// VOQ mode only: outputs with the same group number share one input queue in every line
  /// card (e-JSQ's AS-VOQ per bundle). By default each output is its own group.
  void group_outputs(const std::vector<std::uint32_t>& queue_of_output);

  /// A packet has arrived whole at input line card `input` and is to leave by `output`.
  void arrive(std::uint32_t input, std::uint32_t output, net::PacketPtr p);

  /// Cells waiting in input `input` (all its queues), and in the queue that serves `output`.
  /// Every accessor of the switch's state first runs the fabric slots due by now (see
  /// "Folded slots" above).
  std::uint64_t input_cells(std::uint32_t input) const {
    settle();
    return inputs_[input].cells;
  }
  std::uint64_t queue_cells(std::uint32_t input, std::uint32_t output) const;
  /// The input queue that `output`'s cells wait in (its group; 0 for an input FIFO), and the
  /// cells of input `input` waiting in queue `queue`.
  std::uint32_t queue_of_output(std::uint32_t output) const { return queue_of_output_[output]; }
  std::uint64_t cells_in_queue(std::uint32_t input, std::uint32_t queue) const {
    settle();
    return inputs_[input].queue_cells[queue];
  }
  /// The output FIFO's link of `output` (nullptr until connected).
  const net::Link* output_line(std::uint32_t output) const { return outputs_[output]; }
  std::uint64_t queued_cells() const {
    settle();
    return queued_cells_;
  }
  /// Cells bound to `output` waiting in all inputs.
  std::uint64_t cells_for_output(std::uint32_t output) const {
    settle();
    return cells_for_output_[output];
  }
  /// Bytes (original packet lengths) bound to `output` inside the switch: from a packet's
  /// arrival at its input line card until its egress line card hands it to the output FIFO,
  /// partly crossed packets included.
  std::uint64_t bytes_for_output(std::uint32_t output) const {
    settle();
    return bytes_for_output_[output];
  }

  struct Stats {
    std::uint64_t packets_in = 0;
    std::uint64_t packets_out = 0;
    std::uint64_t cells_in = 0;
    std::uint64_t cells_switched = 0;
    std::uint64_t input_drops = 0;      // packets refused by a full input buffer
    std::uint64_t fabric_slots = 0;     // slots in which the fabric ran (idle slots are free)
    long double queued_cell_slots = 0;  // Σ over fabric slots of cells queued at the inputs
    /// Folded slots: a slot starting at the time of an event scheduled exactly one slot
    /// earlier, whose order against that event was taken to be "slot first" (see "Folded
    /// slots"; zero in every prepared scenario, which a test checks).
    std::uint64_t order_guesses = 0;
  };
  const Stats& stats() const {
    settle();
    return stats_;
  }

  /// Cells of input `input` bound to each output, whatever queue they wait in (for views: an
  /// input FIFO's cells by destination); `out` is resized to ports(). O(packets queued).
  void cells_by_output(std::uint32_t input, std::vector<std::uint64_t>& out) const;
  /// The requests of the last fabric slot that ran: bit j of [i] when input i's head cell of
  /// a queue wanted output j (the one head cell of an input FIFO). Output-queued: empty.
  /// Does not run the slots due (a slot observer reads it while they run).
  const std::vector<std::uint64_t>& last_requests() const { return requests_; }
  /// [k]: fabric slots that ran (cells waiting) whose matching paired k inputs, since the
  /// start (input FIFOs and iSLIP; size ports() + 1).
  const std::vector<std::uint64_t>& matching_sizes() const {
    settle();
    return matching_sizes_;
  }
  /// iSLIP architecture: records each slot's iterations into `trace` (nullptr stops).
  void trace_islip(IslipTrace* trace) { islip_.record_into(trace); }
  const IslipScheduler& islip() const {
    settle();
    return islip_;
  }

  /// Called after every fabric slot's matching with the slot's start and output_of_input
  /// (kUnmatched or the output); for tests and views. Costs nothing when not set. With
  /// folded slots it is called when the slot runs, which may be later than its start.
  using SlotObserver = std::function<void(sim::SimTime, const std::vector<std::int32_t>&)>;
  void observe_slots(SlotObserver o) { observer_ = std::move(o); }

 private:
  struct Entry {
    net::PacketPtr packet;
    sim::SimTime arrival;
    std::uint32_t cells_left = 0;
    std::uint32_t output = 0;
  };
  struct InputCard {
    std::vector<net::RingBuffer<Entry>> queues;
    std::vector<std::uint64_t> queue_cells;
    std::uint64_t busy_queues = 0;  // bit q: queue q holds a packet
    std::uint64_t cells = 0;
  };
  struct Delivery {
    net::PacketPtr packet;
    std::uint32_t output;
    std::uint64_t slot;  // reassembled at the end of this fabric slot
  };

  enum : std::uint32_t { kSlot, kPrepare, kDeliver };

  void handle_event(sim::Event& ev) override;
  /// Hands packets completed before slot m to their output FIFOs.
  void deliver_due(std::uint64_t m);
  /// One fabric slot: matching and transfer (cells must be queued).
  void run_slot(std::uint64_t m);
  /// Folded: runs the slots due at this point of the simulation (see "Folded slots").
  void settle() const;
  /// Folded: runs the slots before slot `end` that the slot chain reaches.
  void settle_before(std::uint64_t end);
  /// Folded: schedules the prepare or deliver event for the earliest slot a packet could
  /// complete in.
  void plan();
  std::uint32_t fewest_cells_left() const;
  std::uint64_t first_slot_after(sim::SimTime t) const;
  /// Rebuilds requests_ if a head changed since; returns whether it did.
  bool build_requests();
  /// Matches the input FIFOs' head cells; returns the pairs matched.
  std::uint32_t arbitrate_fifo();
  void transfer_all();
  /// Moves `cells` cells (one per slot) of each matched input's head.
  void transfer(std::uint32_t cells = 1);
  /// The slot after the last one run would repeat its matching.
  bool repeats() const;
  /// Runs slots m … m + k − 1, which repeat the last matching and complete no packet before
  /// the last of them.
  void run_repeats(std::uint64_t m, std::uint64_t k);
  void wake();
  void schedule_slot(std::uint64_t m);

  net::Network& net_;
  net::NodeId node_;
  CioqSwitchParams params_;
  std::uint64_t slot_index_ = 0;  // of the slot event (scheduled or last run)
  std::int64_t slot_ps_ = 0;      // slot length when the speedup divides the cell time, else 0
  sim::SimTime slot_time_;        // start of the slot running (or last run)
  bool fold_ = false;             // slots run inside other events (speedup > 1)
  // Folded: slots before next_slot_ have run (or were idle); alive_: slot next_slot_ would
  // have had its event (cells wait, or the slot before completed a packet).
  std::uint64_t next_slot_ = 0;
  bool alive_ = false;
  bool settling_ = false;
  std::vector<std::uint32_t> queue_of_output_;
  std::vector<InputCard> inputs_;
  std::vector<net::Link*> outputs_;
  IslipScheduler islip_;
  sim::RandomStream fifo_rng_;
  std::vector<std::uint64_t> requests_;
  std::vector<std::uint64_t> column_;  // FIFO arbitration: inputs wanting each output
  std::vector<std::int32_t> match_;    // output_of_input of this slot
  std::uint64_t matched_inputs_ = 0;   // bit i: match_[i] is an output
  bool requests_stale_ = true;         // requests_ must be rebuilt before the next matching
  std::vector<std::uint64_t> matching_sizes_;
  net::RingBuffer<Delivery> deliveries_;
  std::uint64_t queued_cells_ = 0;
  std::vector<std::uint64_t> cells_for_output_;
  std::vector<std::uint64_t> bytes_for_output_;
  std::uint64_t active_inputs_ = 0;  // bit i: input i holds cells
  Stats stats_;
  SlotObserver observer_;
  sim::Event slot_{this, kSlot};        // one per slot (speedup 1)
  sim::Event prepare_{this, kPrepare};  // folded: at the start of a slot a packet may complete in
  sim::Event deliver_{this, kDeliver};  // folded: hands completed packets over
};

}  // namespace opslab::switching
