// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspector/EventLogModel.hpp"

#include "inspector/EventText.hpp"

namespace opslab::gui {

EventLogModel::EventLogModel(QObject* parent) : QAbstractListModel(parent) {}

int EventLogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QString EventLogModel::kindName(LogKind k) {
  switch (k) {
    case LogKind::drop: return QStringLiteral("drop");
    case LogKind::fastRetransmit: return QStringLiteral("fast_retransmit");
    case LogKind::timeout: return QStringLiteral("timeout");
    case LogKind::retransmit: return QStringLiteral("retransmit");
    case LogKind::recovery: return QStringLiteral("recovery");
    case LogKind::connection: return QStringLiteral("connection");
    case LogKind::optical: return QStringLiteral("optical");
    case LogKind::info: return QStringLiteral("info");
  }
  return QStringLiteral("info");
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) return {};
  const LogEntry& e = rows_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case TimeRole: return static_cast<double>(e.t) * 1e-12;
    case TimeTextRole: return formatSimTime(e.t);
    case Qt::DisplayRole:
    case TextRole: return e.text;
    case KindRole: return kindName(e.kind);
    case FlowRole: return e.flow;
    case NodeRole: return e.node;
    default: return {};
  }
}

QHash<int, QByteArray> EventLogModel::roleNames() const {
  return {{TimeRole, "time"}, {TimeTextRole, "timeText"}, {TextRole, "text"},
          {KindRole, "kind"}, {FlowRole, "flow"},         {NodeRole, "node"}};
}

void EventLogModel::append(std::vector<LogEntry>&& lines) {
  if (lines.empty()) return;
  const auto overflow =
      static_cast<int>(rows_.size() + lines.size()) - kMaxRows;
  if (overflow > 0) {
    // Remove in blocks of at least a tenth, so trimming is rare.
    const int n = std::min(static_cast<int>(rows_.size()), std::max(overflow, kMaxRows / 10));
    if (n > 0) {
      beginRemoveRows({}, 0, n - 1);
      rows_.erase(rows_.begin(), rows_.begin() + n);
      endRemoveRows();
    }
  }
  if (lines.size() > static_cast<std::size_t>(kMaxRows)) {
    lines.erase(lines.begin(), lines.end() - kMaxRows);
  }
  const int first = static_cast<int>(rows_.size());
  beginInsertRows({}, first, first + static_cast<int>(lines.size()) - 1);
  for (auto& l : lines) rows_.push_back(std::move(l));
  endInsertRows();
  emit countChanged();
}

void EventLogModel::clear() {
  if (rows_.empty()) return;
  beginRemoveRows({}, 0, static_cast<int>(rows_.size()) - 1);  // not a reset: see FlowListModel
  rows_.clear();
  endRemoveRows();
  emit countChanged();
}

// ---------------------------------------------------------------------------------------------

EventLogFilter::EventLogFilter(EventLogModel* source, QObject* parent)
    : QSortFilterProxyModel(parent), source_(source) {
  setSourceModel(source);
  connect(this, &QAbstractItemModel::rowsInserted, this, &EventLogFilter::countChanged);
  connect(this, &QAbstractItemModel::rowsRemoved, this, &EventLogFilter::countChanged);
  connect(this, &QAbstractItemModel::modelReset, this, &EventLogFilter::countChanged);
  connect(this, &QAbstractItemModel::layoutChanged, this, &EventLogFilter::countChanged);
}

void EventLogFilter::refilter() {
  invalidateRowsFilter();
  emit filterChanged();
  emit countChanged();
}

void EventLogFilter::setText(const QString& t) {
  if (t == text_) return;
  text_ = t;
  refilter();
}
void EventLogFilter::setFlow(int f) {
  if (f == flow_) return;
  flow_ = f;
  refilter();
}
void EventLogFilter::setDrops(bool v) {
  if (v == drops_) return;
  drops_ = v;
  refilter();
}
void EventLogFilter::setCongestion(bool v) {
  if (v == congestion_) return;
  congestion_ = v;
  refilter();
}
void EventLogFilter::setRetransmits(bool v) {
  if (v == retransmits_) return;
  retransmits_ = v;
  refilter();
}
void EventLogFilter::setConnections(bool v) {
  if (v == connections_) return;
  connections_ = v;
  refilter();
}

bool EventLogFilter::filterAcceptsRow(int row, const QModelIndex&) const {
  const LogEntry& e = source_->entry(row);
  bool shown = true;
  switch (e.kind) {
    case LogKind::drop: shown = drops_; break;
    case LogKind::fastRetransmit:
    case LogKind::timeout:
    case LogKind::recovery: shown = congestion_; break;
    case LogKind::retransmit: shown = retransmits_; break;
    case LogKind::connection: shown = connections_; break;
    case LogKind::optical: shown = drops_; break;
    case LogKind::info: shown = true; break;
  }
  if (!shown) return false;
  if (flow_ >= 0 && e.kind != LogKind::info && e.flow != flow_) return false;
  if (!text_.isEmpty() && !e.text.contains(text_, Qt::CaseInsensitive)) return false;
  return true;
}

}  // namespace opslab::gui
