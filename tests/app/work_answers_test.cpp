// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exported work gives no answer away: a student who answered nothing exports, for every
// shipped lesson, work whose JSON and PDF name no correct answer and no claim (a claim states
// what its step asks) nor its verdict; a question answered wrong
// (and still open) shows the attempt but not the answer; one answered right, or whose answer
// the student asked to see, shows it. The class report still reads such work.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "study/classwork/exported_work.hpp"
#include "study/lesson/lesson.hpp"

using opslab::gui::LessonController;
using opslab::gui::ProgressStore;
namespace classwork = opslab::study::classwork;

namespace {

QJsonObject readJson(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

QString pdfText(const QString& pdf) {
  QProcess p;
  p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
  p.waitForFinished(60000);
  return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

QJsonObject question(const QJsonObject& work, int step, int q) {
  return work.value("steps").toArray()[step].toObject().value("questions").toArray()[q].toObject();
}

bool namesAnAnswer(const QJsonObject& q) { return q.contains("correct_choice") || q.contains("correct_text"); }

}  // namespace

class WorkAnswersTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) is needed");
  }
  void init() {
    QDir(ProgressStore::defaultDir()).removeRecursively();
    QSettings().remove(QStringLiteral("student"));
  }

  void nothingAnsweredNamesNoAnswer() {
    QTemporaryDir tmp;
    LessonController c;
    c.setStudentName(QStringLiteral("Ada Lovelace"));
    int lessons = 0;
    for (int r = 0; r < c.lessons()->count(); ++r) {
      const QString id = c.lessons()->value(r, QStringLiteral("lessonId")).toString();
      QVERIFY(c.openLesson(id));
      const QString pdf = tmp.filePath(id + QStringLiteral(".pdf"));
      QCOMPARE(c.exportWork(pdf), QString());
      const QJsonObject work = readJson(tmp.filePath(id + QStringLiteral(".json")));
      int questions = 0;
      bool claimsHidden = true;
      for (const auto& s : work.value("steps").toArray()) {
        const auto step = s.toObject();
        for (const auto& qv : step.value("questions").toArray()) {
          ++questions;
          QVERIFY2(!namesAnAnswer(qv.toObject()), qPrintable(id + ": " + qv.toObject().value("prompt").toString()));
        }
        // A step without questions has nothing to give away.
        if (step.value("questions").toArray().isEmpty()) continue;
        for (const auto& cv : step.value("claims").toArray()) {
          claimsHidden = claimsHidden && cv.toObject().value("text").toString().isEmpty() &&
                         cv.toObject().value("verdicts").toArray().isEmpty();
        }
      }
      QVERIFY2(claimsHidden, qPrintable(id));
      const QString text = pdfText(pdf);
      const auto lesson = c.loadedLesson(id.toStdString());
      QVERIFY(lesson.has_value());
      for (const auto& st : lesson->steps) {
        if (st.questions.empty()) continue;
        for (const auto& claimId : st.claims) {
          for (const auto& claim : lesson->claims) {
            const QString words = QString::fromStdString(claim.text).simplified();
            QVERIFY2(claim.id != claimId || !text.contains(words), qPrintable(id + ": " + words));
          }
        }
      }
      QVERIFY2(text.contains(QStringLiteral("not answered")) || questions == 0, qPrintable(text));
      QVERIFY2(!text.contains(QStringLiteral("Correct answer")), qPrintable(id + ": " + text));
      // The class report reads it.
      const auto read = classwork::read_exported_work(tmp.filePath(id + QStringLiteral(".json")).toStdString());
      QVERIFY2(read.work.has_value(), read.problem.c_str());
      ++lessons;
      c.closeLesson();
    }
    QVERIFY(lessons >= 10);
  }

  void theAnswerOnlyOnceSettled() {
    const QString id = QStringLiteral("tcp-basics");
    QTemporaryDir tmp;
    LessonController c;
    QVERIFY(c.openLesson(id));
    const auto lesson = c.loadedLesson(id.toStdString());
    QVERIFY(lesson.has_value());
    const auto& q1 = lesson->steps[0].questions[0];
    const auto& q2 = lesson->steps[1].questions[0];
    const int right = static_cast<int>(q1.answer);
    const int wrong = right == 0 ? 1 : 0;
    c.answer(0, wrong);  // open still
    const QString pdf = tmp.filePath(QStringLiteral("work.pdf"));
    QCOMPARE(c.exportWork(pdf), QString());
    QJsonObject work = readJson(tmp.filePath(QStringLiteral("work.json")));
    QVERIFY(!namesAnAnswer(question(work, 0, 0)));
    QCOMPARE(question(work, 0, 0).value("answers").toArray().size(), 1);
    QVERIFY(!pdfText(pdf).contains(QStringLiteral("Correct answer")));
    auto read = classwork::read_exported_work(tmp.filePath(QStringLiteral("work.json")).toStdString());
    QVERIFY2(read.work.has_value(), read.problem.c_str());
    QCOMPARE(read.work->steps[0].questions[0].answers.size(), std::size_t{1});
    QVERIFY(!read.work->steps[0].questions[0].answers[0].correct);

    // Answered right: its answer shows; step 2's answer shown on request shows too.
    c.answer(0, right);
    c.setStepIndex(1);
    c.revealAnswer(0);
    QCOMPARE(c.exportWork(pdf), QString());
    work = readJson(tmp.filePath(QStringLiteral("work.json")));
    QCOMPARE(question(work, 0, 0).value("correct_choice").toInt(), right);
    QCOMPARE(question(work, 0, 0).value("correct_text").toString(), QString::fromStdString(q1.choices[q1.answer]));
    QCOMPARE(question(work, 1, 0).value("correct_choice").toInt(), static_cast<int>(q2.answer));
    // Step 2 settled: its claims' words; step 3 still open: none.
    const auto claimsOf = [&](int step) { return work.value("steps").toArray()[step].toObject().value("claims").toArray(); };
    QVERIFY(!claimsOf(1).isEmpty() && !claimsOf(2).isEmpty());
    for (const auto& cv : claimsOf(1)) QVERIFY(!cv.toObject().value("text").toString().isEmpty());
    for (const auto& cv : claimsOf(2)) QVERIFY(cv.toObject().value("text").toString().isEmpty());
    QVERIFY(!namesAnAnswer(question(work, 2, 0)));
    const QString text = pdfText(pdf);
    QCOMPARE(text.count(QStringLiteral("Correct answer")), 2);
    read = classwork::read_exported_work(tmp.filePath(QStringLiteral("work.json")).toStdString());
    QVERIFY2(read.work.has_value(), read.problem.c_str());
    QVERIFY(read.work->steps[0].questions[0].answers[1].correct);
  }
};

QTEST_MAIN(WorkAnswersTest)
#include "work_answers_test.moc"
