// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// BoundedPareto: the file sizes of the OBS paper's §III TCP requests ("a Pareto distribution
// … with a min ON size of 40KByte", mean 700 kB).
//
// A Pareto of minimum L and mean 700 kB has shape α = m/(m − L) ≈ 1.06: a tail so heavy
// that sample means converge far too slowly for finite runs. The paper does not say how the
// tail was handled; we bound it at H (the bounded Pareto of Harchol-Balter) and choose α so
// that the bounded distribution's mean is the paper's mean exactly.
#pragma once

#include <cstdint>

#include "sim/random.hpp"

namespace opslab::models::obs {

class BoundedPareto {
 public:
  /// Requires 0 < min < mean < max; throws std::invalid_argument otherwise.
  BoundedPareto(double min_bytes, double mean_bytes, double max_bytes);

  double shape() const { return alpha_; }
  double mean() const { return mean_of(alpha_); }
  /// Inverse transform: L / (1 − u·(1 − (L/H)^α))^(1/α), rounded up to whole bytes.
  std::uint64_t draw(sim::RandomStream& rng) const;

 private:
  double mean_of(double alpha) const;
  double lo_, hi_, alpha_;
};

}  // namespace opslab::models::obs
