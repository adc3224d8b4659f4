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
  std::uint32_t node = 0;
  std::string label;                // a few words: "VOQs · iSLIP × 4 · speedup 4"
  std::vector<std::string> inputs;  // a short name per input port ("agg0", "LP1")
  std::vector<std::string> outputs;  // a short name per output port
  /// The input queue that output j's cells wait in: j itself for one virtual output queue
  /// per output, a shared index for outputs grouped in one queue (e-JSQ's AS-VOQ of a
  /// bundle), 0 for every output of an input FIFO.
  std::vector<std::uint32_t> queue_of_output;
  /// Cells waiting at input i in queue q: [i · outputs.size() + q].
  std::vector<std::uint64_t> queue_cells;
  /// Packets and bytes in each output's FIFO.
  std::vector<std::uint32_t> output_packets;
  std::vector<std::uint64_t> output_bytes;
  /// The last fabric slot that ran (cells were waiting), when a view watches (ModelRun::watch_fabrics):
  /// its start (−1: none yet or not watched), its length, and output_of_input (−1 unmatched).
  std::int64_t slot_start_ps = -1;
  std::int64_t slot_ps = 0;
  std::vector<std::int32_t> match;
};

}  // namespace opslab::scenario
