// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// IpEncoder: one simulated Packet as the bytes of a real IPv4 packet with its TCP or UDP
// header, for captures that Wireshark reads (net/pcap_writer.hpp; docs/capture.md).
//
// The mapping, chosen so that one flow is one Wireshark conversation and its TCP analysis
// sees the simulator's sequence space:
// - addresses: node n is 10.a.b.c with a.b.c = n + 1 (node 0 is 10.0.0.1);
// - ports: the data sender's port is 10000 + flow mod 55536, the receiver's 5001;
// - TCP sequence numbers: both initial sequence numbers are 0; a SYN and a FIN take one
//   number each, so payload byte k is sequence number k + 1 (mod 2^32), an ACK of "next byte
//   k" is k + 1, and SACK block edges are shifted the same way;
// - TCP options: MSS, window scale and (if the sender uses SACK) SACK-permitted on SYNs,
//   SACK blocks (kind 5) on ACKs that carry them, NOP-padded to 32-bit words;
// - window: the receiver's advertised window (TcpConfig::max_window_packets · MSS), or, for
//   an unlimited window, the largest one TCP can express (65535 · 2^14 bytes); SYNs carry
//   it unscaled (capped at 65535), every other segment scaled by the window-scale shift;
// - lengths: a TCP packet is 20 + TCP header + payload_bytes long (the sequence analysis needs
//   the real segment length); a UDP packet is size_bytes long (its simulated size on the
//   wire), with size_bytes − 28 bytes of payload;
// - IPv4: no options, DF set, TTL 64 − hops, identification = the packet's uid mod 2^16;
//   IPv4 and TCP/UDP checksums are correct for an all-zero payload.
// Encoding costs O(header size) and allocates nothing.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "net/packet.hpp"

namespace opslab::net {

/// What a capture's TCP headers say about the connection (from the run's TcpConfig).
struct TcpFacts {
  std::uint32_t mss = 1460;
  std::uint64_t window_bytes = 0;  // the receiver's advertised window; 0 = unlimited
  bool sack_permitted = false;     // the sender uses SACK (SACK-permitted on SYNs)
};

/// 10.a.b.c for node n (a.b.c = n + 1), as a host-order 32-bit value.
std::uint32_t ipv4_address(NodeId n);
/// The data sender's port of a flow.
std::uint16_t sender_port(FlowId f);
inline constexpr std::uint16_t kReceiverPort = 5001;

/// Whether a packet travels from its flow's data sender to the receiver: everything but the
/// receiver's replies (its ACKs, SYN-ACK and FIN-ACK, marked `from_receiver`; the sender's
/// own control ACKs of the handshake and teardown look like an ACK of nothing).
bool from_data_sender(const Packet& p);

/// One encoded packet: its header bytes and its length on the wire.
struct EncodedHeaders {
  std::uint32_t header_bytes = 0;  // IPv4 + TCP/UDP header, options included
  std::uint32_t ip_length = 0;     // IPv4 total length (header + payload)
};

class IpEncoder {
 public:
  /// IPv4 (20) + TCP with the longest options this encoder writes (60).
  static constexpr std::size_t kMaxHeaderBytes = 80;

  explicit IpEncoder(const TcpFacts& facts);

  /// Writes the IPv4 and TCP/UDP headers of `p` into `out`. `sender` says whether it travels
  /// from the data sender (see from_data_sender()).
  EncodedHeaders encode(const Packet& p, bool sender,
                        std::span<std::uint8_t, kMaxHeaderBytes> out) const;

  /// The window-scale shift written on SYNs.
  std::uint8_t window_shift() const { return shift_; }

 private:
  std::uint32_t tcp_header(const Packet& p, bool sender, std::uint8_t* tcp) const;

  TcpFacts facts_;
  std::uint8_t shift_ = 0;
  std::uint16_t scaled_window_ = 0;
  std::uint16_t syn_window_ = 0;
};

/// The Internet checksum (RFC 1071) of `bytes`, starting from the partial sum `sum`.
std::uint16_t internet_checksum(std::span<const std::uint8_t> bytes, std::uint32_t sum = 0);

}  // namespace opslab::net
