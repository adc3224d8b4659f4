// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunViews: what a run shows its views beyond its flows and sampled series — buffers drawn
// inside nodes, distributions counted as it runs, switch fabrics and their slot-by-slot
// matching. Every hook has a default that draws nothing, so a model that draws nothing special
// implements only the run (ModelRun, scenario/model.hpp); one that does overrides the hooks
// it needs (the OBS and hybrid-switch models their buffers and histograms, the CIOQ models
// their fabrics).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "scenario/fabric_view.hpp"

namespace opslab::scenario {

/// A buffer inside a node (an edge aggregator, a hybrid switch's electronic buffer…), as the
/// GUI draws it.
struct NodeBuffer {
  std::uint32_t node;
  std::string label;  // a word or two ("aggregator"), marked OPSLAB_UI_TEXT("model", …)
  std::uint32_t packets;
  std::uint64_t bytes;
  /// Its queues that run a timer now (a burst assembler's open bursts): the share of each
  /// one's period run so far, in [0, 1], in the buffer's queue order. Drawn as arcs around
  /// the node that fill until the timer sends.
  std::vector<double> timers = {};
};

/// A distribution a model counts as it runs, for a bar chart that fills live: counts by
/// integer value (0, 1, 2 …) in one or more categories drawn stacked (e.g. the bursts that were
/// delivered and those lost, by the TCP segments they carry — the OBS paper's Fig. 1a). Its
/// words (label, value label, note, categories) are marked OPSLAB_UI_TEXT("model", …).
struct HistogramView {
  std::string name;         // stable identifier ("segments_per_burst")
  std::string label;        // a few words ("TCP segments per burst")
  std::string value_label;  // what the value counts ("segments")
  std::string note = {};    // what is counted and since when ("data bursts since warm-up")
  std::vector<std::string> categories;             // "delivered", "lost"
  std::vector<std::vector<std::uint64_t>> counts;  // [category][value]
};

class RunViews {
 public:
  virtual ~RunViews() = default;
  /// The buffers held inside nodes now (none for purely electronic models: their queues are
  /// the links' and are read from the network).
  virtual std::vector<NodeBuffer> node_buffers() const { return {}; }
  /// The distributions it counts so far (none for most models), read between advances.
  virtual std::vector<HistogramView> histograms() const { return {}; }
  /// The switch fabrics inside nodes now (none for models without one).
  virtual std::vector<FabricView> fabric_views() const { return {}; }
  /// A view listens: from now on record the matching of every fabric slot for
  /// fabric_views(). Runs nobody watches (the CLI's) pay nothing per slot.
  virtual void watch_fabrics() {}
};

}  // namespace opslab::scenario
