// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SAW RTT sampling after a spurious timeout (TcpConfig::saw_karn). With every ACK timed
// against the latest transmission, one late ACK (a segment that sat in a hybrid switch's
// buffer) drags the α/β RTO of Minakhmetov et al. (§III-A) below the true RTT for good and
// every later segment is sent twice; Karn's rule (RFC 6298 §3) lets it recover.
#include <gtest/gtest.h>

#include "tcp_harness.hpp"

using opslab::sim::SimTime;
using opslab::testing::TcpHarness;
using opslab::transport::TcpVariant;

namespace {

struct Outcome {
  std::uint64_t later_retransmits;
  double rto_us;
};

// 30 segments with a 100 µs RTT, one with a 150 µs RTT, then 20 more with 100 µs.
Outcome one_late_ack(bool karn) {
  auto c = TcpHarness::config(TcpVariant::saw);
  c.rto_rule = opslab::transport::RtoRule::alpha_beta;
  c.initial_rto = SimTime::ms(1);
  c.min_rto = SimTime::zero();
  c.saw_karn = karn;
  TcpHarness h(c);  // ack() lets 10 µs pass afterwards
  std::uint64_t seg = 0;
  for (; seg < 30; ++seg) {
    h.wait(SimTime::us(90));
    h.ack(seg + 1);
  }
  EXPECT_EQ(h.sender().stats().retransmits, 0u);
  EXPECT_NEAR(h.sender().rto().timeout().to_us(), 100.0, 0.1);
  h.wait(SimTime::us(140));  // times out at 100 µs: a spurious retransmission
  h.ack(++seg);
  EXPECT_EQ(h.sender().stats().retransmits, 1u);
  const auto before = h.sender().stats().retransmits;
  for (int i = 0; i < 20; ++i) {
    h.wait(SimTime::us(90));
    h.ack(++seg);
  }
  return {h.sender().stats().retransmits - before, h.sender().rto().timeout().to_us()};
}

}  // namespace

TEST(TcpSawRttSampling, LatestTransmissionSamplingLocksInDoubleSending) {
  const Outcome o = one_late_ack(false);
  EXPECT_EQ(o.later_retransmits, 20u);          // every segment goes twice …
  EXPECT_NEAR(o.rto_us, 0.5 / 0.95 * 100, 1.0);  // … with T at the fixed point 0.53·RTT
}

TEST(TcpSawRttSampling, KarnsRuleRecoversAfterOneSpuriousTimeout) {
  const Outcome o = one_late_ack(true);
  EXPECT_EQ(o.later_retransmits, 0u);
  EXPECT_NEAR(o.rto_us, 100.0, 0.5);
}
