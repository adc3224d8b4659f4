// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/random.hpp"

#include <cmath>

#include <boost/random/exponential_distribution.hpp>
#include <boost/random/normal_distribution.hpp>
#include <boost/random/uniform_01.hpp>
#include <boost/random/uniform_int_distribution.hpp>

namespace opslab::sim {

namespace {
std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
}  // namespace

std::uint64_t derive_seed(std::uint64_t scenario_seed, std::string_view stream_name) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : stream_name) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  return splitmix64(splitmix64(scenario_seed) ^ h);
}

double RandomStream::uniform01() {
  boost::random::uniform_01<double> d;
  return d(engine_);
}

std::uint64_t RandomStream::uniform_index(std::uint64_t n) {
  boost::random::uniform_int_distribution<std::uint64_t> d(0, n - 1);
  return d(engine_);
}

double RandomStream::exponential(double mean) {
  boost::random::exponential_distribution<double> d(1.0 / mean);
  return d(engine_);
}

double RandomStream::normal(double mean, double stddev) {
  boost::random::normal_distribution<double> d(mean, stddev);
  return d(engine_);
}

double RandomStream::lognormal(double mu, double sigma) {
  // Boost's lognormal takes the mean and sigma of the variable itself; build it from N(mu, s).
  return std::exp(normal(mu, sigma));
}

double RandomStream::pareto(double alpha, double scale) {
  double u;
  do {
    u = uniform01();
  } while (u <= 0.0);
  return scale / std::pow(u, 1.0 / alpha);
}

}  // namespace opslab::sim
