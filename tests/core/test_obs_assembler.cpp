// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// BurstAssembler (OBS paper §III–§V): the most segments a per-flow burst can hold behind an
// access link, mixed vs per-flow queues, the cwnd-aware multi-queue timers, the randomized
// flow-to-queue allocation, and the size limit.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <vector>

#include "edge/burst_assembler.hpp"
#include "edge/random_queue_allocator.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"

using namespace opslab;
using sim::SimTime;

namespace {

struct Burst {
  SimTime closed;
  SimTime opened;
  std::vector<net::FlowId> flows;
};

class AssemblerTest : public ::testing::Test, public net::PacketReceiver {
 protected:
  AssemblerTest() : sim_(1), net_(sim_) {}

  void make(const edge::BurstAssemblyParams& p, std::uint32_t egresses = 1) {
    assembler_ = std::make_unique<edge::BurstAssembler>(sim_, pool_, 0, p, egresses,
                                                        sim_.random_stream("test/assembler"),
                                                        [this](edge::OpticalPacketPtr b) {
                                                          Burst r{sim_.now(), b->opened, {}};
                                                          for (const auto& m : b->members)
                                                            r.flows.push_back(m->flow);
                                                          bursts_.push_back(r);
                                                        });
  }
  net::PacketPtr packet(net::FlowId flow, std::uint32_t cwnd = 0, std::uint32_t bytes = 1040) {
    auto p = net_.pool().make();
    p->flow = flow;
    p->size_bytes = bytes;
    p->sender_cwnd_segments = cwnd;
    return p;
  }
  // The far end of the access link feeds the assembler (egress 0).
  void receive(net::PacketPtr p) override { assembler_->push(std::move(p), 0, 7); }

  sim::Simulation sim_;
  net::Network net_;
  edge::OpticalPacketPool pool_;
  std::unique_ptr<edge::BurstAssembler> assembler_;
  std::vector<Burst> bursts_;
};

}  // namespace

TEST(BurstAssemblyFormula, PaperMaximaAt100MbpsNeedSegmentsOf1034To1041Bytes) {
  // §III: at most ~13, 61, 121 segments per burst for 1, 5, 10 ms at 100 Mb/s access.
  for (std::int64_t s : {1034, 1040, 1041}) {
    EXPECT_EQ(edge::max_segments_per_burst(100'000'000, SimTime::ms(1), s), 13) << s;
    EXPECT_EQ(edge::max_segments_per_burst(100'000'000, SimTime::ms(5), s), 61) << s;
    EXPECT_EQ(edge::max_segments_per_burst(100'000'000, SimTime::ms(10), s), 121) << s;
  }
  EXPECT_EQ(edge::max_segments_per_burst(100'000'000, SimTime::ms(5), 1500), 42);
  EXPECT_EQ(edge::max_segments_per_burst(100'000'000, SimTime::ms(10), 1033), 122);
}

TEST_F(AssemblerTest, PerFlowBurstBehindSaturatedAccessLinkHoldsAtMostTheFormula) {
  for (double t_ms : {1.0, 5.0, 10.0}) {
    bursts_.clear();
    edge::BurstAssemblyParams p;
    p.mode = edge::AssemblyMode::per_flow;
    p.timer = SimTime::ms(t_ms);
    make(p);
    net::Link access(net_, 0, 1, 0, *this, {100'000'000, SimTime::zero(), 0, 0.0});
    for (int i = 0; i < 400; ++i) access.send(packet(3));
    sim_.run_until(sim_.now() + SimTime::s(1));
    ASSERT_FALSE(bursts_.empty());
    std::size_t most = 0;
    for (const auto& b : bursts_) most = std::max(most, b.flows.size());
    const auto expected = edge::max_segments_per_burst(100'000'000, p.timer, 1040);
    EXPECT_EQ(static_cast<std::int64_t>(most), expected) << t_ms << " ms";
    // Every burst but the last is full: the link is saturated.
    EXPECT_EQ(static_cast<std::int64_t>(bursts_.front().flows.size()), expected);
  }
}

