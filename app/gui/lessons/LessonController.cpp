#include "lessons/LessonController.hpp"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QThread>
#include <algorithm>
#include <exception>

#include <nlohmann/json.hpp>

#include "app/LocalPath.hpp"
#include "metrics/run_result.hpp"
#include "scenario/scenario_file.hpp"
#include "study/lesson.hpp"
#include "study/lesson_figure.hpp"
#include "study/sweep.hpp"
#include "study/sweep_engine.hpp"

namespace opslab::gui {

using nlohmann::json;

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

// One lesson sweep: its plan while it runs, each run's summary as it arrives, and the
// results core evaluates claims on once every run is done.
struct LessonController::SweepState {
  std::shared_ptr<study::SweepPlan> plan;  // shared with the worker while it runs
  std::vector<metrics::Table> runs;
  std::vector<bool> done;
  std::size_t doneCount = 0;
  std::optional<study::SweepResults> results;  // when finished
  QString error;
  const study::SweepPlan& currentPlan() const { return results ? results->plan : *plan; }
};

// The worker of one sweep: a thread that runs the plan with core's sweep engine and posts
// each finished run to the GUI thread. Its stop request (on cancel, or when the job is
// destroyed) ends the engine's runs promptly.
struct LessonController::Job {
  std::atomic<bool> finished{false};
  std::jthread thread;
};

LessonController::LessonController(QObject* parent)
    : QObject(parent),
      lessons_({"lessonId", "title", "paper", "reproduces", "level", "minutes", "stepCount"}),
      steps_({"index", "title", "hasScenario", "sweepCount", "questionCount", "claimCount"}),
      questions_({"prompt", "choices", "answer", "chosen", "feedback", "correct"}),
      sweeps_({"sweepId", "title", "status", "done", "total", "progress", "error", "shown"}),
      claims_({"claimId", "text", "sweep", "status", "detail"}),
      points_({"series", "seriesName", "x", "xLabel", "mean", "ci", "low", "high", "seeds"}) {
  reload();
}

LessonController::~LessonController() {
  job_.reset();  // stops and joins
  // Cancelled jobs may still post to this object: wait for their last runs.
  zombies().clear();
}

std::vector<std::unique_ptr<LessonController::Job>>& LessonController::zombies() {
  // Cancelled jobs whose last runs are still finishing; joined when they are done or at exit.
  static std::vector<std::unique_ptr<LessonController::Job>> list;
  return list;
}

bool LessonController::reload(const QString& root) {
  stopJob();
  closeLesson();
  try {
    all_ = study::load_all_lessons(root.isEmpty() ? study::default_lessons_root()
                                                  : std::filesystem::path(root.toStdString()));
    loadError_.clear();
  } catch (const std::exception& e) {
    all_.clear();
    loadError_ = QString::fromUtf8(e.what());
  }
  QList<QVariantMap> rows;
  for (const auto& l : all_) {
    rows << QVariantMap{{"lessonId", qs(l.id)},          {"title", qs(l.title)},
                        {"paper", qs(l.paper)},          {"reproduces", qs(l.reproduces)},
                        {"level", qs(l.level)},          {"minutes", l.minutes},
                        {"stepCount", static_cast<int>(l.steps.size())}};
  }
  lessons_.setRows(rows);
  emit lessonsLoaded();
  return loadError_.isEmpty();
}

const study::Lesson* LessonController::lesson() const {
  return current_ >= 0 && current_ < static_cast<int>(all_.size()) ? &all_[current_] : nullptr;
}

void LessonController::setSimulation(SimulationController* sim) {
  if (sim_ == sim) return;
  sim_ = sim;
  emit simulationChanged();
}

bool LessonController::openLesson(const QString& id) {
  const auto it = std::find_if(all_.begin(), all_.end(),
                               [&](const auto& l) { return qs(l.id) == id; });
  if (it == all_.end()) {
    setMessage(QStringLiteral("No lesson \"%1\".").arg(id));
    return false;
  }
  if (it->steps.empty()) {
    setMessage(QStringLiteral("Lesson \"%1\" has no steps.").arg(id));
    return false;
  }
  stopJob();
  current_ = static_cast<int>(it - all_.begin());
  results_.clear();
  verdicts_.clear();
  chosen_.assign(it->steps.size(), {});
  for (std::size_t i = 0; i < it->steps.size(); ++i) chosen_[i].assign(it->steps[i].questions.size(), -1);
  stepIndex_ = 0;
  setMessage({});
  fillSteps();
  emit lessonChanged();
  fillStep();
  emit stepChanged();
  return true;
}

void LessonController::closeLesson() {
  if (current_ < 0) return;
  stopJob();
  current_ = -1;
  results_.clear();
  verdicts_.clear();
  steps_.setRows({});
  questions_.setRows({});
  sweeps_.setRows({});
  claims_.setRows({});
  figureSweep_.clear();
  fillFigure();
  emit lessonChanged();
  emit stepChanged();
}

QString LessonController::lessonId() const { return lesson() ? qs(lesson()->id) : QString(); }
QString LessonController::lessonTitle() const { return lesson() ? qs(lesson()->title) : QString(); }
QString LessonController::lessonPaper() const { return lesson() ? qs(lesson()->paper) : QString(); }
QString LessonController::lessonReproduces() const {
  return lesson() ? qs(lesson()->reproduces) : QString();
}
int LessonController::stepCount() const { return lesson() ? static_cast<int>(lesson()->steps.size()) : 0; }

QString LessonController::stepTitle() const {
  return lesson() ? qs(lesson()->steps[stepIndex_].title) : QString();
}
QString LessonController::stepPage() const {
  return lesson() ? qs(lesson()->steps[stepIndex_].page) : QString();
}
bool LessonController::stepHasScenario() const {
  return lesson() && lesson()->steps[stepIndex_].scenario.has_value();
}
bool LessonController::stepRuns() const { return lesson() && lesson()->steps[stepIndex_].run; }

void LessonController::setStepIndex(int i) {
  if (!lesson()) return;
  i = std::clamp(i, 0, stepCount() - 1);
  if (i == stepIndex_) return;
  stepIndex_ = i;
  fillStep();
  emit stepChanged();
}

void LessonController::fillSteps() {
  QList<QVariantMap> rows;
  const auto* l = lesson();
  for (std::size_t i = 0; l && i < l->steps.size(); ++i) {
    const auto& s = l->steps[i];
    rows << QVariantMap{{"index", static_cast<int>(i)},
                        {"title", qs(s.title)},
                        {"hasScenario", s.scenario.has_value()},
                        {"sweepCount", static_cast<int>(s.sweeps.size())},
                        {"questionCount", static_cast<int>(s.questions.size())},
                        {"claimCount", static_cast<int>(s.claims.size())}};
  }
  steps_.setRows(rows);
}

void LessonController::fillStep() {
  const auto* l = lesson();
  if (!l) return;
  const auto& st = l->steps[stepIndex_];
  QList<QVariantMap> qrows;
  for (std::size_t q = 0; q < st.questions.size(); ++q) {
    const auto& question = st.questions[q];
    QStringList choices;
    for (const auto& c : question.choices) choices << qs(c);
    const int chosen = chosen_[stepIndex_][q];
    qrows << QVariantMap{{"prompt", qs(question.prompt)},
                         {"choices", choices},
                         {"answer", static_cast<int>(question.answer)},
                         {"chosen", chosen},
                         {"feedback", chosen >= 0 ? qs(question.feedback.at(chosen)) : QString()},
                         {"correct", chosen == static_cast<int>(question.answer)}};
  }
  questions_.setRows(qrows);

  QList<QVariantMap> srows;
  for (const auto& id : st.sweeps) {
    const auto* s = l->find_sweep(id);
    QVariantMap row{{"sweepId", qs(id)}, {"title", s ? qs(s->title) : qs(id)}};
    const auto it = results_.find(id);
    const SweepState* state = it == results_.end() ? nullptr : it->second.get();
    const bool running = job_ && jobSweep_ == id;
    const int total = state ? static_cast<int>(state->runs.size()) : 0;
    const int done = state ? static_cast<int>(state->doneCount) : 0;
    row.insert("status", running                          ? QStringLiteral("running")
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
  figureSweep_ = show;
  for (int r = 0; r < sweeps_.count(); ++r) sweeps_.setValue(r, "shown", sweeps_.value(r, "sweepId") == show);
  fillFigure();
}

void LessonController::fillClaims() {
  const auto* l = lesson();
  QList<QVariantMap> rows;
  if (l) {
    for (const auto& id : l->steps[stepIndex_].claims) {
      const auto c = std::find_if(l->claims.begin(), l->claims.end(),
                                  [&](const auto& x) { return x.id == id; });
      if (c == l->claims.end()) continue;
      QVariantMap row{{"claimId", qs(c->id)}, {"text", qs(c->text)}, {"sweep", qs(c->sweep)}};
      const auto v = verdicts_.find(c->id);
      if (v != verdicts_.end()) {
        row.insert("status", v->second.first ? QStringLiteral("pass") : QStringLiteral("fail"));
        row.insert("detail", v->second.second);
      } else {
        row.insert("status", job_ && jobSweep_ == c->sweep ? QStringLiteral("running")
                                                          : QStringLiteral("pending"));
        row.insert("detail", QString());
      }
      rows << row;
    }
  }
  claims_.setRows(rows);
}

void LessonController::fillFigure() {
  const auto* l = lesson();
  const study::LessonSweep* s = l ? l->find_sweep(figureSweep_.toStdString()) : nullptr;
  const auto it = s ? results_.find(s->id) : results_.end();
  QList<QVariantMap> rows;
  seriesNames_.clear();
  xLabels_.clear();
  xCategorical_ = false;
  figureTitle_ = s ? qs(s->title) : QString();
  xTitle_ = s ? qs(s->x) : QString();
  yTitle_ = s ? qs(s->metric) : QString();
  if (s && it != results_.end()) {
    const SweepState& state = *it->second;
    const auto fig = study::lesson_figure(*s, state.currentPlan(), state.runs, state.done);
    for (const auto& name : fig.series) seriesNames_ << qs(name);
    for (const auto& label : fig.x_labels) xLabels_ << qs(label);
    xCategorical_ = fig.x_categorical;
    for (const auto& pt : fig.points) {
      const double ci = pt.stats.ci95.value_or(-1.0);
      rows << QVariantMap{{"series", static_cast<int>(pt.series)},
                          {"seriesName", seriesNames_.at(static_cast<int>(pt.series))},
                          {"x", pt.x},
                          {"xLabel", qs(pt.x_label)},
                          {"mean", pt.stats.mean},
                          {"ci", ci},
                          {"low", pt.stats.mean - std::max(0.0, ci)},
                          {"high", pt.stats.mean + std::max(0.0, ci)},
                          {"seeds", static_cast<int>(pt.stats.n)}};
    }
  }
  points_.setRows(rows);
  ++figureRevision_;
  emit figureChanged();
}

void LessonController::setQuick(bool on) {
  if (on == quick_) return;
  stopJob();
  quick_ = on;
  results_.clear();
  verdicts_.clear();
  emit quickChanged();
  if (lesson()) fillStep();
}

void LessonController::setMessage(const QString& m) {
  if (m == message_) return;
  message_ = m;
  emit messageChanged();
}

QString LessonController::configureStep(bool play) {
  const auto* l = lesson();
  if (!l) return QStringLiteral("No lesson is open.");
  if (!sim_) return QStringLiteral("No workspace to configure.");
  const auto& st = l->steps[stepIndex_];
  json resolved;
  try {
    if (st.scenario) {
      resolved = scenario::resolve_scenario(*st.scenario);
    } else {
      // A step without its own scenario shows the base scenario of its first sweep (or of
      // the lesson's first sweep).
      const study::LessonSweep* s = st.sweeps.empty() ? nullptr : l->find_sweep(st.sweeps.front());
      if (!s && !l->sweeps.empty()) s = &l->sweeps.front();
      if (!s) return QStringLiteral("This step has no scenario.");
      resolved = study::plan_lesson_sweep(*s, quick_).base();
    }
  } catch (const std::exception& e) {
    const QString msg = QString::fromUtf8(e.what());
    setMessage(msg);
    return msg;
  }
  const QString path = qs((l->dir / (l->id + "-step" + std::to_string(stepIndex_ + 1) + ".json")).string());
  const QString error = sim_->openResolved(resolved, path);
  if (!error.isEmpty()) {
    setMessage(error);
    return error;
  }
  setMessage({});
  emit scenarioOpened();
  if (play && st.run) sim_->play();
  return {};
}

void LessonController::answer(int question, int choice) {
  const auto* l = lesson();
  if (!l) return;
  const auto& st = l->steps[stepIndex_];
  if (question < 0 || question >= static_cast<int>(st.questions.size())) return;
  const auto& q = st.questions[question];
  if (choice < 0 || choice >= static_cast<int>(q.choices.size())) return;
  chosen_[stepIndex_][question] = choice;
  questions_.setValues(question, {{"chosen", choice},
                                  {"feedback", qs(q.feedback.at(choice))},
                                  {"correct", choice == static_cast<int>(q.answer)}});
}

void LessonController::showSweep(const QString& sweepId) {
  if (!lesson() || !lesson()->find_sweep(sweepId.toStdString())) return;
  figureSweep_ = sweepId;
  for (int r = 0; r < sweeps_.count(); ++r) sweeps_.setValue(r, "shown", sweeps_.value(r, "sweepId") == sweepId);
  fillFigure();
}

QString LessonController::exportSweep(const QString& sweepId, const QString& folder) const {
  const auto it = results_.find(sweepId.toStdString());
  if (it == results_.end() || !it->second->results) {
    return QStringLiteral("sweep %1: no finished results to export").arg(sweepId);
  }
  try {
    const auto& r = *it->second->results;
    study::write_sweep_outputs(localPath(folder).toStdString(), r.plan, r.runs);
  } catch (const std::exception& e) {
    return QString::fromStdString(e.what());
  }
  return {};
}

bool LessonController::runSweep(const QString& sweepId) {
  const auto* l = lesson();
  const auto* s = l ? l->find_sweep(sweepId.toStdString()) : nullptr;
  if (!s || job_) return false;
  auto state = std::make_unique<SweepState>();
  try {
    state->plan = std::make_shared<study::SweepPlan>(study::plan_lesson_sweep(*s, quick_));
  } catch (const std::exception& e) {
    setMessage(QString::fromUtf8(e.what()));
    return false;
  }
  const std::size_t total = state->plan->run_count();
  state->runs.resize(total);
  state->done.assign(total, false);
  // Claims of this sweep are re-evaluated when it ends.
  for (const auto& c : l->claims) {
    if (c.sweep == s->id) verdicts_.erase(c.id);
  }
  auto plan = state->plan;
  results_[s->id] = std::move(state);
  setMessage({});

  // Reap cancelled jobs that have ended.
  auto& z = zombies();
  z.erase(std::remove_if(z.begin(), z.end(), [](const auto& j) { return j->finished.load(); }), z.end());

  job_ = std::make_unique<Job>();
  jobSweep_ = s->id;
  const int gen = ++generation_;
  const unsigned jobs = static_cast<unsigned>(std::clamp(QThread::idealThreadCount(), 1, 2));
  Job* job = job_.get();
  job->thread = std::jthread([this, job, plan, gen, jobs](std::stop_token stop) {
    const auto post = [this, gen](const study::SweepRunReport& r) {
      auto table = std::make_shared<metrics::Table>(r.summary);
      QMetaObject::invokeMethod(
          this, [this, gen, run = r.run, table] { onRunDone(gen, run, table); },
          Qt::QueuedConnection);
    };
    QString error;
    bool stopped = false;
    try {
      stopped = study::run_sweep(*plan, {jobs, post, stop}).stopped;
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QMetaObject::invokeMethod(
        this, [this, gen, error, stopped] { onJobDone(gen, error, stopped); },
        Qt::QueuedConnection);
    job->finished = true;
  });
  emit busyChanged();
  fillStep();
  return true;
}

void LessonController::onRunDone(int generation, std::size_t run, std::shared_ptr<void> table) {
  if (generation != generation_) return;
  const auto it = results_.find(jobSweep_);
  if (it == results_.end()) return;
  SweepState& state = *it->second;
  state.runs[run] = std::move(*std::static_pointer_cast<metrics::Table>(table));
  state.done[run] = true;
  ++state.doneCount;
  const QVariant id = qs(jobSweep_);
  const int row = sweeps_.find("sweepId", id);
  const int total = static_cast<int>(state.runs.size());
  sweeps_.setValues(row, {{"done", static_cast<int>(state.doneCount)},
                          {"total", total},
                          {"progress", static_cast<double>(state.doneCount) / total}});
  if (figureSweep_ == id.toString()) fillFigure();
}

void LessonController::onJobDone(int generation, const QString& error, bool stopped) {
  if (generation != generation_ || !job_) return;
  job_.reset();  // joins (the thread has posted this as its last act)
  const std::string id = jobSweep_;
  jobSweep_.clear();
  const auto* l = lesson();
  const auto it = results_.find(id);
  QString err = error;
  if (l && it != results_.end()) {
    SweepState& state = *it->second;
    if (err.isEmpty() && stopped) err = QStringLiteral("stopped");
    if (err.isEmpty()) {
      const auto* s = l->find_sweep(id);
      state.results.emplace(study::SweepResults{s, std::move(*state.plan), state.runs});
      state.plan.reset();
      for (const auto& c : l->claims) {
        if (c.sweep != id) continue;
        try {
          const auto r = study::evaluate_claim(c, *state.results);
          verdicts_[c.id] = {r.pass, qs(r.detail)};
        } catch (const std::exception& e) {
          verdicts_[c.id] = {false, QString::fromUtf8(e.what())};
        }
      }
    }
    state.error = err == QLatin1String("stopped") ? QString() : err;
    if (!state.error.isEmpty()) setMessage(state.error);
  }
  emit busyChanged();
  if (l) fillStep();
  emit sweepFinished(qs(id), err);
}

void LessonController::cancelSweep() {
  if (job_) job_->thread.request_stop();
}

void LessonController::stopJob() {
  if (!job_) return;
  job_->thread.request_stop();
  ++generation_;  // ignore what it still posts
  zombies().push_back(std::move(job_));
  const auto it = results_.find(jobSweep_);
  if (it != results_.end()) results_.erase(it);
  jobSweep_.clear();
  emit busyChanged();
}

bool LessonController::waitForSweep(int timeoutMs) {
  QDeadlineTimer deadline(timeoutMs);
  while (job_ && !deadline.hasExpired()) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    QThread::msleep(5);
  }
  return !job_;
}

}  // namespace opslab::gui
