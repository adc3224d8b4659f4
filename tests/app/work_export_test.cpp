// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exported work's PDF read as a machine reads it: pdftotext finds the verdicts' numbers
// with their ±, units, colons, brackets and arrows (the app's own font lost them), and
// pdfimages finds each sweep's figure on the page of its heading.
#include <QFontDatabase>
#include <QGuiApplication>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "lessons/LessonProgress.hpp"
#include "lessons/WorkExport.hpp"

using opslab::gui::ProgressSweep;

namespace {

QJsonObject sweepJson(int k) {
  ProgressSweep s;
  s.sweepId = QStringLiteral("s%1").arg(k);
  s.finishedAt = QDateTime(QDate(2026, 1, 2), QTime(10, 0));
  s.title = QStringLiteral("Sweep figure %1: goodput vs loss").arg(k);
  s.xTitle = QStringLiteral("loss rate p");
  s.yTitle = QStringLiteral("goodput (Mb/s)");
  s.seriesNames = {QStringLiteral("reno")};
  for (int i = 0; i < 4; ++i) s.points.append({0, 0.001 * (i + 1), QString(), 10.0 / (i + 1), 0.5, 3});
  QJsonObject o = s.toJson();
  o.insert(QStringLiteral("finished_at"), QStringLiteral("2026-01-02T10:00:00Z"));
  return o;
}

// A report of `steps` steps, each with `prompts[k]` questions, a sweep and a claim whose
// verdict detail holds the numbers.
QJsonObject report(const QList<int>& prompts) {
  QJsonArray steps;
  for (int k = 0; k < prompts.size(); ++k) {
    QJsonArray questions;
    for (int q = 0; q < prompts[k]; ++q) {
      questions.append(QJsonObject{{"prompt", QStringLiteral("Question %1 of step %2: what happens?").arg(q).arg(k)},
                                   {"choices", QJsonArray{"It rises", "It falls"}},
                                   {"correct_choice", 1},
                                   {"correct_text", "It falls"},
                                   {"answers", QJsonArray{}}});
    }
    const QJsonObject verdict{{"scale", "quick"}, {"pass", true}, {"status", "pass"},
                              {"detail", QStringLiteral("goodput_mbps: 4.674 ± 1.5 Mb/s (reno) → 5.2%1 ± 0.3 Mb/s (sack)").arg(k)}};
    steps.append(QJsonObject{{"number", k + 1},
                             {"title", QStringLiteral("Step title %1").arg(k)},
                             {"visited", true},
                             {"done", false},
                             {"questions", questions},
                             {"sweeps", QJsonArray{sweepJson(k)}},
                             {"claims", QJsonArray{QJsonObject{{"id", "c"}, {"text", "SACK beats Reno"}, {"sweep", "s"},
                                                               {"verdicts", QJsonArray{verdict}}}}}});
  }
  return {{"format", "opslab-lesson-work"},
          {"version", 1},
          {"lesson", QJsonObject{{"id", "l"}, {"title", "A lesson"}, {"paper", "p"}, {"reproduces", "r"}}},
          {"exported_at", "2026-01-02T11:00:00Z"},
          {"current_step", 1},
          {"steps", steps}};
}

QString run(const QString& program, const QStringList& args) {
  QProcess p;
  p.start(program, args);
  if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
    qWarning() << program << args << p.readAllStandardError();
    return {};
  }
  return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace

class WorkExportTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // As the app does (main.cpp): Inter when installed.
    if (QFontDatabase::families().contains(QStringLiteral("Inter"))) {
      QFont f(QStringLiteral("Inter"));
      f.setPixelSize(14);
      QGuiApplication::setFont(f);
    }
  }

  void extractedTextKeepsNumbersWithTheirSigns() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("work.pdf"));
    QCOMPARE(opslab::gui::writeWork(report({1, 1}), pdf), QString());
    QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY2(!text.isEmpty(), "pdftotext gave nothing (is poppler-utils installed?)");
    text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    for (const QString& want : {QStringLiteral("goodput_mbps: 4.674 ± 1.5 Mb/s (reno) → 5.20 ± 0.3 Mb/s (sack)"),
                                QStringLiteral("goodput_mbps: 4.674 ± 1.5 Mb/s (reno) → 5.21 ± 0.3 Mb/s (sack)"),
                                QStringLiteral("Sweep figure 1: goodput vs loss")}) {
      QVERIFY2(text.contains(want), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(want, text)));
    }
  }

  void eachFigureIsOnThePageOfItsHeading() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("work.pdf"));
    const QList<int> prompts = {1, 3, 0, 2, 5, 1, 0, 4, 2, 1};
    QCOMPARE(opslab::gui::writeWork(report(prompts), pdf), QString());
    // The page of each image: `pdfimages -list` rows "page num type …" after two header lines.
    QList<int> imagePages;
    for (const QString& line : run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf}).split(u'\n').mid(2)) {
      const QStringList cells = line.simplified().split(u' ');
      if (cells.size() > 2 && cells[2] == QLatin1String("image")) imagePages.append(cells[0].toInt());
    }
    QCOMPARE(imagePages.size(), prompts.size());
    const int pages = run(QStringLiteral("pdfinfo"), {pdf}).section(QStringLiteral("Pages:"), 1).simplified().section(u' ', 0, 0).toInt();
    QVERIFY(pages >= 3);
    for (int k = 0; k < prompts.size(); ++k) {
      const QString heading = QStringLiteral("Sweep figure %1:").arg(k);
      int headingPage = 0;
      for (int p = 1; p <= pages && headingPage == 0; ++p) {
        const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QString::number(p), QStringLiteral("-l"),
                                                           QString::number(p), pdf, QStringLiteral("-")});
        if (text.contains(heading)) headingPage = p;
      }
      QVERIFY2(headingPage > 0, qPrintable(heading));
      QVERIFY2(headingPage == imagePages[k],
               qPrintable(QStringLiteral("figure %1: heading on page %2, image on page %3").arg(k).arg(headingPage).arg(imagePages[k])));
    }
  }
};

QTEST_MAIN(WorkExportTest)
#include "work_export_test.moc"
