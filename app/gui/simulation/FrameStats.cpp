// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/FrameStats.hpp"

#include <QQuickWindow>
#include <ctime>
#include <algorithm>
#include <numeric>

#include "canvas/NetworkCanvas.hpp"
#include "simulation/SimulationController.hpp"

namespace opslab::gui {

namespace {
double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) * 1e-6;
}
}  // namespace

FrameStats::FrameStats(QQuickWindow* window, SimulationController* sim, NetworkCanvas* canvas,
                       QObject* parent)
    : QObject(parent), window_(window), sim_(sim), canvas_(canvas) {
  connect(window_, &QQuickWindow::beforeSynchronizing, this, [this] {
    std::lock_guard lock(mutex_);
    syncStart_ = Clock::now();
  }, Qt::DirectConnection);
  connect(window_, &QQuickWindow::afterSynchronizing, this, [this] {
    std::lock_guard lock(mutex_);
    syncEnd_ = Clock::now();
    if (active_) {
      syncs_.push_back(std::chrono::duration<double, std::milli>(syncEnd_ - syncStart_).count());
    }
  }, Qt::DirectConnection);
  connect(window_, &QQuickWindow::frameSwapped, this, [this] {
    std::lock_guard lock(mutex_);
    const auto now = Clock::now();
    if (active_ && lastSwap_ != Clock::time_point{}) {
      intervals_.push_back(std::chrono::duration<double, std::milli>(now - lastSwap_).count());
    }
    if (active_ && syncEnd_ != Clock::time_point{}) {
      renders_.push_back(std::chrono::duration<double, std::milli>(now - syncEnd_).count());
    }
    lastSwap_ = now;
  }, Qt::DirectConnection);
  // Once per frame on the GUI thread, before polishing: the CPU time the GUI thread used since
  // the previous frame — all its work (snapshot, bindings, chart repaints, polish, its part of
  // the sync), but not the time it waited for the render thread.
  connect(window_, &QQuickWindow::afterAnimating, this, [this] {
    const double cpu = threadCpuMs();
    std::lock_guard lock(mutex_);
    if (active_ && lastGuiCpu_ >= 0) guiCpu_.push_back(cpu - lastGuiCpu_);
    lastGuiCpu_ = cpu;
  });
  connect(sim_, &SimulationController::frameApplied, this, [this] {
    std::lock_guard lock(mutex_);
    if (!active_) return;
    applies_.push_back(sim_->lastApplyMs());
    if (canvas_) {
      builds_.push_back(canvas_->lastBuildMs());
      packets_.push_back(canvas_->packetsDrawn());
    }
  });
}

void FrameStats::start() {
  std::lock_guard lock(mutex_);
  active_ = true;
  intervals_.clear();
  syncs_.clear();
  renders_.clear();
  applies_.clear();
  builds_.clear();
  guiCpu_.clear();
  lastGuiCpu_ = -1;
  packets_.clear();
  lastSwap_ = {};
}

void FrameStats::stop() {
  std::lock_guard lock(mutex_);
  active_ = false;
}

namespace {
struct Summary {
  double mean = 0, p95 = 0, max = 0;
  std::size_t n = 0;
};
template <class T>
Summary summarize(std::vector<T> v) {
  Summary s;
  s.n = v.size();
  if (v.empty()) return s;
  std::sort(v.begin(), v.end());
  s.mean = std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
  s.p95 = static_cast<double>(v[std::min(v.size() - 1, v.size() * 95 / 100)]);
  s.max = static_cast<double>(v.back());
  return s;
}
QString line(const char* what, const Summary& s, const char* unit) {
  return QStringLiteral("%1: mean %2 %5, p95 %3 %5, max %4 %5 (n = %6)")
      .arg(QLatin1String(what))
      .arg(s.mean, 0, 'f', 2)
      .arg(s.p95, 0, 'f', 2)
      .arg(s.max, 0, 'f', 2)
      .arg(QLatin1String(unit))
      .arg(s.n);
}
}  // namespace

QString FrameStats::report() const {
  std::lock_guard lock(mutex_);
  const auto iv = summarize(intervals_);
  QStringList out;
  out << line("frame interval", iv, "ms")
      << QStringLiteral("frames per second: %1").arg(iv.mean > 0 ? 1000.0 / iv.mean : 0.0, 0, 'f', 1)
      << line("GUI thread: take + apply snapshot", summarize(applies_), "ms")
      << line("GUI thread: scene-graph sync (canvas geometry built here)", summarize(syncs_), "ms")
      << line("canvas geometry build", summarize(builds_), "ms")
      << line("render thread: draw + present (after the sync)", summarize(renders_), "ms")
      << line("GUI thread CPU time per frame (all its work, not its waits)", summarize(guiCpu_), "ms")
      << QStringLiteral("frames whose GUI thread CPU time exceeded 16 ms: %1 of %2")
             .arg(std::count_if(guiCpu_.begin(), guiCpu_.end(), [](double v) { return v > 16.0; }))
             .arg(guiCpu_.size())
      << line("packets drawn per frame", summarize(packets_), "");
  return out.join(QLatin1Char('\n'));
}

}  // namespace opslab::gui
