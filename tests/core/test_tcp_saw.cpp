// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SAW and SAWL (Minakhmetov, Ware & Iannone §III-A, eqs. 1–3 and 6).
#include <gtest/gtest.h>

#include "tcp_harness.hpp"

using opslab::sim::SimTime;
using opslab::testing::TcpHarness;
using opslab::transport::RtoRule;
using opslab::transport::TcpVariant;
using Segs = std::vector<std::uint64_t>;

namespace {
opslab::transport::TcpConfig paper_config(TcpVariant v) {
  auto c = TcpHarness::config(v);
  c.rto_rule = RtoRule::alpha_beta;
  c.initial_rto = SimTime::ms(1);
  c.rto_alpha = 1.1;
  c.rto_beta = 0.5;
  c.sawl_p = 4;
  c.packet_duration = SimTime::ps(7'251'200);  // τ of a 9064-byte packet at 10 Gb/s
  c.initial_cwnd_packets = 10;                 // ignored: SAW keeps one segment in flight
  return c;
}
}  // namespace

TEST(TcpSaw, OneSegmentInFlight) {
  TcpHarness h(paper_config(TcpVariant::saw));
  EXPECT_EQ(h.sent(), Segs({0}));
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);
  h.ack(1);
  EXPECT_EQ(h.sent(), Segs({1}));
  h.ack(2);
  EXPECT_EQ(h.sent(), Segs({2}));
  EXPECT_DOUBLE_EQ(h.cwnd_segs(), 1);  // eq. (6): CWND = SMSS, always
}

TEST(TcpSaw, TimeoutMultipliesRtoByAlphaAndRetransmits) {
  TcpHarness h(paper_config(TcpVariant::saw));
  h.sent();
  h.wait(SimTime::ms(1));  // T1 = 1 ms expires
  EXPECT_EQ(h.sent(), Segs({0}));
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::us(1100));  // T2 = α·T1
  h.wait(SimTime::us(1100));
  EXPECT_EQ(h.sent(), Segs({0}));
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::us(1210));  // T3 = α·T2
  EXPECT_EQ(h.sender().stats().timeouts, 2u);
}

TEST(TcpSaw, AckAveragesRtoWithMeasuredRtt) {
  TcpHarness h(paper_config(TcpVariant::saw));
  h.wait(SimTime::us(190));  // ACK of segment 0 after ~200 µs
  h.ack(1);
  // eq. (2): T = β·γ + (1−β)·T = 0.5·0.2 ms + 0.5·1 ms = 0.6 ms (γ ≈ 200 µs).
  EXPECT_NEAR(h.sender().rto().timeout().to_us(), 600.0, 0.5);
}

TEST(TcpSaw, RtoGrowthStopsAtSixtySeconds) {
  auto cfg = paper_config(TcpVariant::saw);
  cfg.initial_rto = SimTime::s(50);
  TcpHarness h(cfg);
  h.wait(SimTime::s(50));
  h.wait(SimTime::s(55));
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::s(60));
}

TEST(TcpSaw, DuplicateAcksAreIgnored) {
  TcpHarness h(paper_config(TcpVariant::saw));
  h.sent();
  h.dupacks(0, 5);
  EXPECT_TRUE(h.sent().empty());
  EXPECT_EQ(h.sender().stats().retransmits, 0u);
}

TEST(TcpSawl, TimerWaitsLongerByPTimesTau) {
  TcpHarness h(paper_config(TcpVariant::sawl));
  // eq. (3): T' = T + p·τ = 1 ms + 4 · 7.2512 µs.
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::ms(1) + SimTime::ps(4 * 7'251'200));
  h.sent();
  h.wait(SimTime::ms(1));
  EXPECT_TRUE(h.sent().empty()) << "SAWL must not retransmit at the SAW deadline";
  h.wait(SimTime::ps(4 * 7'251'200));
  EXPECT_EQ(h.sent(), Segs({0}));
  // After expiry, the α back-off applies to T, and p·τ is added again.
  EXPECT_EQ(h.sender().rto().timeout(), SimTime::us(1100) + SimTime::ps(4 * 7'251'200));
}
