// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The network canvas's layout, view transform, hit testing and label placement as plain C++:
// no window, no QQuickItem — a RunInfo in, screen geometry out.
#include <QtTest>

#include <memory>

#include "canvas/CanvasLayout.hpp"
#include "canvas/LabelPlacer.hpp"

using namespace opslab::gui;

namespace {

constexpr std::int64_t kDelayPs = 1'000'000;  // 1 µs of propagation on every test link

// Nodes at the given positions in [0, 1]² (role 1: routers) and links between them.
std::shared_ptr<const RunInfo> network(const std::vector<QPointF>& at,
                                       const std::vector<std::pair<int, int>>& links) {
  auto info = std::make_shared<RunInfo>();
  for (std::size_t i = 0; i < at.size(); ++i) {
    info->nodes.push_back({QStringLiteral("n%1").arg(i), 1, at[i].x(), at[i].y()});
  }
  for (const auto& [a, b] : links) {
    RunInfo::Link l;
    l.from = static_cast<std::uint32_t>(a);
    l.to = static_cast<std::uint32_t>(b);
    l.rate_bps = 1'000'000'000;
    l.delay_ps = kDelayPs;
    info->links.push_back(l);
  }
  return info;
}

Label label(QPointF anchor, const QString& text) {
  return Label{anchor, text, Qt::black, 12, Qt::AlignLeft | Qt::AlignTop, 1.0, false};
}

}  // namespace

class CanvasLayoutTest : public QObject {
  Q_OBJECT

 private slots:
  void nodesFillTheAreaTheInsetsLeave() {
    const QSizeF size(800, 600);
    const QVector4D insets(100, 50, 200, 40);
    const auto L = layoutNetwork(network({{0, 0}, {1, 1}, {0.5, 0.25}}, {}), size, insets, 1.0);
    QVERIFY(L.ready());
    // Margins for labels inside the insets: 5% of the size, clamped to [36, 90] × [24, 48].
    const QRectF area(100 + 40, 50 + 30, 800 - 140 - 240, 600 - 80 - 70);
    QCOMPARE(L.base[0], area.topLeft());
    QCOMPARE(L.base[1], area.bottomRight());
    QCOMPARE(L.base[2], QPointF(area.center().x(), area.top() + area.height() / 4));
    const QRectF free(insets.x(), insets.y(), size.width() - insets.x() - insets.z(),
                      size.height() - insets.y() - insets.w());
    for (const QPointF& p : L.base) QVERIFY(free.contains(p));
  }

  void presentationScaleWidensTheMargins() {
    const auto info = network({{0, 0}, {1, 1}}, {});
    const auto normal = layoutNetwork(info, QSizeF(800, 600), QVector4D(), 1.0);
    const auto large = layoutNetwork(info, QSizeF(800, 600), QVector4D(), 1.5);
    QVERIFY(large.base[0].x() > normal.base[0].x());
    QVERIFY(large.base[1].y() < normal.base[1].y());
  }

  void layoutIsEmptyWithoutRunOrSize() {
    QVERIFY(!layoutNetwork(nullptr, QSizeF(800, 600), QVector4D(), 1).ready());
    QVERIFY(!layoutNetwork(network({{0, 0}}, {}), QSizeF(0, 0), QVector4D(), 1).ready());
    const auto info = network({{0, 0}}, {});
    const auto L = layoutNetwork(info, QSizeF(800, 600), QVector4D(), 1);
    QVERIFY(L.matches(info, QSizeF(800, 600), QVector4D(), 1));
    QVERIFY(!L.matches(info, QSizeF(801, 600), QVector4D(), 1));
  }

