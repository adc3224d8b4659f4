// SimulationController::refreshInspector(): the inspector's title and rows for what is
// selected — a node (its role, queues and drops; a switch fabric's VOQ table, pointers and
// anycast choices, FabricInspector), a link (rate, delay, queue, loss), a packet
// in flight (kind, flow, sequence, where it is) or a flow (its sender's live state) — read
// from the controller's LiveView and the run's RunInfo.
#include <QVariantList>
#include <QVariantMap>
#include <algorithm>
#include <cmath>

#include "canvas/Palette.hpp"
#include "inspector/EventText.hpp"
#include "inspector/FabricInspector.hpp"
#include "net/packet.hpp"
#include "scenario/model.hpp"
#include "simulation/SimulationController.hpp"

namespace opslab::gui {

namespace {

QVariantMap row(const QString& label, const QString& value) {
  return {{QStringLiteral("label"), label}, {QStringLiteral("value"), value}};
}

QString roleName(int role) {
  switch (role) {
    case 0: return QStringLiteral("Host");
    case 1: return QStringLiteral("Router");
    case 2: return QStringLiteral("Switch");
    default: return QStringLiteral("Node");
  }
}

QString kindName(std::uint8_t kind) {
  switch (static_cast<net::PacketKind>(kind)) {
    case net::PacketKind::tcp_data: return QStringLiteral("TCP data segment");
    case net::PacketKind::tcp_ack: return QStringLiteral("TCP ACK");
    case net::PacketKind::tcp_syn: return QStringLiteral("TCP SYN");
    case net::PacketKind::tcp_syn_ack: return QStringLiteral("TCP SYN-ACK");
    case net::PacketKind::tcp_fin: return QStringLiteral("TCP FIN");
    case net::PacketKind::tcp_fin_ack: return QStringLiteral("TCP FIN-ACK");
    case net::PacketKind::udp: return QStringLiteral("UDP datagram");
  }
  return QStringLiteral("packet");
}

QString opt(double v, const QString& unit = {}, int digits = 3) {
  if (v < 0) return QStringLiteral("—");
  return QString::number(v, 'g', digits) + (unit.isEmpty() ? QString() : QChar(0x2009) + unit);
}

QString bytes(double b) {
  if (b >= 1e9) return QString::number(b / 1e9, 'f', 2) + QStringLiteral(" GB");
  if (b >= 1e6) return QString::number(b / 1e6, 'f', 2) + QStringLiteral(" MB");
  if (b >= 1e3) return QString::number(b / 1e3, 'f', 1) + QStringLiteral(" kB");
  return QString::number(b, 'f', 0) + QStringLiteral(" B");
}

}  // namespace

void SimulationController::refreshInspector() {
  lastInspector_ = wall_.elapsed();
  QVariantList rows;
  QString title;
  const auto& info = view_.info;
  if (!info || selKind_.isEmpty()) {
    selTitle_.clear();
    inspector_.clear();
    emit inspectorChanged();
    return;
  }
  if (selKind_ == QLatin1String("node") && selId_ >= 0 &&
      static_cast<std::size_t>(selId_) < info->nodes.size()) {
    const auto& n = info->nodes[static_cast<std::size_t>(selId_)];
    title = QStringLiteral("%1 %2").arg(roleName(n.role), n.name);
    rows << row(QStringLiteral("Kind"), roleName(n.role));
    int out = 0;
    QStringList queues;
    for (std::size_t l = 0; l < info->links.size(); ++l) {
      const auto& lk = info->links[l];
      if (lk.from != static_cast<std::uint32_t>(selId_)) continue;
      ++out;
      if (queues.size() < 6 && l < view_.links.size()) {
        const auto& st = view_.links[l];
        queues << QStringLiteral("→ %1: %2%3 waiting")
                      .arg(info->nodes[lk.to].name)
                      .arg(st.queue)
                      .arg(lk.capacity ? QStringLiteral(" / %1").arg(lk.capacity) : QString());
      }
    }
    rows << row(QStringLiteral("Outgoing links"), QString::number(out));
    for (const auto& q : queues) rows << row(QStringLiteral("Queue"), q);
    const auto drops = static_cast<std::size_t>(selId_) < nodeDrops_.size()
                           ? nodeDrops_[static_cast<std::size_t>(selId_)]
                           : 0;
    rows << row(QStringLiteral("Packets dropped here"), QString::number(drops));
    for (const auto& f : view_.fabrics) {
      if (static_cast<qint64>(f.node) == selId_) rows << fabricRows(f);
    }
  } else if (selKind_ == QLatin1String("link") && selId_ >= 0 &&
             static_cast<std::size_t>(selId_) < info->links.size()) {
    const auto l = static_cast<std::size_t>(selId_);
    const auto& lk = info->links[l];
    title = QStringLiteral("Link %1 → %2").arg(info->nodes[lk.from].name, info->nodes[lk.to].name);
    rows << row(QStringLiteral("Rate"), formatRate(lk.rate_bps));
    rows << row(QStringLiteral("Propagation delay"), formatDuration(lk.delay_ps));
    if (info->packetBytes > 0) {
      const double packet = info->packetBytes;
      rows << row(QStringLiteral("A full packet takes"),
                  formatDuration(static_cast<std::int64_t>(
                      std::ceil(packet * 8e12 / static_cast<double>(lk.rate_bps)))) +
                      QStringLiteral(" to send"));
    }
    if (l < view_.links.size()) {
      const auto& st = view_.links[l];
      rows << row(QStringLiteral("Queue"),
                  QStringLiteral("%1%2 packets (peak %3)")
                      .arg(st.queue)
                      .arg(lk.capacity ? QStringLiteral(" / %1").arg(lk.capacity) : QString())
                      .arg(st.peakQueue));
      rows << row(QStringLiteral("Transmitter"), st.busy ? QStringLiteral("sending")
                                                          : QStringLiteral("idle"));
      rows << row(QStringLiteral("On the wire"), QString::number(st.inFlight));
      rows << row(QStringLiteral("Packets sent"), QString::number(st.sentPackets));
      rows << row(QStringLiteral("Dropped (queue full)"), QString::number(st.overflowDrops));
    }
    if (lk.loss_rate > 0) rows << row(QStringLiteral("Random loss"), QString::number(lk.loss_rate));
  } else if (selKind_ == QLatin1String("flow") && selId_ >= 0) {
    const FlowState* f = flows_.find(static_cast<std::uint32_t>(selId_));
    title = QStringLiteral("Flow %1").arg(selId_);
    if (f) {
      title += QStringLiteral(" (%1)").arg(f->kind.toUpper());
      rows << row(QStringLiteral("State"), f->state);
      if (f->cwnd >= 0) rows << row(QStringLiteral("cwnd"), formatWindow(f->cwnd) + QStringLiteral(" segments"));
      if (f->kind == QLatin1String(scenario::to_string(scenario::FlowState::Kind::tcp))) {
        rows << row(QStringLiteral("ssthresh"), f->ssthresh < 0 ? QStringLiteral("∞ (no loss yet)")
                                                               : formatWindow(f->ssthresh) + QStringLiteral(" segments"));
        if (f->receiveWindow > 0 && f->cwnd >= 0) {
          const bool byReceiver = f->receiveWindow < f->cwnd;
          rows << row(tr("Effective window"),
                      tr("%1 segments = min(cwnd %2, receiver window %3): limited by %4")
                          .arg(formatWindow(std::min(f->cwnd, f->receiveWindow)),
                               formatWindow(f->cwnd), formatWindow(f->receiveWindow),
                               byReceiver ? tr("the receiver window (cwnd still grows, as in "
                                               "ns-2 and INET)")
                                          : tr("cwnd")));
        }
        rows << row(QStringLiteral("Smoothed RTT"), opt(f->srttMs, QStringLiteral("ms"), 4));
        rows << row(QStringLiteral("RTO"), opt(f->rtoMs, QStringLiteral("ms"), 4));
        if (info->mss) {
          rows << row(QStringLiteral("Oldest unacked"),
                      QStringLiteral("segment %1").arg(f->sndUna / info->mss));
          rows << row(QStringLiteral("Highest sent"),
                      QStringLiteral("segment %1").arg(f->sndMax / info->mss));
        }
      }
      rows << row(QStringLiteral("Delivered"), bytes(static_cast<double>(f->delivered)));
      if (f->retransmits >= 0) rows << row(QStringLiteral("Retransmits"), QString::number(f->retransmits));
      if (f->fastRetransmits >= 0) {
        rows << row(QStringLiteral("Fast retransmits"), QString::number(f->fastRetransmits));
      }
      if (f->timeouts >= 0) rows << row(QStringLiteral("Timeouts"), QString::number(f->timeouts));
    }
    int onWire = 0;
    for (const auto& p : view_.inFlight) onWire += p.flow == static_cast<std::uint32_t>(selId_);
    rows << row(QStringLiteral("Packets on the wire"), QString::number(onWire));
  } else if (selKind_ == QLatin1String("packet")) {
    bool found = false;
    for (const auto& p : view_.inFlight) {
      if (static_cast<qint64>(p.uid) == selId_) {
        selPacket_ = p;
        found = selPacketSeen_ = true;
        break;
      }
    }
    const PacketView& p = selPacket_;
    title = QStringLiteral("Packet #%1").arg(selId_);
    if (selPacketSeen_) {
      rows << row(QStringLiteral("What"), kindName(p.kind) + (p.retransmission ? QStringLiteral(" (retransmission)") : QString()));
      rows << row(QStringLiteral("Flow"), QString::number(p.flow));
      if (info->mss && p.kind == 0) {
        rows << row(QStringLiteral("Segment"), QString::number(p.seq / info->mss));
      }
      rows << row(QStringLiteral("Size"), QStringLiteral("%1 bytes").arg(p.size));
      if (p.link < info->links.size()) {
        const auto& lk = info->links[p.link];
        rows << row(QStringLiteral("Link"), QStringLiteral("%1 → %2").arg(info->nodes[lk.from].name,
                                                                            info->nodes[lk.to].name));
      }
      rows << row(QStringLiteral("Sending"), QStringLiteral("%1 … %2").arg(formatSimTime(p.start), formatSimTime(p.end)));
      rows << row(QStringLiteral("Arrives"), formatSimTime(p.arrival));
      rows << row(QStringLiteral("Transmission time"), formatDuration(p.end - p.start));
      rows << row(QStringLiteral("Status"), found ? QStringLiteral("on the wire")
                                                  : QStringLiteral("left this link"));
    } else {
      rows << row(QStringLiteral("Status"), QStringLiteral("no longer on the wire"));
    }
  }
  selTitle_ = title;
  inspector_ = rows;
  emit inspectorChanged();
}

}  // namespace opslab::gui
