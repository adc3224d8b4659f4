// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// findItem: the item with a given objectName under a view's root (the recorder finds the
// canvas and charts by name; the GUI tests find the panels they drive).
#pragma once

#include <QQuickItem>
#include <QString>
#include <vector>

namespace opslab::gui {

/// The item named `name` among `root` and its descendants, or nullptr (also for a null root).
inline QQuickItem* findItem(QQuickItem* root, const QString& name) {
  std::vector<QQuickItem*> todo;
  if (root != nullptr) todo.push_back(root);
  while (!todo.empty()) {
    QQuickItem* item = todo.back();
    todo.pop_back();
    if (item->objectName() == name) return item;
    for (QQuickItem* child : item->childItems()) todo.push_back(child);
  }
  return nullptr;
}

}  // namespace opslab::gui
