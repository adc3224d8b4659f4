// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reno (RFC 5681) and NewReno (RFC 6582) state machines, driven ACK by ACK.
#include <gtest/gtest.h>

#include "tcp_harness.hpp"

using opslab::sim::SimTime;
using opslab::testing::TcpHarness;
using opslab::transport::TcpVariant;
using Segs = std::vector<std::uint64_t>;

using opslab::testing::grow_to;

TEST(TcpReno, SlowStartDoublesPerRoundTrip) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  EXPECT_EQ(h.sent(), Segs({0}));  // initial window: one segment
  h.ack(1);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 2);
  EXPECT_EQ(h.sent(), Segs({1, 2}));
  h.ack(2);
  h.ack(3);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 4);
  EXPECT_EQ(h.sent(), Segs({3, 4, 5, 6}));
}

TEST(TcpReno, CongestionAvoidanceAddsOneSegmentPerWindow) {
  auto cfg = TcpHarness::config(TcpVariant::reno);
  TcpHarness h(cfg);
  h.sender().set_ssthresh(4.0 * TcpHarness::kMss);
  std::uint64_t a = 0;
  grow_to(h, a, 4);
  ASSERT_DOUBLE_EQ(h.cwnd_segs(), 4);
  h.ack(++a);  // cwnd += MSS·MSS/cwnd
  EXPECT_NEAR(h.cwnd_segs(), 4.25, 1e-12);
  h.ack(++a);
  EXPECT_NEAR(h.cwnd_segs(), 4.25 + 1.0 / 4.25, 1e-12);
}

// tcp.initial_ssthresh: slow start ends at the configured threshold before any loss (INET's
// 65 535 bytes in the LB+AS model); 0 keeps it unlimited.
TEST(TcpReno, InitialSsthreshEndsTheFirstSlowStart) {
  auto cfg = TcpHarness::config(TcpVariant::newreno);
  cfg.initial_ssthresh_bytes = 4 * TcpHarness::kMss;
  TcpHarness h(cfg);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 4);
  std::uint64_t a = 0;
  grow_to(h, a, 4);
  ASSERT_DOUBLE_EQ(h.cwnd_segs(), 4);
  h.ack(++a);  // at ssthresh: congestion avoidance, not another whole segment
  EXPECT_NEAR(h.cwnd_segs(), 4.25, 1e-12);

  TcpHarness unlimited(TcpHarness::config(TcpVariant::newreno));
  std::uint64_t b = 0;
  grow_to(unlimited, b, 4);
  unlimited.ack(++b);
  EXPECT_DOUBLE_EQ(unlimited.cwnd_segs(), 5);
}

TEST(TcpReno, ThreeDupAcksTriggerFastRetransmitAndRecovery) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  std::uint64_t a = 0;
  grow_to(h, a, 8);  // cwnd 8, segments a .. a+7 outstanding
  ASSERT_EQ(h.sender().flight_size(), 8u * TcpHarness::kMss);
  const std::uint64_t hole = a;
  h.dupacks(hole, 2);
  EXPECT_TRUE(h.sent().empty());
  EXPECT_FALSE(h.sender().in_recovery());
  h.ack(hole);  // third duplicate
  EXPECT_EQ(h.sent(), Segs({hole}));  // fast retransmit of the missing segment
  EXPECT_TRUE(h.sender().in_recovery());
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 4);  // FlightSize / 2
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 7);      // ssthresh + 3
  EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);
  h.ack(hole);  // each further duplicate inflates the window by one segment
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);
  EXPECT_TRUE(h.sent().empty());  // 8 outstanding, window 8: nothing new yet
  h.ack(hole);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 9);
  EXPECT_EQ(h.sent(), Segs({hole + 8}));  // inflation lets new data out
  h.ack(hole + 9);  // the retransmission repaired the hole: deflate, leave recovery
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 4);
}

TEST(TcpReno, MinimumSsthreshIsTwoSegments) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  std::uint64_t a = 0;
  grow_to(h, a, 3);
  h.dupacks(a, 3);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 2);  // max(3/2, 2)
}

TEST(TcpReno, RetransmissionTimeoutBacksOffAndGoesBackN) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  std::uint64_t a = 0;
  grow_to(h, a, 4);
  const auto rto0 = h.sender().rto().timeout();
  h.wait(rto0);
  EXPECT_EQ(h.sender().stats().timeouts, 1u);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 2);
  EXPECT_EQ(h.sent(), Segs({a}));  // only the first unacknowledged segment
  EXPECT_EQ(h.sender().rto().timeout(), rto0 * 2);
  h.wait(rto0 * 2);
  EXPECT_EQ(h.sender().stats().timeouts, 2u);
  EXPECT_EQ(h.sent(), Segs({a}));
  EXPECT_EQ(h.sender().rto().timeout(), rto0 * 4);
  h.ack(a + 1);  // go-back-N continues in slow start from the next segment
  EXPECT_EQ(h.sent(), Segs({a + 1, a + 2}));
}

