// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of RandomStream and derive_seed (one seeded stream per component,
// derived from (scenario seed, stream name); the same numbers on every platform).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "sim/random.hpp"

namespace {

using opslab::sim::derive_seed;
using opslab::sim::RandomStream;

std::vector<double> draws(RandomStream r, int n) {
  std::vector<double> v;
  for (int i = 0; i < n; ++i) v.push_back(r.uniform01());
  return v;
}

TEST(RandomStream, SameSeedAndNameGiveTheSameSequence) {
  EXPECT_EQ(draws(RandomStream(1, "link-loss/3"), 1000),
            draws(RandomStream(1, "link-loss/3"), 1000));
}

TEST(RandomStream, DifferentNamesGiveDifferentSequences) {
  const auto a = draws(RandomStream(1, "link-loss/3"), 100);
  const auto b = draws(RandomStream(1, "link-loss/4"), 100);
  const auto c = draws(RandomStream(1, "ecmp/r0"), 100);
  EXPECT_NE(a, b);
  EXPECT_NE(a, c);
  // Not merely shifted copies of each other.
  const std::set<double> sa(a.begin(), a.end());
  int common = 0;
  for (double x : b) common += static_cast<int>(sa.count(x));
  EXPECT_EQ(common, 0);
}

TEST(RandomStream, DifferentSeedsGiveDifferentSequences) {
  EXPECT_NE(draws(RandomStream(1, "x"), 50), draws(RandomStream(2, "x"), 50));
}

TEST(RandomStream, DeriveSeedDependsOnEveryCharacterAndItsOrder) {
  std::set<std::uint64_t> seen;
  for (const char* name : {"", "a", "b", "ab", "ba", "aa", "a ", "tcp/1", "tcp/10", "tcp/01"}) {
    EXPECT_TRUE(seen.insert(derive_seed(1, name)).second) << name;
  }
  for (std::uint64_t s = 0; s < 100; ++s) {
    EXPECT_TRUE(seen.insert(derive_seed(s + 1000, "x")).second) << s;
  }
}

// Pinned values: if any of these change, every scenario's numbers change (a platform,
// compiler or library difference, or an accidental change of the algorithm).
TEST(RandomStream, DeriveSeedPinnedValues) {
  EXPECT_EQ(derive_seed(1, "x"), 362850224109613414ULL);
  EXPECT_EQ(derive_seed(0, ""), 6566800829925814604ULL);
  EXPECT_EQ(derive_seed(1, "y"), 2047180599935229296ULL);
  EXPECT_EQ(derive_seed(42, "link-loss/0"), 7346748976859635719ULL);
}

TEST(RandomStream, FirstDrawsPinnedForSeed1NameX) {
  RandomStream r(1, "x");
  EXPECT_EQ(r.uniform01(), 0.45946940966190208);
  EXPECT_EQ(r.uniform01(), 0.6303993358032185);
  EXPECT_EQ(r.uniform01(), 0.65850665279749687);

  RandomStream d(1, "x");
  EXPECT_EQ(d.uniform_index(1000), 459u);  // = floor(0.4594694... * 1000)
  EXPECT_DOUBLE_EQ(d.exponential(2.0), 1.4815401532015937);
  EXPECT_DOUBLE_EQ(d.normal(0.0, 1.0), -2.1224229048767378);
}

TEST(RandomStream, EngineIsMt19937_64SeededWithTheDerivedSeed) {
  // uniform01 = next 64-bit Mersenne Twister output · 2^-64; std::mt19937_64 is specified
  // by the C++ standard to produce the same sequence as Boost's.
  RandomStream r(77, "aggregator/r0");
  std::mt19937_64 ref(derive_seed(77, "aggregator/r0"));
  for (int i = 0; i < 1000; ++i) {
    ASSERT_EQ(r.uniform01(), std::ldexp(static_cast<double>(ref()), -64)) << i;
  }
}

TEST(RandomStream, Uniform01AndUniformRanges) {
  RandomStream r(3, "u");
  double lo = 1, hi = 0, sum = 0;
  for (int i = 0; i < 100'000; ++i) {
    const double x = r.uniform01();
    ASSERT_GE(x, 0.0);
    ASSERT_LT(x, 1.0);
    lo = std::min(lo, x);
    hi = std::max(hi, x);
    sum += x;
  }
  EXPECT_LT(lo, 1e-3);
  EXPECT_GT(hi, 1 - 1e-3);
  EXPECT_NEAR(sum / 1e5, 0.5, 0.005);
  for (int i = 0; i < 10'000; ++i) {
    const double x = r.uniform(-2.0, 3.0);
    ASSERT_GE(x, -2.0);
    ASSERT_LT(x, 3.0);
  }
}

TEST(RandomStream, UniformIndexCoversExactlyTheRange) {
  RandomStream r(4, "idx");
  std::vector<int> count(7, 0);
  for (int i = 0; i < 70'000; ++i) {
    const auto k = r.uniform_index(7);
    ASSERT_LT(k, 7u);
    ++count[k];
  }
  for (int c : count) EXPECT_NEAR(c, 10'000, 500);  // ~5 standard deviations
  for (int i = 0; i < 100; ++i) EXPECT_EQ(r.uniform_index(1), 0u);
  // Large ranges too.
  const std::uint64_t big = (1ULL << 63) + 12345;
  bool upper_half = false;
  for (int i = 0; i < 100; ++i) {
    const auto k = r.uniform_index(big);
    ASSERT_LT(k, big);
    upper_half = upper_half || k >= (1ULL << 62);
  }
  EXPECT_TRUE(upper_half);
}

TEST(RandomStream, ExponentialMean) {
  RandomStream r(5, "exp");
  double sum = 0;
  for (int i = 0; i < 100'000; ++i) {
    const double x = r.exponential(3.0);
    ASSERT_GE(x, 0.0);
    sum += x;
  }
  // Standard error 3/sqrt(1e5) ~ 0.0095.
  EXPECT_NEAR(sum / 1e5, 3.0, 0.05);
}

TEST(RandomStream, NormalMeanAndStddev) {
  RandomStream r(6, "norm");
  const int n = 100'000;
  double sum = 0, sum2 = 0;
  for (int i = 0; i < n; ++i) {
    const double x = r.normal(10.0, 2.0);
    sum += x;
    sum2 += x * x;
  }
  const double mean = sum / n;
  const double sd = std::sqrt(sum2 / n - mean * mean);
  EXPECT_NEAR(mean, 10.0, 0.04);  // SE ~ 0.0063
  EXPECT_NEAR(sd, 2.0, 0.03);     // SE ~ 0.0045
}

TEST(RandomStream, BernoulliRate) {
  RandomStream r(7, "coin");
  int hits = 0;
  for (int i = 0; i < 100'000; ++i) hits += r.bernoulli(0.3) ? 1 : 0;
  EXPECT_NEAR(hits / 1e5, 0.3, 0.01);  // SE ~ 0.00145
  for (int i = 0; i < 1000; ++i) ASSERT_TRUE(r.bernoulli(1.0));
}

TEST(RandomStream, BernoulliZeroNeverHitsAndDrawsNothing) {
  RandomStream a(8, "s");
  RandomStream b(8, "s");
  for (int i = 0; i < 1000; ++i) ASSERT_FALSE(a.bernoulli(0.0));
  EXPECT_EQ(a.uniform01(), b.uniform01());  // no number was consumed
}

TEST(RandomStream, ParetoAndLognormal) {
  RandomStream r(9, "heavy");
  const int n = 100'000;
  double sum = 0, lsum = 0;
  for (int i = 0; i < n; ++i) {
    const double x = r.pareto(3.0, 1.0);
    ASSERT_GE(x, 1.0);
    sum += x;
    lsum += std::log(r.lognormal(0.5, 0.25));
  }
  EXPECT_NEAR(sum / n, 1.5, 0.03);   // alpha/(alpha-1)
  EXPECT_NEAR(lsum / n, 0.5, 0.01);  // log of a lognormal is N(mu, sigma)
}

}  // namespace
