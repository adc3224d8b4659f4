// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Predict, then run, in LessonController: a step's results (figure, verdicts — also those of a
// sweep an earlier step ran) stay hidden until its questions are settled; a wrong answer says
// "try again" without giving the right choice and can be retried, every attempt recorded; the
// explanation shows after the right answer or when the student asks for it (recorded); a step
// is done when answered and run (its scenario played to its end, its sweeps finished); a step
// that runs starts once answered, in its own scenario, at a speed that plays it in a minute or
// two; a saved figure and verdicts of a sweep the teacher has since redefined (live reload) are
// marked out of date; and a progress file of the previous version still reads.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>

#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "simulation/SimulationController.hpp"

using opslab::gui::LessonController;
using opslab::gui::ProgressStore;
using opslab::gui::SimulationController;

namespace {

// A small lesson: step 1 runs a 1-s dumbbell after a question; step 2 runs a sweep after a
// question and checks a claim on it; step 3 asks about the same sweep's claim (no sweep of its
// own, as the reordering lesson's third step).
std::string lessonText(int seeds) {
  const std::string dumbbell = OPSLAB_SOURCE_DIR "/assets/scenarios/dumbbell.json";
  const std::string question = R"({"prompt": "Which?", "choices": ["A", "B", "C"], "answer": 1,
      "feedback": ["not A", "B because the run shows it", "not C"]})";
  return R"({
  "id": "predict", "title": "T", "paper": "p", "reproduces": "r", "level": "introductory",
  "minutes": 5,
  "sweeps": [{"id": "s", "title": "S",
    "scenario": {"file": ")" + dumbbell + R"(", "set": {"sim.duration_s": 1, "sim.warmup_s": 0.2, "topology.flows": 2}},
    "vary": [{"key": "tcp.variant", "values": ["reno", "sack"]}], "seeds": )" +
         std::to_string(seeds) + R"(, "full_seeds": 4,
    "plot": {"x": "tcp.variant", "metric": "goodput_mbps"}}],
  "steps": [
    {"title": "one", "page": "page.md", "run": true, "charts": ["goodput"],
     "scenario": {"file": ")" + dumbbell + R"(", "set": {"sim.duration_s": 1, "sim.warmup_s": 0.2, "topology.flows": 2, "name": "Two flows"}},
     "questions": [)" + question + R"(]},
    {"title": "two", "page": "page.md", "sweeps": ["s"], "questions": [)" + question + R"(],
     "claims": [{"id": "c", "text": "t", "type": "within", "sweep": "s", "metric": "goodput_mbps",
                 "where": {"tcp.variant": "reno"}, "lo": 0, "hi": 1000}]},
    {"title": "three", "page": "page.md", "questions": [)" + question + R"(],
     "claims": [{"id": "c3", "text": "t", "type": "within", "sweep": "s", "metric": "goodput_mbps",
                 "where": {"tcp.variant": "sack"}, "lo": 0, "hi": 1000}]}
  ]
})";
}

void write(const QString& path, const std::string& text) {
  std::ofstream(path.toStdString()) << text;
}

}  // namespace

class LessonPredictTest : public QObject {
  Q_OBJECT

