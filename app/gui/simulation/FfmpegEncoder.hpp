// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FfmpegEncoder: turns a sequence of pictures into a video (MP4 H.264, WebM VP9) or an animated
// image (GIF, WebP) by piping raw RGBA frames into the distribution's `ffmpeg` program
// (QProcess). The format follows the file's extension. The file is written beside the target
// under a temporary name and renamed when ffmpeg has finished cleanly, so a failure or a
// cancellation leaves nothing half-written; every failure is one line naming the file and
// the cause.
#pragma once

#include <QImage>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace opslab::gui {

class FfmpegEncoder : public QObject {
  Q_OBJECT

 public:
  explicit FfmpegEncoder(QObject* parent = nullptr);
  ~FfmpegEncoder() override;

  /// The formats, by file extension (lower case): mp4, webm, gif, webp.
  static QStringList extensions();
  /// "" when `path` ends in one of extensions(), else the one-line reason.
  static QString checkTarget(const QString& path);

  /// Starts ffmpeg writing `path` from frames of `size` at `fps` frames per second; "" on
  /// success, else the one-line reason (ffmpeg not installed, a bad extension…).
  QString start(const QString& path, QSize size, int fps);
  /// Sends one frame (scaled and padded to the size given to start() when it differs);
  /// false once ffmpeg has failed (error() says why).
  bool write(const QImage& frame);
  /// Bytes handed to ffmpeg and not yet taken by it (the caller waits while this is large).
  qint64 backlog() const;
  /// Ends the input; when ffmpeg is done, the file is renamed into place and finished()
  /// reports the outcome.
  void finish();
  /// Stops ffmpeg and removes the temporary file.
  void cancel();
  /// Why the encoding failed, or "".
  QString error() const { return error_; }
  bool active() const { return process_.state() != QProcess::NotRunning; }

 signals:
  /// After finish(): "" when the file is in place, else the one-line reason (the temporary
  /// file is removed).
  void finished(const QString& error);

 private:
  QStringList arguments(const QString& format, int fps) const;
  QString failure(const QString& cause) const;
  QString lastStderrLine() const;
  void removeTemp();

  QProcess process_;
  QString target_;
  QString temp_;
  QSize size_;
  QString error_;
  QByteArray stderr_;
  bool finishing_ = false;  // the input is closed: ffmpeg's exit ends the encoding
};

}  // namespace opslab::gui
