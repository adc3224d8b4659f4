// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/WorkExport.hpp"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <algorithm>
#include <cmath>
#include <exception>
#include <utility>

#include "app/SaveFile.hpp"
#include "lessons/ClaimDetail.hpp"
#include "lessons/SweepFigure.hpp"
#include "parameters/AxisTitles.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "app/QtText.hpp"

namespace opslab::gui {

namespace {

// The exported work's words, for the translator under the context "WorkExport" (WorkExportText::tr:
// lupdate files a bare tr() outside a class under the namespace instead).
struct WorkExportText {
  Q_DECLARE_TR_FUNCTIONS(WorkExport)
};
QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString letter(int choice) { return QString(QChar(u'A' + choice)); }
QString iso(const QDateTime& t) { return t.toUTC().toString(Qt::ISODate); }
QString shownTime(const QString& iso) {
  return QLocale().toString(QDateTime::fromString(iso, Qt::ISODate).toLocalTime(), QLocale::ShortFormat);
}

// The place (0: A) a student saw `choice` at, by the order recorded with an attempt; the
// lesson's own place when none was recorded (older progress).
int shownPlace(int choice, const QList<int>& order) {
  const auto at = order.indexOf(choice);
  return at >= 0 ? static_cast<int>(at) : choice;
}

QJsonObject questionJson(const study::LessonQuestion& q, const LessonProgress& progress, int step, int index) {
  QJsonArray choices, answers;
  for (const auto& c : q.choices) choices.append(qs(c));
  for (const auto& a : progress.answers) {
    // A damaged or edited file's choice that the question does not have is left out.
    if (a.step != step || a.question != index || a.choice < 0 || a.choice >= static_cast<int>(q.choices.size())) {
      continue;
    }
    QJsonObject answer{{"choice", a.choice}, {"text", qs(q.choices[a.choice])},
                       {"correct", a.correct}, {"answered_at", iso(a.at)}};
    // The lesson's choice at each place shown, and the letter the student saw this one as.
    if (!a.order.isEmpty()) {
      answer.insert("order", QJsonArray::fromVariantList(QVariantList(a.order.begin(), a.order.end())));
      answer.insert("shown_as", letter(shownPlace(a.choice, a.order)));
    }
    answers.append(answer);
  }
  QJsonObject out{{"prompt", qs(q.prompt)}, {"choices", choices}, {"answers", answers}};
  // The right answer only once the question is settled (answered right, or its answer shown):
  // exported before, the work would give it away.
  if (progress.resolved(step, index)) {
    out.insert("correct_choice", static_cast<int>(q.answer));
    out.insert("correct_text", qs(q.choices.at(q.answer)));
    const auto* last = progress.lastAnswer(step, index);
    if (last && !last->order.isEmpty()) {
      out.insert("correct_shown_as", letter(shownPlace(static_cast<int>(q.answer), last->order)));
    }
  }
  // The student asked to see the answer ("Show the answer"): when, the first time.
  for (const auto& r : progress.revealed) {
    if (r.step == step && r.question == index) {
      out.insert("answer_shown_at", iso(r.at));
      break;
    }
  }
  return out;
}

// A claim states what its step's questions ask: while one of them is open, neither its words
// nor its verdicts (the app hides them too), only that it is hidden.
QJsonObject claimJson(const study::LessonClaim& c, const LessonProgress& progress, bool settled) {
  if (!settled) {
    return {{"id", qs(c.id)}, {"text", QString()}, {"sweep", qs(c.sweep)},
            {"verdicts", QJsonArray()}, {"hidden", true}};
  }
  QJsonArray verdicts;
  for (const auto& run : progress.sweeps) {
    for (const auto& v : run.verdicts) {
      if (v.claimId != qs(c.id)) continue;
      verdicts.append(QJsonObject{{"scale", run.quick ? "quick" : "paper"},
                                  {"pass", v.status == QLatin1String("pass")},
                                  {"status", v.status},
                                  {"detail", withMetricUnit(claimText(v.text, v.detail), c.metric)}});
    }
  }
  return {{"id", qs(c.id)}, {"text", qs(c.text)}, {"sweep", qs(c.sweep)}, {"verdicts", verdicts}};
}

// A saved run of `s` in the interface's words: the lesson's title of the sweep, its axes and
// curves as the figure in the app names them, where the run's are the plan's (English) ones.
ProgressSweep worded(const study::LessonSweep& s, ProgressSweep run) {
  const std::string metric = run.metric.isEmpty() ? s.metric : run.metric.toStdString();
  try {
    const auto plan = study::plan_lesson_sweep(s, run.quick);
    const auto shape = study::lesson_figure(s, plan, {}, {}, metric);
    run.title = qs(s.title);
    if (run.xTitle == qs(shape.x_title)) run.xTitle = parameterTitle(plan.base(), s.x);
    if (run.yTitle == qs(shape.y_title)) run.yTitle = metricTitle(metric);
    for (std::size_t k = 0; k < shape.series.size(); ++k) {
      const auto i = run.seriesNames.indexOf(qs(shape.series[k]));
      if (i < 0) continue;
      QStringList parts;
      for (const auto& [key, value] : shape.series_parts[k]) parts << seriesPart(plan.base(), key, value);
      run.seriesNames[i] = parts.isEmpty() ? metricTitle(metric) : parts.join(QStringLiteral(", "));
    }
  } catch (const std::exception&) {
    // A sweep that no longer plans (an edited lesson): the run's own words.
  }
  return run;
}

// The report as HTML for QTextDocument; its figures go to `figures` by their resource names.
QString reportHtml(const QJsonObject& r, QList<std::pair<QUrl, QImage>>& figures) {
  QString h;
  const auto lesson = r.value("lesson").toObject();
  h += QStringLiteral("<h1>%1</h1>").arg(esc(lesson.value("title").toString()));
  h += QStringLiteral("<p><i>%1</i></p>")
           .arg(esc(WorkExportText::tr("Reproduces %1 — %2")
                        .arg(lesson.value("reproduces").toString(), lesson.value("paper").toString())));
  if (r.contains("student")) {
    h += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(WorkExportText::tr("Student:")), esc(r.value("student").toString()));
  }
  h += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(WorkExportText::tr("Date:")), esc(shownTime(r.value("exported_at").toString())));
  int figure = 0;
  for (const auto& sv : r.value("steps").toArray()) {
    const auto step = sv.toObject();
    QString state = step.value("done").toBool()      ? WorkExportText::tr("done")
                    : step.value("visited").toBool() ? WorkExportText::tr("visited")
                                                     : WorkExportText::tr("not visited");
    h += QStringLiteral("<h2>%1</h2>")
             .arg(esc(WorkExportText::tr("Step %1 · %2 (%3)")
                          .arg(step.value("number").toInt())
                          .arg(step.value("title").toString(), state)));
    for (const auto& qv : step.value("questions").toArray()) {
      const auto q = qv.toObject();
      h += QStringLiteral("<p><b>%1</b></p><table cellpadding='3'>").arg(esc(WorkExportText::tr("Predict: %1").arg(q.value("prompt").toString())));
      const auto answers = q.value("answers").toArray();
      if (answers.isEmpty()) {
        h += QStringLiteral("<tr><td>%1</td><td><i>%2</i></td></tr>").arg(esc(WorkExportText::tr("Your answer:")), esc(WorkExportText::tr("not answered")));
      }
      for (int i = 0; i < answers.size(); ++i) {
        const auto a = answers[i].toObject();
        const bool ok = a.value("correct").toBool();
        h += QStringLiteral("<tr><td>%1</td><td><font color='%2'>%3 %4. %5</font> <small>(%6)</small></td></tr>")
                 .arg(esc(i == 0 ? WorkExportText::tr("Your answer:") : WorkExportText::tr("Changed to:")), ok ? "#1e7d43" : "#b3261e",
                      ok ? QStringLiteral("✓") : QStringLiteral("✗"),
                      a.value("shown_as").toString(letter(a.value("choice").toInt())),
                      esc(a.value("text").toString()), esc(shownTime(a.value("answered_at").toString())));
      }
      if (q.contains("answer_shown_at")) {
        h += QStringLiteral("<tr><td>%1</td><td><i>%2</i> <small>(%3)</small></td></tr>")
                 .arg(esc(WorkExportText::tr("Answer shown:")), esc(WorkExportText::tr("the student asked to see the answer")),
                      esc(shownTime(q.value("answer_shown_at").toString())));
      }
      if (q.contains("correct_choice")) {
        h += QStringLiteral("<tr><td>%1</td><td>%2. %3</td></tr>")
                 .arg(esc(WorkExportText::tr("Correct answer:")),
                      q.value("correct_shown_as").toString(letter(q.value("correct_choice").toInt())),
                      esc(q.value("correct_text").toString()));
      }
      h += QStringLiteral("</table>");
    }
    for (const auto& rv : step.value("sweeps").toArray()) {
      const auto run = ProgressSweep::fromJson(rv.toObject());
      const QString name = QStringLiteral("figure-%1").arg(++figure);
      figures.append({QUrl(name), drawSweepFigure(run, QSize(1400, 800))});
      // A figure of another metric than the plotted one says which.
      const QString title = run.metric.isEmpty() ? run.title : QStringLiteral("%1 · %2").arg(run.title, run.yTitle);
      h += QStringLiteral("<p><b>%1</b> <small>(%2)</small><br/><img src='%3' width='560'/></p>")
               .arg(esc(title),
                    esc((run.quick ? WorkExportText::tr("classroom scale, %1") : WorkExportText::tr("paper's scale, %1"))
                            .arg(shownTime(rv.toObject().value("finished_at").toString()))),
                    name);
    }
    const auto claims = step.value("claims").toArray();
    // The paper's findings only when the lesson reproduces the paper it names.
    const QString claimsHeading = lesson.value("reproduces_paper").toBool() ? WorkExportText::tr("What the paper claims")
                                                                            : WorkExportText::tr("What this lesson claims");
    if (!claims.isEmpty()) h += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(claimsHeading));
    for (const auto& cv : claims) {
      const auto c = cv.toObject();
      if (c.value("hidden").toBool()) {
        h += QStringLiteral("<li><i>%1</i></li>")
                 .arg(esc(WorkExportText::tr("shown once the step's question is answered")));
        continue;
      }
      h += QStringLiteral("<li>%1").arg(esc(c.value("text").toString()));
      const auto verdicts = c.value("verdicts").toArray();
      if (verdicts.isEmpty()) h += QStringLiteral(" — <i>%1</i>").arg(esc(WorkExportText::tr("not run")));
      for (const auto& vv : verdicts) {
        const auto v = vv.toObject();
        const QString status = v.value("status").toString();
        const bool pass = status == QLatin1String("pass"), fail = status == QLatin1String("fail");
        const QString word = pass ? WorkExportText::tr("PASS") : fail ? WorkExportText::tr("FAIL")
                             : status == QLatin1String("not-shown") ? WorkExportText::tr("NOT SHOWN at this scale")
                                                                    : WorkExportText::tr("INFO (held at the paper's scale)");
        h += QStringLiteral("<br/><font color='%1'><b>%2</b></font> <small>%3 · %4</small>")
                 .arg(pass ? "#1e7d43" : fail ? "#b3261e" : "#6b7785", word,
                      esc(v.value("scale").toString() == QLatin1String("paper") ? WorkExportText::tr("paper's scale")
                                                                               : WorkExportText::tr("classroom scale")),
                      esc(v.value("detail").toString()));
      }
      h += QStringLiteral("</li>");
    }
    if (!claims.isEmpty()) h += QStringLiteral("</ul>");
  }
  return h;
}

