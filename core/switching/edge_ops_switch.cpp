// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/edge_ops_switch.hpp"

namespace opslab::switching {

void EdgeOpsSwitch::set_core(net::NodeId egress, std::unique_ptr<edge::Aggregator> aggregator,
                             std::unique_ptr<DeflectionOutput> output) {
  egress_ = egress;
  aggregator_ = std::move(aggregator);
  output_ = std::move(output);
}

void EdgeOpsSwitch::receive(net::PacketPtr p) {
  auto it = local_.find(p->dst);
  if (it != local_.end()) {
    it->second->send(std::move(p));
    return;
  }
  aggregator_->push(std::move(p), egress_);
}

void EdgeOpsSwitch::receive_optical(edge::OpticalPacketPtr o) {
  ++optical_received_;
  net_.count_arrived_off_link(id(), o->members.size());
  for (auto& m : o->members) {
    ++ip_disaggregated_;
    ++m->hops;
    local_.at(m->dst)->send(std::move(m));
  }
  o->members.clear();
}

}  // namespace opslab::switching
