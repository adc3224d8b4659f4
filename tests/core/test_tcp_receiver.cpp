// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TcpReceiver: in-order delivery, out-of-order buffer, RFC 2018 SACK blocks, delayed ACKs,
// and the handshake/teardown of a finite transfer end to end.
#include <gtest/gtest.h>

#include "net/event_text.hpp"
#include "net/ip_encoder.hpp"
#include "tcp_harness.hpp"
#include "transport/tcp_receiver.hpp"

using opslab::sim::SimTime;
using opslab::testing::Capture;
using opslab::testing::TcpHarness;
namespace net = opslab::net;
namespace transport = opslab::transport;

namespace {

// A receiver on host B fed segments by hand; its ACKs are captured on host A.
class ReceiverHarness {
 public:
  explicit ReceiverHarness(bool delayed = false,
                           transport::TcpVariant variant = transport::TcpVariant::sack)
      : sim_(1), net_(sim_) {
    const auto a = topo_.add_node("a", net::NodeRole::host);
    const auto b = topo_.add_node("b", net::NodeRole::host);
    topo_.add_duplex(a, b, net::LinkParams{1'000'000'000'000, SimTime::us(1), 0, 0});
    auto live = net::instantiate(topo_, net_);
    a_ = live.hosts[a];
    live.hosts[a]->bind(1, acks_);
    auto cfg = TcpHarness::config(variant);
    cfg.delayed_ack = delayed;
    rx_ = std::make_unique<transport::TcpReceiver>(net_, *live.hosts[b], a, 1, cfg);
  }
  void segment(std::uint64_t seg, bool rexmit = false) {
    bytes(seg * TcpHarness::kMss, (seg + 1) * TcpHarness::kMss, rexmit);
  }
  // A data segment carrying bytes [start, end).
  void bytes(std::uint64_t start, std::uint64_t end, bool rexmit = false) {
    net::PacketPtr p = net_.pool().make();
    p->kind = net::PacketKind::tcp_data;
    p->flow = 1;
    p->seq = start;
    p->payload_bytes = static_cast<std::uint32_t>(end - start);
    p->retransmission = rexmit;
    rx_->receive(std::move(p));
    sim_.run_until(sim_.now() + SimTime::us(10));
  }
  const net::Packet& last_ack() const { return acks_.packets.back(); }
  std::size_t ack_count() const { return acks_.packets.size(); }
  transport::TcpReceiver& rx() { return *rx_; }
  opslab::sim::Simulation& sim() { return sim_; }
  net::Network& net() { return net_; }

 private:
  opslab::sim::Simulation sim_;
  net::Network net_;
  net::Topology topo_;
  net::Host* a_ = nullptr;
  Capture acks_;
  std::unique_ptr<transport::TcpReceiver> rx_;
};

using Seg = std::pair<std::uint64_t, std::uint64_t>;

Seg block(const net::Packet& a, int i) {
  return {a.sack[i].start / TcpHarness::kMss, a.sack[i].end / TcpHarness::kMss};
}

}  // namespace

TEST(TcpReceiver, InOrderDeliveryAndCumulativeAck) {
  ReceiverHarness h;
  h.segment(0);
  h.segment(1);
  EXPECT_EQ(h.last_ack().ack, 2u * TcpHarness::kMss);
  EXPECT_EQ(h.last_ack().sack_count, 0);
  EXPECT_EQ(h.rx().stats().delivered_bytes, 2u * TcpHarness::kMss);
}

// Goodput counts each payload byte once, when it first arrives: received_bytes() grows by the
// bytes a segment adds to what was held (in order or not), never by a copy or an overlap.
TEST(TcpReceiver, ReceivedBytesCountEachByteOnceWhenItFirstArrives) {
  ReceiverHarness h;
  constexpr std::uint64_t M = TcpHarness::kMss;
  const auto held = [&h] {
    std::uint64_t n = 0;
    for (const auto& b : h.rx().out_of_order_blocks()) n += b.end - b.start;
    return n;
  };
  const auto check = [&](std::uint64_t received, std::uint64_t delivered) {
    EXPECT_EQ(h.rx().received_bytes(), received);
    EXPECT_EQ(h.rx().stats().delivered_bytes, delivered);
    EXPECT_EQ(h.rx().stats().held_bytes, held());
  };
  h.segment(0);
  check(M, M);
  h.segment(2);
  h.segment(3);
  check(3 * M, M);  // two segments held past the hole at 1
  h.segment(2, true);
  check(3 * M, M);  // a copy adds nothing
  h.bytes(2 * M + M / 2, 4 * M + M / 2);
  check(3 * M + M / 2, M);  // overlaps the held block: only its last half segment is new
  h.bytes(6 * M, 7 * M);
  check(4 * M + M / 2, M);  // a second block
  h.segment(1, true);
  check(5 * M + M / 2, 4 * M + M / 2);  // the hole filled: the first block delivered
  h.bytes(M / 2, 6 * M + M / 2);
  check(7 * M, 7 * M);  // over delivered data, up into the second block, which follows it
  EXPECT_TRUE(h.rx().out_of_order_blocks().empty());
  h.bytes(6 * M + M / 2, 7 * M, true);
  check(7 * M, 7 * M);  // a copy of delivered data adds nothing
}

