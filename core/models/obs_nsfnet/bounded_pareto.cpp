// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/obs_nsfnet/bounded_pareto.hpp"

#include <cmath>
#include <stdexcept>

namespace opslab::models::obs {

BoundedPareto::BoundedPareto(double min_bytes, double mean_bytes, double max_bytes)
    : lo_(min_bytes), hi_(max_bytes), alpha_(1.0) {
  if (!(0 < min_bytes && min_bytes < mean_bytes && mean_bytes < max_bytes)) {
    throw std::invalid_argument("bounded Pareto: expected min < mean < max");
  }
  // The mean falls from (near) H to L as α grows: bisection on α.
  double a = 1e-6, b = 50.0;
  for (int i = 0; i < 200; ++i) {
    const double mid = 0.5 * (a + b);
    (mean_of(mid) > mean_bytes ? a : b) = mid;
  }
  alpha_ = 0.5 * (a + b);
}

double BoundedPareto::mean_of(double alpha) const {
  const double r = std::pow(lo_ / hi_, alpha);
  if (std::abs(alpha - 1.0) < 1e-9) return lo_ * std::log(hi_ / lo_) / (1.0 - r);
  return lo_ * alpha / (alpha - 1.0) * (1.0 - std::pow(lo_ / hi_, alpha - 1.0)) / (1.0 - r);
}

std::uint64_t BoundedPareto::draw(sim::RandomStream& rng) const {
  const double u = rng.uniform01();
  const double x = lo_ / std::pow(1.0 - u * (1.0 - std::pow(lo_ / hi_, alpha_)), 1.0 / alpha_);
  return static_cast<std::uint64_t>(std::ceil(x));
}

}  // namespace opslab::models::obs
