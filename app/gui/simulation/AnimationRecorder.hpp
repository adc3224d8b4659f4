// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AnimationRecorder: "Export animation…" and `opslab --record` — the network canvas (optionally
// with the charts) over simulated time FROM..TO as a video or an animated image, for slides.
//
// Frame k shows the run at FROM + k·SPEED/FPS simulated seconds: the recorder moves the run
// there (a jump to FROM, then "run until" each frame's time), waits until the controller has
// applied that snapshot, grabs the view (QQuickItem::grabToImage), cuts out the network (and
// the charts) and hands the picture to an FfmpegEncoder. Wall time stands at the video's clock meanwhile
// (SimulationController::setFrameClock), so the frames do not depend on the machine's speed.
// The user's run is left as it was: its position (events processed), whether it was playing
// and its "pause when…" conditions are put back afterwards.
#pragma once

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QSize>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <cstdint>

#include "simulation/FfmpegEncoder.hpp"

namespace opslab::gui {

class SimulationController;

/// What to record: simulated seconds FROM..TO at SPEED simulated seconds per second of video.
struct AnimationRequest {
  double from = 0;
  double to = 0;
  double speed = 0;
  int fps = 25;

  /// The frames it makes: (to − from) / speed · fps, rounded.
  std::int64_t frames() const;
  /// "" when the request can be recorded from a run ending at `endTime` simulated seconds,
  /// else the one-line reason.
  QString check(double endTime) const;
};

class AnimationRecorder : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(opslab::gui::SimulationController* simulation READ simulation WRITE setSimulation
                 NOTIFY simulationChanged)
  /// The view grabbed (an opaque item holding the others: the workspace), the network's
  /// panel, and the charts recorded with it when asked for (set by the view). The frames are
  /// the view's picture cut to the network's panel, or to it and the charts.
  Q_PROPERTY(QQuickItem* viewItem MEMBER viewItem_ NOTIFY itemsChanged)
  Q_PROPERTY(QQuickItem* canvasItem MEMBER canvasItem_ NOTIFY itemsChanged)
  Q_PROPERTY(QQuickItem* chartsItem MEMBER chartsItem_ NOTIFY itemsChanged)
  Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
  /// Frames recorded over frames asked for, 0…1.
  Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
  /// The frames are recorded; ffmpeg finishes the file.
  Q_PROPERTY(bool encoding READ encoding NOTIFY progressChanged)

 public:
  explicit AnimationRecorder(QObject* parent = nullptr);
  ~AnimationRecorder() override;

  SimulationController* simulation() const { return sim_; }
  void setSimulation(SimulationController* s);
  bool busy() const { return state_ != State::idle && state_ != State::restoring; }
  double progress() const;
  bool encoding() const { return state_ == State::encoding; }
  /// The size of the video's frames; empty (the default): the size of what is recorded.
  void setOutputSize(QSize size) { outputSize_ = size; }

  /// The check of a request against the loaded run, for the dialog: "" or the reason.
  Q_INVOKABLE QString check(double from, double to, double speed, int fps) const;
  /// The frames a request makes (the dialog shows it).
  Q_INVOKABLE qint64 frameCount(double from, double to, double speed, int fps) const;
  /// Starts recording into `file` (a path or file:// URL; the format by its extension). A bad
  /// request is reported at once by finished(); false if nothing was started.
  Q_INVOKABLE bool record(const QString& file, double from, double to, double speed, int fps,
                          bool includeCharts);
  /// Stops a recording under way: ffmpeg is stopped, its temporary file removed.
  Q_INVOKABLE void cancel();

 signals:
  void simulationChanged();
  void itemsChanged();
  void busyChanged();
  void progressChanged();
  /// A recording ended: `error` is empty on success; `frames` were written to `file`.
  void finished(const QString& file, const QString& error, qint64 frames);

 private:
  enum class State { idle, moving, grabbing, encoding, restoring };

  void setState(State s);
  void tick();
  void grabFrame();
  void frameGrabbed();
  QImage crop() const;
  void moveTo(std::int64_t frame);
  void fail(const QString& error);
  void restoreRun();
  void encoded(const QString& error);

  SimulationController* sim_ = nullptr;
  QPointer<QQuickItem> viewItem_;
  QPointer<QQuickItem> canvasItem_;
  QPointer<QQuickItem> chartsItem_;
  FfmpegEncoder encoder_;
  QTimer timer_;
  State state_ = State::idle;
  QString file_;
  AnimationRequest request_;
  bool withCharts_ = false;
  QSize outputSize_;
  QSize frameSize_;
  std::int64_t frames_ = 0;
  std::int64_t frame_ = 0;
  QImage image_;  // the view's picture of the current frame
  // The user's run as it was: put back afterwards.
  qint64 savedEvents_ = 0;
  bool wasRunning_ = false;
  bool savedPause_[4] = {false, false, false, false};
};

}  // namespace opslab::gui
