// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonWatcher: tells when a lesson's files change on disk (a teacher editing lesson.json, a
// page or a scenario), once per burst of changes. It watches the lesson folder and every file
// under it, and watches them again after each change: editors that save by writing a new file
// and renaming it over the old one end the watch on the old file.
#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

namespace opslab::gui {

class LessonWatcher : public QObject {
  Q_OBJECT

 public:
  explicit LessonWatcher(QObject* parent = nullptr);

  /// Watches the folder `dir` and the files under it ("" stops watching).
  void watch(const QString& dir);

 signals:
  /// Files under the folder changed, and then nothing changed for a moment.
  void changed();

 private:
  void rewatch();

  QFileSystemWatcher watcher_;
  QTimer settle_;
  QString dir_;
};

}  // namespace opslab::gui
