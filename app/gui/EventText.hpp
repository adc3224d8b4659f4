// EventText: the event log's plain words for protocol events and drops (issue 5), e.g.
// "flow 17: 3 duplicate ACKs → fast retransmit of segment 412, cwnd 24 → 12".
#pragma once

#include <cstdint>
#include <vector>

#include <QString>

#include "net/tap.hpp"

namespace opslab::gui {

/// What the sentences need to know about the run.
struct EventTextContext {
  std::vector<QString> nodeNames;  // by NodeId
  std::uint32_t mss = 0;           // TCP payload per segment; 0 = no TCP
  std::uint32_t dupackThreshold = 3;
  QString variant;  // "reno", "newreno", "sack", ...
};

/// A window in segments, as short as it reads well: 24, 12.5, 0.8.
QString formatWindow(double segments);
/// Simulated time for people: "1.234 567 s", "12.5 ms", "830 ns".
QString formatSimTime(std::int64_t ps);
/// A duration with a unit that fits it ("100 ms", "7.25 µs").
QString formatDuration(std::int64_t ps);
/// A bit rate ("100 Mb/s", "10 Gb/s").
QString formatRate(std::int64_t bps);
/// Human name of a drop cause ("queue full").
QString dropCauseName(net::DropCause c);

/// "data segment 412 of flow 17", "ACK 413 of flow 17", "UDP datagram 80 of flow 2".
QString describePacket(const net::Packet& p, const EventTextContext& ctx);
QString describeProtocol(const net::ProtocolEvent& e, const EventTextContext& ctx);
QString describeDrop(const net::Packet& p, net::NodeId node, net::DropCause cause,
                     const EventTextContext& ctx);

}  // namespace opslab::gui
