// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/LessonWatcher.hpp"

#include <QDirIterator>
#include <QStringList>

namespace opslab::gui {

namespace {
constexpr int kSettleMs = 250;  // an editor's save can be several writes and a rename
}  // namespace

LessonWatcher::LessonWatcher(QObject* parent) : QObject(parent) {
  settle_.setSingleShot(true);
  settle_.setInterval(kSettleMs);
  connect(&watcher_, &QFileSystemWatcher::fileChanged, &settle_, qOverload<>(&QTimer::start));
  connect(&watcher_, &QFileSystemWatcher::directoryChanged, &settle_, qOverload<>(&QTimer::start));
  connect(&settle_, &QTimer::timeout, this, [this] {
    rewatch();
    emit changed();
  });
}

void LessonWatcher::watch(const QString& dir) {
  settle_.stop();
  dir_ = dir;
  rewatch();
}

void LessonWatcher::rewatch() {
  const QStringList old = watcher_.files() + watcher_.directories();
  if (!old.isEmpty()) watcher_.removePaths(old);
  if (dir_.isEmpty()) return;
  QStringList paths{dir_};
  QDirIterator it(dir_, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
  while (it.hasNext()) paths << it.next();
  watcher_.addPaths(paths);
}

}  // namespace opslab::gui
