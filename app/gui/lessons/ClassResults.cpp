// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/ClassResults.hpp"

#include <QDateTime>
#include <QLocale>
#include <exception>
#include <map>
#include <optional>

#include "app/LocalPath.hpp"
#include "metrics/csv_writer.hpp"
#include "study/atomic_file.hpp"
#include "study/classwork/class_report.hpp"
#include "study/classwork/class_report_text.hpp"
#include "study/lesson/lesson.hpp"
#include "app/QtText.hpp"

namespace opslab::gui {

namespace cw = study::classwork;

namespace {


}  // namespace

ClassResults::ClassResults(QObject* parent)
    : QObject(parent),
      steps_({"number", "title", "reached", "done", "students"}),
      questions_({"label", "prompt", "answered", "rightFirst", "rightEventually", "shown", "wrongLetter",
                  "wrongText", "wrongCount", "students"}),
      claims_({"step", "claimId", "text", "ran", "pass", "fail", "notShown", "info", "predictedRight",
               "stepHasQuestions", "students"}),
      students_({"name", "file", "exportedAt", "stepsDone", "stepsVisited", "stepCount", "answered",
                 "questions", "rightFirst", "sweepsRun", "pass", "fail", "other"}),
      skipped_({"file", "reason"}) {}

ClassResults::~ClassResults() = default;

void ClassResults::setLessons(LessonController* lessons) {
  if (lessons_ == lessons) return;
  lessons_ = lessons;
  emit lessonsChanged();
}

QString ClassResults::open(const QString& folder) {
  const QString path = localPath(folder);
  // The app's lessons in the interface's language, each looked up once while the folder is read.
  std::map<std::string, std::optional<study::Lesson>> shown;
  const auto lookup = [&](const std::string& id) -> const study::Lesson* {
    if (!lessons_) return nullptr;
    auto [it, added] = shown.try_emplace(id);
    if (added) it->second = lessons_->loadedLesson(id);
    return it->second ? &*it->second : nullptr;
  };
  try {
    report_ = std::make_unique<cw::ClassReport>(cw::read_class(path.toStdString(), lookup));
  } catch (const std::exception& e) {
    return QString::fromUtf8(e.what());
  }
  folder_ = path;
  lessonIndex_ = 0;
  fill();
  emit reportChanged();
  emit lessonIndexChanged();
  return {};
}

QString ClassResults::summary() const {
  if (!report_) return {};
  return tr("Students: %1 · .json files: %2 · skipped: %3")
      .arg(report_->students())
      .arg(report_->files)
      .arg(report_->skipped.size());
}

bool ClassResults::hasWork() const { return report_ && !report_->lessons.empty(); }

QStringList ClassResults::lessonNames() const {
  QStringList out;
  if (!report_) return out;
  for (const auto& l : report_->lessons) out << QStringLiteral("%1 — %2").arg(qs(l.lesson_id), qs(l.title));
  return out;
}

void ClassResults::setLessonIndex(int index) {
  if (!report_ || index < 0 || index >= static_cast<int>(report_->lessons.size()) || index == lessonIndex_) return;
  lessonIndex_ = index;
  fill();
  emit lessonIndexChanged();
}

QString ClassResults::checkedAgainst() const {
  if (!hasWork()) return {};
  return report_->lessons[static_cast<std::size_t>(lessonIndex_)].checked_against_library
             ? tr("Each file was checked against the lesson as the app has it now.")
             : tr("The app does not have this lesson: the files were checked against the version most of them are of.");
}

void ClassResults::fill() {
  QList<QVariantMap> steps, questions, claims, students, skipped;
  if (report_) {
    for (const auto& s : report_->skipped) skipped << QVariantMap{{"file", qs(s.file)}, {"reason", qs(s.reason)}};
  }
  if (hasWork()) {
    const auto& l = report_->lessons[static_cast<std::size_t>(lessonIndex_)];
    const int n = static_cast<int>(l.students.size());
    for (std::size_t i = 0; i < l.steps.size(); ++i) {
      const auto& st = l.steps[i];
      const int number = static_cast<int>(i) + 1;
      steps << QVariantMap{{"number", number}, {"title", qs(st.title)}, {"reached", st.reached},
                           {"done", st.done}, {"students", n}};
      for (std::size_t q = 0; q < st.questions.size(); ++q) {
        const auto& t = st.questions[q];
        const int wrong = t.most_common_wrong();
        questions << QVariantMap{
            {"label", QStringLiteral("%1.%2").arg(number).arg(q + 1)},
            {"prompt", qs(t.prompt)},
            {"answered", t.answered},
            {"rightFirst", t.right_first},
            {"rightEventually", t.right_eventually},
            {"shown", t.shown},
            {"wrongLetter", wrong < 0 ? QString() : QString(QChar(u'A' + wrong))},
            {"wrongText", wrong < 0 ? QString() : qs(t.choices[static_cast<std::size_t>(wrong)])},
            {"wrongCount", wrong < 0 ? 0 : t.wrong_first[static_cast<std::size_t>(wrong)]},
            {"students", n}};
      }
      for (const auto& c : st.claims) {
        claims << QVariantMap{{"step", number},       {"claimId", qs(c.id)},     {"text", qs(c.text)},
                              {"ran", c.ran},         {"pass", c.pass},          {"fail", c.fail},
                              {"notShown", c.not_shown}, {"info", c.info},       {"predictedRight", c.predicted_right},
                              {"stepHasQuestions", !st.questions.empty()},       {"students", n}};
      }
    }
    for (const auto& s : l.students) {
      const auto t = s.totals();
      const QDateTime at = QDateTime::fromString(qs(s.exported_at), Qt::ISODate);
      students << QVariantMap{{"name", s.name.empty() ? tr("(no name)") : qs(s.name)},
                              {"file", qs(s.file)},
                              {"exportedAt", QLocale().toString(at.toLocalTime(), QLocale::ShortFormat)},
                              {"stepsDone", s.steps_done()},
                              {"stepsVisited", s.steps_visited()},
                              {"stepCount", static_cast<int>(s.steps.size())},
                              {"answered", t.answered},
                              {"questions", t.questions},
                              {"rightFirst", t.right_first},
                              {"sweepsRun", t.sweeps_run},
                              {"pass", t.pass},
                              {"fail", t.fail},
                              {"other", t.other}};
    }
  }
  steps_.setRows(steps);
  questions_.setRows(questions);
  claims_.setRows(claims);
  students_.setRows(students);
  skipped_.setRows(skipped);
}

QString ClassResults::saveCsv(const QString& file) const {
  if (!report_) return tr("No folder has been read.");
  try {
    study::write_file_atomically(localPath(file).toStdString(), metrics::to_csv(cw::class_report_table(*report_)));
  } catch (const std::exception& e) {
    return QString::fromUtf8(e.what());
  }
  return {};
}

}  // namespace opslab::gui
