// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Serializer: the exact time to serialize a packet at a fixed bit rate, rounded up to a whole
// picosecond (SimTime::transmission), without its 128-bit division on the hot path: one
// multiply when the rate divides 8·10¹² ps·b/s (10 Gb/s is exactly 800 ps per byte), a 64-bit
// division for any packet below 1 MB otherwise (155 Mb/s), the 128-bit rule beyond.
#pragma once

#include <cstdint>

#include "sim/time.hpp"

namespace opslab::net {

class Serializer {
 public:
  explicit Serializer(std::int64_t rate_bps)
      : rate_bps_(rate_bps),
        ps_per_byte_(kPsBitsPerByte % rate_bps == 0 ? kPsBitsPerByte / rate_bps : 0) {}

  sim::SimTime time(std::uint64_t bytes) const {
    if (ps_per_byte_ != 0) return sim::SimTime::ps(ps_per_byte_ * static_cast<std::int64_t>(bytes));
    if (bytes < kSmall) {
      const auto num = static_cast<std::int64_t>(bytes) * kPsBitsPerByte;  // < 2⁶³
      return sim::SimTime::ps((num + rate_bps_ - 1) / rate_bps_);
    }
    return sim::SimTime::transmission(static_cast<std::int64_t>(bytes), rate_bps_);
  }
  std::int64_t rate_bps() const { return rate_bps_; }

 private:
  static constexpr std::int64_t kPsBitsPerByte = 8'000'000'000'000LL;  // 8 bits · 10¹² ps/s
  static constexpr std::uint64_t kSmall = 1'000'000;  // bytes · 8·10¹² stays below 2⁶³

  std::int64_t rate_bps_;
  std::int64_t ps_per_byte_;
};

}  // namespace opslab::net
