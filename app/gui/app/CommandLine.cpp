// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/CommandLine.hpp"

#include <QCoreApplication>
#include <cstdio>

namespace opslab::gui {

CliOptions::CliOptions()
    : scenario(QStringLiteral("scenario"),
               QCoreApplication::translate("opslab", "Open this scenario file."),
               QStringLiteral("FILE")),
      runFor(QStringLiteral("run-for"),
             QCoreApplication::translate(
                 "opslab", "Run this many simulated seconds as fast as possible, then pause (the scenario, or the lesson step's)."),
             QStringLiteral("SECONDS_SIM")),
      screenshot(QStringLiteral("screenshot"),
                 QCoreApplication::translate("opslab", "Save the window as a PNG, then exit."),
                 QStringLiteral("OUT.png")),
      compare(QStringLiteral("compare"),
              QCoreApplication::translate(
                  "opslab",
                  "With --run-for: first run with KEY=VALUE, keep its charts as the dashed "
                  "reference, then run the scenario as given (KEY: a parameter's key path as "
                  "`opslab-cli describe MODEL` lists it)."),
              QStringLiteral("KEY=VALUE")),
      sideBySide(QStringLiteral("side-by-side"),
                 QCoreApplication::translate(
                     "opslab",
                     "With --run-for: open the scenario side by side with a second run where "
                     "KEY=VALUE, and run both in lockstep."),
                 QStringLiteral("KEY=VALUE")),
      quit(QStringLiteral("quit"),
           QCoreApplication::translate("opslab", "Exit when --run-for is done.")),
      exportWork(QStringLiteral("export-work"),
                 QCoreApplication::translate(
                     "opslab",
                     "With --lesson: write the student's saved work on that lesson as OUT.pdf and "
                     "OUT.json (what \"Export my work…\" writes), then exit."),
                 QStringLiteral("OUT.pdf")),
      selectNode(
          QStringLiteral("select-node"),
          QCoreApplication::translate(
              "opslab",
              "With --run-for: select this node when the run stops (the inspector shows it)."),
          QStringLiteral("NAME")),
      fabricPhase(QStringLiteral("fabric-phase"),
                  QCoreApplication::translate(
                      "opslab",
                      "With --run-for: show this phase of the last switch-fabric slot (iSLIP: "
                      "3k, 3k+1, 3k+2 are iteration k+1's request, grant and accept)."),
                  QStringLiteral("N")),
      frameStats(QStringLiteral("frame-stats"),
                 QCoreApplication::translate(
                     "opslab",
                     "Run at full speed and report GUI frame times over this many wall seconds."),
                 QStringLiteral("SECONDS")),
      size(QStringLiteral("size"),
           QCoreApplication::translate("opslab", "Window size, e.g. 1600x1000."),
           QStringLiteral("WxH")),
      dark(QStringLiteral("dark"),
           QCoreApplication::translate("opslab", "Dark theme (this session).")),
      light(QStringLiteral("light"),
            QCoreApplication::translate("opslab", "Light theme (this session).")),
      present(QStringLiteral("presentation"),
              QCoreApplication::translate("opslab", "Presentation mode (this session).")),
      focus(QStringLiteral("focus-flow"),
            QCoreApplication::translate("opslab", "Highlight this flow and trace it."),
            QStringLiteral("FLOW")),
      speed(QStringLiteral("speed"),
            QCoreApplication::translate(
                "opslab",
                "Playback speed label, e.g. \"20 ms/s\" or max; with --record: simulated "
                "seconds per second of the video, e.g. 0.01."),
            QStringLiteral("SPEED")),
      play(QStringLiteral("play"), QCoreApplication::translate("opslab", "Start playing at once.")),
      noMsaa(QStringLiteral("no-msaa"),
             QCoreApplication::translate("opslab", "Draw without multisample antialiasing.")),
      lesson(QStringLiteral("lesson"),
             QCoreApplication::translate("opslab",
                                         "Open this lesson beside the workspace, at the step where "
                                         "you left it."),
             QStringLiteral("ID")),
      lessonDir(QStringLiteral("lesson-dir"),
                QCoreApplication::translate(
                    "opslab",
                    "Also read the lessons in this folder (a folder of lesson folders, or one "
                    "lesson's folder), before the folders opened in the app, your own in the "
                    "app's data folder and the shipped ones; repeatable."),
                QStringLiteral("DIR")),
      step(QStringLiteral("step"),
           QCoreApplication::translate("opslab", "Show this step of the lesson (1, 2, …)."),
           QStringLiteral("N")),
      runSweep(QStringLiteral("run-sweep"),
               QCoreApplication::translate("opslab",
                                           "Run the step's first sweep (quick scale); with "
                                           "--screenshot, grab when it is done.")),
      checkpointMemory(
          QStringLiteral("checkpoint-memory"),
          QCoreApplication::translate(
              "opslab",
              "Memory for each run's rewind checkpoints, in MB (default: a quarter of RAM, "
              "at most 1024)."),
          QStringLiteral("MB")),
      logLevel(QStringLiteral("log-level"),
               QCoreApplication::translate(
                   "opslab",
                   "Detail of the log file (see About): trace, debug, info, warn, error, off."),
               QStringLiteral("LEVEL"), QStringLiteral("info")),
      lang(QStringLiteral("lang"),
           QCoreApplication::translate("opslab",
                                       "Language of the interface for this session (en, de, …; "
                                       "default: the one chosen in the app, else the system's)."),
           QStringLiteral("CODE")),
      record(QStringLiteral("record"),
             QCoreApplication::translate(
                 "opslab",
                 "With --scenario, --to and --speed: record the network from --from to --to "
                 "simulated seconds into OUT (.mp4, .webm, .gif or .webp; needs ffmpeg), then "
                 "exit; --size is the video's size."),
             QStringLiteral("OUT")),
      from(QStringLiteral("from"),
           QCoreApplication::translate("opslab", "With --record: the first frame's simulated time (default 0)."),
           QStringLiteral("SECONDS_SIM"), QStringLiteral("0")),
      to(QStringLiteral("to"),
         QCoreApplication::translate("opslab", "With --record: the simulated time the recording ends at."),
         QStringLiteral("SECONDS_SIM")),
      fps(QStringLiteral("fps"),
          QCoreApplication::translate("opslab", "With --record: frames per second of the video (default 25)."),
          QStringLiteral("N"), QStringLiteral("25")),
      recordCharts(QStringLiteral("record-charts"),
                   QCoreApplication::translate("opslab", "With --record: record the charts with the network.")) {}

void CliOptions::addTo(QCommandLineParser& parser) const {
  parser.setApplicationDescription(QCoreApplication::translate(
      "opslab", "OPS Lab — an interactive laboratory for TCP and UDP over optical networks"));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addOptions({lang,       lesson,      lessonDir,  step,       runSweep, scenario,
                     runFor,     compare,     sideBySide, screenshot, quit,     exportWork,
                     selectNode, fabricPhase, frameStats, size,       dark,     light,
                     present,    focus,       speed,      play,       noMsaa,   checkpointMemory,
                     logLevel,   record,      from,       to,         fps,      recordCharts});
}

int cliError(const QString& message, int status) {
  std::fprintf(stderr, "opslab: error: %s\n", qPrintable(message));
  return status;
}

bool asksForHelpOrVersion(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const QByteArray a(argv[i]);
    if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version" ||
        a == "-?") {
      return true;
    }
  }
  return false;
}

QString languageArgument(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const QByteArray a(argv[i]);
    if (a == "--lang" || a == "-lang")
      return i + 1 < argc ? QString::fromLocal8Bit(argv[i + 1]) : QString();
    if (a.startsWith("--lang=")) return QString::fromLocal8Bit(a.mid(7));
  }
  return {};
}

}  // namespace opslab::gui
