// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/AppLog.hpp"

#include <QDir>

#include <memory>

#include <spdlog/sinks/rotating_file_sink.h>

#include "log/log.hpp"

namespace opslab::gui {

namespace {

constexpr std::size_t kMaxFileBytes = 1 << 20;  // then opslab.1.log, opslab.2.log
constexpr std::size_t kKeptFiles = 2;

QString g_path;                         // AppLog::path()
QtMessageHandler g_previous = nullptr;  // the handler before ours

spdlog::level::level_enum levelOf(QtMsgType type) {
  switch (type) {
    case QtDebugMsg:
      return spdlog::level::debug;
    case QtInfoMsg:
      return spdlog::level::info;
    case QtWarningMsg:
      return spdlog::level::warn;
    case QtCriticalMsg:
      return spdlog::level::err;
    case QtFatalMsg:
      return spdlog::level::critical;
  }
  return spdlog::level::info;
}

// Qt's messages: into the log (with their QML/C++ source when Qt knows it), then on to the
// previous handler (stderr), which also aborts on qFatal.
void handleQtMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  auto& logger = log::logger();
  const auto level = levelOf(type);
  if (logger.should_log(level)) {
    const QByteArray text = message.toUtf8();
    if (context.file != nullptr) {
      logger.log(level, "qt: {} ({}:{})", text.constData(), context.file, context.line);
    } else {
      logger.log(level, "qt: {}", text.constData());
    }
    if (type == QtFatalMsg) logger.flush();
  }
  if (g_previous != nullptr) g_previous(type, context, message);
}

}  // namespace

AppLog::AppLog(const QString& dir, spdlog::level::level_enum level) {
  const QString file = QDir(dir).filePath(QStringLiteral("opslab.log"));
  try {
    if (!QDir().mkpath(dir)) throw spdlog::spdlog_ex("cannot create the directory");
    log::configure({std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
                       file.toStdString(), kMaxFileBytes, kKeptFiles)},
                   "%Y-%m-%d %H:%M:%S.%e %l: %v", level);
    g_path = file;
  } catch (const spdlog::spdlog_ex& e) {
    log::logger().warn("no log file {}: {}", file.toStdString(), e.what());
  }
  previous_ = qInstallMessageHandler(handleQtMessage);
  g_previous = previous_;
}

AppLog::~AppLog() {
  qInstallMessageHandler(previous_);
  g_previous = nullptr;
  g_path.clear();
  log::reset();
}

QString AppLog::path() {
  return g_path;
}

}  // namespace opslab::gui
