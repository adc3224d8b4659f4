// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SACK (RFC 2018 blocks, RFC 6675 scoreboard recovery) and mSACK, driven ACK by ACK.
#include <gtest/gtest.h>

#include "tcp_harness.hpp"
#include "transport/sack_scoreboard.hpp"

using opslab::sim::SimTime;
using opslab::testing::TcpHarness;
using opslab::transport::SackScoreboard;
using opslab::transport::TcpVariant;
using Segs = std::vector<std::uint64_t>;

using opslab::testing::grow_to;

TEST(SackScoreboard, IsLostNeedsDupThreshSackedSegmentsAbove) {
  SackScoreboard sb;
  sb.extend_to(10);  // segments 0..9 outstanding
  sb.mark_sacked(3, 5);
  sb.update_lost(3);
  EXPECT_FALSE(sb.lost(0));  // only 2 SACKed segments above
  sb.mark_sacked(6, 7);
  sb.update_lost(3);
  EXPECT_TRUE(sb.lost(0));
  EXPECT_TRUE(sb.lost(1));
  EXPECT_TRUE(sb.lost(2));
  EXPECT_FALSE(sb.lost(5));  // one SACKed segment above
  EXPECT_FALSE(sb.lost(7));
  EXPECT_EQ(sb.sacked_segments(), 3u);
}

TEST(SackScoreboard, PipeCountsUnsackedNotLostPlusRetransmissions) {
  SackScoreboard sb;
  sb.extend_to(10);
  sb.mark_sacked(3, 7);  // 4 SACKed
  sb.update_lost(3);     // 0,1,2 lost
  // Outstanding, not SACKed, not lost: 7, 8, 9.
  EXPECT_EQ(sb.pipe_segments(), 3u);
  sb.mark_retransmitted(0);
  EXPECT_EQ(sb.pipe_segments(), 4u);
  EXPECT_EQ(sb.first_lost_unretransmitted(), 1u);
  sb.advance_to(2);  // cumulative ACK passes 0 and 1
  EXPECT_EQ(sb.first(), 2u);
  EXPECT_EQ(sb.first_lost_unretransmitted(), 2u);
  EXPECT_EQ(sb.highest_unsacked(), 9u);
}

TEST(SackScoreboard, TimeoutMarksEverythingUnsackedLost) {
  SackScoreboard sb;
  sb.extend_to(6);
  sb.mark_sacked(2, 3);
  sb.mark_retransmitted(0);
  sb.mark_all_unsacked_lost();
  EXPECT_EQ(sb.pipe_segments(), 0u);
  EXPECT_FALSE(sb.retransmitted(0));
  EXPECT_TRUE(sb.lost(5));
  EXPECT_FALSE(sb.lost(2));
}

TEST(TcpSack, SackedSegmentsFreeWindowOutsideRecovery) {
  // As in Linux, the pipe governs sending at all times: a SACKed segment has left the
  // network, so each SACKing duplicate ACK releases one new segment.
  TcpHarness h(TcpHarness::config(TcpVariant::sack));
  std::uint64_t a = 0;
  grow_to(h, a, 10);
  const std::uint64_t b = a;
  h.ack(b, {{b + 1, b + 2}});
  EXPECT_EQ(h.sent(), Segs({b + 10}));
  EXPECT_FALSE(h.sender().in_recovery());
}

