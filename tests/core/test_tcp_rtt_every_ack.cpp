// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RTT samples on every ACK (TcpConfig::rtt_every_ack, Minakhmetov et al. §III-A eq. 2): a
// windowed sender updates the α/β RTO with each ACK that advances snd_una, timing the highest
// segment it acknowledges, and takes no sample from a retransmitted segment (Karn); without
// the option it times one segment per window.
#include <gtest/gtest.h>

#include "tcp_harness.hpp"

using namespace opslab;
using opslab::testing::TcpHarness;
using sim::SimTime;
using transport::TcpVariant;

namespace {

transport::TcpConfig alpha_beta(bool every_ack) {
  auto c = TcpHarness::config(TcpVariant::sack);
  c.rto_rule = transport::RtoRule::alpha_beta;
  c.initial_rto = SimTime::ms(1);
  c.min_rto = SimTime::zero();
  c.rto_alpha = 1.1;
  c.rto_beta = 0.5;
  c.initial_cwnd_packets = 4;
  c.sack_rescue = false;
  c.rtt_every_ack = every_ack;
  return c;
}

}  // namespace

TEST(TcpRttEveryAck, EachAckUpdatesTheRtoWithItsOwnSegmentsRtt) {
  TcpHarness h(alpha_beta(true));  // segments 0..3 sent at t ≈ 0
  ASSERT_EQ(h.sent().size(), 4u);
  const SimTime t0 = SimTime::zero();
  h.wait(SimTime::us(90));  // ≈ 100 µs after sending (settle adds 10 µs)
  const double rtt1 = (h.sim().now() - t0).to_us();  // the ACK arrives now
  h.ack(1);
  // eq. (2): T = β·γ + (1−β)·T = 0.5·γ₁ + 0.5·1000 µs.
  const double t1 = 0.5 * rtt1 + 0.5 * 1000.0;
  EXPECT_NEAR(h.sender().rto().timeout().to_us(), t1, 0.01);
  h.wait(SimTime::us(90));
  const double rtt2 = (h.sim().now() - t0).to_us();
  h.ack(2);  // segment 1, also sent at 0
  const double t2 = 0.5 * rtt2 + 0.5 * t1;
  EXPECT_NEAR(h.sender().rto().timeout().to_us(), t2, 0.01);
  const double rtt3 = (h.sim().now() - t0).to_us();
  h.ack(3);  // and again: a third sample
  EXPECT_NEAR(h.sender().rto().timeout().to_us(), 0.5 * rtt3 + 0.5 * t2, 0.01);
}

TEST(TcpRttEveryAck, OneTimedSegmentPerWindowWithoutTheOption) {
  TcpHarness h(alpha_beta(false));
  h.sent();
  h.wait(SimTime::us(90));
  h.ack(1);  // the timed segment (0): one sample
  const SimTime after_first = h.sender().rto().timeout();
  EXPECT_LT(after_first, SimTime::ms(1));
  h.wait(SimTime::us(90));
  h.ack(2);  // segment 1 was not timed: no change
  EXPECT_EQ(h.sender().rto().timeout(), after_first);
}

TEST(TcpRttEveryAck, RetransmittedSegmentsGiveNoSample) {
  TcpHarness h(alpha_beta(true));
  h.sent();
  // Segment 0 is lost: its RTO (1 ms) expires and it is sent again (T becomes α·T).
  h.wait(SimTime::ms(1));
  EXPECT_EQ(h.sender().stats().timeouts, 1u);
  const SimTime backed_off = h.sender().rto().timeout();
  EXPECT_EQ(backed_off, SimTime::us(1100));
  h.ack(1);  // ACK of the retransmitted segment 0: Karn, no sample
  EXPECT_EQ(h.sender().rto().timeout(), backed_off);
}
