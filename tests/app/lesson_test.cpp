// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonController under Qt Test: it loads every lesson core loads, a step exposes
// its page and questions, answering gives the lesson's feedback, a step configures the
// workspace, and a quick sweep run on the controller's worker threads fills the figure and
// gives the same claim verdicts (and the same numbers) as core's check_lesson.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QStandardPaths>
#include <QTest>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/Translations.hpp"
#include "lessons/ClaimDetail.hpp"
#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "simulation/SimulationController.hpp"
#include "study/claim_status.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"

using opslab::gui::LessonController;
using opslab::gui::SimulationController;
namespace study = opslab::study;

class LessonTest : public QObject {
  Q_OBJECT

 private:
  // Copies shipped lesson `from` into `root`/`id` with that id and title.
  static void copyLesson(const char* from, const QString& root, const char* id, const char* title) {
    const std::filesystem::path source = study::default_lessons_root() / from;
    const std::filesystem::path target = std::filesystem::path(root.toStdString()) / id;
    std::filesystem::remove_all(target);  // left by an interrupted run
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::copy(source, target, std::filesystem::copy_options::recursive);
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(source / "lesson.json"));
    doc["id"] = id;
    doc["title"] = title;
    std::ofstream(target / "lesson.json") << doc.dump(2);
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
  // Each test starts a lesson afresh: no progress left by an earlier test or run.
  void init() { QDir(opslab::gui::ProgressStore::defaultDir()).removeRecursively(); }

  void loadsAllLessons() {
    LessonController c;
    const auto core = study::load_all_lessons(study::default_lessons_root());
    QVERIFY(core.size() >= 4);
    QCOMPARE(c.loadError(), QString());
    QCOMPARE(c.lessons()->count(), static_cast<int>(core.size()));
    for (int i = 0; i < c.lessons()->count(); ++i) {
      QCOMPARE(c.lessons()->value(i, QStringLiteral("lessonId")).toString(), QString::fromStdString(core[i].id));
      QCOMPARE(c.lessons()->value(i, QStringLiteral("title")).toString(), QString::fromStdString(core[i].title));
      QCOMPARE(c.lessons()->value(i, QStringLiteral("minutes")).toInt(), core[i].minutes);
      QVERIFY(!c.lessons()->value(i, QStringLiteral("reproduces")).toString().isEmpty());
    }
    QVERIFY(!c.active());
    QVERIFY(!c.openLesson(QStringLiteral("no-such-lesson")));
  }

