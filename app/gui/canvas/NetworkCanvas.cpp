#include "NetworkCanvas.hpp"

#include <QElapsedTimer>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QQuickWindow>
#include <QSGFlatColorMaterial>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGOpacityNode>
#include <QSGRendererInterface>
#include <QSGSimpleTextureNode>
#include <QSGTexture>
#include <QSGVertexColorMaterial>
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "EventText.hpp"
#include "Palette.hpp"
#include "net/tap.hpp"

namespace opslab::gui {

namespace {

constexpr qint64 kFadeMs = 2500;

struct Style {
  QColor link, host, hostRing, router, routerRing, text, textDim, queueTrack, queueFill,
      queueHot, drop, selection, retransmit, background;
};

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

double length(QPointF v) { return std::hypot(v.x(), v.y()); }

double distanceToSegment(QPointF p, QPointF a, QPointF b) {
  const QPointF d = b - a;
  const double l2 = QPointF::dotProduct(d, d);
  const double t = l2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / l2, 0.0, 1.0) : 0.0;
  return length(p - (a + d * t));
}

// --- drawing back ends ----------------------------------------------------------------------

struct Label {
  QPointF anchor;
  QString text;
  QColor color;
  int px;
  Qt::Alignment align;  // where the text sits relative to the anchor
  double opacity;
  bool bold;
  QColor halo = {};  // outline in this colour keeps the text readable over busy links
};

// Room a label's halo needs around its text, for text of `px` pixels.
double haloPad(const Label& l, double px) { return l.halo.isValid() ? px * 0.3 : 0.0; }

// Draws a label's text into `box`, with its halo first if it has one (both back ends).
void paintLabelText(QPainter& p, const QRectF& box, const Label& l, const QFont& f) {
  if (l.halo.isValid()) {
    const QFontMetricsF fm(f);
    const double x = box.left() + (box.width() - fm.horizontalAdvance(l.text)) / 2;
    const double y = box.top() + (box.height() - fm.height()) / 2 + fm.ascent();
    QPainterPath path;
    path.addText(QPointF(x, y), f, l.text);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.strokePath(path, QPen(l.halo, f.pixelSize() * 0.28, Qt::SolidLine, Qt::RoundCap,
                            Qt::RoundJoin));
  }
  p.setPen(l.color);
  p.drawText(box, Qt::AlignCenter, l.text);
}

QRectF labelRect(const Label& l, QSizeF size) {
  double x = l.anchor.x(), y = l.anchor.y();
  if (l.align & Qt::AlignRight) {
    x -= size.width();
  } else if (l.align & Qt::AlignHCenter) {
    x -= size.width() / 2;
  }
  if (l.align & Qt::AlignBottom) {
    y -= size.height();
  } else if (l.align & Qt::AlignVCenter) {
    y -= size.height() / 2;
  }
  return {x, y, size.width(), size.height()};
}

// Labels compete for room: each is placed only where it does not cover one placed before it,
// most important first (node names, then drop causes, buffers and queues).
class LabelPlacer {
 public:
  /// Labels must fit inside `bounds` (the canvas less the views' overlays).
  explicit LabelPlacer(QRectF bounds) : bounds_(bounds) {}
  enum Priority { node_name = 0, drop_cause = 1, buffer = 2, queue = 3 };
  void add(Priority p, Label l) { pending_.push_back({p, {std::move(l)}}); }
  /// A label with other places to try, in order, where the first does not fit.
  void add(Priority p, std::vector<Label> places) { pending_.push_back({p, std::move(places)}); }
  template <class Draw>
  void place(Draw draw) {
    std::stable_sort(pending_.begin(), pending_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<QRectF> placed;
    for (const auto& [priority, places] : pending_) {
      for (const Label& l : places) {
        // About 0.55 em per character (0.6 in bold), 1.3 em per line, plus the halo.
        const double pad = haloPad(l, l.px);
        const QSizeF size(l.text.size() * l.px * (l.bold ? 0.6 : 0.55) + 2 * pad,
                          l.px * 1.3 + 2 * pad);
        const QRectF box = labelRect(l, size);
        if (bounds_.contains(box) &&
            std::none_of(placed.begin(), placed.end(),
                         [&](const QRectF& o) { return o.intersects(box); })) {
          placed.push_back(box);
          draw(l);
          break;
        }
      }
    }
  }

 private:
  QRectF bounds_;
  std::vector<std::pair<Priority, std::vector<Label>>> pending_;
};

class Sink {
 public:
  virtual ~Sink() = default;
  virtual void tri(QPointF a, QPointF b, QPointF c, const QColor& col) = 0;
  virtual void quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor& col) {
    tri(a, b, c, col);
    tri(a, c, d, col);
  }
  virtual void polygon(QPointF c, double r, int sides, double rotation, const QColor& col) {
    QPointF prev = c + QPointF(std::cos(rotation), std::sin(rotation)) * r;
    for (int i = 1; i <= sides; ++i) {
      const double a = rotation + 2 * M_PI * i / sides;
      const QPointF p = c + QPointF(std::cos(a), std::sin(a)) * r;
      tri(c, prev, p, col);
      prev = p;
    }
  }
  virtual void ring(QPointF c, double r, double w, const QColor& col) {
    const int sides = std::clamp(static_cast<int>(r * 1.2), 16, 64);
    const double ri = std::max(0.0, r - w / 2), ro = r + w / 2;
    for (int i = 0; i < sides; ++i) {
      const double a0 = 2 * M_PI * i / sides, a1 = 2 * M_PI * (i + 1) / sides;
      const QPointF u0(std::cos(a0), std::sin(a0)), u1(std::cos(a1), std::sin(a1));
      quad(c + u0 * ri, c + u0 * ro, c + u1 * ro, c + u1 * ri, col);
    }
  }
  void disc(QPointF c, double r, const QColor& col) {
    polygon(c, r, std::clamp(static_cast<int>(r * 1.5), 10, 48), 0, col);
  }
  void segment(QPointF a, QPointF b, double w, const QColor& col) {
    const QPointF d = b - a;
    const double l = length(d);
    if (l <= 1e-9) return;
    const QPointF n(-d.y() / l * w / 2, d.x() / l * w / 2);
    quad(a + n, b + n, b - n, a - n, col);
  }
  virtual void text(const Label& l) = 0;
};

class TriangleSink final : public Sink {
 public:
  std::vector<QSGGeometry::ColoredPoint2D> v;
  std::vector<Label> labels;

