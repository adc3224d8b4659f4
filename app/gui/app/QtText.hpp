// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// qs: the core's UTF-8 text (std::string) as a QString, for the controllers that show it.
#pragma once

#include <QString>
#include <string>

namespace opslab::gui {

inline QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

}  // namespace opslab::gui
