// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Aggregator (He & Chan §II-A): timer and size-limit closure, mixed vs per-flow timers,
// the paper's fixed-phase periodic timers vs timers started by each aggregate's first packet,
// "none" mode, member order.
#include <gtest/gtest.h>

#include <vector>

#include "edge/aggregator.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"

using namespace opslab;
using sim::SimTime;

namespace {

struct Closed {
  SimTime at;
  std::vector<net::FlowId> flows;
  std::vector<std::uint64_t> seqs;
  std::uint32_t bytes;
};

class AggregatorTest : public ::testing::Test {
 protected:
  AggregatorTest() : sim_(1), net_(sim_) {}

  std::unique_ptr<edge::Aggregator> make(
      edge::AggregationMode mode, SimTime delta, std::uint32_t limit,
      edge::AggregationTimer timer = edge::AggregationTimer::first_packet) {
    return std::make_unique<edge::Aggregator>(
        net_, pool_, 0, mode, delta, limit, [this](edge::OpticalPacketPtr o) {
          Closed c{net_.now(), {}, {}, o->bytes};
          for (const auto& m : o->members) {
            c.flows.push_back(m->flow);
            c.seqs.push_back(m->seq);
          }
          closed_.push_back(c);
        },
        timer);
  }
  net::PacketPtr packet(net::FlowId flow, std::uint64_t seq, std::uint32_t bytes = 1500) {
    auto p = net_.pool().make();
    p->flow = flow;
    p->seq = seq;
    p->size_bytes = bytes;
    return p;
  }
  void at(SimTime t) { sim_.run_until(t); }

  sim::Simulation sim_;
  net::Network net_;
  edge::OpticalPacketPool pool_;
  std::vector<Closed> closed_;
};

}  // namespace

TEST_F(AggregatorTest, NoneFormsOneOpticalPacketPerIpPacketAtOnce) {
  auto a = make(edge::AggregationMode::none, SimTime::ms(1), 100000);
  a->push(packet(1, 0), 9);
  a->push(packet(2, 0), 9);
  ASSERT_EQ(closed_.size(), 2u);
  EXPECT_EQ(closed_[0].at, SimTime::zero());
  EXPECT_EQ(closed_[1].flows, std::vector<net::FlowId>{2});
}

TEST_F(AggregatorTest, MixedClosesWhenTheIntervalStartedByTheFirstPacketExpires) {
  auto a = make(edge::AggregationMode::mixed, SimTime::ms(1), 100000);
  at(SimTime::us(300));
  a->push(packet(1, 0), 9);  // opens the interval: closes at 1.3 ms
  at(SimTime::us(500));
  a->push(packet(2, 0), 9);
  a->push(packet(1, 1500), 9);
  EXPECT_EQ(a->open_aggregates(), 1u);
  EXPECT_EQ(a->queued_bytes(), 4500u);
  EXPECT_EQ(a->queued_packets(), 3u);
  at(SimTime::us(1299));
  EXPECT_TRUE(closed_.empty());
  at(SimTime::us(1300));
  ASSERT_EQ(closed_.size(), 1u);
  EXPECT_EQ(closed_[0].flows, (std::vector<net::FlowId>{1, 2, 1}));  // arrival order kept
  EXPECT_EQ(closed_[0].bytes, 4500u);
  EXPECT_EQ(a->closed_by_timer(), 1u);
  EXPECT_EQ(a->open_aggregates(), 0u);
  EXPECT_EQ(a->queued_packets(), 0u);
}

TEST_F(AggregatorTest, SizeLimitClosesBeforeThePacketThatWouldExceedIt) {
  // B0·Δ with B0 = 622 Mb/s, Δ = 0.1 ms: 7775 bytes — five 1500-byte packets fit, not six.
  auto a = make(edge::AggregationMode::mixed, SimTime::us(100), 7775);
  for (int i = 0; i < 6; ++i) a->push(packet(1, 1500u * i), 9);
  ASSERT_EQ(closed_.size(), 1u);
  EXPECT_EQ(closed_[0].seqs.size(), 5u);
  EXPECT_EQ(closed_[0].at, SimTime::zero());
  EXPECT_EQ(a->closed_by_size(), 1u);
  // The sixth packet opened a new aggregate with a fresh interval.
  at(SimTime::us(100));
  ASSERT_EQ(closed_.size(), 2u);
  EXPECT_EQ(closed_[1].seqs, std::vector<std::uint64_t>{7500});
}

