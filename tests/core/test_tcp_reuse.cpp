// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A sender built on a closed sender's buffers (TcpSender::Buffers, the data center's connection
// pools) behaves exactly as a new one: its loss recovery, SACK scoreboard and send times
// start empty, whatever state the old connection left them in.
#include <gtest/gtest.h>

#include <vector>

#include "tcp_harness.hpp"

namespace opslab::transport {
namespace {

using opslab::testing::grow_to;
using opslab::testing::TcpHarness;

// What a script of ACKs makes the sender do: the segments it sends after each ACK and its
// state at the end.
struct Trace {
  std::vector<std::vector<std::uint64_t>> sent;
  double cwnd = 0, ssthresh = 0;
  bool in_recovery = false;
  std::uint64_t pipe = 0, fast_retransmits = 0;
  sim::SimTime rto;
  bool operator==(const Trace&) const = default;
};

// Slow start to 10 segments, then two losses recovered with SACK (three duplicate ACKs), and
// a timeout that leaves segments marked lost. Segment numbers relative to the first.
Trace script(TcpHarness& h) {
  Trace t;
  const std::uint64_t base = h.sender().snd_una() / TcpHarness::kMss;
  std::uint64_t a = base;
  const auto ack = [&](std::uint64_t seg, std::vector<std::pair<std::uint64_t, std::uint64_t>> s) {
    h.ack(seg, std::move(s));
    std::vector<std::uint64_t> out;
    for (auto i : h.sent()) out.push_back(i - base);
    t.sent.push_back(out);
  };
  grow_to(h, a, 10);
  const std::uint64_t b = a;
  ack(b, {{b + 1, b + 2}});
  ack(b, {{b + 3, b + 4}, {b + 1, b + 2}});
  ack(b, {{b + 3, b + 5}, {b + 1, b + 2}});
  ack(b, {{b + 3, b + 9}, {b + 1, b + 2}});
  h.wait(sim::SimTime::s(2));  // the retransmission timer expires
  for (auto i : h.sent()) t.sent.back().push_back(i - base);
  ack(b + 1, {{b + 3, b + 9}});
  t.cwnd = h.sender().cwnd();
  t.ssthresh = h.sender().ssthresh();
  t.in_recovery = h.sender().in_recovery();
  t.pipe = h.sender().pipe_bytes();
  t.fast_retransmits = h.sender().stats().fast_retransmits;
  t.rto = h.sender().rto().timeout();
  return t;
}

TEST(TcpSenderReuse, ASenderOnOldBuffersActsAsANewOne) {
  for (TcpVariant v : {TcpVariant::sack, TcpVariant::newreno, TcpVariant::msack}) {
    TcpConfig cfg = TcpHarness::config(v);
    cfg.rtt_every_ack = true;  // fills the send-time buffer too
    TcpHarness fresh(cfg);
    const Trace expected = script(fresh);

    TcpHarness reused(cfg);
    script(reused);  // leaves recovery, scoreboard and send times in use
    ASSERT_GT(reused.sender().scoreboard().end(), reused.sender().scoreboard().first());
    reused.restart_on_old_buffers(cfg);
    // Just started, as `fresh` was: its first segment sent, nothing else remembered.
    EXPECT_EQ(reused.sender().scoreboard().first(), 0u) << to_string(v);
    EXPECT_EQ(reused.sender().scoreboard().end(), 1u) << to_string(v);
    EXPECT_FALSE(reused.sender().in_recovery()) << to_string(v);
    reused.sent();
    EXPECT_EQ(script(reused), expected) << to_string(v);
  }
}

}  // namespace
}  // namespace opslab::transport
