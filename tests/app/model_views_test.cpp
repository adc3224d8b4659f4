// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Generic model views on the canvas and in the charts: what a model publishes
// through its events and views is drawn without knowing the model — a control packet (a JET
// burst header) running ahead of its aggregate by its lead, the wavelength label of each
// reservation, a refused reservation's ghost, the timers of a buffer's queues as arcs, and a
// live histogram grouped into bars.
#include <QtTest>

#include <memory>

#include "canvas/CanvasLayout.hpp"
#include "canvas/ScenePainter.hpp"
#include "recording_sink.hpp"
#include "charts/HistogramFeed.hpp"

using namespace opslab::gui;
using opslab::gui::testing::RecordingSink;

namespace {

constexpr std::int64_t kUs = 1'000'000;         // ps
constexpr std::int64_t kDelayPs = 1000 * kUs;  // 1 ms of propagation

// Two switches joined by one optical link.
std::shared_ptr<const RunInfo> line() {
  auto info = std::make_shared<RunInfo>();
  info->nodes.push_back({QStringLiteral("a"), 2, 0.0, 0.5});
  info->nodes.push_back({QStringLiteral("b"), 2, 1.0, 0.5});
  RunInfo::Link l;
  l.from = 0;
  l.to = 1;
  l.rate_bps = 10'000'000'000;
  l.delay_ps = kDelayPs;
  l.optical = true;
  info->links.push_back(l);
  return info;
}

// A burst of 10 µs on the link from 100 µs, its header 30 µs ahead, on wavelength 2.
PacketView burst() {
  PacketView p;
  p.uid = 1ull << 62 | 7;
  p.start = 100 * kUs;
  p.end = 110 * kUs;
  p.arrival = p.end + kDelayPs;
  p.link = 0;
  p.kind = kAggregateKind;
  p.size = 12'500;
  p.members = std::make_shared<std::vector<Member>>(std::vector<Member>{{3, 12'500}});
  p.channel = 1;
  p.leadPs = 30 * kUs;
  return p;
}

struct Frame {
  CanvasLayout layout;
  LiveView view;
  RecordingSink sink;
  Style style = styleFor(false);
  Lane lane;

  Frame() {
    layout = layoutNetwork(line(), QSizeF(1000, 400), QVector4D(0, 0, 0, 0), 1.0);
    view.info = layout.info;
    view.links.resize(1);
    lane = SceneGeometry(layout, ViewTransform{}).lane(0);
  }
  void draw(std::int64_t now) {
    view.now = now;
    sink = RecordingSink{};
    SceneParams P;
    drawScene(sink, layout, view, P);
  }
};

}  // namespace

class ModelViewsTest : public QObject {
  Q_OBJECT

 private slots:
  void theHeaderRunsAheadOfItsBurstByItsLead() {
    Frame f;
    f.view.inFlight.push_back(burst());
    QVERIFY(f.lane.len > 500);
    // 85 µs: the header left at 70 µs (15 µs along a 1 ms fibre), the burst waits for 100 µs:
    // the header is drawn there and the slot the burst will take is reserved on λ2.
    f.draw(85 * kUs);
    QVERIFY(f.sink.near(f.lane.at(0.015), f.style.queueFill, 10) > 0);
    QCOMPARE(f.sink.near(f.lane.at(0.2), f.style.queueFill, 10), 0);
    QVERIFY(f.sink.hasLabel(QStringLiteral("λ2 reserved")));
    // 500 µs: the burst's head at 0.4 of the way, the header at 0.43; the burst is labelled.
    f.draw(500 * kUs);
    QVERIFY(f.sink.near(f.lane.at(0.43), f.style.queueFill, 10) > 0);
    QCOMPARE(f.sink.near(f.lane.at(0.40), f.style.queueFill, 10), 0);
    QVERIFY(f.sink.hasLabel(QStringLiteral("λ2")));
    QVERIFY(!f.sink.hasLabel(QStringLiteral("λ2 reserved")));
    // Before its header leaves, nothing of it is drawn.
    f.draw(60 * kUs);
    QVERIFY(f.sink.labels.empty() || !f.sink.hasLabel(QStringLiteral("λ2 reserved")));
    QCOMPARE(f.sink.near(f.lane.at(0.0), f.style.queueFill, 10), 0);
  }

  void aRefusedReservationIsAGhostOnTheReservationItOverlaps() {
    Frame f;
    PacketView taken = burst();  // holds λ1 on the fibre
    taken.channel = 0;
    taken.leadPs = 0;
    PacketView ghost = taken;    // asked for the same span on λ1 and refused
    ghost.uid = 1ull << 62 | 8;
    ghost.refused = true;
    ghost.members.reset();
    f.view.inFlight = {taken, ghost};
    f.draw(300 * kUs);  // both 0.19–0.2 of the way
    QVERIFY(f.sink.hasLabel(QStringLiteral("λ1 taken")));
    QVERIFY(f.sink.near(f.lane.at(0.195), f.style.drop, 8, RecordingSink::Alpha::ignored) > 0);
    // The ghost is not a packet to pick: the hit is the real burst.
    const auto hit = hitTest(f.layout, ViewTransform{}, f.view.inFlight, 300 * kUs, f.lane.at(0.195));
    QCOMPARE(hit.kind, CanvasHit::Kind::packet);
    QCOMPARE(hit.id, static_cast<std::int64_t>(taken.uid));
    // Before its time, the ghost sits at the sending end, where the header was refused.
    f.draw(50 * kUs);
    QVERIFY(f.sink.hasLabel(QStringLiteral("λ1 taken")));
    QVERIFY(f.sink.near(f.lane.at(0.0), f.style.drop, 8, RecordingSink::Alpha::ignored) > 0);
  }

  void queueTimersAreArcsThatFillAroundTheNode() {
    Frame f;
    f.view.nodeBuffers.push_back({0, QStringLiteral("assembler"), 5, 5000, {0.5, 0.95}});
    f.draw(0);
    const SceneGeometry G(f.layout, ViewTransform{});
    const QPointF c = G.map(0);
    const double r = G.radius(0);
    const double radius = r * 1.25 + 5;
    // Arc 0 spans the right half (clockwise from the top), filled to half: its start (top
    // right) in the fill colour, its end (bottom) only the track. Arc 1 (left half), nearly
    // full: in the hot colour.
    const QPointF topRight = c + QPointF(std::sin(0.4), -std::cos(0.4)) * radius;
    const QPointF lowRight = c + QPointF(std::sin(2.9), -std::cos(2.9)) * radius;
    const QPointF left = c + QPointF(std::sin(4.7), -std::cos(4.7)) * radius;
    QVERIFY(f.sink.near(topRight, f.style.queueFill, 4) > 0);
    QCOMPARE(f.sink.near(lowRight, f.style.queueFill, 4), 0);
    QVERIFY(f.sink.near(left, f.style.queueHot, 4) > 0);
  }

  void histogramBarsGroupTheValuesToFitAndStackTheCategories() {
    HistogramView h{QStringLiteral("segments_per_burst"), QStringLiteral("TCP segments per burst"),
                    QStringLiteral("segments"), {}, {QStringLiteral("delivered"), QStringLiteral("lost")},
                    {{0, 0, 3, 1, 0, 5, 2}, {0, 0, 1, 0, 0, 0, 0, 4}}};
    // Values 2 … 7 counted: one bar each when there is room.
    auto bars = HistogramFeed::bars(h, 10);
    QCOMPARE(bars.size(), std::size_t(6));
    QCOMPARE(bars[0].from, 2u);
    QCOMPARE(bars[0].counts, (std::vector<std::uint64_t>{3, 1}));
    QCOMPARE(bars[5].from, 7u);
    QCOMPARE(bars[5].counts, (std::vector<std::uint64_t>{0, 4}));
    // At most 4 bars: 2 values each, sums kept.
    bars = HistogramFeed::bars(h, 4);
    QCOMPARE(bars.size(), std::size_t(3));
    QCOMPARE(bars[0].to, 3u);
    QCOMPARE(bars[0].counts, (std::vector<std::uint64_t>{4, 1}));
    QCOMPARE(bars[2].from, 6u);
    QCOMPARE(bars[2].to, 7u);
    QCOMPARE(bars[2].counts, (std::vector<std::uint64_t>{2, 4}));
    QVERIFY(HistogramFeed::bars(HistogramView{}, 10).empty());
  }

  void histogramFeedTellsTheChartWhenCountsChange() {
    HistogramFeed feed;
    QSignalSpy changed(&feed, &HistogramFeed::changed);
    QSignalSpy layout(&feed, &HistogramFeed::layoutChanged);
    const HistogramView h{QStringLiteral("flows_per_burst"), QStringLiteral("TCP flows per burst"),
                          QStringLiteral("flows"), QStringLiteral("since warm-up"),
                          {QStringLiteral("delivered"), QStringLiteral("lost")}, {{0, 4, 2}, {0, 1}}};
    feed.update({h});
    QCOMPARE(feed.names(), QStringList{QStringLiteral("flows_per_burst")});
    QCOMPARE(layout.count(), 1);
    QCOMPARE(changed.count(), 1);
    feed.update({h});  // the same counts: nothing to redraw
    QCOMPARE(changed.count(), 1);
    HistogramView more = h;
    more.counts[1][1] = 2;
    feed.update({more});
    QCOMPARE(changed.count(), 2);
    QCOMPARE(layout.count(), 1);
    const QVariantMap m = feed.histogram(QStringLiteral("flows_per_burst"), 50);
    QCOMPARE(m.value("label").toString(), QStringLiteral("TCP flows per burst"));
    QCOMPARE(m.value("bars").toList().size(), 2);
    QCOMPARE(m.value("maxCount").toDouble(), 6.0);  // 4 delivered + 2 lost with one flow
    QCOMPARE(m.value("totals").toList().at(1).toDouble(), 2.0);
    QVERIFY(feed.histogram(QStringLiteral("nothing"), 50).isEmpty());
    feed.clear();
    QVERIFY(feed.names().isEmpty());
  }
};

QTEST_GUILESS_MAIN(ModelViewsTest)
#include "model_views_test.moc"
