// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Packet: one IP packet, TCP/UDP segment or control packet in flight.
//
// Packets are plain records from a PacketPool and move through the network by PacketPtr
// (a unique_ptr that returns the record to its pool). Sequence numbers count bytes, as in
// TCP; a packet carries up to four SACK blocks (RFC 2018 allows three with timestamps).
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "sim/time.hpp"

namespace opslab::net {

using NodeId = std::uint32_t;
using FlowId = std::uint32_t;

enum class PacketKind : std::uint8_t {
  tcp_data,
  tcp_ack,
  tcp_syn,
  tcp_syn_ack,
  tcp_fin,
  tcp_fin_ack,
  udp,
};

const char* to_string(PacketKind k);

struct SackBlock {
  std::uint64_t start = 0;  // first byte
  std::uint64_t end = 0;    // one past the last byte
};

struct Packet {
  static constexpr int kMaxSackBlocks = 4;

  std::uint64_t uid = 0;  // unique within one simulation
  FlowId flow = 0;
  NodeId src = 0;
  NodeId dst = 0;
  std::uint32_t size_bytes = 0;     // on the wire
  std::uint32_t payload_bytes = 0;  // application bytes carried
  PacketKind kind = PacketKind::tcp_data;
  bool retransmission = false;
  std::uint8_t sack_count = 0;
  bool from_receiver = false;  // a TCP receiver's reply (ACK, SYN-ACK, FIN-ACK)
  std::uint16_t hops = 0;
  // The sender's congestion window in whole segments when it sent this segment (0 = not
  // known), for edge devices that use it (window-aware burst assembly, OBS paper §V).
  std::uint32_t sender_cwnd_segments = 0;
  std::uint64_t seq = 0;  // first payload byte (data) or UDP sequence number
  std::uint64_t ack = 0;  // cumulative ACK: next byte expected
  sim::SimTime created;   // when the source handed it to the network
  std::array<SackBlock, kMaxSackBlocks> sack{};

  bool is_ack_like() const { return kind == PacketKind::tcp_ack; }
};

class PacketPool;

struct PacketDeleter {
  PacketPool* pool = nullptr;
  void operator()(Packet* p) const;
};

using PacketPtr = std::unique_ptr<Packet, PacketDeleter>;

}  // namespace opslab::net
