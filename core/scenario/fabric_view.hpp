// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FabricView: the switch fabric inside a node as a view draws it — a crossbar of inputs and
// outputs (a cell-based CIOQ router, Izquierdo-Zaragoza & Pavon-Marino §II-B, Fig. 2; an
// input-queued switch of the scheduling lab): the cells waiting in each input's queues, the
// packets in each output FIFO, and the matching of the last fabric slot. A model publishes
// one per such node (ModelRun::fabric_views()); views need no model name.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace opslab::scenario {

struct FabricView {
  /// How inputs are matched to outputs each slot.
  enum class Arbiter : std::uint8_t {
    output_queued,  // every queued cell crosses (speedup N): no matching
    fifo,           // one FIFO per input; each output picks one head cell at random (HOL)
    islip,          // VOQs, iSLIP's request–grant–accept iterations (islip_* below)
  };
  std::uint32_t node = 0;
  Arbiter arbiter = Arbiter::islip;
  std::string label;                // a few words: "VOQs · iSLIP × 4 · speedup 4"
  std::vector<std::string> inputs;  // a short name per input port ("agg0", "LP1")
  std::vector<std::string> outputs;  // a short name per output port
  /// The input queue that output j's cells wait in: j itself for one virtual output queue
  /// per output, a shared index for outputs grouped in one queue (e-JSQ's AS-VOQ of a
  /// bundle), 0 for every output of an input FIFO.
  std::vector<std::uint32_t> queue_of_output;
  /// Cells waiting at input i in queue q: [i · outputs.size() + q].
  std::vector<std::uint64_t> queue_cells;
  /// Cells waiting at input i bound to output j, whatever queue holds them: [i · outputs + j]
  /// (for an input FIFO, its cells by destination, the head's and those blocked behind it).
  std::vector<std::uint64_t> cells_to_output;
  /// Packets and bytes in each output's FIFO.
  std::vector<std::uint32_t> output_packets;
  std::vector<std::uint64_t> output_bytes;
  /// The last fabric slot that ran (cells were waiting), when a view watches (ModelRun::watch_fabrics):
  /// its start (−1: none yet or not watched), its length, and output_of_input (−1 unmatched).
  std::int64_t slot_start_ps = -1;
  std::int64_t slot_ps = 0;
  std::vector<std::int32_t> match;
  /// Its requests, per input: bit j when a head cell wanted output j (FIFO: the one head cell).
  std::vector<std::uint64_t> requests;

  /// iSLIP, watched: the last slot phase by phase (switching::IslipTrace) — the pointers when
  /// it began and now, and per iteration k < islip_iterations the unmatched inputs' requests
  /// [k · N + i], each output's grant [k · N + j] and each input's acceptance [k · N + i]
  /// (−1: none).
  std::uint32_t islip_iterations = 0;
  std::vector<std::uint32_t> grant_pointers_before, accept_pointers_before;
  std::vector<std::uint32_t> grant_pointers, accept_pointers;
  std::vector<std::uint64_t> islip_requests;
  std::vector<std::int32_t> islip_grants, islip_accepts;

  /// Anycast switching (Izquierdo-Zaragoza & Pavon-Marino §III), watched: each input line
  /// card's last choice of a lightpath in a bundle — when (−1: none yet), the policy, what it
  /// compared (`measure`, "" when it compares nothing), the bundle's outputs with their values
  /// as the policy saw them, and the output chosen. One per input; empty without bundles.
  struct AnycastChoice {
    std::int64_t t_ps = -1;
    std::string policy;
    std::string measure;
    std::vector<std::uint32_t> outputs;
    std::vector<double> values;
    std::uint32_t chosen = 0;
  };
  std::vector<AnycastChoice> anycast;
};

}  // namespace opslab::scenario
