// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FileSizeDistribution: the sizes of the files a data-center workload transfers.
//
// Minakhmetov, Ware & Iannone §IV: "The files' size is random, following a lognormal-like
// distribution [21], which has two modes around 10 MB and 1 GB." The paper gives no further
// parameters (nor does it say how [21], Agrawal et al.'s file-system study, was turned into
// them), so the mixture is ours: with probability `share1` a size from a log-normal whose
// median is `mode1_bytes`, else one whose median is `mode2_bytes`, both with the same
// log-spread `sigma` (natural log). The median is the mode on a logarithmic size axis, where
// [21] draws its histograms. Sizes are rounded up to whole bytes (at least one).
#pragma once

#include <cstdint>

#include "sim/random.hpp"

namespace opslab::transport {

struct FileSizeDistribution {
  double mode1_bytes = 1e7;
  double mode2_bytes = 1e9;
  double share1 = 0.5;  // probability of the first mode
  double sigma = 1.0;   // standard deviation of ln(size) within each mode

  std::uint64_t draw(sim::RandomStream& rng) const;
  /// Mean size in bytes: Σ share_i · mode_i · exp(σ²/2).
  double mean_bytes() const;
};

}  // namespace opslab::transport
