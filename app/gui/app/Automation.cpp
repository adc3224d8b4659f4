// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/Automation.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <vector>

#include "app/AppController.hpp"
#include "app/CommandLine.hpp"
#include "canvas/NetworkCanvas.hpp"
#include "compare/CompareController.hpp"
#include "log/log.hpp"
#include "simulation/FrameStats.hpp"

namespace opslab::gui {

namespace {

// The first network canvas among the window's items, or nullptr.
NetworkCanvas* findCanvas(QQuickItem* root) {
  std::vector<QQuickItem*> todo{root};
  while (!todo.empty()) {
    QQuickItem* item = todo.back();
    todo.pop_back();
    if (auto* canvas = qobject_cast<NetworkCanvas*>(item)) return canvas;
    for (QQuickItem* child : item->childItems()) todo.push_back(child);
  }
  return nullptr;
}

}  // namespace

Automation::Automation(QApplication& app, QQmlApplicationEngine& engine, QQuickWindow& window,
                       AppController& controller, const QCommandLineParser& parser,
                       const CliOptions& opts)
    : app_(app),
      engine_(engine),
      window_(window),
      controller_(controller),
      sim_(controller.simulation()),
      parser_(parser),
      opts_(opts),
      screenshot_(parser.value(opts.screenshot)) {}

int Automation::run() {
  if (const auto status = start()) return *status;
  const int status = app_.exec();
  opslab::log::logger().info("OPS Lab exits with status {}", status);
  return status;
}

std::optional<int> Automation::start() {
  if (auto status = applySize()) return status;
  if (parser_.isSet(opts_.compare) && !parser_.isSet(opts_.runFor)) {
    return cliError(QCoreApplication::translate("opslab", "--compare needs --run-for (the length of both runs)"), 2);
  }
  const bool frameStats = parser_.isSet(opts_.frameStats);
  scenario_ = parser_.value(opts_.scenario);
  if (scenario_.isEmpty() && frameStats) {
    scenario_ = controller_.assetsDir() + QStringLiteral("/scenarios/dumbbell-500.json");
  }
  if (!scenario_.isEmpty()) {
    const QString error = controller_.openScenario(scenario_);
    if (!error.isEmpty()) return cliError(error, 2);
  }
  if (parser_.isSet(opts_.lesson)) {
    if (auto status = openLesson()) return status;
  }
  if (parser_.isSet(opts_.focus)) {
    if (auto status = focusFlow()) return status;
  }
  if (parser_.isSet(opts_.record)) return recordAnimation();
  if (frameStats) return measureFrames();
  if (parser_.isSet(opts_.sideBySide)) return runSideBySide();
  if (parser_.isSet(opts_.runFor)) return runFor();
  if (lessonSweep()) {
    grabAfterSweep();
  } else if (!screenshot_.isEmpty()) {
    QTimer::singleShot(1200, &scope_, [this] { takeScreenshot(); });
  } else if (parser_.isSet(opts_.play)) {
    QTimer::singleShot(300, sim_, [sim = sim_] { sim->play(); });
  }
  return std::nullopt;
}

std::optional<int> Automation::applySize() {
  // With --record, --size is the video's (AutomationRecord.cpp).
  if (!parser_.isSet(opts_.size) || parser_.isSet(opts_.record)) return std::nullopt;
  const auto parts = parser_.value(opts_.size).split(QLatin1Char('x'));
  if (parts.size() != 2 || parts[0].toInt() <= 0 || parts[1].toInt() <= 0) {
    return cliError(QCoreApplication::translate("opslab", "--size: expected WxH, e.g. 1600x1000"), 2);
  }
  window_.resize(parts[0].toInt(), parts[1].toInt());
  return std::nullopt;
}

bool Automation::lessonSweep() const {
  return parser_.isSet(opts_.lesson) && parser_.isSet(opts_.runSweep);
}

std::optional<int> Automation::openLesson() {
  auto* lessons = controller_.lessons();
  if (!lessons->openLesson(parser_.value(opts_.lesson))) return cliError(lessons->message(), 2);
  if (parser_.isSet(opts_.step)) {
    bool ok = false;
    const int step = parser_.value(opts_.step).toInt(&ok);
    if (!ok || step < 1 || step > lessons->stepCount()) {
      return cliError(QCoreApplication::translate("opslab", "--step: expected 1 to %1").arg(lessons->stepCount()), 2);
    }
    lessons->setStepIndex(step - 1);
  }
  if (parser_.isSet(opts_.exportWork)) {
    const QString error = lessons->exportWork(parser_.value(opts_.exportWork));
    if (!error.isEmpty()) return cliError(QStringLiteral("--export-work: ") + error, 2);
    std::printf("opslab: wrote %s\n", qPrintable(parser_.value(opts_.exportWork)));
    return 0;
  }
  // The lesson's step is in the workspace (opening and stepping show it); a scenario given
  // as well is shown instead.
  if (scenario_.isEmpty() && !lessons->message().isEmpty()) return cliError(lessons->message(), 2);
  if (!scenario_.isEmpty()) {
    const QString error = controller_.openScenario(scenario_);
    if (!error.isEmpty()) return cliError(error, 2);
  }
  controller_.showWorkspace();
  if (lessonSweep()) {
    if (lessons->sweeps()->count() == 0) return cliError(QCoreApplication::translate("opslab", "--run-sweep: this step has no sweep"), 2);
    lessons->runSweep(lessons->sweeps()->value(0, QStringLiteral("sweepId")).toString());
  }
  return std::nullopt;
}

std::optional<int> Automation::focusFlow() {
  bool ok = false;
  const qlonglong flow = parser_.value(opts_.focus).toLongLong(&ok);
  if (!ok || flow < 0) return cliError(QCoreApplication::translate("opslab", "--focus-flow: expected a flow number"), 2);
  // The run's flows are known once the worker has built the scenario.
  auto focus = [sim = sim_, flow, app = &app_] {
    if (sim->flowCount() <= 0) return false;
    if (flow >= sim->flowCount()) {
      app->exit(cliError(QCoreApplication::translate("opslab", "--focus-flow: this scenario has flows 0 to %1")
                             .arg(sim->flowCount() - 1),
                         2));
    } else {
      sim->select(QStringLiteral("flow"), flow);
    }
    return true;
  };
  if (!focus()) {
    auto* once = new QObject(&app_);
    QObject::connect(sim_, &SimulationController::runInfoChanged, once, [focus, once] {
      if (focus()) once->deleteLater();
    });
  }
  return std::nullopt;
}

std::optional<int> Automation::measureFrames() {
  const double seconds = parser_.value(opts_.frameStats).toDouble();
  if (seconds <= 0) return cliError(QCoreApplication::translate("opslab", "--frame-stats: expected seconds > 0"), 2);
  NetworkCanvas* canvas = findCanvas(window_.contentItem());
  auto* stats = new FrameStats(&window_, sim_, canvas, &app_);
  if (!parser_.isSet(opts_.speed)) sim_->setSpeedIndex(SimulationController::speedCount() - 1);
  // Measure from the first second of playing until SECONDS later or the end of the run.
  QTimer::singleShot(500, sim_, [sim = sim_] { sim->play(); });
  QTimer::singleShot(1000, &scope_, [this, stats] {
    stats->start();
    frameWall_.start();
  });
  auto* check = new QTimer(&scope_);
  check->setInterval(20);
  QObject::connect(check, &QTimer::timeout, &scope_, [this, check, stats, canvas, seconds] {
    if (!frameWall_.isValid()) return;
    const bool done =
        frameWall_.elapsed() >= seconds * 1000 || sim_->finished() || !sim_->running();
    if (!done) return;
    check->stop();
    stats->stop();
    reportFrames(*stats, canvas);
    app_.exit(0);
  });
  check->start();
  return std::nullopt;
}

void Automation::reportFrames(const FrameStats& stats, const NetworkCanvas* canvas) const {
  std::printf("opslab --frame-stats: %s at %s, window %dx%d, measured over %.1f s of wall time\n",
              qPrintable(QFileInfo(scenario_).fileName()), qPrintable(sim_->speedText()),
              window_.width(), window_.height(), static_cast<double>(frameWall_.elapsed()) / 1000.0);
  std::printf("renderer: %s\n", canvas && canvas->softwareRenderer() ? "software (QPainter)"
                                                                     : "scene graph (RHI)");
  std::printf("%s\n", qPrintable(stats.report()));
  std::printf("simulated time reached: %.3f s, %lld events%s\n", sim_->simTime(),
              static_cast<long long>(sim_->events()), sim_->finished() ? " (end of the run)" : "");
}

std::optional<int> Automation::runSideBySide() {
  bool ok = false;
  const double t = parser_.value(opts_.runFor).toDouble(&ok);
  if (!ok || t < 0) return cliError(QCoreApplication::translate("opslab", "--side-by-side needs --run-for SECONDS_SIM"), 2);
  const QString spec = parser_.value(opts_.sideBySide);
  const auto eq = spec.indexOf(QLatin1Char('='));
  if (eq <= 0 || scenario_.isEmpty()) {
    return cliError(QCoreApplication::translate("opslab", "--side-by-side: expected KEY=VALUE and --scenario FILE"), 2);
  }
  sim_->waitForIdle();  // the comparison starts from the loaded run
  auto* cmp = engine_.singletonInstance<CompareController*>(qmlTypeId("OpsLab", 1, 0, "Compare"));
  const QString error = cmp ? cmp->start(sim_, spec.left(eq), spec.mid(eq + 1))
                            : QCoreApplication::translate("opslab", "no comparison view");
  if (!error.isEmpty()) return cliError(QStringLiteral("--side-by-side: ") + error, 2);
  cmp->runUntil(t);
  auto* poll = new QTimer(&scope_);
  poll->setInterval(50);
  QObject::connect(poll, &QTimer::timeout, &scope_, [this, cmp, poll] {
    if (cmp->playing()) return;
    poll->stop();
    grabOrQuit(1200);
  });
  poll->start();
  return std::nullopt;
}

std::optional<int> Automation::runFor() {
  bool ok = false;
  const double t = parser_.value(opts_.runFor).toDouble(&ok);
  if (!ok || t < 0) return cliError(QCoreApplication::translate("opslab", "--run-for: expected simulated seconds >= 0"), 2);
  // With --lesson the step's scenario is in the workspace (openLesson refused a step without one).
  if (scenario_.isEmpty() && !parser_.isSet(opts_.lesson)) {
    return cliError(QCoreApplication::translate("opslab", "--run-for needs --scenario or --lesson"), 2);
  }
  int phase = -1;
  if (parser_.isSet(opts_.fabricPhase)) {
    phase = parser_.value(opts_.fabricPhase).toInt(&ok);
    if (!ok || phase < 0) return cliError(QCoreApplication::translate("opslab", "--fabric-phase: expected a phase number >= 0"), 2);
  }
  if (parser_.isSet(opts_.compare)) {
    if (auto status = changeForReference()) return status;
  }
  sim_->runUntil(t);
  auto* poll = new QTimer(&scope_);
  poll->setInterval(50);
  QObject::connect(poll, &QTimer::timeout, &scope_,
                   [this, poll, t, phase, comparing = !compareKey_.isEmpty()]() mutable {
                     const bool done =
                         !sim_->running() && (sim_->finished() || sim_->simTime() >= t - 1e-12);
                     if (!done) return;
                     if (comparing) {  // the reference run is done
                       comparing = false;
                       if (!rerunAsGiven(t)) poll->stop();
                       return;
                     }
                     poll->stop();
                     finishRun(phase);
                   });
  poll->start();
  return std::nullopt;
}

// --compare KEY=VALUE: a first run with the change becomes the reference; the parameter's
// text as the parameter panel shows it sets it back afterwards.
std::optional<int> Automation::changeForReference() {
  const QString spec = parser_.value(opts_.compare);
  const auto eq = spec.indexOf(QLatin1Char('='));
  if (eq <= 0)
    return cliError(QCoreApplication::translate("opslab", "--compare: expected KEY=VALUE (a parameter's key path and a value)"), 2);
  compareKey_ = spec.left(eq);
  auto* params = sim_->parameters();
  compareBack_ =
      params->data(params->index(params->rowOf(compareKey_)), ParameterModel::TextRole).toString();
  const QString error = params->setPath(compareKey_, spec.mid(eq + 1));
  if (!error.isEmpty()) return cliError(QStringLiteral("--compare: ") + error, 2);
  sim_->reset();
  return std::nullopt;
}

// Pins the reference run, then runs the scenario as given to the same time; false (and
// the app exits with status 2) when the parameter cannot be set back.
bool Automation::rerunAsGiven(double until) {
  sim_->pinReference();
  const QString error = sim_->parameters()->setPath(compareKey_, compareBack_);
  if (!error.isEmpty()) {
    app_.exit(cliError(QCoreApplication::translate("opslab", "--compare: cannot set it back: ") + error, 2));
    return false;
  }
  sim_->reset();
  sim_->runUntil(until);
  return true;
}

// When --run-for is done: the node and the fabric's phase to show, then the screenshot or exit.
void Automation::finishRun(int phase) {
  if (parser_.isSet(opts_.selectNode)) {
    const QString name = parser_.value(opts_.selectNode);
    const auto& info = sim_->view().info;
    qint64 found = -1;
    for (std::size_t n = 0; info && n < info->nodes.size() && found < 0; ++n) {
      if (info->nodes[n].name == name) found = static_cast<qint64>(n);
    }
    if (found < 0) {
      app_.exit(cliError(QCoreApplication::translate("opslab", "--select-node: this scenario has no node named %1").arg(name), 2));
      return;
    }
    sim_->select(QStringLiteral("node"), found);
  }
  if (phase >= 0) {
    auto* fabric = sim_->fabric();
    if (phase >= fabric->phaseCount()) {
      app_.exit(cliError(QCoreApplication::translate("opslab", "--fabric-phase: the last slot has phases 0 to %1")
                             .arg(fabric->phaseCount() - 1),
                         2));
      return;
    }
    fabric->setPhase(phase);
  }
  // Let the charts and the canvas catch up with the last snapshot before grabbing.
  grabOrQuit(800);
}

void Automation::grabAfterSweep() {
  QObject::connect(controller_.lessons(), &LessonController::sweepFinished, &scope_,
                   [this](const QString&, const QString& error) {
                     if (!error.isEmpty()) {
                       std::fprintf(stderr, "opslab: error: sweep: %s\n", qPrintable(error));
                       app_.exit(1);
                     } else if (!screenshot_.isEmpty()) {
                       QTimer::singleShot(800, &scope_, [this] { takeScreenshot(); });
                     }
                   });
}

// A screenshot after DELAY ms if one was asked for, else the exit that --quit asks for.
void Automation::grabOrQuit(int delayMs) {
  if (!screenshot_.isEmpty()) {
    QTimer::singleShot(delayMs, &scope_, [this] { takeScreenshot(); });
  } else if (parser_.isSet(opts_.quit)) {
    app_.exit(0);
  }
}

// The window is grabbed once it has drawn nothing new for a while (every binding, timer and
// layout that a start-up sets off has settled: rows that turn compact, charts that fill), or
// after a bound when something keeps animating (a playing run).
void Automation::takeScreenshot() {
  constexpr int kQuietMs = 600, kMostMs = 10000;
  auto* quiet = new QTimer(&scope_);
  quiet->setSingleShot(true);
  quiet->setInterval(kQuietMs);
  QObject::connect(&window_, &QQuickWindow::frameSwapped, quiet, [quiet] { quiet->start(); });
  QObject::connect(quiet, &QTimer::timeout, &scope_, [this] { saveScreenshot(); });
  QTimer::singleShot(kMostMs, quiet, [this] { saveScreenshot(); });
  quiet->start();
  window_.update();
}

void Automation::saveScreenshot() {
  if (saved_) return;
  saved_ = true;
  const QImage image = window_.grabWindow();
  if (image.isNull() || !image.save(screenshot_)) {
    std::fprintf(stderr, "opslab: error: %s: cannot save the screenshot\n", qPrintable(screenshot_));
    app_.exit(1);
    return;
  }
  std::printf("opslab: wrote %s (%dx%d)\n", qPrintable(screenshot_), image.width(), image.height());
  app_.exit(0);
}

}  // namespace opslab::gui
