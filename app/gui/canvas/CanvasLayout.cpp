// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/CanvasLayout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "net/packet.hpp"

namespace opslab::gui {

double length(QPointF v) { return std::hypot(v.x(), v.y()); }

double distanceToSegment(QPointF p, QPointF a, QPointF b) {
  const QPointF d = b - a;
  const double l2 = QPointF::dotProduct(d, d);
  const double t = l2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / l2, 0.0, 1.0) : 0.0;
  return length(p - (a + d * t));
}

// --- layout ---------------------------------------------------------------------------------

namespace {

// Typical spacing: the smallest gap between neighbours of the same column or row (layered
// layouts such as a fat-tree); fills each node's room in its column and in its row.
double columnAndRowSpacing(CanvasLayout& L) {
  const std::size_t n = L.base.size();
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto& pa = L.base[a];
    const auto& pb = L.base[b];
    return pa.x() != pb.x() ? pa.x() < pb.x() : pa.y() < pb.y();
  });
  double spacing = std::numeric_limits<double>::infinity();
  // Each node's room below or above it (buffer bars): the gap to its neighbours in its column.
  L.columnRoom.assign(n, std::numeric_limits<double>::infinity());
  for (std::size_t i = 1; i < n; ++i) {
    const auto& pa = L.base[order[i - 1]];
    const auto& pb = L.base[order[i]];
    if (std::abs(pa.x() - pb.x()) < 0.5) {
      const double gap = std::abs(pb.y() - pa.y());
      spacing = std::min(spacing, gap);
      L.columnRoom[order[i - 1]] = std::min(L.columnRoom[order[i - 1]], gap);
      L.columnRoom[order[i]] = std::min(L.columnRoom[order[i]], gap);
    }
  }
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto& pa = L.base[a];
    const auto& pb = L.base[b];
    return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
  });
  // Each node's room for a centred label: the gap to its nearest neighbours in its row.
  L.rowRoom.assign(n, std::numeric_limits<double>::infinity());
  for (std::size_t i = 1; i < n; ++i) {
    const auto& pa = L.base[order[i - 1]];
    const auto& pb = L.base[order[i]];
    if (std::abs(pa.y() - pb.y()) < 0.5 && std::abs(pb.x() - pa.x()) > 0.5) {
      const double gap = std::abs(pb.x() - pa.x());
      spacing = std::min(spacing, gap);
      L.rowRoom[order[i - 1]] = std::min(L.rowRoom[order[i - 1]], gap);
      L.rowRoom[order[i]] = std::min(L.rowRoom[order[i]], gap);
    }
  }
  return spacing;
}

}  // namespace

CanvasLayout layoutNetwork(std::shared_ptr<const RunInfo> info, QSizeF size, QVector4D insets,
                           double lineScale) {
  CanvasLayout L;
  L.info = std::move(info);
  L.size = size;
  L.insets = insets;
  L.lineScale = lineScale;
  if (!L.info || size.isEmpty()) return L;
  // Inside the overlays' insets, room for node labels at the sides and above, and for buffer
  // bars and drop labels below (they grow with the presentation line scale).
  const double mx = std::clamp(size.width() * 0.05, 36.0, 90.0) * lineScale;
  const double my = std::clamp(size.height() * 0.05, 24.0, 48.0) * lineScale;
  const double left = insets.x() + mx, top = insets.y() + my;
  const double right = insets.z() + mx, bottom = insets.w() + my;
  const QRectF area(left, top, std::max(1.0, size.width() - left - right),
                    std::max(1.0, size.height() - top - bottom));
  for (const auto& n : L.info->nodes) {
    L.base.emplace_back(area.left() + n.x * area.width(), area.top() + n.y * area.height());
  }
  // Typical spacing: along columns and rows, else between any two nodes (small graphs), else
  // from the area per node.
  double spacing = columnAndRowSpacing(L);
  const std::size_t count = L.base.size();
  if (!std::isfinite(spacing) && count <= 400) {
    for (std::size_t i = 0; i < count; ++i) {
      for (std::size_t j = i + 1; j < count; ++j) {
        spacing = std::min(spacing, length(L.base[i] - L.base[j]));
      }
    }
  }
  if (!std::isfinite(spacing) || spacing <= 0) {
    spacing = std::sqrt(area.width() * area.height() / std::max<std::size_t>(1, count));
  }
  L.spacing = std::clamp(spacing, 1.0, 120.0);
  // The rank of each link among the links joining the same two nodes (0: the first).
  std::map<std::pair<std::uint32_t, std::uint32_t>, int> seen;
  L.rank.reserve(L.info->links.size());
  for (const auto& lk : L.info->links) L.rank.push_back(seen[{lk.from, lk.to}]++);
  return L;
}

