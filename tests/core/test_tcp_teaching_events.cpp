// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol events that explain Reno's pathologies to a student: the window
// inflated by duplicate ACKs while a retransmission is missing, a timeout's go-back-N with the
// segments it had outstanding, and the receiver telling which resent segments it already held.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "net/event_text.hpp"
#include "net/tap.hpp"
#include "tcp_harness.hpp"
#include "transport/tcp_receiver.hpp"

using opslab::sim::SimTime;
using opslab::testing::TcpHarness;
using opslab::transport::TcpVariant;
namespace net = opslab::net;

using opslab::testing::grow_to;

namespace {

struct ProtocolLog final : net::Tap {
  std::vector<net::ProtocolEvent> events;
  void on_protocol(const net::ProtocolEvent& e, SimTime) override { events.push_back(e); }
  std::vector<net::ProtocolEvent> of(net::ProtocolEventKind k) const {
    std::vector<net::ProtocolEvent> out;
    for (const auto& e : events) {
      if (e.kind == k) out.push_back(e);
    }
    return out;
  }
};

net::EventTextContext text_context(bool sack) {
  net::EventTextContext ctx;
  ctx.mss = TcpHarness::kMss;
  ctx.sack = sack;
  return ctx;
}

}  // namespace

TEST(TcpTeachingEvents, RenoInflationIsToldPastWhatTheFlightExplainsThenAtEachDoubling) {
  TcpHarness h(TcpHarness::config(TcpVariant::reno));
  ProtocolLog log;
  h.net().taps().attach(&log);
  std::uint64_t a = 0;
  grow_to(h, a, 10);
  ASSERT_DOUBLE_EQ(h.cwnd_segs(), 10);
  ASSERT_EQ(h.sender().flight_size(), 10u * TcpHarness::kMss);
  const std::uint64_t hole = a;
  h.dupacks(hole, 3);  // fast retransmit: ssthresh 5, cwnd 8
  ASSERT_TRUE(h.sender().in_recovery());
  ASSERT_DOUBLE_EQ(h.cwnd_segs(), 8);
  // A normal recovery reaches at most ssthresh + the 10 segments in flight = 15.
  h.dupacks(hole, 7);
  ASSERT_DOUBLE_EQ(h.cwnd_segs(), 15);
  EXPECT_TRUE(log.of(net::ProtocolEventKind::window_inflated).empty());
  EXPECT_STREQ(h.sender().state_name(), "fast-recovery");
  h.ack(hole);  // the 11th duplicate ACK takes cwnd to 16: more than the flight explains
  auto told = log.of(net::ProtocolEventKind::window_inflated);
  ASSERT_EQ(told.size(), 1u);
  EXPECT_EQ(told[0].count, 11u);
  EXPECT_DOUBLE_EQ(told[0].cwnd_before, 15);
  EXPECT_DOUBLE_EQ(told[0].cwnd_after, 16);
  EXPECT_EQ(told[0].seq, hole * TcpHarness::kMss);
  EXPECT_STREQ(h.sender().state_name(), "fast-recovery · window inflated by duplicate ACKs");
  h.dupacks(hole, 15);  // cwnd 31: no new report
  EXPECT_EQ(log.of(net::ProtocolEventKind::window_inflated).size(), 1u);
  h.ack(hole);  // cwnd 32, twice the first mark
  told = log.of(net::ProtocolEventKind::window_inflated);
  ASSERT_EQ(told.size(), 2u);
  EXPECT_EQ(told[1].count, 27u);
  EXPECT_EQ(net::describe_protocol(told[1], text_context(false)),
            "flow 1: window inflated by duplicate ACKs — 27 of them in this fast recovery have "
            "grown cwnd to 32 segments, more than the data in flight at the loss can explain; each "
            "lets a new segment out while the retransmitted segment " +
                std::to_string(hole) + " is still unacknowledged");

  // The retransmission never arrives: the timer expires with every segment sent so far
  // outstanding, and Reno goes back N.
  const std::uint64_t outstanding =
      (h.sender().snd_max() - h.sender().snd_una()) / TcpHarness::kMss;
  ASSERT_GT(outstanding, 25u);
  h.sent();
  h.wait(SimTime::ms(300));  // RTO 200 ms (the minimum); the next one 400 ms later
  const auto timeouts = log.of(net::ProtocolEventKind::timeout);
  ASSERT_EQ(timeouts.size(), 1u);
  EXPECT_EQ(timeouts[0].count, outstanding);
  EXPECT_EQ(net::describe_protocol(timeouts[0], text_context(false)),
            "flow 1: retransmission timer expired with " + std::to_string(outstanding) +
                " segments outstanding → go back N: resend every segment from " +
                std::to_string(hole) + " on, cwnd 32 → 1 (ssthresh " +
                std::to_string(outstanding / 2) + ")");
  EXPECT_STREQ(h.sender().state_name(), "slow-start");
}

TEST(TcpTeachingEvents, NewRenoTellsInflationAsRenoDoesSackNever) {
  for (auto v : {TcpVariant::newreno, TcpVariant::sack}) {
    TcpHarness h(TcpHarness::config(v));
    ProtocolLog log;
    h.net().taps().attach(&log);
    std::uint64_t a = 0;
    grow_to(h, a, 10);
    if (v == TcpVariant::sack) {
      for (std::uint64_t k = 1; k <= 40; ++k) h.ack(a, {{a + 1, a + 1 + std::min<std::uint64_t>(k, 9)}});
    } else {
      h.dupacks(a, 40);
    }
    EXPECT_TRUE(h.sender().in_recovery());
    // NewReno inflates like Reno (RFC 6582 keeps RFC 5681's inflation), so it does tell.
    EXPECT_EQ(log.of(net::ProtocolEventKind::window_inflated).empty(), v == TcpVariant::sack);
  }
}

TEST(TcpTeachingEvents, SackTimeoutResendsOnlyWhatNoBlockCovers) {
  net::ProtocolEvent e{net::ProtocolEventKind::timeout, 3, 12000, 8, 1, 4, 6, 12000};
  EXPECT_EQ(net::describe_protocol(e, text_context(true)),
            "flow 3: retransmission timer expired with 6 segments outstanding → resend what no "
            "SACK block covers, from segment 12, cwnd 8 → 1 (ssthresh 4)");
  e.count = 1;
  EXPECT_EQ(net::describe_protocol(e, text_context(true)),
            "flow 3: retransmission timer expired with 1 segment outstanding → resend segment "
            "12, cwnd 8 → 1 (ssthresh 4)");
}
