// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AppLog: the desktop app's log file. While it lives, the core's log and Qt's own messages
// (qDebug … qFatal, QML warnings) go to one rotating file, `opslab.log` in the given
// directory (main() passes the app's data directory, QStandardPaths::AppDataLocation); Qt's
// messages still reach stderr as before. The About dialog shows the file (Diagnostics).
#pragma once

#include <QString>
#include <QtMessageHandler>

#include <spdlog/common.h>

namespace opslab::gui {

class AppLog {
 public:
  /// Opens `dir`/opslab.log (creating `dir`) at `level`; if that fails, the log stays on
  /// stderr and path() is empty.
  AppLog(const QString& dir, spdlog::level::level_enum level);
  /// Restores Qt's previous message handler and sends the core's log back to stderr.
  ~AppLog();
  AppLog(const AppLog&) = delete;
  AppLog& operator=(const AppLog&) = delete;

  /// The file of the living AppLog, or "" when there is none.
  static QString path();

 private:
  QtMessageHandler previous_ = nullptr;
};

}  // namespace opslab::gui
