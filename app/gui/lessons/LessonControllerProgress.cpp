// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonController's part of the student's progress: restoring it when a lesson
// opens, saving it whenever the student acts (a step visited, an answer, a sweep finished),
// the progress shown on the lesson cards, resetting it, and exporting the work.
#include "lessons/LessonController.hpp"

#include <QDateTime>
#include <QSettings>
#include <algorithm>

#include "app/LocalPath.hpp"
#include "lessons/LessonSweepJob.hpp"
#include "lessons/WorkExport.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "app/QtText.hpp"

namespace opslab::gui {

namespace {


}  // namespace

QVariantMap LessonController::progressRoles(const LessonProgress& p, int stepCount) {
  return {{"progressStep", p.empty() ? 0 : std::min(p.step, stepCount - 1) + 1},
          {"answerCount", p.answeredCount()},
          {"doneCount", static_cast<int>(p.done.size())},
          {"hasProgress", !p.empty()}};
}

QString LessonController::restoreProgress() {
  const auto* l = lesson();
  auto saved = store_.open(qs(l->id));
  progress_ = std::move(saved.progress);
  chosen_.assign(l->steps.size(), {});
  for (std::size_t i = 0; i < l->steps.size(); ++i) chosen_[i].assign(l->steps[i].questions.size(), -1);
  // Answers to questions the lesson no longer has (it was edited) stay in the file, unshown.
  for (const auto& a : progress_.answers) {
    if (a.step < 0 || a.step >= static_cast<int>(chosen_.size())) continue;
    const auto& st = l->steps[a.step];
    if (a.question < 0 || a.question >= static_cast<int>(st.questions.size())) continue;
    if (a.choice < 0 || a.choice >= static_cast<int>(st.questions[a.question].choices.size())) continue;
    chosen_[a.step][a.question] = a.choice;
  }
  stepIndex_ = std::clamp(progress_.step, 0, static_cast<int>(l->steps.size()) - 1);
  progress_.step = stepIndex_;
  progress_.visited.insert(stepIndex_);
  restoreVerdicts();
  return saved.problem;
}

void LessonController::restoreVerdicts() {
  verdicts_.clear();
  staleVerdicts_.clear();
  const auto* l = lesson();
  for (const auto& run : progress_.sweeps) {
    if (run.quick != quick_) continue;
    // Out of date when the sweep or the claim has been defined otherwise since (old files
    // carry no definitions: taken as current).
    const auto* s = l ? l->find_sweep(run.sweepId.toStdString()) : nullptr;
    const bool sweepStale = s && !run.definition.isEmpty() && run.definition != sweepDefinition(*s, quick_);
    for (const auto& v : run.verdicts) {
      const std::string id = v.claimId.toStdString();
      verdicts_[id] = v;
      if (sweepStale || (!v.definition.isEmpty() && v.definition != claimDefinition(id))) {
        staleVerdicts_.insert(id);
      }
    }
  }
}

void LessonController::saveProgress() {
  const auto* l = lesson();
  if (!l) return;
  // A visited step is done when each of its questions is settled (answered right, or its
  // answer shown) and it has run: its own scenario played to its end, and each sweep it runs
  // or checks claims on has a finished run (at either scale).
  progress_.done.clear();
  for (const int i : progress_.visited) {
    if (i < 0 || i >= static_cast<int>(l->steps.size())) continue;
    const auto& st = l->steps[i];
    bool done = stepResolved(i) && (!st.scenario || progress_.ran.count(i) > 0);
    std::vector<std::string> sweeps = st.sweeps;
    for (const auto& c : l->claims) {
      if (std::find(st.claims.begin(), st.claims.end(), c.id) != st.claims.end()) sweeps.push_back(c.sweep);
    }
    for (const auto& id : sweeps) {
      done = done && (progress_.sweep(qs(id), true) || progress_.sweep(qs(id), false));
    }
    if (done) progress_.done.insert(i);
  }
  const QString error = store_.save(progress_);
  if (!error.isEmpty()) setMessage(tr("Your progress could not be saved: %1").arg(error));
  lessons_.setValues(lessons_.find("lessonId", qs(l->id)), progressRoles(progress_, stepCount()));
  for (int i = 0; i < steps_.count(); ++i) {
    steps_.setValues(i, {{"visited", progress_.visited.count(i) > 0}, {"done", progress_.done.count(i) > 0}});
  }
}

ProgressSweep LessonController::figureOf(const study::LessonSweep& s, const SweepState& state,
                                        const std::string& metric) const {
  const auto fig = study::lesson_figure(s, state.currentPlan(), state.runs, state.done, metric);
  ProgressSweep out;
  out.sweepId = qs(s.id);
  out.quick = quick_;
  out.metric = metric == s.metric ? QString() : qs(metric);
  out.title = qs(s.title);
  // The student's words: the schema's label, symbol and unit, the metric's title.
  out.xTitle = qs(fig.x_title);
  out.yTitle = qs(fig.y_title);
  out.logX = fig.log_x;
  out.logY = fig.log_y;
  for (const auto& name : fig.series) out.seriesNames << qs(name);
  for (const auto& label : fig.x_labels) out.xLabels << qs(label);
  out.xCategorical = fig.x_categorical;
  for (const auto& pt : fig.points) {
    out.points.append({static_cast<int>(pt.series), pt.x, qs(pt.x_label), pt.stats.mean,
                       pt.stats.ci95.value_or(-1.0), static_cast<int>(pt.stats.n)});
  }
  return out;
}

void LessonController::recordSweep(const std::string& sweepId) {
  const auto* l = lesson();
  const auto* s = l ? l->find_sweep(sweepId) : nullptr;
  const auto it = results_.find(sweepId);
  if (!s || it == results_.end()) return;
  ProgressSweep run = figureOf(*s, *it->second);
  run.finishedAt = QDateTime::currentDateTimeUtc();
  run.definition = sweepDefinition(*s, quick_);
  for (const auto& c : l->claims) {
    const auto v = verdicts_.find(c.id);
    if (c.sweep == sweepId && v != verdicts_.end()) {
      // status, detail, and the claim as checked
      ProgressVerdict verdict = v->second;
      verdict.claimId = qs(c.id);
      verdict.definition = claimDefinition(c.id);
      run.verdicts.append(verdict);
    }
  }
  // The figures of the other metrics its claims are about, so a student who comes back sees
  // them too.
  QList<ProgressSweep> others;
  for (const auto& m : metricsOf(*s)) {
    if (m == s->metric) continue;
    ProgressSweep other = figureOf(*s, *it->second, m);
    other.finishedAt = run.finishedAt;
    other.definition = run.definition;
    others << std::move(other);
  }
  progress_.recordSweep(std::move(run), std::move(others));
  saveProgress();
}

void LessonController::resetProgress(const QString& id) {
  store_.remove(id);
  lessons_.setValues(lessons_.find("lessonId", id), progressRoles(LessonProgress{}, 1));
  if (lessonId() != id) return;
  stopJob();
  results_.clear();
  restoreProgress();  // from the now empty store: the first step, no answers, no verdicts
  setMessage({});
  fillSteps();
  fillStep();
  emit stepChanged();
  emit answersChanged();
}

QString LessonController::exportWork(const QString& pdfFile) const {
  const auto* l = shown();  // the work in the language the student read it in
  if (!l) return tr("No lesson is open.");
  return writeWork(workReport(*l, progress_, studentName_, QDateTime::currentDateTimeUtc()),
                   localPath(pdfFile));
}

void LessonController::setStudentName(const QString& name) {
  if (name == studentName_) return;
  studentName_ = name;
  QSettings().setValue(QStringLiteral("student/name"), name);
  emit studentNameChanged();
  // The questions not yet answered show their choices in this student's order.
  if (lesson()) fillQuestions();
}

}  // namespace opslab::gui