// A connection without SACK (RFC 2018: no SACK-permitted on its SYN) gets no SACK blocks: a
// hole gives plain duplicate ACKs, while the out-of-order data is still held. Every reply is
// marked as the receiver's, which is how a capture tells its direction, even for an ACK of
// nothing (the first segment missing) that looks like the sender's handshake ACK.
TEST(TcpReceiver, NoSackBlocksWithoutSack) {
  for (const auto v : {transport::TcpVariant::reno, transport::TcpVariant::newreno,
                       transport::TcpVariant::saw}) {
    ReceiverHarness h(false, v);
    h.segment(1);
    EXPECT_EQ(h.last_ack().ack, 0u);
    EXPECT_EQ(h.last_ack().sack_count, 0);
    EXPECT_TRUE(h.last_ack().from_receiver);
    EXPECT_FALSE(net::from_data_sender(h.last_ack()));
    h.segment(3);
    EXPECT_EQ(h.last_ack().sack_count, 0);
    EXPECT_EQ(h.rx().out_of_order_blocks().size(), 2u);
    h.segment(0);
    EXPECT_EQ(h.last_ack().ack, 2u * TcpHarness::kMss);
  }
  ReceiverHarness sack(false, transport::TcpVariant::msack);
  sack.segment(1);
  EXPECT_EQ(sack.last_ack().sack_count, 1);
}

TEST(TcpReceiver, SackBlocksMostRecentFirstAtMostThree) {
  ReceiverHarness h;
  h.segment(0);
  h.segment(2);
  EXPECT_EQ(h.last_ack().ack, 1u * TcpHarness::kMss);  // duplicate ACK
  ASSERT_EQ(h.last_ack().sack_count, 1);
  EXPECT_EQ(block(h.last_ack(), 0), Seg(2, 3));
  h.segment(4);
  h.segment(6);
  h.segment(8);
  ASSERT_EQ(h.last_ack().sack_count, 3);  // four blocks held, three reported
  EXPECT_EQ(block(h.last_ack(), 0).first, 8u);
  EXPECT_EQ(block(h.last_ack(), 1).first, 6u);
  EXPECT_EQ(block(h.last_ack(), 2).first, 4u);
  h.segment(3);  // joins [2,3) and [4,5): the merged block is reported first
  EXPECT_EQ(block(h.last_ack(), 0), Seg(2, 5));
  EXPECT_EQ(h.rx().out_of_order_blocks().size(), 3u);
  EXPECT_EQ(h.rx().stats().delivered_bytes, 1u * TcpHarness::kMss);  // nothing past the hole
  h.segment(1, true);  // fills the hole: everything up to 5 is delivered
  EXPECT_EQ(h.last_ack().ack, 5u * TcpHarness::kMss);
  EXPECT_EQ(h.rx().stats().delivered_bytes, 5u * TcpHarness::kMss);
  // The segment that triggered this ACK is now in order; the other blocks follow by
  // recency: 8 arrived after 6.
  EXPECT_EQ(block(h.last_ack(), 0).first, 8u);
  EXPECT_EQ(block(h.last_ack(), 1).first, 6u);
}

TEST(TcpReceiver, CountsReorderingAndDuplicates) {
  ReceiverHarness h;
  h.segment(0);
  h.segment(2);
  h.segment(1);        // a first transmission after a higher one: reordered
  h.segment(1, true);  // duplicate retransmission
  EXPECT_EQ(h.rx().stats().reordered, 1u);
  EXPECT_EQ(h.rx().stats().duplicates, 1u);
  EXPECT_EQ(h.rx().stats().out_of_order, 1u);
}