TEST_F(AssemblerTest, MixedPutsEveryFlowInOneBurstPerFlowSeparatesThem) {
  edge::BurstAssemblyParams p;
  p.timer = SimTime::ms(1);
  make(p);
  for (net::FlowId f : {1u, 2u, 3u, 1u}) assembler_->push(packet(f), 0, 7);
  sim_.run_until(SimTime::ms(2));
  ASSERT_EQ(bursts_.size(), 1u);
  EXPECT_EQ(bursts_[0].flows, (std::vector<net::FlowId>{1, 2, 3, 1}));
  EXPECT_EQ(bursts_[0].closed, SimTime::ms(1));

  bursts_.clear();
  p.mode = edge::AssemblyMode::per_flow;
  make(p);
  for (net::FlowId f : {1u, 2u, 3u, 1u}) assembler_->push(packet(f), 0, 7);
  sim_.run_until(SimTime::ms(4));
  ASSERT_EQ(bursts_.size(), 3u);
  for (const auto& b : bursts_) {
    EXPECT_EQ(std::set<net::FlowId>(b.flows.begin(), b.flows.end()).size(), 1u);
  }
  EXPECT_EQ(assembler_->queued_packets(), 0u);
}

TEST_F(AssemblerTest, CwndAwareQueuesUseTheTimerOfTheSendersWindowClass) {
  edge::BurstAssemblyParams p;
  p.mode = edge::AssemblyMode::cwnd_aware;
  p.b_segments = 16;
  p.c_segments = 64;
  make(p);
  const SimTime t0 = SimTime::ms(3);
  sim_.run_until(t0);
  assembler_->push(packet(1, 15), 0, 7);  // < B: 1 ms
  assembler_->push(packet(2, 16), 0, 7);  // B ≤ cwnd < C: 5 ms
  assembler_->push(packet(3, 63), 0, 7);  // 5 ms
  assembler_->push(packet(4, 64), 0, 7);  // ≥ C: 10 ms
  assembler_->push(packet(5, 0), 0, 7);   // an ACK: no window, 1 ms
  sim_.run_until(t0 + SimTime::ms(20));
  ASSERT_EQ(bursts_.size(), 3u);
  EXPECT_EQ(bursts_[0].closed - t0, SimTime::ms(1));
  EXPECT_EQ(bursts_[0].flows, (std::vector<net::FlowId>{1, 5}));
  EXPECT_EQ(bursts_[1].closed - t0, SimTime::ms(5));
  EXPECT_EQ(bursts_[1].flows, (std::vector<net::FlowId>{2, 3}));
  EXPECT_EQ(bursts_[2].closed - t0, SimTime::ms(10));
  EXPECT_EQ(bursts_[2].flows, (std::vector<net::FlowId>{4}));
}

TEST_F(AssemblerTest, SizeLimitClosesTheBurstBeforeTheSegmentThatWouldPassIt) {
  edge::BurstAssemblyParams p;
  p.timer = SimTime::ms(10);
  p.max_bytes = 3 * 1040;
  make(p);
  for (int i = 0; i < 7; ++i) assembler_->push(packet(1), 0, 7);
  EXPECT_EQ(assembler_->closed_by_size(), 2u);
  sim_.run_until(SimTime::ms(11));
  ASSERT_EQ(bursts_.size(), 3u);
  EXPECT_EQ(bursts_[0].flows.size(), 3u);
  EXPECT_EQ(bursts_[2].flows.size(), 1u);
  EXPECT_EQ(assembler_->closed_by_timer(), 1u);
}

TEST_F(AssemblerTest, RandomizedSplitsTheFlowsOfACycleEvenlyOverItsQueues) {
  edge::BurstAssemblyParams p;
  p.mode = edge::AssemblyMode::randomized;
  p.allocation = edge::QueueAllocation::balanced;
  p.close_with_cycle = false;
  p.queues = 4;
  p.timer = SimTime::ms(1);
  make(p);
  for (net::FlowId f = 0; f < 8; ++f) assembler_->push(packet(f), 0, 7);
  for (net::FlowId f = 0; f < 8; ++f) assembler_->push(packet(f), 0, 7);  // same queues
  sim_.run_until(SimTime::ms(2));
  ASSERT_EQ(bursts_.size(), 4u);
  for (const auto& b : bursts_) {
    ASSERT_EQ(b.flows.size(), 4u);  // 2 flows × 2 segments in every queue
    EXPECT_EQ(std::set<net::FlowId>(b.flows.begin(), b.flows.end()).size(), 2u);
  }
}

// The chosen reading: the queues of an egress close together when the aggregation cycle that
// the first segment started ends, whenever each opened; with their own timers they close one
// interval after their own first segments.
TEST_F(AssemblerTest, RandomizedQueuesCloseTogetherAtTheEndOfTheCycle) {
  for (const bool together : {true, false}) {
    bursts_.clear();
    edge::BurstAssemblyParams p;
    p.mode = edge::AssemblyMode::randomized;
    p.allocation = edge::QueueAllocation::balanced;  // two flows, two queues: one each
    p.close_with_cycle = together;
    p.queues = 2;
    p.timer = SimTime::ms(4);
    make(p);
    const SimTime t0 = sim_.now();
    assembler_->push(packet(1), 0, 7);  // starts the cycle and opens one queue
    sim_.run_until(t0 + SimTime::ms(1));
    assembler_->push(packet(2), 0, 7);  // the other queue, 1 ms later
    sim_.run_until(t0 + SimTime::ms(10));
    ASSERT_EQ(bursts_.size(), 2u) << together;
    EXPECT_EQ(bursts_[0].closed, t0 + SimTime::ms(4)) << together;
    EXPECT_EQ(bursts_[1].closed, together ? t0 + SimTime::ms(4) : t0 + SimTime::ms(5));
  }
}

