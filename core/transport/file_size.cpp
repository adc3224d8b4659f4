// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/file_size.hpp"

#include <cmath>

namespace opslab::transport {

std::uint64_t FileSizeDistribution::draw(sim::RandomStream& rng) const {
  const double mode = rng.uniform01() < share1 ? mode1_bytes : mode2_bytes;
  const double size = sigma > 0 ? rng.lognormal(std::log(mode), sigma) : mode;
  return size < 1.0 ? 1 : static_cast<std::uint64_t>(std::ceil(size));
}

double FileSizeDistribution::mean_bytes() const {
  return (share1 * mode1_bytes + (1.0 - share1) * mode2_bytes) * std::exp(sigma * sigma / 2.0);
}

}  // namespace opslab::transport
