// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/Diagnostics.hpp"

#include <QFile>
#include <QGuiApplication>
#include <QSysInfo>

#include "app/AppLog.hpp"
#include "log/log.hpp"

namespace opslab::gui {

namespace {
constexpr int kRecentLines = 200;
constexpr qint64 kTailBytes = 64 * 1024;
}  // namespace

Diagnostics::Diagnostics(QObject* parent) : QObject(parent) {
  refresh();
}

QString Diagnostics::qtVersion() const {
  return tr("%1 (built with %2)")
      .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
}

QString Diagnostics::platform() const {
  return QStringLiteral("%1, %2 (%3)")
      .arg(QSysInfo::prettyProductName(), QSysInfo::currentCpuArchitecture(),
           QGuiApplication::platformName());
}

void Diagnostics::refresh() {
  log::logger().flush();
  const QString file = AppLog::path();
  if (file != logFile_) {
    logFile_ = file;
    emit logFileChanged();
  }
  const QString recent = file.isEmpty() ? QString() : tail(file, kRecentLines);
  if (recent != recentLog_) {
    recentLog_ = recent;
    emit recentLogChanged();
  }
}

QString Diagnostics::tail(const QString& file, int count) {
  QFile f(file);
  if (!f.open(QIODevice::ReadOnly)) return {};
  const qint64 start = qMax<qint64>(0, f.size() - kTailBytes);
  f.seek(start);
  QList<QByteArray> lines = f.readAll().split('\n');
  if (start > 0 && !lines.isEmpty()) lines.removeFirst();  // cut in the middle
  if (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
  if (lines.size() > count) lines = lines.mid(lines.size() - count);
  return QString::fromUtf8(lines.join('\n'));
}

}  // namespace opslab::gui
