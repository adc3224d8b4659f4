// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of Link (docs/architecture.md, "Rules the core keeps"): exact serialization +
// propagation timing, serialization of back-to-back packets, drop-tail capacity, Bernoulli loss of
// payload packets only, statistics and tap reports; and of Host delivery.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "net/host.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"
#include "test_net_support.hpp"

namespace {

using opslab::net::DropCause;
using opslab::net::Host;
using opslab::net::Link;
using opslab::net::LinkParams;
using opslab::net::Network;
using opslab::net::PacketKind;
using opslab::net::test_support::make_packet;
using opslab::net::test_support::RecordingTap;
using opslab::net::test_support::Sink;
using opslab::sim::SimTime;
using opslab::sim::Simulation;

/// h0 --link 0--> h1, with a sink bound to flow 1 at h1.
struct OneLink {
  explicit OneLink(const LinkParams& params, std::uint64_t seed = 1) : sim(seed), net(sim) {
    h0 = &net.add_node(std::make_unique<Host>(net, 0, "h0"));
    h1 = &net.add_node(std::make_unique<Host>(net, 1, "h1"));
    link = &net.add_link(std::make_unique<Link>(net, 0, 0, 1, *h1, params));
    h0->set_nic(*link);
    sink = std::make_unique<Sink>(net, *h1, 1);
  }
  void send(std::uint32_t bytes, PacketKind kind = PacketKind::tcp_data, std::uint64_t seq = 0) {
    h0->send(make_packet(net, 1, 0, 1, bytes, kind, seq));
  }

