// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/ScenePainter.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

#include "canvas/FabricPainter.hpp"
#include "canvas/LabelPlacer.hpp"
#include "canvas/ScenePass.hpp"
#include "canvas/Palette.hpp"
#include "net/packet.hpp"

namespace opslab::gui {

Style styleFor(bool dark) {
  if (dark) {
    return {QColor(0x3b, 0x47, 0x57), QColor(0xa9, 0xb4, 0xc2), QColor(0x1b, 0x22, 0x2c),
            QColor(0x5b, 0x8d, 0xef), QColor(0xdc, 0xe6, 0xf5), QColor(0xd7, 0xde, 0xe7),
            QColor(0x8b, 0x96, 0xa5), QColor(0x2a, 0x33, 0x40), QColor(0xf2, 0xb1, 0x3b),
            QColor(0xff, 0x5a, 0x4f), QColor(0xff, 0x5a, 0x4f), QColor(0xff, 0xff, 0xff),
            QColor(0xff, 0x6b, 0x5e), QColor(0x12, 0x17, 0x1e)};
  }
  return {QColor(0xc5, 0xcd, 0xd8), QColor(0x63, 0x6f, 0x7e), QColor(0xff, 0xff, 0xff),
          QColor(0x2f, 0x6b, 0xd8), QColor(0xff, 0xff, 0xff), QColor(0x26, 0x2d, 0x36),
          QColor(0x6a, 0x75, 0x83), QColor(0xe3, 0xe8, 0xee), QColor(0xe8, 0x9f, 0x1c),
          QColor(0xe5, 0x3e, 0x3e), QColor(0xe0, 0x2f, 0x2f), QColor(0x11, 0x18, 0x27),
          QColor(0xe0, 0x2f, 0x2f), QColor(0xf7, 0xf8, 0xfa)};
}

QColor withAlpha(QColor c, double a) {
  c.setAlphaF(static_cast<float>(std::clamp(a, 0.0, 1.0) * c.alphaF()));
  return c;
}

void strip(Sink& s, const Lane& ln, double f0, double f1, double w, const QColor& c) {
  if (ln.pts.size() < 2 || f1 <= f0) return;
  const double d0 = std::max(0.0, f0) * ln.len, d1 = std::min(1.0, f1) * ln.len;
  for (std::size_t i = 0; i + 1 < ln.pts.size(); ++i) {
    const double a = std::max(d0, ln.cum[i]), b = std::min(d1, ln.cum[i + 1]);
    if (b <= a) continue;
    const double seg = ln.cum[i + 1] - ln.cum[i];
    if (seg <= 0) continue;
    const QPointF p = ln.pts[i] + (ln.pts[i + 1] - ln.pts[i]) * ((a - ln.cum[i]) / seg);
    const QPointF q = ln.pts[i] + (ln.pts[i + 1] - ln.pts[i]) * ((b - ln.cum[i]) / seg);
    s.segment(p, q, w, c);
  }
}

void drawLinks(Sink& s, const SceneGeometry& G, const std::vector<Lane>& lanes, const Style& st,
               bool dark) {
  const auto& info = *G.layout.info;
  const double ls = G.view.lineScale;
  for (std::size_t l = 0; l < lanes.size(); ++l) {
    const auto& ln = lanes[l];
    if (ln.len <= 0) continue;
    if (G.layout.rank[l] > 0) {
      const double dash = 9 * ls / ln.len;
      for (double f = 0; f < 1; f += 2 * dash) strip(s, ln, f, f + dash, ln.w, st.link);
    } else {
      strip(s, ln, 0, 1, ln.w, info.links[l].optical ? st.link.darker(dark ? 80 : 115) : st.link);
    }
  }
}

namespace {

using scene::Scene;

// The selected link, highlighted under everything else.
void drawSelectedLink(Scene& sc) {
  const auto& P = sc.P;
  if (P.selKind == QLatin1String("link") && P.selId >= 0 &&
      static_cast<std::size_t>(P.selId) < sc.nLinks) {
    const auto& ln = sc.lanes[static_cast<std::size_t>(P.selId)];
    strip(sc.s, ln, 0, 1, ln.w + 3 * sc.ls, withAlpha(sc.st.selection, 0.55));
  }
}

// Queues: a bar beside the sending end of each link that has ever queued, with its length.
void drawQueues(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  for (std::size_t l = 0; l < nLinks && l < view.links.size(); ++l) {
    const auto& state = view.links[l];
    const auto& lk = info.links[l];
    // A bar where a queue is waiting now, or where one has been a tenth full or more.
    if (state.queue == 0 && (lk.capacity == 0 || state.peakQueue * 10 < lk.capacity)) continue;
    const auto& ln = lanes[l];
    if (ln.len <= 0 || ln.pts.size() != 2) continue;
    const double barLen = std::min(ln.len * 0.32, 120.0 * ls);
    const double barW = std::max(3.0, 6.0 * ls * std::min(1.0, G.maxLinkW / 3.0));
    if (barLen < 8) continue;
    const QPointF off = ln.n * (ln.w / 2 + barW / 2 + 3 * ls);
    const QPointF a = ln.pts[0] + off + ln.u * 2.0, b = a + ln.u * barLen;
    const double fill =
        lk.capacity ? std::min(1.0, static_cast<double>(state.queue) / lk.capacity)
                    : std::min(1.0, std::log10(1.0 + state.queue) / 4.0);
    s.segment(a, b, barW, st.queueTrack);
    if (fill > 0) {
      const QColor c = fill > 0.85 ? st.queueHot : st.queueFill;
      s.segment(a, a + ln.u * std::max(2.0, barLen * fill), barW, c);
    }
    if (state.queue > 0 && barLen > 50 && G.maxLinkW > 1.5) {
      const QLocale loc;
      const QString text =
          lk.capacity ? QCoreApplication::translate("ScenePainter", "%1 / %2 pkt")
                            .arg(loc.toString(static_cast<qulonglong>(state.queue)),
                                 loc.toString(static_cast<qulonglong>(lk.capacity)))
                      : QCoreApplication::translate("ScenePainter", "%1 pkt")
                            .arg(loc.toString(static_cast<qulonglong>(state.queue)));
      const bool below = ln.n.y() >= 0;
      labels.add(LabelPlacer::queue,
                 Label{a + (b - a) / 2 + ln.n * (barW / 2 + 3 * ls), text, st.textDim,
                       static_cast<int>(std::lround(11 * ls)),
                       Qt::AlignHCenter | (below ? Qt::AlignTop : Qt::AlignBottom), 1.0, false,
                       st.background});
    }
  }
}

// Packets in flight, to scale along their lanes; aggregates show their members as stripes.
// Returns how many were drawn.
int drawPackets(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  int drawn = 0;
  const bool focus = P.focusFlow >= 0;
  const PacketView* selected = nullptr;
  QPointF selPoint;
  for (const PacketView& p : view.inFlight) {
    if (p.link >= nLinks || p.refused) continue;
    const auto& ln = lanes[p.link];
    double head = 0, tail = 0;
    if (!G.packet(p, view.now, ln, head, tail)) continue;
    const double w = G.packetWidth(p, ln);
    double alpha = 1.0;
    if (p.lost) {
      // Lost somewhere on its way: fade out over the second half of the way.
      alpha = std::clamp(2.0 - 2.0 * head, 0.0, 1.0);
      if (alpha <= 0) continue;
    }
    if (p.kind == kAggregateKind) {
      // An aggregate (optical packet, burst): an outline, then its members as coloured stripes, head first.
      const QColor edge = p.longPath ? st.queueFill : (P.dark ? QColor(0xe6, 0xed, 0xf3) : QColor(0x1b, 0x24, 0x30));
      const double pad = 1.2 * ls / std::max(1.0, ln.len);
      strip(s, ln, tail - pad, head + pad, w + 2.4 * ls, withAlpha(edge, alpha));
      double total = 0;
      if (p.members) {
        for (const auto& m : *p.members) total += m.bytes;
      }
      if (total <= 0 || !p.members) {
        strip(s, ln, tail, head, w, withAlpha(flowColor(p.flow), alpha));
      } else {
        double at = head;
        for (const auto& m : *p.members) {
          const double span = (head - tail) * m.bytes / total;
          QColor c = flowColor(m.flow);
          if (focus && static_cast<int>(m.flow) != P.focusFlow) c = withAlpha(c, 0.25);
          strip(s, ln, at - span, at, w, withAlpha(c, alpha));
          at -= span;
        }
      }
    } else {
      QColor c = flowColor(p.flow);
      const bool ack = p.kind != 0 && p.kind != static_cast<std::uint8_t>(net::PacketKind::udp);
      if (ack) c = c.lighter(P.dark ? 100 : 115);
      if (focus && static_cast<int>(p.flow) != P.focusFlow) c = withAlpha(c, 0.22);
      if (p.retransmission) {
        const double pad = 1.0 / std::max(1.0, ln.len);
        strip(s, ln, tail - pad, head + pad, w + 2.5 * ls, withAlpha(st.retransmit, alpha));
      }
      if (p.reordered) {
        // Overtaken on its way: it reaches the receiver after a later segment. An amber
        // triangle beside its head, the shape and colour of the time–sequence graph's
        // out-of-order marks (a drop is a red ring that widens: shape tells them apart too).
        const QPointF at = ln.at(head) - ln.n * (w / 2 + 6 * ls);
        s.polygon(at, 4.5 * ls, 3, -M_PI / 2, withAlpha(st.queueFill, alpha));
      }
      strip(s, ln, tail, head, w, withAlpha(c, alpha));
    }
    ++drawn;
    if (P.selKind == QLatin1String("packet") && static_cast<qint64>(p.uid) == P.selId) {
      selected = &p;
      selPoint = ln.at((head + tail) / 2);
    }
  }
  if (selected) s.ring(selPoint, 9 * ls, 2 * ls, st.selection);
  return drawn;
}

// The wavelength an aggregate uses, as its label says it ("λ2"), alone or what befell it.
enum class ChannelUse { shown, taken, reserved };
QString channelText(std::int32_t channel, ChannelUse use) {
  const QString lambda = channel >= 0 ? QStringLiteral("λ%1").arg(channel + 1)
                                      : QCoreApplication::translate("ScenePainter", "every λ");
  switch (use) {
    case ChannelUse::taken:
      return QCoreApplication::translate("ScenePainter", "%1 taken").arg(lambda);
    case ChannelUse::reserved:
      return QCoreApplication::translate("ScenePainter", "%1 reserved").arg(lambda);
    case ChannelUse::shown: break;
  }
  return lambda;
}

// One-way reservations (JET): the control packet running ahead of its aggregate by the
// offset still ahead (a diamond beside the lane, joined to the aggregate's head by a thin
// line), the
// reservation at the sending end while the aggregate has not started on the link yet (an
// outline where it will be), the wavelength of each aggregate (a "λk" label beside it), and
// a span refused because it overlaps a reservation (a red ghost over that reservation, at
// the sending end until its time comes). Labels: a few dozen per frame at most.
void drawReservations(Scene& sc) {
  auto& [s, G, view, P, st, lanes, labels, info, nLinks, ls] = sc;
  constexpr int kMaxChannelLabels = 40;
  int channelLabels = 0;
  const QRectF screen(QPointF(0, 0), G.layout.size);
  const std::int64_t now = view.now;
  for (const PacketView& p : view.inFlight) {
    if (p.kind != kAggregateKind || p.link >= nLinks) continue;
    const auto& ln = lanes[p.link];
    if (ln.len <= 0) continue;
    std::int64_t prop = p.arrival - p.end;
    if (prop <= 0) prop = info.links[p.link].delay_ps;
    if (prop <= 0) continue;
    const double d = static_cast<double>(prop);
    const double w = G.packetWidth(p, ln);
    // The part it will take at the sending end, to scale (at least a few pixels).
    const double slot = std::max(static_cast<double>(p.end - p.start) / d, 5.0 * ls / ln.len);
    const QPointF side = ln.n * (w / 2 + 7 * ls);
    // The bindings it uses captured by name: clang 14 cannot capture structured bindings.
    const auto channelLabel = [&, &labels = labels, &st = st, ls = ls](double at, const QString& text,
                                                                     const QColor& c, int prio) {
      const QPointF a = ln.at(at);
      if (!screen.contains(a)) return;  // off the canvas (zoomed in): leave the quota to others
      if (channelLabels >= kMaxChannelLabels && prio == LabelPlacer::channel) return;
      ++channelLabels;
      const bool below = ln.n.y() >= 0;
      labels.add(static_cast<LabelPlacer::Priority>(prio),
                 Label{a + (below ? side : -side), text, c, static_cast<int>(std::lround(10 * ls)),
                       Qt::AlignHCenter | (below ? Qt::AlignTop : Qt::AlignBottom), 1.0, prio != LabelPlacer::channel,
                       st.background});
    };
    if (p.refused) {
      double head = slot, tail = 0;
      if (now >= p.start && !G.packet(p, now, ln, head, tail)) continue;
      const double pad = 1.2 * ls / ln.len;
      strip(s, ln, tail - pad, head + pad, w + 3.2 * ls, withAlpha(st.drop, 0.9));
      strip(s, ln, tail, head, w, withAlpha(st.background, 0.7));
      channelLabel((head + tail) / 2, channelText(p.channel, ChannelUse::taken), st.drop,
                   LabelPlacer::drop_cause);
      continue;
    }
    if (now < p.start - p.leadPs) continue;  // reserved ahead, its header has not left yet
    if (p.leadPs > 0) {
      const double fh = static_cast<double>(now - (p.start - p.leadPs)) / d;
      if (fh <= 1.0) {
        const double burstHead = std::clamp(static_cast<double>(now - p.start) / d, 0.0, 1.0);
        // Beside the lane (the burst's stripes stay visible under a header a pixel ahead).
        const QPointF c = ln.at(fh) + (ln.n.y() >= 0 ? -1.0 : 1.0) * ln.n * (w / 2 + 3.5 * ls);
        s.segment(ln.at(burstHead), c, std::max(1.0, 1.0 * ls), withAlpha(st.text, 0.45));
        s.polygon(c, 3.4 * ls, 4, 0, st.text);
        s.polygon(c, 2.2 * ls, 4, 0, st.queueFill);
      }
    }
    if (now < p.start) {
      // Reserved: the outline of the slot it will take.
      strip(s, ln, 0, slot, w + 2.4 * ls, withAlpha(st.textDim, 0.8));
      strip(s, ln, 0, slot, w, withAlpha(st.background, 0.85));
      if (p.channel >= 0) {
        channelLabel(slot / 2, channelText(p.channel, ChannelUse::reserved), st.textDim,
                     LabelPlacer::channel);
      }
      continue;
    }
    double head = 0, tail = 0;
    if (p.channel >= 0 && G.packet(p, now, ln, head, tail) && tail < 1.0) {
      channelLabel((head + tail) / 2, channelText(p.channel, ChannelUse::shown), st.textDim,
                   LabelPlacer::channel);
    }
  }
}

}  // namespace

int drawScene(Sink& s, const CanvasLayout& L, const LiveView& view, const SceneParams& P,
              std::vector<Label>* nodeNames) {
  if (!L.ready()) return 0;
  const SceneGeometry G(L, P.view);
  const QVector4D& in = L.insets;
  const QRectF free(in.x(), in.y(), L.size.width() - in.x() - in.z(),
                    L.size.height() - in.y() - in.w());
  Scene c{s,        G,      view, P, styleFor(P.dark), G.lanes(), LabelPlacer(free), *L.info,
          L.info->links.size(), P.view.lineScale};
  if (P.drawLinks) drawLinks(s, G, c.lanes, c.st, P.dark);
  drawSelectedLink(c);
  drawQueues(c);
  const int drawn = drawPackets(c);
  drawReservations(c);
  scene::drawNodes(c);
  scene::drawNodeBuffers(c);
  const scene::DropMarks marks = scene::drawDrops(c);
  // Labels keep off the crossbar panels (placed first, clear of the links), names off the nodes.
  const std::vector<FabricPanel> panels = placeFabricPanels(G, view.fabrics, c.lanes, free);
  for (const FabricPanel& p : panels) {
    if (!p.box.isEmpty()) c.labels.block(p.box);
  }
  for (std::uint32_t n = 0; n < c.info.nodes.size(); ++n) {
    const double r = G.radius(n);
    c.labels.block(QRectF(G.map(n) - QPointF(r, r), QSizeF(2 * r, 2 * r)), true);
  }
  scene::addNodeLabels(c);
  scene::addDropLabels(c, marks);
  c.labels.place([&s, nodeNames](const Label& l, LabelPlacer::Priority p) {
    s.text(l);
    if (nodeNames && p == LabelPlacer::node_name) nodeNames->push_back(l);
  });
  drawFabrics(s, G, view.fabrics, panels, view.now, c.st);
  return drawn;
}

}  // namespace opslab::gui
