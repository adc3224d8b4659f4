#include "transport/sack_scoreboard.hpp"

namespace opslab::transport {

void SackScoreboard::advance_to(std::uint64_t index) {
  while (first_ < index && !flags_.empty()) {
    flags_.pop_front();
    ++first_;
  }
  if (first_ < index) first_ = index;
}

void SackScoreboard::extend_to(std::uint64_t end_index) {
  while (end() < end_index) flags_.push_back(0);
}

void SackScoreboard::mark_sacked(std::uint64_t from, std::uint64_t to) {
  if (from < first_) from = first_;
  if (to > end()) to = end();
  for (std::uint64_t i = from; i < to; ++i) {
    flags_[static_cast<std::size_t>(i - first_)] |= kSacked;
  }
}

void SackScoreboard::update_lost(std::uint32_t dupthresh) {
  std::uint32_t sacked_above = 0;
  for (std::size_t k = flags_.size(); k-- > 0;) {
    std::uint8_t& f = flags_[k];
    if (f & kSacked) {
      ++sacked_above;
    } else if (sacked_above >= dupthresh) {
      f |= kLost;
    }
  }
}

void SackScoreboard::mark_all_unsacked_lost() {
  for (std::size_t k = 0; k < flags_.size(); ++k) {
    std::uint8_t& f = flags_[k];
    f = (f & kSacked) ? kSacked : kLost;
  }
}

void SackScoreboard::clear_retransmitted() {
  for (std::size_t k = 0; k < flags_.size(); ++k) {
    flags_[k] = static_cast<std::uint8_t>(flags_[k] & ~kRetransmitted);
  }
}

std::uint64_t SackScoreboard::pipe_segments() const {
  std::uint64_t pipe = 0;
  for (std::size_t k = 0; k < flags_.size(); ++k) {
    const std::uint8_t f = flags_[k];
    if (f & kSacked) continue;
    if (!(f & kLost)) ++pipe;
    if (f & kRetransmitted) ++pipe;
  }
  return pipe;
}

std::uint64_t SackScoreboard::sacked_segments() const {
  std::uint64_t n = 0;
  for (std::size_t k = 0; k < flags_.size(); ++k) n += (flags_[k] & kSacked) ? 1 : 0;
  return n;
}

std::optional<std::uint64_t> SackScoreboard::first_lost_unretransmitted() const {
  for (std::size_t k = 0; k < flags_.size(); ++k) {
    const std::uint8_t f = flags_[k];
    if ((f & kLost) && !(f & (kSacked | kRetransmitted))) return first_ + k;
  }
  return std::nullopt;
}

std::optional<std::uint64_t> SackScoreboard::first_unsacked_above_high_rxt() const {
  std::size_t start = 0;
  for (std::size_t k = flags_.size(); k-- > 0;) {
    if (flags_[k] & kRetransmitted) {
      start = k + 1;
      break;
    }
  }
  for (std::size_t k = start; k < flags_.size(); ++k) {
    if (!(flags_[k] & kSacked)) return first_ + k;
  }
  return std::nullopt;
}

std::optional<std::uint64_t> SackScoreboard::highest_unsacked() const {
  for (std::size_t k = flags_.size(); k-- > 0;) {
    if (!(flags_[k] & kSacked)) return first_ + k;
  }
  return std::nullopt;
}

}  // namespace opslab::transport
