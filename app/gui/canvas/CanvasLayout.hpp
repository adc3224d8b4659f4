// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CanvasLayout: where the network canvas draws things, as plain C++ over Qt's value types
// (no QQuickItem, no window), so layout and hit testing are tested on their own.
//
// Three layers: CanvasLayout places the run's nodes into the canvas area the views' overlays
// leave free (base positions, before zoom and pan), once per run, size or style; ViewTransform
// is the zoom and pan on top of it; SceneGeometry combines both into screen positions, node
// radii, link lanes and the part of a lane a packet in flight occupies. hitTest() finds the
// packet, node or link under a point with the same geometry the painter draws.
#pragma once

#include <QPointF>
#include <QSizeF>
#include <QVector4D>
#include <cstdint>
#include <memory>
#include <vector>

#include "simulation/Snapshot.hpp"

namespace opslab::gui {

double length(QPointF v);
double distanceToSegment(QPointF p, QPointF a, QPointF b);

/// Base geometry of one run on a canvas of one size: node centres before zoom and pan.
/// Cost: O(nodes log nodes + links) to build (O(nodes²) for the spacing of ≤ 400 unaligned
/// nodes), rebuilt only when the run, the size, the insets or the line scale change.
struct CanvasLayout {
  std::shared_ptr<const RunInfo> info;
  QSizeF size;
  QVector4D insets;  // room the overlays take at the left, top, right and bottom edges
  double lineScale = 1;
  std::vector<QPointF> base;    // node centres before zoom/pan
  double spacing = 40;          // typical distance between neighbouring nodes (base)
  std::vector<double> rowRoom;  // per node: gap to the nearest node in its row (base)
  std::vector<double> columnRoom;  // per node: gap to the nearest node in its column (base)
  std::vector<int> rank;        // per link: how many earlier links join the same two nodes

  /// Nodes and links are placed (a run is there and the canvas has a size).
  bool ready() const { return info && base.size() == info->nodes.size(); }
  /// True when this layout was built for exactly these inputs.
  bool matches(const std::shared_ptr<const RunInfo>& i, QSizeF s, QVector4D in,
               double ls) const {
    return info == i && size == s && insets == in && lineScale == ls;
  }
};

/// Places the nodes of `info` (x, y in [0, 1]²) into the canvas of `size` less the `insets`
/// and a margin for labels and buffer bars (which grows with `lineScale`).
CanvasLayout layoutNetwork(std::shared_ptr<const RunInfo> info, QSizeF size, QVector4D insets,
                           double lineScale);

/// The user's zoom and pan over the base layout, and the presentation line scale.
struct ViewTransform {
  double zoom = 1.0;
  QPointF pan;
  double lineScale = 1.0;

  static constexpr double kMinZoom = 0.25, kMaxZoom = 60.0;
  /// A screen point of a base point on a canvas of `size`: centre + (b − centre)·zoom + pan.
  QPointF map(QPointF base, QSizeF size) const;
  /// The view zoomed by `factor` (clamped) keeping the screen point `p` fixed.
  ViewTransform zoomedAt(QPointF p, double factor, QSizeF size) const;
};

/// A link's path on screen: a straight lane beside the node-to-node line, or an arc for a
/// second link between the same two nodes (a deflection path is visibly the long way).
struct Lane {
  std::vector<QPointF> pts;
  std::vector<double> cum;  // distance along the path at each point
  double len = 0, w = 1;
  QPointF u, n;  // direction and normal of the first segment

  /// The point at fraction `f` of the way.
  QPointF at(double f) const;
  /// Distance from `p` to the path.
  double distance(QPointF p) const;
};

/// Screen geometry of a layout under a view: node positions and radii, link lanes and
/// widths, packets on their lanes. Shared by drawing and hit testing.
class SceneGeometry {
 public:
  SceneGeometry(const CanvasLayout& layout, const ViewTransform& view);

  QPointF map(std::uint32_t node) const;
  double radius(std::uint32_t node) const;
  double linkWidth(std::int64_t rateBps) const;
  Lane lane(std::uint32_t link) const;
  std::vector<Lane> lanes() const;
  /// The part of its lane a packet occupies at `now`: [tail, head] as fractions, at least a
  /// few pixels long; false when it is not on the lane.
  bool packet(const PacketView& p, std::int64_t now, const Lane& ln, double& head,
              double& tail) const;
  double packetWidth(const PacketView& p, const Lane& ln) const;

  const CanvasLayout& layout;
  const ViewTransform view;
  QPointF center;
  double hostR, routerR, maxLinkW;
};

/// What is under a screen point.
struct CanvasHit {
  enum class Kind { none, packet, node, link };
  Kind kind = Kind::none;
  std::int64_t id = -1;  // packet uid, node or link index
};

/// The packet (drawn on top), else the node, else the link under `p`, the nearest within a
/// few pixels of reach; none on empty space.
CanvasHit hitTest(const CanvasLayout& layout, const ViewTransform& view,
                  const std::vector<PacketView>& inFlight, std::int64_t now, QPointF p);

}  // namespace opslab::gui