  void stepExposesPageAndQuestions() {
    LessonController c;
    const auto core = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    QSignalSpy stepSpy(&c, &LessonController::stepChanged);
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    QVERIFY(c.active());
    QCOMPARE(c.stepCount(), static_cast<int>(core.steps.size()));
    QCOMPARE(c.steps()->count(), c.stepCount());
    QCOMPARE(c.stepIndex(), 0);
    QCOMPARE(c.stepPage(), QString::fromStdString(core.steps[0].page));
    QVERIFY(c.stepPage().contains(QLatin1Char('#')) || c.stepPage().size() > 100);
    QVERIFY(c.stepHasScenario());
    QCOMPARE(c.questions()->count(), 1);
    QCOMPARE(c.questions()->value(0, QStringLiteral("prompt")).toString(),
             QString::fromStdString(core.steps[0].questions[0].prompt));
    QCOMPARE(c.questions()->value(0, QStringLiteral("choices")).toStringList().size(), 3);
    QCOMPARE(c.questions()->value(0, QStringLiteral("chosen")).toInt(), -1);
    QCOMPARE(c.sweeps()->count(), 0);

    c.nextStep();
    QCOMPARE(c.stepIndex(), 1);
    QVERIFY(stepSpy.count() >= 2);
    QCOMPARE(c.stepTitle(), QString::fromStdString(core.steps[1].title));
    QCOMPARE(c.sweeps()->count(), 1);
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("sweepId")).toString(), QStringLiteral("loss"));
    QCOMPARE(c.claims()->count(), 2);
    // Predict first: the verdicts wait for the step's question.
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("hidden"));
    QCOMPARE(c.questions()->count(), 1);
    c.revealAnswer(0);
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pending"));
    QCOMPARE(c.figureSweep(), QStringLiteral("loss"));
    // Axes in the student's words (the model's schema, the metric's title), on the log axes
    // the plot declares, before any run.
    QCOMPARE(c.xTitle(), QStringLiteral("Random loss rate p"));
    QCOMPARE(c.yTitle(), QStringLiteral("Goodput (Mb/s)"));
    QVERIFY(c.logX());
    QVERIFY(c.logY());
    // tcp-basics checks textbook laws, not a paper's findings.
    QVERIFY(!c.claimsFromPaper());
    c.setStepIndex(99);  // clamped
    QCOMPARE(c.stepIndex(), c.stepCount() - 1);
    c.closeLesson();
    QVERIFY(!c.active());
    QCOMPARE(c.steps()->count(), 0);
  }

  // The sweep figure carries the paper's values for its metric at the points the
  // plan runs (obs-window-aware, Fig. 5a: 10.7 Mb/s at B = 16, C = 64 and 9.86 at B = 32,
  // C = 128; the variance the paper also gives is another metric, not drawn here).
  void figureCarriesThePapersValues() {
    LessonController c;
    QVERIFY(c.openLesson(QStringLiteral("obs-window-aware")));
    QCOMPARE(c.paperPoints().size(), 0);  // hidden until the step's question is settled
    for (int q = 0; q < c.questions()->count(); ++q) c.revealAnswer(q);
    c.showSweep(QStringLiteral("fig5"));
    QCOMPARE(c.figureSweep(), QStringLiteral("fig5"));
    const QVariantList paper = c.paperPoints();
    QCOMPARE(paper.size(), 2);
    QCOMPARE(paper[0].toMap().value(QStringLiteral("x")).toDouble(), 64.0);
    QCOMPARE(paper[0].toMap().value(QStringLiteral("y")).toDouble(), 10.7);
    QCOMPARE(paper[1].toMap().value(QStringLiteral("x")).toDouble(), 128.0);
    QCOMPARE(paper[1].toMap().value(QStringLiteral("y")).toDouble(), 9.86);
    // Series: B = 16 is the first curve, B = 32 the second.
    QCOMPARE(paper[0].toMap().value(QStringLiteral("series")).toInt(), 0);
    QCOMPARE(paper[1].toMap().value(QStringLiteral("series")).toInt(), 1);
    QCOMPARE(paper[0].toMap().value(QStringLiteral("label")).toString(), QStringLiteral("Fig. 5a, §V"));
    // A sweep without paper values has none.
    c.showSweep(QStringLiteral("single"));
    QCOMPARE(c.paperPoints().size(), 0);
  }

  // A run's figure names its curves by the parameter ("TCP variant = reno") and keeps its
  // words and log axes in the saved progress; the next time the lesson opens, the saved figure
  // draws the same. A lesson that reproduces the paper it names says its claims are the paper's.
  void figureSpeaksTheStudentsWords() {
    QTemporaryDir tmp;
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    const QString mine = tmp.filePath(QStringLiteral("mine"));
    copyLesson("tcp-basics", mine, "tcp-basics", "Short TCP basics");
    // The loss sweep, short: one seed of 2 s per point.
    const std::filesystem::path file = std::filesystem::path(mine.toStdString()) / "tcp-basics" / "lesson.json";
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(file));
    for (auto& sw : doc["sweeps"]) {
      if (sw["id"] != "loss") continue;
      sw["seeds"] = 1;
      sw["scenario"]["set"]["sim.duration_s"] = 2;
      sw["scenario"]["set"]["sim.warmup_s"] = 0.5;
    }
    std::ofstream(file) << doc.dump(2);
    {
      LessonController c;
      QVERIFY2(c.setLessonDirs({mine}), qPrintable(c.loadError()));
      QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
      c.setStepIndex(1);
      c.revealAnswer(0);
      QVERIFY(c.runSweep(QStringLiteral("loss")));
      QVERIFY(c.waitForSweep(600000));
      QCOMPARE(c.seriesNames(), (QStringList{QStringLiteral("TCP variant = reno"), QStringLiteral("TCP variant = sack")}));
      QCOMPARE(c.points()->value(0, QStringLiteral("seriesName")).toString(), QStringLiteral("TCP variant = reno"));
      QCOMPARE(c.xTitle(), QStringLiteral("Random loss rate p"));
      QCOMPARE(c.yTitle(), QStringLiteral("Goodput (Mb/s)"));
      QVERIFY(c.logX() && c.logY());
      QCOMPARE(c.points()->count(), 8);
    }
    LessonController again;
    QVERIFY(again.setLessonDirs({mine}));
    QVERIFY(again.openLesson(QStringLiteral("tcp-basics")));
    QCOMPARE(again.stepIndex(), 1);
    QCOMPARE(again.points()->count(), 8);  // the saved figure
    QCOMPARE(again.seriesNames().value(1), QStringLiteral("TCP variant = sack"));
    QCOMPARE(again.xTitle(), QStringLiteral("Random loss rate p"));
    QVERIFY(again.logX() && again.logY());
    QDir(opslab::gui::ProgressStore::defaultDir()).removeRecursively();

    LessonController paper;
    QVERIFY(paper.openLesson(QStringLiteral("he-chan-aggregation")));
    QVERIFY(paper.claimsFromPaper());
  }

  void answeringGivesTheFeedback() {
    LessonController c;
    const auto core = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    const auto& q = core.steps[0].questions[0];
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    const int wrong = q.answer == 0 ? 1 : 0;
    c.answer(0, wrong);
    QCOMPARE(c.questions()->value(0, QStringLiteral("chosen")).toInt(), wrong);
    QCOMPARE(c.questions()->value(0, QStringLiteral("correct")).toBool(), false);
    // Try again, without the right choice or its explanation.
    QCOMPARE(c.questions()->value(0, QStringLiteral("answer")).toInt(), -1);
    QVERIFY(c.questions()->value(0, QStringLiteral("feedback")).toString() != QString::fromStdString(q.feedback[q.answer]));
    c.answer(0, static_cast<int>(q.answer));
    QCOMPARE(c.questions()->value(0, QStringLiteral("correct")).toBool(), true);
    QCOMPARE(c.questions()->value(0, QStringLiteral("answer")).toInt(), static_cast<int>(q.answer));
    QCOMPARE(c.questions()->value(0, QStringLiteral("feedback")).toString(),
             QString::fromStdString(q.feedback[q.answer]));
    c.answer(0, 17);  // out of range: ignored
    QCOMPARE(c.questions()->value(0, QStringLiteral("chosen")).toInt(), static_cast<int>(q.answer));
    // The answer is remembered per step.
    c.nextStep();
    c.previousStep();
    QCOMPARE(c.questions()->value(0, QStringLiteral("chosen")).toInt(), static_cast<int>(q.answer));
  }

  void stepConfiguresTheWorkspace() {
    SimulationController sim;
    LessonController c;
    c.setSimulation(&sim);
    QSignalSpy opened(&c, &LessonController::scenarioOpened);
    QSignalSpy loaded(&sim, &SimulationController::loadFinished);
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    QCOMPARE(opened.count(), 1);  // opening the lesson shows its step
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().first().toString(), QString());
    QVERIFY(sim.waitForIdle());
    QVERIFY(sim.loaded());
    QCOMPARE(sim.flowCount(), 1);  // the step sets topology.flows = 1
    QVERIFY(!sim.running());
    // A step without its own scenario keeps the run; configured, it shows its sweep's base.
    c.nextStep();
    QCOMPARE(opened.count(), 1);
    QCOMPARE(c.configureStep(false), QString());
    QVERIFY(loaded.wait(10000));
    QVERIFY(sim.waitForIdle());
    QVERIFY(sim.loaded());
    QCOMPARE(sim.flowCount(), 1);  // the loss sweep's base: one flow
  }

  void quickSweepMatchesCore() {
    LessonController c;
    QVERIFY(c.quick());
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    c.setStepIndex(2);
    c.answer(0, static_cast<int>(study::load_lesson(study::default_lessons_root() / "tcp-basics").steps[2].questions[0].answer));
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("sweepId")).toString(), QStringLiteral("buffer"));
    QSignalSpy figure(&c, &LessonController::figureChanged);
    QSignalSpy finished(&c, &LessonController::sweepFinished);
    QVERIFY(c.runSweep(QStringLiteral("buffer")));
    QVERIFY(c.busy());
    QVERIFY(!c.runSweep(QStringLiteral("buffer")));  // one at a time
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("running"));
    QVERIFY(c.waitForSweep(600000));
    QVERIFY(!c.busy());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(1).toString(), QString());
    QVERIFY2(figure.count() >= 4, "the figure fills in as points finish");

    // The figure: 4 buffer sizes, one series, 2 seeds each with a CI.
    const auto lesson = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    const auto* sweep = lesson.find_sweep("buffer");
    QVERIFY(sweep);
    QCOMPARE(c.points()->count(), 4);
    QCOMPARE(c.seriesNames().size(), 1);
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("status")).toString(), QStringLiteral("done"));
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("progress")).toDouble(), 1.0);
    const std::vector<double> xs = {20, 100, 400, 833};
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(c.points()->value(i, QStringLiteral("x")).toDouble(), xs[i]);
      QCOMPARE(c.points()->value(i, QStringLiteral("seeds")).toInt(), 2);
      QVERIFY(c.points()->value(i, QStringLiteral("ci")).toDouble() >= 0);
      const double m = c.points()->value(i, QStringLiteral("mean")).toDouble();
      QVERIFY(m > 0 && m <= 1.01);
    }

    // Verdicts and details equal core's check_lesson over the same sweep's claims.
    study::Lesson only = lesson;
    std::erase_if(only.claims, [](const auto& cl) { return cl.sweep != "buffer"; });
    QCOMPARE(only.claims.size(), std::size_t{2});
    const auto expected = study::check_lesson(only, /*quick=*/true, 2);
    QCOMPARE(c.claims()->count(), 2);
    for (const auto& r : expected) {
      const int row = c.claims()->find("claimId", QString::fromStdString(r.id));
      QVERIFY(row >= 0);
      // Read as the CLI reads it at this scale (study::claim_status).
      QCOMPARE(c.claims()->value(row, QStringLiteral("status")).toString(),
               QString::fromLatin1(study::to_string(study::claim_status(r, /*quick=*/true))));
      // The same pieces, worded as the GUI words them (parameters by their schema labels).
      // The unit is the claim's metric's, said once at the end (none for a ratio).
      QCOMPARE(opslab::gui::withMetricUnit(QStringLiteral("1 vs 2"), "goodput_mbps"),
               QStringLiteral("1 vs 2 (values in Mb/s)"));
      QCOMPARE(opslab::gui::withMetricUnit(QStringLiteral("1 vs 2"), "utilization"), QStringLiteral("1 vs 2"));
      const auto cl = std::find_if(only.claims.begin(), only.claims.end(),
                                   [&](const auto& x) { return x.id == r.id; });
      QCOMPARE(c.claims()->value(row, QStringLiteral("detail")).toString(),
               opslab::gui::withMetricUnit(opslab::gui::claimText(r.detail_text), cl->metric));
    }

    // Export writes what `opslab-cli sweep` writes for the same plan and runs (same writer).
    QTemporaryDir tmp;
    QVERIFY(!c.exportSweep(QStringLiteral("loss"), tmp.path()).isEmpty());  // not run
    QCOMPARE(c.exportSweep(QStringLiteral("buffer"), QUrl::fromLocalFile(tmp.path()).toString()), QString());
    const auto plan = study::plan_lesson_sweep(*sweep, /*quick=*/true);
    study::SweepOptions options;
    options.jobs = 2;
    const auto runs = study::run_sweep(plan, options).runs;
    QTemporaryDir ref;
    study::write_sweep_outputs(ref.path().toStdString(), plan, runs);
    for (const char* f : {"sweep.csv", "runs.csv", "scenario.json"}) {
      QFile a(tmp.filePath(QLatin1String(f))), b(ref.filePath(QLatin1String(f)));
      QVERIFY2(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly), f);
      const QByteArray got = a.readAll();
      QVERIFY(!got.isEmpty());
      if (QLatin1String(f) == QLatin1String("runs.csv")) {
        // wall_s and events_per_s are measurements of the machine, not results.
        QCOMPARE(got.count('\n'), b.readAll().count('\n'));
      } else {
        QCOMPARE(got, b.readAll());
      }
    }

    // Switching the scale forgets the results.
    c.setQuick(false);
    QCOMPARE(c.points()->count(), 0);
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pending"));
  }

  // A user's lessons (--lesson-dir, then the app data folder's) come before the shipped ones,
  // and a user's copy of a shipped lesson replaces it.
  void readsTheUsersLessonsFirst() {
    const auto shipped = study::load_all_lessons(study::default_lessons_root());
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    // Copies find their scenarios at ../../assets, as the shipped lessons do.
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    const QString mine = tmp.filePath(QStringLiteral("mine"));
    copyLesson("tcp-basics", mine, "tcp-basics", "My TCP basics");
    const QDir appData(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    copyLesson("reordering", appData.filePath(QStringLiteral("lessons")), "my-reordering",
               "My reordering");
    QFile::remove(appData.filePath(QStringLiteral("assets")));
    QVERIFY(QFile::link(tmp.filePath("assets"), appData.filePath(QStringLiteral("assets"))));

    LessonController c;
    const bool loaded = c.setLessonDirs({mine});
    QDir(appData.filePath(QStringLiteral("lessons"))).removeRecursively();
    QFile::remove(appData.filePath(QStringLiteral("assets")));
    QVERIFY2(loaded, qPrintable(c.loadError()));
    QCOMPARE(c.lessons()->count(), static_cast<int>(shipped.size()) + 1);
    QCOMPARE(c.lessons()->value(0, QStringLiteral("title")).toString(), QStringLiteral("My TCP basics"));
    QCOMPARE(c.lessons()->value(1, QStringLiteral("lessonId")).toString(), QStringLiteral("my-reordering"));
    for (int i = 2; i < c.lessons()->count(); ++i) {
      QVERIFY(c.lessons()->value(i, QStringLiteral("lessonId")).toString() != QStringLiteral("tcp-basics"));
    }

    QVERIFY(!c.setLessonDirs({tmp.filePath(QStringLiteral("no-such-folder"))}));
    QVERIFY2(c.loadError().startsWith(QStringLiteral("--lesson-dir ")), qPrintable(c.loadError()));
    QCOMPARE(c.lessons()->count(), 0);
  }

  // A teacher's lesson that does not load is named, at its own path, and the others are all
  // listed: its folder's good lesson and every shipped one.
  void aBrokenLessonIsNamedAndHidesNoOther() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    const QString mine = tmp.filePath(QStringLiteral("mine"));
    copyLesson("tcp-basics", mine, "good-one", "A good lesson");
    copyLesson("reordering", mine, "broken-one", "A broken lesson");
    const QString brokenFile = mine + QStringLiteral("/broken-one/lesson.json");
    {
      std::ofstream(brokenFile.toStdString()) << "{\"id\": \"broken-one\", \"title\": ";
    }
    const auto shipped = study::load_all_lessons(study::default_lessons_root());

    LessonController c;
    QVERIFY(!c.setLessonDirs({mine}));
    QVERIFY2(c.loadError().contains(brokenFile), qPrintable(c.loadError()));
    QVERIFY2(!c.loadError().contains(QLatin1Char('\n')), qPrintable(c.loadError()));
    QCOMPARE(c.lessons()->count(), static_cast<int>(shipped.size()) + 1);
    QStringList ids;
    for (int i = 0; i < c.lessons()->count(); ++i) {
      ids << c.lessons()->value(i, QStringLiteral("lessonId")).toString();
    }
    QVERIFY2(ids.contains(QStringLiteral("good-one")), qPrintable(ids.join(QLatin1Char(' '))));
    QVERIFY(!ids.contains(QStringLiteral("broken-one")));
    QVERIFY(c.openLesson(QStringLiteral("good-one")));
  }

  // A step's page in the interface's language (page.de.md beside page.md) is shown
  // when the language is chosen, at once, and the default page when the language has none.
  void stepPageFollowsTheInterfaceLanguage() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    const QString mine = tmp.filePath(QStringLiteral("mine"));
    copyLesson("tcp-basics", mine, "tcp-basics-de", "TCP basics, with a German first page");
    const auto core = study::load_lesson(std::filesystem::path(mine.toStdString()) / "tcp-basics-de");
    const std::string firstPage = nlohmann::json::parse(
        std::ifstream(core.dir / "lesson.json"))["steps"][0]["page"].get<std::string>();
    const std::filesystem::path german =
        core.dir / (std::filesystem::path(firstPage).stem().string() + ".de.md");
    std::ofstream(german) << "# Ein Fluss\n\nDiese Seite ist deutsch.\n";
    // The second step without a German page (the shipped lesson has one).
    const std::string secondPage = nlohmann::json::parse(
        std::ifstream(core.dir / "lesson.json"))["steps"][1]["page"].get<std::string>();
    std::filesystem::remove(core.dir / (std::filesystem::path(secondPage).stem().string() + ".de.md"));

    opslab::gui::Translations language(nullptr);
    QVERIFY(language.applyForSession(QStringLiteral("en")));
    LessonController c;
    QVERIFY2(c.setLessonDirs({mine}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics-de")));
    QCOMPARE(c.stepPage(), QString::fromStdString(core.steps[0].page));
    QSignalSpy pageSpy(&c, &LessonController::pageChanged);
    QVERIFY(language.applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(pageSpy.count() >= 1);  // told from the event loop, once
    QCOMPARE(c.stepPage(), QStringLiteral("# Ein Fluss\n\nDiese Seite ist deutsch.\n"));
    c.nextStep();  // no German page for step 2: the default
    QCOMPARE(c.stepPage(), QString::fromStdString(core.steps[1].page));
    QVERIFY(language.applyForSession(QStringLiteral("en")));
    c.setStepIndex(0);
    QCOMPARE(c.stepPage(), QString::fromStdString(core.steps[0].page));
  }

  void cancelStopsTheSweep() {
    LessonController c;
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    c.setStepIndex(1);
    for (int q = 0; q < c.questions()->count(); ++q) c.revealAnswer(q);
    QVERIFY(c.runSweep(QStringLiteral("loss")));
    c.cancelSweep();
    QVERIFY(c.waitForSweep(600000));
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pending"));
    // The engine reported the stop: fewer runs than planned, and no error.
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("status")).toString(), QStringLiteral("stopped"));
    QVERIFY(c.sweeps()->value(0, QStringLiteral("done")).toInt() <
            c.sweeps()->value(0, QStringLiteral("total")).toInt());
    QCOMPARE(c.message(), QString());
    // Closing with a sweep running does not block or crash.
    QVERIFY(c.runSweep(QStringLiteral("loss")));
    c.closeLesson();
    QVERIFY(!c.busy());
  }
};

QTEST_MAIN(LessonTest)
#include "lesson_test.moc"
