// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NodePainter: the node steps of a frame (canvas/ScenePass.hpp) — nodes, buffers with their
// timers, drops, node names and drop causes.
#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

#include "canvas/Palette.hpp"
#include "canvas/ScenePass.hpp"

namespace opslab::gui::scene {

namespace {

// An arc of the circle of radius r around c, of width w, from angle a0 to a1 (radians,
// clockwise on screen from the top when a0 < a1).
void arc(Sink& s, QPointF c, double r, double w, double a0, double a1, const QColor& col) {
  const int n = std::max(2, static_cast<int>(std::ceil((a1 - a0) * r / 4)));
  const double ri = r - w / 2, ro = r + w / 2;
  for (int i = 0; i < n; ++i) {
    const double t0 = a0 + (a1 - a0) * i / n, t1 = a0 + (a1 - a0) * (i + 1) / n;
    const QPointF u0(std::sin(t0), -std::cos(t0)), u1(std::sin(t1), -std::cos(t1));
    s.quad(c + u0 * ri, c + u0 * ro, c + u1 * ro, c + u1 * ri, col);
  }
}

// The timers of a buffer's queues (a burst assembler's open bursts): one arc per queue
// around the node, filling clockwise until its timer sends (most 24 queues; the rest are
// left out).
void drawQueueTimers(Scene& sc, const NodeBufferView& b, QPointF c, double r) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  constexpr std::size_t kMaxArcs = 24;
  const std::size_t n = std::min(b.timers.size(), kMaxArcs);
  if (n == 0) return;
  const double radius = r * 1.25 + 5 * ls, w = std::max(2.0, 2.6 * ls);
  const double slot = 2 * M_PI / static_cast<double>(n);
  const double gap = std::min(slot * 0.25, 3.0 * ls / radius);
  for (std::size_t i = 0; i < n; ++i) {
    const double a0 = slot * static_cast<double>(i) + gap / 2, a1 = a0 + slot - gap;
    const double f = std::clamp(b.timers[i], 0.0, 1.0);
    arc(s, c, radius, w, a0, a1, withAlpha(st.queueTrack, 0.95));
    if (f > 0) arc(s, c, radius, w, a0, a0 + (a1 - a0) * f, f > 0.85 ? st.queueHot : st.queueFill);
  }
}

}  // namespace

// Nodes: hosts as discs, routers as discs with a ring, switches as rounded squares.
void drawNodes(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  for (std::uint32_t n = 0; n < info.nodes.size(); ++n) {
    const QPointF c = G.map(n);
    const double r = G.radius(n);
    switch (info.nodes[n].role) {
      case 0:  // host: a disc
        s.disc(c, r, st.host);
        if (r > 4) s.disc(c, r * 0.45, st.hostRing);
        break;
      case 1:  // router: a large disc with a ring
        s.disc(c, r, st.router);
        if (r > 6) s.ring(c, r * 0.62, std::max(1.0, r * 0.14), st.routerRing);
        break;
      default:  // switch: a rounded square
        s.polygon(c, r * 1.15, 4, M_PI / 4, st.router);
        if (r > 6) s.polygon(c, r * 0.45, 4, M_PI / 4, st.routerRing);
        break;
    }
    if (P.selKind == QLatin1String("node") && P.selId == static_cast<qint64>(n)) {
      s.ring(c, r + 4 * ls, 2.2 * ls, st.selection);
    }
  }
}

