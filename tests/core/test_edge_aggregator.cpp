// Aggregator (He & Chan §II-A): timer and size-limit closure, mixed vs per-flow timers,
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

  std::unique_ptr<edge::Aggregator> make(edge::AggregationMode mode, SimTime delta,
                                         std::uint32_t limit) {
    return std::make_unique<edge::Aggregator>(
        net_, pool_, 0, mode, delta, limit, [this](edge::OpticalPacketPtr o) {
          Closed c{net_.now(), {}, {}, o->bytes};
          for (const auto& m : o->members) {
            c.flows.push_back(m->flow);
            c.seqs.push_back(m->seq);
          }
          closed_.push_back(c);
        });
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