TEST(TcpSack, RecoveryRetransmitsEveryLostSegmentBeforeNewData) {
  TcpHarness h(TcpHarness::config(TcpVariant::sack));
  std::uint64_t a = 0;
  grow_to(h, a, 10);
  const std::uint64_t b = a;  // b .. b+9 outstanding; b and b+2 are lost
  h.ack(b, {{b + 1, b + 2}});
  h.ack(b, {{b + 3, b + 4}, {b + 1, b + 2}});
  h.sent();
  const double flight = static_cast<double>(h.sender().flight_size()) / TcpHarness::kMss;
  h.ack(b, {{b + 3, b + 5}, {b + 1, b + 2}});  // third duplicate: enter recovery
  EXPECT_TRUE(h.sender().in_recovery());
  EXPECT_DOUBLE_EQ(h.ssthresh_segs(), flight / 2);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), flight / 2);
  EXPECT_EQ(h.sent(), Segs({b}));  // (4.3) retransmit HighACK + 1; pipe is then above cwnd
  EXPECT_FALSE(h.sender().scoreboard().lost(b + 2));  // only two SACKed segments above it
  // More SACKs: b+2 now has three SACKed segments above (IsLost) and the pipe shrinks.
  // NextSeg rule 1 resends it before rule 2 sends new data.
  const std::uint64_t high = h.sender().snd_max() / TcpHarness::kMss;
  h.ack(b, {{b + 3, b + 9}, {b + 1, b + 2}});
  EXPECT_TRUE(h.sender().scoreboard().lost(b + 2));
  EXPECT_EQ(h.sent(), Segs({b + 2, high}));
  // pipe = outstanding − SACKed − lost + retransmitted, never above cwnd after sending.
  EXPECT_LE(h.sender().pipe_bytes(), h.sender().cwnd() + 1e-9);
  // Cumulative ACK beyond RecoveryPoint ends the episode, with cwnd = ssthresh.
  h.ack(h.sender().snd_max() / TcpHarness::kMss);
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), flight / 2);
  EXPECT_EQ(h.sender().stats().fast_retransmits, 1u);
}

TEST(TcpSack, RescueRetransmissionOnlyWhenEnabled) {
  for (const bool rescue : {true, false}) {
    SCOPED_TRACE(rescue ? "rescue on" : "rescue off");
    auto cfg = TcpHarness::config(TcpVariant::sack);
    cfg.sack_rescue = rescue;
    TcpHarness h(cfg, 13u * TcpHarness::kMss);  // a finite transfer of segments 0..12
    std::uint64_t a = 0;
    grow_to(h, a, 7);  // all 13 segments sent, 6..12 outstanding
    ASSERT_EQ(h.sender().snd_max(), 13u * TcpHarness::kMss);
    h.ack(6, {{7, 8}});
    h.ack(6, {{7, 9}});
    h.ack(6, {{7, 10}});  // recovery: ssthresh = cwnd = 3.5 segments
    EXPECT_EQ(h.sent(), Segs({6}));
    h.ack(6, {{7, 12}});  // pipe 2: NextSeg rule 3 resends the un-SACKed tail
    EXPECT_EQ(h.sent(), Segs({12}));
    h.ack(12);  // partial ACK; only 12 outstanding, already resent once
    if (rescue) {
      EXPECT_EQ(h.sent(), Segs({12}));  // rule 4: one rescue retransmission
    } else {
      EXPECT_TRUE(h.sent().empty());
    }
    h.ack(12);
    EXPECT_TRUE(h.sent().empty()) << "at most one rescue per episode";
  }
}

TEST(TcpSack, TimeoutRetransmitsOnlyUnsackedSegments) {
  TcpHarness h(TcpHarness::config(TcpVariant::sack));
  std::uint64_t a = 0;
  grow_to(h, a, 6);
  const std::uint64_t b = a;  // b .. b+5 outstanding
  h.ack(b, {{b + 1, b + 3}});  // one duplicate with SACK: no recovery yet
  h.sent();
  h.wait(h.sender().rto().timeout());
  EXPECT_EQ(h.sender().stats().timeouts, 1u);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);
  EXPECT_EQ(h.sent(), Segs({b}));
  h.ack(b + 3);  // cwnd 2: the next un-SACKed segments b+3, b+4 (b+1, b+2 were SACKed)
  EXPECT_EQ(h.sent(), Segs({b + 3, b + 4}));
}

TEST(TcpMsack, IgnoresDuplicateAcksAndGrowsExponentially) {
  TcpHarness h(TcpHarness::config(TcpVariant::msack));
  std::uint64_t a = 0;
  h.sender().set_ssthresh(2.0 * TcpHarness::kMss);  // would end slow start for SACK
  grow_to(h, a, 8);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);  // still +1 segment per ACK above ssthresh
  const std::uint64_t b = a;
  h.ack(b, {{b + 1, b + 2}});
  h.ack(b, {{b + 1, b + 3}});
  h.ack(b, {{b + 1, b + 4}});
  h.ack(b, {{b + 1, b + 5}});
  EXPECT_FALSE(h.sender().in_recovery());
  EXPECT_EQ(h.sender().stats().fast_retransmits, 0u);
  EXPECT_EQ(h.sender().stats().retransmits, 0u);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 8);  // duplicates do not change the window
}

