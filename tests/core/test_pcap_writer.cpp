// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PcapWriter and IpEncoder: the byte layout of the pcapng blocks and of the IPv4,
// TCP and UDP headers built from simulated packets — fields, options and checksums checked
// here byte by byte, independently of the encoder — and what a link or flow capture records.
#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "net/pcap_writer.hpp"
#include "net/packet_pool.hpp"
#include "net/topology.hpp"

namespace opslab::net {
namespace {

using sim::SimTime;

std::uint32_t le32(const std::string& b, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[at])) |
         static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[at + 1])) << 8 |
         static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[at + 2])) << 16 |
         static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[at + 3])) << 24;
}
std::uint16_t be16(const std::string& b, std::size_t at) {
  return static_cast<std::uint16_t>(static_cast<std::uint8_t>(b[at]) << 8 |
                                    static_cast<std::uint8_t>(b[at + 1]));
}
std::uint32_t be32(const std::string& b, std::size_t at) {
  return static_cast<std::uint32_t>(be16(b, at)) << 16 | be16(b, at + 2);
}

// The one's-complement sum of 16-bit words, folded (a correct checksum makes it 0xffff).
std::uint32_t fold(std::uint32_t sum) {
  while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
  return sum;
}
std::uint32_t sum_words(const std::string& b, std::size_t from, std::size_t n) {
  std::uint32_t s = 0;
  for (std::size_t i = 0; i < n; i += 2) {
    s += i + 1 < n ? be16(b, from + i) : static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[from + i]) << 8);
  }
  return s;
}

struct Block {
  std::uint32_t type;
  std::string body;  // between the leading length and the trailing one
};

// Splits a pcapng file into blocks, checking that both length fields agree.
std::vector<Block> blocks(const std::string& file) {
  std::vector<Block> out;
  std::size_t at = 0;
  while (at < file.size()) {
    const std::uint32_t type = le32(file, at);
    const std::uint32_t length = le32(file, at + 4);
    EXPECT_EQ(length % 4, 0u);
    EXPECT_LE(at + length, file.size());
    EXPECT_EQ(le32(file, at + length - 4), length) << "trailing length of block " << out.size();
    out.push_back({type, file.substr(at + 8, length - 12)});
    at += length;
  }
  return out;
}

// A two-node topology: host a (node 0) → host b (node 1), link 0; and b → a, link 1.
struct Fixture {
  Topology topo;
  PacketPool pool;
  Fixture() {
    topo.add_node("a", NodeRole::host);
    topo.add_node("b", NodeRole::host);
    topo.add_duplex(0, 1, LinkParams{});
  }
};

TEST(PcapWriter, SectionAndInterfaceBlocks) {
  Fixture f;
  std::ostringstream out;
  PcapOptions o;
  o.name = "link 0 a->b";
  PcapWriter w(out, f.topo, {CaptureTarget::Kind::link, 0}, o);
  w.finish();
  const auto b = blocks(out.str());
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].type, 0x0A0D0D0Au);
  EXPECT_EQ(le32(b[0].body, 0), 0x1A2B3C4Du);  // byte-order magic, little endian
  EXPECT_EQ(le32(b[0].body, 4), 1u);           // version 1.0
  EXPECT_EQ(b[1].type, 1u);
  EXPECT_EQ(le32(b[1].body, 0) & 0xffff, 101u);  // LINKTYPE_RAW
  // Options: if_name, then if_tsresol = 9 (nanoseconds).
  EXPECT_EQ(le32(b[1].body, 8), 2u | (11u << 16));
  EXPECT_EQ(b[1].body.substr(12, 11), "link 0 a->b");
  EXPECT_EQ(le32(b[1].body, 24), 9u | (1u << 16));
  EXPECT_EQ(static_cast<std::uint8_t>(b[1].body[28]), 9);
}

