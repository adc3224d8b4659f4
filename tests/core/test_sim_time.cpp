// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of SimTime: integer picoseconds, named constructors, exact
// serialization times, arithmetic and ordering.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <type_traits>

#include "sim/time.hpp"

namespace {

using opslab::sim::SimTime;

TEST(SimTime, DefaultIsZero) {
  EXPECT_EQ(SimTime{}.count_ps(), 0);
  EXPECT_EQ(SimTime{}, SimTime::zero());
}

TEST(SimTime, NamedConstructorsGiveExactPicoseconds) {
  EXPECT_EQ(SimTime::ps(7).count_ps(), 7);
  EXPECT_EQ(SimTime::ns(1).count_ps(), 1'000);
  EXPECT_EQ(SimTime::us(1).count_ps(), 1'000'000);
  EXPECT_EQ(SimTime::ms(1).count_ps(), 1'000'000'000);
  EXPECT_EQ(SimTime::s(1).count_ps(), 1'000'000'000'000);
  EXPECT_EQ(SimTime::ms(1.5).count_ps(), 1'500'000'000);
  EXPECT_EQ(SimTime::ns(204.8).count_ps(), 204'800);
  EXPECT_EQ(SimTime::us(7.2512).count_ps(), 7'251'200);
  EXPECT_EQ(SimTime::s(10).count_ps(), 10'000'000'000'000);
  EXPECT_EQ(SimTime::ms(0.1).count_ps(), 100'000'000);
  EXPECT_EQ(SimTime::ms(-2.5).count_ps(), -2'500'000'000);
}

TEST(SimTime, NamedConstructorsRoundToNearestPicosecond) {
  EXPECT_EQ(SimTime::ns(0.0004).count_ps(), 0);
  EXPECT_EQ(SimTime::ns(0.0006).count_ps(), 1);
  EXPECT_EQ(SimTime::ns(2.0625).count_ps(), 2'063);  // 2062.5 (exact) -> away from zero
  EXPECT_EQ(SimTime::ns(-2.0625).count_ps(), -2'063);
  EXPECT_EQ(SimTime::ns(-0.0006).count_ps(), -1);
}

TEST(SimTime, NamedConstructorsAreConstexpr) {
  static_assert(SimTime::ms(1).count_ps() == 1'000'000'000);
  static_assert(SimTime::transmission(64, 2'500'000'000).count_ps() == 204'800);
  static_assert(SimTime::ps(5) < SimTime::ps(6));
}

TEST(SimTime, TransmissionTimesFromThePapersAreExact) {
  // 64-byte cell at 2.5 Gb/s = 204.8 ns.
  EXPECT_EQ(SimTime::transmission(64, 2'500'000'000), SimTime::ps(204'800));
  // 9064-byte packet at 10 Gb/s = 7.2512 us.
  EXPECT_EQ(SimTime::transmission(9064, 10'000'000'000), SimTime::ps(7'251'200));
  // 1500 bytes at 1 Gb/s = 12 us.
  EXPECT_EQ(SimTime::transmission(1500, 1'000'000'000), SimTime::us(12));
  // 1500 bytes at 622 Mb/s = 19 292 604.501... ps -> rounded up.
  EXPECT_EQ(SimTime::transmission(1500, 622'000'000).count_ps(), 19'292'605);
  EXPECT_EQ(SimTime::transmission(0, 1'000'000'000), SimTime::zero());
}

TEST(SimTime, TransmissionRoundsUpToAWholePicosecond) {
  // 1500 B at 155 Mb/s = 12000e12 / 155e6 ps = 77 419 354.838... ps.
  const SimTime t = SimTime::transmission(1500, 155'000'000);
  EXPECT_EQ(t.count_ps(), 77'419'355);
  // Never shorter than the exact value, and less than one picosecond longer.
  const long double exact = 1500.0L * 8 * 1e12L / 155e6L;
  EXPECT_GE(static_cast<long double>(t.count_ps()), exact);
  EXPECT_LT(static_cast<long double>(t.count_ps()) - exact, 1.0L);
  // 1 byte at 3 b/s = 8/3 s -> 2 666 666 666 667 ps.
  EXPECT_EQ(SimTime::transmission(1, 3).count_ps(), 2'666'666'666'667);
}

TEST(SimTime, TransmissionDoesNotOverflowForLargeProducts) {
  // bytes * 8 * 1e12 overflows 64 bits beyond ~1.15 MB; the 128-bit intermediate must not.
  // 1 GB at 8 Gb/s = exactly 1 s.
  EXPECT_EQ(SimTime::transmission(1'000'000'000, 8'000'000'000), SimTime::s(1));
  // 10 GB at 100 Gb/s = 0.8 s.
  EXPECT_EQ(SimTime::transmission(10'000'000'000, 100'000'000'000), SimTime::ms(800));
}

TEST(SimTime, Arithmetic) {
  const SimTime a = SimTime::us(3);
  const SimTime b = SimTime::ns(500);
  EXPECT_EQ((a + b).count_ps(), 3'500'000);
  EXPECT_EQ((a - b).count_ps(), 2'500'000);
  EXPECT_EQ((b - a).count_ps(), -2'500'000);
  EXPECT_EQ((a * 4).count_ps(), 12'000'000);
  EXPECT_EQ((4 * a).count_ps(), 12'000'000);
  EXPECT_EQ((a / 4).count_ps(), 750'000);
  EXPECT_EQ((SimTime::ps(7) / 2).count_ps(), 3);  // integer division truncates
  EXPECT_DOUBLE_EQ(a / b, 6.0);
  EXPECT_DOUBLE_EQ(SimTime::ms(1) / SimTime::ms(4), 0.25);

  SimTime c = a;
  c += b;
  EXPECT_EQ(c, SimTime::ns(3500));
  c -= a;
  EXPECT_EQ(c, b);
}

TEST(SimTime, ConversionsToDouble) {
  EXPECT_DOUBLE_EQ(SimTime::ms(1500).to_seconds(), 1.5);
  EXPECT_DOUBLE_EQ(SimTime::us(250).to_ms(), 0.25);
  EXPECT_DOUBLE_EQ(SimTime::ns(2500).to_us(), 2.5);
  EXPECT_DOUBLE_EQ(SimTime::s(10).to_seconds(), 10.0);
}

TEST(SimTime, Comparisons) {
  const SimTime a = SimTime::ps(1);
  const SimTime b = SimTime::ps(2);
  EXPECT_TRUE(a < b);
  EXPECT_TRUE(a <= b);
  EXPECT_TRUE(b > a);
  EXPECT_TRUE(b >= a);
  EXPECT_TRUE(a != b);
  EXPECT_TRUE(a == SimTime::ns(0.001));
  EXPECT_FALSE(a < a);
  EXPECT_TRUE(a <= a);
  EXPECT_TRUE(SimTime::ps(-1) < SimTime::zero());
  EXPECT_TRUE(SimTime::s(1e6) < SimTime::max());
  EXPECT_EQ(SimTime::max().count_ps(), std::numeric_limits<std::int64_t>::max());
  EXPECT_EQ(SimTime::ms(1) <=> SimTime::us(1000), std::strong_ordering::equal);
}

TEST(SimTime, ScaledRoundsToNearest) {
  EXPECT_EQ(SimTime::ms(10).scaled(1.1).count_ps(), 11'000'000'000);
  EXPECT_EQ(SimTime::ps(3).scaled(0.5).count_ps(), 2);      // 1.5 -> 2
  EXPECT_EQ(SimTime::ps(3).scaled(0.4).count_ps(), 1);      // 1.2 -> 1
  EXPECT_EQ(SimTime::ps(10).scaled(-0.25).count_ps(), -3);  // -2.5 -> -3
  EXPECT_EQ(SimTime::us(5).scaled(0.0), SimTime::zero());
  EXPECT_EQ(SimTime::s(1).scaled(60.0), SimTime::s(60));
}

// Units only enter through named constructors: a bare number is not a time.
static_assert(!std::is_constructible_v<SimTime, std::int64_t>);
static_assert(!std::is_convertible_v<std::int64_t, SimTime>);
static_assert(!std::is_convertible_v<double, SimTime>);
static_assert(!std::is_convertible_v<SimTime, std::int64_t>);
template <class A, class B>
concept Addable = requires(A a, B b) {
  a + b;
};
static_assert(Addable<SimTime, SimTime>);
static_assert(!Addable<SimTime, int>);
static_assert(!Addable<SimTime, double>);
static_assert(sizeof(SimTime) == sizeof(std::int64_t));
static_assert(std::is_trivially_copyable_v<SimTime>);

}  // namespace
