// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// localPath: a file path from what QML hands over — a plain path or a file: URL (dialogs).
#pragma once

#include <QString>
#include <QUrl>

namespace opslab::gui {

inline QString localPath(const QString& pathOrUrl) {
  return pathOrUrl.startsWith(QLatin1String("file:")) ? QUrl(pathOrUrl).toLocalFile() : pathOrUrl;
}

}  // namespace opslab::gui
