// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspector/FlowListModel.hpp"

#include <algorithm>
#include <QCoreApplication>

#include "app/LanguageWatch.hpp"
#include "canvas/Palette.hpp"
#include "inspector/EventText.hpp"

namespace opslab::gui {

FlowListModel::FlowListModel(QObject* parent) : QAbstractListModel(parent) {
  // The state names are translated by data(): the views read them again.
  new LanguageWatch(this, [this] {
    if (!rows_.empty()) emit dataChanged(index(0), index(rowCount() - 1), {StateRole, SummaryRole});
  });
}

QString FlowListModel::stateText(const FlowState& f) {
  return QCoreApplication::translate("tcp", f.state.toUtf8().constData());
}

int FlowListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant FlowListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
  const FlowState& f = rows_[static_cast<std::size_t>(index.row())];
  auto opt = [](double v) { return v < 0 ? QVariant() : QVariant(v); };
  switch (role) {
    case FlowRole: return f.flow;
    case KindRole: return f.kind;
    case StateRole:
      return stateText(f);
    case RecoveringRole:
      return f.recovering;
    case CwndRole: return opt(f.cwnd);
    case SsthreshRole: return opt(f.ssthresh);
    case SrttRole: return opt(f.srttMs);
    case RtoRole: return opt(f.rtoMs);
    case DeliveredRole: return static_cast<double>(f.delivered);
    case RetransmitsRole: return static_cast<double>(f.retransmits);
    case TimeoutsRole: return static_cast<double>(f.timeouts);
    case FastRetransmitsRole: return static_cast<double>(f.fastRetransmits);
    case ColorRole: return flowColor(f.flow);
    case Qt::DisplayRole:
    case SummaryRole:
      if (f.cwnd >= 0) {
        return tr("%1 · cwnd %2").arg(stateText(f), formatWindow(f.cwnd));
      }
      return stateText(f);
    default: return {};
  }
}

QHash<int, QByteArray> FlowListModel::roleNames() const {
  return {{FlowRole, "flow"},           {KindRole, "kind"},
          {StateRole, "state"},         {RecoveringRole, "recovering"},
          {CwndRole, "cwnd"},           {SsthreshRole, "ssthresh"},
          {SrttRole, "srtt"},           {RtoRole, "rto"},
          {DeliveredRole, "delivered"}, {RetransmitsRole, "retransmits"},
          {TimeoutsRole, "timeouts"},   {FastRetransmitsRole, "fastRetransmits"},
          {ColorRole, "color"},         {SummaryRole, "summary"}};
}

// Rows come and go at the end (flows start, a run is rebuilt) as insertions and removals, not
// as a model reset: a ListView reset while it creates delegates warns "DelegateModel::cancel:
// index out range" (found by the GUI monkey test).
void FlowListModel::update(std::vector<FlowState>&& flows) {
  const std::size_t old = rows_.size(), now = flows.size();
  if (now < old) {
    beginRemoveRows({}, static_cast<int>(now), static_cast<int>(old) - 1);
    rows_.resize(now);
    endRemoveRows();
  }
  if (now > old) {
    beginInsertRows({}, static_cast<int>(old), static_cast<int>(now) - 1);
    rows_ = std::move(flows);
    endInsertRows();
  } else {
    rows_ = std::move(flows);
  }
  const std::size_t common = std::min(old, now);
  if (common > 0) emit dataChanged(index(0), index(static_cast<int>(common) - 1));
  if (now != old) emit countChanged();
}

void FlowListModel::clear() { update({}); }

const FlowState* FlowListModel::find(std::uint32_t flow) const {
  if (flow < rows_.size() && rows_[flow].flow == flow) return &rows_[flow];
  for (const auto& r : rows_) {
    if (r.flow == flow) return &r;
  }
  return nullptr;
}

}  // namespace opslab::gui