  void tri(QPointF a, QPointF b, QPointF c, const QColor& col) override {
    const float al = col.alphaF();
    const auto r = static_cast<unsigned char>(std::lround(col.redF() * al * 255));
    const auto g = static_cast<unsigned char>(std::lround(col.greenF() * al * 255));
    const auto bl = static_cast<unsigned char>(std::lround(col.blueF() * al * 255));
    const auto A = static_cast<unsigned char>(std::lround(al * 255));
    for (QPointF p : {a, b, c}) {
      QSGGeometry::ColoredPoint2D cp;
      cp.set(static_cast<float>(p.x()), static_cast<float>(p.y()), r, g, bl, A);
      v.push_back(cp);
    }
  }
  void text(const Label& l) override { labels.push_back(l); }
};

class PainterSink final : public Sink {
 public:
  PainterSink(QPainter& p, const QString& family) : p_(p), family_(family) {}
  void tri(QPointF a, QPointF b, QPointF c, const QColor& col) override {
    p_.setPen(Qt::NoPen);
    p_.setBrush(col);
    const QPointF pts[3] = {a, b, c};
    p_.drawConvexPolygon(pts, 3);
  }
  void quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor& col) override {
    p_.setPen(Qt::NoPen);
    p_.setBrush(col);
    const QPointF pts[4] = {a, b, c, d};
    p_.drawConvexPolygon(pts, 4);
  }
  void polygon(QPointF c, double r, int sides, double rotation, const QColor& col) override {
    p_.setPen(Qt::NoPen);
    p_.setBrush(col);
    if (sides >= 10) {
      p_.drawEllipse(c, r, r);
      return;
    }
    QPolygonF poly;
    for (int i = 0; i < sides; ++i) {
      const double a = rotation + 2 * M_PI * i / sides;
      poly << c + QPointF(std::cos(a), std::sin(a)) * r;
    }
    p_.drawConvexPolygon(poly);
  }
  void ring(QPointF c, double r, double w, const QColor& col) override {
    p_.setPen(QPen(col, w));
    p_.setBrush(Qt::NoBrush);
    p_.drawEllipse(c, r, r);
  }
  void text(const Label& l) override {
    QFont f(family_);
    f.setPixelSize(l.px);
    f.setBold(l.bold);
    p_.setFont(f);
    const QFontMetricsF fm(f);
    const double pad = haloPad(l, l.px);
    const QSizeF size(fm.horizontalAdvance(l.text) + 2 + 2 * pad, fm.height() + 2 * pad);
    p_.setOpacity(l.opacity);
    paintLabelText(p_, labelRect(l, size), l, f);
    p_.setOpacity(1.0);
  }

 private:
  QPainter& p_;
  QString family_;
};

// --- the scene ------------------------------------------------------------------------------

struct Params {
  double zoom;
  QPointF pan;
  double ls;  // line scale
  bool dark;
  qint64 wallMs;
  int focusFlow;
  QString selKind;
  qint64 selId;
  bool drawLinks = true;  // false: a NetworkLinks item draws them
};

/// A link's path on screen: a straight lane beside the node-to-node line, or an arc for a
/// second link between the same two nodes (a deflection path is visibly the long way).
struct Lane {
  std::vector<QPointF> pts;
  std::vector<double> cum;  // distance along the path at each point
  double len = 0, w = 1;
  QPointF u, n;  // direction and normal of the first segment

  QPointF at(double f) const {
    if (pts.size() < 2) return pts.empty() ? QPointF() : pts.front();
    const double d = std::clamp(f, 0.0, 1.0) * len;
    const auto it = std::upper_bound(cum.begin(), cum.end(), d);
    const std::size_t i = std::min<std::size_t>(
        pts.size() - 2, static_cast<std::size_t>(std::max<std::ptrdiff_t>(1, it - cum.begin()) - 1));
    const double seg = cum[i + 1] - cum[i];
    const double t = seg > 0 ? (d - cum[i]) / seg : 0.0;
    return pts[i] + (pts[i + 1] - pts[i]) * t;
  }
  double distance(QPointF p) const {
    double best = 1e18;
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
      best = std::min(best, distanceToSegment(p, pts[i], pts[i + 1]));
    }
    return best;
  }
};

/// Draws the part [f0, f1] of a lane as a band of width w.
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