  QTemporaryDir tmp_;
  QString dir_;

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
    dir_ = tmp_.filePath(QStringLiteral("predict"));
    QVERIFY(QDir().mkpath(dir_));
    write(dir_ + QStringLiteral("/page.md"), "# Page\n");
  }
  void init() {
    QDir(ProgressStore::defaultDir()).removeRecursively();
    write(dir_ + QStringLiteral("/lesson.json"), lessonText(1));
  }

  void resultsHiddenUntilAnsweredAndRetries() {
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("predict")));
    c.setStepIndex(1);
    QVERIFY(c.resultsHidden());
    QVERIFY(c.runSweep(QStringLiteral("s")));
    QVERIFY(c.waitForSweep(120000));
    // The sweep ran, but nothing of it shows before the prediction.
    QCOMPARE(c.points()->count(), 0);
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("hidden"));
    QCOMPARE(c.claims()->value(0, QStringLiteral("detail")).toString(), QString());
    QCOMPARE(c.questions()->value(0, QStringLiteral("answer")).toInt(), -1);

    // A wrong answer: try again, the right choice not given, the step not done.
    c.answer(0, 2);
    QCOMPARE(c.questions()->value(0, QStringLiteral("answer")).toInt(), -1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("resolved")).toBool(), false);
    QCOMPARE(c.questions()->value(0, QStringLiteral("attempts")).toInt(), 1);
    const QString retry = c.questions()->value(0, QStringLiteral("feedback")).toString();
    QVERIFY2(retry.contains(QStringLiteral("try again")), qPrintable(retry));
    QVERIFY(!retry.contains(QStringLiteral("because the run")));
    QVERIFY(c.resultsHidden());
    QCOMPARE(c.points()->count(), 0);
    QCOMPARE(c.steps()->value(1, QStringLiteral("done")).toBool(), false);

    // Retried right: the explanation, the results, the verdict; the step is done.
    c.answer(0, 1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("resolved")).toBool(), true);
    QCOMPARE(c.questions()->value(0, QStringLiteral("answer")).toInt(), 1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("attempts")).toInt(), 2);
    QCOMPARE(c.questions()->value(0, QStringLiteral("feedback")).toString(), QStringLiteral("B because the run shows it"));
    QVERIFY(!c.resultsHidden());
    QCOMPARE(c.points()->count(), 2);
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QCOMPARE(c.steps()->value(1, QStringLiteral("done")).toBool(), true);
    c.answer(0, 0);  // settled: no more attempts
    QCOMPARE(c.progress().answers.size(), 2);
    QCOMPARE(c.progress().answers[0].choice, 2);
    QVERIFY(!c.progress().answers[0].correct);
    QVERIFY(c.progress().answers[1].correct);

    // Step 3 checks a claim on the same sweep: hidden above its own unanswered question.
    c.setStepIndex(2);
    QVERIFY(c.resultsHidden());
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("hidden"));
    QCOMPARE(c.steps()->value(2, QStringLiteral("done")).toBool(), false);
    // Given up: the answer and explanation show, recorded; the step is done (its sweep ran).
    c.answer(0, 0);
    c.revealAnswer(0);
    QCOMPARE(c.questions()->value(0, QStringLiteral("resolved")).toBool(), true);
    QCOMPARE(c.questions()->value(0, QStringLiteral("gaveUp")).toBool(), true);
    QCOMPARE(c.questions()->value(0, QStringLiteral("answer")).toInt(), 1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("feedback")).toString(), QStringLiteral("B because the run shows it"));
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QCOMPARE(c.progress().revealed.size(), 1);
    QCOMPARE(c.steps()->value(2, QStringLiteral("done")).toBool(), true);

    // All of it saved: attempts and the reveal read back.
    const auto saved = ProgressStore().load(QStringLiteral("predict"));
    QCOMPARE(saved.attempts(1, 0), 2);
    QVERIFY(saved.gaveUp(2, 0));
    QVERIFY(saved.resolved(2, 0));
    QVERIFY(!saved.gaveUp(1, 0));
  }

  void stepRunsOnceAnsweredAndIsDoneWhenRun() {
    SimulationController sim;
    LessonController c;
    c.setSimulation(&sim);
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QSignalSpy opened(&c, &LessonController::scenarioOpened);
    QVERIFY(c.openLesson(QStringLiteral("predict")));
    // Opening the step shows its own scenario at its speed and charts, not yet running.
    QCOMPARE(opened.count(), 1);
    QVERIFY(sim.scenarioPath().endsWith(QStringLiteral("predict-step1.json")));
    QCOMPARE(c.stepCharts(), QStringList{QStringLiteral("goodput")});
    QVERIFY(sim.waitForIdle());
    QCOMPARE(sim.flowCount(), 2);
    QCOMPARE(sim.scenarioName(), QStringLiteral("Two flows"));
    const double speed = SimulationController::speedAt(sim.speedIndex());
    QVERIFY2(1.0 / speed >= 45 && 1.0 / speed <= 120, qPrintable(sim.speedText()));
    QVERIFY(!sim.running());
    QCOMPARE(c.steps()->value(0, QStringLiteral("done")).toBool(), false);

    c.answer(0, 1);  // predicted: the run starts
    QVERIFY(sim.running());
    QCOMPARE(c.steps()->value(0, QStringLiteral("done")).toBool(), false);  // not yet run
    sim.setSpeedIndex(SimulationController::speedCount() - 1);  // to its end at once
    QTRY_VERIFY_WITH_TIMEOUT(sim.finished(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(c.steps()->value(0, QStringLiteral("done")).toBool(), 5000);
    QVERIFY(c.progress().ran.count(0) > 0);

    // A step without a scenario keeps the workspace's run.
    c.setStepIndex(1);
    QVERIFY(sim.scenarioPath().endsWith(QStringLiteral("predict-step1.json")));
    QCOMPARE(opened.count(), 1);
    // Back to the step: its scenario again, from the start, playing (it is answered).
    c.setStepIndex(0);
    QCOMPARE(opened.count(), 2);
    QVERIFY(!sim.finished());
    QVERIFY(sim.running());
    sim.pause();
  }

  void redefinedSweepIsMarkedStale() {
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("predict")));
    c.setStepIndex(1);
    c.answer(0, 1);
    QVERIFY(c.runSweep(QStringLiteral("s")));
    QVERIFY(c.waitForSweep(120000));
    QVERIFY(!c.figureStale());
    QCOMPARE(c.claims()->value(0, QStringLiteral("stale")).toBool(), false);
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("status")).toString(), QStringLiteral("done"));

    // The teacher changes the seeds from 1 to 2: the old figure and verdict stay, marked.
    QSignalSpy reloaded(&c, &LessonController::lessonReloaded);
    write(dir_ + QStringLiteral("/lesson.json"), lessonText(2));
    QVERIFY(reloaded.wait(10000));
    QCOMPARE(c.points()->count(), 2);
    QVERIFY(c.figureStale());
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("status")).toString(), QStringLiteral("stale"));
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QCOMPARE(c.claims()->value(0, QStringLiteral("stale")).toBool(), true);

    // Run again: current.
    QVERIFY(c.runSweep(QStringLiteral("s")));
    QVERIFY(c.waitForSweep(120000));
    QVERIFY(!c.figureStale());
    QCOMPARE(c.claims()->value(0, QStringLiteral("stale")).toBool(), false);
    QCOMPARE(c.points()->value(0, QStringLiteral("seeds")).toInt(), 2);
  }

  // A file of the previous version (no attempts' outcome beyond the answers, no reveals, runs
  // or definitions) reads: a wrong answer can be retried, the saved verdict is not stale.
  void readsVersionOneProgress() {
    QDir().mkpath(ProgressStore::defaultDir());
    QFile f(ProgressStore().filePath(QStringLiteral("predict")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "opslab-lesson-progress", "version": 1, "lesson": "predict", "step": 1,
      "visited": [0, 1], "done": [0, 1],
      "answers": [{"step": 1, "question": 0, "choice": 0, "correct": false, "answered_at": "2026-01-01T00:00:00.000Z"}],
      "sweeps": [{"sweep": "s", "scale": "quick", "finished_at": "2026-01-01T00:00:00.000Z", "title": "S",
                  "x": "tcp.variant", "metric": "goodput_mbps", "series": [""], "x_labels": ["reno", "sack"],
                  "x_categorical": true,
                  "points": [{"series": 0, "x": 0, "x_label": "reno", "mean": 5, "ci95": -1, "seeds": 1}],
                  "verdicts": [{"claim": "c", "pass": true, "detail": "d"}]}]})");
    f.close();
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("predict")));
    QCOMPARE(c.stepIndex(), 1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("chosen")).toInt(), 0);
    QCOMPARE(c.questions()->value(0, QStringLiteral("resolved")).toBool(), false);
    QCOMPARE(c.steps()->value(1, QStringLiteral("done")).toBool(), false);  // a wrong answer only
    QVERIFY(c.resultsHidden());
    c.answer(0, 1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("attempts")).toInt(), 2);
    QCOMPARE(c.points()->count(), 1);
    QVERIFY(!c.figureStale());
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QCOMPARE(c.claims()->value(0, QStringLiteral("stale")).toBool(), false);
  }
};

QTEST_MAIN(LessonPredictTest)
#include "lesson_predict_test.moc"
