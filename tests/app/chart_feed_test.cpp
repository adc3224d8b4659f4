// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The live charts' data under Qt Test, fed by a real SimulationController run: fairness (Jain
// of the traced flows), goodput averaged over its window, the trace ring, the pinned reference
// run, SACK blocks and reordered arrivals in the time–sequence graph, and UDP jitter.

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtCharts/QLineSeries>
#include <algorithm>
#include <cmath>

#include "app/AppController.hpp"
#include "controller_support.hpp"
#include "metrics/rate_window.hpp"
#include "simulation/SimulationController.hpp"
#include "simulation/TraceRing.hpp"

using opslab::gui::AppController;
using opslab::gui::ChartFeed;
using opslab::gui::SimulationController;
using opslab::gui::TracePoint;
using namespace controller_test;

class ChartFeedTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    app_ = startApp();
    sim_ = app_->simulation();
  }
  void cleanupTestCase() { app_.reset(); }

  void fairnessChartIsJainOfTheTracedFlows() {
    QCOMPARE(sim_->openResolved(resolvedWith({}), dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->runUntil(3.0);
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), !sim_->running()), 60000);
    sim_->poll();
    auto* feed = sim_->charts();
    const QStringList flows = feed->fairnessFlows();
    QCOMPARE(flows.size(), 10);  // the dumbbell's 10 flows are all traced
    const auto& times = feed->times();
    const auto rate = [&](const QString& f, std::size_t i) {
      return feed->values(QStringLiteral("goodput_mbps"), f)->at(i);
    };
    feed->setRateWindow(0);
    QLineSeries series;
    feed->fillFairness(&series, 0, 1e9, 1000000);
    QVERIFY(series.count() > 10);
    for (const QPointF& p : series.points()) {
      QVERIFY(p.y() > 0 && p.y() <= 1.0 + 1e-12);
      const auto i = static_cast<std::size_t>(std::lower_bound(times.begin(), times.end(), p.x()) - times.begin());
      double sum = 0, sq = 0;
      for (const QString& f : flows) {
        sum += rate(f, i);
        sq += rate(f, i) * rate(f, i);
      }
      QVERIFY(qAbs(p.y() - sum * sum / (10 * sq)) < 1e-9);
    }
    const double window = 0.5;
    feed->setRateWindow(window);
    QLineSeries windowed;
    feed->fillFairness(&windowed, 1.0, 1e9, 1000000);
    QVERIFY(windowed.count() > 100);
    for (const QPointF& p : windowed.points()) {
      const auto i = static_cast<std::size_t>(std::lower_bound(times.begin(), times.end(), p.x()) - times.begin());
      double sum = 0, sq = 0;
      for (const QString& f : flows) {
        double bits = 0;  // the flow's Mb in the window ending at sample i
        for (std::size_t j = i; j >= 1 && times[j - 1] >= times[i] - window - 1e-9; --j) {
          bits += rate(f, j) * (times[j] - times[j - 1]);
        }
        sum += bits;
        sq += bits * bits;
      }
      QVERIFY2(qAbs(p.y() - sum * sum / (10 * sq)) < 1e-9, qPrintable(QString::number(p.x())));
    }
  }

  // The goodput chart averages over the window it names (by default 100 samples: 1 s of the
  // dumbbell's 10-ms samples), its points stay within the path's payload capacity (the
  // model's), and the run's figure beside it is the summary's, since the warm-up.
  void goodputChartAveragesOverItsWindow() {
    QCOMPARE(sim_->openResolved(resolvedWith({}), dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->poll();
    // Before the first samples the interval and the window are already the scenario's, so
    // a chart's title never reads "0 s samples".
    QCOMPARE(sim_->charts()->sampleInterval(), 0.01);
    QCOMPARE(sim_->charts()->rateWindow(), 1.0);
    sim_->runUntil(5.0);
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), !sim_->running()), 60000);
    sim_->poll();
    auto* feed = sim_->charts();
    QCOMPARE(feed->rateWindow(), 1.0);
    const QVariantList windows = feed->rateWindows();
    QCOMPARE(windows.value(0).toDouble(), 0.0);  // the instantaneous view is offered first
    QVERIFY(windows.contains(QVariant(1.0)));
    QCOMPARE(feed->durationText(1.0), QStringLiteral("1 s"));
    QCOMPARE(feed->durationText(0.01), QStringLiteral("10 ms"));
    // 100 Mb/s of 1500-byte packets carrying 1460 bytes each.
    QVERIFY(qAbs(feed->goodputCapacity() - 100.0 * 1460 / 1500) < 1e-6);
    QLineSeries chart;
    feed->fillRate(&chart, QStringLiteral("goodput_mbps"), QStringLiteral("total"), 0, 1e9, 1000000);
    QVERIFY(chart.count() > 400);
    double sum = 0;
    int n = 0;
    for (const QPointF& p : chart.points()) {
      QVERIFY2(p.y() <= feed->goodputCapacity() * 1.05, qPrintable(QString::number(p.x())));
      if (p.x() > 3.0 - 0.005 && std::abs(p.x() - std::round(p.x())) < 0.005) {  // 3, 4, 5 s
        sum += p.y();
        ++n;
      }
    }
    QCOMPARE(n, 3);
    // The windows ending at 3, 4 and 5 s tile (2, 5]: their mean is the samples' mean there.
    const auto& times = feed->times();
    const auto* total = feed->values(QStringLiteral("goodput_mbps"), QStringLiteral("total"));
    QVERIFY(qAbs(sum / n - opslab::metrics::mean_rate(times, *total, 2.0, 5.0)) < 1e-9);
    // The run's figures beside it: the summary's, since the warm-up (a rate the path can carry,
    // Jain's index of all flows).
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), std::isfinite(feed->runRate())), 10000);
    QVERIFY(feed->runRate() > 0 && feed->runRate() <= feed->goodputCapacity());
    QVERIFY(feed->runFairness() > 0.1 && feed->runFairness() <= 1.0);
  }

  // Every flow keeps its most recent time–sequence points in a ring: a reader gets what it
  // has not taken yet, in order, also across wrapping, growing and shrinking.
  void traceRingKeepsTheNewestPoints() {
    using opslab::gui::TracePoint;
    opslab::gui::TraceRing ring;
    auto point = [](std::int64_t t) { return TracePoint{t, static_cast<std::uint64_t>(t), TracePoint::sent, 0}; };
    auto times = [](const std::vector<TracePoint>& v) {
      std::vector<std::int64_t> out;
      for (const auto& p : v) out.push_back(p.t);
      return out;
    };
    for (int t = 0; t < 7; ++t) ring.push(point(t), 4);  // holds 3..6
    QCOMPARE(ring.total(), std::uint64_t{7});
    QCOMPARE(ring.size(), std::size_t{4});
    std::vector<TracePoint> got;
    ring.copySince(0, got);
    QCOMPARE(times(got), (std::vector<std::int64_t>{3, 4, 5, 6}));
    got.clear();
    ring.copySince(5, got);
    QCOMPARE(times(got), (std::vector<std::int64_t>{5, 6}));
    for (int t = 7; t < 10; ++t) ring.push(point(t), 8);  // traced now: grows, keeps order
    got.clear();
    ring.copySince(0, got);
    QCOMPARE(times(got), (std::vector<std::int64_t>{3, 4, 5, 6, 7, 8, 9}));
    ring.shrink(2);  // no longer traced: the newest two stay
    got.clear();
    ring.copySince(0, got);
    QCOMPARE(times(got), (std::vector<std::int64_t>{8, 9}));
    ring.push(point(10), 2);
    got.clear();
    ring.copySince(9, got);
    QCOMPARE(times(got), (std::vector<std::int64_t>{9, 10}));
  }

  // Compare: a pinned run's curves stay as the reference while a changed scenario runs, and
  // the reference says what differs.
  void pinnedReferenceKeepsTheEarlierRun() {
    QCOMPARE(sim_->openResolved(resolvedWith({}), dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->runUntil(2.0);
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), !sim_->running()), 60000);
    sim_->poll();
    auto* feed = sim_->charts();
    QVERIFY(!feed->hasReference());
    QLineSeries before;
    feed->fill(&before, QStringLiteral("goodput_mbps"), QStringLiteral("total"), 0, 1e9, 1000000);
    QVERIFY(before.count() > 10);
    sim_->pinReference();
    QVERIFY(feed->hasReference());
    QCOMPARE(feed->referenceLabel(), QStringLiteral("reference: the same scenario and seed"));

    const auto queue = sim_->resolved()["topology"]["queue_packets"].get<int>();
    QVERIFY(queue != 20);
    QCOMPARE(sim_->parameters()->setPath(QStringLiteral("topology.queue_packets"), QStringLiteral("20")), QString());
    sim_->reset();
    QVERIFY(sim_->waitForIdle());
    QCOMPARE(feed->referenceLabel(), QStringLiteral("reference: topology.queue_packets = %1").arg(queue));
    sim_->runUntil(1.0);
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), !sim_->running()), 60000);
    sim_->poll();
    QLineSeries reference, now;
    feed->fill(&reference, QStringLiteral("goodput_mbps"), QStringLiteral("total"), 0, 1e9, 1000000, true);
    feed->fill(&now, QStringLiteral("goodput_mbps"), QStringLiteral("total"), 0, 1e9, 1000000);
    QCOMPARE(reference.points(), before.points());  // the earlier run, whole
    QVERIFY(now.count() > 0 && now.count() < reference.count());
    QLineSeries fairRef;
    feed->fillFairness(&fairRef, 0, 1e9, 1000000, true);
    QVERIFY(fairRef.count() > 10);

    sim_->clearReference();
    QVERIFY(!feed->hasReference());
    feed->fill(&reference, QStringLiteral("goodput_mbps"), QStringLiteral("total"), 0, 1e9, 1000000, true);
    QCOMPARE(reference.count(), 0);
  }

  // tcptrace's SACK marks: every block an ACK carries lies above that ACK's cumulative ACK
  // (RFC 2018), and the chart draws each block as its two edges.
  void sackedBlocksLieAboveTheCumulativeAck() {
    const QStringList sets = {QStringLiteral("tcp.variant=sack"),
                              QStringLiteral("topology.loss_rate=0.01"),
                              QStringLiteral("sim.duration_s=3"), QStringLiteral("sim.warmup_s=0.5")};
    QCOMPARE(sim_->openResolved(resolvedWith(sets), dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->setFocusFlow(0);
    sim_->runUntil(3.0);
    QVERIFY(sim_->waitForIdle(60000));
    QVERIFY(sim_->finished());
    sim_->poll();
    auto* feed = sim_->charts();
    QCOMPARE(feed->traceFlow(), 0);
    const auto& trace = feed->trace();
    std::size_t sacked = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
      if (trace[i].type != TracePoint::sacked) continue;
      ++sacked;
      // The ACK that carried the block was recorded just before its blocks, at the same time.
      std::size_t a = i;
      while (a > 0 && trace[a - 1].type == TracePoint::sacked) --a;
      QVERIFY(a > 0);
      const TracePoint& ack = trace[a - 1];
      QVERIFY(ack.type == TracePoint::acked);
      QCOMPARE(ack.t, trace[i].t);
      QVERIFY2(trace[i].seq > ack.seq, qPrintable(QStringLiteral("block %1+%2 at or below ACK %3")
                                                      .arg(trace[i].seq)
                                                      .arg(trace[i].len)
                                                      .arg(ack.seq)));
      QVERIFY(trace[i].len > 0);
      QVERIFY(i - a < 4);  // at most three blocks per ACK (the receiver's limit)
    }
    QVERIFY2(sacked > 10, qPrintable(QString::number(sacked)));

    // Drawn as edges: block k gives (t, start) and (t, end), in segments.
    QLineSeries edges;
    feed->fillTrace(&edges, ChartFeed::Sacked, 0, 100, 100000000);
    QCOMPARE(static_cast<std::size_t>(edges.count()), 2 * sacked);
    const double mss = feed->sequenceUnit() == QLatin1String("segments")
                           ? sim_->resolved()["tcp"]["packet_bytes"].get<double>() -
                                 sim_->resolved()["tcp"]["header_bytes"].get<double>()
                           : 1.0;
    std::size_t k = 0;
    for (const auto& p : trace) {
      if (p.type != TracePoint::sacked) continue;
      const QPointF lo = edges.at(static_cast<int>(2 * k));
      const QPointF hi = edges.at(static_cast<int>(2 * k + 1));
      QCOMPARE(lo.x(), static_cast<double>(p.t) * 1e-12);
      QCOMPARE(hi.x(), lo.x());
      QVERIFY(qAbs(lo.y() - static_cast<double>(p.seq) / mss) < 1e-9);
      QVERIFY(qAbs(hi.y() - static_cast<double>(p.seq + p.len) / mss) < 1e-9);
      ++k;
    }
  }

  // Deflection in the He & Chan core sends some optical packets the long way: their segments
  // arrive after later ones, and the graph marks them where the receiver got them.
  void reorderedArrivalsAreMarked() {
    const QString file = scenario("he-chan-tcp-classroom.json");
    runWhole(file, 1.5, 0.5);
    auto* feed = sim_->charts();
    // Look for a flow that saw reordering (traces are kept for every flow).
    int found = -1;
    std::size_t reordered = 0;
    for (int f = 0; f < sim_->flowCount() && found < 0; ++f) {
      sim_->setFocusFlow(f);
      QVERIFY(sim_->waitForIdle());
      sim_->poll();
      QCOMPARE(feed->traceFlow(), f);
      reordered = static_cast<std::size_t>(
          std::count_if(feed->trace().begin(), feed->trace().end(),
                        [](const TracePoint& p) { return p.type == TracePoint::reordered; }));
      if (reordered > 0) found = f;
    }
    QVERIFY2(found >= 0, "no flow saw a reordered segment");
    // A reordered segment arrived after a higher one: that one was sent earlier.
    const auto& trace = feed->trace();
    std::uint64_t highestSent = 0;
    bool anySent = false;
    for (const auto& p : trace) {
      if (p.type == TracePoint::sent || p.type == TracePoint::retransmitted) {
        highestSent = anySent ? std::max(highestSent, p.seq) : p.seq;
        anySent = true;
      } else if (p.type == TracePoint::reordered) {
        QVERIFY(anySent);
        QVERIFY2(p.seq < highestSent, qPrintable(QString::number(p.seq)));
      }
    }
    QLineSeries marks;
    feed->fillTrace(&marks, ChartFeed::Reordered, 0, 100, 100000000);
    QCOMPARE(static_cast<std::size_t>(marks.count()), reordered);
  }

  // The same deflections, on the canvas: a segment that will reach its receiver after a later
  // one is flagged while it crosses its last hop (the painter rings it: fabric_view_test),
  // and only first transmissions of data are. Played a millisecond at a time until one shows.
  void overtakenSegmentsAreFlaggedOnTheirLastHop() {
    const QString file = scenario("he-chan-tcp-classroom.json");
    QCOMPARE(sim_->openResolved(resolvedWith({QStringLiteral("sim.duration_s=1.5"),
                                              QStringLiteral("sim.warmup_s=0.5")},
                                             file),
                                file),
             QString());
    QVERIFY(sim_->waitForIdle());
    int flagged = 0, seen = 0;
    for (int ms = 1; ms <= 1500 && flagged == 0; ++ms) {
      sim_->runUntil(ms * 1e-3);
      QVERIFY(sim_->waitForIdle());
      sim_->poll();
      for (const auto& p : sim_->view().inFlight) {
        ++seen;
        if (!p.reordered) continue;
        ++flagged;
        QCOMPARE(p.kind, static_cast<std::uint8_t>(opslab::net::PacketKind::tcp_data));
        QVERIFY(!p.retransmission);
      }
    }
    QVERIFY(seen > 0);
    QVERIFY2(flagged > 0, "no overtaken segment in flight at any millisecond");
  }

  // A UDP run samples the jitter the core computes (per-flow delay standard deviation, He &
  // Chan §III-B), one finite value per sample, and no congestion window.
  void udpRunSamplesJitter() {
    const QString file = scenario("he-chan-udp-classroom.json");
    runWhole(file, 1.2, 0.4);
    sim_->poll();
    auto* feed = sim_->charts();
    QVERIFY(feed->has(QStringLiteral("udp_jitter_ms"), QStringLiteral("total")));
    QVERIFY(feed->tracedFlows().isEmpty());
    const auto* jitter = feed->values(QStringLiteral("udp_jitter_ms"), QStringLiteral("total"));
    QVERIFY(jitter != nullptr);
    QVERIFY(jitter->size() > 50);
    QCOMPARE(jitter->size(), feed->times().size());
    double after = 0;
    for (std::size_t i = 0; i < jitter->size(); ++i) {
      QVERIFY(std::isfinite((*jitter)[i]));
      QVERIFY((*jitter)[i] >= 0);
      if (feed->times()[i] > 0.5) after = std::max(after, (*jitter)[i]);
    }
    QVERIFY2(after > 0, "some delay variation after the warm-up");
  }

 private:
  void runWhole(const QString& file, double duration, double warmup) {
    controller_test::runWhole(sim_, file, duration, warmup);
  }

  std::unique_ptr<AppController> app_;
  SimulationController* sim_ = nullptr;
};

QTEST_MAIN(ChartFeedTest)
#include "chart_feed_test.moc"
