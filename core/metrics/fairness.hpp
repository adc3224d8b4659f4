// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Jain's fairness index J = (Σx)² / (n·Σx²): 1 when all flows get the same share, 1/n when
// one flow gets everything (Jain, Chiu & Hawe 1984).
#pragma once

#include <span>

namespace opslab::metrics {

inline double jain_index(std::span<const double> x) {
  double sum = 0, sum_sq = 0;
  for (double v : x) {
    sum += v;
    sum_sq += v * v;
  }
  if (x.empty() || sum_sq == 0) return 0.0;
  return sum * sum / (static_cast<double>(x.size()) * sum_sq);
}

}  // namespace opslab::metrics
