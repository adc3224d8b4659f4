// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of PacketPool (no allocation per packet in steady state).
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <random>
#include <set>
#include <vector>

#include "net/packet_pool.hpp"

namespace {

using opslab::net::Packet;
using opslab::net::PacketKind;
using opslab::net::PacketPool;
using opslab::net::PacketPtr;

TEST(PacketPool, CountsLivePackets) {
  PacketPool pool;
  EXPECT_EQ(pool.live(), 0u);
  EXPECT_EQ(pool.created(), 0u);
  {
    PacketPtr a = pool.make();
    PacketPtr b = pool.make();
    EXPECT_EQ(pool.live(), 2u);
    EXPECT_EQ(pool.created(), 2u);
    a.reset();
    EXPECT_EQ(pool.live(), 1u);
    PacketPtr c = std::move(b);  // moving a handle does not change ownership count
    EXPECT_EQ(pool.live(), 1u);
  }
  EXPECT_EQ(pool.live(), 0u);
  EXPECT_EQ(pool.created(), 2u);
}

TEST(PacketPool, MakeReturnsAZeroedRecordWithAFreshUid) {
  PacketPool pool;
  const Packet* addr = nullptr;
  std::uint64_t first_uid = 0;
  {
    PacketPtr p = pool.make();
    addr = p.get();
    first_uid = p->uid;
    p->flow = 9;
    p->size_bytes = 1500;
    p->kind = PacketKind::udp;
    p->seq = 123;
    p->hops = 4;
    p->retransmission = true;
    p->sack_count = 2;
    p->sack[1].end = 77;
  }
  PacketPtr q = pool.make();
  ASSERT_EQ(q.get(), addr);      // the record was recycled...
  EXPECT_NE(q->uid, first_uid);  // ...but is a new packet
  EXPECT_EQ(q->flow, 0u);
  EXPECT_EQ(q->size_bytes, 0u);
  EXPECT_EQ(q->kind, PacketKind::tcp_data);
  EXPECT_EQ(q->seq, 0u);
  EXPECT_EQ(q->hops, 0u);
  EXPECT_FALSE(q->retransmission);
  EXPECT_EQ(q->sack_count, 0u);
  EXPECT_EQ(q->sack[1].end, 0u);
}

TEST(PacketPool, UidsAreUniqueAndNeverReused) {
  PacketPool pool;
  std::set<std::uint64_t> uids;
  std::vector<PacketPtr> live;
  std::mt19937 rng(3);
  for (int i = 0; i < 20'000; ++i) {
    if (!live.empty() && rng() % 3 == 0) {
      live.erase(live.begin() + static_cast<long>(rng() % live.size()));
    } else {
      live.push_back(pool.make());
      ASSERT_TRUE(uids.insert(live.back()->uid).second) << "uid reused: " << live.back()->uid;
    }
  }
  EXPECT_EQ(pool.live(), live.size());
  EXPECT_EQ(pool.created(), uids.size());
}

TEST(PacketPool, SteadyStateRecyclesRecordsWithoutGrowing) {
  PacketPool pool;
  constexpr int kWorkingSet = 3000;  // spans several allocation blocks
  std::set<const Packet*> addresses;
  {
    std::vector<PacketPtr> batch;
    for (int i = 0; i < kWorkingSet; ++i) batch.push_back(pool.make());
    for (auto& p : batch) addresses.insert(p.get());
  }
  ASSERT_EQ(addresses.size(), static_cast<std::size_t>(kWorkingSet));
  EXPECT_EQ(pool.live(), 0u);

  // Many make/release cycles whose live count never exceeds the working set: every record
  // handed out must be one that already existed (no new block was allocated).
  std::mt19937 rng(11);
  std::vector<PacketPtr> live;
  for (int cycle = 0; cycle < 200'000; ++cycle) {
    if (live.size() < static_cast<std::size_t>(kWorkingSet) && rng() % 2 == 0) {
      live.push_back(pool.make());
      ASSERT_TRUE(addresses.count(live.back().get()) != 0) << "pool grew at cycle " << cycle;
    } else if (!live.empty()) {
      std::swap(live[rng() % live.size()], live.back());
      live.pop_back();
    }
    ASSERT_EQ(pool.live(), live.size());
  }
  EXPECT_GT(pool.created(), static_cast<std::uint64_t>(kWorkingSet) + 50'000);
}

TEST(PacketPool, CloneCopiesEverythingButTheUid) {
  PacketPool pool;
  PacketPtr a = pool.make();
  a->flow = 3;
  a->src = 1;
  a->dst = 2;
  a->size_bytes = 40;
  a->kind = PacketKind::tcp_ack;
  a->ack = 4500;
  a->sack_count = 1;
  a->sack[0] = {6000, 7500};
  PacketPtr b = pool.clone(*a);
  EXPECT_NE(b->uid, a->uid);
  EXPECT_NE(b.get(), a.get());
  EXPECT_EQ(b->flow, 3u);
  EXPECT_EQ(b->dst, 2u);
  EXPECT_EQ(b->kind, PacketKind::tcp_ack);
  EXPECT_EQ(b->ack, 4500u);
  EXPECT_EQ(b->sack_count, 1u);
  EXPECT_EQ(b->sack[0].start, 6000u);
  EXPECT_EQ(b->sack[0].end, 7500u);
  EXPECT_EQ(pool.live(), 2u);
}

TEST(PacketPool, PoolsAreIndependent) {
  PacketPool p1, p2;
  PacketPtr a = p1.make();
  PacketPtr b = p2.make();
  EXPECT_EQ(a->uid, b->uid);  // uids are per simulation
  a.reset();
  EXPECT_EQ(p1.live(), 0u);
  EXPECT_EQ(p2.live(), 1u);
}

}  // namespace
