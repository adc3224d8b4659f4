// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Automation: what the command line of `opslab` asks of the app once its window is loaded
// (docs/app.md): the window's size, a scenario or a lesson at a step, the student's work
// exported, a lesson's sweep, a flow in focus, a run for some simulated seconds (after a
// reference run with --compare, or side by side with a second run), frame times measured, a
// screenshot saved, or an animation recorded (AutomationRecord.cpp); then the event loop, and
// the exit status all of that ends with. A bad value ends it with a one-line error and status 2.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSize>
#include <QString>
#include <optional>

class QApplication;
class QCommandLineParser;
class QQmlApplicationEngine;
class QQuickWindow;

namespace opslab::gui {

class AppController;
class FrameStats;
class NetworkCanvas;
class SimulationController;
struct CliOptions;

class Automation {
 public:
  Automation(QApplication& app, QQmlApplicationEngine& engine, QQuickWindow& window,
             AppController& controller, const QCommandLineParser& parser, const CliOptions& opts);

  /// Does what the options ask, runs the event loop and returns the app's exit status.
  int run();

 private:
  // Each returns an exit status when the app ends there (an error, or --export-work done),
  // nothing when the event loop is to run.
  std::optional<int> start();
  std::optional<int> applySize();
  std::optional<int> openLesson();
  std::optional<int> focusFlow();
  std::optional<int> measureFrames();
  std::optional<int> runSideBySide();
  std::optional<int> runFor();
  std::optional<int> changeForReference();
  std::optional<int> recordAnimation();
  void fitRecordedArea(QSize want, bool withCharts);

  bool lessonSweep() const;
  bool rerunAsGiven(double until);
  void finishRun(int phase);
  void grabAfterSweep();
  void grabOrQuit(int delayMs);
  void takeScreenshot();
  void saveScreenshot();
  void reportFrames(const FrameStats& stats, const NetworkCanvas* canvas) const;

  QApplication& app_;
  QQmlApplicationEngine& engine_;
  QQuickWindow& window_;
  AppController& controller_;
  SimulationController* sim_;
  const QCommandLineParser& parser_;
  const CliOptions& opts_;
  QString scenario_;     // the scenario opened, or ""
  QString screenshot_;   // where --screenshot saves the window, or ""
  bool saved_ = false;   // the screenshot was taken (the app is exiting)
  QString compareKey_;   // --compare: the parameter changed for the reference run
  QString compareBack_;  // and its text before, which sets it back
  QElapsedTimer frameWall_;  // --frame-stats: the wall time measured
  QObject scope_;            // context of the timers and connections that call this object
};

}  // namespace opslab::gui