bool holdsImage(const QTextBlock& b) {
  for (auto it = b.begin(); !it.atEnd(); ++it) {
    if (it.fragment().charFormat().isImageFormat()) return true;
  }
  return false;
}

// Lays `doc` out in pages of `writer`'s size and starts on a new page each figure paragraph
// (a sweep's heading and its image: one block) that would be split across two pages.
void keepFiguresWhole(QTextDocument& doc, QPagedPaintDevice& writer) {
  doc.documentLayout()->setPaintDevice(&writer);
  QTextFrameFormat root = doc.rootFrame()->frameFormat();
  root.setMargin(0);  // the writer's page margins hold the page
  doc.rootFrame()->setFrameFormat(root);
  const QSizeF page(writer.width(), writer.height());
  doc.setPageSize(page);
  // The layout runs lazily, a part at a time; a hit test far below finishes it (1e7: within
  // the layout's fixed-point range).
  const auto layOutAll = [&doc] { doc.documentLayout()->hitTest(QPointF(0, 1e7), Qt::FuzzyHit); };
  for (bool moved = true; moved;) {
    layOutAll();
    moved = false;
    for (QTextBlock b = doc.begin(); b.isValid() && !moved; b = b.next()) {
      if (!holdsImage(b) || b.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) {
        continue;
      }
      const QRectF r = doc.documentLayout()->blockBoundingRect(b);
      const bool split = std::floor(r.top() / page.height()) != std::floor((r.bottom() - 1) / page.height());
      if (split && r.height() < page.height()) {
        QTextBlockFormat f = b.blockFormat();
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(b).setBlockFormat(f);
        moved = true;  // lay out again, then look further
      }
    }
  }
  layOutAll();
}

}  // namespace

