// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FrameStats: measures the GUI's frame times while a scenario runs (`opslab --frame-stats`):
// the interval between presented frames, the GUI thread's share of each frame (taking and
// applying the newest snapshot, and the scene-graph sync during which the GUI thread is
// blocked), the render thread's share (drawing and presenting the frame), and the number of
// packets the canvas drew.
#pragma once

#include <QObject>
#include <QString>
#include <chrono>
#include <mutex>
#include <vector>

class QQuickWindow;

namespace opslab::gui {

class SimulationController;
class NetworkCanvas;

class FrameStats : public QObject {
  Q_OBJECT
 public:
  FrameStats(QQuickWindow* window, SimulationController* sim, NetworkCanvas* canvas,
             QObject* parent = nullptr);
  void start();
  void stop();
  /// A multi-line report (mean, 95th percentile and max of each measure).
  QString report() const;

 private:
  using Clock = std::chrono::steady_clock;
  QQuickWindow* window_;
  SimulationController* sim_;
  NetworkCanvas* canvas_;
  bool active_ = false;
  mutable std::mutex mutex_;  // the sync and swap signals come from the render thread
  Clock::time_point lastSwap_{};
  Clock::time_point syncStart_{};
  std::vector<double> intervals_, syncs_, renders_, applies_, builds_, guiCpu_;
  Clock::time_point syncEnd_{};
  double lastGuiCpu_ = -1;  // the GUI thread's CPU time at the previous frame, ms
  std::vector<int> packets_;
};

}  // namespace opslab::gui
