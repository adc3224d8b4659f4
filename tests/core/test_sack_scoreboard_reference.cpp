// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SackScoreboard's running counters, SACKed ranges and cursors against a straightforward
// reference: the RFC 6675 definitions evaluated by scanning every outstanding segment (the
// scoreboard's former implementation), driven by random sends, cumulative ACKs, SACK
// blocks, loss marking, retransmissions, episode starts and timeouts.
#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <optional>
#include <random>

#include "transport/sack_scoreboard.hpp"

namespace {

using opslab::transport::SackScoreboard;

class ReferenceScoreboard {
 public:
  std::uint64_t first() const { return first_; }
  std::uint64_t end() const { return first_ + f_.size(); }
  void advance_to(std::uint64_t index) {
    while (first_ < index && !f_.empty()) {
      f_.pop_front();
      ++first_;
    }
    if (first_ < index) first_ = index;
  }
  void extend_to(std::uint64_t e) {
    while (end() < e) f_.push_back(0);
  }
  void mark_sacked(std::uint64_t from, std::uint64_t to) {
    for (std::uint64_t i = std::max(from, first_); i < std::min(to, end()); ++i) at(i) |= kS;
  }
  void mark_lost_below(std::uint64_t e) {
    for (std::uint64_t i = first_; i < std::min(e, end()); ++i)
      if (!(at(i) & kS)) at(i) |= kL;
  }
  void mark_retransmitted(std::uint64_t i) {
    if (i >= first_ && i < end()) at(i) |= kR;
  }
  void update_lost(std::uint32_t dupthresh) {
    std::uint32_t above = 0;
    for (std::size_t k = f_.size(); k-- > 0;) {
      if (f_[k] & kS) {
        ++above;
      } else if (above >= dupthresh) {
        f_[k] |= kL;
      }
    }
  }
  void mark_all_unsacked_lost() {
    for (auto& f : f_) f = (f & kS) ? kS : kL;
  }
  void clear_retransmitted() {
    for (auto& f : f_) f = static_cast<std::uint8_t>(f & ~kR);
  }
  std::uint64_t pipe() const {
    std::uint64_t pipe = 0;
    for (auto f : f_) {
      if (f & kS) continue;
      if (!(f & kL)) ++pipe;
      if (f & kR) ++pipe;
    }
    return pipe;
  }
  std::uint64_t sacked() const {
    std::uint64_t n = 0;
    for (auto f : f_) n += (f & kS) ? 1 : 0;
    return n;
  }
  std::optional<std::uint64_t> rule1() const {
    for (std::size_t k = 0; k < f_.size(); ++k)
      if ((f_[k] & kL) && !(f_[k] & (kS | kR))) return first_ + k;
    return std::nullopt;
  }
  std::optional<std::uint64_t> rule3() const {
    std::size_t start = 0;
    for (std::size_t k = f_.size(); k-- > 0;) {
      if (f_[k] & kR) {
        start = k + 1;
        break;
      }
    }
    for (std::size_t k = start; k < f_.size(); ++k)
      if (!(f_[k] & kS)) return first_ + k;
    return std::nullopt;
  }
  std::optional<std::uint64_t> highest_unsacked() const {
    for (std::size_t k = f_.size(); k-- > 0;)
      if (!(f_[k] & kS)) return first_ + k;
    return std::nullopt;
  }
  bool sacked(std::uint64_t i) const { return get(i) & kS; }
  bool lost(std::uint64_t i) const { return get(i) & kL; }
  bool retransmitted(std::uint64_t i) const { return get(i) & kR; }

