// SackScoreboard: the sender's per-segment view of outstanding data (RFC 6675 §3–4).
//
// Segments are MSS-aligned and numbered from 0; the scoreboard covers [HighACK, HighData)
// and records for each segment whether the receiver SACKed it, whether it is deemed lost
// (IsLost: DupThresh SACKed segments above it, or everything un-SACKed after a timeout) and
// whether it was retransmitted in the current recovery episode. Cost: O(1) to advance,
// O(window) for loss marking and pipe; memory one byte per outstanding segment.
#pragma once

#include <cstdint>
#include <optional>

#include "net/ring_buffer.hpp"

namespace opslab::transport {

class SackScoreboard {
 public:
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
  void mark_lost(std::uint64_t i) { set(i, kLost); }
  void mark_retransmitted(std::uint64_t i) { set(i, kRetransmitted); }

  /// RFC 6675 IsLost for every segment: un-SACKed with >= dupthresh SACKed segments above.
  void update_lost(std::uint32_t dupthresh);
  /// After a retransmission timeout: every un-SACKed segment is lost, none retransmitted.
  void mark_all_unsacked_lost();
  /// Starts a new recovery episode: forget which segments were retransmitted.
  void clear_retransmitted();

  /// RFC 6675 SetPipe, in segments.
  std::uint64_t pipe_segments() const;
  std::uint64_t sacked_segments() const;
  /// NextSeg rule 1: first lost, un-SACKed segment not yet retransmitted.
  std::optional<std::uint64_t> first_lost_unretransmitted() const;
  /// NextSeg rule 3: first un-SACKed segment above the highest retransmitted one.
  std::optional<std::uint64_t> first_unsacked_above_high_rxt() const;
  /// Highest un-SACKed segment (for the rescue retransmission, rule 4).
  std::optional<std::uint64_t> highest_unsacked() const;

 private:
  enum : std::uint8_t { kSacked = 1, kLost = 2, kRetransmitted = 4 };
  std::uint8_t get(std::uint64_t i) const {
    return (i >= first_ && i < end()) ? flags_[static_cast<std::size_t>(i - first_)] : 0;
  }
  void set(std::uint64_t i, std::uint8_t f) {
    if (i >= first_ && i < end()) flags_[static_cast<std::size_t>(i - first_)] |= f;
  }

  std::uint64_t first_ = 0;
  net::RingBuffer<std::uint8_t> flags_;
};

}  // namespace opslab::transport
