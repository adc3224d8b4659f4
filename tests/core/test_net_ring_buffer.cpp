// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of RingBuffer, the FIFO of link queues and propagation pipes.
#include <gtest/gtest.h>

#include <deque>
#include <memory>
#include <random>

#include "net/packet_pool.hpp"
#include "net/ring_buffer.hpp"

namespace {

using opslab::net::PacketPool;
using opslab::net::PacketPtr;
using opslab::net::RingBuffer;

TEST(RingBuffer, FifoAcrossGrowthAndWrapAround) {
  RingBuffer<int> rb;
  EXPECT_TRUE(rb.empty());
  int next_in = 0, next_out = 0;
  // Move the head away from slot 0 so growth happens while the contents wrap.
  for (int i = 0; i < 10; ++i) rb.push_back(next_in++);
  for (int i = 0; i < 7; ++i) EXPECT_EQ(rb.pop_front(), next_out++);
  for (int i = 0; i < 40; ++i) rb.push_back(next_in++);  // wraps, then grows twice
  EXPECT_EQ(rb.size(), 43u);
  EXPECT_EQ(rb.front(), next_out);
  for (std::size_t i = 0; i < rb.size(); ++i) EXPECT_EQ(rb[i], next_out + static_cast<int>(i));
  while (!rb.empty()) EXPECT_EQ(rb.pop_front(), next_out++);
  EXPECT_EQ(next_out, next_in);
}

TEST(RingBuffer, RandomizedAgainstDequeWithMoveOnlyElements) {
  RingBuffer<std::unique_ptr<int>> rb;
  std::deque<int> ref;
  std::mt19937 rng(5);
  int counter = 0;
  for (int op = 0; op < 100'000; ++op) {
    // Drift between growing and shrinking phases so the buffer grows, wraps and drains.
    const bool grow_phase = (op / 5000) % 2 == 0;
    if (ref.empty() || rng() % 100 < (grow_phase ? 60u : 40u)) {
      rb.push_back(std::make_unique<int>(counter));
      ref.push_back(counter++);
    } else {
      auto v = rb.pop_front();
      ASSERT_TRUE(v);
      ASSERT_EQ(*v, ref.front()) << "op " << op;
      ref.pop_front();
    }
    ASSERT_EQ(rb.size(), ref.size());
    if (!ref.empty()) {
      ASSERT_EQ(*rb.front(), ref.front());
      const std::size_t i = rng() % ref.size();
      ASSERT_EQ(*rb[i], ref[i]);
    }
  }
}

TEST(RingBuffer, ClearEmptiesAndReleasesElements) {
  PacketPool pool;
  RingBuffer<PacketPtr> rb;
  for (int i = 0; i < 100; ++i) rb.push_back(pool.make());
  EXPECT_EQ(pool.live(), 100u);
  for (int i = 0; i < 30; ++i) rb.pop_front();  // popped and dropped immediately
  EXPECT_EQ(pool.live(), 70u);
  rb.clear();
  EXPECT_TRUE(rb.empty());
  EXPECT_EQ(pool.live(), 0u);
  rb.push_back(pool.make());
  EXPECT_EQ(rb.size(), 1u);
}

}  // namespace
