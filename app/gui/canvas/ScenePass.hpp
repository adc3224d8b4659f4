// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The steps of one frame of ScenePainter that share its state (private to canvas/): the Scene
// every step reads and the labels it collects, and the node steps of NodePainter.cpp — nodes,
// the buffers inside them with their queues' timers, drops fading out, and the labels of node
// names and drop causes. drawScene() (ScenePainter.cpp) runs them in drawing order.
#pragma once

#include <cstddef>
#include <vector>

#include "canvas/LabelPlacer.hpp"
#include "canvas/ScenePainter.hpp"

namespace opslab::gui::scene {

// Everything one frame's drawing steps share.
struct Scene {
  Sink& s;
  const SceneGeometry& G;
  const LiveView& view;
  const SceneParams& P;
  const Style st;
  const std::vector<Lane> lanes;
  LabelPlacer labels;
  const RunInfo& info;
  const std::size_t nLinks;
  const double ls;  // line scale
};

// Recent drops per node: how many are shown and the newest one (for its cause's label).
struct DropMarks {
  std::vector<int> perNode;
  std::vector<const LiveView::RecentDrop*> newest;
};

/// Nodes: hosts as discs, routers as discs with a ring, switches as rounded squares.
void drawNodes(Scene& sc);
/// Buffers inside nodes, with their queues' timers as arcs.
void drawNodeBuffers(Scene& sc);
/// Drops: a ring that flashes and fades, and the packet falling off.
DropMarks drawDrops(Scene& sc);
/// Node names where they fit.
void addNodeLabels(Scene& sc);
/// The cause of each node's newest drop, beside it.
void addDropLabels(Scene& sc, const DropMarks& marks);

}  // namespace opslab::gui::scene
