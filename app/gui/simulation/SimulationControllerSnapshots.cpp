// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationController, its half that applies what the worker publishes: each frame (poll)
// takes the newest snapshot, if any, and turns it into the view state QML and the canvas read —
// run facts, clock, counters, packets and drops fading out, charts, the inspector, the jump's
// progress. The commands and the loading are in SimulationController.cpp.
#include <QElapsedTimer>

#include "inspector/EventText.hpp"
#include "simulation/SimulationController.hpp"
#include "simulation/SimulationWorker.hpp"

namespace opslab::gui {

namespace {

constexpr qint64 kDropFadeMs = 2500;        // a drop's ring fades out over this wall time
constexpr std::size_t kMaxRecentDrops = 600;  // drops kept for the canvas at most

}  // namespace

void SimulationController::poll() {
  QElapsedTimer t;
  t.start();
  Snapshot s;
  if (worker_->exchange().take(s)) {
    apply(std::move(s));
    lastApplyMs_ = static_cast<double>(t.nsecsElapsed()) / 1e6;
  }
  // Read after take(): a jump publishes its last snapshot before it reports that it is done, so
  // "done" read here means that snapshot is already applied. Read before, a whole jump could
  // start and end between the read and the take, leaving this side at 0 with the jump over.
  // Until the worker has run the jump command it reports none: keep ours until a snapshot.
  const double progress = worker_->seekProgress();
  if (progress != seekProgress_ && (progress >= 0 || lastCommandsDone_ >= worker_->posted())) {
    seekProgress_ = progress;
    emit seekingChanged();
  }
}

void SimulationController::apply(Snapshot&& s) {
  if (!s.info || s.info->generation != generation_) return;  // from a previous run
  const qint64 wall = wallMs();
  if (view_.info != s.info) {
    view_.info = s.info;
    charts_.reset(s.info);
    nodeDrops_.assign(s.info->nodes.size(), 0);
    if (focusFlow_ >= static_cast<int>(s.info->flowCount)) setFocusFlow(0);
    emit runInfoChanged();
  }
  lastCommandsDone_ = s.commandsDone;
  rewindStats_ = s.rewind;
  if (s.reset) {
    // A jump: the snapshot carries the whole history up to its time.
    log_.clear();
    view_.drops.clear();
    charts_.clearHistory();
  }
  charts_.addMarks(std::move(s.bookmarks));
  now_ = s.now;
  events_ = s.events;
  workerBusy_ = s.wallBusy;
  if (s.running) {
    const double eps = s.eventsPerWallSecond;
    const QLocale locale;
    const QString events =
        eps >= 1e6   ? QStringLiteral("%1 M").arg(locale.toString(eps / 1e6, 'f', 2))
        : eps >= 1e3 ? QStringLiteral("%1 k").arg(locale.toString(eps / 1e3, 'f', 1))
                     : QString::number(std::lround(eps)) + QLatin1Char(' ');
    //: %1 the events per second and a space ("800 "), or with a unit prefix instead of the
    //: space ("2.50 M", "12.5 k"); %2 a duration.
    pace_ = tr("%1events/s · %2 simulated per second")
                .arg(events, formatDuration(static_cast<std::int64_t>(s.simPerWallSecond * 1e12)));
  } else {
    pace_.clear();
  }
  emit clockChanged();
  // A snapshot taken before the worker ran our latest command (play, pause…) must not undo
  // the state that command set: only a current snapshot decides running/finished/status.
  const bool current = s.commandsDone >= worker_->posted();
  if (current && (s.running != running_ || s.finished != finished_)) {
    running_ = s.running;
    finished_ = s.finished;
    emit runningChanged();
  }
  if (current && s.running) {
    setStatus(maxSpeed() ? tr("Running as fast as possible")
                         : tr("Running at %1").arg(speedText()));
  } else if (current && !s.stopReason.isEmpty()) {
    setStatus(s.stopReason, s.stoppedByCondition);
  }

  view_.now = s.now;
  view_.inFlight = std::move(s.inFlight);
  view_.links = std::move(s.links);
  view_.nodeBuffers = std::move(s.nodeBuffers);
  view_.fabrics = std::move(s.fabrics);
  fabric_.update(view_.fabrics);
  for (const DropView& d : s.drops) view_.drops.push_back({d, wall});
  while (!view_.drops.empty() &&
         (view_.drops.size() > kMaxRecentDrops || wall - view_.drops.front().wallMs > kDropFadeMs)) {
    view_.drops.pop_front();
  }
  nodeDrops_ = std::move(s.nodeDrops);
  drops_ = static_cast<qint64>(s.totalDrops);
  if (s.flowsValid) {
    qint64 r = 0, f = 0, t = 0;
    for (const auto& fs : s.flows) {
      r += std::max<std::int64_t>(0, fs.retransmits);
      f += std::max<std::int64_t>(0, fs.fastRetransmits);
      t += std::max<std::int64_t>(0, fs.timeouts);
    }
    retransmits_ = r;
    fastRetransmits_ = f;
    timeouts_ = t;
    flows_.update(std::move(s.flows));
  }
  log_.append(std::move(s.log));
  charts_.append(s.sampleTimes, s.sampleValues);
  charts_.appendTrace(s.traceReset, s.traceFlow, std::move(s.trace));
  charts_.setHistograms(std::move(s.histograms));
  if (s.figuresValid) charts_.setRunFigures(s.runRate, s.runFairness);
  charts_.notify();
  emit countersChanged();
  if (!selKind_.isEmpty() && (!running_ || wall - lastInspector_ >= 200)) refreshInspector();
  emit frameApplied();
}

}  // namespace opslab::gui