TEST_F(AggregatorTest, PerFlowKeepsOneAggregateAndTimerPerActiveFlow) {
  auto a = make(edge::AggregationMode::per_flow, SimTime::ms(1), 100000);
  a->push(packet(1, 0), 9);
  at(SimTime::us(400));
  a->push(packet(2, 0), 9);
  a->push(packet(1, 1500), 9);
  EXPECT_EQ(a->open_aggregates(), 2u);
  at(SimTime::ms(1));  // flow 1's timer, started by its first packet at 0
  ASSERT_EQ(closed_.size(), 1u);
  EXPECT_EQ(closed_[0].flows, (std::vector<net::FlowId>{1, 1}));
  at(SimTime::us(1400));  // flow 2's timer, started at 0.4 ms
  ASSERT_EQ(closed_.size(), 2u);
  EXPECT_EQ(closed_[1].flows, (std::vector<net::FlowId>{2}));
}

TEST_F(AggregatorTest, MixedAggregatesPerEgress) {
  auto a = make(edge::AggregationMode::mixed, SimTime::ms(1), 100000);
  a->push(packet(1, 0), 5);
  a->push(packet(2, 0), 6);
  EXPECT_EQ(a->open_aggregates(), 2u);
  at(SimTime::ms(1));
  EXPECT_EQ(closed_.size(), 2u);
}

TEST_F(AggregatorTest, ReusesOpticalPacketRecords) {
  auto a = make(edge::AggregationMode::mixed, SimTime::ms(1), 100000);
  for (int round = 0; round < 100; ++round) {
    a->push(packet(1, 0), 9);
    at(sim_.now() + SimTime::ms(1));
  }
  EXPECT_EQ(closed_.size(), 100u);
  EXPECT_EQ(pool_.created(), 100u);
  EXPECT_EQ(net_.pool().live(), 0u);  // members returned to the packet pool
}

// --- the paper's rule: fixed-phase periodic timers -----------------------------------------

TEST_F(AggregatorTest, PeriodicIsTheDefaultTimer) {
  edge::Aggregator a(net_, pool_, 0, edge::AggregationMode::mixed, SimTime::ms(1), 100000,
                     [](edge::OpticalPacketPtr) {});
  EXPECT_EQ(a.timer(), edge::AggregationTimer::periodic);
}

TEST_F(AggregatorTest, PeriodicMixedTimerFiresAtMultiplesOfDeltaWhateverThePacketTimes) {
  // "Mixed-flow aggregation … forwards them to the optical switch every fixed interval": the
  // egress's timer ticks at k·Δ from time 0, not Δ after an aggregate's first packet.
  auto a = make(edge::AggregationMode::mixed, SimTime::ms(1), 100000,
                edge::AggregationTimer::periodic);
  at(SimTime::us(300));
  a->push(packet(1, 0), 9);  // first-packet rule would close at 1.3 ms
  at(SimTime::us(999));
  EXPECT_TRUE(closed_.empty());
  at(SimTime::ms(1));  // tick k = 1
  ASSERT_EQ(closed_.size(), 1u);
  EXPECT_EQ(closed_[0].at, SimTime::ms(1));
  // No packet during (1, 2] ms: nothing is formed at the tick of 2 ms.
  at(SimTime::ms(2));
  EXPECT_EQ(closed_.size(), 1u);
  // A packet at 2.95 ms waits only 50 µs, to the tick at 3 ms; one at 3.01 ms until 4 ms.
  at(SimTime::us(2950));
  a->push(packet(1, 1500), 9);
  at(SimTime::us(3010));
  ASSERT_EQ(closed_.size(), 2u);
  EXPECT_EQ(closed_[1].at, SimTime::ms(3));
  a->push(packet(1, 3000), 9);
  at(SimTime::us(3999));
  EXPECT_EQ(closed_.size(), 2u);
  at(SimTime::ms(4));
  ASSERT_EQ(closed_.size(), 3u);
  EXPECT_EQ(closed_[2].at, SimTime::ms(4));
  EXPECT_EQ(a->closed_by_timer(), 3u);
}

