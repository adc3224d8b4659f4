// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ProgressStore: the students' lesson progress on disk, one file per lesson
// (<AppDataLocation>/progress/<lesson-id>.json), each written whole and atomically (QSaveFile)
// so that killing the app at any moment leaves the last saved state, never half a file.
#pragma once

#include <QString>

#include "lessons/LessonProgress.hpp"

namespace opslab::gui {

class ProgressStore {
 public:
  /// The store in `dir`; by default the app data directory's progress/ folder.
  explicit ProgressStore(QString dir = defaultDir());

  static QString defaultDir();
  QString filePath(const QString& lessonId) const;

  /// The saved progress of a lesson (empty when there is none or the file does not read).
  LessonProgress load(const QString& lessonId) const;
  /// Writes the progress; "" on success, else the message.
  QString save(const LessonProgress& progress) const;
  /// Forgets a lesson's progress.
  void remove(const QString& lessonId) const;

 private:
  QString dir_;
};

}  // namespace opslab::gui