class Geometry {
 public:
  Geometry(const NetworkCanvas::Layout& l, const Params& p) : L(l), P(p) {
    center = QPointF(l.size.width() / 2, l.size.height() / 2);
    const double spacing = l.spacing * p.zoom;
    hostR = std::clamp(spacing * 0.30, 1.5, 11.0 * p.ls);
    routerR = std::clamp(spacing * 0.55, 5.0, 20.0 * p.ls);
    maxLinkW = std::max(0.7, spacing * 0.16);
  }
  QPointF map(std::uint32_t n) const { return center + (L.base[n] - center) * P.zoom + P.pan; }
  double radius(std::uint32_t n) const { return L.info->nodes[n].role == 0 ? hostR : routerR; }
  double linkWidth(std::int64_t rate) const {
    const double w =
        (0.9 + 0.75 * std::log10(std::max<double>(static_cast<double>(rate), 1e6) / 1e6)) * P.ls;
    return std::clamp(w, 0.7, std::max(0.7, maxLinkW * P.ls));
  }
  Lane lane(std::uint32_t l) const {
    const auto& lk = L.info->links[l];
    const QPointF pa = map(lk.from), pb = map(lk.to);
    Lane ln;
    ln.w = linkWidth(lk.rate_bps);
    const QPointF d = pb - pa;
    const double dist = length(d);
    if (dist < 1e-6) return ln;
    const QPointF u = d / dist;
    const QPointF n(-u.y(), u.x());
    const double off = ln.w / 2 + 0.8 * P.ls;
    const QPointF a = pa + u * radius(lk.from) + n * off;
    const QPointF b = pb - u * radius(lk.to) + n * off;
    if (rank[l] == 0) {
      ln.pts = {a, b};
    } else {
      // A quadratic arc bulging to this direction's side.
      const QPointF ctrl = (a + b) / 2 + n * (dist * 0.42 * rank[l]);
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
  /// The part of its lane a packet occupies now: [tail, head] as fractions.
  bool packet(const PacketView& p, std::int64_t now, const Lane& ln, double& head,
              double& tail) const {
    if (ln.len <= 0 || now < p.start) return false;
    std::int64_t prop = p.arrival - p.end;  // this packet's propagation time
    if (prop <= 0) prop = L.info->links[p.link].delay_ps;
    if (prop <= 0) return false;
    const double d = static_cast<double>(prop);
    head = std::clamp(static_cast<double>(now - p.start) / d, 0.0, 1.0);
    tail = std::clamp(static_cast<double>(now - p.end) / d, 0.0, 1.0);
    const double minLen = 5.0 * P.ls / ln.len;
    if (head - tail < minLen) {
      tail = std::max(0.0, head - minLen);
      if (head - tail < minLen) head = std::min(1.0, tail + minLen);
    }
    return true;
  }
  double packetWidth(const PacketView& p, const Lane& ln) const {
    if (p.kind == kAggregateKind) return std::max(4.5 * P.ls, ln.w * 2.8);
    const bool ack = p.kind != 0 && p.kind != static_cast<std::uint8_t>(net::PacketKind::udp);
    return std::max(ack ? 1.6 * P.ls : 2.6 * P.ls, ln.w * (ack ? 1.2 : 2.1));
  }

  const NetworkCanvas::Layout& L;
  const Params& P;
  QPointF center;
  double hostR, routerR, maxLinkW;
  const std::vector<int>& rank = L.rank;
};

// Links (optical ones in another shade, deflection paths dashed).
void drawLinks(Sink& s, const Geometry& G, const std::vector<Lane>& lanes, const Style& st) {
  const auto& info = *G.L.info;
  for (std::size_t l = 0; l < lanes.size(); ++l) {
    const auto& ln = lanes[l];
    if (ln.len <= 0) continue;
    if (G.rank[l] > 0) {
      const double dash = 9 * G.P.ls / ln.len;
      for (double f = 0; f < 1; f += 2 * dash) strip(s, ln, f, f + dash, ln.w, st.link);
    } else {
      strip(s, ln, 0, 1, ln.w, info.links[l].optical ? st.link.darker(G.P.dark ? 80 : 115) : st.link);
    }
  }
}

std::vector<Lane> allLanes(const Geometry& G) {
  std::vector<Lane> lanes(G.L.info->links.size());
  for (std::size_t l = 0; l < lanes.size(); ++l) lanes[l] = G.lane(static_cast<std::uint32_t>(l));
  return lanes;
}

int drawScene(Sink& s, const NetworkCanvas::Layout& L, const LiveView& view, const Params& P) {
  if (!L.info || L.base.size() != L.info->nodes.size()) return 0;
  const Style st = styleFor(P.dark);
  const Geometry G(L, P);
  const auto& info = *L.info;
  const std::size_t nLinks = info.links.size();
  const std::vector<Lane> lanes = allLanes(G);
  const QVector4D& in = L.insets;
  LabelPlacer labels(QRectF(in.x(), in.y(), L.size.width() - in.x() - in.z(),
                            L.size.height() - in.y() - in.w()));

  if (P.drawLinks) drawLinks(s, G, lanes, st);
  if (P.selKind == QLatin1String("link") && P.selId >= 0 &&
      static_cast<std::size_t>(P.selId) < nLinks) {
    const auto& ln = lanes[static_cast<std::size_t>(P.selId)];
    strip(s, ln, 0, 1, ln.w + 3 * P.ls, withAlpha(st.selection, 0.55));
  }

  // Queues: a bar beside the sending end of each link that has ever queued.
  for (std::size_t l = 0; l < nLinks && l < view.links.size(); ++l) {
    const auto& ls = view.links[l];
    const auto& lk = info.links[l];
    // A bar where a queue is waiting now, or where one has been a tenth full or more.
    if (ls.queue == 0 && (lk.capacity == 0 || ls.peakQueue * 10 < lk.capacity)) continue;
    const auto& ln = lanes[l];
    if (ln.len <= 0 || ln.pts.size() != 2) continue;
    const double barLen = std::min(ln.len * 0.32, 120.0 * P.ls);
    const double barW = std::max(3.0, 6.0 * P.ls * std::min(1.0, G.maxLinkW / 3.0));
    if (barLen < 8) continue;
    const QPointF off = ln.n * (ln.w / 2 + barW / 2 + 3 * P.ls);
    const QPointF a = ln.pts[0] + off + ln.u * 2.0, b = a + ln.u * barLen;
    const double fill =
        lk.capacity ? std::min(1.0, static_cast<double>(ls.queue) / lk.capacity)
                    : std::min(1.0, std::log10(1.0 + ls.queue) / 4.0);
    s.segment(a, b, barW, st.queueTrack);
    if (fill > 0) {
      const QColor c = fill > 0.85 ? st.queueHot : st.queueFill;
      s.segment(a, a + ln.u * std::max(2.0, barLen * fill), barW, c);
    }
    if (ls.queue > 0 && barLen > 50 && G.maxLinkW > 1.5) {
      const QString text = lk.capacity ? QStringLiteral("%1 / %2").arg(ls.queue).arg(lk.capacity)
                                       : QString::number(ls.queue);
      const bool below = ln.n.y() >= 0;
      labels.add(LabelPlacer::queue,
                 Label{a + (b - a) / 2 + ln.n * (barW / 2 + 3 * P.ls), text, st.textDim,
                       static_cast<int>(std::lround(11 * P.ls)),
                       Qt::AlignHCenter | (below ? Qt::AlignTop : Qt::AlignBottom), 1.0, false,
                       st.background});
    }
  }

  // Packets.
  int drawn = 0;
  const bool focus = P.focusFlow >= 0;
  const PacketView* selected = nullptr;
  QPointF selPoint;
  for (const PacketView& p : view.inFlight) {
    if (p.link >= nLinks) continue;
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
      const double pad = 1.2 * P.ls / std::max(1.0, ln.len);
      strip(s, ln, tail - pad, head + pad, w + 2.4 * P.ls, withAlpha(edge, alpha));
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
        strip(s, ln, tail - pad, head + pad, w + 2.5 * P.ls, withAlpha(st.retransmit, alpha));
      }
      strip(s, ln, tail, head, w, withAlpha(c, alpha));
    }
    ++drawn;
    if (P.selKind == QLatin1String("packet") && static_cast<qint64>(p.uid) == P.selId) {
      selected = &p;
      selPoint = ln.at((head + tail) / 2);
    }
  }
  if (selected) s.ring(selPoint, 9 * P.ls, 2 * P.ls, st.selection);

