// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NewReno with the rules of INET 2.x's TCPNewReno switched on one at a time (ssthresh from the
// window, `recover` pulled along by new ACKs, inflation only above the duplicate-ACK
// threshold, RTT timing that only a timeout cancels, the unsigned window, old ACKs that reset
// the duplicate count, short segments), each against RFC 5681/6582's (or Karn's)
// rule on the same ACK sequence, ACK by ACK.
#include <gtest/gtest.h>

#include "tcp_harness.hpp"

using opslab::testing::TcpHarness;
using opslab::transport::TcpConfig;
using opslab::transport::TcpVariant;
using Segs = std::vector<std::uint64_t>;

using opslab::testing::grow_to;

namespace {

TcpConfig newreno() { return TcpHarness::config(TcpVariant::newreno); }

/// Leaves the sender just after a recovery that ended with more data in flight than the
/// deflated window: cwnd 16 at the loss (ssthresh 8), 17 further duplicates let 12 new
/// segments out, and the full ACK of `recover` (base + 16) deflates the window to 8 with 12
/// segments still in flight. Returns base + 16 (the new snd_una).
std::uint64_t recovery_ended_at_recover(TcpHarness& h) {
  std::uint64_t a = 0;
  grow_to(h, a, 16);
  const std::uint64_t base = a;
  h.dupacks(base, 3);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 8);
  h.dupacks(base, 17);  // cwnd 11 + 17 = 28: segments base+16 .. base+27 go out
  EXPECT_EQ(h.sent().size(), 13u);  // the fast retransmission and 12 new segments
  h.ack(base + 16);                 // exactly `recover`: a full ACK
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);  // min(ssthresh 8, FlightSize 12 + 1)
  EXPECT_EQ(h.sender().flight_size(), 12u * TcpHarness::kMss);
  return base + 16;
}

}  // namespace

TEST(TcpNewRenoInet, SsthreshFromFlightSizeByDefault) {
  TcpHarness h(newreno());
  const std::uint64_t una = recovery_ended_at_recover(h);
  h.dupacks(una, 3);  // RFC 6582: snd_una has reached recover, a new episode starts
  EXPECT_EQ(h.sender().stats().fast_retransmits, 2u);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 6);  // FlightSize 12 / 2
}

TEST(TcpNewRenoInet, SsthreshFromCwndHalvesTheWindowNotTheFlight) {
  TcpConfig c = newreno();
  c.ssthresh_from_cwnd = true;
  TcpHarness h(c);
  const std::uint64_t una = recovery_ended_at_recover(h);
  h.dupacks(una, 3);
  EXPECT_EQ(h.sender().stats().fast_retransmits, 2u);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 4);  // cwnd 8 / 2, where FlightSize / 2 would be 6
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 7);      // ssthresh + 3
}

TEST(TcpNewRenoInet, SsthreshFromCwndAtATimeoutInRecoveryUsesTheInflatedWindow) {
  TcpConfig c = newreno();
  c.ssthresh_from_cwnd = true;
  TcpHarness h(c);
  std::uint64_t a = 0;
  grow_to(h, a, 8);
  h.dupacks(a, 3);       // cwnd 7
  h.dupacks(a, 13);      // inflated to 20, FlightSize 8 + 12 = 20 segments
  ASSERT_DOUBLE_EQ(h.cwnd_segs(), 20);
  h.wait(h.sender().rto().timeout());
  ASSERT_EQ(h.sender().stats().timeouts, 1u);
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), 10);  // the inflated cwnd / 2
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);
}

TEST(TcpNewRenoInet, RecoverFollowingAcksBlocksDuplicatesRightAfterAnExactFullAck) {
  TcpConfig c = newreno();
  c.recover_follows_ack = true;
  TcpHarness h(c);
  const std::uint64_t una = recovery_ended_at_recover(h);
  h.dupacks(una, 3);  // snd_una = recover, not strictly above it: no fast retransmit
  EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_TRUE(h.sent().empty());
  h.dupacks(una, 5);  // nor on later duplicates: only the third one may start it
  EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);
  h.ack(una + 1);  // a new ACK outside recovery pulls recover up to just below snd_una
  h.sent();
  h.dupacks(una + 1, 3);
  EXPECT_EQ(h.sender().stats().fast_retransmits, 2u);
  EXPECT_TRUE(h.sender().in_recovery());
  EXPECT_EQ(h.sent().front(), una + 1);
}

TEST(TcpNewRenoInet, RecoverFollowingAcksAllowsAFastRetransmitSoonAfterATimeout) {
  TcpConfig c = newreno();
  c.recover_follows_ack = true;
  TcpHarness h(c);
  std::uint64_t a = 0;
  grow_to(h, a, 8);
  const std::uint64_t base = a;
  h.wait(h.sender().rto().timeout());  // recover := base + 8
  ASSERT_EQ(h.sender().stats().timeouts, 1u);
  h.sent();
  h.ack(base + 2);  // below recover, but it pulls recover along
  h.dupacks(base + 2, 3);
  EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);  // RFC 6582 would wait (TcpNewReno test)
  EXPECT_TRUE(h.sender().in_recovery());
}

