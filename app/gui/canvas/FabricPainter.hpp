// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FabricPainter: draws the switch fabric of every node that has one (ModelRun::fabric_views())
// as a crossbar panel above the node — the LB+AS paper's CIOQ router (Izquierdo-Zaragoza &
// Pavon-Marino §II-B, Fig. 2) or a lab switch: one row per input line card, one column per
// output; in each row the input's queues as fill bars across the columns they serve (a VOQ
// per output, an AS-VOQ across a bundle, one FIFO across all); under each column the output
// FIFO's fill; and the matching of the last fabric slot: while the slot lasts, one cell per
// matched input crosses from its row to its output's column (in slow motion, slot by slot),
// afterwards the crosspoints stay outlined until the next slot. Queues fill on a log scale.
// A panel is placed where it hides neither its node nor the links it describes.
// Cost per frame: O(ports²) shapes per fabric.
#pragma once

#include <QRectF>
#include <QString>
#include <cstdint>
#include <vector>

#include "canvas/CanvasLayout.hpp"
#include "canvas/SceneSink.hpp"
#include "scenario/fabric_view.hpp"

namespace opslab::gui {

struct Style;

/// Where a fabric's panel goes: its box and the grid's first crosspoint and pitch.
struct FabricPanel {
  QRectF box;
  QPointF grid;   // top-left corner of the crosspoint grid
  double cell = 0;  // pitch of the grid
  bool labels = false;  // port names fit
  int labelLines = 1;   // the fabric's label on one line, or wrapped at each ' · '
};

/// The panel of a fabric of `ports` ports for a node at `node` of radius `r`, wide enough for
/// its `label`: above the node where it fits in `bounds`, else on the
/// side (above or below) with more room, its grid shrunk to fit there (down to 6 px a port);
/// a pitch of at most `maxCell` px (times the line scale) where that is given, the label then
/// wrapped at each ' · ' so that the panel can be narrow.
FabricPanel fabricPanel(QPointF node, double r, std::size_t ports, double lineScale,
                        const QRectF& bounds, const QString& label = {}, double maxCell = 0);

/// Where input `i`'s cell matched to output `j` is at `progress` ∈ [0, 1] of its slot: along
/// row i from the grid's left edge to column j, then down column j to the grid's bottom.
QPointF cellPosition(const FabricPanel& p, std::size_t ports, std::uint32_t i, std::uint32_t j,
                     double progress);

/// Fill of a queue bar holding `n` units on a log scale that is full at `full`.
double logFill(std::uint64_t n, double full);

/// The panel of each of `fabrics` (an empty box for one that cannot be drawn), sized as
/// fabricPanel() sizes it and placed around its node — above, below, to a side — where it covers
/// the fewest of the nodes and of the links on `lanes`, never its own node nor a panel placed
/// before it; where every place of the full size would hide another node or cross its own
/// node's links (a crowded canvas: a small window, a side panel open), a smaller grid that
/// does not. Cost: O(fabrics · (links + nodes)) per frame, for the few fabrics a network has.
std::vector<FabricPanel> placeFabricPanels(const SceneGeometry& G,
                                           const std::vector<scenario::FabricView>& fabrics,
                                           const std::vector<Lane>& lanes, const QRectF& bounds);

/// Draws every fabric of `fabrics` in its panel of `panels` (placeFabricPanels) at time `nowPs`.
void drawFabrics(Sink& s, const SceneGeometry& G, const std::vector<scenario::FabricView>& fabrics,
                 const std::vector<FabricPanel>& panels, std::int64_t nowPs, const Style& st);

}  // namespace opslab::gui