  // Nodes.
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
      s.ring(c, r + 4 * P.ls, 2.2 * P.ls, st.selection);
    }
  }

  // Buffers inside nodes (edge aggregators, electronic buffers): a bar under the node that
  // fills on a log scale of the packets held (no capacity is known), with a label.
  {
    std::vector<int> stacked(info.nodes.size(), 0);
    for (const auto& b : view.nodeBuffers) {
      if (b.node >= info.nodes.size()) continue;
      const QPointF c = G.map(b.node);
      const double r = G.radius(b.node);
      if (r < 4) continue;
      const double barLen = std::max(36.0 * P.ls, r * 3.2);
      const double barW = std::max(4.0, 6.0 * P.ls);
      const double y = c.y() + r * 1.3 + barW / 2 + 4 * P.ls +
                       stacked[b.node]++ * (barW + 18 * P.ls);
      const QPointF left(c.x() - barLen / 2, y), right(c.x() + barLen / 2, y);
      s.segment(left, right, barW, st.queueTrack);
      const double fill = std::min(1.0, std::log10(1.0 + b.packets) / 3.0);
      if (fill > 0) {
        const QColor col = fill > 0.85 ? st.queueHot : st.queueFill;
        s.segment(left, left + (right - left) * std::max(0.05, fill), barW, col);
      }
      if (G.maxLinkW > 1.2) {
        const QString text = QStringLiteral("%1 · %2 pkt").arg(b.label).arg(b.packets);
        labels.add(LabelPlacer::buffer,
                   Label{QPointF(c.x(), y + barW / 2 + 2 * P.ls), text, st.textDim,
                         static_cast<int>(std::lround(11 * P.ls)),
                         Qt::AlignHCenter | Qt::AlignTop, 1.0, false, st.background});
      }
    }
  }

  // Drops: a ring that flashes and fades, the packet falling off, and the cause.
  std::vector<int> perNode(info.nodes.size(), 0);
  std::vector<const LiveView::RecentDrop*> newest(info.nodes.size(), nullptr);
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
      r = 3 * P.ls;
    }
    const double a = 1.0 - age;
    s.ring(c, r + 3 * P.ls + 22 * P.ls * std::sqrt(age), 2.6 * P.ls * (0.5 + 0.5 * a),
           withAlpha(st.drop, a));
    const QPointF fall =
        c + QPointF(6 * P.ls * (perNode[d.node] - 1), r + 6 * P.ls + 30 * P.ls * age);
    const double sz = 3.2 * P.ls * (d.count > 1 ? 1.5 : 1.0);
    s.quad(fall + QPointF(-sz, -sz), fall + QPointF(sz, -sz), fall + QPointF(sz, sz),
           fall + QPointF(-sz, sz), withAlpha(flowColor(d.flow), a));
  }

  // Labels: node names where they fit, and the cause of each node's newest drop.
  const double labelPx = 12 * P.ls;
  const bool hostLabels = L.spacing * P.zoom >= labelPx * 1.25;
  const double room = L.spacing * P.zoom;  // space between neighbours, on screen
  for (std::uint32_t n = 0; n < info.nodes.size(); ++n) {
    const auto& node = info.nodes[n];
    if (node.role == 0 && !hostLabels) continue;
    // Centred labels (above the node) need room for their width: hosts the typical spacing,
    // routers the gap to their neighbours in their row.
    const bool centred = !(node.role == 0 && (node.x <= 0.05 || node.x >= 0.95));
    const double free = node.role == 0 ? room : L.rowRoom[n] * P.zoom;
    if (centred && free < node.name.size() * labelPx * 0.62 + 6 * P.ls) continue;
    const QPointF c = G.map(n);
    const double r = G.radius(n);
    Label l{c, node.name, node.role == 0 ? st.textDim : st.text,
            static_cast<int>(std::lround(labelPx * (node.role == 0 ? 1.0 : 1.1))), {}, 1.0,
            node.role != 0};
    if (node.role == 0 && node.x <= 0.05) {
      l.anchor = c - QPointF(r + 6 * P.ls, 0);
      l.align = Qt::AlignRight | Qt::AlignVCenter;
    } else if (node.role == 0 && node.x >= 0.95) {
      l.anchor = c + QPointF(r + 6 * P.ls, 0);
      l.align = Qt::AlignLeft | Qt::AlignVCenter;
    } else {
      l.anchor = c - QPointF(0, r * 1.2 + 4 * P.ls);
      l.align = Qt::AlignHCenter | Qt::AlignBottom;
    }
    labels.add(LabelPlacer::node_name, l);
  }
  // The cause at the nodes with the newest drops (a few, so they stay readable).
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
      r = 3 * P.ls;
    }
    const auto& label = d->drop.cause ? d->drop.cause->label : std::string_view("dropped");
    QString text = QString::fromUtf8(label.data(), static_cast<qsizetype>(label.size()));
    if (d->drop.count > 1) text += QStringLiteral(" (%1 packets)").arg(d->drop.count);
    if (perNode[n] > 1) text += QStringLiteral(" ×%1").arg(perNode[n]);
    // Below the ring to the right, else to the left, else centred under it, else above right.
    const Label right{c + QPointF(r + 8 * P.ls, r + 8 * P.ls), text, st.drop,
                      static_cast<int>(std::lround(12 * P.ls)), Qt::AlignLeft | Qt::AlignTop,
                      1.0 - age * age, true, st.background};
    Label left = right, under = right, above = right;
    left.anchor = c + QPointF(-r - 8 * P.ls, r + 8 * P.ls);
    left.align = Qt::AlignRight | Qt::AlignTop;
    under.anchor = c + QPointF(0, r + 12 * P.ls);
    under.align = Qt::AlignHCenter | Qt::AlignTop;
    above.anchor = c + QPointF(r + 8 * P.ls, -r - 8 * P.ls);
    above.align = Qt::AlignLeft | Qt::AlignBottom;
    labels.add(LabelPlacer::drop_cause, std::vector<Label>{right, left, under, above});
  }
  labels.place([&s](const Label& l) { s.text(l); });
  return drawn;
}

