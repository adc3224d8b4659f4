// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/packet.hpp"

#include "net/packet_pool.hpp"

namespace opslab::net {

void PacketDeleter::operator()(Packet* p) const { pool->release(p); }

const char* to_string(PacketKind k) {
  switch (k) {
    case PacketKind::tcp_data: return "data";
    case PacketKind::tcp_ack: return "ack";
    case PacketKind::tcp_syn: return "syn";
    case PacketKind::tcp_syn_ack: return "syn-ack";
    case PacketKind::tcp_fin: return "fin";
    case PacketKind::tcp_fin_ack: return "fin-ack";
    case PacketKind::udp: return "udp";
  }
  return "?";
}

}  // namespace opslab::net