  void spacingIsTheSmallestGapInARowOrColumn() {
    // A row of three nodes 0.25 apart and one node below: spacing is the row's gap.
    const auto L = layoutNetwork(network({{0, 0}, {0.25, 0}, {0.5, 0}, {0.5, 1}}, {}),
                                 QSizeF(1000, 600), QVector4D(), 1.0);
    const double gap = L.base[1].x() - L.base[0].x();
    QCOMPARE(L.spacing, std::min(gap, 120.0));
    QCOMPARE(L.rowRoom[1], gap);
    QVERIFY(std::isinf(L.rowRoom[3]));  // alone in its row
    // Room in its column (where a buffer bar under the node must fit).
    QCOMPARE(L.columnRoom[2], L.base[3].y() - L.base[2].y());
    QCOMPARE(L.columnRoom[3], L.columnRoom[2]);
    QVERIFY(std::isinf(L.columnRoom[0]));  // alone in its column
  }

  void zoomAndPanMapANodeWhereExpected() {
    const QSizeF size(800, 600);
    const auto L = layoutNetwork(network({{0, 0}, {1, 1}}, {{0, 1}}), size, QVector4D(), 1.0);
    const ViewTransform identity;
    QCOMPARE(identity.map(L.base[0], size), L.base[0]);
    const ViewTransform v{2.0, QPointF(10, -5), 1.0};
    const QPointF c(400, 300);
    QCOMPARE(v.map(L.base[0], size), c + (L.base[0] - c) * 2 + QPointF(10, -5));
    QCOMPARE(SceneGeometry(L, v).map(0), v.map(L.base[0], size));
    // Zooming at a point keeps the point fixed.
    const QPointF p(123, 456);
    const QPointF under = c + (p - c - v.pan) / v.zoom;  // base point under p
    const ViewTransform z = v.zoomedAt(p, 1.5, size);
    QCOMPARE(z.zoom, 3.0);
    QVERIFY((z.map(under, size) - p).manhattanLength() < 1e-9);
    // Zoom stays within its limits.
    QCOMPARE(v.zoomedAt(p, 1e6, size).zoom, ViewTransform::kMaxZoom);
    QCOMPARE(v.zoomedAt(p, 1e-6, size).zoom, ViewTransform::kMinZoom);
  }

  void hitTestFindsNodeLinkPacketAndNothing() {
    const QSizeF size(800, 600);
    const auto L =
        layoutNetwork(network({{0, 0.5}, {1, 0.5}}, {{0, 1}}), size, QVector4D(), 1.0);
    const ViewTransform v;
    const SceneGeometry G(L, v);
    // On a node (and a little off its centre).
    auto hit = hitTest(L, v, {}, 0, G.map(1) + QPointF(3, 2));
    QCOMPARE(hit.kind, CanvasHit::Kind::node);
    QCOMPARE(hit.id, 1);
    // Halfway along the link's lane.
    const QPointF mid = G.lane(0).at(0.5);
    hit = hitTest(L, v, {}, 0, mid);
    QCOMPARE(hit.kind, CanvasHit::Kind::link);
    QCOMPARE(hit.id, 0);
    // A packet halfway along it is on top of the link.
    PacketView p;
    p.uid = 77;
    p.link = 0;
    p.start = 0;
    p.end = 1000;
    p.arrival = p.end + kDelayPs;
    hit = hitTest(L, v, {p}, kDelayPs / 2, mid);
    QCOMPARE(hit.kind, CanvasHit::Kind::packet);
    QCOMPARE(hit.id, 77);
    // Before it starts it is not there.
    QCOMPARE(hitTest(L, v, {p}, -1, mid).kind, CanvasHit::Kind::link);
    // Empty space: far from the link and the nodes.
    hit = hitTest(L, v, {p}, kDelayPs / 2, QPointF(400, 40));
    QCOMPARE(hit.kind, CanvasHit::Kind::none);
    QCOMPARE(hit.id, -1);
    // The same holds after panning: the node moved with the view.
    const ViewTransform panned{1.0, QPointF(50, 80), 1.0};
    hit = hitTest(L, panned, {}, 0, G.map(1) + QPointF(50, 80));
    QCOMPARE(hit.kind, CanvasHit::Kind::node);
    QCOMPARE(hitTest(L, panned, {}, 0, G.map(1)).kind, CanvasHit::Kind::none);
  }

