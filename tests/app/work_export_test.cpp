// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exported work's PDF read as a machine reads it: pdftotext finds the verdicts' numbers
// with their ±, units, colons, brackets and arrows (the app's own font lost them), and
// pdfimages finds each sweep's figure on the page of its heading; a shown answer is printed
// beside the attempts, and the claims are the paper's only in a lesson that reproduces one.
#include <QFontDatabase>
#include <QGuiApplication>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "lessons/LessonProgress.hpp"
#include "lessons/SweepFigure.hpp"
#include "lessons/WorkExport.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

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

  // A shipped lesson's work: step 2's question answered wrong, then its answer shown; the
  // PDF says so beside the attempt, and heads the claims in the lesson's own words unless
  // the lesson reproduces the paper it names.
  void shownAnswerAndClaimsHeadingArePrinted() {
    QFETCH(QString, lessonId);
    QFETCH(QString, heading);
    QFETCH(QString, notHeading);
    const auto lesson = opslab::study::load_lesson(opslab::study::default_lessons_root() / lessonId.toStdString());
    int step = -1;  // the first step with a question and a claim
    for (std::size_t i = 0; i < lesson.steps.size() && step < 0; ++i) {
      if (!lesson.steps[i].questions.empty() && !lesson.steps[i].claims.empty()) step = static_cast<int>(i);
    }
    QVERIFY(step >= 0);
    const auto& q = lesson.steps[step].questions[0];
    const int wrong = q.answer == 0 ? 1 : 0;
    opslab::gui::LessonProgress progress;
    progress.lessonId = lessonId;
    progress.step = step;
    progress.visited = {step};
    const QDateTime at(QDate(2026, 1, 2), QTime(10, 0), Qt::UTC);
    progress.answers.append({step, 0, wrong, false, at});
    progress.revealed.append({step, 0, at.addSecs(60)});
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("work.pdf"));
    QCOMPARE(opslab::gui::writeWork(opslab::gui::workReport(lesson, progress, QStringLiteral("Ada"), at), pdf), QString());
    QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY2(!text.isEmpty(), "pdftotext gave nothing (is poppler-utils installed?)");
    text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
    QVERIFY2(text.contains(QStringLiteral("Answer shown: the student asked to see the answer")), qPrintable(text));
    // After the wrong attempt, before the correct answer.
    const int attempt = text.indexOf(QStringLiteral("Your answer: ✗"));  // the wrong attempt
    const int shown = text.indexOf(QStringLiteral("Answer shown:"));
    const int correct = text.indexOf(QStringLiteral("Correct answer:"), attempt);
    QVERIFY2(attempt >= 0 && attempt < shown && shown < correct, qPrintable(text));
    QVERIFY2(text.contains(heading), qPrintable(text));
    QVERIFY2(!text.contains(notHeading), qPrintable(text));
  }
  void shownAnswerAndClaimsHeadingArePrinted_data() {
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("notHeading");
    // tcp-basics checks textbook laws; he-chan-aggregation reproduces He & Chan's findings.
    QTest::newRow("no paper") << QStringLiteral("tcp-basics") << QStringLiteral("What this lesson claims")
                              << QStringLiteral("What the paper claims");
    QTest::newRow("paper") << QStringLiteral("he-chan-aggregation") << QStringLiteral("What the paper claims")
                           << QStringLiteral("What this lesson claims");
  }

  // The exported figure on the log x axis the plot declares: 0.001, 0.01 and 0.1 sit equally
  // far apart (on a linear axis the first two would nearly touch).
  void exportedFigureDrawsLogAxes() {
    ProgressSweep s;
    s.title = QStringLiteral("flat");
    s.xTitle = QStringLiteral("Random loss rate p");
    s.yTitle = QStringLiteral("Goodput (Mb/s)");
    s.seriesNames = {QStringLiteral("TCP variant = reno")};
    s.logX = true;
    s.logY = true;
    for (const double x : {0.001, 0.01, 0.1}) s.points.append({0, x, QString(), 5.0, -1, 1});
    const QImage img = opslab::gui::drawSweepFigure(s, QSize(1400, 800)).convertToFormat(QImage::Format_RGB32);
    const auto blue = [&](int x, int y) {
      const QColor c = img.pixelColor(x, y);
      return std::abs(c.red() - 0x1f) < 40 && std::abs(c.green() - 0x6f) < 40 && std::abs(c.blue() - 0xd1) < 40;
    };
    // The curve's row: the most blue pixels; the dots stand out 7 px above it.
    int lineRow = 0, most = 0;
    for (int y = 0; y < img.height(); ++y) {
      int n = 0;
      for (int x = 0; x < img.width(); ++x) n += blue(x, y);
      if (n > most) most = n, lineRow = y;
    }
    QList<double> centres;
    for (int x = 0, start = -1; x <= img.width(); ++x) {
      const bool b = x < img.width() && blue(x, lineRow - 7);
      if (b && start < 0) start = x;
      if (!b && start >= 0) {
        centres << (start + x - 1) / 2.0;
        start = -1;
      }
    }
    QCOMPARE(centres.size(), 3);
    const double a = centres[1] - centres[0], b = centres[2] - centres[1];
    QVERIFY2(a > 100 && std::abs(a - b) < 4, qPrintable(QStringLiteral("%1 and %2 px apart").arg(a).arg(b)));
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
