// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/FabricPainter.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "canvas/ScenePainter.hpp"

namespace opslab::gui {

namespace {

constexpr double kNamePx = 10;    // port names
constexpr double kTitlePx = 11;   // the fabric's label
constexpr double kOutBarPx = 22;  // height of the output FIFO bars
constexpr double kFullCells = 1e4;   // a queue bar is full at this many cells (log scale)
constexpr double kFullPackets = 1e3;  // an output FIFO bar at this many packets
constexpr double kHeadLine = kTitlePx * 1.4;  // the node's name, and the label's line in full
constexpr double kWrapLine = kNamePx * 1.3;   // a line of the label wrapped at its ' · '

void rect(Sink& s, const QRectF& r, const QColor& c) {
  s.quad(r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft(), c);
}

void frame(Sink& s, const QRectF& r, double w, const QColor& c) {
  s.segment(r.topLeft(), r.topRight(), w, c);
  s.segment(r.topRight(), r.bottomRight(), w, c);
  s.segment(r.bottomRight(), r.bottomLeft(), w, c);
  s.segment(r.bottomLeft(), r.topLeft(), w, c);
}

Label text(QPointF at, const QString& t, const QColor& c, double px, Qt::Alignment a,
           bool bold = false) {
  return Label{at, t, c, static_cast<int>(std::lround(px)), a, 1.0, bold, {}};
}

bool drawable(const scenario::FabricView& f, std::size_t nodes) {
  const std::size_t n = f.inputs.size();
  return f.node < nodes && n > 0 && f.outputs.size() == n && f.queue_cells.size() == n * n &&
         f.queue_of_output.size() == n;
}

// Whether the segment a–b crosses or lies in `r`.
bool segmentHits(QPointF a, QPointF b, const QRectF& r) {
  if (r.contains(a) || r.contains(b)) return true;
  // Clip a–b against the box (Liang–Barsky).
  double t0 = 0, t1 = 1;
  const double dx = b.x() - a.x(), dy = b.y() - a.y();
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    if (t0 > t1) return false;
  }
  return true;
}

// The fabric's label on one line, or wrapped at each ' · ' (a shrunken panel).
QStringList labelLines(const QString& label, bool wrapped) {
  return wrapped ? label.split(QStringLiteral(" · ")) : QStringList{label};
}

bool laneHits(const Lane& ln, const QRectF& r) {
  for (std::size_t i = 1; i < ln.pts.size(); ++i) {
    if (segmentHits(ln.pts[i - 1], ln.pts[i], r)) return true;
  }
  return false;
}

}  // namespace

double logFill(std::uint64_t n, double full) {
  return std::min(1.0, std::log10(1.0 + static_cast<double>(n)) / std::log10(1.0 + full));
}

FabricPanel fabricPanel(QPointF node, double r, std::size_t ports, double ls,
                        const QRectF& bounds, const QString& label, double maxCell) {
  FabricPanel p;
  // A shrunken panel wraps its label at its ' · ', to be no wider than its grid where it can.
  const QStringList lines = labelLines(label, maxCell > 0);
  p.labelLines = static_cast<int>(lines.size());
  qsizetype labelChars = 0;
  for (const QString& line : lines) labelChars = std::max(labelChars, line.size());
  const double head = kHeadLine + (p.labelLines > 1 ? p.labelLines * kWrapLine : kHeadLine);
  const double n = static_cast<double>(std::max<std::size_t>(ports, 1));
  const double pad = 6 * ls;
  const double gap = r + 10 * ls;
  // Height besides the grid, with and without port names.
  const auto fixed = [&](bool labels) {
    return pad + head * ls + 4 * ls + kOutBarPx * ls +
           (labels ? 2 * kNamePx * 1.3 * ls : 0) + pad;
  };
  // Above the node; else on the side with more room, the grid shrunk to fit there.
  const double above = node.y() - gap - bounds.top();
  const double below = bounds.bottom() - node.y() - gap;
  const double cap = maxCell > 0 ? std::max(6.0 * ls, maxCell * ls) : 22.0 * ls;
  p.cell = std::clamp(270.0 * ls / n, 6.0 * ls, std::min(cap, 22.0 * ls));
  const bool up = fixed(p.cell >= 15 * ls) + n * p.cell <= above || above >= below;
  const double room = up ? above : below;
  if (fixed(p.cell >= 15 * ls) + n * p.cell > room) {
    p.cell = std::max(6.0 * ls, (room - fixed(true)) / n);
    if (p.cell < 15 * ls) p.cell = std::clamp((room - fixed(false)) / n, 6.0 * ls, 15.0 * ls - 0.01);
  }
  p.labels = p.cell >= 15 * ls;
  const double nameW = p.labels ? 34 * ls : 4 * ls;
  const double w = std::max(pad + nameW + n * p.cell + pad,
                            2 * pad + static_cast<double>(labelChars) * kNamePx * 0.56 * ls);
  // Output names alternate between two lines (they are wider than a column).
  const double h = fixed(p.labels) + n * p.cell;
  const double top = up ? node.y() - gap - h : node.y() + gap;
  const double left =
      std::clamp(node.x() - w / 2, bounds.left(), std::max(bounds.left(), bounds.right() - w));
  p.box = QRectF(left, top, w, h);
  p.grid = QPointF(left + (w - n * p.cell + nameW) / 2, top + pad + head * ls);
  return p;
}

