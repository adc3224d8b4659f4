// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/ip_encoder.hpp"

#include <algorithm>
#include <cstring>

namespace opslab::net {

namespace {

constexpr std::uint32_t kIpHeader = 20;
constexpr std::uint32_t kUdpHeader = 8;
constexpr std::uint8_t kTcpProtocol = 6;
constexpr std::uint8_t kUdpProtocol = 17;
constexpr std::uint8_t kFin = 0x01, kSyn = 0x02, kAck = 0x10;
constexpr std::uint8_t kMaxShift = 14;  // RFC 7323 §2.3

void put16(std::uint8_t* at, std::uint16_t v) {
  at[0] = static_cast<std::uint8_t>(v >> 8);
  at[1] = static_cast<std::uint8_t>(v);
}

void put32(std::uint8_t* at, std::uint32_t v) {
  put16(at, static_cast<std::uint16_t>(v >> 16));
  put16(at + 2, static_cast<std::uint16_t>(v));
}

// Byte offset k as a 32-bit sequence number after a SYN took number 0 (plus `extra`).
std::uint32_t seq32(std::uint64_t k, std::uint64_t extra = 1) {
  return static_cast<std::uint32_t>(k + extra);
}

bool is_syn(PacketKind k) { return k == PacketKind::tcp_syn || k == PacketKind::tcp_syn_ack; }

// The sum of the pseudo-header (RFC 793 §3.1, RFC 768) for a segment of `length` bytes.
std::uint32_t pseudo_header_sum(const std::uint8_t* ip, std::uint8_t protocol,
                                std::uint32_t length) {
  std::uint32_t sum = 0;
  for (int i = 12; i < 20; i += 2) sum += static_cast<std::uint32_t>(ip[i] << 8 | ip[i + 1]);
  return sum + protocol + (length >> 16) + (length & 0xffff);
}

}  // namespace

std::uint32_t ipv4_address(NodeId n) { return (10u << 24) | ((n + 1) & 0xffffffu); }

std::uint16_t sender_port(FlowId f) { return static_cast<std::uint16_t>(10000 + f % 55536); }

bool from_data_sender(const Packet& p) {
  switch (p.kind) {
    case PacketKind::tcp_syn_ack:
    case PacketKind::tcp_fin_ack: return false;
    case PacketKind::tcp_ack: return !p.from_receiver;
    default: return true;
  }
}

std::uint16_t internet_checksum(std::span<const std::uint8_t> bytes, std::uint32_t sum) {
  std::size_t i = 0;
  for (; i + 1 < bytes.size(); i += 2) sum += static_cast<std::uint32_t>(bytes[i] << 8 | bytes[i + 1]);
  if (i < bytes.size()) sum += static_cast<std::uint32_t>(bytes[i] << 8);
  while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
  return static_cast<std::uint16_t>(~sum);
}

IpEncoder::IpEncoder(const TcpFacts& facts) : facts_(facts) {
  const std::uint64_t window =
      facts.window_bytes == 0 ? std::uint64_t{65535} << kMaxShift : facts.window_bytes;
  while (shift_ < kMaxShift && (window >> shift_) > 65535) ++shift_;
  scaled_window_ = static_cast<std::uint16_t>(std::min<std::uint64_t>(65535, window >> shift_));
  syn_window_ = static_cast<std::uint16_t>(std::min<std::uint64_t>(65535, window));
}

std::uint32_t IpEncoder::tcp_header(const Packet& p, bool sender, std::uint8_t* tcp) const {
  std::uint32_t seq = 0, ack = 0;
  std::uint8_t flags = kAck;
  if (sender) {
    switch (p.kind) {
      case PacketKind::tcp_syn: flags = kSyn; break;
      case PacketKind::tcp_fin: seq = seq32(p.seq), ack = 1, flags = kFin | kAck; break;
      case PacketKind::tcp_ack:  // the handshake's ACK (nothing sent yet) or the last one
        seq = p.seq == 0 ? 1 : seq32(p.seq, 2), ack = p.seq == 0 ? 1 : 2;
        break;
      default: seq = seq32(p.seq), ack = 1; break;  // data
    }
  } else {
    switch (p.kind) {
      case PacketKind::tcp_syn_ack: seq = 0, ack = seq32(p.ack), flags = kSyn | kAck; break;
      case PacketKind::tcp_fin_ack: seq = 1, ack = seq32(p.ack, 2), flags = kFin | kAck; break;
      default: seq = 1, ack = seq32(p.ack); break;
    }
  }
  put16(tcp, sender ? sender_port(p.flow) : kReceiverPort);
  put16(tcp + 2, sender ? kReceiverPort : sender_port(p.flow));
  put32(tcp + 4, seq);
  put32(tcp + 8, ack);
  tcp[13] = flags;
  put16(tcp + 14, is_syn(p.kind) ? syn_window_ : scaled_window_);
  put16(tcp + 16, 0);  // checksum, filled in by encode()
  put16(tcp + 18, 0);  // urgent pointer

  std::uint8_t* o = tcp + 20;
  if (is_syn(p.kind)) {
    o[0] = 2, o[1] = 4, put16(o + 2, static_cast<std::uint16_t>(std::min<std::uint32_t>(facts_.mss, 65535)));
    o[4] = 1, o[5] = 3, o[6] = 3, o[7] = shift_;  // NOP, window scale
    o += 8;
    if (facts_.sack_permitted) o[0] = 1, o[1] = 1, o[2] = 4, o[3] = 2, o += 4;  // NOP NOP SACK-perm
  } else if (p.sack_count > 0) {
    const int n = std::min<int>(p.sack_count, 4);  // 4 blocks fill the 40 option bytes
    o[0] = 1, o[1] = 1, o[2] = 5, o[3] = static_cast<std::uint8_t>(2 + 8 * n);
    o += 4;
    for (int i = 0; i < n; ++i, o += 8) {
      put32(o, seq32(p.sack[static_cast<std::size_t>(i)].start));
      put32(o + 4, seq32(p.sack[static_cast<std::size_t>(i)].end));
    }
  }
  const auto length = static_cast<std::uint32_t>(o - tcp);
  tcp[12] = static_cast<std::uint8_t>((length / 4) << 4);
  return length;
}

EncodedHeaders IpEncoder::encode(const Packet& p, bool sender,
                                 std::span<std::uint8_t, kMaxHeaderBytes> out) const {
  std::uint8_t* ip = out.data();
  std::memset(ip, 0, out.size());
  const bool udp = p.kind == PacketKind::udp;
  std::uint32_t l4_header = 0;
  std::uint32_t ip_length = 0;
  if (udp) {
    l4_header = kUdpHeader;
    ip_length = std::max(p.size_bytes, kIpHeader + kUdpHeader);
  } else {
    l4_header = tcp_header(p, sender, ip + kIpHeader);
    ip_length = kIpHeader + l4_header + p.payload_bytes;
  }

  ip[0] = 0x45;  // version 4, 5 words
  put16(ip + 2, static_cast<std::uint16_t>(std::min<std::uint32_t>(ip_length, 65535)));
  put16(ip + 4, static_cast<std::uint16_t>(p.uid));
  put16(ip + 6, 0x4000);  // don't fragment
  ip[8] = static_cast<std::uint8_t>(64 - std::min<std::uint16_t>(p.hops, 63));
  ip[9] = udp ? kUdpProtocol : kTcpProtocol;
  put32(ip + 12, ipv4_address(p.src));
  put32(ip + 16, ipv4_address(p.dst));
  put16(ip + 10, internet_checksum({ip, kIpHeader}));

  std::uint8_t* l4 = ip + kIpHeader;
  const std::uint32_t l4_length = ip_length - kIpHeader;
  if (udp) {
    put16(l4, sender_port(p.flow));
    put16(l4 + 2, kReceiverPort);
    put16(l4 + 4, static_cast<std::uint16_t>(l4_length));
  }
  // The payload is zeros: only the header and the pseudo-header add to the sum.
  std::uint16_t sum = internet_checksum({l4, l4_header},
                                        pseudo_header_sum(ip, ip[9], l4_length));
  if (udp && sum == 0) sum = 0xffff;  // RFC 768: 0 means "no checksum"
  put16(l4 + (udp ? 6 : 16), sum);
  return {kIpHeader + l4_header, ip_length};
}

}  // namespace opslab::net
