// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The switch-fabric panel on the canvas: any node with a FabricView gets a crossbar
// panel — its queues as bars across the outputs they serve, output FIFO bars, port names — and
// during a fabric slot each matched input's cell is drawn on its way from its row to its
// output's column, the position following the slot's progress; after the slot only the
// crosspoints stay outlined. Drawn without knowing the model. Also the LB+AS canvas's other
// mark: a TCP segment overtaken on its way (PacketView::reordered) is ringed.
#include <QtTest>

#include <algorithm>
#include <memory>

#include "canvas/CanvasLayout.hpp"
#include "canvas/FabricPainter.hpp"
#include "canvas/ScenePainter.hpp"
#include "recording_sink.hpp"

using namespace opslab::gui;
using opslab::gui::testing::RecordingSink;
using opslab::scenario::FabricView;

namespace {

// A router between two hosts.
std::shared_ptr<const RunInfo> net() {
  auto info = std::make_shared<RunInfo>();
  info->nodes.push_back({QStringLiteral("h0"), 0, 0.0, 0.7});
  info->nodes.push_back({QStringLiteral("core"), 2, 0.5, 0.7});
  info->nodes.push_back({QStringLiteral("h1"), 0, 1.0, 0.7});
  for (std::uint32_t a : {0u, 1u}) {
    RunInfo::Link l;
    l.from = a;
    l.to = a + 1;
    l.rate_bps = 1'000'000'000;
    l.delay_ps = 1'000'000'000;
    info->links.push_back(l);
  }
  return info;
}

// A router between two columns of four routers each, close on both sides, hosts at the corners (LB+AS's core between
// its aggregation switches in a narrow window).
std::shared_ptr<const RunInfo> crowded() {
  auto info = std::make_shared<RunInfo>();
  info->nodes.push_back({QStringLiteral("core"), 2, 0.5, 0.5});
  info->nodes.push_back({QStringLiteral("h0"), 0, 0.0, 0.0});
  info->nodes.push_back({QStringLiteral("h1"), 0, 1.0, 1.0});
  for (double x : {0.25, 0.75}) {
    for (double y : {0.0, 1.0 / 3, 2.0 / 3, 1.0}) {
      info->nodes.push_back({QStringLiteral("agg"), 2, x, y});
      RunInfo::Link l;
      l.from = static_cast<std::uint32_t>(info->nodes.size() - 1);
      l.to = 0;
      l.rate_bps = 1'000'000'000;
      l.delay_ps = 1'000'000'000;
      info->links.push_back(l);
    }
  }
  return info;
}

constexpr std::int64_t kSlot = 51'200;  // ps
constexpr std::int64_t kSlotStart = 10 * kSlot;

// Three ports; input 0 holds 1000 cells for output 1 and is matched to it; outputs 1 and 2
// share a queue (an AS-VOQ); output 2's FIFO holds 40 packets.
FabricView fabric() {
  FabricView f;
  f.node = 1;
  f.label = "VOQs · iSLIP";
  f.inputs = {"a", "b", "c"};
  f.outputs = {"x", "y", "z"};
  f.queue_of_output = {0, 1, 1};
  f.queue_cells.assign(9, 0);
  f.queue_cells[0 * 3 + 1] = 1000;
  f.output_packets = {0, 0, 40};
  f.output_bytes = {0, 0, 40 * 1500};
  f.slot_start_ps = kSlotStart;
  f.slot_ps = kSlot;
  f.match = {1, -1, -1};
  return f;
}

struct Frame {
  CanvasLayout layout;
  LiveView view;
  RecordingSink sink;
  Style style = styleFor(false);
  QRectF bounds{0, 0, 1000, 600};

  Frame() {
    layout = layoutNetwork(net(), bounds.size(), QVector4D(0, 0, 0, 0), 1.0);
    view.info = layout.info;
    view.links.resize(2);
  }
  void draw(std::int64_t now) {
    view.now = now;
    sink = RecordingSink{};
    drawScene(sink, layout, view, SceneParams{});
  }
  FabricPanel panel() const {
    const SceneGeometry G(layout, ViewTransform{});
    return placeFabricPanels(G, view.fabrics, G.lanes(), bounds).front();
  }
};

}  // namespace

class FabricViewTest : public QObject {
  Q_OBJECT

