// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/sack_scoreboard.hpp"

#include <algorithm>

namespace opslab::transport {

void SackScoreboard::count(std::uint8_t f, int sign) {
  const auto d = static_cast<std::uint64_t>(static_cast<std::int64_t>(sign));
  if (f & kSacked) {
    sacked_ += d;
    return;
  }
  if (f & kLost) lost_ += d;
  if (f & kRetransmitted) retransmitted_ += d;
}

void SackScoreboard::assign(std::uint64_t i, std::uint8_t f) {
  std::uint8_t& slot = flags_[static_cast<std::size_t>(i - first_)];
  count(slot, -1);
  slot = f;
  count(slot, +1);
}

void SackScoreboard::advance_to(std::uint64_t index) {
  while (first_ < index && !flags_.empty()) {
    count(flags_.pop_front(), -1);
    ++first_;
  }
  if (first_ < index) first_ = index;
  auto gone = std::find_if(ranges_.begin(), ranges_.end(),
                           [&](const Range& r) { return r.end > first_; });
  ranges_.erase(ranges_.begin(), gone);
  if (!ranges_.empty()) ranges_.front().begin = std::max(ranges_.front().begin, first_);
}

void SackScoreboard::extend_to(std::uint64_t end_index) {
  while (end() < end_index) flags_.push_back(0);
}

void SackScoreboard::sack_gap(std::uint64_t from, std::uint64_t to) {
  for (std::uint64_t i = from; i < to; ++i) {
    assign(i, static_cast<std::uint8_t>(flags_[static_cast<std::size_t>(i - first_)] | kSacked));
  }
}

void SackScoreboard::mark_sacked(std::uint64_t from, std::uint64_t to) {
  from = std::max(from, first_);
  to = std::min(to, end());
  if (from >= to) return;
  // The ranges that overlap or touch [from, to) merge with it; only the gaps between them
  // are newly SACKed.
  auto it = std::lower_bound(ranges_.begin(), ranges_.end(), from,
                             [](const Range& r, std::uint64_t v) { return r.end < v; });
  const auto merge_from = it;
  Range merged{from, to};
  std::uint64_t covered = from;
  for (; it != ranges_.end() && it->begin <= to; ++it) {
    if (it->begin > covered) sack_gap(covered, it->begin);
    covered = std::max(covered, it->end);
    merged.begin = std::min(merged.begin, it->begin);
    merged.end = std::max(merged.end, it->end);
  }
  if (covered < to) sack_gap(covered, to);
  if (merge_from == it) {
    ranges_.insert(merge_from, merged);
  } else {
    *merge_from = merged;
    ranges_.erase(merge_from + 1, it);
  }
}

void SackScoreboard::mark_lost_below(std::uint64_t end_index) {
  end_index = std::min(end_index, end());
  for (std::uint64_t i = std::max(lost_end_, first_); i < end_index; ++i) {
    const std::uint8_t f = flags_[static_cast<std::size_t>(i - first_)];
    if (!(f & kSacked)) assign(i, static_cast<std::uint8_t>(f | kLost));
  }
  lost_end_ = std::max(lost_end_, end_index);
}

void SackScoreboard::mark_retransmitted(std::uint64_t i) {
  if (i < first_ || i >= end()) return;
  assign(i, static_cast<std::uint8_t>(flags_[static_cast<std::size_t>(i - first_)] |
                                      kRetransmitted));
  if (!has_high_rxt_ || i > high_rxt_) {
    has_high_rxt_ = true;
    high_rxt_ = i;
    rule3_ = std::max(rule3_, i + 1);
  }
}

void SackScoreboard::update_lost(std::uint32_t dupthresh) {
  // IsLost holds below the dupthresh-th highest SACKed segment.
  std::uint64_t needed = dupthresh;
  for (auto r = ranges_.rbegin(); r != ranges_.rend(); ++r) {
    const std::uint64_t length = r->end - r->begin;
    if (length >= needed) {
      mark_lost_below(r->end - needed);
      return;
    }
    needed -= length;
  }
}

void SackScoreboard::restart_cursors() {
  has_high_rxt_ = false;
  rule1_ = first_;
  rule3_ = first_;
}

void SackScoreboard::mark_all_unsacked_lost() {
  for (std::uint64_t i = first_; i < end(); ++i) {
    const bool sacked = flags_[static_cast<std::size_t>(i - first_)] & kSacked;
    assign(i, sacked ? kSacked : kLost);
  }
  lost_end_ = std::max(lost_end_, end());
  restart_cursors();
}

void SackScoreboard::clear_retransmitted() {
  if (retransmitted_ > 0 || has_high_rxt_) {
    for (std::uint64_t i = first_; i < end(); ++i) {
      const std::uint8_t f = flags_[static_cast<std::size_t>(i - first_)];
      if (f & kRetransmitted) assign(i, static_cast<std::uint8_t>(f & ~kRetransmitted));
    }
  }
  restart_cursors();
}

std::optional<std::uint64_t> SackScoreboard::first_lost_unretransmitted() {
  const std::uint64_t limit = std::min(lost_end_, end());
  rule1_ = std::max(rule1_, first_);
  while (rule1_ < limit &&
         (flags_[static_cast<std::size_t>(rule1_ - first_)] & (kSacked | kRetransmitted))) {
    ++rule1_;
  }
  if (rule1_ < limit) return rule1_;
  return std::nullopt;
}

std::optional<std::uint64_t> SackScoreboard::first_unsacked_above_high_rxt() {
  rule3_ = std::max(rule3_, first_);
  while (rule3_ < end() && (flags_[static_cast<std::size_t>(rule3_ - first_)] & kSacked)) {
    ++rule3_;
  }
  if (rule3_ < end()) return rule3_;
  return std::nullopt;
}

std::optional<std::uint64_t> SackScoreboard::highest_unsacked() const {
  if (flags_.empty()) return std::nullopt;
  if (ranges_.empty() || ranges_.back().end < end()) return end() - 1;
  if (ranges_.back().begin > first_) return ranges_.back().begin - 1;
  return std::nullopt;
}

}  // namespace opslab::transport
