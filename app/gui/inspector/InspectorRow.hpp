// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// inspectorRow: one label/value row of an inspector panel, as the QML views read it.
#pragma once

#include <QString>
#include <QVariantMap>

namespace opslab::gui {

inline QVariantMap inspectorRow(const QString& label, const QString& value) {
  return {{QStringLiteral("label"), label}, {QStringLiteral("value"), value}};
}

}  // namespace opslab::gui