// --- scene-graph nodes ----------------------------------------------------------------------

// A node of coloured triangles (the canvas's batch, the links layer).
QSGGeometryNode* newTriangleNode(QSGGeometry::DataPattern pattern) {
  auto* node = new QSGGeometryNode;
  auto* g = new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0);
  g->setDrawingMode(QSGGeometry::DrawTriangles);
  g->setVertexDataPattern(pattern);
  node->setGeometry(g);
  node->setFlag(QSGNode::OwnsGeometry);
  node->setMaterial(new QSGVertexColorMaterial);
  node->setFlag(QSGNode::OwnsMaterial);
  return node;
}

// Replaces the node's triangles with the sink's vertices.
void setTriangles(QSGGeometryNode* node, const std::vector<QSGGeometry::ColoredPoint2D>& v) {
  QSGGeometry* g = node->geometry();
  g->allocate(static_cast<int>(v.size()));
  if (!v.empty()) {
    std::memcpy(g->vertexDataAsColoredPoint2D(), v.data(), v.size() * sizeof(v.front()));
  }
  node->markDirty(QSGNode::DirtyGeometry);
}

class GlCanvasNode final : public QSGNode {
 public:
  GlCanvasNode() {
    geo = newTriangleNode(QSGGeometry::StreamPattern);
    appendChildNode(geo);
    labels = new QSGNode;
    appendChildNode(labels);
  }
  ~GlCanvasNode() override {
    labels->removeAllChildNodes();
    for (auto* n : pool) delete n;
    qDeleteAll(textures);
  }
  struct Text {
    QSGTexture* texture;
    QSizeF size;  // logical pixels
  };
  QSGGeometryNode* geo;
  QSGNode* labels;
  std::vector<QSGOpacityNode*> pool;
  QHash<QString, Text> textureInfo;
  QList<QSGTexture*> textures;
};

class SoftwareCanvasNode final : public QSGNode {
 public:
  ~SoftwareCanvasNode() override { delete texture; }
  QSGImageNode* image = nullptr;
  QSGTexture* texture = nullptr;
};

}  // namespace

// ---------------------------------------------------------------------------------------------

NetworkCanvas::NetworkCanvas(QQuickItem* parent) : QQuickItem(parent) {
  setFlag(ItemHasContents, true);
  setAcceptedMouseButtons(Qt::LeftButton);
  setAcceptHoverEvents(false);
  fadeTimer_.setInterval(33);
  connect(&fadeTimer_, &QTimer::timeout, this, [this] {
    update();
    if (!controller_ || controller_->view().drops.empty() ||
        controller_->wallMs() - controller_->view().drops.back().wallMs > kFadeMs) {
      fadeTimer_.stop();
    }
  });
}

NetworkCanvas::~NetworkCanvas() = default;

void NetworkCanvas::setController(SimulationController* c) {
  if (c == controller_) return;
  if (controller_) disconnect(controller_, nullptr, this, nullptr);
  controller_ = c;
  if (controller_) {
    connect(controller_, &SimulationController::frameApplied, this, &NetworkCanvas::onFrame);
    connect(controller_, &SimulationController::runInfoChanged, this, [this] {
      layout_.info.reset();
      fitToView();
    });
  }
  layout_.info.reset();
  emit controllerChanged();
  viewUpdate();
}

