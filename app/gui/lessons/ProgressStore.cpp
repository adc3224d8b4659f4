// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/ProgressStore.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <utility>

#include "app/SaveFile.hpp"

namespace opslab::gui {

namespace {

// The texts' translation context, "ProgressStore" (a bare tr() here would be filed by lupdate under
// the namespace instead).
struct ProgressStoreText {
  Q_DECLARE_TR_FUNCTIONS(ProgressStore)
};

// Most entries of any one list in a progress file: a lesson has tens of steps and questions and
// a figure tens of points, so this only stops a hostile file.
constexpr qsizetype kMaxEntries = 10000;

// "" when `o[key]` is absent or a list of at most kMaxEntries, else the cause.
QString checkList(const QJsonObject& o, const char* key) {
  const auto v = o.value(QLatin1String(key));
  if (v.isUndefined()) return {};
  if (!v.isArray()) return ProgressStoreText::tr("\"%1\" is not a list").arg(QLatin1String(key));
  if (v.toArray().size() > kMaxEntries) {
    return ProgressStoreText::tr("\"%1\" has %2 entries (at most %3)").arg(QLatin1String(key)).arg(v.toArray().size()).arg(kMaxEntries);
  }
  return {};
}

// A name for the damaged file beside it that no file has yet.
QString asideName(const QString& file) {
  const QString base = file + QStringLiteral(".damaged-") +
                       QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  QString name = base;
  for (int n = 2; QFileInfo::exists(name); ++n) name = base + QLatin1Char('-') + QString::number(n);
  return name;
}

}  // namespace

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

QString ProgressStore::parse(const QByteArray& bytes, LessonProgress& out) {
  if (bytes.size() > kMaxFileBytes) {
    return ProgressStoreText::tr("too large (%1 bytes; at most %2)").arg(bytes.size()).arg(kMaxFileBytes);
  }
  QJsonParseError error;
  const auto doc = QJsonDocument::fromJson(bytes, &error);
  if (error.error != QJsonParseError::NoError) {
    return ProgressStoreText::tr("not valid JSON at byte %1 (%2)").arg(error.offset).arg(error.errorString());
  }
  if (!doc.isObject()) return ProgressStoreText::tr("not a progress file (not a JSON object)");
  const QJsonObject o = doc.object();
  if (o.value("format").toString() != QLatin1String("opslab-lesson-progress")) {
    return ProgressStoreText::tr("not a progress file (its \"format\" is not \"opslab-lesson-progress\")");
  }
  for (const char* key : {"visited", "done", "ran", "answers", "revealed", "sweeps"}) {
    if (QString cause = checkList(o, key); !cause.isEmpty()) return cause;
  }
  for (const auto& sv : o.value("sweeps").toArray()) {
    if (!sv.isObject()) return ProgressStoreText::tr("an entry of \"sweeps\" is not an object");
    for (const char* key : {"points", "verdicts", "series", "x_labels"}) {
      if (QString cause = checkList(sv.toObject(), key); !cause.isEmpty()) {
        return ProgressStoreText::tr("a sweep: %1").arg(cause);
      }
    }
  }
  out = LessonProgress::fromJson(o);
  return {};
}

LessonProgress ProgressStore::load(const QString& lessonId) const {
  LessonProgress p;
  QFile f(filePath(lessonId));
  if (f.size() <= kMaxFileBytes && f.open(QIODevice::ReadOnly)) {
    if (!parse(f.readAll(), p).isEmpty()) p = {};
  }
  p.lessonId = lessonId;
  return p;
}

ProgressStore::Read ProgressStore::open(const QString& lessonId) {
  Read r;
  r.progress.lessonId = lessonId;
  const QString file = filePath(lessonId);
  QFile f(file);
  if (!f.exists()) return r;
  QString cause;
  if (f.size() > kMaxFileBytes) {
    cause = ProgressStoreText::tr("too large (%1 bytes; at most %2)").arg(f.size()).arg(kMaxFileBytes);
  } else if (!f.open(QIODevice::ReadOnly)) {
    cause = f.errorString();
  } else {
    const QByteArray bytes = f.readAll();
    cause = f.error() != QFileDevice::NoError ? f.errorString() : parse(bytes, r.progress);
    f.close();
  }
  if (cause.isEmpty()) {
    r.progress.lessonId = lessonId;
    blocked_.remove(lessonId);
    return r;
  }
  r.progress = {};
  r.progress.lessonId = lessonId;
  const QString aside = asideName(file);
  if (QFile::rename(file, aside)) {
    blocked_.remove(lessonId);
    r.problem = ProgressStoreText::tr("Your saved progress %1 does not read: %2. It is kept as %3; this lesson starts afresh.")
                    .arg(file, cause, QFileInfo(aside).fileName());
  } else {
    blocked_.insert(lessonId);
    r.problem = ProgressStoreText::tr("Your saved progress %1 does not read: %2. It could not be moved aside, so nothing "
                   "will be saved over it until it is.")
                    .arg(file, cause);
  }
  return r;
}

QString ProgressStore::save(const LessonProgress& progress) const {
  const QString file = filePath(progress.lessonId);
  if (blocked_.contains(progress.lessonId)) {
    return ProgressStoreText::tr("%1: not saved, so as not to replace the saved progress that did not read").arg(file);
  }
  if (!QDir().mkpath(dir_)) {
    return ProgressStoreText::tr("%1: cannot create the folder").arg(dir_);
  }
  QSaveFile f(file);
  if (!f.open(QIODevice::WriteOnly)) return saveFileError(f, file);
  const QByteArray bytes = QJsonDocument(progress.toJson()).toJson(QJsonDocument::Indented);
  if (f.write(bytes) != bytes.size()) return saveFileError(f, file);
  return commitSaveFile(f, file);
}

void ProgressStore::remove(const QString& lessonId) {
  QFile::remove(filePath(lessonId));
  blocked_.remove(lessonId);
}

}  // namespace opslab::gui