// The PDF's font: a common TrueType family whose glyphs map back to their characters. The
// app's font (Inter) shapes ':', '(', '±' and '→' beside digits into alternate glyphs that
// the PDF's character map cannot name: the page looked right, but text copied or extracted
// from it lost them.
QFont pdfFont() {
  const QStringList installed = QFontDatabase::families();
  for (const char* family : {"DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial"}) {
    if (installed.contains(QLatin1String(family))) {
      QFont f(QString::fromLatin1(family));
      f.setPointSizeF(10);
      f.setStyleStrategy(QFont::PreferNoShaping);  // no ligatures: "fi" stays two letters
      return f;
    }
  }
  QFont f = QGuiApplication::font();
  f.setStyleStrategy(QFont::PreferNoShaping);
  return f;
}

QJsonObject workReport(const study::Lesson& lesson, const LessonProgress& progress,
                       const QString& student, const QDateTime& when) {
  QJsonArray steps;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const auto& st = lesson.steps[i];
    const int index = static_cast<int>(i);
    QJsonArray questions, sweeps, claims;
    for (std::size_t q = 0; q < st.questions.size(); ++q) {
      questions.append(questionJson(st.questions[q], progress, index, static_cast<int>(q)));
    }
    for (const auto& id : st.sweeps) {
      for (const bool quick : {true, false}) {
        // The plotted metric's figure, then those of the other metrics its claims are about.
        const auto* s = lesson.find_sweep(id);
        for (const auto* run : progress.figures(qs(id), quick)) {
          sweeps.append((s ? worded(*s, *run) : *run).toJson());
        }
      }
    }
    bool settled = true;
    for (std::size_t q = 0; q < st.questions.size(); ++q) {
      settled = settled && progress.resolved(index, static_cast<int>(q));
    }
    for (const auto& id : st.claims) {
      const auto c = std::find_if(lesson.claims.begin(), lesson.claims.end(),
                                  [&](const auto& x) { return x.id == id; });
      if (c != lesson.claims.end()) claims.append(claimJson(*c, progress, settled));
    }
    steps.append(QJsonObject{{"number", index + 1},
                             {"title", qs(st.title)},
                             {"visited", progress.visited.count(index) > 0},
                             {"done", progress.done.count(index) > 0},
                             {"questions", questions},
                             {"sweeps", sweeps},
                             {"claims", claims}});
  }
  QJsonObject r{{"format", "opslab-lesson-work"},
                {"version", 1},
                {"lesson", QJsonObject{{"id", qs(lesson.id)},
                                       {"title", qs(lesson.title)},
                                       {"paper", qs(lesson.paper)},
                                       {"reproduces", qs(lesson.reproduces)},
                                       {"reproduces_paper", lesson.reproduces_paper}}},
                {"exported_at", iso(when)},
                {"current_step", progress.step + 1},
                {"steps", steps}};
  if (!student.trimmed().isEmpty()) r.insert("student", student.trimmed());
  return r;
}

