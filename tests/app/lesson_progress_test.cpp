// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The student's progress and the teacher's folders in LessonController: progress is
// saved as the student acts, so a controller destroyed mid-lesson (the app killed) and a new
// one resume at the same step with the same answers and verdicts; reset forgets it; the work
// exports as a PDF (rendered by poppler's pdftoppm when installed) and the same JSON; a lesson
// folder opened in the app is listed and remembered, and the open lesson reloads when its
// files change, showing an edit that does not load as an error.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>

#include <nlohmann/json.hpp>

#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

using opslab::gui::LessonController;
using opslab::gui::LessonProgress;
using opslab::gui::ProgressStore;
namespace study = opslab::study;

class LessonProgressTest : public QObject {
  Q_OBJECT

 private:
  // Copies shipped lesson `from` into `root`/`id` with that id; `root`/../assets must exist.
  static void copyLesson(const char* from, const QString& root, const char* id) {
    const std::filesystem::path source = study::default_lessons_root() / from;
    const std::filesystem::path target = std::filesystem::path(root.toStdString()) / id;
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::copy(source, target, std::filesystem::copy_options::recursive);
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(source / "lesson.json"));
    doc["id"] = id;
    std::ofstream(target / "lesson.json") << doc.dump(2);
  }

  static QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }

  static void writeAll(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
  }

  // Each test starts with no progress and no opened folders.
  void init() {
    QDir(ProgressStore::defaultDir()).removeRecursively();
    QSettings().remove(QStringLiteral("lessons/folders"));
    QSettings().remove(QStringLiteral("student/name"));
  }

  void resumesAfterTheAppIsKilled() {
    const auto lesson = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    const int wrong = lesson.steps[0].questions[0].answer == 0 ? 1 : 0;
    QStringList verdicts;
    {
      auto c = std::make_unique<LessonController>();
      QVERIFY(c->openLesson(QStringLiteral("tcp-basics")));
      QCOMPARE(c->stepIndex(), 0);
      c->answer(0, wrong);
      c->nextStep();
      c->nextStep();
      QCOMPARE(c->stepIndex(), 2);
      c->answer(0, static_cast<int>(lesson.steps[2].questions[0].answer));  // its results show
      QVERIFY(c->runSweep(QStringLiteral("buffer")));
      QVERIFY(c->waitForSweep(600000));
      QCOMPARE(c->claims()->count(), 2);
      for (int i = 0; i < c->claims()->count(); ++i) {
        verdicts << c->claims()->value(i, QStringLiteral("status")).toString();
        QVERIFY(QStringList({"pass", "not-shown", "info", "fail"}).contains(verdicts.back()));
      }
      // Saved already, as the student acted: nothing waits for a clean exit.
      QVERIFY(QFile::exists(ProgressStore().filePath(QStringLiteral("tcp-basics"))));
      const int row = c->lessons()->find("lessonId", QStringLiteral("tcp-basics"));
      QCOMPARE(c->lessons()->value(row, QStringLiteral("progressStep")).toInt(), 3);
      QCOMPARE(c->lessons()->value(row, QStringLiteral("answerCount")).toInt(), 2);
    }  // the app is gone without closing the lesson

    auto c = std::make_unique<LessonController>();
    const int row = c->lessons()->find("lessonId", QStringLiteral("tcp-basics"));
    QVERIFY(c->lessons()->value(row, QStringLiteral("hasProgress")).toBool());
    QCOMPARE(c->lessons()->value(row, QStringLiteral("progressStep")).toInt(), 3);
    QCOMPARE(c->lessons()->value(row, QStringLiteral("answerCount")).toInt(), 2);
    // Step 1 is not done (a wrong answer, its run not played); 2 waits for its question and
    // sweep; 3 for its run.
    QCOMPARE(c->lessons()->value(row, QStringLiteral("doneCount")).toInt(), 0);
    QVERIFY(c->openLesson(QStringLiteral("tcp-basics")));
    QCOMPARE(c->stepIndex(), 2);
    QCOMPARE(c->steps()->value(0, QStringLiteral("done")).toBool(), false);
    QCOMPARE(c->steps()->value(1, QStringLiteral("visited")).toBool(), true);
    QCOMPARE(c->steps()->value(1, QStringLiteral("done")).toBool(), false);
    QCOMPARE(c->sweeps()->value(0, QStringLiteral("status")).toString(), QStringLiteral("saved"));
    QCOMPARE(c->points()->count(), 4);  // the figure, from the saved run
    for (int i = 0; i < c->claims()->count(); ++i) {
      QCOMPARE(c->claims()->value(i, QStringLiteral("status")).toString(), verdicts[i]);
      QVERIFY(!c->claims()->value(i, QStringLiteral("detail")).toString().isEmpty());
    }
    c->setStepIndex(0);
    QCOMPARE(c->questions()->value(0, QStringLiteral("chosen")).toInt(), wrong);
    QCOMPARE(c->questions()->value(0, QStringLiteral("correct")).toBool(), false);
    const auto& answers = c->progress().answers;
    QCOMPARE(answers.size(), 2);
    QVERIFY(answers[0].at.isValid());
    QVERIFY(answers[0].at.secsTo(QDateTime::currentDateTimeUtc()) < 3600);
    QVERIFY(c->progress().visited == (std::set<int>{0, 1, 2}));

    // Reset: the first step, no answers, no verdicts, nothing on disk or on the card.
    c->resetProgress(QStringLiteral("tcp-basics"));
    QCOMPARE(c->stepIndex(), 0);
    QCOMPARE(c->questions()->value(0, QStringLiteral("chosen")).toInt(), -1);
    QVERIFY(!QFile::exists(ProgressStore().filePath(QStringLiteral("tcp-basics"))));
    QVERIFY(!c->lessons()->value(row, QStringLiteral("hasProgress")).toBool());
    QCOMPARE(c->steps()->value(0, QStringLiteral("done")).toBool(), false);
    c->setStepIndex(2);
    QCOMPARE(c->claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("hidden"));
    QCOMPARE(c->points()->count(), 0);
    c.reset();
    LessonController again;
    QVERIFY(again.openLesson(QStringLiteral("tcp-basics")));
    QCOMPARE(again.stepIndex(), 2);  // only what came after the reset
    QCOMPARE(again.progress().answers.size(), 0);
  }

  void exportsThePdfAndTheJson() {
    const auto lesson = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    // Progress as a student would leave it: two answers, the buffer sweep run with verdicts.
    LessonProgress p;
    p.lessonId = QStringLiteral("tcp-basics");
    p.step = 2;
    p.visited = {0, 1, 2};
    const auto now = QDateTime::currentDateTimeUtc();
    p.answers.append({0, 0, 1, lesson.steps[0].questions[0].answer == 1, now});
    // Step 3 answered right: its claims and verdicts are in the work (an open step's are not).
    p.answers.append({2, 0, static_cast<int>(lesson.steps[2].questions[0].answer), true, now});
    opslab::gui::ProgressSweep run;
    run.sweepId = QStringLiteral("buffer");
    run.title = QStringLiteral("Goodput against buffer size");
    run.xTitle = QStringLiteral("topology.queue_packets");
    run.yTitle = QStringLiteral("goodput_mbps");
    run.seriesNames = {QString()};
    run.finishedAt = now;
    const double xs[] = {20, 100, 400, 833}, ys[] = {0.6, 0.8, 0.95, 0.97};
    for (int i = 0; i < 4; ++i) run.points.append({0, xs[i], QString::number(xs[i]), ys[i], 0.04, 2});
    for (const auto& c : lesson.claims) {
      if (c.sweep == "buffer") run.verdicts.append({QString::fromStdString(c.id), QStringLiteral("pass"), QStringLiteral("ok")});
    }
    p.sweeps.append(run);
    QCOMPARE(ProgressStore().save(p), QString());

    LessonController c;
    QVERIFY(!c.exportWork(QStringLiteral("/tmp/x.pdf")).isEmpty());  // no lesson open
    QVERIFY(c.openLesson(QStringLiteral("tcp-basics")));
    c.setStudentName(QStringLiteral("Ada Student"));
    QTemporaryDir tmp;
    const QString pdf = tmp.filePath(QStringLiteral("my work.pdf"));
    QCOMPARE(c.exportWork(QUrl::fromLocalFile(pdf).toString()), QString());
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF"));

    // The JSON beside it: the same base name, the answers beside the correct ones.
    const auto doc = QJsonDocument::fromJson(readAll(tmp.filePath(QStringLiteral("my work.json"))));
    QVERIFY(doc.isObject());
    const auto r = doc.object();
    QCOMPARE(r.value("student").toString(), QStringLiteral("Ada Student"));
    QCOMPARE(r.value("lesson").toObject().value("id").toString(), QStringLiteral("tcp-basics"));
    const auto steps = r.value("steps").toArray();
    QCOMPARE(steps.size(), 3);
    const auto q0 = steps[0].toObject().value("questions").toArray()[0].toObject();
    QCOMPARE(q0.value("correct_choice").toInt(), static_cast<int>(lesson.steps[0].questions[0].answer));
    QCOMPARE(q0.value("answers").toArray().size(), 1);
    QCOMPARE(q0.value("answers").toArray()[0].toObject().value("choice").toInt(), 1);
    QCOMPARE(q0.value("answers").toArray()[0].toObject().value("text").toString(),
             QString::fromStdString(lesson.steps[0].questions[0].choices[1]));
    const auto s2 = steps[2].toObject();
    QCOMPARE(s2.value("sweeps").toArray().size(), 1);
    QCOMPARE(s2.value("sweeps").toArray()[0].toObject().value("points").toArray().size(), 4);
    const auto claims = s2.value("claims").toArray();
    QVERIFY(!claims.isEmpty());
    QCOMPARE(claims[0].toObject().value("verdicts").toArray().size(), 1);
    QCOMPARE(claims[0].toObject().value("verdicts").toArray()[0].toObject().value("pass").toBool(), true);
    QCOMPARE(steps[1].toObject().value("claims").toArray()[0].toObject().value("verdicts").toArray().size(), 0);

    // Without a name, none is written.
    c.setStudentName({});
    QCOMPARE(c.exportWork(tmp.filePath(QStringLiteral("anon"))), QString());  // ".pdf" added
    QVERIFY(readAll(tmp.filePath(QStringLiteral("anon.pdf"))).startsWith("%PDF"));
    QVERIFY(!QJsonDocument::fromJson(readAll(tmp.filePath(QStringLiteral("anon.json")))).object().contains("student"));

    // Every page renders, and none is blank.
    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty()) {
      QSKIP("pdftoppm (poppler-utils) is not installed");
    }
    const int pages = static_cast<int>(
        QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))));
    QVERIFY(pages >= 1);
    QProcess render;
    render.start(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("50"),
                                              pdf, tmp.filePath(QStringLiteral("page"))});
    QVERIFY(render.waitForFinished(60000));
    QCOMPARE(render.exitCode(), 0);
    const QStringList pngs = QDir(tmp.path()).entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(pngs.size(), pages);
    for (const QString& png : pngs) {
      const QImage img(tmp.filePath(png));
      QVERIFY2(!img.isNull(), qPrintable(png));
      std::set<QRgb> colours;
      for (int y = 0; y < img.height() && colours.size() <= 2; ++y) {
        for (int x = 0; x < img.width(); ++x) colours.insert(img.pixel(x, y));
      }
      QVERIFY2(colours.size() > 2, qPrintable(png + QStringLiteral(" is blank")));
    }
  }

  void opensAFolderAndReloadsOnChange() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    // The copy finds its scenarios at ../../assets, as the shipped lessons do.
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    copyLesson("tcp-basics", tmp.filePath(QStringLiteral("mine")), "my-basics");
    const QString dir = tmp.filePath(QStringLiteral("mine/my-basics"));

    auto c = std::make_unique<LessonController>();
    const int shipped = c->lessons()->count();
    QVERIFY(!c->openFolder(tmp.filePath(QStringLiteral("nothing-here"))).isEmpty());
    QVERIFY(!c->openFolder(tmp.path()).isEmpty());  // no lesson.json in it or its folders
    QCOMPARE(c->openFolder(QUrl::fromLocalFile(dir).toString()), QString());
    QCOMPARE(c->lessons()->count(), shipped + 1);
    QCOMPARE(c->lessons()->value(0, QStringLiteral("lessonId")).toString(), QStringLiteral("my-basics"));
    QCOMPARE(c->openedFolders(), QStringList{dir});

    // Remembered for the next start.
    c = std::make_unique<LessonController>();
    QCOMPARE(c->lessons()->count(), shipped + 1);
    QVERIFY(c->openLesson(QStringLiteral("my-basics")));
    c->setStepIndex(1);

    // A teacher edits the step's page: the lesson reloads at the same step.
    QSignalSpy reloaded(c.get(), &LessonController::lessonReloaded);
    const QString page = dir + QStringLiteral("/02-loss.md");
    writeAll(page, readAll(page) + "\n\nA sentence the teacher added.\n");
    QVERIFY(reloaded.wait(10000));
    QCOMPARE(c->stepIndex(), 1);
    QVERIFY(c->stepPage().contains(QStringLiteral("A sentence the teacher added.")));
    QCOMPARE(c->lessonError(), QString());

    // An edit that does not load: the error is shown, the lesson stays as it last loaded.
    QSignalSpy errors(c.get(), &LessonController::lessonErrorChanged);
    const QByteArray good = readAll(dir + QStringLiteral("/lesson.json"));
    writeAll(dir + QStringLiteral("/lesson.json"), "{ \"id\": \"my-basics\", ");
    QVERIFY(errors.wait(10000));
    // The error names the file and line, as `lesson validate` does.
    QVERIFY2(c->lessonError().contains(QStringLiteral("my-basics/lesson.json:1: malformed JSON")),
             qPrintable(c->lessonError()));
    QVERIFY(c->active());
    QCOMPARE(c->stepIndex(), 1);
    QVERIFY(c->stepPage().contains(QStringLiteral("A sentence the teacher added.")));

    // Fixed again (one step fewer): the error goes, the step is kept while it exists.
    nlohmann::json doc = nlohmann::json::parse(good.toStdString());
    doc["steps"].erase(doc["steps"].begin() + 2);
    writeAll(dir + QStringLiteral("/lesson.json"), QByteArray::fromStdString(doc.dump(2)));
    QVERIFY(reloaded.wait(10000));
    QCOMPARE(c->lessonError(), QString());
    QCOMPARE(c->stepCount(), 2);
    QCOMPARE(c->stepIndex(), 1);

    c->forgetFolder(dir);
    QCOMPARE(c->lessons()->count(), shipped);
    QVERIFY(c->openedFolders().isEmpty());
  }
};

QTEST_MAIN(LessonProgressTest)
#include "lesson_progress_test.moc"