void NetworkCanvas::viewUpdate() {
  update();
  if (links_) links_->update();
}

void NetworkCanvas::onFrame() {
  update();
  if (controller_ && !controller_->view().drops.empty() && !fadeTimer_.isActive()) {
    fadeTimer_.start();
  }
}

void NetworkCanvas::setZoom(double z) {
  z = std::clamp(z, 0.25, 60.0);
  if (qFuzzyCompare(z, zoom_)) return;
  zoom_ = z;
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::setPan(QPointF p) {
  if (p == pan_) return;
  pan_ = p;
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::setDark(bool d) {
  if (d == dark_) return;
  dark_ = d;
  emit styleChanged();
  viewUpdate();
}

void NetworkCanvas::setLineScale(double s) {
  if (qFuzzyCompare(s, lineScale_)) return;
  lineScale_ = s;
  emit styleChanged();
  viewUpdate();
}

void NetworkCanvas::setFontFamily(const QString& f) {
  if (f == fontFamily_) return;
  fontFamily_ = f;
  emit styleChanged();
  update();
}

void NetworkCanvas::setInsets(const QVector4D& m) {
  if (m == insets_) return;
  insets_ = m;
  emit styleChanged();
  viewUpdate();
}

void NetworkCanvas::fitToView() {
  zoom_ = 1.0;
  pan_ = {};
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::zoomAt(double x, double y, double factor) {
  const double z = std::clamp(zoom_ * factor, 0.25, 60.0);
  const QPointF c(width() / 2, height() / 2);
  const QPointF p(x, y);
  // Keep the base point under p fixed: p = c + (b − c)·z + pan.
  const QPointF b = c + (p - c - pan_) / zoom_;
  pan_ = p - c - (b - c) * z;
  zoom_ = z;
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::geometryChange(const QRectF& g, const QRectF& old) {
  QQuickItem::geometryChange(g, old);
  if (g.size() != old.size()) {
    layout_.info.reset();
    viewUpdate();
  }
}

void NetworkCanvas::ensureLayout() const {
  if (!controller_) return;
  const auto& info = controller_->view().info;
  const QSizeF size(width(), height());
  if (layout_.info == info && layout_.size == size && layout_.insets == insets_ &&
      layout_.lineScale == lineScale_) {
    return;
  }
  layout_ = Layout{};
  layout_.info = info;
  layout_.size = size;
  layout_.insets = insets_;
  layout_.lineScale = lineScale_;
  if (!info || size.isEmpty()) return;
  // Inside the overlays' insets, room for node labels at the sides and above, and for buffer
  // bars and drop labels below (they grow with the presentation line scale).
  const double mx = std::clamp(size.width() * 0.05, 36.0, 90.0) * lineScale_;
  const double my = std::clamp(size.height() * 0.05, 24.0, 48.0) * lineScale_;
  const double left = insets_.x() + mx, top = insets_.y() + my;
  const double right = insets_.z() + mx, bottom = insets_.w() + my;
  const QRectF area(left, top, std::max(1.0, size.width() - left - right),
                    std::max(1.0, size.height() - top - bottom));
  std::vector<std::size_t> order(info->nodes.size());
  for (std::size_t i = 0; i < info->nodes.size(); ++i) {
    const auto& n = info->nodes[i];
    layout_.base.emplace_back(area.left() + n.x * area.width(), area.top() + n.y * area.height());
    order[i] = i;
  }
  // Typical spacing: the smallest gap between neighbours of the same column, else between any
  // two nodes (small graphs), else from the area per node.
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto& pa = layout_.base[a];
    const auto& pb = layout_.base[b];
    return pa.x() != pb.x() ? pa.x() < pb.x() : pa.y() < pb.y();
  });
  double spacing = std::numeric_limits<double>::infinity();
  for (std::size_t i = 1; i < order.size(); ++i) {
    const auto& pa = layout_.base[order[i - 1]];
    const auto& pb = layout_.base[order[i]];
    if (std::abs(pa.x() - pb.x()) < 0.5) spacing = std::min(spacing, std::abs(pb.y() - pa.y()));
  }
  // The same along rows (layered layouts such as a fat-tree).
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto& pa = layout_.base[a];
    const auto& pb = layout_.base[b];
    return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
  });
  // Each node's room for a centred label: the gap to its nearest neighbours in its row.
  layout_.rowRoom.assign(order.size(), std::numeric_limits<double>::infinity());
  for (std::size_t i = 1; i < order.size(); ++i) {
    const auto& pa = layout_.base[order[i - 1]];
    const auto& pb = layout_.base[order[i]];
    if (std::abs(pa.y() - pb.y()) < 0.5 && std::abs(pb.x() - pa.x()) > 0.5) {
      const double gap = std::abs(pb.x() - pa.x());
      spacing = std::min(spacing, gap);
      layout_.rowRoom[order[i - 1]] = std::min(layout_.rowRoom[order[i - 1]], gap);
      layout_.rowRoom[order[i]] = std::min(layout_.rowRoom[order[i]], gap);
    }
  }
  if (!std::isfinite(spacing) && order.size() <= 400) {
    for (std::size_t i = 0; i < order.size(); ++i) {
      for (std::size_t j = i + 1; j < order.size(); ++j) {
        spacing = std::min(spacing, length(layout_.base[i] - layout_.base[j]));
      }
    }
  }
  if (!std::isfinite(spacing) || spacing <= 0) {
    spacing = std::sqrt(area.width() * area.height() / std::max<std::size_t>(1, order.size()));
  }
  layout_.spacing = std::clamp(spacing, 1.0, 120.0);
  // The rank of each link among the links joining the same two nodes (0: the first).
  std::map<std::pair<std::uint32_t, std::uint32_t>, int> seen;
  layout_.rank.reserve(info->links.size());
  for (const auto& lk : info->links) layout_.rank.push_back(seen[{lk.from, lk.to}]++);
}