// Buffers inside nodes (edge aggregators, electronic buffers): a bar under the node that
// fills on a log scale of the packets held (no capacity is known), with a label. Where the
// next node of its column leaves no room below (a stack of ports), the bar goes beside the
// node on its outer side and the label beyond it, or else on the inner side.
void drawNodeBuffers(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  std::vector<int> stacked(info.nodes.size(), 0);
  for (const auto& b : view.nodeBuffers) {
    if (b.node >= info.nodes.size()) continue;
    const QPointF c = G.map(b.node);
    const double r = G.radius(b.node);
    if (r < 4) continue;
    drawQueueTimers(sc, b, c, r);
    const double barLen = std::max(36.0 * ls, r * 3.2);
    const double barW = std::max(4.0, 6.0 * ls);
    const double below = G.layout.columnRoom[b.node] * G.view.zoom - r;  // to the next node
    const bool beside = below < r * 1.3 + barW + 4 * ls;
    const int k = stacked[b.node]++;
    QPointF left, right;
    if (beside) {
      const double outward = c.x() < G.center.x() ? -1.0 : 1.0;
      const double y = c.y() + k * (barW + 3 * ls);
      const double near = c.x() + outward * (r + 4 * ls), far = near + outward * barLen;
      left = QPointF(std::min(near, far), y);
      right = QPointF(std::max(near, far), y);
    } else {
      const double y = c.y() + r * 1.3 + barW / 2 + 4 * ls + k * (barW + 18 * ls);
      left = QPointF(c.x() - barLen / 2, y);
      right = QPointF(c.x() + barLen / 2, y);
    }
    s.segment(left, right, barW, st.queueTrack);
    const double fill = std::min(1.0, std::log10(1.0 + b.packets) / 3.0);
    if (fill > 0) {
      const QColor col = fill > 0.85 ? st.queueHot : st.queueFill;
      s.segment(left, left + (right - left) * std::max(0.05, fill), barW, col);
    }
    if (G.maxLinkW <= 1.2) continue;
    // The buffer's label is the model's word (OPSLAB_UI_TEXT("model", …) in the core).
    const QString text =
        QCoreApplication::translate("ScenePainter", "%1 · %2 pkt")
            .arg(QCoreApplication::translate("model", b.label.toUtf8().constData()))
            .arg(QLocale().toString(static_cast<qulonglong>(b.packets)));
    const Label under{QPointF(c.x(), left.y() + barW / 2 + 2 * ls), text, st.textDim,
                      static_cast<int>(std::lround(11 * ls)), Qt::AlignHCenter | Qt::AlignTop,
                      1.0, false, st.background};
    if (!beside) {
      labels.add(LabelPlacer::buffer, under);
      continue;
    }
    // Beyond the bar on the outer side, else beside the node on the inner side.
    const bool outerLeft = left.x() < c.x();
    Label outer = under, inner = under;
    outer.anchor = outerLeft ? QPointF(left.x() - 3 * ls, left.y()) : QPointF(right.x() + 3 * ls, left.y());
    outer.align = (outerLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
    inner.anchor = QPointF(c.x() + (outerLeft ? 1 : -1) * (r + 4 * ls), left.y());
    inner.align = (outerLeft ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
    labels.add(LabelPlacer::buffer, std::vector<Label>{outer, inner});
  }
}

// Drops: a ring that flashes and fades, and the packet falling off.
DropMarks drawDrops(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  DropMarks marks{std::vector<int>(info.nodes.size(), 0),
                  std::vector<const LiveView::RecentDrop*>(info.nodes.size(), nullptr)};
  auto& perNode = marks.perNode;
  auto& newest = marks.newest;
  for (auto it = view.drops.rbegin(); it != view.drops.rend(); ++it) {
    const auto& d = it->drop;
    if (d.node >= info.nodes.size()) continue;
    if (perNode[d.node]++ >= 6) continue;
    const double age = std::clamp(static_cast<double>(P.wallMs - it->wallMs) / kFadeMs, 0.0, 1.0);
    if (age >= 1.0) continue;
    if (!newest[d.node]) newest[d.node] = &*it;
    QPointF c = G.map(d.node);
    double r = G.radius(d.node);
    if (d.link >= 0 && static_cast<std::size_t>(d.link) < nLinks) {
      c = lanes[static_cast<std::size_t>(d.link)].at(0.5);  // lost on its way along the link
      r = 3 * ls;
    }
    const double a = 1.0 - age;
    s.ring(c, r + 3 * ls + 22 * ls * std::sqrt(age), 2.6 * ls * (0.5 + 0.5 * a),
           withAlpha(st.drop, a));
    const QPointF fall =
        c + QPointF(6 * ls * (perNode[d.node] - 1), r + 6 * ls + 30 * ls * age);
    const double sz = 3.2 * ls * (d.count > 1 ? 1.5 : 1.0);
    s.quad(fall + QPointF(-sz, -sz), fall + QPointF(sz, -sz), fall + QPointF(sz, sz),
           fall + QPointF(-sz, sz), withAlpha(flowColor(d.flow), a));
  }
  return marks;
}

// Node names where they fit: hosts beside or above, routers and switches above in bold.
void addNodeLabels(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  const auto& L = G.layout;
  const double zoom = G.view.zoom;
  const double labelPx = 12 * ls;
  const bool hostLabels = L.spacing * zoom >= labelPx * 1.25;
  const double room = L.spacing * zoom;  // space between neighbours, on screen
  for (std::uint32_t n = 0; n < info.nodes.size(); ++n) {
    const auto& node = info.nodes[n];
    if (node.role == 0 && !hostLabels) continue;
    // Centred labels (above the node) need room for their width: hosts the typical spacing,
    // routers the gap to their neighbours in their row.
    const bool centred = !(node.role == 0 && (node.x <= 0.05 || node.x >= 0.95));
    const double free = node.role == 0 ? room : L.rowRoom[n] * zoom;
    if (centred && free < node.name.size() * labelPx * 0.62 + 6 * ls) continue;
    const QPointF c = G.map(n);
    const double r = G.radius(n);
    Label l{c, node.name, node.role == 0 ? st.textDim : st.text,
            static_cast<int>(std::lround(labelPx * (node.role == 0 ? 1.0 : 1.1))), {}, 1.0,
            node.role != 0};
    Label above = l;
    above.anchor = c - QPointF(0, r * 1.2 + 4 * ls);
    above.align = Qt::AlignHCenter | Qt::AlignBottom;
    Label below = above;
    below.anchor = c + QPointF(0, r * 1.2 + 4 * ls);
    below.align = Qt::AlignHCenter | Qt::AlignTop;
    if (centred) {
      labels.add(LabelPlacer::node_name, std::vector<Label>{above, below});
      continue;
    }
    // A host at the left or right edge: its name outside, else (no room in the margin for a
    // longer name, or a neighbour there) above or below it.
    const bool leftEdge = node.x <= 0.05;
    l.anchor = c + QPointF((leftEdge ? -1 : 1) * (r + 6 * ls), 0);
    l.align = (leftEdge ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
    labels.add(LabelPlacer::node_name, std::vector<Label>{l, above, below});
  }
}

// The cause at the nodes with the newest drops (a few, so they stay readable).
void addDropLabels(Scene& sc, const DropMarks& marks) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  const auto& perNode = marks.perNode;
  const auto& newest = marks.newest;
  std::vector<std::uint32_t> labelled;
  for (std::uint32_t n = 0; n < newest.size(); ++n) {
    if (newest[n]) labelled.push_back(n);
  }
  std::sort(labelled.begin(), labelled.end(), [&](std::uint32_t a, std::uint32_t b) {
    return newest[a]->wallMs > newest[b]->wallMs;
  });
  // At most four, newest first.
  if (labelled.size() > 4) labelled.resize(4);
  for (std::uint32_t n : labelled) {
    const auto* d = newest[n];
    const double age = std::clamp(static_cast<double>(P.wallMs - d->wallMs) / kFadeMs, 0.0, 1.0);
    QPointF c = G.map(n);
    double r = G.radius(n);
    if (d->drop.link >= 0 && static_cast<std::size_t>(d->drop.link) < nLinks) {
      c = lanes[static_cast<std::size_t>(d->drop.link)].at(0.5);
      r = 3 * ls;
    }
    // A cause's label is a whole literal marked OPSLAB_UI_TEXT("event", …) in the core.
    QString text = d->drop.cause ? QCoreApplication::translate("event", d->drop.cause->label.data())
                                 : QCoreApplication::translate("ScenePainter", "dropped");
    if (d->drop.count > 1) {
      text = QCoreApplication::translate("ScenePainter", "%1 (%n packets)", nullptr,
                                         static_cast<int>(d->drop.count))
                 .arg(text);
    }
    if (perNode[n] > 1) text += QStringLiteral(" ×%1").arg(perNode[n]);
    // Below the ring to the right, else to the left, else centred under it, else above right.
    const Label right{c + QPointF(r + 8 * ls, r + 8 * ls), text, st.drop,
                      static_cast<int>(std::lround(12 * ls)), Qt::AlignLeft | Qt::AlignTop,
                      1.0 - age * age, true, st.background};
    Label left = right, under = right, above = right;
    left.anchor = c + QPointF(-r - 8 * ls, r + 8 * ls);
    left.align = Qt::AlignRight | Qt::AlignTop;
    under.anchor = c + QPointF(0, r + 12 * ls);
    under.align = Qt::AlignHCenter | Qt::AlignTop;
    above.anchor = c + QPointF(r + 8 * ls, -r - 8 * ls);
    above.align = Qt::AlignLeft | Qt::AlignBottom;
    labels.add(LabelPlacer::drop_cause, std::vector<Label>{right, left, under, above});
  }
}

}  // namespace opslab::gui::scene
