// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/FfmpegEncoder.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <filesystem>
#include <system_error>

namespace opslab::gui {

namespace {

constexpr qsizetype kStderrKept = 64 * 1024;  // the tail of ffmpeg's messages kept for errors

QString extensionOf(const QString& path) { return QFileInfo(path).suffix().toLower(); }

}  // namespace

FfmpegEncoder::FfmpegEncoder(QObject* parent) : QObject(parent) {
  connect(&process_, &QProcess::readyReadStandardError, this, [this] {
    stderr_.append(process_.readAllStandardError());
    if (stderr_.size() > kStderrKept) stderr_ = stderr_.right(kStderrKept);
  });
  connect(&process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
    if (!finishing_) {
      // ffmpeg ended while frames were still coming: a write error, a full disk.
      error_ = failure(lastStderrLine());
      removeTemp();
      return;
    }
    finishing_ = false;
    // At "-loglevel error" ffmpeg writes only errors, and one at the end (the file's trailer
    // or its closing: a full disk) can come with exit status 0: any message is a failure.
    if (status != QProcess::NormalExit || code != 0 || !lastStderrLine().isEmpty()) {
      error_ = failure(lastStderrLine());
      removeTemp();
    } else {
      std::error_code ec;
      std::filesystem::rename(QFile::encodeName(temp_).toStdString(),
                              QFile::encodeName(target_).toStdString(), ec);
      if (ec) {
        error_ = tr("%1: cannot put the finished file in place: %2")
                     .arg(target_, QString::fromStdString(ec.message()));
        removeTemp();
      }
    }
    emit finished(error_);
  });
}

FfmpegEncoder::~FfmpegEncoder() { cancel(); }

QStringList FfmpegEncoder::extensions() {
  return {QStringLiteral("mp4"), QStringLiteral("webm"), QStringLiteral("gif"),
          QStringLiteral("webp")};
}

QString FfmpegEncoder::checkTarget(const QString& path) {
  if (extensions().contains(extensionOf(path))) return {};
  return tr("%1: unknown format: expected a file ending in .mp4, .webm, .gif or .webp").arg(path);
}

QStringList FfmpegEncoder::arguments(const QString& format, int fps) const {
  QStringList args{QStringLiteral("-hide_banner"), QStringLiteral("-nostdin"),
                   QStringLiteral("-loglevel"),    QStringLiteral("error"),
                   QStringLiteral("-y"),           QStringLiteral("-f"),
                   QStringLiteral("rawvideo"),     QStringLiteral("-pix_fmt"),
                   QStringLiteral("rgba"),         QStringLiteral("-s"),
                   QStringLiteral("%1x%2").arg(size_.width()).arg(size_.height()),
                   QStringLiteral("-r"),           QString::number(fps),
                   QStringLiteral("-i"),           QStringLiteral("-")};
  // H.264 and VP9 in 4:2:0 need even sides: an odd one gets a row or column of padding.
  const QString even = QStringLiteral("pad=ceil(iw/2)*2:ceil(ih/2)*2");
  if (format == QLatin1String("mp4")) {
    args << QStringLiteral("-vf") << even << QStringLiteral("-c:v") << QStringLiteral("libx264")
         << QStringLiteral("-preset") << QStringLiteral("medium") << QStringLiteral("-crf")
         << QStringLiteral("20") << QStringLiteral("-pix_fmt") << QStringLiteral("yuv420p")
         << QStringLiteral("-movflags") << QStringLiteral("+faststart") << QStringLiteral("-f")
         << QStringLiteral("mp4");
  } else if (format == QLatin1String("webm")) {
    args << QStringLiteral("-vf") << even << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9")
         << QStringLiteral("-b:v") << QStringLiteral("0") << QStringLiteral("-crf")
         << QStringLiteral("32") << QStringLiteral("-row-mt") << QStringLiteral("1")
         << QStringLiteral("-cpu-used") << QStringLiteral("4") << QStringLiteral("-pix_fmt")
         << QStringLiteral("yuv420p") << QStringLiteral("-f") << QStringLiteral("webm");
  } else if (format == QLatin1String("gif")) {
    // One palette for the whole animation, made from its own colours.
    args << QStringLiteral("-filter_complex")
         << QStringLiteral("split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse")
         << QStringLiteral("-loop") << QStringLiteral("0") << QStringLiteral("-f")
         << QStringLiteral("gif");
  } else {
    args << QStringLiteral("-c:v") << QStringLiteral("libwebp") << QStringLiteral("-quality")
         << QStringLiteral("80") << QStringLiteral("-loop") << QStringLiteral("0")
         << QStringLiteral("-f") << QStringLiteral("webp");
  }
  return args << temp_;
}

