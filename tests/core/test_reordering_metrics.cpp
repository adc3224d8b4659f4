// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The normalised reordering columns every TCP flow model writes (metrics/flow_sets.hpp):
// reordered segments per 1000 received, and spurious fast retransmits — needless ones: an
// earlier copy of the segment reached the receiver too (it was late, not lost).
#include <gtest/gtest.h>

#include "model_runner.hpp"

using nlohmann::json;
using opslab::testing::number;

// Random loss on a path that never reorders: a fast retransmit is needless only when an
// earlier copy of its segment was still on its way — after a timeout's go-back-N (Reno), whose
// resent copies also raise duplicate ACKs. So few of them are spurious, and nothing arrives
// out of order.
TEST(ReorderingMetrics, RandomLossWithoutReorderingHasFewSpuriousFastRetransmits) {
  const auto r = opslab::testing::run(
      "dumbbell", {{"sim", {{"duration_s", 20}, {"warmup_s", 2}}},
                   {"topology", {{"flows", 2}, {"loss_rate", 0.01}, {"queue_packets", 10000}}}});
  const double fast = number(r.summary, "fast_retransmits");
  EXPECT_GT(fast, 20);
  EXPECT_LT(number(r.summary, "spurious_fast_retransmit_share"), 0.2);
  EXPECT_DOUBLE_EQ(number(r.summary, "spurious_fast_retransmit_share"),
                   number(r.summary, "spurious_fast_retransmits") / fast);
  EXPECT_EQ(number(r.summary, "reordered_per_1000_segments"), 0);
}

// Deflection onto a path 20 ms longer without loss on it: most fast retransmits at the standard
// threshold of 3 resend a segment that was only late; reordering is a share of what arrived.
TEST(ReorderingMetrics, LongDetoursMakeMostFastRetransmitsSpurious) {
  const json o = {{"sim", {{"duration_s", 3}, {"warmup_s", 1}}},
                  {"topology", {{"m", 10}}},
                  {"aggregation", {{"mode", "none"}}},
                  {"deflection", {{"p", 0}, {"mu_ms", 20}}}};
  const auto r = opslab::testing::run("ops_dumbbell", o);
  const double fast = number(r.summary, "fast_retransmits");
  const double spurious = number(r.summary, "spurious_fast_retransmits");
  ASSERT_GT(fast, 20);
  EXPECT_GT(spurious, 0.5 * fast);
  EXPECT_LE(spurious, fast);
  EXPECT_DOUBLE_EQ(number(r.summary, "spurious_fast_retransmit_share"), spurious / fast);
  const double per_1000 = number(r.summary, "reordered_per_1000_segments");
  EXPECT_GT(per_1000, 0);
  EXPECT_LT(per_1000, 1000);
  // The share and the count agree: fewer than 1000 per 1000, and more reordered segments than
  // spurious fast retransmits (each needs `threshold` segments out of order before it).
  EXPECT_GT(number(r.summary, "reordered_packets"), spurious);
}