QPointF cellPosition(const FabricPanel& p, std::size_t ports, std::uint32_t i, std::uint32_t j,
                     double progress) {
  const double n = static_cast<double>(ports);
  const QPointF start = p.grid + QPointF(0, (i + 0.5) * p.cell);
  const QPointF corner = p.grid + QPointF((j + 0.5) * p.cell, (i + 0.5) * p.cell);
  const QPointF end = p.grid + QPointF((j + 0.5) * p.cell, n * p.cell);
  const double across = corner.x() - start.x(), down = end.y() - corner.y();
  const double d = std::clamp(progress, 0.0, 1.0) * (across + down);
  return d <= across ? start + QPointF(d, 0) : corner + QPointF(0, d - across);
}

std::vector<FabricPanel> placeFabricPanels(const SceneGeometry& G,
                                           const std::vector<scenario::FabricView>& fabrics,
                                           const std::vector<Lane>& lanes, const QRectF& bounds) {
  const double ls = G.view.lineScale;
  const auto& info = *G.layout.info;
  std::vector<FabricPanel> out(fabrics.size());
  std::vector<QRectF> taken;
  for (std::size_t k = 0; k < fabrics.size(); ++k) {
    const auto& f = fabrics[k];
    if (!drawable(f, info.nodes.size())) continue;
    const QPointF c = G.map(f.node);
    const double r = G.radius(f.node), gap = r + 10 * ls;
    const QString label = QString::fromStdString(f.label);
    // Costs: outside the canvas or over its own node or another panel (never where anything
    // else is possible); a node hidden with its name (1000); a link of its own node crossed
    // (300); another link (10); then the order of the places and of the sizes.
    const auto cost = [&](const QRectF& box, std::size_t place, std::size_t size) {
      const QRectF near = box.adjusted(-2 * ls, -2 * ls, 2 * ls, 2 * ls);
      double sum = 0.01 * static_cast<double>(place) + 50.0 * static_cast<double>(size);
      if (!bounds.contains(box)) sum += 1e6;
      if (near.intersects(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)))) sum += 1e5;
      for (const QRectF& t : taken) {
        if (t.intersects(box)) sum += 1e5;
      }
      for (std::uint32_t n = 0; n < info.nodes.size(); ++n) {
        const double rn = G.radius(n);
        if (n != f.node && near.intersects(QRectF(G.map(n) - QPointF(rn, rn), QSizeF(2 * rn, 2 * rn)))) {
          sum += 1000;
        }
      }
      for (std::size_t l = 0; l < lanes.size() && l < info.links.size(); ++l) {
        if (!laneHits(lanes[l], near)) continue;
        const auto& lk = info.links[l];
        sum += lk.from == f.node || lk.to == f.node ? 300 : 10;
      }
      return sum;
    };
    // Sizes, largest first: the grid's pitch as fabricPanel() sizes it, then smaller pitches
    // (down to 6 px a port, the names dropped), for a canvas too crowded for the full panel.
    // Places around the node, in order of preference: above (centred, then to either side),
    // below (likewise), left, right; each moved inside the bounds.
    double best = std::numeric_limits<double>::infinity();
    FabricPanel chosen;
    constexpr double kPitches[] = {0, 14, 9, 6};
    double lastCell = std::numeric_limits<double>::infinity();
    for (std::size_t z = 0; z < std::size(kPitches); ++z) {
      const FabricPanel sized =
          fabricPanel(c, r, f.inputs.size(), ls, bounds, label, kPitches[z]);
      if (sized.cell >= lastCell) continue;  // not smaller than the size before
      lastCell = sized.cell;
      const double w = sized.box.width(), h = sized.box.height();
      const QPointF tops[] = {
          {c.x() - w / 2, c.y() - gap - h}, {c.x() - w + r, c.y() - gap - h}, {c.x() - r, c.y() - gap - h},
          {c.x() - w / 2, c.y() + gap},     {c.x() - w + r, c.y() + gap},     {c.x() - r, c.y() + gap},
          {c.x() - gap - w, c.y() - h / 2}, {c.x() + gap, c.y() - h / 2}};
      for (std::size_t i = 0; i < std::size(tops); ++i) {
        QRectF box(tops[i], QSizeF(w, h));
        box.moveLeft(std::clamp(box.left(), bounds.left(), std::max(bounds.left(), bounds.right() - w)));
        box.moveTop(std::clamp(box.top(), bounds.top(), std::max(bounds.top(), bounds.bottom() - h)));
        const double v = cost(box, i, z);
        if (v < best) {
          best = v;
          chosen = sized;
          chosen.grid += box.topLeft() - sized.box.topLeft();
          chosen.box = box;
        }
      }
      if (best < 300) break;  // hides no node and crosses none of its own links
    }
    out[k] = chosen;
    taken.push_back(chosen.box);
  }
  return out;
}