  void parallelLinksGetDistinctRanksAndLanes() {
    const auto L = layoutNetwork(network({{0, 0.5}, {1, 0.5}}, {{0, 1}, {0, 1}, {1, 0}, {0, 1}}),
                                 QSizeF(800, 600), QVector4D(), 1.0);
    QCOMPARE(L.rank, (std::vector<int>{0, 1, 0, 2}));
    const SceneGeometry G(L, ViewTransform{});
    const Lane straight = G.lane(0), arc = G.lane(1), wider = G.lane(3), back = G.lane(2);
    QCOMPARE(straight.pts.size(), std::size_t{2});
    QVERIFY(arc.pts.size() > 2);
    QVERIFY(arc.len > straight.len);
    QVERIFY(wider.len > arc.len);
    // The two directions run on opposite sides of the node-to-node line.
    const double y = L.base[0].y();
    QVERIFY((straight.at(0.5).y() - y) * (back.at(0.5).y() - y) < 0);
    // A point on the arc hits the arc, not the straight link.
    const auto hit = hitTest(L, ViewTransform{}, {}, 0, arc.at(0.5));
    QCOMPARE(hit.kind, CanvasHit::Kind::link);
    QCOMPARE(hit.id, 1);
  }

  void labelsDoNotOverlapAndTryTheirOtherPlaces() {
    LabelPlacer placer(QRectF(0, 0, 400, 300));
    std::vector<QString> drawn;
    placer.add(LabelPlacer::queue, label({12, 12}, QStringLiteral("queue")));
    placer.add(LabelPlacer::node_name, label({10, 10}, QStringLiteral("router")));
    // Off the canvas at first, then where it fits.
    placer.add(LabelPlacer::drop_cause, std::vector<Label>{label({390, 10}, QStringLiteral("lost")),
                                                           label({200, 100}, QStringLiteral("lost"))});
    placer.place([&](const Label& l, LabelPlacer::Priority) { drawn.push_back(l.text); });
    // The node name wins over the queue label it would cover; the drop cause moved.
    QCOMPARE(drawn, (std::vector<QString>{QStringLiteral("router"), QStringLiteral("lost")}));
  }

  void labelsKeepOffObstaclesOrAreLeftOut() {
    LabelPlacer placer(QRectF(0, 0, 400, 300));
    // A node's disc where the first name would go, and a crossbar panel over the second's
    // every place.
    placer.block(QRectF(20, 20, 30, 30), true);
    placer.block(QRectF(200, 0, 200, 300));
    std::vector<QString> drawn;
    std::vector<QRectF> boxes;
    placer.add(LabelPlacer::node_name, std::vector<Label>{label({25, 25}, QStringLiteral("h1")),
                                                          label({100, 100}, QStringLiteral("h1"))});
    placer.add(LabelPlacer::node_name, std::vector<Label>{label({250, 50}, QStringLiteral("core")),
                                                          label({300, 200}, QStringLiteral("core"))});
    placer.place([&](const Label& l, LabelPlacer::Priority) {
      drawn.push_back(l.text);
      boxes.push_back(LabelPlacer::estimate(l));
    });
    QCOMPARE(drawn, (std::vector<QString>{QStringLiteral("h1")}));
    QVERIFY(!boxes.front().intersects(QRectF(20, 20, 30, 30)));
    // A queue's label may stand on a node's disc, not on a panel.
    LabelPlacer queues(QRectF(0, 0, 400, 300));
    queues.block(QRectF(20, 20, 30, 30), true);
    queues.block(QRectF(200, 0, 200, 300));
    queues.add(LabelPlacer::queue, label({25, 25}, QStringLiteral("3 pkt")));
    queues.add(LabelPlacer::queue, label({250, 50}, QStringLiteral("5 pkt")));
    drawn.clear();
    queues.place([&](const Label& l, LabelPlacer::Priority) { drawn.push_back(l.text); });
    QCOMPARE(drawn, (std::vector<QString>{QStringLiteral("3 pkt")}));
  }
};

QTEST_APPLESS_MAIN(CanvasLayoutTest)
#include "canvas_layout_test.moc"