TEST(TcpNewRenoInet, InflationOnlyAboveTheThresholdAfterEachPartialAck) {
  for (const bool inet : {false, true}) {
    SCOPED_TRACE(inet ? "inflate above the threshold" : "inflate on every duplicate");
    TcpConfig c = newreno();
    c.inflate_above_dupthresh = inet;
    TcpHarness h(c);
    std::uint64_t a = 0;
    grow_to(h, a, 8);
    const std::uint64_t base = a;
    h.dupacks(base, 3);  // fast retransmit, cwnd 7
    EXPECT_EQ(h.sent(), Segs({base}));
    h.dupacks(base, 3);  // duplicates 4-6 inflate under both rules: 10
    EXPECT_DOUBLE_EQ(h.cwnd_segs(), 10);
    EXPECT_EQ(h.sent(), Segs({base + 8, base + 9}));
    h.ack(base + 3);  // partial ACK: 10 − 3 + 1 = 8, the next hole resent, one new segment
    EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);
    EXPECT_EQ(h.sent(), Segs({base + 3, base + 10}));
    h.dupacks(base + 3, 3);  // the first three duplicates after the partial ACK
    if (inet) {
      EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);
      EXPECT_TRUE(h.sent().empty());
    } else {
      EXPECT_DOUBLE_EQ(h.cwnd_segs(), 11);
      EXPECT_EQ(h.sent(), Segs({base + 11, base + 12, base + 13}));
    }
    h.ack(base + 3);  // the fourth inflates under both rules
    EXPECT_DOUBLE_EQ(h.cwnd_segs(), inet ? 9 : 12);
    EXPECT_EQ(h.sent(), Segs({inet ? base + 11 : base + 14}));
    EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);
  }
}

// INET 2.x's TCPBaseAlg times one segment and only a timeout cancels the measurement; Karn's
// rule (the default) cancels it on any retransmission. A fast retransmit while the timed
// segment is out: the full ACK that covers it gives a sample only under INET's rule.
TEST(TcpNewRenoInet, RttTimingSurvivesAFastRetransmitOnlyUnderInetsRule) {
  for (const bool inet : {false, true}) {
    TcpConfig c = newreno();
    c.rtt_timing_survives_retransmit = inet;
    TcpHarness h(c);
    std::uint64_t a = 0;
    grow_to(h, a, 8);
    const std::uint64_t base = a;
    const auto before = h.sender().stats().rtt_samples;
    h.dupacks(base, 3);  // cwnd 4 + 3 = 7 below the 8 in flight: only the retransmission
    ASSERT_EQ(h.sender().stats().fast_retransmits, 1u);
    h.ack(base + 8);  // the full ACK, beyond the timed segment
    EXPECT_EQ(h.sender().stats().rtt_samples - before, inet ? 1u : 0u) << "INET's rule: " << inet;
  }
}

// INET 2.x's window is an unsigned 32-bit count and its partial-ACK deflation is unguarded:
// a partial ACK that acknowledges more than the window wraps it to about 4 GiB, and later
// inflations wrap it back. RFC 6582's deflation keeps at least one segment.
TEST(TcpNewRenoInet, PartialAckAboveTheWindowWrapsItOnlyUnderInetsArithmetic) {
  for (const bool inet : {false, true}) {
    SCOPED_TRACE(inet ? "unsigned 32-bit window" : "at least one segment");
    TcpConfig c = newreno();
    c.cwnd_wraps = inet;
    TcpHarness h(c, 60 * TcpHarness::kMss);
    std::uint64_t a = 0;
    grow_to(h, a, 16);
    const std::uint64_t base = a;  // base + 16 segments in flight
    h.dupacks(base, 3);            // ssthresh 8, cwnd 11
    ASSERT_DOUBLE_EQ(h.cwnd_segs(), 11);
    h.sent();
    h.ack(base + 15);  // partial: 11 − 15 + 1 segments
    if (inet) {
      EXPECT_DOUBLE_EQ(h.sender().cwnd(), 4294967296.0 - 3000.0);
      Segs all{base + 15};
      for (std::uint64_t s = base + 16; s < 60; ++s) all.push_back(s);
      EXPECT_EQ(h.sent(), all);  // the rest of the transfer: only the data limits it
      h.dupacks(base + 15, 3);   // 2³² − 3000 + 3 · 1000 wraps to 0
      EXPECT_DOUBLE_EQ(h.cwnd_segs(), 0);
      h.ack(base + 15);
      EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);
    } else {
      EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);
      EXPECT_EQ(h.sent(), Segs({base + 15}));  // the hole only: one segment is in flight
    }
    EXPECT_TRUE(h.sender().in_recovery());
  }
}

