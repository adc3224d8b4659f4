// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Side by side under Qt Test: the two runs advance in lockstep (after every step of
// the common clock both are at exactly the same simulated time, at any speed), only the second
// run has the changed parameter, each run ends exactly as a single headless run of its
// scenario, and a parameter that is not one (or a value that is not valid or not different) is
// refused with a one-line message — in the app and in a lesson's "compare" step.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <fstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "compare/CompareController.hpp"
#include "lessons/LessonController.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "simulation/SimulationController.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"
#include "study/runner.hpp"

using opslab::gui::CompareController;
using opslab::gui::SimulationController;
using nlohmann::json;

namespace {

QString scenarioFile(const char* file) {
  return qEnvironmentVariable("OPSLAB_ASSETS", QStringLiteral(OPSLAB_SOURCE_DIR "/assets")) +
         QStringLiteral("/scenarios/") + QLatin1String(file);
}

// He & Chan's classroom TCP scenario, shortened to `duration` seconds.
json heChan(double duration) {
  auto doc = opslab::scenario::load_scenario_file(scenarioFile("he-chan-tcp-classroom.json").toStdString());
  opslab::scenario::set_key(doc, "sim.duration_s", duration);
  opslab::scenario::set_key(doc, "sim.warmup_s", duration / 4);
  return opslab::scenario::resolve_scenario(doc);
}

qint64 cell(const opslab::metrics::Table& t, const char* column) {
  const int c = t.column(column);
  if (c < 0) return -1;
  const auto& v = t.rows.at(0).at(static_cast<std::size_t>(c));
  if (const auto* i = std::get_if<std::int64_t>(&v)) return *i;
  if (const auto* d = std::get_if<double>(&v)) return static_cast<std::int64_t>(*d);
  return -1;
}

// The run's counters as the GUI shows them, and those of a headless run of `resolved`.
void expectSameAsHeadless(SimulationController& sim, const json& resolved) {
  const auto result = opslab::study::run_scenario(resolved);
  const auto& s = result.summary;
  QCOMPARE(sim.events(), cell(s, "events"));
  QCOMPARE(sim.drops(), cell(s, "drops"));
  QCOMPARE(sim.retransmits(), cell(s, "retransmits"));
  QCOMPARE(sim.fastRetransmits(), cell(s, "fast_retransmits"));
  QCOMPARE(sim.timeouts(), cell(s, "timeouts"));
}

// The key paths whose values differ between two resolved documents.
QStringList differences(const json& a, const json& b) {
  QStringList out;
  const json fa = a.flatten(), fb = b.flatten();
  for (const auto& [pointer, value] : fa.items()) {
    if (!fb.contains(pointer) || fb.at(pointer) != value) {
      out << QString::fromStdString(pointer).mid(1).replace(QLatin1Char('/'), QLatin1Char('.'));
    }
  }
  return out;
}

}  // namespace

class CompareTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  // At "max" speed the whole run, step by step: both at the common time after each step; the
  // change is the second run's only difference; each equals a headless run.
  void lockstepToTheEndEqualsSingleRuns() {
    CompareController cmp;
    const json base = heChan(1.0);
    QCOMPARE(cmp.startResolved(base, QStringLiteral("deflection.enabled"), false, {}, {}), QString());
    QVERIFY(cmp.active());
    QVERIFY(cmp.waitForIdle());
    QVERIFY(cmp.first()->resolved() == base);
    QCOMPARE(differences(base, cmp.second()->resolved()), QStringList{QStringLiteral("deflection.enabled")});
    QVERIFY(cmp.second()->resolved().at("deflection").at("enabled") == json(false));
    QCOMPARE(cmp.firstCaption(), QStringLiteral("deflection.enabled = true"));
    QCOMPARE(cmp.secondCaption(), QStringLiteral("deflection.enabled = false"));

    std::vector<std::array<std::int64_t, 3>> steps;  // common, first, second (ps)
    connect(&cmp, &CompareController::advanced, this, [&](double) {
      steps.push_back({static_cast<std::int64_t>(std::llround(cmp.simTime() * 1e12)),
                       cmp.first()->view().now, cmp.second()->view().now});
    });
    cmp.setSpeedIndex(CompareController::speedCount() - 1);
    cmp.play();
    QVERIFY(cmp.waitForIdle(180000));
    QVERIFY(cmp.finished());
    QVERIFY2(steps.size() >= 3, "the clock advanced in several steps");
    for (const auto& s : steps) {
      QCOMPARE(s[1], s[2]);
      QCOMPARE(s[1], s[0]);
    }
    for (std::size_t i = 1; i < steps.size(); ++i) QVERIFY(steps[i][0] > steps[i - 1][0]);
    QCOMPARE(steps.back()[0], std::int64_t(1'000'000'000'000));

    expectSameAsHeadless(*cmp.first(), cmp.first()->resolved());
    expectSameAsHeadless(*cmp.second(), cmp.second()->resolved());
    // Deflection off drops what deflection on detours: the runs really differ.
    QVERIFY(cmp.second()->drops() > cmp.first()->drops());
  }

  // At "max" speed a step is sized by the simulation's own cost, not by the round trip to the
  // GUI thread: with every frame taking 150 ms (more than a step aims at, as on a slow machine
  // or under the sanitizers) the steps still grow and the runs reach their end. Sized by wall
  // time, each step would shrink the next until the runs crawl a microsecond a frame.
  void aSlowFrameDoesNotShrinkTheStep() {
    CompareController cmp;
    QCOMPARE(cmp.startResolved(heChan(1.0), QStringLiteral("deflection.enabled"), false, {}, {}), QString());
    QVERIFY(cmp.waitForIdle());
    cmp.setSpeedIndex(CompareController::speedCount() - 1);
    cmp.runToEnd();
    QElapsedTimer t;
    t.start();
    while (!cmp.finished() && t.elapsed() < 90000) {
      QThread::msleep(150);
      QCoreApplication::processEvents();
    }
    QVERIFY2(cmp.finished(), qPrintable(QStringLiteral("at %1 after %2 steps").arg(cmp.clockText()).arg(cmp.ticks())));
    QCOMPARE(cmp.first()->view().now, cmp.second()->view().now);
  }

  // A paced speed and runUntil(): paused, both are at the same time; runUntil lands exactly.
  void pacedAndRunUntilStayInLockstep() {
    CompareController cmp;
    QCOMPARE(cmp.startResolved(heChan(1.0), QStringLiteral("aggregation.mode"), "per_flow",
                               QStringLiteral("mixed vs per-flow"), {}),
             QString());
    QCOMPARE(cmp.title(), QStringLiteral("mixed vs per-flow"));
    QVERIFY(cmp.waitForIdle());
    cmp.setSpeedIndex(15);  // 100 ms/s
    QCOMPARE(cmp.speedText(), QStringLiteral("100 ms/s"));
    cmp.play();
    QTRY_VERIFY_WITH_TIMEOUT(cmp.simTime() > 0.02, 20000);
    cmp.pause();
    QVERIFY(cmp.waitForIdle());
    QVERIFY(!cmp.playing());
    QVERIFY(cmp.simTime() > 0 && cmp.simTime() < 1.0);
    QCOMPARE(cmp.first()->view().now, cmp.second()->view().now);
    QCOMPARE(cmp.first()->view().now, static_cast<std::int64_t>(std::llround(cmp.simTime() * 1e12)));

    cmp.runUntil(0.4);
    QVERIFY(cmp.waitForIdle(120000));
    QCOMPARE(cmp.first()->view().now, std::int64_t(400'000'000'000));
    QCOMPARE(cmp.second()->view().now, std::int64_t(400'000'000'000));
    QCOMPARE(cmp.clockText(), cmp.first()->clockText());

    cmp.reset();
    QVERIFY(cmp.waitForIdle());
    QCOMPARE(cmp.simTime(), 0.0);
    QCOMPARE(cmp.first()->events(), qint64(0));
    QCOMPARE(cmp.second()->events(), qint64(0));
    cmp.close();
    QVERIFY(!cmp.active());
  }

  // Going back: both runs land on the same earlier moment, the clock shows it, and playing on
  // from there ends each run exactly as a single headless run.
  void seekBackRewindsBothAndPlaysOnTheSame() {
    CompareController cmp;
    QCOMPARE(cmp.startResolved(heChan(0.6), QStringLiteral("deflection.enabled"), false, {}, {}),
             QString());
    QVERIFY(cmp.waitForIdle());
    cmp.runToEnd();
    QVERIFY(cmp.waitForIdle(180000));
    QVERIFY(cmp.finished());
    const qint64 endEvents = cmp.first()->events();

    cmp.seek(0.25);
    QVERIFY(cmp.waitForIdle(180000));
    QVERIFY(!cmp.playing());
    QCOMPARE(cmp.first()->view().now, std::int64_t(250'000'000'000));
    QCOMPARE(cmp.second()->view().now, std::int64_t(250'000'000'000));
    QCOMPARE(cmp.simTime(), 0.25);
    QVERIFY(!cmp.finished());
    QVERIFY(cmp.first()->events() < endEvents);

    cmp.seek(0.4);  // forward again: as runUntil
    QVERIFY(cmp.waitForIdle(180000));
    QCOMPARE(cmp.first()->view().now, std::int64_t(400'000'000'000));
    QCOMPARE(cmp.second()->view().now, std::int64_t(400'000'000'000));

    cmp.runToEnd();
    QVERIFY(cmp.waitForIdle(180000));
    QVERIFY(cmp.finished());
    QCOMPARE(cmp.first()->events(), endEvents);
    expectSameAsHeadless(*cmp.first(), cmp.first()->resolved());
    expectSameAsHeadless(*cmp.second(), cmp.second()->resolved());
  }

  // Bad input: one line naming the key, nothing started.
  void refusesWhatIsNotAParameterChange() {
    CompareController cmp;
    const json base = heChan(1.0);
    const auto refused = [&](const char* key, const json& value, const char* expected) {
      const QString error = cmp.startResolved(base, QLatin1String(key), value, {}, {});
      QVERIFY2(error.contains(QLatin1String(expected)), qPrintable(error));
      QVERIFY(error.startsWith(QLatin1String(key)));
      QVERIFY(!error.contains(QLatin1Char('\n')));
      QCOMPARE(cmp.errorText(), error);
      QVERIFY(!cmp.active());
    };
    refused("routing.deflection", false, "expected a parameter of model ops_dumbbell");
    refused("deflection.enabled", true, "expected a value other than the scenario's own (true)");
    refused("aggregation.mode", "sideways", "expected one of");
    refused("deflection.p", 1.5, "deflection.p");

    // From a workspace run: the value typed as text, a choice as a word.
    SimulationController source;
    QCOMPARE(source.openResolved(base, {}), QString());
    QVERIFY(source.waitForIdle());
    QVERIFY(cmp.start(&source, QStringLiteral("topology.nope"), QStringLiteral("3")).contains(
        QLatin1String("topology.nope: expected a parameter")));
    QVERIFY(!cmp.active());
    QCOMPARE(cmp.start(&source, QStringLiteral("deflection.mu_ms"), QStringLiteral("20")), QString());
    QVERIFY(cmp.second()->resolved().at("deflection").at("mu_ms") == json(20));
    QCOMPARE(cmp.start(&source, QStringLiteral("aggregation.mode"), QStringLiteral("none")), QString());
    QCOMPARE(cmp.secondValue(), QStringLiteral("none"));
    QCOMPARE(cmp.start(&source, QStringLiteral("deflection.enabled"), false), QString());
    QCOMPARE(cmp.secondValue(), QStringLiteral("false"));
    QVERIFY(cmp.errorText().isEmpty());
  }

  // The lessons' compare steps load, open side by side, and a bad key is refused on load.
  void lessonCompareSteps() {
    const auto root = opslab::study::default_lessons_root();
    int withCompare = 0;
    for (const auto& lesson : opslab::study::load_all_lessons(root)) {
      for (const auto& step : lesson.steps) withCompare += step.compare.has_value();
    }
    QVERIFY2(withCompare >= 2, "at least two lessons' steps compare side by side");

    opslab::gui::LessonController lessons;
    CompareController cmp;
    QVERIFY(lessons.openLesson(QStringLiteral("he-chan-deflection")));
    QVERIFY(lessons.stepHasCompare());
    QVERIFY(!lessons.stepCompareLabel().isEmpty());
    QCOMPARE(lessons.compareStep(&cmp), QString());
    QVERIFY(cmp.active());
    QCOMPARE(cmp.key(), QStringLiteral("deflection.enabled"));
    QCOMPARE(cmp.firstValue(), QStringLiteral("true"));
    QCOMPARE(cmp.secondValue(), QStringLiteral("false"));
    QCOMPARE(cmp.title(), lessons.stepCompareLabel());
    QVERIFY(lessons.openLesson(QStringLiteral("lbas-anycast")));
    lessons.setStepIndex(1);
    QCOMPARE(lessons.compareStep(&cmp), QString());
    QCOMPARE(cmp.firstValue(), QStringLiteral("e_jsq"));
    QCOMPARE(cmp.secondValue(), QStringLiteral("rr"));
    lessons.setStepIndex(0);
    QVERIFY(!lessons.stepHasCompare());
    QVERIFY(!lessons.compareStep(&cmp).isEmpty());

    // A lesson whose step compares a key its model does not have is refused when it loads.
    QTemporaryDir tmp;
    const auto dir = std::filesystem::path(tmp.path().toStdString()) / "bad-compare";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "page.md") << "A page.\n";
    const json lesson = {
        {"id", "bad-compare"}, {"title", "t"}, {"paper", "p"}, {"reproduces", "r"},
        {"level", "introductory"}, {"minutes", 5}, {"sweeps", json::array()},
        {"steps", {{{"title", "s"}, {"page", "page.md"},
                    {"scenario", {{"file", scenarioFile("he-chan-tcp-classroom.json").toStdString()}}},
                    {"compare", {{"key", "routing.deflection"}, {"value", false}, {"label", "x"}}}}}}};
    std::ofstream(dir / "lesson.json") << lesson.dump(2);
    try {
      opslab::study::load_lesson(dir);
      QFAIL("a compare step with an unknown key loaded");
    } catch (const opslab::scenario::ScenarioError& e) {
      const QString msg = QString::fromUtf8(e.what());
      // FILE:LINE: path: what (FILE as read; the line of "compare" in the file dumped above).
      const QRegularExpression at(QStringLiteral(
          "/bad-compare/lesson\\.json:[0-9]+: steps\\[0\\]\\.compare: routing\\.deflection: "
          "expected a parameter of model ops_dumbbell"));
      QVERIFY2(at.match(msg).hasMatch(), qPrintable(msg));
      QVERIFY(!msg.contains(QLatin1Char('\n')));
    }
  }
};

QTEST_MAIN(CompareTest)
#include "compare_test.moc"
