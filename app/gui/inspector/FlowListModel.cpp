#include "inspector/FlowListModel.hpp"

#include "inspector/EventText.hpp"
#include "canvas/Palette.hpp"

namespace opslab::gui {

FlowListModel::FlowListModel(QObject* parent) : QAbstractListModel(parent) {}

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
    case StateRole: return f.state;
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
        return tr("%1 · cwnd %2").arg(f.state, formatWindow(f.cwnd));
      }
      return f.state;
    default: return {};
  }
}

QHash<int, QByteArray> FlowListModel::roleNames() const {
  return {{FlowRole, "flow"},
          {KindRole, "kind"},
          {StateRole, "state"},
          {CwndRole, "cwnd"},
          {SsthreshRole, "ssthresh"},
          {SrttRole, "srtt"},
          {RtoRole, "rto"},
          {DeliveredRole, "delivered"},
          {RetransmitsRole, "retransmits"},
          {TimeoutsRole, "timeouts"},
          {FastRetransmitsRole, "fastRetransmits"},
          {ColorRole, "color"},
          {SummaryRole, "summary"}};
}

void FlowListModel::update(std::vector<FlowState>&& flows) {
  if (flows.size() != rows_.size()) {
    beginResetModel();
    rows_ = std::move(flows);
    endResetModel();
    emit countChanged();
    return;
  }
  rows_ = std::move(flows);
  if (!rows_.empty()) emit dataChanged(index(0), index(rowCount() - 1));
}

void FlowListModel::clear() {
  beginResetModel();
  rows_.clear();
  endResetModel();
  emit countChanged();
}

const FlowState* FlowListModel::find(std::uint32_t flow) const {
  if (flow < rows_.size() && rows_[flow].flow == flow) return &rows_[flow];
  for (const auto& r : rows_) {
    if (r.flow == flow) return &r;
  }
  return nullptr;
}

}  // namespace opslab::gui
