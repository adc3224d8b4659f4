// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CompareController: side by side — two runs of the same scenario, the second with
// one parameter changed (deflection on/off, mixed vs per-flow aggregation, e-JSQ vs RR…),
// advancing in lockstep on one clock.
//
// It owns two SimulationControllers (each with its own worker thread, so both simulations run
// in this process at once and the GUI never waits for them) and drives them with runUntil() to
// a common target time: the clock moves on only when both have reached the last target, so
// neither run is ever ahead of the other and the slower one sets the pace. At a paced speed
// the target follows wall time (simulated seconds per wall second, the workspace's speeds); at
// "max" each target is a span of simulated time sized so that the slower run's simulation
// takes about a tenth of a second a step. Each run is deterministic, so each equals a single
// run of its scenario. A seek back rewinds both runs to the same moment; playing on from there
// gives the same two runs.
//
// QML sees it as the `Compare` singleton; CompareView.qml draws the two runs.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <memory>

#include <nlohmann/json_fwd.hpp>

#include "simulation/SimulationController.hpp"

namespace opslab::gui {

class CompareController : public QObject {
  Q_OBJECT
  QML_NAMED_ELEMENT(Compare)
  QML_SINGLETON
  /// A comparison is open (the view shows it).
  Q_PROPERTY(bool active READ active NOTIFY runsChanged)
  /// The first run (the scenario as given) and the second (with the changed parameter).
  Q_PROPERTY(opslab::gui::SimulationController* first READ first NOTIFY runsChanged)
  Q_PROPERTY(opslab::gui::SimulationController* second READ second NOTIFY runsChanged)
  /// The parameter compared, its value in each run, and "key = value" captions.
  Q_PROPERTY(QString key READ key NOTIFY runsChanged)
  Q_PROPERTY(QString firstValue READ firstValue NOTIFY runsChanged)
  Q_PROPERTY(QString secondValue READ secondValue NOTIFY runsChanged)
  Q_PROPERTY(QString firstCaption READ firstCaption NOTIFY runsChanged)
  Q_PROPERTY(QString secondCaption READ secondCaption NOTIFY runsChanged)
  /// What the comparison shows (a lesson step's words; else the scenario's name).
  Q_PROPERTY(QString title READ title NOTIFY runsChanged)
  Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
  Q_PROPERTY(bool finished READ finished NOTIFY clockChanged)
  /// The common clock: the simulated time both runs have reached, seconds.
  Q_PROPERTY(double simTime READ simTime NOTIFY clockChanged)
  Q_PROPERTY(QString clockText READ clockText NOTIFY clockChanged)
  Q_PROPERTY(double endTime READ endTime NOTIFY clockChanged)
  Q_PROPERTY(double progress READ progress NOTIFY clockChanged)
  /// Common clock steps taken since the start (both runs reached each one).
  Q_PROPERTY(int ticks READ ticks NOTIFY clockChanged)
  Q_PROPERTY(int speedIndex READ speedIndex WRITE setSpeedIndex NOTIFY speedChanged)
  Q_PROPERTY(int speedCount READ speedCount CONSTANT)
  Q_PROPERTY(QString speedText READ speedText NOTIFY speedChanged)
  Q_PROPERTY(QString errorText READ errorText NOTIFY errorChanged)

 public:
  explicit CompareController(QObject* parent = nullptr);
  ~CompareController() override;

  /// Compares the run of `source` (its resolved scenario, same seed) with the same scenario
  /// where `key` = `value` (text as the parameter panel takes it, or a bool). "" on success,
  /// else the one-line message (nothing is started).
  Q_INVOKABLE QString start(opslab::gui::SimulationController* source, const QString& key,
                            const QVariant& value);
  /// The same from a resolved scenario document and a JSON value (lessons, tests).
  QString startResolved(const nlohmann::json& resolved, const QString& key,
                        const nlohmann::json& value, const QString& title, const QString& path);

  Q_INVOKABLE void play();
  Q_INVOKABLE void pause();
  Q_INVOKABLE void togglePlay();
  /// Both runs back to their start (same seeds).
  Q_INVOKABLE void reset();
  /// Both runs as fast as possible to simulated time `seconds`, in lockstep, then pause.
  Q_INVOKABLE void runUntil(double seconds);
  /// Both runs to simulated time `seconds`, then pause: forward as runUntil(); back by each
  /// run's rewind (SimulationController::seek), the clock showing the moment once both are
  /// there.
  Q_INVOKABLE void seek(double seconds);
  /// Both runs as fast as possible to their end, in lockstep.
  Q_INVOKABLE void runToEnd();
  /// Ends the comparison (the view closes; the runs are released).
  Q_INVOKABLE void close();
  /// Both runs trace and highlight this flow.
  Q_INVOKABLE void setFocusFlow(int flow);
  /// Waits (processing events) until the clock is not advancing; for tests and scripts.
  Q_INVOKABLE bool waitForIdle(int timeoutMs = 60000);

  bool active() const { return first_ != nullptr; }
  SimulationController* first() const { return first_; }
  SimulationController* second() const { return second_; }
  QString key() const { return key_; }
  QString firstValue() const { return firstValue_; }
  QString secondValue() const { return secondValue_; }
  QString firstCaption() const { return key_ + QStringLiteral(" = ") + firstValue_; }
  QString secondCaption() const { return key_ + QStringLiteral(" = ") + secondValue_; }
  QString title() const { return title_; }
  bool playing() const { return playing_; }
  bool finished() const;
  double simTime() const { return static_cast<double>(nowPs_) * 1e-12; }
  QString clockText() const;
  double endTime() const;
  double progress() const;
  int ticks() const { return ticks_; }
  int speedIndex() const { return speedIndex_; }
  void setSpeedIndex(int i);
  static int speedCount() { return SimulationController::speedCount(); }
  QString speedText() const { return SimulationController::speedLabel(speedIndex_); }
  QString errorText() const { return error_; }

 signals:
  void runsChanged();
  void playingChanged();
  void clockChanged();
  void speedChanged();
  void errorChanged();
  /// Both runs reached the common time `seconds` (one lockstep step).
  void advanced(double seconds);

 private:
  void tick();
  bool reached(const SimulationController* c) const;
  void issue(std::int64_t targetPs);
  void noteIssued();
  void setPlaying(bool on);
  void setError(const QString& e);
  void release();

  QPointer<SimulationController> first_, second_;
  QString key_, firstValue_, secondValue_, title_, error_;
  QTimer timer_;
  QElapsedTimer wall_;
  std::int64_t nowPs_ = 0;       // the time both runs reached
  std::int64_t targetPs_ = 0;    // the time both were asked to reach
  std::int64_t untilPs_ = -1;    // runUntil()'s stop, −1: none
  std::int64_t spanPs_ = 1'000'000'000;  // "max" speed: simulated time per step (adapted)
  std::array<double, 2> issuedBusy_{};  // each worker's busy seconds at the last issue
  std::int64_t anchorSimPs_ = 0;  // paced speed: simulated and wall time of the pace's anchor
  qint64 anchorWallMs_ = 0;
  int ticks_ = 0;
  int speedIndex_ = 13;  // 20 ms/s, the workspace's default
  bool playing_ = false;
  bool rewinding_ = false;  // a seek back is under way: both runs land exactly on targetPs_
};

}  // namespace opslab::gui
