// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/AnimationRecorder.hpp"

#include <QLocale>
#include <QPainter>
#include <QQuickItemGrabResult>
#include <cmath>

#include "app/LocalPath.hpp"
#include "simulation/SimulationController.hpp"

namespace opslab::gui {

namespace {

constexpr std::int64_t kMostFrames = 100'000;
constexpr int kMostFps = 120;
constexpr qint64 kMostBacklog = 64 << 20;  // bytes queued for ffmpeg before waiting for it

}  // namespace

std::int64_t AnimationRequest::frames() const {
  if (!(speed > 0) || fps <= 0 || !(to > from)) return 0;
  return std::llround((to - from) / speed * fps);
}

QString AnimationRequest::check(double endTime) const {
  if (!std::isfinite(from) || from < 0) return AnimationRecorder::tr("the start must be 0 s or later");
  if (!std::isfinite(to) || to <= from) return AnimationRecorder::tr("the end must be later than the start");
  if (to > endTime + 1e-12) {
    return AnimationRecorder::tr("the run ends at %1 s: the end must not be later")
        .arg(QLocale().toString(endTime));
  }
  if (!std::isfinite(speed) || speed <= 0) {
    return AnimationRecorder::tr("the speed must be more than 0 simulated seconds per second");
  }
  if (fps < 1 || fps > kMostFps) return AnimationRecorder::tr("the frames per second must be 1 to %1").arg(kMostFps);
  const std::int64_t n = frames();
  if (n < 1) {
    return AnimationRecorder::tr("that is less than one frame: lower the speed or raise the frames per second");
  }
  if (n > kMostFrames) {
    return AnimationRecorder::tr("that is %1 frames, more than %2: raise the speed or lower the frames per second")
        .arg(QLocale().toString(static_cast<qint64>(n)), QLocale().toString(static_cast<qint64>(kMostFrames)));
  }
  return {};
}

AnimationRecorder::AnimationRecorder(QObject* parent) : QObject(parent) {
  timer_.setInterval(2);
  connect(&timer_, &QTimer::timeout, this, &AnimationRecorder::tick);
  connect(&encoder_, &FfmpegEncoder::finished, this, &AnimationRecorder::encoded);
}

AnimationRecorder::~AnimationRecorder() {
  if (busy()) {
    encoder_.cancel();
    if (sim_ != nullptr) sim_->setFrameClock(-1);
  }
}

void AnimationRecorder::setSimulation(SimulationController* s) {
  if (s == sim_) return;
  sim_ = s;
  emit simulationChanged();
}

double AnimationRecorder::progress() const {
  return frames_ > 0 ? static_cast<double>(frame_) / static_cast<double>(frames_) : 0.0;
}

void AnimationRecorder::setState(State s) {
  const bool wasBusy = busy();
  state_ = s;
  if (wasBusy != busy()) emit busyChanged();
  emit progressChanged();
}

QString AnimationRecorder::check(double from, double to, double speed, int fps) const {
  if (sim_ == nullptr || !sim_->loaded()) return tr("No run is loaded");
  return AnimationRequest{from, to, speed, fps}.check(sim_->endTime());
}

qint64 AnimationRecorder::frameCount(double from, double to, double speed, int fps) const {
  return AnimationRequest{from, to, speed, fps}.frames();
}

bool AnimationRecorder::record(const QString& file, double from, double to, double speed, int fps,
                               bool includeCharts) {
  const QString path = localPath(file);
  QString error = busy() ? tr("A recording is already under way") : check(from, to, speed, fps);
  if (error.isEmpty() && (canvasItem_.isNull() || viewItem_.isNull())) {
    error = tr("There is no network view to record");
  }
  if (error.isEmpty()) error = FfmpegEncoder::checkTarget(path);
  if (!error.isEmpty()) {
    emit finished(path, error, 0);
    return false;
  }
  file_ = path;
  request_ = AnimationRequest{from, to, speed, fps};
  withCharts_ = includeCharts && !chartsItem_.isNull() && chartsItem_->isVisible() &&
                chartsItem_->width() > 0 && chartsItem_->height() > 0;
  frames_ = request_.frames();
  frame_ = 0;
  frameSize_ = QSize();
  // The user's run, to be put back; "pause when…" would stop a frame short of its time.
  savedEvents_ = sim_->events();
  wasRunning_ = sim_->running();
  savedPause_[0] = sim_->pauseOnDrop();
  savedPause_[1] = sim_->pauseOnContention();
  savedPause_[2] = sim_->pauseOnFastRetransmit();
  savedPause_[3] = sim_->pauseOnTimeout();
  sim_->pause();
  sim_->setPauseOnDrop(false);
  sim_->setPauseOnContention(false);
  sim_->setPauseOnFastRetransmit(false);
  sim_->setPauseOnTimeout(false);
  setState(State::moving);
  sim_->setFrameClock(0);
  sim_->seek(from);
  timer_.start();
  return true;
}

void AnimationRecorder::cancel() {
  if (!busy()) return;
  encoder_.cancel();
  const QString file = file_;
  restoreRun();
  emit finished(file, tr("Recording cancelled"), 0);
}

// Frame k's simulated time: a "run until" from frame k − 1 (frame 0: a jump to FROM).
void AnimationRecorder::moveTo(std::int64_t frame) {
  setState(State::moving);
  sim_->setFrameClock(frame * 1000 / request_.fps);
  sim_->runUntil(request_.from + static_cast<double>(frame) * request_.speed / request_.fps);
}

void AnimationRecorder::tick() {
  if (state_ == State::restoring) {
    sim_->poll();
    if (sim_->running() || sim_->seekProgress() >= 0) return;
    timer_.stop();
    setState(State::idle);
    if (wasRunning_) sim_->play();
    return;
  }
  if (state_ != State::moving) return;
  sim_->poll();
  // The command ran and its last snapshot is applied: not running, no jump under way.
  if (sim_->running() || sim_->seekProgress() >= 0) return;
  if (!encoder_.error().isEmpty()) {
    fail(encoder_.error());
    return;
  }
  if (encoder_.active() && encoder_.backlog() > kMostBacklog) return;  // let ffmpeg catch up
  grabFrame();
}

void AnimationRecorder::grabFrame() {
  setState(State::grabbing);
  const auto result = viewItem_->grabToImage();
  if (!result) {
    fail(tr("%1: cannot grab the network view (it must be shown)").arg(file_));
    return;
  }
  connect(result.data(), &QQuickItemGrabResult::ready, this, [this, result] {
    image_ = result->image();
    frameGrabbed();
  });
}

// The network's panel and, when asked for, the charts: their part of the view's picture.
QImage AnimationRecorder::crop() const {
  auto rectOf = [this](QQuickItem* item) {
    return item->mapRectToItem(viewItem_, QRectF(0, 0, item->width(), item->height()));
  };
  QRectF area = rectOf(canvasItem_);
  if (withCharts_) area = area.united(rectOf(chartsItem_));
  const qreal dpr = image_.devicePixelRatio();
  const QRect pixels = QRectF(area.topLeft() * dpr, area.size() * dpr).toAlignedRect();
  return image_.copy(pixels.intersected(image_.rect()));
}

void AnimationRecorder::frameGrabbed() {
  if (state_ != State::grabbing) return;  // cancelled meanwhile
  QImage picture = crop();
  picture.setDevicePixelRatio(1);
  if (frameSize_.isEmpty()) {
    // The first frame fixes the video's size: the one asked for, else the picture's.
    frameSize_ = outputSize_.isEmpty() ? picture.size() : outputSize_;
    if (const QString error = encoder_.start(file_, frameSize_, request_.fps); !error.isEmpty()) {
      fail(error);
      return;
    }
  }
  if (picture.size() != frameSize_) {
    // Fitted whole into the frame, the rest in the picture's background.
    QImage fitted(frameSize_, QImage::Format_RGBA8888);
    fitted.fill(picture.pixelColor(0, 0));
    const QImage scaled = picture.scaled(frameSize_, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QPainter p(&fitted);
    p.drawImage((frameSize_.width() - scaled.width()) / 2, (frameSize_.height() - scaled.height()) / 2, scaled);
    p.end();
    picture = fitted;
  }
  if (!encoder_.write(picture)) {
    fail(encoder_.error());
    return;
  }
  ++frame_;
  if (frame_ < frames_) {
    moveTo(frame_);
    return;
  }
  setState(State::encoding);
  encoder_.finish();
}

void AnimationRecorder::encoded(const QString& error) {
  if (state_ != State::encoding) return;
  const QString file = file_;
  const qint64 frames = error.isEmpty() ? frames_ : 0;
  restoreRun();
  emit finished(file, error, frames);
}

void AnimationRecorder::fail(const QString& error) {
  encoder_.cancel();
  const QString file = file_;
  restoreRun();
  emit finished(file, error, 0);
}

// Back to where the user's run was: its events, its "pause when…", playing if it was.
void AnimationRecorder::restoreRun() {
  sim_->setFrameClock(-1);
  sim_->setPauseOnDrop(savedPause_[0]);
  sim_->setPauseOnContention(savedPause_[1]);
  sim_->setPauseOnFastRetransmit(savedPause_[2]);
  sim_->setPauseOnTimeout(savedPause_[3]);
  sim_->seekEvents(savedEvents_);
  setState(State::restoring);
  timer_.start();
}

}  // namespace opslab::gui