TEST(TcpReno, BackOffStopsAtMaxRto) {
  auto cfg = TcpHarness::config(TcpVariant::reno);
  cfg.max_rto = SimTime::s(3);
  TcpHarness h(cfg);
  for (int i = 0; i < 5; ++i) h.wait(h.sender().rto().timeout());
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::s(3));
}

TEST(TcpRto, Rfc6298FirstAndSecondSample) {
  auto cfg = TcpHarness::config(TcpVariant::reno);
  cfg.min_rto = SimTime::zero();
  opslab::transport::RtoEstimator rto(cfg);
  EXPECT_EQ(rto.timeout(), SimTime::s(1));  // initial
  rto.on_rtt_sample(SimTime::ms(100));
  EXPECT_EQ(rto.srtt(), SimTime::ms(100));
  EXPECT_EQ(rto.rttvar(), SimTime::ms(50));
  EXPECT_EQ(rto.timeout(), SimTime::ms(300));  // SRTT + 4·RTTVAR
  rto.on_rtt_sample(SimTime::ms(200));
  EXPECT_EQ(rto.rttvar(), SimTime::ms(62.5));  // 3/4·50 + 1/4·|100−200|
  EXPECT_EQ(rto.srtt(), SimTime::ms(112.5));   // 7/8·100 + 1/8·200
  EXPECT_EQ(rto.timeout(), SimTime::ms(362.5));
}

TEST(TcpRto, MinimumRtoApplies) {
  auto cfg = TcpHarness::config(TcpVariant::reno);
  opslab::transport::RtoEstimator rto(cfg);
  rto.on_rtt_sample(SimTime::ms(1));
  EXPECT_EQ(rto.timeout(), SimTime::ms(200));
}

TEST(TcpRto, KarnIgnoresRetransmittedSegments) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  h.wait(SimTime::s(1));  // segment 0 times out and is retransmitted
  ASSERT_EQ(h.sender().stats().timeouts, 1u);
  h.wait(SimTime::ms(300));
  h.ack(1);  // ambiguous ACK: no RTT sample may be taken
  EXPECT_FALSE(h.sender().rto().has_sample());
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::s(2));  // back-off kept
  h.wait(SimTime::ms(50));
  h.ack(2);  // segment 1 was sent once: a valid sample of ~50 ms
  ASSERT_TRUE(h.sender().rto().has_sample());
  EXPECT_NEAR(h.sender().rto().srtt().to_ms(), 50.01, 0.02);
}

TEST(TcpNewReno, PartialAckRetransmitsNextHoleAndStaysInRecovery) {
  TcpHarness h(TcpHarness::config(TcpVariant::newreno));
  std::uint64_t a = 0;
  grow_to(h, a, 8);
  const std::uint64_t base = a;  // segments base..base+7 outstanding; base and base+3 lost
  h.dupacks(base, 3);
  EXPECT_EQ(h.sent(), Segs({base}));
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 7);
  h.dupacks(base, 3);  // inflation to 10: new segments base+8, base+9
  EXPECT_EQ(h.sent(), Segs({base + 8, base + 9}));
  // The retransmission arrives: cumulative ACK stops at the second hole (partial ACK).
  h.ack(base + 3);
  EXPECT_TRUE(h.sender().in_recovery());
  // Retransmit the next hole; deflate by 3 acked segments, add back one: 10 − 3 + 1 = 8.
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);
  const auto s = h.sent();
  ASSERT_FALSE(s.empty());
  EXPECT_EQ(s.front(), base + 3);
  EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);  // still one recovery episode
  // Full ACK of everything up to `recover` (base+8): exit with min(ssthresh, flight + MSS).
  h.ack(base + 10);
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_LE(h.cwnd_segs(), 4);
}

TEST(TcpReno, PartialAckEndsRenoRecovery) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  std::uint64_t a = 0;
  grow_to(h, a, 8);
  const std::uint64_t base = a;
  h.dupacks(base, 3);
  h.ack(base + 3);  // Reno leaves fast recovery on the first new ACK
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 4);
}

TEST(TcpNewReno, NoFastRetransmitBeforeRecoverIsPassedAfterTimeout) {
  TcpHarness h(TcpHarness::config(TcpVariant::newreno));
  std::uint64_t a = 0;
  grow_to(h, a, 8);
  const std::uint64_t base = a;
  h.wait(h.sender().rto().timeout());  // recover := HighData = base + 8
  ASSERT_EQ(h.sender().stats().timeouts, 1u);
  h.sent();
  h.ack(base + 2);
  h.dupacks(base + 2, 3);  // duplicates caused by go-back-N: must not trigger recovery
  EXPECT_EQ(h.sender().stats().fast_retransmits, 0u);
  EXPECT_FALSE(h.sender().in_recovery());
}
