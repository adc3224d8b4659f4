// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnostics: what the About dialog shows, as the QML singleton `Diagnostics` — the Qt
// version and platform the app runs on, its log file (AppLog) and the last lines of it, so a
// teacher can copy them into a bug report.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

namespace opslab::gui {

class Diagnostics : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
  Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)
  Q_PROPERTY(QString platform READ platform CONSTANT)
  /// The log file, "" when the log goes to stderr only.
  Q_PROPERTY(QString logFile READ logFile NOTIFY logFileChanged)
  /// The last lines of the log file as of the last refresh().
  Q_PROPERTY(QString recentLog READ recentLog NOTIFY recentLogChanged)

 public:
  explicit Diagnostics(QObject* parent = nullptr);

  QString qtVersion() const;
  QString platform() const;
  QString logFile() const { return logFile_; }
  QString recentLog() const { return recentLog_; }

  /// Re-reads the log file (after writing out what is buffered).
  Q_INVOKABLE void refresh();

  /// The last `count` lines of `file` ("" when it cannot be read); reads at most its last
  /// 64 KiB.
  static QString tail(const QString& file, int count);

 signals:
  void logFileChanged();
  void recentLogChanged();

 private:
  QString logFile_;
  QString recentLog_;
};

}  // namespace opslab::gui