 private slots:
  void aCellCrossesFromItsRowToItsColumnDuringTheSlot() {
    Frame f;
    f.view.fabrics = {fabric()};
    const FabricPanel p = f.panel();
    QVERIFY(p.labels);
    // Half-way through the slot: the cell is half-way along its path (row 0, then column 1).
    f.draw(kSlotStart + kSlot / 2);
    const QPointF half = cellPosition(p, 3, 0, 1, 0.5);
    QVERIFY(f.sink.near(half, f.style.router, p.cell * 0.25) >= 2);
    const QPointF quarter = cellPosition(p, 3, 0, 1, 0.1);
    QCOMPARE(f.sink.near(quarter, f.style.router, 1.0), 0);
    // A tenth of the way: there, and no longer half-way.
    f.draw(kSlotStart + kSlot / 10);
    QVERIFY(f.sink.near(quarter, f.style.router, p.cell * 0.25) >= 2);
    QCOMPARE(f.sink.near(half, f.style.router, 1.0), 0);
    // After the slot: no cell on its way, the crosspoint stays outlined (fainter).
    f.draw(kSlotStart + 3 * kSlot);
    QCOMPARE(f.sink.near(half, f.style.router, p.cell * 0.3), 0);
    const QPointF crosspoint = p.grid + QPointF(1.5 * p.cell, 0.5 * p.cell);
    QVERIFY(f.sink.near(crosspoint, withAlpha(f.style.router, 0.55), p.cell * 0.6) > 0);
    // Unwatched (no slot): no crosspoint outlined at all.
    f.view.fabrics.front().slot_start_ps = -1;
    f.view.fabrics.front().match.clear();
    f.draw(kSlotStart + kSlot / 2);
    QCOMPARE(f.sink.near(crosspoint, withAlpha(f.style.router, 0.55), p.cell * 0.6), 0);
    QCOMPARE(f.sink.near(half, f.style.router, p.cell * 0.3), 0);
  }

  void cellPathStartsAtTheRowAndEndsUnderTheColumn() {
    FabricPanel p;
    p.grid = QPointF(100, 50);
    p.cell = 20;
    QCOMPARE(cellPosition(p, 4, 2, 3, 0), QPointF(100, 100));
    QCOMPARE(cellPosition(p, 4, 2, 3, 1), QPointF(170, 130));
    // Across the row (70 px) then down the column (30 px): 0.7 is the corner.
    QCOMPARE(cellPosition(p, 4, 2, 3, 0.7), QPointF(170, 100));
    QCOMPARE(cellPosition(p, 4, 2, 3, 2.0), QPointF(170, 130));  // clamped
  }

  void queuesFillAcrossTheOutputsTheyServeAndPortsAreNamed() {
    Frame f;
    f.view.fabrics = {fabric()};
    const FabricPanel p = f.panel();
    f.draw(kSlotStart + 3 * kSlot);
    // Input 0's shared queue (outputs 1 and 2) holds 1000 cells: log fill 0.75 of the span
    // from column 1 to the end of column 2 — filled at its start, not at its end.
    const double y = p.grid.y() + 0.5 * p.cell;
    QVERIFY(qAbs(logFill(1000, 1e4) - 0.75) < 0.01);
    QVERIFY(f.sink.near(QPointF(p.grid.x() + 1.4 * p.cell, y), f.style.queueFill, p.cell * 0.3) > 0);
    QCOMPARE(f.sink.near(QPointF(p.grid.x() + 2.85 * p.cell, y), f.style.queueFill, 2.0), 0);
    // Input 1's queues are empty: no fill in its row.
    QCOMPARE(f.sink.near(QPointF(p.grid.x() + 1.4 * p.cell, y + p.cell), f.style.queueFill,
                         p.cell * 0.4), 0);
    // Output 2's FIFO holds 40 packets, output 0's none.
    const double barBottom = p.grid.y() + 3 * p.cell + 4 + 22;
    QVERIFY(f.sink.near(QPointF(p.grid.x() + 2.5 * p.cell, barBottom - 3), f.style.queueFill, 4) > 0);
    QCOMPARE(f.sink.near(QPointF(p.grid.x() + 0.5 * p.cell, barBottom - 3), f.style.queueFill, 4), 0);
    for (const char* name : {"a", "b", "c", "x", "y", "z"}) QVERIFY(f.sink.hasLabel(name));
    QVERIFY(f.sink.hasLabel(QStringLiteral("core")));
    QVERIFY(f.sink.hasLabel(QStringLiteral("VOQs · iSLIP")));
    // The panel sits above its node, inside the canvas.
    const SceneGeometry G(f.layout, ViewTransform{});
    QVERIFY(p.box.bottom() < G.map(1).y());
    QVERIFY(f.bounds.contains(p.box));
  }

  void aNodeWithoutAFabricOrAMalformedViewGetsNoPanel() {
    Frame f;
    f.draw(0);
    const auto plain = f.sink.tris.size();
    QVERIFY(!f.sink.hasLabelContaining(QStringLiteral("iSLIP")));
    FabricView bad = fabric();
    bad.queue_cells.pop_back();
    FabricView elsewhere = fabric();
    elsewhere.node = 7;  // no such node
    f.view.fabrics = {bad, elsewhere};
    f.draw(0);
    QCOMPARE(f.sink.tris.size(), plain);
  }

