// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rewind under Qt Test: a jump back shows exactly the state the run had at that
// moment, playing on from there gives the same run as without the jump, ← restores
// events − 1, bookmarks are found once (a rewind finds no duplicates), and the cwnd reductions
// are classified by what the run really did (loss, burst drop, reordering).
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "app/AppController.hpp"
#include "controller_support.hpp"
#include "simulation/SimulationController.hpp"
#include "net/network.hpp"
#include "net/tap.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "sim/simulation.hpp"

using opslab::gui::AppController;
using opslab::gui::Bookmark;
using opslab::gui::SimulationController;

namespace {

QString scenario(const char* file) {
  return qEnvironmentVariable("OPSLAB_ASSETS", QStringLiteral(OPSLAB_SOURCE_DIR "/assets")) +
         QStringLiteral("/scenarios/") + QLatin1String(file);
}

nlohmann::json resolvedWith(const QString& file, const QStringList& sets) {
  auto doc = opslab::scenario::load_scenario_file(file.toStdString());
  for (const auto& s : sets) opslab::scenario::apply_override(doc, s.toStdString());
  return opslab::scenario::resolve_scenario(doc);
}

// Everything the views show of one moment, in comparable form.
struct Moment {
  qint64 events = 0;
  double simTime = 0;
  qint64 drops = 0, retransmits = 0, fastRetransmits = 0, timeouts = 0;
  std::vector<std::uint64_t> inFlight;              // uids on the wire
  std::vector<std::array<std::uint64_t, 4>> links;  // queue, in flight, sent, overflow drops
  std::vector<std::array<double, 6>> flows;         // cwnd, ssthresh, snd.una, snd.max, delivered, rtx
  std::vector<double> sampleTimes;
  std::size_t tracePoints = 0;
  std::int64_t lastTrace = -1;
  bool operator==(const Moment&) const = default;
};

Moment moment(SimulationController& sim) {
  Moment m;
  m.events = sim.events();
  m.simTime = sim.simTime();
  m.drops = sim.drops();
  m.retransmits = sim.retransmits();
  m.fastRetransmits = sim.fastRetransmits();
  m.timeouts = sim.timeouts();
  for (const auto& p : sim.view().inFlight) m.inFlight.push_back(p.uid);
  for (const auto& l : sim.view().links) m.links.push_back({l.queue, l.inFlight, l.sentPackets, l.overflowDrops});
  for (const auto& f : sim.flows()->rows()) {
    m.flows.push_back({f.cwnd, f.ssthresh, static_cast<double>(f.sndUna), static_cast<double>(f.sndMax),
                       static_cast<double>(f.delivered), static_cast<double>(f.retransmits)});
  }
  m.sampleTimes = sim.charts()->times();
  m.tracePoints = sim.charts()->trace().size();
  m.lastTrace = sim.charts()->trace().empty() ? -1 : sim.charts()->trace().back().t;
  return m;
}

// The event log's lines. While running fast, lines beyond 120 per frame are summarized, so a
// log depends on pacing; after a jump it is the last lines up to that moment.
QStringList logLines(SimulationController& sim) {
  QStringList out;
  auto* log = sim.eventLog();
  for (int i = 0; i < log->rowCount(); ++i) out << log->entry(i).text;
  return out;
}

std::vector<std::tuple<std::int64_t, std::uint64_t, int, int>> markKeys(SimulationController& sim) {
  std::vector<std::tuple<std::int64_t, std::uint64_t, int, int>> out;
  for (const auto& b : sim.charts()->allMarks()) out.emplace_back(b.t, b.events, b.flow, int(b.kind));
  return out;
}

// The fields of a CSV line (quoted fields may hold commas).
QStringList fields(const QString& line) {
  QStringList out{QString()};
  bool quoted = false;
  for (const QChar c : line) {
    if (c == QLatin1Char('"')) {
      quoted = !quoted;
    } else if (c == QLatin1Char(',') && !quoted) {
      out << QString();
    } else if (c != QLatin1Char('\n')) {
      out.back() += c;
    }
  }
  return out;
}

// An exported CSV, without the columns of the run's cost (wall time and pace differ).
QString csv(const QString& dir, const char* name) {
  QFile f(dir + QLatin1Char('/') + QLatin1String(name));
  if (!f.open(QIODevice::ReadOnly)) return {};
  QList<qsizetype> cost;
  QString out;
  bool header = true;
  while (!f.atEnd()) {
    QStringList row = fields(QString::fromUtf8(f.readLine()));
    if (header) {
      for (const char* column : {"wall_s", "events_per_s"}) {
        if (const qsizetype i = row.indexOf(QLatin1String(column)); i >= 0) cost << i;
      }
      header = false;
    }
    for (const qsizetype i : cost) {
      if (i < row.size()) row[i].clear();
    }
    out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
  }
  return out;
}

std::map<Bookmark::Kind, int> kindCounts(SimulationController& sim) {
  std::map<Bookmark::Kind, int> out;
  for (const auto& b : sim.charts()->allMarks()) ++out[b.kind];
  return out;
}

}  // namespace

class RewindTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    app_ = controller_test::startApp();
    sim_ = app_->simulation();
  }
  void cleanupTestCase() { app_.reset(); }

  void seekBackShowsThatMomentAndPlaysOnTheSame() {
    open("dumbbell.json", 3);
    sim_->runUntil(1.0);
    QVERIFY(sim_->waitForIdle(120000));
    const Moment at1 = moment(*sim_);
    QVERIFY(at1.drops > 0);
    QVERIFY(!at1.inFlight.empty());
    sim_->runUntil(2.0);
    QVERIFY(sim_->waitForIdle(120000));
    const Moment at2 = moment(*sim_);
    const auto marks = markKeys(*sim_);
    QVERIFY(!marks.empty());

    sim_->seek(1.0);
    QVERIFY(sim_->waitForIdle(120000));
    QCOMPARE(sim_->seekProgress(), -1.0);
    const Moment back = moment(*sim_);
    QCOMPARE(back.events, at1.events);
    QCOMPARE(back.simTime, at1.simTime);
    QCOMPARE(back.inFlight, at1.inFlight);
    QCOMPARE(back.links, at1.links);
    QCOMPARE(back.flows, at1.flows);
    QCOMPARE(back.sampleTimes, at1.sampleTimes);
    QCOMPARE(back.lastTrace, at1.lastTrace);
    QVERIFY(back == at1);
    const QStringList log = logLines(*sim_);
    QVERIFY(!log.isEmpty() && log.size() <= 120);
    QVERIFY(sim_->eventLog()->entry(static_cast<int>(log.size()) - 1).t <= 1'000'000'000'000);
    QCOMPARE(markKeys(*sim_), marks);  // kept, and none found twice

    sim_->runUntil(2.0);
    QVERIFY(sim_->waitForIdle(120000));
    const Moment again = moment(*sim_);
    QCOMPARE(again.events, at2.events);
    QCOMPARE(again.flows, at2.flows);
    QCOMPARE(again.sampleTimes, at2.sampleTimes);
    QCOMPARE(again.inFlight, at2.inFlight);
    QCOMPARE(again.links, at2.links);
    QCOMPARE(again.tracePoints, at2.tracePoints);
    QVERIFY(again == at2);
    QCOMPARE(markKeys(*sim_), marks);

    // Jumping to the same moment from elsewhere shows the same log.
    sim_->seek(1.0);
    QVERIFY(sim_->waitForIdle(120000));
    QCOMPARE(logLines(*sim_), log);
    QVERIFY(moment(*sim_) == at1);
  }

  void stepBackRestoresOneEventLess() {
    open("dumbbell.json", 1);
    sim_->runUntil(0.2);
    QVERIFY(sim_->waitForIdle(120000));
    sim_->step();
    QVERIFY(sim_->waitForIdle());
    const Moment after = moment(*sim_);
    sim_->stepBack();
    QVERIFY(sim_->waitForIdle(120000));
    QCOMPARE(sim_->events(), after.events - 1);
    QVERIFY(sim_->simTime() <= after.simTime);
    sim_->step();
    QVERIFY(sim_->waitForIdle());
    const Moment redone = moment(*sim_);
    QCOMPARE(redone.events, after.events);
    QCOMPARE(redone.simTime, after.simTime);
    QCOMPARE(redone.inFlight, after.inFlight);
    QCOMPARE(redone.flows, after.flows);
  }

  void seekForwardAndPauseDuringAJump() {
    open("dumbbell.json", 2);
    sim_->seek(1.5);  // forward: no rebuild, the same catch-up
    QVERIFY(sim_->waitForIdle(120000));
    QCOMPARE(sim_->simTime(), 1.5);
    const qint64 events = sim_->events();
    QVERIFY(events > 0);
    sim_->seek(0.5);
    sim_->pause();  // stops the jump where it has come to: a consistent, earlier moment
    QVERIFY(sim_->waitForIdle(120000));
    QVERIFY(sim_->simTime() <= 0.5);
    QVERIFY(sim_->events() < events);
    QCOMPARE(sim_->seekProgress(), -1.0);
  }

  // With a checkpoint after every chunk, a jump restores the latest one at or before its
  // target: back to two thirds, then to one third (an earlier checkpoint), then playing on to
  // the end writes the uninterrupted run's CSVs and shows its state.
  void checkpointRestoresPlayOnToTheSameRun() {
    open("he-chan-tcp-classroom.json", 2.0);
    sim_->runUntil(2.0);
    QVERIFY(sim_->waitForIdle(300000));
    const Moment atEnd = moment(*sim_);
    QTemporaryDir dir;
    sim_->exportRun(dir.path() + QStringLiteral("/a"));
    QVERIFY(sim_->waitForIdle());
    const auto taken = sim_->rewindStats();
    QVERIFY2(taken.checkpoints > 10, qPrintable(QString::number(taken.checkpoints)));
    QVERIFY(taken.checkpointBytes >= taken.checkpoints * taken.arenaBytes / 2);
    QCOMPARE(taken.restores, std::uint64_t{0});

    sim_->seek(1.3);
    QVERIFY(sim_->waitForIdle(300000));
    QCOMPARE(sim_->simTime(), 1.3);
    const auto later = sim_->rewindStats();
    QCOMPARE(later.restores, std::uint64_t{1});
    QVERIFY(later.restoredEvents > 0);
    QVERIFY(later.restoredEvents <= sim_->events());
    sim_->seek(0.6);
    QVERIFY(sim_->waitForIdle(300000));
    const auto earlier = sim_->rewindStats();
    QCOMPARE(earlier.restores, std::uint64_t{2});
    QVERIFY(earlier.restoredEvents > 0);
    QVERIFY(earlier.restoredEvents < later.restoredEvents);
    QVERIFY(earlier.restoredEvents <= sim_->events());

    sim_->runUntil(2.0);
    QVERIFY(sim_->waitForIdle(300000));
    QVERIFY(moment(*sim_) == atEnd);
    sim_->exportRun(dir.path() + QStringLiteral("/b"));
    QVERIFY(sim_->waitForIdle());
    for (const char* name : {"flows.csv", "timeseries.csv", "summary.csv"}) {
      const QString a = csv(dir.path() + QStringLiteral("/a"), name);
      QVERIFY2(!a.isEmpty(), name);
      QCOMPARE(csv(dir.path() + QStringLiteral("/b"), name), a);
    }
  }

  // A single drop-tail path cannot reorder: every fast retransmit is a real loss.
  void dropTailLossesAreRealLoss() {
    open("dumbbell.json", 3);
    sim_->runUntil(3);
    QVERIFY(sim_->waitForIdle(120000));
    const auto kinds = kindCounts(*sim_);
    QCOMPARE(kinds.count(Bookmark::firstDrop), std::size_t(1));
    QVERIFY(kinds.count(Bookmark::lossRetransmit) && kinds.at(Bookmark::lossRetransmit) > 0);
    QCOMPARE(kinds.count(Bookmark::reorderRetransmit), std::size_t(0));
    QCOMPARE(kinds.count(Bookmark::burstRetransmit), std::size_t(0));
    // Every flow's fast retransmits are all marked (fewer than the per-flow bound here).
    int marked = 0;
    for (const auto& b : sim_->charts()->allMarks()) marked += b.kind == Bookmark::lossRetransmit;
    QCOMPARE(qint64(marked), sim_->fastRetransmits());
    // The first drop is the first bookmark, with the event log's sentence.
    const auto& first = sim_->charts()->allMarks().front();
    QCOMPARE(first.kind, Bookmark::firstDrop);
    QVERIFY(!first.text.isEmpty());
    const auto list = sim_->charts()->marks(0, 0, 3, true);
    QVERIFY(!list.isEmpty());
    QCOMPARE(list.front().toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("firstDrop"));
  }

  // He & Chan with deflection: segments overtaken on the longer path cause duplicate ACKs
  // without loss; OBS on NSFNET loses whole bursts. The causes must match what an independent
  // tap on the same (deterministic) run saw: a fast retransmit of a segment dropped before it
  // is a loss (a burst drop when its latest drop took a whole aggregate), else reordering.
  void reductionCausesMatchTheDrops_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("duration");
    QTest::addColumn<int>("expected");  // a cause that must occur
    QTest::newRow("he-chan") << QStringLiteral("he-chan-tcp-classroom.json") << 5.0 << int(Bookmark::reorderRetransmit);
    QTest::newRow("obs") << QStringLiteral("obs-nsfnet-classroom.json") << 2.0 << int(Bookmark::burstRetransmit);
  }
  void reductionCausesMatchTheDrops() {
    QFETCH(QString, file);
    QFETCH(double, duration);
    QFETCH(int, expected);
    const QString path = scenario(file.toUtf8().constData());
    const auto doc = resolvedWith(path, {QStringLiteral("sim.duration_s=%1").arg(duration),
                                         QStringLiteral("sim.warmup_s=%1").arg(duration / 4)});
    open(file.toUtf8().constData(), duration);
    sim_->runUntil(duration);
    QVERIFY(sim_->waitForIdle(300000));

    // The oracle: the latest drop of every data segment, and each fast retransmit in order.
    struct Oracle final : opslab::net::Tap {
      std::map<std::pair<std::uint32_t, std::uint64_t>, bool> dropped;  // → whole aggregate
      std::vector<std::pair<std::uint32_t, int>> retransmits;            // flow, Bookmark::Kind
      void on_drop(const opslab::net::Packet& p, opslab::net::NodeId, opslab::net::DropCause cause,
                   opslab::sim::SimTime) override {
        if (p.kind == opslab::net::PacketKind::tcp_data) {
          dropped[{p.flow, p.seq}] = cause.has(opslab::net::kWholeAggregate);
        }
      }
      void on_protocol(const opslab::net::ProtocolEvent& e, opslab::sim::SimTime) override {
        if (e.kind != opslab::net::ProtocolEventKind::fast_retransmit) return;
        const auto it = dropped.find({e.flow, e.seq});
        retransmits.emplace_back(e.flow, it == dropped.end() ? Bookmark::reorderRetransmit
                                         : it->second        ? Bookmark::burstRetransmit
                                                             : Bookmark::lossRetransmit);
      }
    } oracle;
    auto run = opslab::scenario::find_model(doc.at("model").get<std::string>())->build(doc);
    run->network().taps().attach(&oracle);
    run->advance_to(opslab::sim::SimTime::s(duration));
    run->network().taps().detach(&oracle);

    std::vector<std::pair<std::uint32_t, int>> marked;
    for (const auto& b : sim_->charts()->allMarks()) {
      if (b.kind == Bookmark::lossRetransmit || b.kind == Bookmark::burstRetransmit ||
          b.kind == Bookmark::reorderRetransmit) {
        marked.emplace_back(static_cast<std::uint32_t>(b.flow), int(b.kind));
      }
    }
    const auto counts = kindCounts(*sim_);
    qInfo("%s: %d fast retransmits: %d loss, %d burst drop, %d reordering", qPrintable(file),
          int(marked.size()), counts.count(Bookmark::lossRetransmit) ? counts.at(Bookmark::lossRetransmit) : 0,
          counts.count(Bookmark::burstRetransmit) ? counts.at(Bookmark::burstRetransmit) : 0,
          counts.count(Bookmark::reorderRetransmit) ? counts.at(Bookmark::reorderRetransmit) : 0);
    QVERIFY(counts.count(static_cast<Bookmark::Kind>(expected)) > 0);
    QCOMPARE(marked, oracle.retransmits);
  }

  // LB+AS ends when the first transfer is done, long before its duration: the worker must see
  // that the clock stopped (it used to spin at full speed) — and a jump back still works.
  void aRunThatEndsByItselfFinishes() {
    const QString path = scenario("lbas-classroom.json");
    QCOMPARE(sim_->openResolved(resolvedWith(path, {QStringLiteral("traffic.file_mb=0.05")}), path), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->runUntil(60);
    QVERIFY(sim_->waitForIdle(120000));
    QVERIFY(sim_->finished());
    QVERIFY2(sim_->simTime() < 60, qPrintable(sim_->statusText()));
    QVERIFY(sim_->statusText().contains(QStringLiteral("the model's end condition")));
    const qint64 events = sim_->events();
    sim_->seek(sim_->simTime() / 2);
    QVERIFY(sim_->waitForIdle(120000));
    QVERIFY(sim_->events() < events);
    QVERIFY(!sim_->finished());
  }

 private:
  void open(const char* file, double duration) {
    const QString path = scenario(file);
    QCOMPARE(sim_->openResolved(resolvedWith(path, {QStringLiteral("sim.duration_s=%1").arg(duration),
                                                      QStringLiteral("sim.warmup_s=%1").arg(duration / 4)}), path),
             QString());
    QVERIFY(sim_->waitForIdle());
    sim_->setSpeedIndex(SimulationController::speedCount() - 1);
    sim_->setCheckpointSpacing(0);  // a checkpoint after every chunk: every jump restores one
  }

  std::unique_ptr<AppController> app_;
  SimulationController* sim_ = nullptr;
};

QTEST_MAIN(RewindTest)
#include "rewind_test.moc"
