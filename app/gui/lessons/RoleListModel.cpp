// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/RoleListModel.hpp"

namespace opslab::gui {

RoleListModel::RoleListModel(QList<QByteArray> roles, QObject* parent)
    : QAbstractListModel(parent), roles_(std::move(roles)) {}

int RoleListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant RoleListModel::data(const QModelIndex& index, int role) const {
  const int r = role - Qt::UserRole - 1;
  if (!index.isValid() || index.row() >= rows_.size() || r < 0 || r >= roles_.size()) return {};
  return rows_[index.row()].value(QString::fromLatin1(roles_[r]));
}

QHash<int, QByteArray> RoleListModel::roleNames() const {
  QHash<int, QByteArray> names;
  for (int i = 0; i < roles_.size(); ++i) names.insert(Qt::UserRole + 1 + i, roles_[i]);
  return names;
}

QVariantMap RoleListModel::get(int row) const {
  return row >= 0 && row < rows_.size() ? rows_[row] : QVariantMap();
}

QVariant RoleListModel::value(int row, const QString& role) const { return get(row).value(role); }

void RoleListModel::setRows(QList<QVariantMap> rows) {
  const bool countChange = rows.size() != rows_.size();
  beginResetModel();
  rows_ = std::move(rows);
  endResetModel();
  if (countChange) emit countChanged();
}

void RoleListModel::setValue(int row, const QByteArray& role, const QVariant& value) {
  setValues(row, {{QString::fromLatin1(role), value}});
}

void RoleListModel::setValues(int row, const QVariantMap& values) {
  if (row < 0 || row >= rows_.size()) return;
  QList<int> changed;
  for (auto it = values.begin(); it != values.end(); ++it) {
    if (rows_[row].value(it.key()) == it.value() && rows_[row].contains(it.key())) continue;
    rows_[row].insert(it.key(), it.value());
    const int r = static_cast<int>(roles_.indexOf(it.key().toLatin1()));
    if (r >= 0) changed << Qt::UserRole + 1 + r;
  }
  if (!changed.isEmpty()) emit dataChanged(index(row), index(row), changed);
}

int RoleListModel::find(const QByteArray& role, const QVariant& value) const {
  const QString key = QString::fromLatin1(role);
  for (int i = 0; i < rows_.size(); ++i) {
    if (rows_[i].value(key) == value) return i;
  }
  return -1;
}

}  // namespace opslab::gui