TEST(PcapWriter, TcpSackAckLayout) {
  Fixture f;
  std::ostringstream out;
  PcapOptions o;
  o.tcp.window_bytes = 359 * 1460;  // 524 140 bytes: window scale 3
  PcapWriter w(out, f.topo, {CaptureTarget::Kind::link, 1}, o);
  PacketPtr ack = f.pool.make(7, 1, 0, PacketKind::tcp_ack, 40, SimTime::zero());
  ack->uid = 0x12345;
  ack->ack = 14600;  // next byte expected
  ack->from_receiver = true;
  ack->sack_count = 2;
  ack->sack[0] = {29200, 30660};
  ack->sack[1] = {17520, 20440};
  ack->hops = 2;
  w.on_transmit(*ack, 1, SimTime::ns(1'500'000'123.4), SimTime::s(2), SimTime::s(3));
  w.finish();
  EXPECT_EQ(w.packets(), 1u);

  const auto b = blocks(out.str());
  ASSERT_EQ(b.size(), 3u);
  const std::string& e = b[2].body;
  EXPECT_EQ(b[2].type, 6u);
  const std::uint64_t ns = std::uint64_t{le32(e, 4)} << 32 | le32(e, 8);
  EXPECT_EQ(ns, 1'500'000'123u);  // picoseconds truncated to nanoseconds
  const std::uint32_t captured = le32(e, 12);
  // 20 (IPv4) + 20 (TCP) + 2 NOPs + SACK option of 2 blocks (2 + 16).
  EXPECT_EQ(captured, 60u);
  EXPECT_EQ(le32(e, 16), 60u);  // no payload: the whole packet
  const std::string ip = e.substr(20, captured);
  EXPECT_EQ(static_cast<std::uint8_t>(ip[0]), 0x45);
  EXPECT_EQ(be16(ip, 2), 60u);      // total length
  EXPECT_EQ(be16(ip, 4), 0x2345u);  // identification: uid mod 2^16
  EXPECT_EQ(be16(ip, 6), 0x4000u);  // DF
  EXPECT_EQ(static_cast<std::uint8_t>(ip[8]), 62);  // TTL 64 − 2 hops
  EXPECT_EQ(static_cast<std::uint8_t>(ip[9]), 6);
  EXPECT_EQ(be32(ip, 12), 0x0A000002u);  // node 1 → 10.0.0.2
  EXPECT_EQ(be32(ip, 16), 0x0A000001u);
  EXPECT_EQ(fold(sum_words(ip, 0, 20)), 0xffffu) << "IPv4 header checksum";

  // TCP: receiver port 5001 → sender port 10000 + flow.
  EXPECT_EQ(be16(ip, 20), 5001u);
  EXPECT_EQ(be16(ip, 22), 10007u);
  EXPECT_EQ(be32(ip, 24), 1u);          // the receiver's sequence number after its SYN
  EXPECT_EQ(be32(ip, 28), 14601u);      // next byte 14600, shifted by the SYN
  EXPECT_EQ(static_cast<std::uint8_t>(ip[32]) >> 4, 10);  // 40-byte header
  EXPECT_EQ(static_cast<std::uint8_t>(ip[33]), 0x10);     // ACK
  EXPECT_EQ(be16(ip, 34), 524140u >> 3);                  // window, scaled by 2^3
  EXPECT_EQ(be16(ip, 38), 0u);                            // urgent pointer
  EXPECT_EQ(static_cast<std::uint8_t>(ip[40]), 1);        // NOP
  EXPECT_EQ(static_cast<std::uint8_t>(ip[41]), 1);        // NOP
  EXPECT_EQ(static_cast<std::uint8_t>(ip[42]), 5);        // SACK
  EXPECT_EQ(static_cast<std::uint8_t>(ip[43]), 18);       // 2 + 2 × 8
  EXPECT_EQ(be32(ip, 44), 29201u);
  EXPECT_EQ(be32(ip, 48), 30661u);
  EXPECT_EQ(be32(ip, 52), 17521u);
  EXPECT_EQ(be32(ip, 56), 20441u);
  // Pseudo-header (addresses, protocol, TCP length) + TCP header sum to 0xffff.
  const std::uint32_t pseudo = sum_words(ip, 12, 8) + 6 + 40;
  EXPECT_EQ(fold(pseudo + sum_words(ip, 20, 40)), 0xffffu) << "TCP checksum";
}

TEST(PcapWriter, UdpLayoutWithZeroPayload) {
  Fixture f;
  std::ostringstream out;
  PcapOptions o;
  o.full_payload = true;
  PcapWriter w(out, f.topo, {CaptureTarget::Kind::link, 0}, o);
  PacketPtr d = f.pool.make(3, 0, 1, PacketKind::udp, 1500, SimTime::zero());
  d->payload_bytes = 1500;
  d->uid = 9;
  w.on_transmit(*d, 0, SimTime::us(250), SimTime::us(262), SimTime::ms(10));
  w.finish();

  const auto b = blocks(out.str());
  ASSERT_EQ(b.size(), 3u);
  const std::string& e = b[2].body;
  EXPECT_EQ(std::uint64_t{le32(e, 4)} << 32 | le32(e, 8), 250'000u);
  EXPECT_EQ(le32(e, 12), 1500u);  // full payload: captured = original
  EXPECT_EQ(le32(e, 16), 1500u);  // the simulated size on the wire
  const std::string ip = e.substr(20, 1500);
  EXPECT_EQ(be16(ip, 2), 1500u);
  EXPECT_EQ(static_cast<std::uint8_t>(ip[9]), 17);
  EXPECT_EQ(be32(ip, 12), 0x0A000001u);
  EXPECT_EQ(be32(ip, 16), 0x0A000002u);
  EXPECT_EQ(fold(sum_words(ip, 0, 20)), 0xffffu) << "IPv4 header checksum";
  EXPECT_EQ(be16(ip, 20), 10003u);
  EXPECT_EQ(be16(ip, 22), 5001u);
  EXPECT_EQ(be16(ip, 24), 1480u);  // UDP length: header + 1472 payload bytes
  EXPECT_EQ(ip.find_first_not_of('\0', 28), std::string::npos) << "payload is zeros";
  EXPECT_NE(be16(ip, 26), 0u);
  const std::uint32_t pseudo = sum_words(ip, 12, 8) + 17 + 1480;
  EXPECT_EQ(fold(pseudo + sum_words(ip, 20, 1480)), 0xffffu) << "UDP checksum";
}

TEST(PcapWriter, SynCarriesMssWindowScaleAndSackPermitted) {
  Fixture f;
  std::ostringstream out;
  PcapOptions o;
  o.tcp = {9000, 0, true};  // unlimited window: 65535 << 14
  PcapWriter w(out, f.topo, {CaptureTarget::Kind::link, 0}, o);
  PacketPtr syn = f.pool.make(1, 0, 1, PacketKind::tcp_syn, 64, SimTime::zero());
  w.on_transmit(*syn, 0, SimTime::zero(), SimTime::zero(), SimTime::zero());
  w.finish();
  const std::string ip = blocks(out.str())[2].body.substr(20);
  EXPECT_EQ(be32(ip, 24), 0u);                        // ISN 0
  EXPECT_EQ(static_cast<std::uint8_t>(ip[33]), 0x02);  // SYN only
  EXPECT_EQ(be16(ip, 34), 65535u);                    // unscaled on a SYN
  EXPECT_EQ(static_cast<std::uint8_t>(ip[32]) >> 4, 8);  // 20 + 12 option bytes
  EXPECT_EQ(be32(ip, 40), 0x02042328u);  // MSS 9000
  EXPECT_EQ(be32(ip, 44), 0x0103030Eu);  // NOP, window scale 14
  EXPECT_EQ(be32(ip, 48), 0x01010402u);  // NOP NOP SACK-permitted
}

// An aggregate event kind as an optical model would declare it.
constexpr EventKindInfo kTestAggregate{"test_burst", "", EventDraw::aggregate};

TEST(PcapWriter, AggregateMembersCommentedAndHeldUntilTheirStart) {
  Fixture f;
  std::ostringstream out;
  PcapWriter w(out, f.topo, {CaptureTarget::Kind::link, 0}, PcapOptions{});
  std::vector<PacketPtr> burst;
  for (int i = 0; i < 2; ++i) {
    burst.push_back(f.pool.make(4, 0, 1, PacketKind::tcp_data, 1500, SimTime::zero()));
    burst.back()->payload_bytes = 1460;
    burst.back()->seq = 1460u * static_cast<unsigned>(i);
  }
  ModelEvent e{.kind = kTestAggregate, .node = 0, .link = 0, .id = 42, .packets = burst,
               .bytes = 3000, .start = SimTime::ms(5), .channel = 2};
  w.on_model_event(e, SimTime::ms(1));  // reserved 4 ms ahead
  EXPECT_EQ(w.packets(), 0u);
  PacketPtr other = f.pool.make(5, 0, 1, PacketKind::udp, 100, SimTime::zero());
  w.on_transmit(*other, 0, SimTime::ms(3), SimTime::ms(3), SimTime::ms(3));
  EXPECT_EQ(w.packets(), 1u);
  w.finish();
  EXPECT_EQ(w.packets(), 3u);

  const auto b = blocks(out.str());
  ASSERT_EQ(b.size(), 5u);
  EXPECT_EQ(le32(b[2].body, 8), 3'000'000u);  // the UDP packet first: time order
  for (int i = 3; i < 5; ++i) {
    const std::string& epb = b[static_cast<std::size_t>(i)].body;
    EXPECT_EQ(le32(epb, 8), 5'000'000u);
    const std::uint32_t captured = le32(epb, 12);
    EXPECT_EQ(captured, 40u);  // headers only
    EXPECT_EQ(le32(epb, 16), 1500u);
    const std::size_t opt = 20 + captured;
    EXPECT_EQ(le32(epb, opt) & 0xffff, 1u);  // opt_comment
    const std::uint32_t n = le32(epb, opt) >> 16;
    EXPECT_EQ(epb.substr(opt + 4, n), "in aggregate 42 (test_burst): 2 IP packets, 3000 bytes, wavelength 2");
  }
}

TEST(PcapWriter, FlowCaptureNamesTheAggregateAnAckArrivedIn) {
  Fixture f;  // a (0) → b (1) on link 0, b → a on link 1
  std::ostringstream out;
  PcapWriter w(out, f.topo, {CaptureTarget::Kind::flow, 2}, PcapOptions{});
  PacketPtr data = f.pool.make(2, 0, 1, PacketKind::tcp_data, 1500, SimTime::zero());
  data->payload_bytes = 1460;
  w.on_transmit(*data, 0, SimTime::ms(1), SimTime::ms(1), SimTime::ms(1));
  std::vector<PacketPtr> aggregate;
  aggregate.push_back(f.pool.make(2, 1, 0, PacketKind::tcp_ack, 40, SimTime::zero()));
  aggregate.back()->ack = 1460;
  aggregate.push_back(f.pool.make(9, 1, 0, PacketKind::tcp_ack, 40, SimTime::zero()));
  for (auto& a : aggregate) a->from_receiver = true;
  ModelEvent e{.kind = kTestAggregate, .node = 1, .link = 1, .id = 77, .packets = aggregate,
               .bytes = 80, .start = SimTime::ms(2)};
  w.on_model_event(e, SimTime::ms(2));
  EXPECT_EQ(w.packets(), 1u);  // recorded when it arrives, not on the way
  w.on_deliver(*aggregate[0], 0, SimTime::ms(4));
  PacketPtr later = f.pool.make(2, 1, 0, PacketKind::tcp_ack, 40, SimTime::zero());
  later->ack = 2920;
  later->from_receiver = true;
  w.on_deliver(*later, 0, SimTime::ms(5));  // came alone: no comment
  w.finish();
  const auto b = blocks(out.str());
  ASSERT_EQ(b.size(), 5u);
  const std::string& ack = b[3].body;
  const std::uint32_t captured = le32(ack, 12);
  const std::size_t opt = 20 + captured;
  ASSERT_GT(ack.size(), opt + 4);
  EXPECT_EQ(le32(ack, opt) & 0xffff, 1u);
  EXPECT_EQ(ack.substr(opt + 4, le32(ack, opt) >> 16),
            "in aggregate 77 (test_burst): 2 IP packets, 80 bytes");
  EXPECT_EQ(b[4].body.size(), 20u + le32(b[4].body, 12));  // no options
}

TEST(PcapWriter, FlowCaptureIsTheSendersView) {
  Topology topo;
  topo.add_node("s", NodeRole::host);
  topo.add_node("r", NodeRole::router);
  topo.add_node("d", NodeRole::host);
  topo.add_duplex(0, 1, LinkParams{});  // links 0 (s→r), 1 (r→s)
  topo.add_duplex(1, 2, LinkParams{});  // links 2 (r→d), 3 (d→r)
  PacketPool pool;
  std::ostringstream out;
  PcapWriter w(out, topo, {CaptureTarget::Kind::flow, 6}, PcapOptions{});
  PacketPtr data = pool.make(6, 0, 2, PacketKind::tcp_data, 1500, SimTime::zero());
  data->payload_bytes = 1460;
  PacketPtr ack = pool.make(6, 2, 0, PacketKind::tcp_ack, 40, SimTime::zero());
  ack->ack = 1460;
  ack->from_receiver = true;
  PacketPtr elsewhere = pool.make(8, 0, 2, PacketKind::tcp_data, 1500, SimTime::zero());
  w.on_transmit(*elsewhere, 0, SimTime::zero(), SimTime::zero(), SimTime::zero());  // other flow
  w.on_transmit(*data, 0, SimTime::ms(1), SimTime::ms(1), SimTime::ms(1));  // first hop: yes
  w.on_transmit(*data, 2, SimTime::ms(2), SimTime::ms(2), SimTime::ms(2));  // second hop: no
  w.on_deliver(*data, 2, SimTime::ms(3));                                   // at the receiver: no
  w.on_transmit(*ack, 3, SimTime::ms(3), SimTime::ms(3), SimTime::ms(3));   // receiver's hop: no
  w.on_deliver(*ack, 0, SimTime::ms(5));                                    // at the sender: yes
  w.finish();
  ASSERT_EQ(w.packets(), 2u);
  const auto b = blocks(out.str());
  EXPECT_EQ(le32(b[2].body, 8), 1'000'000u);
  EXPECT_EQ(le32(b[3].body, 8), 5'000'000u);
  const std::string ack_ip = b[3].body.substr(20);
  EXPECT_EQ(be16(ack_ip, 20), 5001u);
  EXPECT_EQ(be16(ack_ip, 22), 10006u);
  EXPECT_EQ(be32(ack_ip, 28), 1461u);
}

}  // namespace
}  // namespace opslab::net
