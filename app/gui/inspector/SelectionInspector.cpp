// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationController::refreshInspector(): the inspector's title and rows for what is
// selected — a node (its role, queues and drops; a switch fabric's VOQ table, pointers and
// anycast choices, FabricInspector), a link (rate, delay, queue, loss), a packet
// in flight (kind, flow, sequence, where it is) or a flow (its sender's live state) — read
// from the controller's LiveView and the run's RunInfo.
#include <QLocale>
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
#include "inspector/InspectorRow.hpp"

namespace opslab::gui {

namespace {

QString roleName(int role) {
  switch (role) {
    case 0: return SimulationController::tr("Host");
    case 1: return SimulationController::tr("Router");
    case 2: return SimulationController::tr("Switch");
    default: return SimulationController::tr("Node");
  }
}

QString kindName(std::uint8_t kind) {
  switch (static_cast<net::PacketKind>(kind)) {
    case net::PacketKind::tcp_data: return SimulationController::tr("TCP data segment");
    case net::PacketKind::tcp_ack: return SimulationController::tr("TCP ACK");
    case net::PacketKind::tcp_syn: return SimulationController::tr("TCP SYN");
    case net::PacketKind::tcp_syn_ack: return SimulationController::tr("TCP SYN-ACK");
    case net::PacketKind::tcp_fin: return SimulationController::tr("TCP FIN");
    case net::PacketKind::tcp_fin_ack: return SimulationController::tr("TCP FIN-ACK");
    case net::PacketKind::udp: return SimulationController::tr("UDP datagram");
  }
  return SimulationController::tr("packet");
}

QString opt(double v, const QString& unit = {}, int digits = 3) {
  if (v < 0) return QStringLiteral("—");
  return QLocale().toString(v, 'g', digits) + (unit.isEmpty() ? QString() : QChar(0x2009) + unit);
}

QString bytes(double b) {
  const QLocale locale;
  if (b >= 1e9) return locale.toString(b / 1e9, 'f', 2) + QStringLiteral(" GB");
  if (b >= 1e6) return locale.toString(b / 1e6, 'f', 2) + QStringLiteral(" MB");
  if (b >= 1e3) return locale.toString(b / 1e3, 'f', 1) + QStringLiteral(" kB");
  return locale.toString(b, 'f', 0) + QStringLiteral(" B");
}

QString count(std::int64_t n) { return QLocale().toString(static_cast<qlonglong>(n)); }

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
    rows << inspectorRow(tr("Kind"), roleName(n.role));
    int out = 0;
    QStringList queues;
    for (std::size_t l = 0; l < info->links.size(); ++l) {
      const auto& lk = info->links[l];
      if (lk.from != static_cast<std::uint32_t>(selId_)) continue;
      ++out;
      if (queues.size() < 6 && l < view_.links.size()) {
        const auto& st = view_.links[l];
        //: A queue of a node's outgoing link: %1 the next node, %2 packets waiting, %3
        //: " / <capacity>" or nothing when the queue has no limit.
        queues << tr("→ %1: %2%3 waiting")
                      .arg(info->nodes[lk.to].name)
                      .arg(st.queue)
                      .arg(lk.capacity ? QStringLiteral(" / %1").arg(lk.capacity) : QString());
      }
    }
    rows << inspectorRow(tr("Outgoing links"), QString::number(out));
    for (const auto& q : queues) rows << inspectorRow(tr("Queue"), q);
    const auto drops = static_cast<std::size_t>(selId_) < nodeDrops_.size()
                           ? nodeDrops_[static_cast<std::size_t>(selId_)]
                           : 0;
    rows << inspectorRow(tr("Packets dropped here"), count(static_cast<std::int64_t>(drops)));
    for (const auto& f : view_.fabrics) {
      if (static_cast<qint64>(f.node) == selId_) rows << fabricRows(f);
    }
  } else if (selKind_ == QLatin1String("link") && selId_ >= 0 &&
             static_cast<std::size_t>(selId_) < info->links.size()) {
    const auto l = static_cast<std::size_t>(selId_);
    const auto& lk = info->links[l];
    title = tr("Link %1 → %2").arg(info->nodes[lk.from].name, info->nodes[lk.to].name);
    rows << inspectorRow(tr("Rate"), formatRate(lk.rate_bps));
    rows << inspectorRow(tr("Propagation delay"), formatDuration(lk.delay_ps));
    if (info->packetBytes > 0) {
      const double packet = info->packetBytes;
      rows << inspectorRow(tr("A full packet takes"),
                  tr("%1 to send")
                      .arg(formatDuration(static_cast<std::int64_t>(
                          std::ceil(packet * 8e12 / static_cast<double>(lk.rate_bps))))));
    }
    if (l < view_.links.size()) {
      const auto& st = view_.links[l];
      rows << inspectorRow(tr("Queue"),
                  //: %1 packets waiting, %2 " / <capacity>" or nothing when the queue has no
                  //: limit, %3 the most that waited.
                  tr("%1%2 packets (peak %3)")
                      .arg(st.queue)
                      .arg(lk.capacity ? QStringLiteral(" / %1").arg(lk.capacity) : QString())
                      .arg(st.peakQueue));
      rows << inspectorRow(tr("Transmitter"), st.busy ? tr("sending") : tr("idle"));
      rows << inspectorRow(tr("On the wire"), count(st.inFlight));
      rows << inspectorRow(tr("Packets sent"), count(static_cast<std::int64_t>(st.sentPackets)));
      rows << inspectorRow(tr("Dropped (queue full)"), count(static_cast<std::int64_t>(st.overflowDrops)));
    }
    if (lk.loss_rate > 0) rows << inspectorRow(tr("Random loss"), QLocale().toString(lk.loss_rate));
  } else if (selKind_ == QLatin1String("flow") && selId_ >= 0) {
    const FlowState* f = flows_.find(static_cast<std::uint32_t>(selId_));
    title = f ? tr("Flow %1 (%2)").arg(selId_).arg(f->kind.toUpper()) : tr("Flow %1").arg(selId_);
    if (f) {
      rows << inspectorRow(tr("State"), FlowListModel::stateText(*f));
      if (f->cwnd >= 0) rows << inspectorRow(tr("cwnd"), tr("%1 segments").arg(formatWindow(f->cwnd)));
      if (f->kind == QLatin1String(scenario::to_string(scenario::FlowState::Kind::tcp))) {
        rows << inspectorRow(tr("ssthresh"),
                    f->ssthresh < 0 ? tr("∞ (no loss yet)")
                                    : tr("%1 segments").arg(formatWindow(f->ssthresh)));
        if (f->receiveWindow > 0 && f->cwnd >= 0) {
          const bool byReceiver = f->receiveWindow < f->cwnd;
          rows << inspectorRow(tr("Effective window"),
                      tr("%1 segments = min(cwnd %2, receiver window %3): limited by %4")
                          .arg(formatWindow(std::min(f->cwnd, f->receiveWindow)),
                               formatWindow(f->cwnd), formatWindow(f->receiveWindow),
                               byReceiver ? tr("the receiver window (cwnd still grows, as in "
                                               "ns-2 and INET)")
                                          : tr("cwnd")));
        }
        rows << inspectorRow(tr("Smoothed RTT"), opt(f->srttMs, QStringLiteral("ms"), 4));
        rows << inspectorRow(tr("RTO"), opt(f->rtoMs, QStringLiteral("ms"), 4));
        if (info->mss) {
          rows << inspectorRow(tr("Oldest unacked"), tr("segment %1").arg(f->sndUna / info->mss));
          rows << inspectorRow(tr("Highest sent"), tr("segment %1").arg(f->sndMax / info->mss));
        }
      }
      rows << inspectorRow(tr("Delivered"), bytes(static_cast<double>(f->delivered)));
      if (f->retransmits >= 0) rows << inspectorRow(tr("Retransmits"), count(f->retransmits));
      if (f->fastRetransmits >= 0) rows << inspectorRow(tr("Fast retransmits"), count(f->fastRetransmits));
      if (f->timeouts >= 0) rows << inspectorRow(tr("Timeouts"), count(f->timeouts));
    }
    int onWire = 0;
    for (const auto& p : view_.inFlight) onWire += p.flow == static_cast<std::uint32_t>(selId_);
    rows << inspectorRow(tr("Packets on the wire"), count(onWire));
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
    title = tr("Packet #%1").arg(selId_);
    if (selPacketSeen_) {
      rows << inspectorRow(tr("What"), p.retransmission ? tr("%1 (retransmission)").arg(kindName(p.kind))
                                               : kindName(p.kind));
      rows << inspectorRow(tr("Flow"), QString::number(p.flow));
      if (info->mss && p.kind == 0) {
        rows << inspectorRow(tr("Segment"), QString::number(p.seq / info->mss));
      }
      rows << inspectorRow(tr("Size"), tr("%n bytes", nullptr, static_cast<int>(p.size)));
      if (p.link < info->links.size()) {
        const auto& lk = info->links[p.link];
        rows << inspectorRow(tr("Link"), QStringLiteral("%1 → %2").arg(info->nodes[lk.from].name,
                                                               info->nodes[lk.to].name));
      }
      rows << inspectorRow(tr("Sending"),
                  QStringLiteral("%1 … %2").arg(formatSimTime(p.start), formatSimTime(p.end)));
      rows << inspectorRow(tr("Arrives"), formatSimTime(p.arrival));
      rows << inspectorRow(tr("Transmission time"), formatDuration(p.end - p.start));
      rows << inspectorRow(tr("Status"), found ? tr("on the wire") : tr("left this link"));
    } else {
      rows << inspectorRow(tr("Status"), tr("no longer on the wire"));
    }
  }
  selTitle_ = title;
  inspector_ = rows;
  emit inspectorChanged();
}

}  // namespace opslab::gui