QPointF NetworkCanvas::nodePosition(std::uint32_t node) const {
  ensureLayout();
  if (!layout_.info || node >= layout_.base.size()) return {};
  const QPointF c(width() / 2, height() / 2);
  return c + (layout_.base[node] - c) * zoom_ + pan_;
}

QVariantMap NetworkCanvas::hitTest(double x, double y) const {
  QVariantMap none{{QStringLiteral("kind"), QString()}, {QStringLiteral("id"), -1}};
  if (!controller_) return none;
  ensureLayout();
  const auto& view = controller_->view();
  if (!layout_.info || layout_.base.size() != layout_.info->nodes.size()) return none;
  const Params P{zoom_, pan_, lineScale_, dark_, controller_->wallMs(), controller_->focusFlow(),
                 QString(), -1};
  const Geometry G(layout_, P);
  const QPointF p(x, y);
  const auto& info = *layout_.info;
  // Packets first (drawn on top), the nearest within reach.
  double best = 1e9;
  qint64 bestId = -1;
  for (const PacketView& pk : view.inFlight) {
    if (pk.link >= info.links.size()) continue;
    const auto ln = G.lane(pk.link);
    double head = 0, tail = 0;
    if (!G.packet(pk, view.now, ln, head, tail)) continue;
    Lane part;
    const int k = 6;
    for (int i = 0; i <= k; ++i) part.pts.push_back(ln.at(tail + (head - tail) * i / k));
    const double d = part.distance(p);
    if (d <= G.packetWidth(pk, ln) / 2 + 4 && d < best) {
      best = d;
      bestId = static_cast<qint64>(pk.uid);
    }
  }
  if (bestId >= 0) return {{QStringLiteral("kind"), QStringLiteral("packet")}, {QStringLiteral("id"), bestId}};
  for (std::uint32_t n = 0; n < info.nodes.size(); ++n) {
    const double d = length(p - G.map(n));
    if (d <= G.radius(n) + 4 && d < best) {
      best = d;
      bestId = n;
    }
  }
  if (bestId >= 0) return {{QStringLiteral("kind"), QStringLiteral("node")}, {QStringLiteral("id"), bestId}};
  for (std::uint32_t l = 0; l < info.links.size(); ++l) {
    const auto ln = G.lane(l);
    if (ln.len <= 0) continue;
    const double d = ln.distance(p);
    if (d <= ln.w / 2 + 4 && d < best) {
      best = d;
      bestId = l;
    }
  }
  if (bestId >= 0) return {{QStringLiteral("kind"), QStringLiteral("link")}, {QStringLiteral("id"), bestId}};
  return none;
}

// --- input ----------------------------------------------------------------------------------

void NetworkCanvas::mousePressEvent(QMouseEvent* e) {
  pressPos_ = e->position();
  pressPan_ = pan_;
  dragging_ = false;
  setKeepMouseGrab(true);
  e->accept();
}

void NetworkCanvas::mouseMoveEvent(QMouseEvent* e) {
  const QPointF d = e->position() - pressPos_;
  if (!dragging_ && length(d) > 4) dragging_ = true;
  if (dragging_) setPan(pressPan_ + d);
  e->accept();
}

void NetworkCanvas::mouseReleaseEvent(QMouseEvent* e) {
  setKeepMouseGrab(false);
  if (!dragging_) {
    const auto hit = hitTest(e->position().x(), e->position().y());
    const QString kind = hit.value(QStringLiteral("kind")).toString();
    const qint64 id = hit.value(QStringLiteral("id")).toLongLong();
    if (controller_) controller_->select(kind, id);
    emit picked(kind, id);
  }
  dragging_ = false;
  e->accept();
}

void NetworkCanvas::mouseDoubleClickEvent(QMouseEvent* e) {
  fitToView();
  e->accept();
}

void NetworkCanvas::wheelEvent(QWheelEvent* e) {
  const double steps = e->angleDelta().y() / 120.0;
  zoomAt(e->position().x(), e->position().y(), std::pow(1.15, steps));
  e->accept();
}

// --- rendering ------------------------------------------------------------------------------

