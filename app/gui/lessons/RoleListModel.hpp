// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RoleListModel: a small list model whose rows are maps from role name to value — the lesson
// panel's lists (lessons, steps, questions, sweeps, claims, sweep points) are instances with
// their own role names, filled by LessonController on the GUI thread.
#pragma once

#include <QAbstractListModel>
#include <QByteArray>
#include <QList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace opslab::gui {

class RoleListModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by a controller")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  explicit RoleListModel(QList<QByteArray> roles, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return static_cast<int>(rows_.size()); }
  /// The row as a map (empty when out of range).
  Q_INVOKABLE QVariantMap get(int row) const;
  /// One value of a row (for tests and the views).
  Q_INVOKABLE QVariant value(int row, const QString& role) const;

  void setRows(QList<QVariantMap> rows);
  void setValue(int row, const QByteArray& role, const QVariant& value);
  void setValues(int row, const QVariantMap& values);
  /// Index of the first row whose `role` equals `value`, or -1.
  int find(const QByteArray& role, const QVariant& value) const;

 signals:
  void countChanged();

 private:
  QList<QByteArray> roles_;
  QList<QVariantMap> rows_;
};

}  // namespace opslab::gui
