// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Finishing a QSaveFile so that a file is written whole or not at all, with one line naming the
// file and the system's cause when it is not. Qt 6.4's QSaveFile::commit() renames the temporary
// file into place even when its last buffered write failed (on a full disk it left an empty file
// and reported success), so every byte is flushed and checked before the rename; an uncommitted
// QSaveFile removes its temporary file when it goes.
#pragma once

#include <QSaveFile>
#include <QString>

namespace opslab::gui {

/// "PATH: CAUSE" for `f`, which could not be opened or written.
inline QString saveFileError(const QSaveFile& f, const QString& path) {
  return QStringLiteral("%1: %2").arg(path, f.errorString());
}

/// "" when every byte written to `f` reached the disk and the file was renamed over `path`;
/// else "PATH: CAUSE", and the old file (if any) is left as it was.
inline QString commitSaveFile(QSaveFile& f, const QString& path) {
  if (f.error() != QFileDevice::NoError || !f.flush() || f.error() != QFileDevice::NoError) {
    return saveFileError(f, path);
  }
  if (!f.commit()) return saveFileError(f, path);
  return {};
}

}  // namespace opslab::gui
