// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonController's teachers' folders: the lesson list read from them (--lesson-dir, the
// folders opened in the app, the app's data folder, then the shipped lessons; a lesson that
// does not load named beside the others), opening a lesson folder in the app (listed with the
// shipped lessons, remembered with QSettings for the next start) and reloading the open lesson
// when its files change on disk, showing an edit that does not load as an error beside the
// lesson as it last loaded.
#include "lessons/LessonController.hpp"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

#include "app/LocalPath.hpp"
#include "lessons/LessonSweepJob.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace opslab::gui {

namespace {

// The folder is one lesson's, or holds lesson folders.
bool hasLessons(const QString& dir) {
  if (QFileInfo::exists(dir + QStringLiteral("/lesson.json"))) return true;
  QDirIterator it(dir, QDir::Dirs | QDir::NoDotAndDotDot);
  while (it.hasNext()) {
    if (QFileInfo::exists(it.next() + QStringLiteral("/lesson.json"))) return true;
  }
  return false;
}

}  // namespace

bool LessonController::setLessonDirs(const QStringList& dirs) {
  lessonDirs_ = dirs;
  return reload();
}

bool LessonController::reload() {
  stopJob();
  closeLesson();
  std::vector<std::string> broken;
  const auto load = [this, &broken](bool withOpened) {
    std::vector<std::filesystem::path> own;
    for (const QString& dir : lessonDirs_) own.emplace_back(dir.toStdString());
    // An opened folder since removed is skipped, not an error: it was not asked for this time.
    for (const QString& dir : openedFolders_) {
      if (withOpened && QFileInfo(dir).isDir()) own.emplace_back(dir.toStdString());
    }
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                            QStringLiteral("/lessons");
    if (QFileInfo(appData).isDir()) own.emplace_back(appData.toStdString());
    // A lesson that does not load is left out and named, as `opslab-cli lesson list` does:
    // one teacher's broken lesson never hides the others.
    broken.clear();
    all_ = study::load_all_lessons(study::lesson_roots(own), &broken);
  };
  QStringList errors;
  try {
    load(true);
  } catch (const std::exception& e) {  // a folder that is not there or cannot be read
    all_.clear();
    errors << QString::fromUtf8(e.what());
    // An opened folder that can no longer be read must not hide all the others.
    try {
      if (!openedFolders_.isEmpty()) load(false);
    } catch (const std::exception&) {
      all_.clear();
    }
  }
  for (const auto& b : broken) errors << QString::fromUtf8(b);
  loadError_ = errors.join(QLatin1Char('\n'));
  QList<QVariantMap> rows;
  for (const auto& l : all_) rows << lessonRow(l);
  lessons_.setRows(rows);
  emit lessonsLoaded();
  return loadError_.isEmpty();
}

QString LessonController::openFolder(const QString& folder) {
  const QString dir = QDir::cleanPath(QFileInfo(localPath(folder)).absoluteFilePath());
  if (!QFileInfo(dir).isDir()) return tr("%1: not a folder").arg(dir);
  if (!hasLessons(dir)) {
    return tr("%1: no lesson here (a lesson is a folder with a lesson.json)").arg(dir);
  }
  const QStringList before = openedFolders_;
  openedFolders_.removeAll(dir);
  openedFolders_.prepend(dir);
  if (!reload()) {
    const QString error = loadError_;
    openedFolders_ = before;
    reload();
    return error;
  }
  QSettings().setValue(QStringLiteral("lessons/folders"), openedFolders_);
  return {};
}

void LessonController::forgetFolder(const QString& folder) {
  if (openedFolders_.removeAll(localPath(folder)) == 0) return;
  QSettings().setValue(QStringLiteral("lessons/folders"), openedFolders_);
  reload();
}

void LessonController::reloadOpenLesson() {
  const auto* l = lesson();
  if (!l) return;
  study::Lesson fresh;
  try {
    fresh = study::load_lesson(l->dir);
  } catch (const std::exception& e) {
    setLessonError(QString::fromUtf8(e.what()));
    return;
  }
  stopJob();
  all_[current_] = std::move(fresh);
  translate();
  results_.clear();
  // Keeps the step when it still exists, and the answers that still fit.
  if (const QString problem = restoreProgress(); !problem.isEmpty()) setMessage(problem);
  setLessonError({});
  lessons_.setValues(lessons_.find("lessonId", lessonId()), lessonRow(all_[current_]));
  fillSteps();
  emit lessonChanged();
  fillStep();
  emit stepChanged();
  emit answersChanged();
  emit lessonReloaded();
}

void LessonController::setLessonError(const QString& e) {
  if (e == lessonError_) return;
  lessonError_ = e;
  emit lessonErrorChanged();
}

}  // namespace opslab::gui
