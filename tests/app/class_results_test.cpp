// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's view of a class (ClassResults): the exporter still writes the format the class
// report reads (the core tests' file from `--export-work` has the keys and types workReport
// writes today), and a folder of three students' work and a bad file fills the view's lists,
// is checked against the app's lesson when it has it, and saves as the CLI's CSV and as a PDF
// whose text names the students and the skipped file.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "lessons/ClassResults.hpp"
#include "lessons/LessonController.hpp"
#include "lessons/LessonProgress.hpp"
#include "lessons/WorkExport.hpp"
#include "metrics/csv_writer.hpp"
#include "study/classwork/class_report.hpp"
#include "study/classwork/class_report_text.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

using opslab::gui::ClassResults;

namespace {

const QString data = QStringLiteral(OPSLAB_SOURCE_DIR "/tests/core/data/");

QJsonObject readJson(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QJsonDocument::fromJson(f.readAll()).object();
}

void writeJson(const QString& path, const QJsonObject& o) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(QJsonDocument(o).toJson());
}

// Where `a` and `b` differ in keys, types or array lengths ("" when they do not): the values
// themselves (texts, times) may change with the lesson.
QString shapeDifference(const QJsonValue& a, const QJsonValue& b, const QString& at) {
  if (a.type() != b.type()) return at + QStringLiteral(": type");
  if (a.isObject()) {
    const auto x = a.toObject(), y = b.toObject();
    if (x.keys() != y.keys()) return at + QStringLiteral(": keys ") + x.keys().join(u',') + " / " + y.keys().join(u',');
    for (const auto& k : x.keys()) {
      if (auto d = shapeDifference(x.value(k), y.value(k), at + u'.' + k); !d.isEmpty()) return d;
    }
  }
  if (a.isArray()) {
    const auto x = a.toArray(), y = b.toArray();
    if (x.size() != y.size()) return at + QStringLiteral(": length");
    for (int i = 0; i < x.size(); ++i) {
      if (auto d = shapeDifference(x[i], y[i], at + QStringLiteral("[%1]").arg(i)); !d.isEmpty()) return d;
    }
  }
  return {};
}

// Three students' work (the third without a name) and a file that is not work.
void writeClass(const QString& dir) {
  const QJsonObject work = readJson(data + QStringLiteral("exported-work-tcp-basics.json"));
  QVERIFY(!work.isEmpty());
  for (const QString& name : {QStringLiteral("Ada"), QStringLiteral("Grace"), QString()}) {
    QJsonObject w = work;
    if (name.isEmpty()) {
      w.remove(QStringLiteral("student"));
    } else {
      w.insert(QStringLiteral("student"), name);
    }
    writeJson(QDir(dir).filePath((name.isEmpty() ? QStringLiteral("nameless") : name.toLower()) + ".json"), w);
  }
  QFile bad(QDir(dir).filePath(QStringLiteral("bad.json")));
  QVERIFY(bad.open(QIODevice::WriteOnly));
  bad.write("{\"format\": \"opslab-lesson-work\"");
}

}  // namespace

class ClassResultsTest : public QObject {
  Q_OBJECT

