// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationController and ParameterModel under Qt Test: play / pause / step /
// reset, one step = one event, parameter validation with the model's own message, "pause
// when…", the event log, export writing the same files as opslab-cli, and the switch lab's
// slot-by-slot steps. The live charts' data: chart_feed_test.cpp.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include "app/AppController.hpp"
#include "controller_support.hpp"
#include "fabric/FabricFeed.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "simulation/SimulationController.hpp"

using opslab::gui::AppController;
using opslab::gui::FabricFeed;
using opslab::gui::SimulationController;

using namespace controller_test;

class ControllerTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    app_ = startApp();
    sim_ = app_->simulation();
  }
  void cleanupTestCase() { app_.reset(); }

  void catalogListsThePreparedScenarios() {
    QVERIFY(app_->catalog()->rowCount() >= 2);
    bool found = false;
    for (const auto& e : app_->catalog()->entries()) {
      QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
      QVERIFY(!e.title.isEmpty());
      QVERIFY(!e.description.isEmpty());
      found |= e.fileName == QLatin1String("dumbbell.json");
    }
    QVERIFY(found);
  }

  void opensAScenario() {
    QSignalSpy loaded(sim_, &SimulationController::loadFinished);
    QCOMPARE(app_->openScenario(dumbbell()), QString());
    QCOMPARE(app_->page(), QStringLiteral("workspace"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().first().toString(), QString());
    QVERIFY(sim_->waitForIdle());
    QVERIFY(sim_->loaded());
    QCOMPARE(sim_->flowCount(), 10);
    QCOMPARE(sim_->nodeCount(), 22);
    QCOMPARE(sim_->events(), qint64(0));
    QCOMPARE(sim_->simTime(), 0.0);
    QVERIFY(!sim_->running());
  }

  void refusesABadFile() {
    QCOMPARE(sim_->openFile(QStringLiteral("/nonexistent/x.json")).isEmpty(), false);
  }

  void stepProcessesExactlyOneEvent() {
    QCOMPARE(sim_->openFile(dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    for (int i = 1; i <= 25; ++i) {
      const double before = sim_->simTime();
      sim_->step();
      QVERIFY(sim_->waitForIdle());
      QCOMPARE(sim_->events(), qint64(i));
      QVERIFY(sim_->simTime() >= before);
      QVERIFY(!sim_->running());
    }
  }

  void playAndPause() {
    QCOMPARE(sim_->openFile(dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->setSpeedIndex(SimulationController::speedCount() - 1);  // as fast as possible
    QVERIFY(sim_->maxSpeed());
    QSignalSpy running(sim_, &SimulationController::runningChanged);
    sim_->play();
    QVERIFY(sim_->running());
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), sim_->simTime() > 0.05), 20000);
    sim_->pause();
    QVERIFY(sim_->waitForIdle());
    QVERIFY(!sim_->running());
    QVERIFY(running.count() >= 2);
    const double t = sim_->simTime();
    const qint64 e = sim_->events();
    QTest::qWait(200);
    sim_->poll();
    QCOMPARE(sim_->simTime(), t);  // pausing is just not advancing
    QCOMPARE(sim_->events(), e);
    QVERIFY(sim_->packetsInFlight() > 0);
    QVERIFY(sim_->charts()->times().size() > 0);
  }

  void pacedSpeedAdvancesSlowly() {
    QCOMPARE(sim_->openFile(dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->setSpeedIndex(9);  // 1 ms/s
    QCOMPARE(sim_->speedText(), QStringLiteral("1 ms/s"));
    sim_->play();
    QTest::qWait(500);
    sim_->pause();
    QVERIFY(sim_->waitForIdle());
    QVERIFY(sim_->simTime() > 0.0);
    QVERIFY(sim_->simTime() < 0.01);  // about 0.5 ms, far from the 10 ms a second
  }

  void resetKeepsOrChangesTheSeed() {
    QCOMPARE(sim_->openFile(dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    const qint64 seed = sim_->seed();
    sim_->runUntil(0.2);
    QVERIFY(sim_->waitForIdle());
    QVERIFY(sim_->events() > 0);
    sim_->reset();
    QVERIFY(sim_->waitForIdle());
    QCOMPARE(sim_->events(), qint64(0));
    QCOMPARE(sim_->simTime(), 0.0);
    QCOMPARE(sim_->seed(), seed);
    sim_->resetWithNewSeed();
    QVERIFY(sim_->waitForIdle());
    QVERIFY(sim_->seed() != seed);
    QCOMPARE(sim_->events(), qint64(0));
  }

  void parametersAreValidatedByTheModel() {
    QCOMPARE(sim_->openFile(dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    auto* params = sim_->parameters();
    QVERIFY(params->rowCount() > 20);
    QVERIFY(!params->dirty());

    // The message is the model's own, as the CLI would print it.
    auto bad = params->pending();
    bad["topology"]["flows"] = 0;
    QString expected;
    try {
      opslab::scenario::resolve_scenario(bad);
    } catch (const opslab::scenario::ScenarioError& e) {
      expected = QString::fromUtf8(e.what());
    }
    QVERIFY(!expected.isEmpty());
    QCOMPARE(params->setPath(QStringLiteral("topology.flows"), QStringLiteral("0")), expected);
    QVERIFY(!params->dirty());  // refused, not clamped
    const int row = params->rowOf(QStringLiteral("topology.flows"));
    QCOMPARE(params->data(params->index(row), opslab::gui::ParameterModel::ErrorRole).toString(),
             expected);
    QVERIFY(params->setPath(QStringLiteral("topology.flows"), QStringLiteral("abc"))
                .startsWith(QStringLiteral("topology.flows")));
    QVERIFY(params->setPath(QStringLiteral("tcp.variant"), QStringLiteral("vegas"))
                .startsWith(QStringLiteral("tcp.variant")));
    QVERIFY(!params->dirty());

    // Accepted edits wait for a reset.
    QCOMPARE(params->setPath(QStringLiteral("topology.flows"), QStringLiteral("4")), QString());
    QCOMPARE(params->setPath(QStringLiteral("tcp.variant"), QStringLiteral("newreno")), QString());
    QCOMPARE(params->setPath(QStringLiteral("tcp.delayed_ack"), true), QString());
    QVERIFY(params->dirty());
    QCOMPARE(params->changeCount(), 3);
    QCOMPARE(sim_->flowCount(), 10);
    sim_->reset();
    QVERIFY(sim_->waitForIdle());
    QCOMPARE(sim_->flowCount(), 4);
    QVERIFY(!params->dirty());
    QCOMPARE(QString::fromStdString(sim_->resolved()["tcp"]["variant"].get<std::string>()),
             QStringLiteral("newreno"));
  }

  void pauseWhenFastRetransmit() {
    QCOMPARE(sim_->openResolved(resolvedWith({QStringLiteral("topology.loss_rate=0.01")}),
                                dumbbell()),
             QString());
    QVERIFY(sim_->waitForIdle());
    sim_->setPauseOnFastRetransmit(true);
    sim_->setSpeedIndex(SimulationController::speedCount() - 1);
    sim_->play();
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), !sim_->running()), 30000);
    sim_->setPauseOnFastRetransmit(false);
    QVERIFY(!sim_->finished());
    QVERIFY2(sim_->statusText().contains(QStringLiteral("fast retransmit")),
             qPrintable(sim_->statusText()));
    QCOMPARE(sim_->fastRetransmits(), qint64(1));
    // The event log says it in plain words.
    bool found = false;
    auto* log = sim_->eventLog();
    for (int i = 0; i < log->rowCount(); ++i) {
      const QString line = log->data(log->index(i), opslab::gui::EventLogModel::TextRole).toString();
      found |= line.contains(QStringLiteral("duplicate ACKs → fast retransmit of segment"));
    }
    QVERIFY(found);
    auto* filter = sim_->eventFilter();
    filter->setText(QStringLiteral("no such words"));
    QCOMPARE(filter->rowCount(), 0);
    filter->setText({});
    QVERIFY(filter->rowCount() > 0);
  }

  // Jain's index of the traced flows' goodput, computed from the same sampled series: with the
  // instantaneous view (window 0) of each sample's rates, over a window of each flow's bytes in
  // it (Σ rate × interval) — not an average of per-sample indices.
  void exportWritesTheSameFilesAsTheCli() {
    const QString cli = qEnvironmentVariable("OPSLAB_CLI");
    if (cli.isEmpty()) QSKIP("OPSLAB_CLI is not set");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());

    // The GUI run: steps, a slow stretch and pauses before running to the end — the results
    // must not depend on any of them.
    QCOMPARE(sim_->openResolved(resolvedWith(kSets), dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    for (int i = 0; i < 200; ++i) sim_->step();
    QVERIFY(sim_->waitForIdle());
    QCOMPARE(sim_->events(), qint64(200));
    sim_->setSpeedIndex(12);  // 10 ms/s
    sim_->play();
    QTest::qWait(150);
    sim_->pause();
    QVERIFY(sim_->waitForIdle());
    sim_->runUntil(0.7);
    QVERIFY(sim_->waitForIdle(60000));
    sim_->runUntil(2.0);
    QVERIFY(sim_->waitForIdle(60000));
    QVERIFY(sim_->finished());
    QSignalSpy exported(sim_, &SimulationController::exportFinished);
    const QString guiDir = tmp.filePath(QStringLiteral("gui"));
    sim_->exportRun(guiDir);
    QVERIFY(exported.wait(20000));
    QCOMPARE(exported.first().at(1).toString(), QString());

    const QString cliDir = tmp.filePath(QStringLiteral("cli"));
    QProcess p;
    QStringList args = {QStringLiteral("run"), dumbbell(), QStringLiteral("--out"), cliDir};
    for (const auto& s : kSets) args << QStringLiteral("--set") << s;
    p.start(cli, args);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);

    for (const char* name : {"flows.csv", "timeseries.csv", "scenario.json"}) {
      const QByteArray a = readAll(guiDir + QLatin1Char('/') + QLatin1String(name));
      const QByteArray b = readAll(cliDir + QLatin1Char('/') + QLatin1String(name));
      QVERIFY2(!a.isEmpty(), name);
      QVERIFY2(a == b, name);
    }
    const auto a = summaryCells(guiDir + QStringLiteral("/summary.csv"));
    const auto b = summaryCells(cliDir + QStringLiteral("/summary.csv"));
    QVERIFY(!a.isEmpty());
    QVERIFY(a.contains(QStringLiteral("goodput_mbps")));
    QCOMPARE(a, b);
    const auto header = [](const QString& path) {
      return QString::fromUtf8(readAll(path)).section(QLatin1Char('\n'), 0, 0);
    };
    QCOMPARE(header(guiDir + QStringLiteral("/summary.csv")),
             header(cliDir + QStringLiteral("/summary.csv")));
  }

  void exportsTheResolvedScenario() {
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("s.json"));
    QCOMPARE(sim_->exportScenario(file), QString());
    const auto doc = opslab::scenario::load_scenario_file(file.toStdString());
    QVERIFY(doc == sim_->resolved());
  }

  // The switch lab's crossbar steps slot by slot, and "step one iteration" walks the
  // slot's iSLIP phases as the core recorded them: walked to its end, the accepts are the
  // matching the switch used for that slot (FabricView::match, from its slot observer), the
  // pointers moved one past the first iteration's partners, and a matched crosspoint shows
  // the cell that crossed while the phases are walked.
  void switchLabStepsOneSlotIterationByIteration() {
    QCOMPARE(sim_->openFile(scenario("cioq-switch-classroom.json")), QString());
    QVERIFY(sim_->waitForIdle());
    QCOMPARE(sim_->layoutKind(), QStringLiteral("crossbar"));
    sim_->runUntil(0.003);
    QVERIFY(sim_->waitForIdle());
    FabricFeed* f = sim_->fabric();
    QCOMPARE(f->count(), 1);
    QCOMPARE(f->arbiter(), QStringLiteral("islip"));
    const int n = f->ports();
    QCOMPARE(n, 16);
    QCOMPARE(f->phase(), f->phaseCount() - 1);  // a slot that ran shows its outcome
    int multi = 0, pairs = 0;
    for (int slot = 0; slot < 30; ++slot) {
      const double before = f->slotStart();
      QVERIFY(!f->stepIteration());  // at the outcome: the next slot, from its first phase
      sim_->stepFabricSlot();
      QVERIFY(sim_->waitForIdle());
      QVERIFY(f->slotStart() > before);
      QVERIFY(f->slotStart() - before < 1.5 * f->slotLength());  // one slot further
      QCOMPARE(f->phase(), 0);
      QCOMPARE(f->phaseCount(), 3 * f->iterations() + 1);
      const auto* v = f->view();
      QVERIFY(v != nullptr);
      multi += f->iterations() > 1 ? 1 : 0;
      // Request phase of iteration 1: the pointers are the slot's starting ones, and a
      // matched pair's crossing cell is still at its input.
      for (int i = 0; i < n; ++i) {
        QCOMPARE(f->acceptPointer(i), static_cast<int>(v->accept_pointers_before[i]));
        if (v->match[i] >= 0) {
          QCOMPARE(f->cells(i, v->match[i]),
                   static_cast<int>(v->cells_to_output[std::size_t(i) * n + v->match[i]]) + 1);
          QVERIFY(f->request(i, v->match[i]));  // every matched pair was requested in iteration 1
        }
      }
      int steps = 0;
      while (f->stepIteration()) ++steps;
      QCOMPARE(steps, f->phaseCount() - 1);
      // Walked to the outcome: the accepts of every iteration are the slot's matching.
      for (int i = 0; i < n; ++i) {
        int accepted = -1;
        for (std::uint32_t k = 0; k < v->islip_iterations && accepted < 0; ++k)
          accepted = v->islip_accepts[k * n + i];
        QCOMPARE(accepted, v->match[i]);
        QCOMPARE(f->matchOf(i), v->match[i]);
        pairs += v->match[i] >= 0 ? 1 : 0;
        const int first = v->islip_accepts[i];
        if (first >= 0) {
          QCOMPARE(f->acceptPointer(i), (first + 1) % n);
          QCOMPARE(f->grantPointer(first), (i + 1) % n);
        }
      }
      QCOMPARE(f->phaseStep(), QStringLiteral("cross"));
    }
    QVERIFY(pairs > 30 * 8);  // ρ = 0.8 on 16 ports: most inputs matched in most slots
    QVERIFY(multi > 0);       // some slot needed a second iteration
  }
 private:

  std::unique_ptr<AppController> app_;
  SimulationController* sim_ = nullptr;

};

QTEST_MAIN(ControllerTest)
#include "controller_test.moc"
