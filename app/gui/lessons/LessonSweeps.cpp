// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonController's sweeps: runs a step's sweep with core's sweep engine on a worker
// thread, collects each run as it finishes (progress, the figure filling in), evaluates the
// claims when all are done, stops on cancel, and exports a finished sweep's CSV files.
#include "lessons/LessonController.hpp"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QThread>
#include <algorithm>
#include <exception>

#include <nlohmann/json.hpp>

#include "app/LocalPath.hpp"
#include "lessons/ClaimDetail.hpp"
#include "lessons/LessonSweepJob.hpp"
#include "metrics/run_result.hpp"
#include "scenario/scenario_file.hpp"
#include "study/lesson/lesson.hpp"
#include "study/claim_status.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"
#include "app/QtText.hpp"

namespace opslab::gui {

using nlohmann::json;

namespace {


}  // namespace

std::vector<std::unique_ptr<LessonController::Job>>& LessonController::zombies() {
  // Cancelled jobs whose last runs are still finishing; joined when they are done or at exit.
  static std::vector<std::unique_ptr<LessonController::Job>> list;
  return list;
}

QString LessonController::exportSweep(const QString& sweepId, const QString& folder) const {
  const auto it = results_.find(sweepId.toStdString());
  if (it == results_.end() || !it->second->results) {
    return tr("sweep %1: no finished results to export").arg(sweepId);
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
    if (c.sweep == s->id) {
      verdicts_.erase(c.id);
      staleVerdicts_.erase(c.id);
    }
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
    if (err.isEmpty() && !stopped) {
      const auto* s = l->find_sweep(id);
      state.results.emplace(study::SweepResults{s, std::move(*state.plan), state.runs});
      state.plan.reset();
      for (const auto& c : l->claims) {
        if (c.sweep != id) continue;
        try {
          const auto r = study::evaluate_claim(c, *state.results);
          verdicts_[c.id] = {qs(c.id),
                             QString::fromLatin1(study::to_string(study::claim_status(r, quick_))),
                             qs(r.detail), claimTextJson(r.detail_text), {}};
        } catch (const std::exception& e) {
          verdicts_[c.id] = {qs(c.id), QStringLiteral("fail"), QString::fromUtf8(e.what()), {}, {}};
        }
      }
      recordSweep(id);  // the figure and the verdicts join the student's progress
    }
    state.error = err;  // a sweep stopped by the student has none
    if (!state.error.isEmpty()) setMessage(state.error);
    if (err.isEmpty() && stopped) err = QStringLiteral("stopped");  // what sweepFinished says
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
