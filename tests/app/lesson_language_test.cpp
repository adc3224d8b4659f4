// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson in German: with the interface in German, every shipped lesson shows the texts of
// its lesson.de.json — the lesson's title, each step's title, questions, choices, feedback,
// sweeps, claims and comparison, the name of the step's run in the workspace — and its German
// pages, none of them lesson.json's English; a change of language at run time shows the new
// language's texts at once.
#include <QSignalSpy>
#include <QStandardPaths>
#include <QDir>
#include <QTest>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "app/Translations.hpp"
#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "simulation/SimulationController.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

using opslab::gui::LessonController;
using opslab::gui::SimulationController;
using nlohmann::json;
namespace study = opslab::study;

namespace {

QString qs(const json& text) { return QString::fromStdString(text.get<std::string>()); }

json readJson(const std::filesystem::path& p) { return json::parse(std::ifstream(p)); }

// The claim `id` among the claims of step `step` of lesson.json.
json claimOf(const json& lesson, std::size_t step, const std::string& id) {
  for (const auto& c : lesson["steps"][step].value("claims", json::array())) {
    if (c["id"] == id) return c;
  }
  return {};
}

}  // namespace

class LessonLanguageTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QDir(opslab::gui::ProgressStore::defaultDir()).removeRecursively();
    language_ = std::make_unique<opslab::gui::Translations>(nullptr);
  }
  void cleanupTestCase() { QDir(opslab::gui::ProgressStore::defaultDir()).removeRecursively(); }

  // Every shipped lesson, every step: what the controller hands the panel is the German
  // file's text, and differs from lesson.json's.
  void everyShippedLessonShowsItsGermanTexts() {
    QVERIFY(language_->applyForSession(QStringLiteral("de")));
    LessonController c;
    QCOMPARE(c.loadError(), QString());
    const auto lessons = study::load_all_lessons(study::default_lessons_root());
    QVERIFY(lessons.size() >= 10);
    for (const auto& core : lessons) {
      const QString id = QString::fromStdString(core.id);
      const json en = readJson(core.dir / "lesson.json");
      const json de = readJson(core.dir / "lesson.de.json");
      QVERIFY2(c.openLesson(id), qPrintable(id));
      QCOMPARE(c.lessonTitle(), qs(de["title"]));
      QVERIFY(c.lessonTitle() != qs(en["title"]));
      QCOMPARE(c.lessonReproduces(), qs(de["reproduces"]));
      QCOMPARE(c.lessonPaper(), qs(de["paper"]));
      const int row = c.lessons()->find("lessonId", id);
      QCOMPARE(c.lessons()->value(row, QStringLiteral("title")).toString(), qs(de["title"]));
      for (std::size_t i = 0; i < en["steps"].size(); ++i) {
        c.setStepIndex(static_cast<int>(i));
        const json& enStep = en["steps"][i];
        const json& deStep = de["steps"][i];
        const QByteArray where = (id + QStringLiteral(" step %1").arg(i + 1)).toUtf8();
        QVERIFY2(c.stepTitle() == qs(deStep["title"]), where.constData());
        QVERIFY2(c.stepTitle() != qs(enStep["title"]), where.constData());
        QCOMPARE(c.steps()->value(static_cast<int>(i), QStringLiteral("title")).toString(), qs(deStep["title"]));
        QVERIFY2(c.stepPage() == QString::fromStdString(core.steps[i].page_in("de")), where.constData());
        QVERIFY2(c.stepPage() != QString::fromStdString(core.steps[i].page), where.constData());
        if (enStep.contains("compare")) {
          QVERIFY2(c.stepCompareLabel() == qs(deStep["compare"]["label"]), where.constData());
          QVERIFY2(c.stepCompareLabel() != qs(enStep["compare"]["label"]), where.constData());
        }
        const json enQuestions = enStep.value("questions", json::array());
        QCOMPARE(c.questions()->count(), static_cast<int>(enQuestions.size()));
        for (int q = 0; q < c.questions()->count(); ++q) {
          const json& deQ = deStep["questions"][q];
          QVERIFY2(c.questions()->value(q, QStringLiteral("prompt")).toString() == qs(deQ["prompt"]), where.constData());
          QVERIFY2(c.questions()->value(q, QStringLiteral("prompt")).toString() != qs(enQuestions[q]["prompt"]), where.constData());
          QStringList choices;
          for (const auto& ch : deQ["choices"]) choices << qs(ch);
          QVERIFY2(c.questions()->value(q, QStringLiteral("choices")).toStringList() == choices, where.constData());
          // Settled, the question shows the right choice's explanation: the German one.
          c.revealAnswer(q);
          const int answer = enQuestions[q]["answer"].get<int>();
          QVERIFY2(c.questions()->value(q, QStringLiteral("feedback")).toString() == qs(deQ["feedback"][answer]), where.constData());
          QVERIFY2(c.questions()->value(q, QStringLiteral("feedback")).toString() != qs(enQuestions[q]["feedback"][answer]), where.constData());
        }
        for (int k = 0; k < c.claims()->count(); ++k) {
          const std::string claimId = c.claims()->value(k, QStringLiteral("claimId")).toString().toStdString();
          const QString text = c.claims()->value(k, QStringLiteral("text")).toString();
          QVERIFY2(text == qs(deStep["claims"][claimId]["text"]), (where + " " + QByteArray::fromStdString(claimId)).constData());
          QVERIFY2(text != qs(claimOf(en, i, claimId)["text"]), (where + " " + QByteArray::fromStdString(claimId)).constData());
        }
        for (int k = 0; k < c.sweeps()->count(); ++k) {
          const std::string sweepId = c.sweeps()->value(k, QStringLiteral("sweepId")).toString().toStdString();
          QVERIFY2(c.sweeps()->value(k, QStringLiteral("title")).toString() == qs(de["sweeps"][sweepId]["title"]), where.constData());
        }
        if (!enStep.value("sweeps", json::array()).empty()) {
          QVERIFY2(c.figureTitle() == qs(de["sweeps"][c.figureSweep().toStdString()]["title"]), where.constData());
        }
      }
      c.resetProgress(id);
      c.closeLesson();
    }
  }

  // The step's run is named in German in the workspace.
  void theStepsRunIsNamedInTheLanguage() {
    SimulationController sim;
    LessonController c;
    openInGerman(c, sim, QStringLiteral("tcp-basics"));
    if (QTest::currentTestFailed()) return;
    const json de = readJson(study::default_lessons_root() / "tcp-basics" / "lesson.de.json");
    QCOMPARE(sim.scenarioName(), qs(de["steps"][0]["scenario_name"]));
    c.resetProgress(QStringLiteral("tcp-basics"));
  }

  // A step whose run keeps its scenario file's title (he-chan-deflection's first step shows
  // its first sweep's classroom scenario) shows the file's own German title.
  void aStepKeepingItsFilesTitleShowsTheFilesGermanTitle() {
    SimulationController sim;
    LessonController c;
    openInGerman(c, sim, QStringLiteral("he-chan-deflection"));
    if (QTest::currentTestFailed()) return;
    const study::Lesson l = study::load_lesson(study::default_lessons_root() / "he-chan-deflection");
    const json* document = study::step_scenario_document(l, 0, true);
    QVERIFY(document != nullptr);
    QVERIFY(document->contains("translations"));
    const QString german = qs((*document)["translations"]["de"]["name"]);
    QVERIFY(!german.isEmpty());
    QCOMPARE(sim.scenarioName(), german);
    QVERIFY(sim.scenarioName() != qs((*document)["name"]));
    c.resetProgress(QStringLiteral("he-chan-deflection"));
  }

  // English, then German at run time, then English again: the open lesson's texts follow.
  void aChangeOfLanguageRetranslatesTheOpenLesson() {
    QVERIFY(language_->applyForSession(QStringLiteral("en")));
    LessonController c;
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    c.setStepIndex(1);
    c.revealAnswer(0);  // the claims' words show once the step's question is settled
    const auto dir = study::default_lessons_root() / "tcp-basics";
    const json en = readJson(dir / "lesson.json");
    const json de = readJson(dir / "lesson.de.json");
    QCOMPARE(c.lessonTitle(), qs(en["title"]));
    QCOMPARE(c.stepTitle(), qs(en["steps"][1]["title"]));
    QCOMPARE(c.questions()->value(0, QStringLiteral("prompt")).toString(), qs(en["steps"][1]["questions"][0]["prompt"]));
    QCOMPARE(c.claims()->value(0, QStringLiteral("text")).toString(), qs(en["steps"][1]["claims"][0]["text"]));
    const int row = c.lessons()->find("lessonId", QStringLiteral("tcp-basics"));
    QSignalSpy texts(&c, &LessonController::textsChanged);
    QVERIFY(language_->applyForSession(QStringLiteral("de")));
    QTRY_VERIFY(texts.count() >= 1);  // told from the event loop
    QCOMPARE(c.stepIndex(), 1);        // the student stays where they were
    QCOMPARE(c.lessonTitle(), qs(de["title"]));
    QCOMPARE(c.stepTitle(), qs(de["steps"][1]["title"]));
    QCOMPARE(c.questions()->value(0, QStringLiteral("prompt")).toString(), qs(de["steps"][1]["questions"][0]["prompt"]));
    QCOMPARE(c.claims()->value(0, QStringLiteral("text")).toString(),
             qs(de["steps"][1]["claims"][en["steps"][1]["claims"][0]["id"].get<std::string>()]["text"]));
    QCOMPARE(c.sweeps()->value(0, QStringLiteral("title")).toString(), qs(de["sweeps"]["loss"]["title"]));
    QCOMPARE(c.lessons()->value(row, QStringLiteral("title")).toString(), qs(de["title"]));
    texts.clear();
    QVERIFY(language_->applyForSession(QStringLiteral("en")));
    QTRY_VERIFY(texts.count() >= 1);
    QCOMPARE(c.stepTitle(), qs(en["steps"][1]["title"]));
    QCOMPARE(c.lessons()->value(row, QStringLiteral("title")).toString(), qs(en["title"]));
    c.resetProgress(QStringLiteral("tcp-basics"));
  }

 private:
  // Opens lesson `id` in German with its first step's run loaded into `sim`.
  void openInGerman(LessonController& c, SimulationController& sim, const QString& id) {
    QVERIFY(language_->applyForSession(QStringLiteral("de")));
    c.setSimulation(&sim);
    QSignalSpy loaded(&sim, &SimulationController::loadFinished);
    QVERIFY(c.openLesson(id));
    QVERIFY(loaded.wait(10000));
    QVERIFY(sim.waitForIdle());
  }

  std::unique_ptr<opslab::gui::Translations> language_;
};

QTEST_MAIN(LessonLanguageTest)
#include "lesson_language_test.moc"