// --- view -----------------------------------------------------------------------------------

QPointF ViewTransform::map(QPointF base, QSizeF size) const {
  const QPointF c(size.width() / 2, size.height() / 2);
  return c + (base - c) * zoom + pan;
}

ViewTransform ViewTransform::zoomedAt(QPointF p, double factor, QSizeF size) const {
  const double z = std::clamp(zoom * factor, kMinZoom, kMaxZoom);
  const QPointF c(size.width() / 2, size.height() / 2);
  // Keep the base point under p fixed: p = c + (b − c)·z + pan.
  const QPointF b = c + (p - c - pan) / zoom;
  ViewTransform v = *this;
  v.pan = p - c - (b - c) * z;
  v.zoom = z;
  return v;
}

// --- lanes ----------------------------------------------------------------------------------

QPointF Lane::at(double f) const {
  if (pts.size() < 2) return pts.empty() ? QPointF() : pts.front();
  const double d = std::clamp(f, 0.0, 1.0) * len;
  const auto it = std::upper_bound(cum.begin(), cum.end(), d);
  const std::size_t i = std::min<std::size_t>(
      pts.size() - 2,
      static_cast<std::size_t>(std::max<std::ptrdiff_t>(1, it - cum.begin()) - 1));
  const double seg = cum[i + 1] - cum[i];
  const double t = seg > 0 ? (d - cum[i]) / seg : 0.0;
  return pts[i] + (pts[i + 1] - pts[i]) * t;
}

double Lane::distance(QPointF p) const {
  double best = 1e18;
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    best = std::min(best, distanceToSegment(p, pts[i], pts[i + 1]));
  }
  return best;
}

// --- geometry -------------------------------------------------------------------------------

SceneGeometry::SceneGeometry(const CanvasLayout& l, const ViewTransform& v)
    : layout(l), view(v) {
  center = QPointF(l.size.width() / 2, l.size.height() / 2);
  const double spacing = l.spacing * v.zoom;
  const double ls = v.lineScale;
  hostR = std::clamp(spacing * 0.30, 1.5, 11.0 * ls);
  routerR = std::clamp(spacing * 0.55, 5.0, 20.0 * ls);
  maxLinkW = std::max(0.7, spacing * 0.16);
}

QPointF SceneGeometry::map(std::uint32_t n) const {
  return center + (layout.base[n] - center) * view.zoom + view.pan;
}

double SceneGeometry::radius(std::uint32_t n) const {
  return layout.info->nodes[n].role == 0 ? hostR : routerR;
}

double SceneGeometry::linkWidth(std::int64_t rate) const {
  const double ls = view.lineScale;
  const double w =
      (0.9 + 0.75 * std::log10(std::max<double>(static_cast<double>(rate), 1e6) / 1e6)) * ls;
  return std::clamp(w, 0.7, std::max(0.7, maxLinkW * ls));
}

Lane SceneGeometry::lane(std::uint32_t l) const {
  const auto& lk = layout.info->links[l];
  const int rank = layout.rank[l];
  const QPointF pa = map(lk.from), pb = map(lk.to);
  Lane ln;
  ln.w = linkWidth(lk.rate_bps);
  const QPointF d = pb - pa;
  const double dist = length(d);
  if (dist < 1e-6) return ln;
  const QPointF u = d / dist;
  const QPointF n(-u.y(), u.x());
  const double off = ln.w / 2 + 0.8 * view.lineScale;
  const QPointF a = pa + u * radius(lk.from) + n * off;
  const QPointF b = pb - u * radius(lk.to) + n * off;
  if (rank == 0) {
    ln.pts = {a, b};
  } else {
    // A quadratic arc bulging to this direction's side.
    const QPointF ctrl = (a + b) / 2 + n * (dist * 0.42 * rank);
    const int k = 40;
    for (int i = 0; i <= k; ++i) {
      const double t = static_cast<double>(i) / k;
      ln.pts.push_back(a * (1 - t) * (1 - t) + ctrl * 2 * t * (1 - t) + b * t * t);
    }
  }
  ln.cum.resize(ln.pts.size(), 0.0);
  for (std::size_t i = 1; i < ln.pts.size(); ++i) {
    ln.cum[i] = ln.cum[i - 1] + length(ln.pts[i] - ln.pts[i - 1]);
  }
  ln.len = ln.cum.back();
  const QPointF first = ln.pts[1] - ln.pts[0];
  const double fl = length(first);
  ln.u = fl > 0 ? first / fl : u;
  ln.n = QPointF(-ln.u.y(), ln.u.x());
  return ln;
}

