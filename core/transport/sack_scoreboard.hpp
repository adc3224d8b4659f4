// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SackScoreboard: the sender's per-segment view of outstanding data (RFC 6675 §3–4).
//
// Segments are MSS-aligned and numbered from 0; the scoreboard covers [HighACK, HighData)
// and records for each segment whether the receiver SACKed it, whether it is deemed lost
// (IsLost: DupThresh SACKed segments above it, or everything un-SACKed after a timeout) and
// whether it was retransmitted in the current recovery episode.
//
// Cost: an ACK costs O(1) amortized plus the segments it newly SACKs. The SACKed segments are
// also kept as a short list of disjoint ranges, so a SACK block repeated by every ACK costs
// O(ranges), not O(block length); running counters give SetPipe in O(1); IsLost only ever
// grows upwards from HighACK (the DupThresh-th highest SACKed segment never moves down), so
// loss marking resumes where it stopped; NextSeg rules 1 and 3 resume from cursors that only
// move up within a recovery episode. Starting an episode or a timeout costs O(window) once.
// Memory: one byte per outstanding segment plus one entry per SACKed range.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "net/ring_buffer.hpp"

namespace opslab::transport {

class SackScoreboard {
 public:
  SackScoreboard() { ranges_.reserve(16); }

  /// Empties the scoreboard for a new connection, keeping its memory.
  void reset() {
    flags_.clear();
    ranges_.clear();
    *this = SackScoreboard(std::move(flags_), std::move(ranges_));
  }

  /// Segment indices [first_, first_ + size).
  std::uint64_t first() const { return first_; }
  std::uint64_t end() const { return first_ + flags_.size(); }

  /// The cumulative ACK moved to segment `index`: forget everything below it.
  void advance_to(std::uint64_t index);
  /// Segments up to `end_index` (exclusive) have been sent.
  void extend_to(std::uint64_t end_index);
  /// Marks segments [from, to) SACKed (clipped to the scoreboard).
  void mark_sacked(std::uint64_t from, std::uint64_t to);

  bool sacked(std::uint64_t i) const { return get(i) & kSacked; }
  bool lost(std::uint64_t i) const { return get(i) & kLost; }
  bool retransmitted(std::uint64_t i) const { return get(i) & kRetransmitted; }
  /// Marks every un-SACKed segment below `end_index` lost.
  void mark_lost_below(std::uint64_t end_index);
  void mark_retransmitted(std::uint64_t i);

  /// RFC 6675 IsLost for every segment: un-SACKed with >= dupthresh SACKed segments above.
  void update_lost(std::uint32_t dupthresh);
  /// After a retransmission timeout: every un-SACKed segment is lost, none retransmitted.
  void mark_all_unsacked_lost();
  /// Starts a new recovery episode: forget which segments were retransmitted.
  void clear_retransmitted();

  /// RFC 6675 SetPipe, in segments: un-SACKed segments not lost, plus retransmissions.
  std::uint64_t pipe_segments() const { return flags_.size() - sacked_ - lost_ + retransmitted_; }
  std::uint64_t sacked_segments() const { return sacked_; }
  /// NextSeg rule 1: first lost, un-SACKed segment not yet retransmitted.
  std::optional<std::uint64_t> first_lost_unretransmitted();
  /// NextSeg rule 3: first un-SACKed segment above the highest retransmitted one.
  std::optional<std::uint64_t> first_unsacked_above_high_rxt();
  /// Highest un-SACKed segment (for the rescue retransmission, rule 4).
  std::optional<std::uint64_t> highest_unsacked() const;

 private:
  enum : std::uint8_t { kSacked = 1, kLost = 2, kRetransmitted = 4 };
  /// A SACKed range [begin, end) of segment indices.
  struct Range {
    std::uint64_t begin, end;
  };

  std::uint8_t get(std::uint64_t i) const {
    return (i >= first_ && i < end()) ? flags_[static_cast<std::size_t>(i - first_)] : 0;
  }
  /// Sets segment i's flags to f, keeping the counters.
  void assign(std::uint64_t i, std::uint8_t f);
  void count(std::uint8_t f, int sign);
  /// Marks [from, to) SACKed; none of them is SACKed yet.
  void sack_gap(std::uint64_t from, std::uint64_t to);
  /// No segment is retransmitted any more: NextSeg's cursors start again at HighACK.
  void restart_cursors();

  SackScoreboard(net::RingBuffer<std::uint8_t>&& flags, std::vector<Range>&& ranges)
      : flags_(std::move(flags)), ranges_(std::move(ranges)) {}

  std::uint64_t first_ = 0;
  net::RingBuffer<std::uint8_t> flags_;
  std::vector<Range> ranges_;  // sorted, disjoint, not adjacent, all within [first_, end())
  // Counters over the segments in the scoreboard.
  std::uint64_t sacked_ = 0;         // SACKed
  std::uint64_t lost_ = 0;           // lost and not SACKed
  std::uint64_t retransmitted_ = 0;  // retransmitted and not SACKed
  // Every un-SACKed segment below lost_end_ is lost; none at or above it is.
  std::uint64_t lost_end_ = 0;
  // Rule 1: no segment in [first_, rule1_) is lost, un-SACKed and not retransmitted.
  std::uint64_t rule1_ = 0;
  // Rule 3: the highest retransmitted segment of the episode (valid if has_high_rxt_), and
  // a cursor above it below which every segment is SACKed.
  bool has_high_rxt_ = false;
  std::uint64_t high_rxt_ = 0;
  std::uint64_t rule3_ = 0;
};

}  // namespace opslab::transport
