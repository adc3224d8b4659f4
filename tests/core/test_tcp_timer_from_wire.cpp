// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a segment's retransmission timer and RTT sample start (TcpConfig::timer_from_wire):
// at the hand-over to the host (RFC 6298), or when the segment starts on the wire after the
// server's interface queue, as Minakhmetov et al. time the RTT "between the start of sending
// a packet and reception of the corresponding acknowledgement" (§III-A). The host's interface
// is the data-centre model's FIFO FiberTransmitter, which knows that start (net::WireClock).
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "switching/fiber.hpp"
#include "transport/tcp_sender.hpp"

namespace {

using opslab::sim::SimTime;
namespace net = opslab::net;
namespace transport = opslab::transport;
namespace switching = opslab::switching;

struct WireCapture final : net::PacketReceiver {
  std::vector<SimTime> data_arrivals;
  net::Network* network = nullptr;
  void receive(net::PacketPtr p) override {
    if (p->kind == net::PacketKind::tcp_data) data_arrivals.push_back(network->now());
  }
};

// Host A sends over a 1 Gb/s FIFO interface and a 1 µs fibre to a capture at B. A data packet
// of 1000 + 40 bytes takes 8.32 µs to serialize.
class WireClockBench {
 public:
  explicit WireClockBench(bool from_wire) : sim_(1), net_(sim_) {
    const auto a = topo_.add_node("a", net::NodeRole::host);
    const auto b = topo_.add_node("b", net::NodeRole::host);
    auto live = net::instantiate(topo_, net_);
    a_ = live.hosts[a];
    b_id_ = b;
    capture_.network = &net_;
    fiber_ = std::make_unique<switching::Fiber>(net_, 0, a, b, capture_, 1'000'000'000,
                                                SimTime::us(1), switching::Delivery::tail);
    nic_ = std::make_unique<switching::FiberTransmitter>(net_, *fiber_);
    a_->set_egress(*nic_, nic_.get());
    cfg_.variant = transport::TcpVariant::saw;
    cfg_.mss = 1000;
    cfg_.header_bytes = 40;
    cfg_.rto_rule = transport::RtoRule::alpha_beta;
    cfg_.initial_rto = SimTime::ms(1);
    cfg_.min_rto = SimTime::zero();
    cfg_.packet_duration = SimTime::ns(8320);
    cfg_.saw_karn = true;
    cfg_.timer_from_wire = from_wire;
  }

  /// Queues `n` packets of another connection in the interface first: a backlog of n·8.32 µs.
  void backlog(int n) {
    for (int i = 0; i < n; ++i) {
      a_->send(net_.pool().make(99, a_->id(), b_id_, net::PacketKind::udp, 1040, net_.now()));
    }
  }
  transport::TcpSender& start_sender() {
    sender_ = std::make_unique<transport::TcpSender>(net_, *a_, b_id_, 1, cfg_, 100'000);
    sender_->start_at(net_.now());
    sim_.run_until(net_.now() + SimTime::ns(1));
    return *sender_;
  }
  void ack_at(SimTime t, std::uint64_t bytes) {
    sim_.run_until(t);
    net::PacketPtr p = net_.pool().make();
    p->kind = net::PacketKind::tcp_ack;
    p->flow = 1;
    p->src = b_id_;
    p->dst = a_->id();
    p->ack = bytes;
    sender_->receive(std::move(p));
  }
  opslab::sim::Simulation& sim() { return sim_; }
  const WireCapture& capture() const { return capture_; }

 private:
  opslab::sim::Simulation sim_;
  net::Network net_;
  net::Topology topo_;
  net::Host* a_ = nullptr;
  net::NodeId b_id_ = 0;
  WireCapture capture_;
  std::unique_ptr<switching::Fiber> fiber_;
  std::unique_ptr<switching::FiberTransmitter> nic_;
  transport::TcpConfig cfg_;
  std::unique_ptr<transport::TcpSender> sender_;
};

}  // namespace

TEST(TcpTimerFromWire, TheInterfaceKnowsWhenAQueuedPacketStarts) {
  WireClockBench bench(true);
  bench.backlog(100);  // 832 µs of packets ahead
  transport::TcpSender& s = bench.start_sender();
  ASSERT_EQ(s.stats().segments_sent, 1u);
  bench.sim().run_until(SimTime::us(1500));  // before its timer (1.832 ms) could resend it
  // The segment left after the backlog: it arrived after 100 + 1 serializations and 1 µs.
  ASSERT_EQ(bench.capture().data_arrivals.size(), 1u);
  EXPECT_EQ(bench.capture().data_arrivals[0], SimTime::ns(101 * 8320 + 1000));
}

TEST(TcpTimerFromWire, HandOverTimerFiresWhileTheSegmentIsStillQueued) {
  WireClockBench bench(false);
  bench.backlog(200);  // 1.664 ms of packets ahead: longer than the 1 ms RTO
  transport::TcpSender& s = bench.start_sender();
  EXPECT_EQ(s.timer_deadline(), SimTime::ms(1));
  bench.sim().run_until(SimTime::us(1100));
  EXPECT_EQ(s.stats().timeouts, 1u);  // spurious: the segment has not even left
  EXPECT_EQ(s.stats().retransmits, 1u);
}

TEST(TcpTimerFromWire, WireTimerStartsWhenTheSegmentLeaves) {
  WireClockBench bench(true);
  bench.backlog(200);
  transport::TcpSender& s = bench.start_sender();
  const SimTime leaves = SimTime::ns(200 * 8320);
  EXPECT_EQ(s.timer_deadline(), leaves + SimTime::ms(1));
  bench.sim().run_until(SimTime::us(1100));  // past the hand-over deadline, still queued
  EXPECT_EQ(s.stats().timeouts, 0u);
  // Its ACK 50 µs after it left: the RTT sample is 50 µs, the queue's 1.664 ms excluded, so
  // T = β·RTT + (1 − β)·T = 0.5·50 µs + 0.5·1 ms.
  bench.ack_at(leaves + SimTime::us(50), 1000);
  EXPECT_EQ(s.stats().rtt_samples, 1u);
  EXPECT_NEAR(s.rto().timeout().to_us(), 525.0, 0.01);
  EXPECT_EQ(s.stats().retransmits, 0u);
}

TEST(TcpTimerFromWire, WithoutABacklogBothClocksAgree) {
  for (bool from_wire : {false, true}) {
    WireClockBench bench(from_wire);
    transport::TcpSender& s = bench.start_sender();
    EXPECT_EQ(s.timer_deadline(), SimTime::ms(1)) << from_wire;
    bench.ack_at(SimTime::us(50), 1000);
    EXPECT_NEAR(s.rto().timeout().to_us(), 525.0, 0.01) << from_wire;
  }
}