  Simulation sim;
  Network net;
  Host* h0 = nullptr;
  Host* h1 = nullptr;
  Link* link = nullptr;
  std::unique_ptr<Sink> sink;
};

LinkParams params(std::int64_t rate_bps, SimTime delay, std::uint32_t queue = 0,
                  double loss = 0.0) {
  LinkParams p;
  p.rate_bps = rate_bps;
  p.delay = delay;
  p.queue_packets = queue;
  p.loss_rate = loss;
  return p;
}

TEST(Link, PacketArrivesAfterExactSerializationPlusPropagation) {
  const std::int64_t rate = 155'000'000;
  const SimTime delay = SimTime::us(3300);
  OneLink n(params(rate, delay));
  const SimTime t0 = SimTime::ms(1);
  n.sim.run_until(t0);
  n.send(1500);
  const SimTime tx = SimTime::ps(77'419'355);  // 1500·8/155e6 s, rounded up
  EXPECT_EQ(n.link->transmission_time(1500), tx);
  EXPECT_TRUE(n.link->busy());

  n.sim.run_until(t0 + tx - SimTime::ps(1));
  EXPECT_TRUE(n.link->busy());
  EXPECT_EQ(n.link->in_flight(), 0u);
  n.sim.run_until(t0 + tx);
  EXPECT_FALSE(n.link->busy());
  EXPECT_EQ(n.link->in_flight(), 1u);
  EXPECT_EQ(n.link->stats().sent_packets, 1u);

  n.sim.run_until(t0 + tx + delay - SimTime::ps(1));
  EXPECT_TRUE(n.sink->got.empty());
  n.sim.run_until(t0 + tx + delay);
  ASSERT_EQ(n.sink->got.size(), 1u);
  EXPECT_EQ(n.sink->got[0].at, t0 + tx + delay);
  EXPECT_EQ(n.sink->got[0].hops, 1u);
  EXPECT_EQ(n.sink->got[0].created, t0);
  EXPECT_EQ(n.link->in_flight(), 0u);
  EXPECT_EQ(n.net.delivered(), 1u);
  EXPECT_EQ(n.net.pool().live(), 0u);  // the sink released it
}

TEST(Link, TimingAtPaperRates) {
  // 9064-byte packet at 10 Gb/s with 50 m of fibre (5 ns/m): 7.2512 us + 250 ns.
  OneLink n(params(10'000'000'000, SimTime::ns(250)));
  n.send(9064);
  n.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(n.sink->got.size(), 1u);
  EXPECT_EQ(n.sink->got[0].at, SimTime::ps(7'251'200 + 250'000));
}

TEST(Link, BackToBackPacketsAreSerialized) {
  const std::int64_t rate = 622'000'000;
  const SimTime delay = SimTime::ms(2);
  OneLink n(params(rate, delay));
  const SimTime t0 = SimTime::us(10);
  n.sim.run_until(t0);
  const std::vector<std::uint32_t> sizes = {1500, 40, 9000, 576, 1500};
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    n.send(sizes[i], PacketKind::tcp_data, i);
  }
  EXPECT_EQ(n.link->queue_packets(), sizes.size() - 1);  // one in service
  EXPECT_EQ(n.link->queue_bytes(), 40u + 9000u + 576u + 1500u);
  n.sim.run_until(SimTime::s(1));
  ASSERT_EQ(n.sink->got.size(), sizes.size());
  SimTime done = t0;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    done += SimTime::transmission(sizes[i], rate);
    EXPECT_EQ(n.sink->got[i].seq, i);  // FIFO
    EXPECT_EQ(n.sink->got[i].at, done + delay) << "packet " << i;
  }
  EXPECT_EQ(n.link->queue_bytes(), 0u);
}

TEST(Link, IdleLinkStartsTransmittingImmediately) {
  const std::int64_t rate = 1'000'000'000;
  OneLink n(params(rate, SimTime::us(100)));
  const SimTime tx = SimTime::us(12);  // 1500 B at 1 Gb/s
  n.send(1500);
  n.sim.run_until(SimTime::us(50));  // long after the first finished
  n.send(1500);
  n.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(n.sink->got.size(), 2u);
  EXPECT_EQ(n.sink->got[0].at, tx + SimTime::us(100));
  EXPECT_EQ(n.sink->got[1].at, SimTime::us(50) + tx + SimTime::us(100));
}

TEST(Link, ManyPacketsInFlightArriveInOrderAtTheirOwnTimes) {
  // Bandwidth-delay product of many packets: the pipe holds them all with one event.
  const std::int64_t rate = 10'000'000'000;
  const SimTime delay = SimTime::ms(10);
  OneLink n(params(rate, delay));
  for (std::uint64_t i = 0; i < 1000; ++i) n.send(1000, PacketKind::udp, i);
  const SimTime tx = SimTime::transmission(1000, rate);
  n.sim.run_until(tx * 1000);
  EXPECT_EQ(n.link->in_flight(), 1000u);
  // Pending: exactly one arrival event for the whole pipe.
  EXPECT_EQ(n.sim.pending_events(), 1u);
  n.sim.run_until(SimTime::s(1));
  ASSERT_EQ(n.sink->got.size(), 1000u);
  for (std::uint64_t i = 0; i < 1000; ++i) {
    ASSERT_EQ(n.sink->got[i].seq, i);
    ASSERT_EQ(n.sink->got[i].at, tx * static_cast<std::int64_t>(i + 1) + delay);
  }
}

/// An event that notes how many packets the sink had when it fired.
struct SinkWatcher final : opslab::sim::EventHandler {
  explicit SinkWatcher(const Sink& s) : sink(s) {}
  void handle_event(opslab::sim::Event&) override { seen.push_back(sink.got.size()); }
  const Sink& sink;
  std::vector<std::size_t> seen;
  opslab::sim::Event ev{this};
};

TEST(Link, ZeroDelayArrivalSkipsTheHeapOnlyWhenNothingElseIsDueThen) {
  const SimTime tx = SimTime::us(12);  // 1500 B at 1 Gb/s
  // Alone at the end of the transmission: delivered inside the transmission-end event.
  OneLink alone(params(1'000'000'000, SimTime::zero()));
  alone.send(1500);
  alone.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(alone.sink->got.size(), 1u);
  EXPECT_EQ(alone.sink->got[0].at, tx);
  EXPECT_EQ(alone.sim.events_processed(), 1u);
  EXPECT_EQ(alone.link->totals().delivered, 1u);

  // An event due at the same instant, scheduled before the arrival would be (before the
  // transmission starts: it fires even before the transmission ends; while the packet is on the
  // wire: it fires between the end and the arrival, so the arrival waits in the heap), fires
  // before the packet arrives, as with an arrival event.
  for (const SimTime scheduled_at : {SimTime::zero(), SimTime::us(5)}) {
    OneLink n(params(1'000'000'000, SimTime::zero()));
    SinkWatcher watcher(*n.sink);
    if (scheduled_at == SimTime::zero()) n.sim.schedule(watcher.ev, tx);
    n.send(1500);
    n.sim.run_until(scheduled_at);
    if (!watcher.ev.scheduled()) n.sim.schedule(watcher.ev, tx);
    n.sim.run_until(SimTime::ms(1));
    ASSERT_EQ(n.sink->got.size(), 1u);
    EXPECT_EQ(n.sink->got[0].at, tx);
    EXPECT_EQ(watcher.seen, std::vector<std::size_t>{0});  // the packet had not arrived yet
    // Before the start: watcher, transmission end (with the arrival). On the wire:
    // transmission end, watcher, arrival.
    EXPECT_EQ(n.sim.events_processed(), scheduled_at == SimTime::zero() ? 2u : 3u);
  }
}

TEST(Link, DropTailCountsOnlyWaitingPackets) {
  const std::int64_t rate = 1'000'000'000;
  OneLink n(params(rate, SimTime::us(1), /*queue=*/2));
  RecordingTap tap;
  n.net.taps().attach(&tap);
  const SimTime t0 = SimTime::us(5);
  n.sim.run_until(t0);
  for (std::uint64_t i = 0; i < 5; ++i) n.send(1000, PacketKind::tcp_data, i);
  // One in service + two waiting; the 4th and 5th were dropped.
  EXPECT_TRUE(n.link->busy());
  EXPECT_EQ(n.link->queue_packets(), 2u);
  EXPECT_EQ(n.net.drops(DropCause::queue_overflow), 2u);
  EXPECT_EQ(n.net.total_drops(), 2u);
  EXPECT_EQ(n.net.data_drops(), 2u);
  EXPECT_EQ(n.link->stats().overflow_drops, 2u);
  ASSERT_EQ(tap.drops.size(), 2u);
  for (const auto& d : tap.drops) {
    EXPECT_EQ(d.cause, DropCause::queue_overflow);
    EXPECT_EQ(d.node, 0u);  // at the link's upstream node
    EXPECT_EQ(d.t, t0);
  }

  // After the first departure one slot frees: one more fits, the next does not.
  const SimTime tx = SimTime::us(8);
  n.sim.run_until(t0 + tx);
  EXPECT_EQ(n.link->queue_packets(), 1u);
  n.send(1000, PacketKind::tcp_data, 5);
  EXPECT_EQ(n.net.drops(DropCause::queue_overflow), 2u);
  n.send(1000, PacketKind::tcp_ack, 6);  // drop-tail drops ACKs too
  EXPECT_EQ(n.net.drops(DropCause::queue_overflow), 3u);
  EXPECT_EQ(n.net.data_drops(), 2u);
  ASSERT_EQ(tap.drops.size(), 3u);
  EXPECT_EQ(tap.drops[2].kind, PacketKind::tcp_ack);

  n.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(n.sink->got.size(), 4u);
  EXPECT_EQ(n.sink->got[0].seq, 0u);
  EXPECT_EQ(n.sink->got[1].seq, 1u);
  EXPECT_EQ(n.sink->got[2].seq, 2u);
  EXPECT_EQ(n.sink->got[3].seq, 5u);
  EXPECT_EQ(n.link->stats().peak_queue_packets, 2u);
  EXPECT_EQ(n.net.injected(), n.net.delivered() + n.net.total_drops());
  EXPECT_EQ(n.net.pool().live(), 0u);
}

TEST(Link, ZeroQueueCapacityMeansUnlimited) {
  OneLink n(params(1'000'000'000, SimTime::us(1), /*queue=*/0));
  for (int i = 0; i < 5000; ++i) n.send(1500);
  EXPECT_EQ(n.link->queue_packets(), 4999u);
  n.sim.run_until(SimTime::s(1));
  EXPECT_EQ(n.sink->got.size(), 5000u);
  EXPECT_EQ(n.net.total_drops(), 0u);
  EXPECT_EQ(n.link->stats().peak_queue_packets, 4999u);
}

TEST(Link, CertainLossDropsDataAndUdpButNoControlPackets) {
  OneLink n(params(1'000'000'000, SimTime::us(1), 0, /*loss=*/1.0));
  RecordingTap tap;
  n.net.taps().attach(&tap);
  const PacketKind kinds[] = {PacketKind::tcp_data,    PacketKind::tcp_ack, PacketKind::tcp_syn,
                              PacketKind::tcp_syn_ack, PacketKind::tcp_fin, PacketKind::tcp_fin_ack,
                              PacketKind::udp};
  for (PacketKind k : kinds) n.send(100, k);
  n.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(n.sink->got.size(), 5u);
  for (const auto& r : n.sink->got) {
    EXPECT_NE(r.kind, PacketKind::tcp_data);
    EXPECT_NE(r.kind, PacketKind::udp);
  }
  EXPECT_EQ(n.net.drops(DropCause::random_loss), 2u);
  EXPECT_EQ(n.net.drops(DropCause::queue_overflow), 0u);
  EXPECT_EQ(n.net.data_drops(), 2u);
  ASSERT_EQ(tap.drops.size(), 2u);
  EXPECT_EQ(tap.drops[0].cause, DropCause::random_loss);
  EXPECT_EQ(tap.drops[0].kind, PacketKind::tcp_data);
  EXPECT_EQ(tap.drops[1].kind, PacketKind::udp);
  // Lost packets still occupied the transmitter.
  EXPECT_EQ(n.link->stats().sent_packets, 7u);
}

TEST(Link, BernoulliLossRateOnDataOnly) {
  OneLink n(params(10'000'000'000, SimTime::us(1), 0, /*loss=*/0.25));
  const int count = 20'000;
  for (int i = 0; i < count; ++i) {
    n.send(1500, PacketKind::tcp_data, static_cast<std::uint64_t>(i));
    n.send(40, PacketKind::tcp_ack, static_cast<std::uint64_t>(i));
  }
  n.sim.run_until(SimTime::s(1));
  int data = 0, acks = 0;
  for (const auto& r : n.sink->got) (r.kind == PacketKind::tcp_ack ? acks : data)++;
  EXPECT_EQ(acks, count);
  const double loss = 1.0 - static_cast<double>(data) / count;
  EXPECT_NEAR(loss, 0.25, 0.015);  // SE ~ 0.003
  EXPECT_EQ(n.net.drops(DropCause::random_loss), static_cast<std::uint64_t>(count - data));
}

TEST(Link, AckTrafficDoesNotShiftWhichDataPacketsAreLost) {
  // The loss stream is only drawn for payload packets, so interleaving ACKs must not change
  // the set of lost data segments (one random stream per component: streams must not shift one
  // another).
  auto lost_data = [](bool with_acks) {
    OneLink n(params(10'000'000'000, SimTime::us(1), 0, 0.1), /*seed=*/77);
    for (std::uint64_t i = 0; i < 2000; ++i) {
      n.send(1500, PacketKind::tcp_data, i);
      if (with_acks) n.send(40, PacketKind::tcp_ack, i);
    }
    n.sim.run_until(SimTime::s(1));
    std::vector<std::uint64_t> delivered;
    for (const auto& r : n.sink->got) {
      if (r.kind == PacketKind::tcp_data) delivered.push_back(r.seq);
    }
    return delivered;
  };
  const auto a = lost_data(false);
  EXPECT_LT(a.size(), 2000u);
  EXPECT_EQ(a, lost_data(true));
}

TEST(Link, StatsAndMeanQueueOccupancy) {
  const std::int64_t rate = 1'000'000'000;
  OneLink n(params(rate, SimTime::us(1)));
  const SimTime tx = SimTime::us(8);  // 1000 B at 1 Gb/s
  for (int i = 0; i < 3; ++i) n.send(1000);
  // Waiting packets: 2 during [0, 8us), 1 during [8us, 16us), 0 afterwards.
  n.sim.run_until(tx * 4);
  const auto& s = n.link->stats();
  EXPECT_EQ(s.sent_packets, 3u);
  EXPECT_EQ(s.sent_bytes, 3000u);
  EXPECT_EQ(s.busy_ps, (tx * 3).count_ps());
  EXPECT_EQ(s.peak_queue_packets, 2u);
  EXPECT_EQ(s.overflow_drops, 0u);
  EXPECT_NEAR(n.link->mean_queue_packets(SimTime::zero()), 24.0 / 32.0, 1e-12);
}

TEST(Link, ResetStatsStartsAFreshWindow) {
  OneLink n(params(1'000'000'000, SimTime::us(1)));
  for (int i = 0; i < 3; ++i) n.send(1000);
  n.sim.run_until(SimTime::us(4));  // first in service, two waiting
  n.link->reset_stats();
  EXPECT_EQ(n.link->stats().sent_bytes, 0u);
  EXPECT_EQ(n.link->stats().peak_queue_packets, 2u);  // what is waiting now
  n.sim.run_until(SimTime::us(32));
  EXPECT_EQ(n.link->stats().sent_packets, 3u);  // all three finished inside the window
  EXPECT_EQ(n.link->stats().sent_bytes, 3000u);
  // Waiting: 2 during [4, 8), 1 during [8, 16) → area 16 over a 28 us window.
  EXPECT_NEAR(n.link->mean_queue_packets(SimTime::us(4)), 16.0 / 28.0, 1e-12);
}

TEST(Link, TapSeesTransmissionsQueueChangesAndDeliveries) {
  const std::int64_t rate = 1'000'000'000;
  const SimTime delay = SimTime::us(5);
  OneLink n(params(rate, delay));
  RecordingTap tap;
  n.net.taps().attach(&tap);
  n.send(1000);
  n.send(500);
  n.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(tap.transmits.size(), 2u);
  EXPECT_EQ(tap.transmits[0].link, 0u);
  EXPECT_EQ(tap.transmits[0].start, SimTime::zero());
  EXPECT_EQ(tap.transmits[0].end, SimTime::us(8));
  EXPECT_EQ(tap.transmits[0].arrival, SimTime::us(13));
  EXPECT_EQ(tap.transmits[1].start, SimTime::us(8));
  EXPECT_EQ(tap.transmits[1].end, SimTime::us(12));
  EXPECT_EQ(tap.transmits[1].arrival, SimTime::us(17));
  // Queue reports: 1 packet / 500 B waiting at 0, empty again at 8 us.
  ASSERT_EQ(tap.queues.size(), 2u);
  EXPECT_EQ(tap.queues[0].packets, 1u);
  EXPECT_EQ(tap.queues[0].bytes, 500u);
  EXPECT_EQ(tap.queues[0].t, SimTime::zero());
  EXPECT_EQ(tap.queues[1].packets, 0u);
  EXPECT_EQ(tap.queues[1].bytes, 0u);
  EXPECT_EQ(tap.queues[1].t, SimTime::us(8));
  ASSERT_EQ(tap.delivers.size(), 2u);
  EXPECT_EQ(tap.delivers[0].node, 1u);
  EXPECT_EQ(tap.delivers[0].t, SimTime::us(13));
  EXPECT_EQ(tap.delivers[1].t, SimTime::us(17));
  EXPECT_EQ(tap.drops.size(), 0u);

  n.net.taps().detach(&tap);
  EXPECT_FALSE(n.net.taps().active());
  n.send(1000);
  n.sim.run_until(SimTime::ms(2));
  EXPECT_EQ(tap.transmits.size(), 2u);
  EXPECT_EQ(n.sink->got.size(), 3u);
}

TEST(Host, PacketsOfAnUnboundFlowAreDroppedAsStale) {
  OneLink n(params(1'000'000'000, SimTime::us(1)));
  n.h0->send(make_packet(n.net, /*flow=*/2, 0, 1, 100));
  n.send(100);
  n.sim.run_until(SimTime::ms(1));
  EXPECT_EQ(n.sink->got.size(), 1u);
  EXPECT_EQ(n.net.drops(DropCause::stale), 1u);
  EXPECT_EQ(n.net.delivered(), 1u);
  EXPECT_EQ(n.net.injected(), 2u);

  // unbind: later packets of that flow are stale too.
  n.h1->unbind(1);
  n.send(100);
  n.sim.run_until(SimTime::ms(2));
  EXPECT_EQ(n.sink->got.size(), 1u);
  EXPECT_EQ(n.net.drops(DropCause::stale), 2u);
  EXPECT_EQ(n.net.pool().live(), 0u);
}

TEST(Host, DemultiplexesFlowsToTheirEndpoints) {
  OneLink n(params(1'000'000'000, SimTime::us(1)));
  Sink other(n.net, *n.h1, 7);
  for (std::uint64_t i = 0; i < 6; ++i) {
    n.h0->send(make_packet(n.net, i % 2 == 0 ? 1 : 7, 0, 1, 100, PacketKind::udp, i));
  }
  n.sim.run_until(SimTime::ms(1));
  ASSERT_EQ(n.sink->got.size(), 3u);
  ASSERT_EQ(other.got.size(), 3u);
  for (const auto& r : n.sink->got) EXPECT_EQ(r.flow, 1u);
  for (const auto& r : other.got) EXPECT_EQ(r.flow, 7u);
}

}  // namespace