std::vector<Lane> SceneGeometry::lanes() const {
  std::vector<Lane> all(layout.info->links.size());
  for (std::size_t l = 0; l < all.size(); ++l) all[l] = lane(static_cast<std::uint32_t>(l));
  return all;
}

bool SceneGeometry::packet(const PacketView& p, std::int64_t now, const Lane& ln, double& head,
                           double& tail) const {
  if (ln.len <= 0 || now < p.start) return false;
  std::int64_t prop = p.arrival - p.end;  // this packet's propagation time
  if (prop <= 0) prop = layout.info->links[p.link].delay_ps;
  if (prop <= 0) return false;
  const double d = static_cast<double>(prop);
  head = std::clamp(static_cast<double>(now - p.start) / d, 0.0, 1.0);
  tail = std::clamp(static_cast<double>(now - p.end) / d, 0.0, 1.0);
  const double minLen = 5.0 * view.lineScale / ln.len;
  if (head - tail < minLen) {
    tail = std::max(0.0, head - minLen);
    if (head - tail < minLen) head = std::min(1.0, tail + minLen);
  }
  return true;
}

double SceneGeometry::packetWidth(const PacketView& p, const Lane& ln) const {
  const double ls = view.lineScale;
  if (p.kind == kAggregateKind) return std::max(4.5 * ls, ln.w * 2.8);
  const bool ack = p.kind != 0 && p.kind != static_cast<std::uint8_t>(net::PacketKind::udp);
  return std::max(ack ? 1.6 * ls : 2.6 * ls, ln.w * (ack ? 1.2 : 2.1));
}

// --- hit testing ----------------------------------------------------------------------------

CanvasHit hitTest(const CanvasLayout& layout, const ViewTransform& view,
                  const std::vector<PacketView>& inFlight, std::int64_t now, QPointF p) {
  if (!layout.ready()) return {};
  const SceneGeometry G(layout, view);
  const auto& info = *layout.info;
  // Packets first (drawn on top), the nearest within reach.
  double best = 1e9;
  std::int64_t bestId = -1;
  for (const PacketView& pk : inFlight) {
    if (pk.link >= info.links.size() || pk.refused) continue;
    const auto ln = G.lane(pk.link);
    double head = 0, tail = 0;
    if (!G.packet(pk, now, ln, head, tail)) continue;
    Lane part;
    const int k = 6;
    for (int i = 0; i <= k; ++i) part.pts.push_back(ln.at(tail + (head - tail) * i / k));
    const double d = part.distance(p);
    if (d <= G.packetWidth(pk, ln) / 2 + 4 && d < best) {
      best = d;
      bestId = static_cast<std::int64_t>(pk.uid);
    }
  }
  if (bestId >= 0) return {CanvasHit::Kind::packet, bestId};
  for (std::uint32_t n = 0; n < info.nodes.size(); ++n) {
    const double d = length(p - G.map(n));
    if (d <= G.radius(n) + 4 && d < best) {
      best = d;
      bestId = n;
    }
  }
  if (bestId >= 0) return {CanvasHit::Kind::node, bestId};
  for (std::uint32_t l = 0; l < info.links.size(); ++l) {
    const auto ln = G.lane(l);
    if (ln.len <= 0) continue;
    const double d = ln.distance(p);
    if (d <= ln.w / 2 + 4 && d < best) {
      best = d;
      bestId = l;
    }
  }
  if (bestId >= 0) return {CanvasHit::Kind::link, bestId};
  return {};
}

}  // namespace opslab::gui
