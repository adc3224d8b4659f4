// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simulation.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace opslab::sim {

void Simulation::throw_in_the_past(SimTime at) const {
  throw std::logic_error(fmt::format(
      "an event was scheduled at {} ps, before the simulation clock ({} ps): events cannot "
      "go back in time",
      at.count_ps(), now_.count_ps()));
}

}  // namespace opslab::sim
