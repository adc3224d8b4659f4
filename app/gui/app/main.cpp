// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// opslab: the interactive desktop laboratory (docs/app.md; its threads: docs/architecture.md).
//
//   opslab                                   start page
//   opslab --scenario FILE                   open a scenario in the workspace
//   opslab --scenario FILE --run-for 0.5 --screenshot out.png
//                                            run 0.5 s of simulated time as fast as possible,
//                                            save the window as PNG and exit
//   opslab --lesson tcp-basics --step 3 --run-sweep --screenshot out.png
//                                            open a lesson at a step, run the step's first
//                                            sweep (quick scale), save the window and exit
//   opslab --scenario FILE --run-for 2 --compare KEY=VALUE --screenshot out.png
//                                            the same with a first run (KEY=VALUE) kept as
//                                            the charts' dashed reference
//   opslab --scenario FILE --run-for 2 --side-by-side KEY=VALUE --screenshot out.png
//                                            two runs side by side (the second with KEY=VALUE)
//                                            in lockstep to 2 s, then save the window
//   opslab --frame-stats 10 [--scenario F]   measure GUI frame times for 10 s at full speed
//                                            (default scenario: assets/scenarios/dumbbell-500.json)
//   opslab --lesson-dir DIR                  also list the lessons in DIR (before the shipped ones)
//                                            for this session; "Open lesson folder…" on the
//                                            start page lists a folder's lessons from then on
//   opslab --help, --version                 all options, the version (answered without a display)
// Unknown options and bad values exit with status 2 and a one-line error.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFont>
#include <QFontDatabase>
#include <QIcon>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QSurfaceFormat>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

#include "app/AppController.hpp"
#include "app/AppLog.hpp"
#include "app/CommandLine.hpp"
#include "app/SettingsFile.hpp"
#include "app/Translations.hpp"
#include "compare/CompareController.hpp"
#include "simulation/FrameStats.hpp"
#include "simulation/SimulationWorker.hpp"
#include "canvas/NetworkCanvas.hpp"
#include "log/log.hpp"

Q_IMPORT_QML_PLUGIN(OpsLabPlugin)
Q_IMPORT_QML_PLUGIN(OpsLab_UiPlugin)

namespace {

// Whether OpenGL is rendered by the CPU (Mesa llvmpipe/softpipe) or not available.
bool softwareOpenGL() {
  if (QGuiApplication::platformName() == QLatin1String("offscreen")) return true;
  QOpenGLContext ctx;
  if (!ctx.create()) return true;
  QOffscreenSurface surface;
  surface.create();
  if (!ctx.makeCurrent(&surface)) return true;
  const auto* renderer =
      reinterpret_cast<const char*>(ctx.functions()->glGetString(GL_RENDERER));
  const QByteArray name = renderer ? QByteArray(renderer).toLower() : QByteArray();
  ctx.doneCurrent();
  return name.isEmpty() || name.contains("llvmpipe") || name.contains("softpipe") ||
         name.contains("software");
}

int fail(const QString& message, int status) {
  std::fprintf(stderr, "opslab: error: %s\n", qPrintable(message));
  return status;
}

// Whether the platform can open a window: an explicit QT_QPA_PLATFORM, or a display to connect to.
bool haveDisplay() {
  return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
         !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication::setOrganizationName(QStringLiteral("OPS Lab"));
  QCoreApplication::setApplicationName(QStringLiteral("opslab"));
  QCoreApplication::setApplicationVersion(QStringLiteral(OPSLAB_VERSION));
  // Before anything reads the settings (the language is among them): a damaged file is set aside.
  if (const QString problem = opslab::gui::settings_file::setAsideIfDamaged(); !problem.isEmpty()) {
    std::fprintf(stderr, "opslab: %s\n", qPrintable(problem));
  }
  if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_MATERIAL_VARIANT")) {
    qputenv("QT_QUICK_CONTROLS_MATERIAL_VARIANT", "Dense");
  }
  using opslab::gui::CliOptions;
  using opslab::gui::Translations;
  // The language comes first: the options' descriptions and every message are translated.
  const QString lang = opslab::gui::languageArgument(argc, argv);
  auto chooseLanguage = [&lang](Translations& translations) {
    if (lang.isEmpty()) {
      translations.applySaved();
    } else if (!translations.applyForSession(lang)) {
      std::exit(fail(QCoreApplication::translate("opslab", "--lang %1: no such language (this build has %2)")
                         .arg(lang, Translations::available().join(QStringLiteral(", "))),
                     2));
    }
  };
  if (opslab::gui::asksForHelpOrVersion(argc, argv)) {  // answered without a display
    QCoreApplication info(argc, argv);
    Translations translations(nullptr);
    chooseLanguage(translations);
    const CliOptions opts;
    QCommandLineParser parser;
    opts.addTo(parser);
    parser.process(info);  // prints and exits
  }
  if (!haveDisplay()) {
    return fail(QStringLiteral("no display to open a window on: set DISPLAY (e.g. run under "
                               "xvfb-run) or QT_QPA_PLATFORM=offscreen"),
                1);
  }
  QApplication app(argc, argv);  // Qt Charts in QML needs QApplication (TOOLCHAIN gotcha 1)
  QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/opslab.svg")));
  QGuiApplication::setDesktopFileName(QStringLiteral("opslab"));  // packaging/opslab.desktop.in
  Translations translations(nullptr);
  chooseLanguage(translations);
  const CliOptions opts;