QString FfmpegEncoder::start(const QString& path, QSize size, int fps) {
  error_.clear();
  stderr_.clear();
  if (QString bad = checkTarget(path); !bad.isEmpty()) return error_ = bad;
  const QString program = QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
  if (program.isEmpty()) return error_ = tr("%1: ffmpeg not found: install the ffmpeg package").arg(path);
  target_ = QFileInfo(path).absoluteFilePath();
  size_ = size;
  // The temporary file is made now: a folder that cannot be written is reported before any
  // frame is simulated.
  const QFileInfo info(target_);
  QTemporaryFile temp(info.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX.part").arg(info.fileName())));
  temp.setAutoRemove(false);
  if (!temp.open()) return error_ = tr("%1: cannot write there: %2").arg(path, temp.errorString());
  temp_ = temp.fileName();
  temp.close();
  process_.start(program, arguments(extensionOf(path), fps));
  if (!process_.waitForStarted()) {
    error_ = tr("%1: cannot start ffmpeg: %2").arg(path, process_.errorString());
    removeTemp();
    return error_;
  }
  return {};
}

bool FfmpegEncoder::write(const QImage& frame) {
  if (!error_.isEmpty()) return false;
  const QImage rgba = frame.convertToFormat(QImage::Format_RGBA8888);
  const qint64 bytes = qint64{rgba.width()} * 4;
  for (int y = 0; y < rgba.height(); ++y) {
    if (process_.write(reinterpret_cast<const char*>(rgba.constScanLine(y)), bytes) != bytes) {
      error_ = failure(process_.errorString());
      return false;
    }
  }
  return true;
}

qint64 FfmpegEncoder::backlog() const { return process_.bytesToWrite(); }

void FfmpegEncoder::finish() {
  if (!error_.isEmpty() || process_.state() == QProcess::NotRunning) {
    if (error_.isEmpty()) error_ = failure(lastStderrLine());
    removeTemp();
    emit finished(error_);
    return;
  }
  finishing_ = true;
  process_.closeWriteChannel();
}

void FfmpegEncoder::cancel() {
  finishing_ = false;
  if (process_.state() != QProcess::NotRunning) {
    process_.blockSignals(true);
    process_.kill();
    process_.waitForFinished(5000);
    process_.blockSignals(false);
  }
  removeTemp();
}

QString FfmpegEncoder::failure(const QString& cause) const {
  // ffmpeg names the file it writes: the user knows it by the target's name.
  QString said = cause;
  if (!temp_.isEmpty()) said.replace(temp_, target_);
  return said.isEmpty() ? tr("%1: ffmpeg failed").arg(target_)
                        : tr("%1: ffmpeg failed: %2").arg(target_, said);
}

QString FfmpegEncoder::lastStderrLine() const {
  const QList<QByteArray> lines = stderr_.trimmed().split('\n');
  return lines.isEmpty() ? QString() : QString::fromLocal8Bit(lines.last().trimmed());
}

void FfmpegEncoder::removeTemp() {
  if (!temp_.isEmpty()) QFile::remove(temp_);
  temp_.clear();
}

}  // namespace opslab::gui
