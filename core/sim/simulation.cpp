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
