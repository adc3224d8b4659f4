// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ScenePainter: draws one frame of the network into a Sink — links, the selected link, queue
// bars, packets in flight (to scale), one-way reservations (a control packet running ahead of
// its aggregate, the reserved slot, the wavelength, a refused span as a ghost), nodes, buffers
// inside nodes with their queues' timers as arcs, drops fading out, then the labels that fit
// (node names, drop causes, buffer and queue lengths, wavelengths). Each step is a small
// function of its own (the node steps in NodePainter.cpp, sharing canvas/ScenePass.hpp);
// drawScene() runs them in drawing order. The links alone are also drawn
// by drawLinks() for the NetworkLinks layer. Cost per frame: O(packets in flight + recent
// drops + queues + nodes) shapes.
#pragma once

#include <QColor>
#include <QString>
#include <QtGlobal>
#include <vector>

#include "canvas/CanvasLayout.hpp"
#include "canvas/SceneSink.hpp"
#include "simulation/SimulationController.hpp"

namespace opslab::gui {

/// How long a drop's ring and label take to fade, in wall milliseconds.
inline constexpr qint64 kFadeMs = 2500;

/// The canvas colours of one theme.
struct Style {
  QColor link, host, hostRing, router, routerRing, text, textDim, queueTrack, queueFill,
      queueHot, drop, selection, retransmit, background;
};
Style styleFor(bool dark);
QColor withAlpha(QColor c, double a);

/// What a frame is drawn with besides the layout: the view, theme, clock and selection.
struct SceneParams {
  ViewTransform view;
  bool dark = false;
  qint64 wallMs = 0;   // wall clock of this frame (drops fade on it)
  int focusFlow = -1;  // other flows are dimmed while >= 0
  QString selKind;     // "packet", "node", "link", "flow" or ""
  qint64 selId = -1;
  bool drawLinks = true;  // false: a NetworkLinks item draws them
};

/// Draws the part [f0, f1] of a lane as a band of width w.
void strip(Sink& s, const Lane& ln, double f0, double f1, double w, const QColor& c);
/// Links (optical ones in another shade, second links between two nodes dashed).
void drawLinks(Sink& s, const SceneGeometry& G, const std::vector<Lane>& lanes, const Style& st,
               bool dark);
/// The whole frame; returns the number of packets drawn. With `nodeNames`, the node names it
/// drew are appended there (where they went, for tests and the canvas's label check).
int drawScene(Sink& s, const CanvasLayout& L, const LiveView& view, const SceneParams& P,
              std::vector<Label>* nodeNames = nullptr);

}  // namespace opslab::gui