// INET 2.x's TCPConnection resets the duplicate count on an ACK below snd_una (one that was
// overtaken on the way back); RFC 5681 ignores it, so the run of duplicates goes on.
TEST(TcpNewRenoInet, AnOldAckResetsTheDuplicateCountOnlyUnderInetsRule) {
  for (const bool inet : {false, true}) {
    SCOPED_TRACE(inet ? "old ACK resets" : "old ACK ignored");
    TcpConfig c = newreno();
    c.old_ack_resets_dupacks = inet;
    TcpHarness h(c);
    std::uint64_t a = 0;
    grow_to(h, a, 8);
    const std::uint64_t base = a;
    h.dupacks(base, 2);
    h.ack(base - 1);  // overtaken by the ACKs after it
    h.dupacks(base, 1);
    EXPECT_EQ(h.sender().stats().fast_retransmits, inet ? 0u : 1u);
    h.dupacks(base, 2);
    EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);
  }
}

// INET 2.1–2.3's sendData sends a usable window of at most one segment as one segment of its
// size; the RFC sender here waits for a whole one. A fast retransmit with 9 segments in flight
// sets ssthresh to 4.5 segments, so the inflated window first exceeds the flight by half one.
TEST(TcpNewRenoInet, AUsableWindowBelowOneSegmentGoesOutShortOnlyUnderInetsRule) {
  for (const bool inet : {false, true}) {
    SCOPED_TRACE(inet ? "short segments" : "whole segments");
    TcpConfig c = newreno();
    c.inflate_above_dupthresh = false;  // every duplicate inflates: one rule at a time
    c.short_segments = inet;
    TcpHarness h(c);
    std::uint64_t a = 0;
    grow_to(h, a, 9);
    const std::uint64_t base = a;
    const std::uint64_t b = base * TcpHarness::kMss;
    ASSERT_EQ(h.sender().flight_size(), 9u * TcpHarness::kMss);
    h.dupacks(base, 3);  // ssthresh 4 500 B, cwnd 7 500 B
    ASSERT_DOUBLE_EQ(h.sender().ssthresh(), 4500.0);
    using Sent = std::vector<std::pair<std::uint64_t, std::uint32_t>>;
    EXPECT_EQ(h.sent_bytes(), Sent({{b, 1000u}}));  // the fast retransmission
    h.dupacks(base, 2);                             // cwnd 9 500: 500 B usable
    if (inet) {
      EXPECT_EQ(h.sent_bytes(), Sent({{b + 9000, 500u}}));
    } else {
      EXPECT_TRUE(h.sent_bytes().empty());
    }
    h.dupacks(base, 1);  // cwnd 10 500
    EXPECT_EQ(h.sent_bytes(), Sent({{inet ? b + 9500 : b + 9000, 1000u}}));
  }
}

// Off the grid, INET resends one segment's worth from snd_una: after the short segment above
// and a timeout, the resend covers it and half the segment sent after it.
TEST(TcpNewRenoInet, AfterAShortSegmentATimeoutResendsOneSegmentFromSndUna) {
  TcpConfig c = newreno();
  c.inflate_above_dupthresh = false;
  c.short_segments = true;
  TcpHarness h(c);
  std::uint64_t a = 0;
  grow_to(h, a, 9);
  const std::uint64_t b = a * TcpHarness::kMss;
  h.dupacks(a, 6);  // as above: [b+9000, +500) and [b+9500, +1000) out
  h.sent_bytes();
  h.ack_byte(b + 9000);  // `recover`: the full ACK; cwnd min(4 500, 1 500 + 1 000)
  EXPECT_FALSE(h.sender().in_recovery());
  using Sent = std::vector<std::pair<std::uint64_t, std::uint32_t>>;
  EXPECT_EQ(h.sent_bytes(), Sent({{b + 10500, 1000u}}));
  EXPECT_EQ(h.sender().snd_max(), b + 11500);
  // The timer expires: go back to snd_una (stepped, so the backed-off timer cannot fire too).
  for (int i = 0; i < 300 && h.sender().stats().timeouts == 0; ++i) {
    h.wait(opslab::sim::SimTime::ms(10));
  }
  ASSERT_EQ(h.sender().stats().timeouts, 1u);
  const auto& last = h.all_captured().back();
  EXPECT_EQ(last.seq, b + 9000);
  EXPECT_EQ(last.payload_bytes, 1000u);  // across the short segment's end
  EXPECT_TRUE(last.retransmission);
  h.ack_byte(b + 10000);  // slow start from 1: two segments of 1 000 from there
  EXPECT_EQ(h.sent_bytes(), Sent({{b + 9000, 1000u}, {b + 10000, 1000u}, {b + 11000, 1000u}}));
}
