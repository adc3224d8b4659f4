// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/network.hpp"

#include "net/link.hpp"

namespace opslab::net {

Network::Network(sim::Simulation& sim) : sim_(sim) {}
Network::~Network() = default;

Link& Network::add_link(std::unique_ptr<Link> link) {
  Link& ref = *link;
  links_.push_back(std::move(link));
  return ref;
}

void Network::reserve_optical_link() {
  links_.emplace_back();
}

std::uint64_t Network::drops(DropCause c) const {
  for (const auto& [cause, n] : drops_) {
    if (cause == c) return n;
  }
  return 0;
}

}  // namespace opslab::net
