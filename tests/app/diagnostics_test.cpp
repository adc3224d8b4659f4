// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AppLog and Diagnostics under Qt Test: the core's log and Qt's messages
// land in one file at the chosen level, the About dialog's data (file, last lines) follows
// it, and the previous Qt message handler is back once the log is closed.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/AppLog.hpp"
#include "app/Diagnostics.hpp"
#include "log/log.hpp"

using opslab::gui::AppLog;
using opslab::gui::Diagnostics;

namespace {

QByteArray readAll(const QString& file) {
  QFile f(file);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class DiagnosticsTest : public QObject {
  Q_OBJECT
 private slots:
  void coreAndQtMessagesShareTheFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString logDir = dir.filePath(QStringLiteral("data/opslab"));  // created by AppLog
    QString file;
    {
      const AppLog log(logDir, spdlog::level::info);
      file = AppLog::path();
      QCOMPARE(file, logDir + QStringLiteral("/opslab.log"));
      opslab::log::logger().info("core line {}", 42);
      opslab::log::logger().debug("below the level");
      qWarning("a Qt warning");
      qDebug("a Qt debug message below the level");

      Diagnostics diagnostics;
      QCOMPARE(diagnostics.logFile(), file);
      const QString recent = diagnostics.recentLog();
      QVERIFY2(recent.contains(QStringLiteral("info: core line 42")), qPrintable(recent));
      QVERIFY2(recent.contains(QStringLiteral("warning: qt: a Qt warning")), qPrintable(recent));
      QVERIFY(!recent.contains(QStringLiteral("below the level")));
      QVERIFY(diagnostics.qtVersion().startsWith(QString::fromLatin1(qVersion())));

      QSignalSpy changed(&diagnostics, &Diagnostics::recentLogChanged);
      opslab::log::logger().warn("one more");
      diagnostics.refresh();
      QCOMPARE(changed.count(), 1);
      QVERIFY(diagnostics.recentLog().endsWith(QStringLiteral("warning: one more")));
    }
    QCOMPARE(AppLog::path(), QString());
    const QByteArray before = readAll(file);
    qWarning("after the log is closed");
    opslab::log::logger().warn("core line after the log is closed");
    QCOMPARE(readAll(file), before);
    Diagnostics closed;
    QCOMPARE(closed.logFile(), QString());
    QCOMPARE(closed.recentLog(), QString());
  }

  void tailKeepsTheLastWholeLines() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("big.log"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (int i = 0; i < 20000; ++i) {  // about 130 KB
      f.write(QByteArray("line ") + QByteArray::number(i) + '\n');
    }
    f.close();
    const QStringList three = Diagnostics::tail(file, 3).split(QLatin1Char('\n'));
    QCOMPARE(three, (QStringList{QStringLiteral("line 19997"), QStringLiteral("line 19998"),
                                 QStringLiteral("line 19999")}));
    const QStringList many = Diagnostics::tail(file, 100000).split(QLatin1Char('\n'));
    QVERIFY(many.size() < 20000);                               // only the last 64 KiB are read …
    QVERIFY(many.first().startsWith(QStringLiteral("line ")));  // … from a line's start
    QCOMPARE(many.last(), QStringLiteral("line 19999"));
    QCOMPARE(Diagnostics::tail(dir.filePath(QStringLiteral("missing.log")), 10), QString());
  }
};

QTEST_GUILESS_MAIN(DiagnosticsTest)
#include "diagnostics_test.moc"