 private slots:
  void exporterWritesTheFormatTheReportReads() {
    const auto lesson = opslab::study::load_lesson(opslab::study::default_lessons_root() / "tcp-basics");
    const auto progress = opslab::gui::LessonProgress::fromJson(readJson(data + QStringLiteral("progress-tcp-basics.json")));
    const QJsonObject now = opslab::gui::workReport(lesson, progress, QStringLiteral("Ada Lovelace"),
                                                    QDateTime(QDate(2026, 3, 2), QTime(10, 0), Qt::UTC));
    const QJsonObject fixture = readJson(data + QStringLiteral("exported-work-tcp-basics.json"));
    QVERIFY(!fixture.isEmpty());
    const QString diff = shapeDifference(fixture, now, QStringLiteral("work"));
    QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral(" (export the fixture again: see tests/core/test_class_report.cpp)")));
  }

  void folderFillsTheLists() {
    QTemporaryDir dir;
    writeClass(dir.path());
    ClassResults r;
    QCOMPARE(r.open(QUrl::fromLocalFile(dir.path()).toString()), QString());
    QVERIFY(r.hasWork());
    QCOMPARE(r.folder(), dir.path());
    QCOMPARE(r.lessonNames().size(), 1);
    QCOMPARE(r.steps()->count(), 3);
    QCOMPARE(r.steps()->value(0, "reached").toInt(), 3);
    QCOMPARE(r.steps()->value(2, "done").toInt(), 0);
    QCOMPARE(r.questions()->count(), 3);
    // The exported student answered question 1.1 wrong (A) first, then right.
    QCOMPARE(r.questions()->value(0, "rightFirst").toInt(), 0);
    QCOMPARE(r.questions()->value(0, "rightEventually").toInt(), 3);
    QCOMPARE(r.questions()->value(0, "wrongLetter").toString(), QStringLiteral("A"));
    QCOMPARE(r.questions()->value(0, "wrongCount").toInt(), 3);
    QCOMPARE(r.claims()->value(0, "pass").toInt(), 3);
    QCOMPARE(r.students()->count(), 3);
    QCOMPARE(r.students()->value(0, "name").toString(), QStringLiteral("Ada"));
    QCOMPARE(r.students()->value(2, "name").toString(), QStringLiteral("(no name)"));
    QCOMPARE(r.skipped()->count(), 1);
    QCOMPARE(r.skipped()->value(0, "file").toString(), QStringLiteral("bad.json"));
    QVERIFY(r.skipped()->value(0, "reason").toString().startsWith(QStringLiteral("truncated")));
    const QString alone = r.checkedAgainst();

    // With the app's lessons, the files are checked against the lesson as it has it.
    opslab::gui::LessonController lessons;
    r.setLessons(&lessons);
    QCOMPARE(r.open(dir.path()), QString());
    QVERIFY(r.checkedAgainst() != alone);
    QCOMPARE(r.students()->count(), 3);

    // A folder that is not one: a message, and the report read before stays.
    QVERIFY(!r.open(dir.filePath(QStringLiteral("missing"))).isEmpty());
    QCOMPARE(r.folder(), dir.path());
  }

  void savesTheCliCsvAndAPdf() {
    QTemporaryDir dir, out;
    writeClass(dir.path());
    ClassResults r;
    QCOMPARE(r.saveCsv(out.filePath(QStringLiteral("x.csv"))), QStringLiteral("No folder has been read."));
    QCOMPARE(r.open(dir.path()), QString());
    const QString csv = out.filePath(QStringLiteral("class.csv"));
    QCOMPARE(r.saveCsv(csv), QString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto report = opslab::study::classwork::read_class(dir.path().toStdString());
    QCOMPARE(f.readAll().toStdString(), opslab::metrics::to_csv(opslab::study::classwork::class_report_table(report)));
    QVERIFY(!r.saveCsv(out.filePath(QStringLiteral("no/such/folder.csv"))).isEmpty());

    const QString pdf = out.filePath(QStringLiteral("class.pdf"));
    QCOMPARE(r.savePdf(out.filePath(QStringLiteral("class"))), QString());  // ".pdf" added
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY2(p.waitForFinished(60000) && p.exitCode() == 0, "pdftotext failed (is poppler-utils installed?)");
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    for (const QString& want : {QStringLiteral("Class results"), QStringLiteral("Grace"), QStringLiteral("(no name)"),
                                QStringLiteral("Skipped files"), QStringLiteral("bad.json: truncated")}) {
      QVERIFY2(text.contains(want), qPrintable(want + QStringLiteral(" not in: ") + text));
    }
  }
};

QTEST_MAIN(ClassResultsTest)
#include "class_results_test.moc"