TEST(TcpReceiver, DelayedAckEverySecondSegmentOrOnTimer) {
  ReceiverHarness h(true);
  h.segment(0);
  EXPECT_EQ(h.ack_count(), 0u);
  h.segment(1);
  EXPECT_EQ(h.ack_count(), 1u);
  h.segment(2);
  EXPECT_EQ(h.ack_count(), 1u);
  h.sim().run_until(h.sim().now() + SimTime::ms(200));
  EXPECT_EQ(h.ack_count(), 2u);  // the 200 ms timer fired
  EXPECT_EQ(h.last_ack().ack, 3u * TcpHarness::kMss);
  h.segment(5);  // out of order: acknowledged at once
  EXPECT_EQ(h.ack_count(), 3u);
}

TEST(TcpConnection, HandshakeTransferTeardownAndCompletionTime) {
  opslab::sim::Simulation sim(1);
  net::Network network(sim);
  net::Topology topo;
  const auto a = topo.add_node("a", net::NodeRole::host);
  const auto b = topo.add_node("b", net::NodeRole::host);
  topo.add_duplex(a, b, net::LinkParams{10'000'000'000, SimTime::us(50), 0, 0});
  auto live = net::instantiate(topo, network);
  auto cfg = TcpHarness::config(transport::TcpVariant::sack);
  cfg.handshake = true;
  cfg.control_bytes = 64;
  const std::uint64_t total = 10 * TcpHarness::kMss + 123;  // last segment is short
  transport::TcpSender tx(network, *live.hosts[a], b, 7, cfg, total);
  transport::TcpReceiver rx(network, *live.hosts[b], a, 7, cfg);
  bool done = false;
  tx.on_complete([&](transport::TcpSender&) { done = true; });
  tx.start_at(SimTime::ms(1));
  sim.run_until(SimTime::s(1));
  ASSERT_TRUE(done);
  EXPECT_TRUE(tx.complete());
  EXPECT_EQ(rx.stats().delivered_bytes, total);
  EXPECT_EQ(tx.stats().control_sent, 4u);  // SYN, handshake ACK, FIN, final ACK
  EXPECT_GT(tx.completion_time(), SimTime::ms(1));
  // No loss on this path: the pool holds no packet once everything is acknowledged.
  EXPECT_EQ(network.total_drops(), 0u);
}

namespace {

struct HeldLog final : net::Tap {
  std::vector<net::ProtocolEvent> events;
  void on_protocol(const net::ProtocolEvent& e, SimTime) override {
    if (e.kind == net::ProtocolEventKind::resent_held) events.push_back(e);
  }
};

}  // namespace

TEST(TcpReceiver, TellsEachRunOfResentSegmentsItAlreadyHeld) {
  ReceiverHarness h;
  HeldLog log;
  h.net().taps().attach(&log);
  for (std::uint64_t s : {0, 1, 3, 4, 5}) h.segment(s);  // segment 2 lost: 3–5 held out of order
  // Go back N from the hole: 2 fills it (new to the receiver), 3–5 it already held.
  for (std::uint64_t s : {2, 3, 4, 5}) h.segment(s, true);
  EXPECT_TRUE(log.events.empty());  // told once the run ends
  h.segment(6);
  ASSERT_EQ(log.events.size(), 1u);
  EXPECT_EQ(log.events[0].count, 3u);
  EXPECT_EQ(log.events[0].seq, 3 * TcpHarness::kMss);
  EXPECT_EQ(log.events[0].last_seq, 5 * TcpHarness::kMss);
  net::EventTextContext ctx;
  ctx.mss = TcpHarness::kMss;
  EXPECT_EQ(net::describe_protocol(log.events[0], ctx),
            "flow 1: 3 resent segments arrived that the receiver already held (segments 3 to 5) — "
            "resent needlessly, as after a go-back-N timeout or a spurious retransmission");
  // A lone spurious retransmission of held out-of-order data, then a FIN, ends a run of one.
  h.segment(8);
  h.segment(8, true);
  net::PacketPtr fin = h.net().pool().make();
  fin->kind = net::PacketKind::tcp_fin;
  fin->flow = 1;
  h.rx().receive(std::move(fin));
  ASSERT_EQ(log.events.size(), 2u);
  EXPECT_EQ(log.events[1].count, 1u);
  EXPECT_EQ(net::describe_protocol(log.events[1], ctx),
            "flow 1: 1 resent segment arrived that the receiver already held (segment 8) — "
            "resent needlessly, as after a go-back-N timeout or a spurious retransmission");
  // A retransmission that brings new data is no needless resend.
  h.segment(7, true);
  h.segment(9);
  EXPECT_EQ(log.events.size(), 2u);
}