void drawFabrics(Sink& s, const SceneGeometry& G, const std::vector<scenario::FabricView>& fabrics,
                 const std::vector<FabricPanel>& panels, std::int64_t nowPs, const Style& st) {
  const double ls = G.view.lineScale;
  const auto& info = *G.layout.info;
  for (std::size_t k = 0; k < fabrics.size() && k < panels.size(); ++k) {
    const auto& f = fabrics[k];
    const std::size_t n = f.inputs.size();
    if (!drawable(f, info.nodes.size()) || panels[k].box.isEmpty()) continue;
    const QPointF c = G.map(f.node);
    const FabricPanel& p = panels[k];
    // The panel, tied to its node: a line to the nearest point of its edge.
    const QPointF tie(std::clamp(c.x(), p.box.left(), p.box.right()),
                      std::clamp(c.y(), p.box.top(), p.box.bottom()));
    s.segment(c, tie, 1.5 * ls, st.textDim);
    rect(s, p.box, withAlpha(st.background, 0.94));
    frame(s, p.box, 1.2 * ls, st.link);
    s.text(text(QPointF(p.box.left() + 6 * ls, p.box.top() + 4 * ls), info.nodes[f.node].name,
                st.text, kTitlePx * ls, Qt::AlignLeft | Qt::AlignTop, true));
    const QStringList lines = labelLines(QString::fromStdString(f.label), p.labelLines > 1);
    for (qsizetype i = 0; i < lines.size(); ++i) {
      s.text(text(QPointF(p.box.left() + 6 * ls,
                          p.box.top() + 4 * ls + (kHeadLine + static_cast<double>(i) * kWrapLine) * ls),
                  lines[i], st.textDim, kNamePx * ls, Qt::AlignLeft | Qt::AlignTop));
    }
    const double cell = p.cell;
    const double inset = std::max(1.0, cell * 0.12);
    // Crosspoints.
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = 0; j < n; ++j) {
        const QPointF tl = p.grid + QPointF(j * cell, i * cell);
        rect(s, QRectF(tl + QPointF(inset, inset), QSizeF(cell - 2 * inset, cell - 2 * inset)),
             withAlpha(st.queueTrack, 0.7));
      }
    }
    // Each input's queues: a bar across the columns of the outputs it serves.
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t q = 0; q < n; ++q) {
        std::size_t first = n, last = 0;
        for (std::size_t j = 0; j < n; ++j) {
          if (f.queue_of_output[j] != q) continue;
          first = std::min(first, j);
          last = std::max(last, j);
        }
        if (first == n) continue;
        const std::uint64_t cells = f.queue_cells[i * n + q];
        const double y = p.grid.y() + (i + 0.5) * cell;
        const double x0 = p.grid.x() + first * cell + inset, x1 = p.grid.x() + (last + 1) * cell - inset;
        const double barW = cell * 0.42;
        if (last > first) s.segment(QPointF(x0, y), QPointF(x1, y), barW * 0.5, st.link);
        const double fill = logFill(cells, kFullCells);
        if (fill <= 0) continue;
        s.segment(QPointF(x0, y), QPointF(x0 + (x1 - x0) * std::max(0.08, fill), y), barW,
                  fill > 0.85 ? st.queueHot : st.queueFill);
      }
    }
    // Output FIFOs under their columns.
    const double outTop = p.grid.y() + n * cell + 4 * ls;
    for (std::size_t j = 0; j < n && j < f.output_packets.size(); ++j) {
      const double x = p.grid.x() + (j + 0.5) * cell;
      const double w = cell * 0.5;
      const QPointF bottom(x, outTop + kOutBarPx * ls), top(x, outTop);
      s.segment(bottom, top, w, st.queueTrack);
      const double fill = logFill(f.output_packets[j], kFullPackets);
      if (fill > 0) {
        s.segment(bottom, bottom + (top - bottom) * std::max(0.06, fill), w,
                  fill > 0.85 ? st.queueHot : st.queueFill);
      }
    }
    // The last slot's matching: cells crossing while it lasts, its crosspoints afterwards.
    if (f.slot_start_ps >= 0 && f.slot_ps > 0 && f.match.size() == n) {
      const double progress =
          static_cast<double>(nowPs - f.slot_start_ps) / static_cast<double>(f.slot_ps);
      const bool crossing = progress >= 0 && progress < 1;
      for (std::size_t i = 0; i < n; ++i) {
        const std::int32_t j = f.match[i];
        if (j < 0 || static_cast<std::size_t>(j) >= n) continue;
        const auto ju = static_cast<std::uint32_t>(j);
        const QPointF tl = p.grid + QPointF(ju * cell, i * cell);
        frame(s, QRectF(tl + QPointF(inset, inset), QSizeF(cell - 2 * inset, cell - 2 * inset)),
              1.6 * ls, withAlpha(st.router, crossing ? 1.0 : 0.55));
        if (!crossing) continue;
        const QPointF from = cellPosition(p, n, static_cast<std::uint32_t>(i), ju, 0);
        const QPointF corner = p.grid + QPointF((ju + 0.5) * cell, (i + 0.5) * cell);
        const QPointF to = cellPosition(p, n, static_cast<std::uint32_t>(i), ju, 1);
        s.segment(from, corner, 1.4 * ls, withAlpha(st.router, 0.6));
        s.segment(corner, to, 1.4 * ls, withAlpha(st.router, 0.6));
        const QPointF at = cellPosition(p, n, static_cast<std::uint32_t>(i), ju, progress);
        const double h = std::max(2.5, cell * 0.22);
        s.quad(at + QPointF(-h, -h), at + QPointF(h, -h), at + QPointF(h, h), at + QPointF(-h, h),
               st.router);
      }
    }
    if (!p.labels) continue;
    for (std::size_t i = 0; i < n; ++i) {
      s.text(text(QPointF(p.grid.x() - 3 * ls, p.grid.y() + (i + 0.5) * cell),
                  QString::fromStdString(f.inputs[i]), st.textDim, kNamePx * ls,
                  Qt::AlignRight | Qt::AlignVCenter));
      s.text(text(QPointF(p.grid.x() + (i + 0.5) * cell,
                       outTop + kOutBarPx * ls + (1 + (i % 2) * kNamePx * 1.3) * ls),
                  QString::fromStdString(f.outputs[i]), st.textDim, kNamePx * ls,
                  Qt::AlignHCenter | Qt::AlignTop));
    }
  }
}

}  // namespace opslab::gui
