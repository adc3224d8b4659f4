// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ProgressStore: the students' lesson progress on disk, one file per lesson
// (<AppDataLocation>/progress/<lesson-id>.json), each written whole and atomically (QSaveFile)
// so that killing the app at any moment leaves the last saved state, never half a file.
// A file that does not read (cut short, not JSON, not a progress file, too large, too many
// entries) is never overwritten: opening the lesson moves it aside as
// <lesson-id>.json.damaged-YYYYMMDD-HHMMSS and says so in one line; when it cannot be moved,
// the store refuses to save over it.
#pragma once

#include <QSet>
#include <QString>

#include "lessons/LessonProgress.hpp"

namespace opslab::gui {

class ProgressStore {
 public:
  /// What reading a lesson's progress gave: the progress (empty when there is none or it did
  /// not read) and, when the file did not read, one line naming it, the cause and where it
  /// was kept.
  struct Read {
    LessonProgress progress;
    QString problem;
  };

  /// Largest progress file read, in bytes: far above any real lesson's (tens of kilobytes).
  static constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

  /// The store in `dir`; by default the app data directory's progress/ folder.
  explicit ProgressStore(QString dir = defaultDir());

  static QString defaultDir();
  QString filePath(const QString& lessonId) const;

  /// The saved progress of a lesson, for a lesson card: empty when there is none or the file
  /// does not read (the file is left where it is).
  LessonProgress load(const QString& lessonId) const;
  /// The saved progress of a lesson being opened: a file that does not read is moved aside
  /// (or, when that fails, kept from being saved over) and reported.
  Read open(const QString& lessonId);
  /// Writes the progress; "" on success, else the message.
  QString save(const LessonProgress& progress) const;
  /// Forgets a lesson's progress.
  void remove(const QString& lessonId);

  /// Reads progress from the bytes of a file; "" and the progress, or the cause it does not read.
  static QString parse(const QByteArray& bytes, LessonProgress& out);

 private:
  QString dir_;
  QSet<QString> blocked_;  // lessons whose damaged file could not be moved aside
};

}  // namespace opslab::gui