 private:
  enum : std::uint8_t { kS = 1, kL = 2, kR = 4 };
  std::uint8_t& at(std::uint64_t i) { return f_[i - first_]; }
  std::uint8_t get(std::uint64_t i) const {
    return (i >= first_ && i < end()) ? f_[i - first_] : 0;
  }
  std::uint64_t first_ = 0;
  std::deque<std::uint8_t> f_;
};

void expect_same(SackScoreboard& sb, const ReferenceScoreboard& ref, int step) {
  SCOPED_TRACE(step);
  ASSERT_EQ(sb.first(), ref.first());
  ASSERT_EQ(sb.end(), ref.end());
  ASSERT_EQ(sb.pipe_segments(), ref.pipe());
  ASSERT_EQ(sb.sacked_segments(), ref.sacked());
  ASSERT_EQ(sb.first_lost_unretransmitted(), ref.rule1());
  ASSERT_EQ(sb.first_unsacked_above_high_rxt(), ref.rule3());
  ASSERT_EQ(sb.highest_unsacked(), ref.highest_unsacked());
  for (std::uint64_t i = sb.first(); i < sb.end(); ++i) {
    ASSERT_EQ(sb.sacked(i), ref.sacked(i)) << i;
    if (ref.sacked(i)) continue;  // a SACKed segment's other flags do not matter
    ASSERT_EQ(sb.lost(i), ref.lost(i)) << i;
    ASSERT_EQ(sb.retransmitted(i), ref.retransmitted(i)) << i;
  }
}

class ScoreboardAgainstReference : public ::testing::TestWithParam<std::uint32_t> {};

TEST_P(ScoreboardAgainstReference, SameAnswersOnRandomAckAndSackSequences) {
  std::mt19937_64 rng(GetParam());
  auto uniform = [&](std::uint64_t lo, std::uint64_t hi) {  // [lo, hi]
    return std::uniform_int_distribution<std::uint64_t>(lo, hi)(rng);
  };
  SackScoreboard sb;
  ReferenceScoreboard ref;
  const std::uint32_t dupthresh = static_cast<std::uint32_t>(uniform(1, 4));
  for (int step = 0; step < 4000; ++step) {
    const auto op = uniform(0, 99);
    if (op < 25) {  // send new data
      const auto e = sb.end() + uniform(1, 8);
      sb.extend_to(e);
      ref.extend_to(e);
    } else if (op < 55) {  // an ACK with SACK blocks (often repeating earlier ones)
      const std::uint64_t span = sb.end() - sb.first();
      for (auto blocks = uniform(1, 4); blocks-- > 0 && span > 0;) {
        const auto from = sb.first() + uniform(0, span - 1);
        const auto to = from + uniform(1, 6);
        sb.mark_sacked(from, to);
        ref.mark_sacked(from, to);
      }
      sb.update_lost(dupthresh);
      ref.update_lost(dupthresh);
    } else if (op < 65) {  // cumulative ACK
      const auto to = sb.first() + uniform(0, std::min<std::uint64_t>(sb.end() - sb.first(), 6));
      sb.advance_to(to);
      ref.advance_to(to);
    } else if (op < 85) {  // NextSeg picks a segment to retransmit
      std::optional<std::uint64_t> pick = sb.first_lost_unretransmitted();
      if (!pick && uniform(0, 1)) pick = sb.first_unsacked_above_high_rxt();
      if (pick) {
        sb.mark_retransmitted(*pick);
        ref.mark_retransmitted(*pick);
      }
    } else if (op < 92) {  // a new recovery episode
      sb.clear_retransmitted();
      ref.clear_retransmitted();
      sb.mark_lost_below(sb.first() + 1);
      ref.mark_lost_below(ref.first() + 1);
      sb.update_lost(dupthresh);
      ref.update_lost(dupthresh);
    } else if (op < 95) {  // retransmission timeout
      sb.mark_all_unsacked_lost();
      ref.mark_all_unsacked_lost();
    } else {  // an ACK far ahead (everything outstanding acknowledged, or beyond)
      const auto to = sb.end() + uniform(0, 2);
      sb.advance_to(to);
      ref.advance_to(to);
    }
    expect_same(sb, ref, step);
    if (HasFatalFailure()) return;
  }
}

INSTANTIATE_TEST_SUITE_P(Seeds, ScoreboardAgainstReference, ::testing::Range(1u, 21u));

}  // namespace
