// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimTime: simulated time as a signed 64-bit count of picoseconds.
//
// Integer picoseconds make every serialization time in the papers exact (a 64-byte cell at
// 2.5 Gb/s is 204 800 ps, a 9064-byte packet at 10 Gb/s is 7 251 200 ps) and keep runs
// bit-for-bit reproducible. Units only enter through named constructors, so a bare number
// never silently means "seconds" in one place and "ms" in another.
#pragma once

#include <cstdint>
#include <compare>
#include <concepts>
#include <limits>

namespace opslab::sim {

__extension__ using Int128 = __int128;

class SimTime {
 public:
  constexpr SimTime() = default;

  static constexpr SimTime ps(std::int64_t v) { return SimTime(v); }
  static constexpr SimTime ns(double v) { return SimTime(round(v * 1e3)); }
  static constexpr SimTime us(double v) { return SimTime(round(v * 1e6)); }
  static constexpr SimTime ms(double v) { return SimTime(round(v * 1e9)); }
  static constexpr SimTime s(double v) { return SimTime(round(v * 1e12)); }
  static constexpr SimTime zero() { return SimTime(0); }
  static constexpr SimTime max() { return SimTime(std::numeric_limits<std::int64_t>::max()); }

  /// Exact time to serialize `bytes` at `bits_per_second` (rounded up to a whole picosecond).
  static constexpr SimTime transmission(std::int64_t bytes, std::int64_t bits_per_second) {
    const Int128 num = static_cast<Int128>(bytes) * 8 * 1'000'000'000'000LL;
    return SimTime(static_cast<std::int64_t>((num + bits_per_second - 1) / bits_per_second));
  }

  constexpr std::int64_t count_ps() const { return v_; }
  constexpr double to_seconds() const { return static_cast<double>(v_) * 1e-12; }
  constexpr double to_ms() const { return static_cast<double>(v_) * 1e-9; }
  constexpr double to_us() const { return static_cast<double>(v_) * 1e-6; }

  constexpr SimTime operator+(SimTime o) const { return SimTime(v_ + o.v_); }
  constexpr SimTime operator-(SimTime o) const { return SimTime(v_ - o.v_); }
  constexpr SimTime& operator+=(SimTime o) { v_ += o.v_; return *this; }
  constexpr SimTime& operator-=(SimTime o) { v_ -= o.v_; return *this; }
  constexpr SimTime operator*(std::int64_t k) const { return SimTime(v_ * k); }
  /// Real factors must round explicitly: use scaled().
  template <std::floating_point T>
  SimTime operator*(T) const = delete;
  constexpr SimTime operator/(std::int64_t k) const { return SimTime(v_ / k); }
  /// Ratio of two durations (dimensionless).
  constexpr double operator/(SimTime o) const {
    return static_cast<double>(v_) / static_cast<double>(o.v_);
  }
  /// Scales a duration by a real factor, rounding to the nearest picosecond.
  constexpr SimTime scaled(double k) const { return SimTime(round(static_cast<double>(v_) * k)); }

  constexpr auto operator<=>(const SimTime&) const = default;

 private:
  constexpr explicit SimTime(std::int64_t v) : v_(v) {}
  static constexpr std::int64_t round(double x) {
    return static_cast<std::int64_t>(x < 0 ? x - 0.5 : x + 0.5);
  }
  std::int64_t v_ = 0;
};

constexpr SimTime operator*(std::int64_t k, SimTime t) { return t * k; }

}  // namespace opslab::sim
