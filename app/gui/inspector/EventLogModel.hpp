// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EventLogModel: the run's event log in plain words (protocol events and drops), newest last,
// and EventLogFilter, the filtered view the QML list shows (by category, flow and text).
//
// Memory: at most kMaxRows lines (the oldest are removed in blocks); appending a snapshot's
// lines is one beginInsertRows per batch.
#pragma once

#include <QAbstractListModel>
#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>
#include <deque>
#include <vector>

#include "simulation/Snapshot.hpp"

namespace opslab::gui {

class EventLogModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by SimulationController")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  static constexpr int kMaxRows = 20000;
  enum Role { TimeRole = Qt::UserRole + 1, TimeTextRole, TextRole, KindRole, FlowRole, NodeRole };
  Q_ENUM(Role)

  explicit EventLogModel(QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  void append(std::vector<LogEntry>&& lines);
  void clear();
  const LogEntry& entry(int row) const { return rows_[static_cast<std::size_t>(row)]; }
  /// Category name used by the view and the filter ("drop", "fast_retransmit", ...).
  static QString kindName(LogKind k);

 signals:
  void countChanged();

 private:
  std::deque<LogEntry> rows_;
};

class EventLogFilter : public QSortFilterProxyModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by SimulationController")
  /// Substring to look for in the text (case-insensitive); empty = all.
  Q_PROPERTY(QString text READ text WRITE setText NOTIFY filterChanged)
  /// Only lines about this flow; -1 = every flow.
  Q_PROPERTY(int flow READ flow WRITE setFlow NOTIFY filterChanged)
  Q_PROPERTY(bool drops READ drops WRITE setDrops NOTIFY filterChanged)
  Q_PROPERTY(bool congestion READ congestion WRITE setCongestion NOTIFY filterChanged)
  Q_PROPERTY(bool retransmits READ retransmits WRITE setRetransmits NOTIFY filterChanged)
  Q_PROPERTY(bool connections READ connections WRITE setConnections NOTIFY filterChanged)
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  explicit EventLogFilter(EventLogModel* source, QObject* parent = nullptr);
  QString text() const { return text_; }
  void setText(const QString& t);
  int flow() const { return flow_; }
  void setFlow(int f);
  bool drops() const { return drops_; }
  void setDrops(bool v);
  bool congestion() const { return congestion_; }
  void setCongestion(bool v);
  bool retransmits() const { return retransmits_; }
  void setRetransmits(bool v);
  bool connections() const { return connections_; }
  void setConnections(bool v);
  int count() const { return rowCount(); }

 signals:
  void filterChanged();
  void countChanged();

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

 private:
  void refilter();
  EventLogModel* source_;
  QString text_;
  int flow_ = -1;
  bool drops_ = true, congestion_ = true, retransmits_ = false, connections_ = true;
};

}  // namespace opslab::gui