  QCommandLineParser parser;
  opts.addTo(parser);
  if (!parser.parse(app.arguments())) return fail(parser.errorText(), 2);
  if (!parser.positionalArguments().isEmpty()) {
    return fail(QCoreApplication::translate("opslab", "unexpected argument '%1' (a scenario is opened with --scenario FILE)")
                    .arg(parser.positionalArguments().first()),
                2);
  }

  if (parser.isSet(opts.checkpointMemory)) {
    bool ok = false;
    const qlonglong mb = parser.value(opts.checkpointMemory).toLongLong(&ok);
    if (!ok || mb <= 0 || mb > (qlonglong{1} << 30)) {
      return fail(QCoreApplication::translate("opslab", "--checkpoint-memory: expected a positive number of megabytes"), 2);
    }
    opslab::gui::SimulationWorker::setCheckpointBudget(static_cast<std::size_t>(mb) << 20);
  }

  const auto logLevel = opslab::log::parse_level(parser.value(opts.logLevel).toStdString());
  if (!logLevel) {
    return fail(QCoreApplication::translate("opslab", "--log-level: expected trace, debug, info, warn, error or off"), 2);
  }
  const opslab::gui::AppLog appLog(
      QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), *logLevel);

  const bool cpuRaster = softwareOpenGL();
  opslab::log::logger().info("OPS Lab {} started: Qt {} on {}, {} rendering",
                             qPrintable(QCoreApplication::applicationVersion()), qVersion(),
                             qPrintable(QGuiApplication::platformName()),
                             cpuRaster ? "software" : "hardware");
  if (!parser.isSet(opts.noMsaa) && !cpuRaster) {
    // Smooth edges for the canvas and icons; skipped on a software rasterizer (llvmpipe),
    // where multisampling costs more than the rest of the frame.
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setSamples(4);
    QSurfaceFormat::setDefaultFormat(format);
  }
  if (cpuRaster && !qEnvironmentVariableIsSet("QML_DISABLE_DISTANCEFIELD")) {
    // Plain glyph textures instead of distance fields: as crisp at 1:1, and on llvmpipe the
    // distance-field shader over every glyph costs a fifth of the frame.
    qputenv("QML_DISABLE_DISTANCEFIELD", "1");
  }
  QQuickStyle::setStyle(QStringLiteral("Material"));
  QFont font(QStringLiteral("Inter"));
  if (!QFontDatabase::families().contains(QStringLiteral("Inter"))) font = QFont();
  font.setPixelSize(14);
  app.setFont(font);

  opslab::gui::AppController controller(nullptr);
  if (parser.isSet(opts.lessonDir) &&
      !controller.lessons()->setLessonDirs(parser.values(opts.lessonDir))) {
    return fail(controller.lessons()->loadError(), 2);
  }
  if (parser.isSet(opts.dark) || parser.isSet(opts.light) || parser.isSet(opts.present)) {
    controller.setTransientView(parser.isSet(opts.dark) ||
                                    (!parser.isSet(opts.light) && controller.darkTheme()),
                                parser.isSet(opts.present) || controller.presentation());
  }
  auto* sim = controller.simulation();
  if (parser.isSet(opts.speed)) {
    const QString want = parser.value(opts.speed).trimmed();
    bool found = false;
    for (int i = 0; i < opslab::gui::SimulationController::speedCount(); ++i) {
      if (opslab::gui::SimulationController::speedLabel(i) == want) {
        sim->setSpeedIndex(i);
        found = true;
      }
    }
    if (!found) return fail(QCoreApplication::translate("opslab", "--speed %1: unknown speed").arg(want), 2);
  }

  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/"));  // TOOLCHAIN gotcha 3
  engine.load(QUrl(QStringLiteral("qrc:/OpsLab/Ui/Main.qml")));
  if (engine.rootObjects().isEmpty()) return fail(QCoreApplication::translate("opslab", "cannot load the views"), 1);
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
  if (!window) return fail(QCoreApplication::translate("opslab", "the main view is not a window"), 1);
  if (parser.isSet(opts.size)) {
    const auto parts = parser.value(opts.size).split(QLatin1Char('x'));
    if (parts.size() != 2 || parts[0].toInt() <= 0 || parts[1].toInt() <= 0) {
      return fail(QCoreApplication::translate("opslab", "--size: expected WxH, e.g. 1600x1000"), 2);
    }
    window->resize(parts[0].toInt(), parts[1].toInt());
  }

  if (parser.isSet(opts.compare) && !parser.isSet(opts.runFor)) {
    return fail(QCoreApplication::translate("opslab", "--compare needs --run-for (the length of both runs)"), 2);
  }
  const bool frameStats = parser.isSet(opts.frameStats);
  QString scenario = parser.value(opts.scenario);
  if (scenario.isEmpty() && frameStats) {
    scenario = controller.assetsDir() + QStringLiteral("/scenarios/dumbbell-500.json");
  }
  if (!scenario.isEmpty()) {
    const QString error = controller.openScenario(scenario);
    if (!error.isEmpty()) return fail(error, 2);
  }
  const bool lessonSweep = parser.isSet(opts.lesson) && parser.isSet(opts.runSweep);
  if (parser.isSet(opts.lesson)) {
    auto* lessons = controller.lessons();
    if (!lessons->openLesson(parser.value(opts.lesson))) return fail(lessons->message(), 2);
    if (parser.isSet(opts.step)) {
      bool ok = false;
      const int step = parser.value(opts.step).toInt(&ok);
      if (!ok || step < 1 || step > lessons->stepCount()) {
        return fail(QCoreApplication::translate("opslab", "--step: expected 1 to %1").arg(lessons->stepCount()), 2);
      }
      lessons->setStepIndex(step - 1);
    }
    if (parser.isSet(opts.exportWork)) {
      const QString error = lessons->exportWork(parser.value(opts.exportWork));
      if (!error.isEmpty()) return fail(QStringLiteral("--export-work: ") + error, 2);
      std::printf("opslab: wrote %s\n", qPrintable(parser.value(opts.exportWork)));
      return 0;
    }
    // The lesson's step is in the workspace (opening and stepping show it); a scenario given
    // as well is shown instead.
    if (scenario.isEmpty() && !lessons->message().isEmpty()) return fail(lessons->message(), 2);
    if (!scenario.isEmpty()) {
      const QString error = controller.openScenario(scenario);
      if (!error.isEmpty()) return fail(error, 2);
    }
    controller.showWorkspace();
    if (lessonSweep) {
      if (lessons->sweeps()->count() == 0) return fail(QCoreApplication::translate("opslab", "--run-sweep: this step has no sweep"), 2);
      lessons->runSweep(lessons->sweeps()->value(0, QStringLiteral("sweepId")).toString());
    }
  }
  if (parser.isSet(opts.focus)) {
    bool ok = false;
    const qlonglong flow = parser.value(opts.focus).toLongLong(&ok);
    if (!ok || flow < 0) return fail(QCoreApplication::translate("opslab", "--focus-flow: expected a flow number"), 2);
    // The run's flows are known once the worker has built the scenario.
    auto focus = [sim, flow, &app] {
      if (sim->flowCount() <= 0) return false;
      if (flow >= sim->flowCount()) {
        app.exit(fail(QCoreApplication::translate("opslab", "--focus-flow: this scenario has flows 0 to %1")
                          .arg(sim->flowCount() - 1),
                      2));
      } else {
        sim->select(QStringLiteral("flow"), flow);
      }
      return true;
    };
    if (!focus()) {
      auto* once = new QObject(&app);
      QObject::connect(sim, &opslab::gui::SimulationController::runInfoChanged, once,
                       [focus, once] {
                         if (focus()) once->deleteLater();
                       });
    }
  }

  const QString screenshot = parser.value(opts.screenshot);
  auto takeScreenshot = [&app, window, screenshot] {
    const QImage image = window->grabWindow();
    if (image.isNull() || !image.save(screenshot)) {
      std::fprintf(stderr, "opslab: error: %s: cannot save the screenshot\n", qPrintable(screenshot));
      app.exit(1);
      return;
    }
    std::printf("opslab: wrote %s (%dx%d)\n", qPrintable(screenshot), image.width(), image.height());
    app.exit(0);
  };

  if (frameStats) {
    const double seconds = parser.value(opts.frameStats).toDouble();
    if (seconds <= 0) return fail(QCoreApplication::translate("opslab", "--frame-stats: expected seconds > 0"), 2);
    opslab::gui::NetworkCanvas* canvas = nullptr;
    std::vector<QQuickItem*> todo{window->contentItem()};
    while (!todo.empty() && !canvas) {
      QQuickItem* item = todo.back();
      todo.pop_back();
      canvas = qobject_cast<opslab::gui::NetworkCanvas*>(item);
      for (QQuickItem* child : item->childItems()) todo.push_back(child);
    }
    auto* stats = new opslab::gui::FrameStats(window, sim, canvas, &app);
    if (!parser.isSet(opts.speed)) sim->setSpeedIndex(opslab::gui::SimulationController::speedCount() - 1);
    auto* wall = new QElapsedTimer;
    // Measure from the first second of playing until SECONDS later or the end of the run.
    QTimer::singleShot(500, sim, [sim] { sim->play(); });
    QTimer::singleShot(1000, stats, [stats, wall] {
      stats->start();
      wall->start();
    });
    auto* check = new QTimer(&app);
    check->setInterval(20);
    QObject::connect(check, &QTimer::timeout, &app, [=, &app] {
      if (!wall->isValid()) return;
      const bool done = wall->elapsed() >= seconds * 1000 || sim->finished() || !sim->running();
      if (!done) return;
      check->stop();
      stats->stop();
      std::printf("opslab --frame-stats: %s at %s, window %dx%d, measured over %.1f s of wall time\n",
                  qPrintable(QFileInfo(scenario).fileName()), qPrintable(sim->speedText()),
                  window->width(), window->height(), static_cast<double>(wall->elapsed()) / 1000.0);
      std::printf("renderer: %s\n", canvas && canvas->softwareRenderer() ? "software (QPainter)"
                                                                         : "scene graph (RHI)");
      std::printf("%s\n", qPrintable(stats->report()));
      std::printf("simulated time reached: %.3f s, %lld events%s\n", sim->simTime(),
                  static_cast<long long>(sim->events()), sim->finished() ? " (end of the run)" : "");
      app.exit(0);
    });
    check->start();
  } else if (parser.isSet(opts.sideBySide)) {
    bool ok = false;
    const double t = parser.value(opts.runFor).toDouble(&ok);
    if (!ok || t < 0) return fail(QCoreApplication::translate("opslab", "--side-by-side needs --run-for SECONDS_SIM"), 2);
    const QString spec = parser.value(opts.sideBySide);
    const auto eq = spec.indexOf(QLatin1Char('='));
    if (eq <= 0 || scenario.isEmpty()) {
      return fail(QCoreApplication::translate("opslab", "--side-by-side: expected KEY=VALUE and --scenario FILE"), 2);
    }
    sim->waitForIdle();  // the comparison starts from the loaded run
    auto* cmp = engine.singletonInstance<opslab::gui::CompareController*>(
        qmlTypeId("OpsLab", 1, 0, "Compare"));
    const QString error = cmp ? cmp->start(sim, spec.left(eq), spec.mid(eq + 1))
                              : QCoreApplication::translate("opslab", "no comparison view");
    if (!error.isEmpty()) return fail(QStringLiteral("--side-by-side: ") + error, 2);
    cmp->runUntil(t);
    auto* poll = new QTimer(&app);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, &app, [=, &app, &parser, &opts] {
      if (cmp->playing()) return;
      poll->stop();
      if (!screenshot.isEmpty()) {
        QTimer::singleShot(1200, &app, takeScreenshot);
      } else if (parser.isSet(opts.quit)) {
        app.exit(0);
      }
    });
    poll->start();
  } else if (parser.isSet(opts.runFor)) {
    bool ok = false;
    const double t = parser.value(opts.runFor).toDouble(&ok);
    if (!ok || t < 0) return fail(QCoreApplication::translate("opslab", "--run-for: expected simulated seconds >= 0"), 2);
    if (scenario.isEmpty()) return fail(QCoreApplication::translate("opslab", "--run-for needs --scenario"), 2);
    int phase = -1;
    if (parser.isSet(opts.fabricPhase)) {
      phase = parser.value(opts.fabricPhase).toInt(&ok);
      if (!ok || phase < 0) return fail(QCoreApplication::translate("opslab", "--fabric-phase: expected a phase number >= 0"), 2);
    }
    // --compare KEY=VALUE: a first run with the change becomes the reference; the parameter's
    // text as the parameter panel shows it sets it back afterwards.
    QString compareKey, compareBack;
    if (parser.isSet(opts.compare)) {
      const QString spec = parser.value(opts.compare);
      const auto eq = spec.indexOf(QLatin1Char('='));
      if (eq <= 0)
        return fail(QCoreApplication::translate("opslab", "--compare: expected KEY=VALUE (a parameter's key path and a value)"), 2);
      compareKey = spec.left(eq);
      auto* params = sim->parameters();
      compareBack = params
                        ->data(params->index(params->rowOf(compareKey)),
                               opslab::gui::ParameterModel::TextRole)
                        .toString();
      const QString error = params->setPath(compareKey, spec.mid(eq + 1));
      if (!error.isEmpty()) return fail(QStringLiteral("--compare: ") + error, 2);
      sim->reset();
    }
    sim->runUntil(t);
    auto* poll = new QTimer(&app);
    poll->setInterval(50);
    QObject::connect(
        poll, &QTimer::timeout, &app,
        [=, &app, &parser, &opts, comparing = !compareKey.isEmpty()]() mutable {
          const bool done = !sim->running() && (sim->finished() || sim->simTime() >= t - 1e-12);
          if (!done) return;
          if (comparing) {  // the reference run is done: pin it, then run the scenario as given
            comparing = false;
            sim->pinReference();
            const QString error = sim->parameters()->setPath(compareKey, compareBack);
            if (!error.isEmpty()) {
              poll->stop();
              app.exit(fail(QCoreApplication::translate("opslab", "--compare: cannot set it back: ") + error, 2));
              return;
            }
            sim->reset();
            sim->runUntil(t);
            return;
          }
          poll->stop();
          if (parser.isSet(opts.selectNode)) {
            const QString name = parser.value(opts.selectNode);
            const auto& info = sim->view().info;
            qint64 found = -1;
            for (std::size_t n = 0; info && n < info->nodes.size() && found < 0; ++n) {
              if (info->nodes[n].name == name) found = static_cast<qint64>(n);
            }
            if (found < 0) {
              app.exit(fail(QCoreApplication::translate("opslab", "--select-node: this scenario has no node named %1").arg(name), 2));
              return;
            }
            sim->select(QStringLiteral("node"), found);
          }
          if (phase >= 0) {
            auto* fabric = sim->fabric();
            if (phase >= fabric->phaseCount()) {
              app.exit(fail(QCoreApplication::translate("opslab", "--fabric-phase: the last slot has phases 0 to %1")
                                .arg(fabric->phaseCount() - 1),
                            2));
              return;
            }
            fabric->setPhase(phase);
          }
          // Let the charts and the canvas catch up with the last snapshot before grabbing.
          if (!screenshot.isEmpty()) {
            QTimer::singleShot(800, &app, takeScreenshot);
          } else if (parser.isSet(opts.quit)) {
            app.exit(0);
          }
        });
    poll->start();
  } else if (lessonSweep) {
    auto* lessons = controller.lessons();
    QObject::connect(lessons, &opslab::gui::LessonController::sweepFinished, &app,
                     [&app, screenshot, takeScreenshot](const QString&, const QString& error) {
                       if (!error.isEmpty()) {
                         std::fprintf(stderr, "opslab: error: sweep: %s\n", qPrintable(error));
                         app.exit(1);
                       } else if (!screenshot.isEmpty()) {
                         QTimer::singleShot(800, &app, takeScreenshot);
                       }
                     });
  } else if (!screenshot.isEmpty()) {
    QTimer::singleShot(1200, &app, takeScreenshot);
  } else if (parser.isSet(opts.play)) {
    QTimer::singleShot(300, sim, [sim] { sim->play(); });
  }
  const int status = app.exec();
  opslab::log::logger().info("OPS Lab exits with status {}", status);
  return status;
}