QSGNode* NetworkCanvas::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
  QElapsedTimer timer;
  timer.start();
  QQuickWindow* win = window();
  if (!win || !controller_ || width() <= 0 || height() <= 0) {
    delete old;
    return nullptr;
  }
  const bool software =
      win->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
  ensureLayout();
  // Other flows fade only while a flow (or one of its packets) is selected.
  const QString sel = controller_->selectionKind();
  const int dimOthers = sel == QLatin1String("flow") || sel == QLatin1String("packet")
                            ? controller_->focusFlow()
                            : -1;
  const Params P{zoom_, pan_, lineScale_, dark_, controller_->wallMs(), dimOthers, sel,
                 controller_->selectionId(), software || !links_};
  const LiveView& view = controller_->view();
  int drawn = 0;
  QSGNode* result = nullptr;

  if (software) {
    auto* node = dynamic_cast<SoftwareCanvasNode*>(old);
    if (!node) {
      delete old;
      node = new SoftwareCanvasNode;
      node->image = win->createImageNode();
      node->image->setOwnsTexture(false);
      node->appendChildNode(node->image);
    }
    const qreal dpr = win->effectiveDevicePixelRatio();
    QImage img(QSize(static_cast<int>(std::ceil(width() * dpr)),
                     static_cast<int>(std::ceil(height() * dpr))),
               QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    {
      QPainter painter(&img);
      painter.setRenderHint(QPainter::Antialiasing, true);
      painter.setRenderHint(QPainter::TextAntialiasing, true);
      PainterSink sink(painter, fontFamily_);
      drawn = drawScene(sink, layout_, view, P);
    }
    QSGTexture* tex = win->createTextureFromImage(img, QQuickWindow::TextureHasAlphaChannel);
    node->image->setTexture(tex);
    node->image->setRect(QRectF(0, 0, width(), height()));
    delete node->texture;
    node->texture = tex;
    node->image->markDirty(QSGNode::DirtyMaterial);
    result = node;
  } else {
    auto* node = dynamic_cast<GlCanvasNode*>(old);
    if (!node) {
      delete old;
      node = new GlCanvasNode;
    }
    TriangleSink sink;
    sink.v.reserve(view.inFlight.size() * 6 + layout_.base.size() * 60 + 1024);
    drawn = drawScene(sink, layout_, view, P);
    setTriangles(node->geo, sink.v);

    // Labels: cached text textures in a pool of (opacity → texture) nodes.
    node->labels->removeAllChildNodes();
    const qreal dpr = win->effectiveDevicePixelRatio();
    if (node->textures.size() > 4000) {  // keep the cache bounded
      qDeleteAll(node->textures);
      node->textures.clear();
      node->textureInfo.clear();
      for (auto* n : node->pool) {
        static_cast<QSGSimpleTextureNode*>(n->firstChild())->setTexture(nullptr);
      }
    }
    for (std::size_t i = 0; i < sink.labels.size(); ++i) {
      const Label& l = sink.labels[i];
      const QString key = QStringLiteral("%1|%2|%3|%4|%5")
                              .arg(l.text, l.color.name(QColor::HexArgb),
                                   l.halo.isValid() ? l.halo.name(QColor::HexArgb) : QString())
                              .arg(l.px)
                              .arg(l.bold);
      auto it = node->textureInfo.find(key);
      if (it == node->textureInfo.end()) {
        QFont f(fontFamily_);
        f.setPixelSize(static_cast<int>(std::lround(l.px * dpr)));
        f.setBold(l.bold);
        const QFontMetricsF fm(f);
        const double pad = haloPad(l, f.pixelSize());
        const QSize px(static_cast<int>(std::ceil(fm.horizontalAdvance(l.text) + 2 + 2 * pad)),
                       static_cast<int>(std::ceil(fm.height() + 2 * pad)));
        QImage img(px, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        {
          QPainter p(&img);
          p.setRenderHint(QPainter::TextAntialiasing, true);
          p.setFont(f);
          paintLabelText(p, QRectF(QPointF(0, 0), QSizeF(px)), l, f);
        }
        QSGTexture* tex = win->createTextureFromImage(img, QQuickWindow::TextureHasAlphaChannel);
        tex->setFiltering(QSGTexture::Linear);
        node->textures.append(tex);
        it = node->textureInfo.insert(key, {tex, QSizeF(px) / dpr});
      }
      if (i >= node->pool.size()) {
        auto* op = new QSGOpacityNode;
        op->setFlag(QSGNode::OwnedByParent, false);
        auto* tn = new QSGSimpleTextureNode;
        op->appendChildNode(tn);
        node->pool.push_back(op);
      }
      QSGOpacityNode* op = node->pool[i];
      auto* tn = static_cast<QSGSimpleTextureNode*>(op->firstChild());
      tn->setTexture(it->texture);
      tn->setRect(labelRect(l, it->size));
      op->setOpacity(l.opacity);
      node->labels->appendChildNode(op);
    }
    result = node;
  }

  const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  QMetaObject::invokeMethod(
      this,
      [this, drawn, ms, software] {
        const bool changed = drawn != packetsDrawn_ || software != software_;
        packetsDrawn_ = drawn;
        lastBuildMs_ = ms;
        software_ = software;
        if (changed) emit statsChanged();
      },
      Qt::QueuedConnection);
  return result;
}

// ---------------------------------------------------------------------------------------------

NetworkLinks::NetworkLinks(QQuickItem* parent) : QQuickItem(parent) {
  setFlag(ItemHasContents, true);
}

void NetworkLinks::setCanvas(NetworkCanvas* c) {
  if (c == canvas_) return;
  if (canvas_) {
    canvas_->links_ = nullptr;
    canvas_->viewUpdate();
  }
  canvas_ = c;
  if (canvas_) {
    canvas_->links_ = this;
    canvas_->viewUpdate();
  }
  emit canvasChanged();
}

QSGNode* NetworkLinks::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
  QQuickWindow* win = window();
  NetworkCanvas* c = canvas_;
  // With the software scene graph the canvas draws its links itself (no geometry nodes there).
  if (!win || !c || !c->controller_ || width() <= 0 || height() <= 0 ||
      win->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
    delete old;
    return nullptr;
  }
  c->ensureLayout();
  const NetworkCanvas::Layout& L = c->layout_;
  // Between runs (no run info yet) the links stay as they were: the new run redraws them.
  if (!L.info || L.base.size() != L.info->nodes.size()) return old;
  auto* node = old ? static_cast<QSGGeometryNode*>(old) : newTriangleNode(QSGGeometry::StaticPattern);
  TriangleSink sink;
  const Params P{c->zoom_, c->pan_, c->lineScale_, c->dark_, 0, -1, QString(), -1, true};
  const Geometry G(L, P);
  drawLinks(sink, G, allLanes(G), styleFor(P.dark));
  setTriangles(node, sink.v);
  return node;
}

}  // namespace opslab::gui