QString writeWork(const QJsonObject& report, const QString& pdfPath) {
  QString pdf = pdfPath;
  if (!pdf.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) pdf += QStringLiteral(".pdf");
  const QFileInfo info(pdf);
  const QString json = info.dir().filePath(info.completeBaseName() + QStringLiteral(".json"));

  // Both files are written in full to temporary files beside them and renamed into place only
  // when both were written: a full disk or a read-only folder leaves neither half written.
  QSaveFile pdfFile(pdf);
  if (!pdfFile.open(QIODevice::WriteOnly)) return saveFileError(pdfFile, pdf);
  QSaveFile jsonFile(json);
  if (!jsonFile.open(QIODevice::WriteOnly)) return saveFileError(jsonFile, json);
  {
    QPdfWriter writer(&pdfFile);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(150);
    writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    writer.setTitle(report.value("lesson").toObject().value("title").toString());
    writer.setCreator(QStringLiteral("OPS Lab"));
    QList<std::pair<QUrl, QImage>> figures;
    QTextDocument doc;
    doc.setDefaultFont(pdfFont());
    doc.setHtml(reportHtml(report, figures));
    for (const auto& [name, image] : figures) doc.addResource(QTextDocument::ImageResource, name, image);
    keepFiguresWhole(doc, writer);
    // Page by page, as laid out above (QTextDocument::print would lay it out again).
    const QSizeF page = doc.pageSize();
    const int pages = doc.pageCount();
    QPainter painter(&writer);
    for (int i = 0; i < pages; ++i) {
      if (i > 0) writer.newPage();
      painter.save();
      painter.translate(0, -i * page.height());
      doc.drawContents(&painter, QRectF(QPointF(0, i * page.height()), page));
      painter.restore();
    }
  }
  const QByteArray text = QJsonDocument(report).toJson(QJsonDocument::Indented);
  if (jsonFile.write(text) != text.size() || !jsonFile.flush()) return saveFileError(jsonFile, json);
  if (pdfFile.error() != QFileDevice::NoError || !pdfFile.flush()) return saveFileError(pdfFile, pdf);
  if (const QString error = commitSaveFile(pdfFile, pdf); !error.isEmpty()) return error;
  return commitSaveFile(jsonFile, json);
}

}  // namespace opslab::gui
