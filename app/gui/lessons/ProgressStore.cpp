// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/ProgressStore.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <utility>

namespace opslab::gui {

ProgressStore::ProgressStore(QString dir) : dir_(std::move(dir)) {}

QString ProgressStore::defaultDir() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/progress");
}

QString ProgressStore::filePath(const QString& lessonId) const {
  // Lesson ids are folder names; anything else a file name cannot hold becomes '_'.
  QString name = lessonId;
  name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
  return dir_ + QLatin1Char('/') + name + QStringLiteral(".json");
}

LessonProgress ProgressStore::load(const QString& lessonId) const {
  QFile f(filePath(lessonId));
  LessonProgress p;
  if (f.open(QIODevice::ReadOnly)) {
    const auto doc = QJsonDocument::fromJson(f.readAll());
    if (doc.isObject()) p = LessonProgress::fromJson(doc.object());
  }
  p.lessonId = lessonId;
  return p;
}

QString ProgressStore::save(const LessonProgress& progress) const {
  if (!QDir().mkpath(dir_)) {
    return QCoreApplication::translate("ProgressStore", "Cannot create %1").arg(dir_);
  }
  QSaveFile f(filePath(progress.lessonId));
  if (!f.open(QIODevice::WriteOnly)) return f.errorString();
  f.write(QJsonDocument(progress.toJson()).toJson(QJsonDocument::Indented));
  if (!f.commit()) return f.errorString();
  return {};
}

void ProgressStore::remove(const QString& lessonId) const { QFile::remove(filePath(lessonId)); }

}  // namespace opslab::gui
