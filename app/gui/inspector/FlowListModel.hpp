// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FlowListModel: one row per flow with its live TCP/UDP state (ModelRun::flow_states()),
// refreshed from snapshots about ten times a second; the flows panel and chart selection use it.
// The state reads in the interface's language (`state`); `recovering` marks loss recovery.
#pragma once

#include <QAbstractListModel>
#include <QColor>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "simulation/Snapshot.hpp"

namespace opslab::gui {

class FlowListModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by SimulationController")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role {
    FlowRole = Qt::UserRole + 1,
    KindRole,
    StateRole,
    CwndRole,
    SsthreshRole,
    SrttRole,
    RtoRole,
    DeliveredRole,
    RetransmitsRole,
    TimeoutsRole,
    FastRetransmitsRole,
    ColorRole,
    SummaryRole,
    RecoveringRole,  // the sender is in loss recovery
  };

  explicit FlowListModel(QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  void update(std::vector<FlowState>&& flows);
  void clear();
  /// The row of a flow id, or nullptr.
  const FlowState* find(std::uint32_t flow) const;
  /// The flow's state (the core's name for it) in the interface's language.
  static QString stateText(const FlowState& f);
  const std::vector<FlowState>& rows() const { return rows_; }

 signals:
  void countChanged();

 private:
  std::vector<FlowState> rows_;
};

}  // namespace opslab::gui