TEST(RandomQueueAllocator, KeepsAFlowForTheCycleAndRedrawsUniformlyAcrossCycles) {
  edge::RandomQueueAllocator a(2, SimTime::ms(1), sim::RandomStream(5, "alloc"),
                               edge::QueueAllocation::balanced);
  std::map<std::uint32_t, int> first_queue;
  const int cycles = 4000;
  for (int c = 0; c < cycles; ++c) {
    const SimTime t = SimTime::ms(2.0 * c);
    const std::uint32_t q0 = a.queue_of(0, t);
    EXPECT_EQ(a.queue_of(0, t + SimTime::us(500)), q0);  // kept within the cycle
    const std::uint32_t q1 = a.queue_of(1, t + SimTime::us(600));
    EXPECT_NE(q0, q1);  // two flows, two queues: one each
    ++first_queue[q0];
  }
  EXPECT_EQ(a.cycles(), static_cast<std::uint64_t>(cycles));
  // Flow 0 lands in queue 0 with probability 1/2: 4000 draws, 5 standard deviations.
  EXPECT_NEAR(first_queue[0], cycles / 2, 5 * 31.6);
}

// The two ablation readings: independent draws leave the counts per queue free (two flows
// share a queue about half the time); a fixed draw keeps every flow's queue for the whole run.
TEST(RandomQueueAllocator, IndependentDrawsLeaveCountsFreeAndFixedDrawsNeverChange) {
  edge::RandomQueueAllocator ind(2, SimTime::ms(1), sim::RandomStream(5, "alloc"),
                                 edge::QueueAllocation::independent);
  edge::RandomQueueAllocator fixed(2, SimTime::ms(1), sim::RandomStream(5, "alloc"),
                                   edge::QueueAllocation::fixed);
  const int cycles = 4000;
  int shared = 0;
  const std::uint32_t f0 = fixed.queue_of(0, SimTime::zero());
  const std::uint32_t f1 = fixed.queue_of(1, SimTime::zero());
  EXPECT_NE(f0, f1);  // balanced among the flows it allocates
  for (int c = 0; c < cycles; ++c) {
    const SimTime t = SimTime::ms(2.0 * c);
    const std::uint32_t q0 = ind.queue_of(0, t);
    EXPECT_EQ(ind.queue_of(0, t + SimTime::us(500)), q0);  // kept within the cycle
    if (ind.queue_of(1, t + SimTime::us(600)) == q0) ++shared;
    EXPECT_EQ(fixed.queue_of(0, t), f0);
    EXPECT_EQ(fixed.queue_of(1, t + SimTime::us(600)), f1);
  }
  // Two independent uniform draws agree with probability 1/2: 5 standard deviations.
  EXPECT_NEAR(shared, cycles / 2, 5 * 31.6);
}

TEST_F(AssemblerTest, TimerProgressTellsHowFarEachOpenQueueHasRunTowardSending) {
  edge::BurstAssemblyParams p;
  p.mode = edge::AssemblyMode::per_flow;
  p.timer = SimTime::ms(4);
  make(p);
  EXPECT_TRUE(assembler_->timer_progress(sim_.now()).empty());  // nothing queued
  assembler_->push(packet(1), 0, 7);  // flow 1 opens its queue at 0
  sim_.run_until(SimTime::ms(1));
  assembler_->push(packet(2), 0, 7);  // flow 2 at 1 ms
  sim_.run_until(SimTime::ms(3));
  auto t = assembler_->timer_progress(sim_.now());
  ASSERT_EQ(t.size(), 2u);
  EXPECT_DOUBLE_EQ(t[0], 0.75);  // 3 of 4 ms
  EXPECT_DOUBLE_EQ(t[1], 0.5);   // 2 of 4 ms
  sim_.run_until(SimTime::ms(4));  // flow 1's timer sent its burst
  t = assembler_->timer_progress(sim_.now());
  ASSERT_EQ(t.size(), 1u);
  EXPECT_DOUBLE_EQ(t[0], 0.75);
  EXPECT_EQ(bursts_.size(), 1u);
}
