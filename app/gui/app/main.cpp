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
//   opslab --scenario FILE --record out.mp4 --from 0 --to 0.5 --speed 0.05 [--fps 25] [--size WxH]
//                                            the network from 0 to 0.5 s simulated, 0.05 s per
//                                            second of video, as MP4 (also .webm .gif .webp)
//   opslab --frame-stats 10 [--scenario F]   measure GUI frame times for 10 s at full speed
//                                            (default scenario: assets/scenarios/dumbbell-500.json)
//   opslab --lesson-dir DIR                  also list the lessons in DIR (before the shipped ones)
//                                            for this session; "Open lesson folder…" on the
//                                            start page lists a folder's lessons from then on
//   opslab --help, --version                 all options, the version (answered without a display)
// Unknown options and bad values exit with status 2 and a one-line error.
// main() starts the app: the language, the options, the log, OpenGL and the font, the
// AppController and the window. What the options then ask of the window (runs, lessons,
// screenshots, frame times) and the exit status it ends with: Automation.hpp.
#include <QApplication>
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
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <optional>

#include "app/AppController.hpp"
#include "app/AppLog.hpp"
#include "app/Automation.hpp"
#include "app/CommandLine.hpp"
#include "app/SettingsFile.hpp"
#include "app/Translations.hpp"
#include "simulation/SimulationWorker.hpp"
#include "log/log.hpp"

Q_IMPORT_QML_PLUGIN(OpsLabPlugin)
Q_IMPORT_QML_PLUGIN(OpsLab_UiPlugin)

namespace {

using opslab::gui::cliError;

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

// Whether the platform can open a window: an explicit QT_QPA_PLATFORM, or a display to connect to.
bool haveDisplay() {
  return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
         !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

// --checkpoint-memory MB: each run's budget for rewind checkpoints; an exit status on a bad value.
std::optional<int> applyCheckpointMemory(const QCommandLineParser& parser,
                                         const opslab::gui::CliOptions& opts) {
  if (!parser.isSet(opts.checkpointMemory)) return std::nullopt;
  bool ok = false;
  const qlonglong mb = parser.value(opts.checkpointMemory).toLongLong(&ok);
  if (!ok || mb <= 0 || mb > (qlonglong{1} << 30)) {
    return cliError(QCoreApplication::translate("opslab", "--checkpoint-memory: expected a positive number of megabytes"), 2);
  }
  opslab::gui::SimulationWorker::setCheckpointBudget(static_cast<std::size_t>(mb) << 20);
  return std::nullopt;
}

// Multisampling, glyphs, style and font for the renderer there is; logs the start.
void setUpRendering(QApplication& app, bool noMsaa) {
  const bool cpuRaster = softwareOpenGL();
  opslab::log::logger().info("OPS Lab {} started: Qt {} on {}, {} rendering",
                             qPrintable(QCoreApplication::applicationVersion()), qVersion(),
                             qPrintable(QGuiApplication::platformName()),
                             cpuRaster ? "software" : "hardware");
  if (!noMsaa && !cpuRaster) {
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
}

// The session's lesson folders, theme and playback speed; an exit status on a bad value.
std::optional<int> applySessionOptions(opslab::gui::AppController& controller,
                                       const QCommandLineParser& parser,
                                       const opslab::gui::CliOptions& opts) {
  if (parser.isSet(opts.lessonDir) &&
      !controller.lessons()->setLessonDirs(parser.values(opts.lessonDir))) {
    return cliError(controller.lessons()->loadError(), 2);
  }
  if (parser.isSet(opts.dark) || parser.isSet(opts.light) || parser.isSet(opts.present)) {
    controller.setTransientView(parser.isSet(opts.dark) ||
                                    (!parser.isSet(opts.light) && controller.darkTheme()),
                                parser.isSet(opts.present) || controller.presentation());
  }
  if (parser.isSet(opts.speed) && !parser.isSet(opts.record)) {  // --record reads a number
    using opslab::gui::SimulationController;
    const QString want = parser.value(opts.speed).trimmed();
    bool found = false;
    for (int i = 0; i < SimulationController::speedCount(); ++i) {
      if (SimulationController::speedLabel(i) == want) {
        controller.simulation()->setSpeedIndex(i);
        found = true;
      }
    }
    if (!found) return cliError(QCoreApplication::translate("opslab", "--speed %1: unknown speed").arg(want), 2);
  }
  return std::nullopt;
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
      std::exit(cliError(QCoreApplication::translate("opslab", "--lang %1: no such language (this build has %2)")
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
    return cliError(QStringLiteral("no display to open a window on: set DISPLAY (e.g. run under "
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
  if (!parser.parse(app.arguments())) return cliError(parser.errorText(), 2);
  if (!parser.positionalArguments().isEmpty()) {
    return cliError(QCoreApplication::translate("opslab", "unexpected argument '%1' (a scenario is opened with --scenario FILE)")
                        .arg(parser.positionalArguments().first()),
                    2);
  }

  if (const auto status = applyCheckpointMemory(parser, opts)) return *status;

  const auto logLevel = opslab::log::parse_level(parser.value(opts.logLevel).toStdString());
  if (!logLevel) {
    return cliError(QCoreApplication::translate("opslab", "--log-level: expected trace, debug, info, warn, error or off"), 2);
  }
  const opslab::gui::AppLog appLog(
      QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), *logLevel);

  setUpRendering(app, parser.isSet(opts.noMsaa));

  opslab::gui::AppController controller(nullptr);
  if (const auto status = applySessionOptions(controller, parser, opts)) return *status;

  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/"));  // TOOLCHAIN gotcha 3
  engine.load(QUrl(QStringLiteral("qrc:/OpsLab/Ui/Main.qml")));
  if (engine.rootObjects().isEmpty()) return cliError(QCoreApplication::translate("opslab", "cannot load the views"), 1);
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
  if (!window) return cliError(QCoreApplication::translate("opslab", "the main view is not a window"), 1);
  opslab::gui::Automation automation(app, engine, *window, controller, parser, opts);
  return automation.run();
}