  // Never colour alone: an overtaken segment is an amber triangle beside its head (three
  // triangles of the scene), not a ring like a drop's.
  void anOvertakenSegmentIsMarkedByATriangleAtItsHead() {
    Frame f;
    PacketView seg;
    seg.uid = 5;
    seg.link = 0;
    seg.kind = 0;  // TCP data
    seg.size = 1500;
    seg.start = 0;
    seg.end = 12'000'000;       // 12 µs at 1 Gb/s
    seg.arrival = seg.end + 1'000'000'000;
    const std::int64_t now = seg.end + 500'000'000;  // half-way along its 1 ms link
    const Lane lane = SceneGeometry(f.layout, ViewTransform{}).lane(0);
    double head = 0, tail = 0;
    QVERIFY(SceneGeometry(f.layout, ViewTransform{}).packet(seg, now, lane, head, tail));
    f.view.inFlight = {seg};
    f.draw(now);
    QCOMPARE(f.sink.near(lane.at(head), f.style.queueFill, 24), 0);
    f.view.inFlight.front().reordered = true;
    f.draw(now);
    QCOMPARE(f.sink.near(lane.at(head), f.style.queueFill, 24), 3);
    QCOMPARE(f.sink.near(lane.at(head), f.style.drop, 24), 0);  // not a drop's red ring
  }

  // Too little room for the full panel anywhere around the node (every place hides another
  // node): a smaller grid with its label wrapped, which hides none, rather than a full panel
  // over the neighbours and their names.
  void aCrowdedCanvasShrinksThePanelRatherThanHideNodes() {
    const QRectF bounds(0, 0, 330, 420);
    const CanvasLayout layout = layoutNetwork(crowded(), bounds.size(), QVector4D(0, 0, 0, 0), 1.0);
    const SceneGeometry G(layout, ViewTransform{});
    FabricView f;
    f.node = 0;
    f.label = "VOQs · iSLIP × 4 · speedup 4";
    f.inputs = {"a0", "a1", "a2", "a3", "LP0", "LP1"};
    f.outputs = f.inputs;
    f.queue_of_output = {0, 1, 2, 3, 4, 5};
    f.queue_cells.assign(36, 0);
    f.output_packets.assign(6, 0);
    const auto hides = [&](const QRectF& box) {
      for (std::uint32_t n = 1; n < layout.info->nodes.size(); ++n) {
        const double r = G.radius(n);
        if (box.intersects(QRectF(G.map(n) - QPointF(r, r), QSizeF(2 * r, 2 * r)))) return true;
      }
      return false;
    };
    const FabricPanel full = fabricPanel(G.map(0), G.radius(0), 6, 1.0, bounds,
                                         QString::fromStdString(f.label));
    QVERIFY(full.box.width() > bounds.width() / 2);  // the full label needs half the canvas
    const FabricPanel p = placeFabricPanels(G, {f}, G.lanes(), bounds).front();
    QVERIFY(!p.box.isEmpty());
    QVERIFY(bounds.contains(p.box));
    QVERIFY(!hides(p.box));
    QVERIFY(p.labelLines > 1);
    QVERIFY(p.box.width() < full.box.width());
    // Drawn wrapped: each part of the label on a line of its own.
    RecordingSink sink;
    LiveView view;
    view.info = layout.info;
    view.links.resize(layout.info->links.size());
    view.fabrics = {f};
    drawScene(sink, layout, view, SceneParams{});
    QVERIFY(sink.hasLabel(QStringLiteral("speedup 4")));
    QVERIFY(!sink.hasLabel(QString::fromStdString(f.label)));
  }

  void manyPortsShrinkThePitchAndDropTheNames() {
    const FabricPanel small = fabricPanel(QPointF(500, 500), 10, 4, 1.0, QRectF(0, 0, 1000, 1000));
    const FabricPanel big = fabricPanel(QPointF(500, 500), 10, 32, 1.0, QRectF(0, 0, 1000, 1000));
    QVERIFY(small.labels);
    QVERIFY(!big.labels);
    QVERIFY(big.cell < small.cell);
    QVERIFY(big.box.width() <= 360);
    // No room above a node near the top: the panel goes below it.
    const FabricPanel low = fabricPanel(QPointF(500, 30), 10, 4, 1.0, QRectF(0, 0, 1000, 1000));
    QVERIFY(low.box.top() > 30);
    // Room on neither side for the full pitch: the larger side, the grid shrunk to fit.
    const QRectF bounds(0, 0, 1000, 500);
    const FabricPanel mid = fabricPanel(QPointF(500, 240), 10, 16, 1.0, bounds);
    QVERIFY(mid.box.top() > 240);  // more room below
    QVERIFY(bounds.contains(mid.box));
    QVERIFY(mid.cell < fabricPanel(QPointF(500, 500), 10, 16, 1.0, QRectF(0, 0, 1000, 1000)).cell);
  }
};

QTEST_GUILESS_MAIN(FabricViewTest)
#include "fabric_view_test.moc"
