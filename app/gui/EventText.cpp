#include "EventText.hpp"

#include <cmath>
#include <cstdlib>

namespace opslab::gui {

using net::DropCause;
using net::PacketKind;
using net::ProtocolEventKind;

QString formatWindow(double segments) {
  if (!std::isfinite(segments)) return QStringLiteral("∞");
  const double r = std::round(segments * 10.0) / 10.0;
  if (std::abs(r - std::round(r)) < 1e-9) return QString::number(static_cast<long long>(std::round(r)));
  return QString::number(r, 'f', 1);
}

QString formatSimTime(std::int64_t ps) {
  const double s = static_cast<double>(ps) * 1e-12;
  // Seconds with microsecond digits grouped in threes: "1.234 567 s".
  const long long us = std::llround(s * 1e6);
  const long long whole = us / 1000000;
  const long long frac = std::llabs(us % 1000000);
  const QString f = QStringLiteral("%1").arg(frac, 6, 10, QLatin1Char('0'));
  return QStringLiteral("%1.%2 %3 s").arg(whole).arg(f.left(3), f.mid(3));
}

QString formatDuration(std::int64_t ps) {
  const double v = static_cast<double>(ps);
  auto fmt = [](double x, const char* unit) {
    return QString::number(x, 'g', x >= 100 ? 4 : 3) + QChar(0x2009) + QString::fromUtf8(unit);
  };
  if (ps == 0) return QStringLiteral("0 s");
  if (std::abs(v) >= 1e12) return fmt(v * 1e-12, "s");
  if (std::abs(v) >= 1e9) return fmt(v * 1e-9, "ms");
  if (std::abs(v) >= 1e6) return fmt(v * 1e-6, "µs");
  if (std::abs(v) >= 1e3) return fmt(v * 1e-3, "ns");
  return fmt(v, "ps");
}

QString formatRate(std::int64_t bps) {
  const double v = static_cast<double>(bps);
  auto fmt = [](double x, const char* unit) {
    return QString::number(x, 'g', 4) + QChar(0x2009) + QString::fromUtf8(unit);
  };
  if (v >= 1e9) return fmt(v * 1e-9, "Gb/s");
  if (v >= 1e6) return fmt(v * 1e-6, "Mb/s");
  if (v >= 1e3) return fmt(v * 1e-3, "kb/s");
  return fmt(v, "b/s");
}

QString dropCauseName(DropCause c) {
  switch (c) {
    case DropCause::queue_overflow: return QStringLiteral("queue full");
    case DropCause::random_loss: return QStringLiteral("random loss");
    case DropCause::contention: return QStringLiteral("contention");
    case DropCause::deflection_path: return QStringLiteral("lost on deflection path");
    case DropCause::no_buffer_port: return QStringLiteral("no free buffer port");
    case DropCause::stale: return QStringLiteral("stale connection");
    case DropCause::no_route: return QStringLiteral("no route");
  }
  return QStringLiteral("dropped");
}

namespace {

QString segment(std::uint64_t seq, const EventTextContext& ctx) {
  return ctx.mss ? QString::number(seq / ctx.mss) : QString::number(seq);
}

QString nodeName(net::NodeId n, const EventTextContext& ctx) {
  return n < ctx.nodeNames.size() ? ctx.nodeNames[n] : QStringLiteral("node %1").arg(n);
}

}  // namespace

QString describePacket(const net::Packet& p, const EventTextContext& ctx) {
  const QString flow = QString::number(p.flow);
  switch (p.kind) {
    case PacketKind::tcp_data:
      return QStringLiteral("%1segment %2 of flow %3")
          .arg(p.retransmission ? QStringLiteral("retransmitted ") : QString(),
               segment(p.seq, ctx), flow);
    case PacketKind::tcp_ack:
      return QStringLiteral("ACK %1 of flow %2").arg(segment(p.ack, ctx), flow);
    case PacketKind::tcp_syn: return QStringLiteral("SYN of flow %1").arg(flow);
    case PacketKind::tcp_syn_ack: return QStringLiteral("SYN-ACK of flow %1").arg(flow);
    case PacketKind::tcp_fin: return QStringLiteral("FIN of flow %1").arg(flow);
    case PacketKind::tcp_fin_ack: return QStringLiteral("FIN-ACK of flow %1").arg(flow);
    case PacketKind::udp:
      return QStringLiteral("UDP datagram %1 of flow %2").arg(p.seq).arg(flow);
  }
  return QStringLiteral("packet of flow %1").arg(flow);
}

QString describeProtocol(const net::ProtocolEvent& e, const EventTextContext& ctx) {
  const QString who = QStringLiteral("flow %1: ").arg(e.flow);
  const QString seg = segment(e.seq, ctx);
  const QString cwnd =
      QStringLiteral("cwnd %1 → %2").arg(formatWindow(e.cwnd_before), formatWindow(e.cwnd_after));
  switch (e.kind) {
    case ProtocolEventKind::fast_retransmit: {
      const bool sack = ctx.variant == QLatin1String("sack");
      const QString why = sack ? QStringLiteral("SACK blocks show a hole")
                               : QStringLiteral("%1 duplicate ACKs").arg(ctx.dupackThreshold);
      return who + QStringLiteral("%1 → fast retransmit of segment %2, %3")
                       .arg(why, seg, cwnd);
    }
    case ProtocolEventKind::timeout:
      return who + QStringLiteral("retransmission timer expired → resend segment %1, %2 "
                                  "(ssthresh %3)")
                       .arg(seg, cwnd, formatWindow(e.ssthresh_after));
    case ProtocolEventKind::recovery_exit:
      return who + QStringLiteral("every loss repaired (ACK reaches segment %1) → recovery "
                                  "ends, cwnd %2")
                       .arg(seg, formatWindow(e.cwnd_after));
    case ProtocolEventKind::retransmit:
      return who + QStringLiteral("retransmits segment %1").arg(seg);
    case ProtocolEventKind::partial_ack:
      return who + QStringLiteral("partial ACK → retransmit the next hole, segment %1, %2")
                       .arg(seg, cwnd);
    case ProtocolEventKind::connection_open:
      return who + QStringLiteral("handshake done → connection open");
    case ProtocolEventKind::transfer_done:
      return who + QStringLiteral("last byte acknowledged → transfer complete");
  }
  return who + QString::fromLatin1(net::to_string(e.kind));
}

QString describeDrop(const net::Packet& p, net::NodeId node, DropCause cause,
                     const EventTextContext& ctx) {
  const QString at = nodeName(node, ctx);
  const QString what = describePacket(p, ctx);
  switch (cause) {
    case DropCause::queue_overflow:
      return QStringLiteral("%1: output queue full → %2 dropped").arg(at, what);
    case DropCause::random_loss:
      return QStringLiteral("%1: random link loss → %2 lost").arg(at, what);
    case DropCause::contention:
      return QStringLiteral("%1: output busy and no way around (contention) → %2 dropped")
          .arg(at, what);
    case DropCause::deflection_path:
      return QStringLiteral("%1: %2 lost on the deflection path").arg(at, what);
    case DropCause::no_buffer_port:
      return QStringLiteral("%1: every buffer port busy → %2 dropped").arg(at, what);
    case DropCause::stale:
      return QStringLiteral("%1: %2 arrived for a closed connection → discarded").arg(at, what);
    case DropCause::no_route:
      return QStringLiteral("%1: no route to the destination of %2 → dropped").arg(at, what);
  }
  return QStringLiteral("%1: %2 dropped").arg(at, what);
}

}  // namespace opslab::gui
