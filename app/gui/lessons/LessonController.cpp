// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/LessonController.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QLocale>
#include <QSettings>
#include <QTextDocument>
#include <QThread>
#include <QUuid>
#include <algorithm>
#include <exception>
#include <optional>

#include <nlohmann/json.hpp>

#include "app/LanguageWatch.hpp"
#include "app/LocalPath.hpp"
#include "lessons/ClaimDetail.hpp"
#include "lessons/LessonSweepJob.hpp"
#include "parameters/AxisTitles.hpp"
#include "metrics/run_result.hpp"
#include "scenario/scenario_file.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "study/lesson/lesson_library.hpp"
#include "study/lesson/lesson_texts.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"
#include "app/QtText.hpp"

namespace opslab::gui {

using nlohmann::json;

namespace {


}  // namespace

LessonController::LessonController(QObject* parent)
    : QObject(parent),
      lessons_({"lessonId", "title", "paper", "reproduces", "level", "minutes", "stepCount",
                "progressStep", "answerCount", "doneCount", "hasProgress"}),
      steps_({"index", "title", "hasScenario", "sweepCount", "questionCount", "claimCount",
              "visited", "done"}),
      questions_({"prompt", "choices", "order", "answer", "chosen", "feedback", "correct", "attempts",
                  "resolved", "gaveUp", "tried", "notes"}),
      sweeps_({"sweepId", "title", "status", "done", "total", "progress", "error", "shown"}),
      claims_({"claimId", "text", "sweep", "metric", "status", "detail", "stale", "figureShown"}),
      points_({"series", "seriesName", "x", "xLabel", "mean", "ci", "low", "high", "seeds"}) {
  connect(this, &LessonController::stepChanged, this, &LessonController::pageChanged);
  connect(this, &LessonController::lessonChanged, this, &LessonController::textsChanged);
  connect(this, &LessonController::stepChanged, this, &LessonController::textsChanged);
  connect(this, &LessonController::stepChanged, this, &LessonController::playWaitsChanged);
  connect(this, &LessonController::answersChanged, this, &LessonController::playWaitsChanged);
  connect(this, &LessonController::lessonChanged, this, &LessonController::playWaitsChanged);
  new LanguageWatch(this, [this] { retranslate(); });
  const QSettings settings;
  openedFolders_ = settings.value(QStringLiteral("lessons/folders")).toStringList();
  studentName_ = settings.value(QStringLiteral("student/name")).toString();
  studentId_ = settings.value(QStringLiteral("student/id")).toString();
  if (studentId_.isEmpty()) {
    studentId_ = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSettings().setValue(QStringLiteral("student/id"), studentId_);
  }
  connect(&watcher_, &LessonWatcher::changed, this, &LessonController::reloadOpenLesson);
  reload();
}

LessonController::~LessonController() {
  job_.reset();  // stops and joins
  // Cancelled jobs may still post to this object: wait for their last runs.
  zombies().clear();
}

QVariantMap LessonController::lessonRow(const study::Lesson& l) const {
  const study::Lesson shownLesson = study::lesson_in(l, language());
  QVariantMap row{{"lessonId", qs(l.id)},          {"title", qs(shownLesson.title)},
                  {"paper", qs(shownLesson.paper)}, {"reproduces", qs(shownLesson.reproduces)},
                  {"level", qs(l.level)},          {"minutes", l.minutes},
                  {"stepCount", static_cast<int>(l.steps.size())}};
  row.insert(progressRoles(store_.load(qs(l.id)), static_cast<int>(l.steps.size())));
  return row;
}

const study::Lesson* LessonController::lesson() const {
  return current_ >= 0 && current_ < static_cast<int>(all_.size()) ? &all_[current_] : nullptr;
}

std::string LessonController::language() { return QLocale().name().toStdString(); }

std::optional<study::Lesson> LessonController::loadedLesson(const std::string& id) const {
  const auto it = std::find_if(all_.begin(), all_.end(), [&](const auto& l) { return l.id == id; });
  if (it == all_.end()) return std::nullopt;
  return study::lesson_in(*it, language());
}

void LessonController::translate() {
  shown_ = lesson() ? std::make_unique<study::Lesson>(study::lesson_in(*lesson(), language())) : nullptr;
}

void LessonController::retranslate() {
  translate();
  for (int i = 0; i < lessons_.count() && i < static_cast<int>(all_.size()); ++i) {
    const QVariantMap row = lessonRow(all_[i]);
    lessons_.setValues(i, {{"title", row.value("title")},
                           {"paper", row.value("paper")},
                           {"reproduces", row.value("reproduces")}});
  }
  if (lesson()) {
    fillSteps();
    fillStep();
  }
  emit textsChanged();
  emit pageChanged();
}

void LessonController::setSimulation(SimulationController* sim) {
  if (sim_ == sim) return;
  if (sim_) disconnect(sim_, nullptr, this, nullptr);
  sim_ = sim;
  // A step's run played to its end counts towards the step being done.
  if (sim_) connect(sim_, &SimulationController::runningChanged, this, &LessonController::onSimulationState);
  // Play waits only while the workspace shows the step's own run.
  if (sim_) connect(sim_, &SimulationController::runInfoChanged, this, &LessonController::playWaitsChanged);
  emit simulationChanged();
}

bool LessonController::openLesson(const QString& id) {
  const auto it = std::find_if(all_.begin(), all_.end(),
                               [&](const auto& l) { return qs(l.id) == id; });
  if (it == all_.end()) {
    setMessage(tr("No lesson \"%1\".").arg(id));
    return false;
  }
  if (it->steps.empty()) {
    setMessage(tr("Lesson \"%1\" has no steps.").arg(id));
    return false;
  }
  stopJob();
  current_ = static_cast<int>(it - all_.begin());
  translate();
  results_.clear();
  setMessage({});
  // The step, the answers and the verdicts the student had; a damaged file is set aside first,
  // so that saving below cannot replace it.
  const QString problem = restoreProgress();
  saveProgress();  // this step is visited
  watcher_.watch(QString::fromStdString(it->dir.string()));
  setLessonError({});
  fillSteps();
  emit lessonChanged();
  fillStep();
  emit stepChanged();
  emit answersChanged();
  enterStep();  // the workspace shows the step's scenario
  if (!problem.isEmpty()) setMessage(message_.isEmpty() ? problem : problem + QLatin1Char('\n') + message_);
  return true;
}

void LessonController::closeLesson() {
  if (current_ < 0) return;
  stopJob();
  current_ = -1;
  shown_.reset();
  results_.clear();
  verdicts_.clear();
  progress_ = {};
  watcher_.watch({});
  setLessonError({});
  steps_.setRows({});
  questions_.setRows({});
  sweeps_.setRows({});
  claims_.setRows({});
  figureSweep_.clear();
  fillFigure();
  emit lessonChanged();
  emit stepChanged();
  emit answersChanged();
}

QString LessonController::lessonId() const { return lesson() ? qs(lesson()->id) : QString(); }
QString LessonController::lessonTitle() const { return shown() ? qs(shown()->title) : QString(); }
QString LessonController::lessonPaper() const { return shown() ? qs(shown()->paper) : QString(); }
bool LessonController::claimsFromPaper() const { return lesson() && lesson()->reproduces_paper; }
QString LessonController::lessonReproduces() const {
  return shown() ? qs(shown()->reproduces) : QString();
}
int LessonController::stepCount() const { return lesson() ? static_cast<int>(lesson()->steps.size()) : 0; }

QString LessonController::stepTitle() const {
  return shown() ? qs(shown()->steps[stepIndex_].title) : QString();
}
QString LessonController::stepPage() const {
  return lesson() ? qs(lesson()->steps[stepIndex_].page_in(language())) : QString();
}
QString LessonController::stepPageText() const {
  QTextDocument page;
  page.setMarkdown(stepPage());
  return page.toPlainText();
}

bool LessonController::stepHasScenario() const {
  return lesson() && lesson()->steps[stepIndex_].scenario.has_value();
}
bool LessonController::stepRuns() const { return lesson() && lesson()->steps[stepIndex_].run; }
QStringList LessonController::stepCharts() const {
  QStringList out;
  if (lesson()) {
    for (const auto& id : lesson()->steps[stepIndex_].charts) out << qs(id);
  }
  return out;
}
bool LessonController::stepHasCompare() const {
  return lesson() && lesson()->steps[stepIndex_].compare.has_value();
}
QString LessonController::stepCompareLabel() const {
  return stepHasCompare() && shown() ? qs(shown()->steps[stepIndex_].compare->label) : QString();
}

QString LessonController::compareStep(CompareController* compare) {
  const auto* l = shown();  // the run's name and the comparison's label in the student's language
  if (!l) return tr("No lesson is open.");
  if (!compare) return tr("No view to compare in.");
  const auto& st = l->steps[stepIndex_];
  if (!st.compare) return tr("This step compares nothing.");
  QString error;
  try {
    const auto base = study::step_scenario(*l, static_cast<std::size_t>(stepIndex_), quick_);
    if (!base) return tr("This step has no scenario.");
    const QString path =
        qs((l->dir / (l->id + "-step" + std::to_string(stepIndex_ + 1) + ".json")).string());
    error = compare->startResolved(*base, qs(st.compare->key), st.compare->value,
                                   qs(st.compare->label), path);
  } catch (const std::exception& e) {
    error = QString::fromUtf8(e.what());
  }
  setMessage(error);
  return error;
}

void LessonController::setStepIndex(int i) {
  if (!lesson()) return;
  i = std::clamp(i, 0, stepCount() - 1);
  if (i == stepIndex_) return;
  stepIndex_ = i;
  progress_.step = i;
  progress_.visited.insert(i);
  saveProgress();
  fillStep();
  emit stepChanged();
  emit answersChanged();
  enterStep();
}

void LessonController::fillSteps() {
  QList<QVariantMap> rows;
  const auto* l = shown();
  for (std::size_t i = 0; l && i < l->steps.size(); ++i) {
    const auto& s = l->steps[i];
    rows << QVariantMap{{"index", static_cast<int>(i)},
                        {"title", qs(s.title)},
                        {"hasScenario", s.scenario.has_value()},
                        {"sweepCount", static_cast<int>(s.sweeps.size())},
                        {"questionCount", static_cast<int>(s.questions.size())},
                        {"claimCount", static_cast<int>(s.claims.size())},
                        {"visited", progress_.visited.count(static_cast<int>(i)) > 0},
                        {"done", progress_.done.count(static_cast<int>(i)) > 0}};
  }
  steps_.setRows(rows);
}

void LessonController::fillStep() {
  const auto* l = lesson();
  if (!l) return;
  const auto& st = l->steps[stepIndex_];
  fillQuestions();

  QList<QVariantMap> srows;
  for (const auto& id : st.sweeps) {
    const auto* s = l->find_sweep(id);
    const auto* words = shown() ? shown()->find_sweep(id) : nullptr;
    QVariantMap row{{"sweepId", qs(id)}, {"title", words ? qs(words->title) : qs(id)}};
    const auto it = results_.find(id);
    const SweepState* state = it == results_.end() ? nullptr : it->second.get();
    const bool running = job_ && jobSweep_ == id;
    const int total = state ? static_cast<int>(state->runs.size()) : 0;
    const int done = state ? static_cast<int>(state->doneCount) : 0;
    row.insert("status", running                          ? QStringLiteral("running")
                        : !state && progress_.sweep(qs(id), quick_) && s &&
                                  !progress_.sweep(qs(id), quick_)->definition.isEmpty() &&
                                  progress_.sweep(qs(id), quick_)->definition != sweepDefinition(*s, quick_)
                                                         ? QStringLiteral("stale")
                        : !state && progress_.sweep(qs(id), quick_) ? QStringLiteral("saved")
                        : !state                         ? QStringLiteral("idle")
                        : !state->error.isEmpty()        ? QStringLiteral("error")
                        : state->results.has_value()     ? QStringLiteral("done")
                                                         : QStringLiteral("stopped"));
    row.insert("done", done);
    row.insert("total", total);
    row.insert("progress", total > 0 ? static_cast<double>(done) / total : 0.0);
    row.insert("error", state ? state->error : QString());
    row.insert("shown", qs(id) == figureSweep_);
    srows << row;
  }
  sweeps_.setRows(srows);
  fillClaims();

  // The figure shows a sweep of this step: the running one, the shown one, or the first.
  QString show;
  if (job_ && std::find(st.sweeps.begin(), st.sweeps.end(), jobSweep_) != st.sweeps.end()) {
    show = qs(jobSweep_);
  } else if (std::find(st.sweeps.begin(), st.sweeps.end(), figureSweep_.toStdString()) != st.sweeps.end()) {
    show = figureSweep_;
  } else if (!st.sweeps.empty()) {
    show = qs(st.sweeps.front());
  }
  if (show != figureSweep_) figureMetric_.clear();  // another sweep: its plotted metric
  figureSweep_ = show;
  for (int r = 0; r < sweeps_.count(); ++r) sweeps_.setValue(r, "shown", sweeps_.value(r, "sweepId") == show);
  fillFigure();
}

void LessonController::fillClaims() {
  const auto* l = shown();
  QList<QVariantMap> rows;
  if (l) {
    for (const auto& id : l->steps[stepIndex_].claims) {
      const auto c = std::find_if(l->claims.begin(), l->claims.end(),
                                  [&](const auto& x) { return x.id == id; });
      if (c == l->claims.end()) continue;
      QVariantMap row{{"claimId", qs(c->id)}, {"text", qs(c->text)}, {"sweep", qs(c->sweep)},
                      {"metric", qs(c->metric)}, {"stale", false}, {"figureShown", false}};
      const auto v = verdicts_.find(c->id);
      if (resultsHidden()) {
        // Predict first: a claim states what the question asks, so neither it nor its verdict
        // shows above an unanswered question.
        row.insert("text", QString());
        row.insert("status", QStringLiteral("hidden"));
        row.insert("detail", QString());
      } else if (v != verdicts_.end()) {
        row.insert("stale", staleVerdicts_.count(c->id) > 0);
        row.insert("status", v->second.status);
        row.insert("detail", withMetricUnit(claimText(v->second.text, v->second.detail), c->metric));
      } else {
        row.insert("status", job_ && jobSweep_ == c->sweep ? QStringLiteral("running")
                                                          : QStringLiteral("pending"));
        row.insert("detail", QString());
      }
      rows << row;
    }
  }
  claims_.setRows(rows);
  markShownClaims();
}

void LessonController::fillFigure() {
  const auto* l = lesson();
  const study::LessonSweep* s = l ? l->find_sweep(figureSweep_.toStdString()) : nullptr;
  const auto it = s ? results_.find(s->id) : results_.end();
  // The metrics it can be drawn with; one the lesson no longer claims on gives way to the plot's.
  figureMetrics_.clear();
  const auto metrics = s ? metricsOf(*s) : std::vector<std::string>{};
  if (std::find(metrics.begin(), metrics.end(), figureMetric_) == metrics.end()) figureMetric_.clear();
  for (const auto& m : metrics) {
    // Titled as the y axis reads it, in the interface's language.
    figureMetrics_ << QVariantMap{{"metric", qs(m)}, {"title", metricTitle(m)}};
  }
  const std::string metric = figureMetric_.empty() && s ? s->metric : figureMetric_;
  // This session's run of the sweep, else the one saved with the student's progress.
  std::optional<ProgressSweep> live;
  if (it != results_.end()) live = figureOf(*s, *it->second, figureMetric_);
  const ProgressSweep* fig = live ? &*live : s ? progress_.sweep(figureSweep_, quick_, qs(figureMetric_)) : nullptr;
  // A saved run of a sweep defined otherwise since (the lesson was edited): out of date.
  figureStale_ = !live && fig && !fig->definition.isEmpty() && fig->definition != sweepDefinition(*s, quick_);
  if (resultsHidden()) fig = nullptr;  // predict first
  const study::LessonSweep* words = s && shown() ? shown()->find_sweep(s->id) : nullptr;
  figureTitle_ = words ? qs(words->title) : QString();
  // The figure's words and axes as the plan draws them (before any run too): the schema's
  // label, symbol and unit for x, the metric's title for y, in the interface's language; a
  // saved run whose titles differ from the plan's (the lesson was edited) keeps its own.
  const auto plan = s ? std::optional(study::plan_lesson_sweep(*s, quick_)) : std::nullopt;
  const auto shape = s ? std::optional(study::lesson_figure(*s, *plan, {}, {}, metric)) : std::nullopt;
  const bool ownX = fig && shape && fig->xTitle != qs(shape->x_title);
  const bool ownY = fig && shape && fig->yTitle != qs(shape->y_title);
  xTitle_ = ownX ? fig->xTitle : shape ? parameterTitle(plan->base(), s->x) : QString();
  yTitle_ = ownY ? fig->yTitle : shape ? metricTitle(metric) : QString();
  logX_ = fig ? fig->logX : shape && shape->log_x;
  logY_ = fig ? fig->logY : shape && shape->log_y;
  seriesNames_ = fig ? fig->seriesNames : QStringList();
  // The curves' names in the interface's language, where they are the plan's.
  for (std::size_t k = 0; shape && k < shape->series.size(); ++k) {
    const auto i = seriesNames_.indexOf(qs(shape->series[k]));
    if (i < 0) continue;
    QStringList parts;
    for (const auto& [key, value] : shape->series_parts[k]) parts << seriesPart(plan->base(), key, value);
    seriesNames_[i] = parts.isEmpty() ? metricTitle(metric) : parts.join(QStringLiteral(", "));
  }
  xLabels_ = fig ? fig->xLabels : QStringList();
  xCategorical_ = fig && fig->xCategorical;
  QList<QVariantMap> rows;
  for (const auto& pt : fig ? fig->points : QList<ProgressPoint>()) {
    rows << QVariantMap{{"series", pt.series},
                        {"seriesName", seriesNames_.value(pt.series)},
                        {"x", pt.x},
                        {"xLabel", pt.xLabel},
                        {"mean", pt.mean},
                        {"ci", pt.ci},
                        {"low", pt.mean - std::max(0.0, pt.ci)},
                        {"high", pt.mean + std::max(0.0, pt.ci)},
                        {"seeds", pt.seeds}};
  }
  points_.setRows(rows);
  paperPoints_.clear();
  if (s && !resultsHidden()) {
    // Where the plan runs a point the paper gives a number for: x and series as the figure's.
    for (const auto& v : s->paper) {
      if (v.metric != metric) continue;
      std::size_t at = 0;
      try {
        at = study::select_point(*plan, v.at).first;
      } catch (const std::exception&) {
        continue;  // a point only the other scale runs
      }
      const auto& place = shape->places.at(at);
      paperPoints_ << QVariantMap{{"x", place.x},
                                  {"y", v.value},
                                  {"label", qs(v.label)},
                                  {"series", static_cast<int>(place.series)}};
    }
  }
  markShownClaims();
  ++figureRevision_;
  emit figureChanged();
}

void LessonController::setQuick(bool on) {
  if (on == quick_) return;
  stopJob();
  quick_ = on;
  results_.clear();
  restoreVerdicts();  // those of the runs saved at this scale
  emit quickChanged();
  if (lesson()) fillStep();
}

void LessonController::setMessage(const QString& m) {
  if (m == message_) return;
  message_ = m;
  emit messageChanged();
}

}  // namespace opslab::gui