// Grows the window to 8, SACKs b+1 … b+4 above the first outstanding segment b, and lets b's
// timer expire; returns b.
std::uint64_t sack_then_time_out(TcpHarness& h) {
  std::uint64_t a = 0;
  grow_to(h, a, 8);
  const std::uint64_t b = a;
  h.ack(b, {{b + 1, b + 5}});
  h.sent();
  h.wait(h.sender().rto().timeout());
  EXPECT_EQ(h.sender().stats().timeouts, 1u);
  return b;
}

TEST(TcpMsack, TimeoutHalvesTheWindowAndResendsUnsackedData) {
  TcpHarness h(TcpHarness::config(TcpVariant::msack));
  const std::uint64_t b = sack_then_time_out(h);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 4);  // halved, not reset to one segment
  // Un-SACKed: b, b+5, b+6, b+7 — all resent within the halved window.
  EXPECT_EQ(h.sent(), Segs({b, b + 5, b + 6, b + 7}));
}

// The ablation of what a timeout resends: only the first un-SACKed segment, as a timer per
// segment would; the others wait for ACKs, SACKs or their own timeouts.
TEST(TcpMsack, TimeoutMarksFirstResendsOnlyTheSegmentThatTimedOut) {
  auto cfg = TcpHarness::config(TcpVariant::msack);
  cfg.timeout_marks_first = true;
  TcpHarness h(cfg);
  const std::uint64_t b = sack_then_time_out(h);
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 4);
  // b is sent again at once; b+5 … b+11 (the SACK let four new ones out) still count as in
  // flight, so nothing else goes until ACKs or SACKs clear them.
  EXPECT_EQ(h.sent(), Segs({b}));
  EXPECT_EQ(h.sender().stats().retransmits, 1u);
  h.ack(b + 5);  // b arrived: b+5 … b+11 in flight (7), still above the window
  EXPECT_TRUE(h.sent().empty());
  h.wait(h.sender().rto().timeout());  // b+5 times out in its turn
  EXPECT_EQ(h.sent(), Segs({b + 5}));
}

TEST(TcpMsack, UsesAlphaBetaRtoRule) {
  auto cfg = TcpHarness::config(TcpVariant::msack);
  cfg.rto_rule = opslab::transport::RtoRule::alpha_beta;
  cfg.initial_rto = SimTime::ms(1);
  TcpHarness h(cfg);
  h.wait(SimTime::ms(1));
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::us(1100));  // ×α = 1.1
}

// Minakhmetov et al.'s eq. (4) halves CWND; RFC 5681's halves FlightSize. They differ when
// the receive window holds the data in flight below the congestion window.
TEST(TcpSack, SsthreshFromCwndFollowsEquationFourOfTheHybridPaper) {
  for (const bool from_cwnd : {false, true}) {
    auto cfg = TcpHarness::config(TcpVariant::sack);
    cfg.max_window_packets = 6;
    cfg.ssthresh_from_cwnd = from_cwnd;
    TcpHarness h(cfg);
    std::uint64_t a = 0;
    grow_to(h, a, 12);  // cwnd 12, but only 6 segments may be in flight
    ASSERT_EQ(h.sender().flight_size(), 6u * TcpHarness::kMss);
    h.ack(a, {{a + 1, a + 2}});
    h.ack(a, {{a + 1, a + 3}});
    h.ack(a, {{a + 1, a + 4}});
    ASSERT_TRUE(h.sender().in_recovery());
    EXPECT_DOUBLE_EQ(h.ssthresh_segs(), from_cwnd ? 6.0 : 3.0) << "from_cwnd " << from_cwnd;
    EXPECT_DOUBLE_EQ(h.cwnd_segs(), h.ssthresh_segs());
  }
}