TEST_F(AggregatorTest, PeriodicPacketExactlyAtATickWaitsAWholeInterval) {
  auto a = make(edge::AggregationMode::mixed, SimTime::ms(1), 100000,
                edge::AggregationTimer::periodic);
  at(SimTime::ms(2));
  a->push(packet(1, 0), 9);  // the tick at 2 ms has passed: the next is at 3 ms
  at(SimTime::us(2999));
  EXPECT_TRUE(closed_.empty());
  at(SimTime::ms(3));
  ASSERT_EQ(closed_.size(), 1u);
}

TEST_F(AggregatorTest, PeriodicPerFlowTimerKeepsThePhaseOfTheFlowsFirstPacket) {
  // "For each active flow, an aggregation timer is needed, which starts from the first packet
  // of the flow": flow 1 starts at 0.3 ms, so its timer ticks at 1.3, 2.3, 3.3 … ms; flow 2
  // starts at 0.5 ms: 1.5, 2.5 … ms.
  auto a = make(edge::AggregationMode::per_flow, SimTime::ms(1), 100000,
                edge::AggregationTimer::periodic);
  at(SimTime::us(300));
  a->push(packet(1, 0), 9);
  at(SimTime::us(500));
  a->push(packet(2, 0), 9);
  at(SimTime::us(1300));
  ASSERT_EQ(closed_.size(), 1u);
  EXPECT_EQ(closed_[0].flows, std::vector<net::FlowId>{1});
  at(SimTime::us(1500));
  ASSERT_EQ(closed_.size(), 2u);
  EXPECT_EQ(closed_[1].flows, std::vector<net::FlowId>{2});
  // Flow 1 again at 2.0 ms: closes at its tick of 2.3 ms (not at 3.0 ms, as a timer started by
  // this aggregate's first packet would).
  at(SimTime::ms(2));
  a->push(packet(1, 1500), 9);
  at(SimTime::us(2299));
  EXPECT_EQ(closed_.size(), 2u);
  at(SimTime::us(2300));
  ASSERT_EQ(closed_.size(), 3u);
  EXPECT_EQ(closed_[2].at, SimTime::us(2300));
  // Flow 1 silent through several ticks, back at 5.9 ms: closes at 6.3 ms.
  at(SimTime::us(5900));
  a->push(packet(1, 3000), 9);
  at(SimTime::us(6299));
  EXPECT_EQ(closed_.size(), 3u);
  at(SimTime::us(6300));
  ASSERT_EQ(closed_.size(), 4u);
}

TEST_F(AggregatorTest, PeriodicSizeLimitClosesAtOnceAndTheNextAggregateKeepsThePhase) {
  // 7775-byte limit: five 1500-byte packets fit. Six packets at 0.25 ms: the first five close
  // at once (size), the sixth waits for the tick at 1 ms, not until 1.25 ms.
  auto a = make(edge::AggregationMode::mixed, SimTime::ms(1), 7775,
                edge::AggregationTimer::periodic);
  at(SimTime::us(250));
  for (int i = 0; i < 6; ++i) a->push(packet(1, 1500u * i), 9);
  ASSERT_EQ(closed_.size(), 1u);
  EXPECT_EQ(closed_[0].at, SimTime::us(250));
  EXPECT_EQ(a->closed_by_size(), 1u);
  at(SimTime::ms(1));
  ASSERT_EQ(closed_.size(), 2u);
  EXPECT_EQ(closed_[1].seqs, std::vector<std::uint64_t>{7500});
  EXPECT_EQ(closed_[1].at, SimTime::ms(1));
}
