// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RandomStream: one independent, seeded random generator per component.
//
// A stream's seed is derived from (scenario seed, stream name), so adding a component never
// shifts the numbers another component draws. Distributions come from Boost.Random, whose
// algorithms are specified, so a seed gives the same numbers on every platform and compiler
// (the std:: distributions do not guarantee that).
#pragma once

#include <cstdint>
#include <string_view>

#include <boost/random/mersenne_twister.hpp>

namespace opslab::sim {

/// 64-bit seed for a named stream: SplitMix64 over the scenario seed and an FNV-1a name hash.
std::uint64_t derive_seed(std::uint64_t scenario_seed, std::string_view stream_name);

class RandomStream {
 public:
  RandomStream(std::uint64_t scenario_seed, std::string_view name)
      : engine_(derive_seed(scenario_seed, name)) {}

  /// Uniform in [0, 1).
  double uniform01();
  /// Uniform in [a, b).
  double uniform(double a, double b) { return a + (b - a) * uniform01(); }
  /// Uniform integer in [0, n).
  std::uint64_t uniform_index(std::uint64_t n);
  bool bernoulli(double p) { return p > 0.0 && uniform01() < p; }
  double exponential(double mean);
  double normal(double mean, double stddev);
  double lognormal(double mu, double sigma);
  /// Pareto with shape `alpha` and minimum `scale` (inverse transform).
  double pareto(double alpha, double scale);

 private:
  boost::random::mt19937_64 engine_;
};

}  // namespace opslab::sim
