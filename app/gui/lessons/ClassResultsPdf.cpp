// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClassResults as a PDF: the report as HTML in the interface's language, drawn by QTextDocument
// into a QPdfWriter as the exported work is (WorkExport), written whole or not at all.
#include <QDateTime>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include "app/LocalPath.hpp"
#include "app/SaveFile.hpp"
#include "lessons/ClassResults.hpp"
#include "lessons/WorkExport.hpp"
#include "study/classwork/class_report.hpp"

namespace opslab::gui {

namespace cw = study::classwork;

namespace {

QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString esc(const QString& s) { return s.toHtmlEscaped(); }

// "k of n (p %)" in the interface's words.
QString share(int k, int n) {
  if (n == 0) return ClassResults::tr("%1 of %2").arg(k).arg(n);
  return ClassResults::tr("%1 of %2 (%3 %)").arg(k).arg(n).arg(qRound(100.0 * k / n));
}

QString row(const QStringList& cells, bool head = false) {
  QString h = QStringLiteral("<tr>");
  for (const auto& c : cells) h += head ? QStringLiteral("<th align='left'>%1</th>").arg(c) : QStringLiteral("<td>%1</td>").arg(c);
  return h + QStringLiteral("</tr>");
}

QString lessonHtml(const cw::LessonResults& l) {
  const int n = static_cast<int>(l.students.size());
  QString h = QStringLiteral("<h2>%1 — %2</h2><p>%3</p>")
                  .arg(esc(l.lesson_id), esc(l.title),
                       esc(ClassResults::tr("Students: %1").arg(n)));
  h += QStringLiteral("<h3>%1</h3><table cellpadding='3'>").arg(esc(ClassResults::tr("Steps")));
  h += row({esc(ClassResults::tr("Step")), esc(ClassResults::tr("Title")), esc(ClassResults::tr("Reached")),
            esc(ClassResults::tr("Done"))}, true);
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    const auto& s = l.steps[i];
    h += row({QString::number(i + 1), esc(s.title), share(s.reached, n), share(s.done, n)});
  }
  h += QStringLiteral("</table><h3>%1</h3>").arg(esc(ClassResults::tr("Questions")));
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    for (std::size_t q = 0; q < l.steps[i].questions.size(); ++q) {
      const auto& t = l.steps[i].questions[q];
      h += QStringLiteral("<p><b>%1.%2</b> %3<br/>").arg(i + 1).arg(q + 1).arg(esc(t.prompt));
      h += esc(ClassResults::tr("Answered: %1 · right first time: %2 · right in the end: %3 · answer shown: %4")
                   .arg(share(t.answered, n), share(t.right_first, t.answered), share(t.right_eventually, t.answered))
                   .arg(t.shown));
      const int wrong = t.most_common_wrong();
      if (wrong >= 0) {
        h += QStringLiteral("<br/>") +
             esc(ClassResults::tr("Most common wrong first answer: %1. %2 (%3)")
                     .arg(QChar(u'A' + wrong))
                     .arg(QString::fromStdString(t.choices[static_cast<std::size_t>(wrong)]))
                     .arg(t.wrong_first[static_cast<std::size_t>(wrong)]));
      }
      h += QStringLiteral("</p>");
    }
  }
  h += QStringLiteral("<h3>%1</h3><ul>").arg(esc(ClassResults::tr("What the runs showed")));
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    for (const auto& c : l.steps[i].claims) {
      QString counts = ClassResults::tr("Step %1 · run by %2 · pass %3, fail %4, not shown %5, info %6")
                           .arg(i + 1)
                           .arg(share(c.ran, n))
                           .arg(c.pass)
                           .arg(c.fail)
                           .arg(c.not_shown)
                           .arg(c.info);
      // The prediction before the run: the step's questions answered right at the first attempt.
      if (!l.steps[i].questions.empty() && c.ran > 0) {
        counts += QStringLiteral(" · ") + ClassResults::tr("predicted right first time: %1").arg(c.predicted_right);
      }
      h += QStringLiteral("<li>%1<br/><small>%2</small></li>").arg(esc(c.text), esc(counts));
    }
  }
  h += QStringLiteral("</ul><h3>%1</h3><table cellpadding='3'>").arg(esc(ClassResults::tr("Students")));
  h += row({esc(ClassResults::tr("Student")), esc(ClassResults::tr("Steps done")), esc(ClassResults::tr("Answered")),
            esc(ClassResults::tr("Right first time")), esc(ClassResults::tr("Sweeps run")),
            esc(ClassResults::tr("Verdicts (pass / fail / other)")), esc(ClassResults::tr("File"))},
           true);
  for (const auto& s : l.students) {
    const auto t = s.totals();
    h += row({s.name.empty() ? esc(ClassResults::tr("(no name)")) : esc(s.name),
              ClassResults::tr("%1 of %2").arg(s.steps_done()).arg(s.steps.size()),
              ClassResults::tr("%1 of %2").arg(t.answered).arg(t.questions), QString::number(t.right_first),
              QString::number(t.sweeps_run), QStringLiteral("%1 / %2 / %3").arg(t.pass).arg(t.fail).arg(t.other),
              esc(s.file)});
  }
  return h + QStringLiteral("</table>");
}

}  // namespace

QString classReportHtml(const cw::ClassReport& report) {
  QString h = QStringLiteral("<h1>%1</h1><p>%2<br/>%3</p>")
                  .arg(esc(ClassResults::tr("Class results")), esc(QString::fromStdString(report.folder)),
                       esc(QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat)));
  if (report.lessons.empty()) h += QStringLiteral("<p>%1</p>").arg(esc(ClassResults::tr("No exported work could be read.")));
  for (const auto& l : report.lessons) h += lessonHtml(l);
  if (!report.skipped.empty()) {
    h += QStringLiteral("<h2>%1</h2><ul>").arg(esc(ClassResults::tr("Skipped files")));
    for (const auto& s : report.skipped) h += QStringLiteral("<li><b>%1</b>: %2</li>").arg(esc(s.file), esc(s.reason));
    h += QStringLiteral("</ul>");
  }
  return h;
}

QString ClassResults::savePdf(const QString& file) const {
  if (!report_) return tr("No folder has been read.");
  QString pdf = localPath(file);
  if (!pdf.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) pdf += QStringLiteral(".pdf");
  QSaveFile out(pdf);
  if (!out.open(QIODevice::WriteOnly)) return saveFileError(out, pdf);
  {
    QPdfWriter writer(&out);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(150);
    writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    writer.setTitle(tr("Class results"));
    writer.setCreator(QStringLiteral("OPS Lab"));
    QTextDocument doc;
    doc.setDefaultFont(pdfFont());
    doc.setHtml(classReportHtml(*report_));
    doc.print(&writer);
  }
  return commitSaveFile(out, pdf);
}

}  // namespace opslab::gui
