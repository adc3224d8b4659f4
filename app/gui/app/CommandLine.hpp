// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line options of `opslab` (docs/app.md), read before there is a display for --help
// and --version. Descriptions are translated: build the options after the language
// is chosen, which `languageArgument` lets main() do before the parser runs.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

namespace opslab::gui {

struct CliOptions {
  CliOptions();
  void addTo(QCommandLineParser& parser) const;

  QCommandLineOption scenario;
  QCommandLineOption runFor;
  QCommandLineOption screenshot;
  QCommandLineOption compare;
  QCommandLineOption sideBySide;
  QCommandLineOption quit;
  QCommandLineOption exportWork;
  QCommandLineOption selectNode;
  QCommandLineOption fabricPhase;
  QCommandLineOption frameStats;
  QCommandLineOption size;
  QCommandLineOption dark;
  QCommandLineOption light;
  QCommandLineOption present;
  QCommandLineOption focus;
  QCommandLineOption speed;
  QCommandLineOption play;
  QCommandLineOption noMsaa;
  QCommandLineOption lesson;
  QCommandLineOption lessonDir;
  QCommandLineOption step;
  QCommandLineOption runSweep;
  QCommandLineOption checkpointMemory;
  QCommandLineOption logLevel;
  QCommandLineOption lang;
  QCommandLineOption record;
  QCommandLineOption from;
  QCommandLineOption to;
  QCommandLineOption fps;
  QCommandLineOption recordCharts;
};

/// Prints "opslab: error: MESSAGE" on stderr and returns STATUS, the exit status to end with.
int cliError(const QString& message, int status);
/// Whether the arguments ask only for --help or --version (answered without a display).
bool asksForHelpOrVersion(int argc, char** argv);
/// The value of --lang (`--lang de` or `--lang=de`), or an empty string.
QString languageArgument(int argc, char** argv);

}  // namespace opslab::gui
