// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Packet conservation on a small hand-built network: at every instant, every packet a host
// injected has been delivered to an endpoint, dropped (any cause), or is still in the
// network — Network::injected() == delivered() + total_drops() + pool().live().
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/router.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "test_net_support.hpp"

namespace {

using opslab::net::DropCause;
using opslab::net::FlowId;
using opslab::net::Host;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::NodeId;
using opslab::net::NodeRole;
using opslab::net::PacketKind;
using opslab::net::Topology;
using opslab::net::test_support::make_packet;
using opslab::net::test_support::RecordingTap;
using opslab::net::test_support::Sink;
using opslab::sim::Event;
using opslab::sim::EventHandler;
using opslab::sim::RandomStream;
using opslab::sim::SimTime;
using opslab::sim::Simulation;

/// Sends bursts of packets from one host at random intervals until `stop`.
class BurstySource : public EventHandler {
 public:
  BurstySource(Network& net, Host& host, FlowId flow, NodeId dst, PacketKind kind, SimTime stop)
      : net_(net),
        host_(host),
        flow_(flow),
        dst_(dst),
        kind_(kind),
        stop_(stop),
        rng_(net.sim().random_stream(fmt::format("source/{}", flow))) {
    net_.sim().schedule(ev_, SimTime::zero());
  }
  void handle_event(Event&) override {
    const auto burst = 1 + rng_.uniform_index(8);
    for (std::uint64_t i = 0; i < burst; ++i) {
      const auto size = static_cast<std::uint32_t>(40 + rng_.uniform_index(1461));
      host_.send(make_packet(net_, flow_, host_.id(), dst_, size, kind_, seq_++));
    }
    const SimTime next = net_.now() + SimTime::us(rng_.exponential(60.0));
    if (next < stop_) net_.sim().schedule(ev_, next);
  }
  std::uint64_t sent() const { return seq_; }

 private:
  Network& net_;
  Host& host_;
  FlowId flow_;
  NodeId dst_;
  PacketKind kind_;
  SimTime stop_;
  RandomStream rng_;
  Event ev_{this};
  std::uint64_t seq_ = 0;
};

TEST(Conservation, InjectedEqualsDeliveredPlusDroppedPlusLive) {
  // s0, s1, s2 → r0 → (bottleneck: 100 Mb/s, 8-packet queue, 2% loss) → r1 → d0, d1, d2;
  // d0 → s0 reverse "ACK" traffic; flow 2 has no endpoint at d2 (stale drops).
  Topology t;
  const NodeId r0 = t.add_node("r0", NodeRole::router);
  const NodeId r1 = t.add_node("r1", NodeRole::router);
  std::vector<NodeId> s, d;
  for (int i = 0; i < 3; ++i) {
    s.push_back(t.add_node(fmt::format("s{}", i), NodeRole::host));
    d.push_back(t.add_node(fmt::format("d{}", i), NodeRole::host));
  }
  LinkParams access;
  access.rate_bps = 1'000'000'000;
  access.delay = SimTime::us(200);
  access.queue_packets = 50;
  LinkParams bottleneck;
  bottleneck.rate_bps = 100'000'000;
  bottleneck.delay = SimTime::ms(1);
  bottleneck.queue_packets = 8;
  bottleneck.loss_rate = 0.02;
  for (int i = 0; i < 3; ++i) {
    t.add_duplex(s[i], r0, access);
    t.add_duplex(r1, d[i], access);
  }
  t.add_link(r0, r1, bottleneck);
  LinkParams reverse = bottleneck;
  reverse.loss_rate = 0;
  reverse.queue_packets = 100;
  t.add_link(r1, r0, reverse);

  Simulation sim(2024);
  Network net(sim);
  const auto live = opslab::net::instantiate(t, net);
  RecordingTap tap;
  net.taps().attach(&tap);
  Sink sink0(net, *live.hosts[d[0]], 0);
  Sink sink1(net, *live.hosts[d[1]], 1);
  Sink ack_sink(net, *live.hosts[s[0]], 10);
  const SimTime stop = SimTime::ms(40);
  BurstySource src0(net, *live.hosts[s[0]], 0, d[0], PacketKind::tcp_data, stop);
  BurstySource src1(net, *live.hosts[s[1]], 1, d[1], PacketKind::udp, stop);
  BurstySource src2(net, *live.hosts[s[2]], 2, d[2], PacketKind::udp, stop);  // unbound
  BurstySource acks(net, *live.hosts[d[0]], 10, s[0], PacketKind::tcp_ack, stop);

  auto check = [&](const char* when) {
    SCOPED_TRACE(when);
    EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live());
    EXPECT_EQ(net.delivered(), sink0.got.size() + sink1.got.size() + ack_sink.got.size());
    EXPECT_EQ(net.total_drops(), tap.drops.size());
    EXPECT_EQ(net.injected(), src0.sent() + src1.sent() + src2.sent() + acks.sent());
  };

  bool saw_packets_in_flight = false;
  for (SimTime at = SimTime::us(137); at < SimTime::ms(60); at += SimTime::us(977)) {
    sim.run_until(at);
    check("periodic");
    saw_packets_in_flight = saw_packets_in_flight || net.pool().live() > 10;
  }
  // Single events too: conservation holds between any two events.
  for (int i = 0; i < 500 && sim.step(); ++i) {
    ASSERT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live());
  }
  sim.run_until(SimTime::s(1));
  check("drained");
  EXPECT_EQ(net.pool().live(), 0u);  // everything left the network
  EXPECT_EQ(sim.pending_events(), 0u);

  // The scenario exercised every path of the accounting.
  EXPECT_TRUE(saw_packets_in_flight);
  EXPECT_GT(net.drops(DropCause::queue_overflow), 0u);
  EXPECT_GT(net.drops(DropCause::random_loss), 0u);
  // Flow 2 has no endpoint: every one of its packets was dropped somewhere, and the stale
  // drops are exactly those that reached d2.
  std::uint64_t flow2_drops = 0, stale_at_d2 = 0;
  for (const auto& dr : tap.drops) {
    if (dr.flow == 2) ++flow2_drops;
    if (dr.cause == DropCause::stale) {
      EXPECT_EQ(dr.flow, 2u);
      EXPECT_EQ(dr.node, d[2]);
      ++stale_at_d2;
    }
  }
  EXPECT_EQ(flow2_drops, src2.sent());
  EXPECT_EQ(stale_at_d2, net.drops(DropCause::stale));
  EXPECT_GT(net.drops(DropCause::stale), 0u);
  EXPECT_GT(sink0.got.size(), 0u);
  EXPECT_GT(sink1.got.size(), 0u);
  EXPECT_GT(ack_sink.got.size(), 0u);
  // ACKs were never randomly lost (data-only loss) and data drops were counted.
  for (const auto& dr : tap.drops) {
    if (dr.cause == DropCause::random_loss) {
      EXPECT_NE(dr.kind, PacketKind::tcp_ack);
    }
  }
  EXPECT_GT(net.data_drops(), 0u);
}

}  // namespace
