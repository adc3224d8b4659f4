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
  std::uint64_t input_cells(std::uint32_t input) const { return inputs_[input].cells; }
  std::uint64_t queue_cells(std::uint32_t input, std::uint32_t output) const;
  /// The input queue that `output`'s cells wait in (its group; 0 for an input FIFO), and the
  /// cells of input `input` waiting in queue `queue`.
  std::uint32_t queue_of_output(std::uint32_t output) const { return queue_of_output_[output]; }
  std::uint64_t cells_in_queue(std::uint32_t input, std::uint32_t queue) const {
    return inputs_[input].queue_cells[queue];
  }
  /// The output FIFO's link of `output` (nullptr until connected).
  const net::Link* output_line(std::uint32_t output) const { return outputs_[output]; }
  std::uint64_t queued_cells() const { return queued_cells_; }
  /// Cells bound to `output` waiting in all inputs.
  std::uint64_t cells_for_output(std::uint32_t output) const { return cells_for_output_[output]; }
  /// Bytes (original packet lengths) bound to `output` inside the switch: from a packet's
  /// arrival at its input line card until its egress line card hands it to the output FIFO,
  /// partly crossed packets included.
  std::uint64_t bytes_for_output(std::uint32_t output) const { return bytes_for_output_[output]; }

  struct Stats {
    std::uint64_t packets_in = 0;
    std::uint64_t packets_out = 0;
    std::uint64_t cells_in = 0;
    std::uint64_t cells_switched = 0;
    std::uint64_t input_drops = 0;      // packets refused by a full input buffer
    std::uint64_t fabric_slots = 0;     // slots in which the fabric ran (idle slots are free)
    long double queued_cell_slots = 0;  // Σ over fabric slots of cells queued at the inputs
  };
  const Stats& stats() const { return stats_; }

  /// Cells of input `input` bound to each output, whatever queue they wait in (for views: an
  /// input FIFO's cells by destination); `out` is resized to ports(). O(packets queued).
  void cells_by_output(std::uint32_t input, std::vector<std::uint64_t>& out) const;
  /// The requests of the last fabric slot that ran: bit j of [i] when input i's head cell of
  /// a queue wanted output j (the one head cell of an input FIFO). Output-queued: empty.
  const std::vector<std::uint64_t>& last_requests() const { return requests_; }
  /// [k]: fabric slots that ran (cells waiting) whose matching paired k inputs, since the
  /// start (input FIFOs and iSLIP; size ports() + 1).
  const std::vector<std::uint64_t>& matching_sizes() const { return matching_sizes_; }
  /// iSLIP architecture: records each slot's iterations into `trace` (nullptr stops).
  void trace_islip(IslipTrace* trace) { islip_.record_into(trace); }
  const IslipScheduler& islip() const { return islip_; }

  /// Called after every fabric slot's matching with output_of_input (kUnmatched or the
  /// output); for tests and views. Costs nothing when not set.
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

  void handle_event(sim::Event& ev) override;
  void deliver_due();
  /// Rebuilds requests_ if a head changed since; returns whether it did.
  bool build_requests();
  /// Matches the input FIFOs' head cells; returns the pairs matched.
  std::uint32_t arbitrate_fifo();
  void transfer_all();
  void transfer();
  void wake();
  void schedule_slot(std::uint64_t m);

  net::Network& net_;
  net::NodeId node_;
  CioqSwitchParams params_;
  std::uint64_t slot_index_ = 0;  // of the slot event (scheduled or last run)
  std::int64_t slot_ps_ = 0;      // slot length when the speedup divides the cell time, else 0
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
  sim::Event slot_{this};
};

}  // namespace opslab::switching
