// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/CompareController.hpp"

#include <QCoreApplication>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/lesson/lesson.hpp"

namespace opslab::gui {

using nlohmann::json;

namespace {

constexpr int kTickMs = 16;
constexpr double kMaxStepWallMs = 100;           // "max" speed: wall time a step aims at
constexpr std::int64_t kMinSpanPs = 1'000'000;   // 1 µs
constexpr std::int64_t kMaxSpanPs = 5'000'000'000'000;  // 5 s

QString valueText(const json& v) {
  return v.is_string() ? QString::fromStdString(v.get<std::string>())
                       : QString::fromStdString(v.dump());
}

// The value of a key path ("section.key") in a resolved document.
const json& valueAt(const json& doc, const QString& key) {
  const auto dot = key.indexOf(QLatin1Char('.'));
  return doc.at(key.left(dot).toStdString()).at(key.mid(dot + 1).toStdString());
}

std::int64_t endPs(const SimulationController* c) {
  return c && c->view().info ? c->view().info->endPs : 0;
}

}  // namespace

CompareController::CompareController(QObject* parent) : QObject(parent) {
  wall_.start();
  timer_.setTimerType(Qt::PreciseTimer);
  timer_.setInterval(kTickMs);
  connect(&timer_, &QTimer::timeout, this, &CompareController::tick);
}

CompareController::~CompareController() = default;

QString CompareController::start(SimulationController* source, const QString& key,
                                 const QVariant& value) {
  if (!source || !source->loaded()) {
    setError(tr("No run to compare: open a scenario first."));
    return error_;
  }
  const json& resolved = source->resolved();
  // The value as the parameter panel would take it: choices and text as they are, numbers and
  // lists parsed as the scenario loader does.
  json v;
  const auto* model = scenario::find_model(resolved.value("model", std::string()));
  const auto* spec = model ? model->schema.find(key.toStdString()) : nullptr;
  if (value.typeId() == QMetaType::Bool) {
    v = value.toBool();
  } else if (spec && (spec->type == scenario::ParamType::choice ||
                      spec->type == scenario::ParamType::text)) {
    v = value.toString().toStdString();
  } else {
    v = scenario::parse_value(value.toString().trimmed().toStdString());
  }
  const QString error = startResolved(resolved, key, v, {}, source->scenarioPath());
  if (error.isEmpty()) source->pause();
  return error;
}

QString CompareController::startResolved(const json& resolved, const QString& key,
                                          const json& value, const QString& title,
                                          const QString& path) {
  json variant;
  try {
    variant = study::compare_variant(resolved, key.toStdString(), value);
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return error_;
  }
  release();
  setError({});
  first_ = new SimulationController(this);
  second_ = new SimulationController(this);
  for (auto* c : {first_.data(), second_.data()}) {
    // After a snapshot is wholly applied (its time and its running state together).
    connect(c, &SimulationController::frameApplied, this, &CompareController::tick);
    connect(c, &SimulationController::loadFinished, this, [this](const QString& e) {
      if (!e.isEmpty()) {
        setError(e);
        setPlaying(false);
      }
    });
  }
  first_->openResolved(resolved, path);
  second_->openResolved(variant, path);
  key_ = key;
  firstValue_ = valueText(valueAt(resolved, key));
  secondValue_ = valueText(valueAt(variant, key));
  title_ = title.isEmpty() ? QString::fromStdString(resolved.value("name", std::string())) : title;
  nowPs_ = targetPs_ = 0;
  rewinding_ = false;
  untilPs_ = -1;
  spanPs_ = 1'000'000'000;
  ticks_ = 0;
  setPlaying(false);
  timer_.start();
  emit runsChanged();
  emit clockChanged();
  return {};
}

void CompareController::release() {
  timer_.stop();
  setPlaying(false);
  if (!first_ && !second_) return;
  QPointer<SimulationController> a = first_, b = second_;
  first_ = second_ = nullptr;
  emit runsChanged();  // the views let go of them first
  for (auto* c : {a.data(), b.data()}) {
    if (!c) continue;
    c->disconnect(this);
    c->deleteLater();
  }
}

void CompareController::close() {
  release();
  emit clockChanged();
}

void CompareController::play() {
  if (!active() || finished()) return;
  untilPs_ = -1;
  anchorSimPs_ = nowPs_;
  anchorWallMs_ = wall_.elapsed();
  setPlaying(true);
  tick();
}

void CompareController::pause() {
  // The step under way completes (so both runs stop at the same time); no new one starts.
  untilPs_ = -1;
  setPlaying(false);
}

void CompareController::togglePlay() {
  if (playing_) {
    pause();
  } else {
    play();
  }
}

void CompareController::runUntil(double seconds) {
  if (!active() || finished()) return;
  untilPs_ = std::max<std::int64_t>(0, std::llround(seconds * 1e12));
  setPlaying(true);
  tick();
}

void CompareController::seek(double seconds) {
  if (!active()) return;
  const std::int64_t end = std::max(endPs(first_), endPs(second_));
  std::int64_t t = std::max<std::int64_t>(0, std::llround(seconds * 1e12));
  if (end > 0) t = std::min(t, end);
  if (t >= nowPs_) {
    if (!finished()) runUntil(static_cast<double>(t) * 1e-12);
    return;
  }
  setPlaying(false);
  untilPs_ = -1;
  rewinding_ = true;
  targetPs_ = t;
  noteIssued();
  const double back = static_cast<double>(t) * 1e-12;  // seek rounds back exactly
  first_->seek(back);
  second_->seek(back);
}

void CompareController::runToEnd() {
  if (!active() || finished()) return;
  untilPs_ = std::numeric_limits<std::int64_t>::max();  // the runs' end stops them first
  setPlaying(true);
  tick();
}

void CompareController::reset() {
  if (!active()) return;
  setPlaying(false);
  untilPs_ = -1;
  first_->reset();
  second_->reset();
  nowPs_ = targetPs_ = 0;
  spanPs_ = 1'000'000'000;
  ticks_ = 0;
  rewinding_ = false;
  emit clockChanged();
}

void CompareController::setFocusFlow(int flow) {
  if (!active()) return;
  first_->setFocusFlow(flow);
  second_->setFocusFlow(flow);
}

void CompareController::setSpeedIndex(int i) {
  i = std::clamp(i, 0, speedCount() - 1);
  if (i == speedIndex_) return;
  speedIndex_ = i;
  anchorSimPs_ = nowPs_;
  anchorWallMs_ = wall_.elapsed();
  emit speedChanged();
}

bool CompareController::reached(const SimulationController* c) const {
  if (!c || !c->loaded() || c->running() || c->seekProgress() >= 0) return false;
  // Going back, the view still shows the later moment until the rewind has landed.
  if (rewinding_) return c->view().now == targetPs_;
  return c->finished() || c->view().now >= targetPs_;
}

bool CompareController::finished() const {
  return active() && first_->finished() && second_->finished();
}

void CompareController::issue(std::int64_t targetPs) {
  targetPs_ = targetPs;
  noteIssued();
  const double seconds = static_cast<double>(targetPs) * 1e-12;  // runUntil rounds back exactly
  first_->runUntil(seconds);
  second_->runUntil(seconds);
}

// One beat of the common clock: once both runs reached the target, it becomes the time shown,
// and (playing) the next target is issued to both.
void CompareController::tick() {
  if (!active() || !reached(first_) || !reached(second_)) return;
  rewinding_ = false;
  if (nowPs_ != targetPs_) {
    nowPs_ = targetPs_;
    ++ticks_;
    emit clockChanged();
    emit advanced(simTime());
  }
  if (!playing_) return;
  const std::int64_t end = std::max(endPs(first_), endPs(second_));
  if (finished() || (untilPs_ >= 0 && nowPs_ >= untilPs_) || (end > 0 && nowPs_ >= end)) {
    untilPs_ = -1;
    setPlaying(false);
    emit clockChanged();
    return;
  }
  if (end == 0) return;  // the runs' lengths are not known yet
  const qint64 wall = wall_.elapsed();
  const double speed = SimulationController::speedAt(speedIndex_);  // simulated s per wall s
  std::int64_t next = 0;
  if (untilPs_ >= 0 || speed <= 0) {
    // As fast as possible: size the step so that the slower run's simulation takes about
    // kMaxStepWallMs. Its workers' busy time, not the wall time since the issue: that adds a
    // round trip (the command, the snapshot, the views' frame) that no span shortens, and
    // where it alone exceeds the aim (a slow machine, the sanitizers) the span would shrink
    // to its least and the runs crawl.
    if (ticks_ > 0) {
      const double took = std::max(1.0, 1e3 * std::max(first_->workerBusySeconds() - issuedBusy_[0],
                                                       second_->workerBusySeconds() - issuedBusy_[1]));
      const double factor = std::clamp(kMaxStepWallMs / took, 0.5, 2.0);
      spanPs_ = std::clamp<std::int64_t>(std::llround(static_cast<double>(spanPs_) * factor),
                                         kMinSpanPs, kMaxSpanPs);
    }
    next = nowPs_ + spanPs_;
    if (untilPs_ >= 0) next = std::min(next, untilPs_);
  } else {
    const double psPerMs = speed * 1e9;
    next = anchorSimPs_ + std::llround(psPerMs * static_cast<double>(wall - anchorWallMs_));
    if (next <= nowPs_) return;  // wall time has not caught up with the clock yet
    // The runs cannot keep this pace: go on from here at it (the slower run sets the pace).
    if (static_cast<double>(next - nowPs_) > psPerMs * 250) {
      next = nowPs_ + std::llround(psPerMs * kTickMs);
      anchorSimPs_ = next;
      anchorWallMs_ = wall;
    }
  }
  issue(std::min(next, end));
}

void CompareController::noteIssued() {
  issuedBusy_ = {first_->workerBusySeconds(), second_->workerBusySeconds()};
}

void CompareController::setPlaying(bool on) {
  if (on == playing_) return;
  playing_ = on;
  emit playingChanged();
}

void CompareController::setError(const QString& e) {
  if (e == error_) return;
  error_ = e;
  emit errorChanged();
}

QString CompareController::clockText() const { return formatSimTime(nowPs_); }

double CompareController::endTime() const {
  return static_cast<double>(std::max(endPs(first_), endPs(second_))) * 1e-12;
}

double CompareController::progress() const {
  const double end = endTime();
  return end > 0 ? std::clamp(simTime() / end, 0.0, 1.0) : 0.0;
}

bool CompareController::waitForIdle(int timeoutMs) {
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < timeoutMs) {
    QCoreApplication::sendPostedEvents();
    if (active()) {
      first_->poll();
      second_->poll();
    }
    tick();
    if (!active() || !error_.isEmpty()) return true;
    if (!playing_ && reached(first_) && reached(second_) && nowPs_ == targetPs_) return true;
    QThread::msleep(2);
    QCoreApplication::processEvents();
  }
  return false;
}

}  // namespace opslab::gui
