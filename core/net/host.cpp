// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/host.hpp"

namespace opslab::net {

void Host::receive(PacketPtr p) {
  const auto it = find(p->flow);
  if (it == endpoints_.end() || it->first != p->flow) {
    net_.drop(std::move(p), id(), DropCause::stale);
    return;
  }
  if (net_.taps().active()) net_.taps().deliver(*p, id(), net_.now());
  net_.count_delivered(id());
  it->second->receive(std::move(p));
}

sim::SimTime Host::wire_start() const { return clock_ != nullptr ? clock_->wire_start() : net_.now(); }

}  // namespace opslab::net
