// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/anycast_policy.hpp"

#include <stdexcept>
#include <string>

#include "switching/cell.hpp"

namespace opslab::switching {

namespace {
constexpr const char* kNames[] = {"none", "random", "rr", "jsvoq", "e_jsq", "ideal_jsq"};
}

AnycastPolicy parse_anycast_policy(std::string_view name) {
  for (std::size_t i = 0; i < std::size(kNames); ++i) {
    if (name == kNames[i]) return static_cast<AnycastPolicy>(i);
  }
  throw std::invalid_argument("unknown anycast policy: " + std::string(name));
}

const char* to_string(AnycastPolicy p) {
  return kNames[static_cast<std::size_t>(p)];
}

AnycastSelector::AnycastSelector(AnycastPolicy policy, std::vector<std::uint32_t> ports,
                                 const std::vector<net::Link*>& lines, sim::RandomStream& rng,
                                 std::uint32_t rr_quantum_bytes)
    : policy_(policy),
      ports_(std::move(ports)),
      lines_(lines),
      rng_(rng),
      counters_(ports_.size(), 0),
      rr_quantum_(rr_quantum_bytes) {
  if (ports_.empty()) throw std::invalid_argument("AnycastSelector: a bundle needs a port");
  if (rr_quantum_ > 0) {
    credit_.assign(ports_.size(), 0);
    credit_[0] = rr_quantum_;  // the first port's turn has begun
  }
}

template <class Cost>
std::uint32_t AnycastSelector::least(Cost cost) {
  // The index of the smallest cost; among equal ones, each equally likely (reservoir draw).
  std::uint32_t best = 0, ties = 0;
  auto best_cost = cost(0);
  for (std::uint32_t k = 0; k < ports_.size(); ++k) {
    const auto c = cost(k);
    if (k == 0 || c < best_cost) {
      best = k;
      best_cost = c;
      ties = 1;
    } else if (c == best_cost && rng_.uniform_index(++ties) == 0) {
      best = k;
    }
  }
  return best;
}

const char* AnycastSelector::measure(AnycastPolicy p) {
  switch (p) {
    case AnycastPolicy::jsvoq:
      return "cells in this line card's VOQ";
    case AnycastPolicy::e_jsq:
      return "bytes this line card sent";
    case AnycastPolicy::ideal_jsq:
      return "µs of traffic pending in the router";
    default:
      return "";
  }
}

std::uint32_t AnycastSelector::choose(const CioqSwitch& sw, std::uint32_t input,
                                      std::uint32_t bytes, std::uint32_t destination) {
  const auto n = static_cast<std::uint32_t>(ports_.size());
  std::uint32_t k = 0;
  if (recording()) {
    for (std::uint32_t i = 0; i < n; ++i) {
      const std::uint32_t j = ports_[i];
      last_values_[i] =
          policy_ == AnycastPolicy::jsvoq       ? static_cast<double>(sw.queue_cells(input, j))
          : policy_ == AnycastPolicy::e_jsq     ? static_cast<double>(counters_[i])
          : policy_ == AnycastPolicy::ideal_jsq ? lines_[j]->backlog_time(sw.bytes_for_output(j)).to_seconds() * 1e6
                                                : 0.0;
    }
  }
  switch (policy_) {
    case AnycastPolicy::none:
      k = destination % n;
      break;
    case AnycastPolicy::random:
      k = static_cast<std::uint32_t>(rng_.uniform_index(n));
      break;
    case AnycastPolicy::rr:
      k = next_;
      if (rr_quantum_ == 0) {
        next_ = (next_ + 1) % n;
      } else if ((credit_[k] -= bytes) <= 0) {
        // The turn is used up. The next port with credit left after its quantum is added
        // takes over: a port's overdraft is paid back from its next turns.
        do {
          next_ = (next_ + 1) % n;
          credit_[next_] += rr_quantum_;
        } while (credit_[next_] <= 0);
      }
      break;
    case AnycastPolicy::jsvoq:
      k = least([&](std::uint32_t i) { return sw.queue_cells(input, ports_[i]); });
      break;
    case AnycastPolicy::e_jsq:
      k = least([&](std::uint32_t i) { return counters_[i]; });
      counters_[k] += bytes;
      break;
    case AnycastPolicy::ideal_jsq:
      k = least([&](std::uint32_t i) {
        const std::uint32_t j = ports_[i];
        return lines_[j]->backlog_time(sw.bytes_for_output(j));
      });
      break;
  }
  last_port_ = ports_[k];
  return ports_[k];
}

}  // namespace opslab::switching
