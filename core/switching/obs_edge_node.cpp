// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/obs_edge_node.hpp"

namespace opslab::switching {

void ObsEdgeNode::add_local_host(net::NodeId host, net::Link& link) {
  if (host >= local_.size()) local_.resize(host + 1, nullptr);
  local_[host] = &link;
}

void ObsEdgeNode::receive(net::PacketPtr p) {
  if (p->dst < local_.size() && local_[p->dst] != nullptr) {
    local_[p->dst]->send(std::move(p));
    return;
  }
  const auto egress = static_cast<std::uint32_t>(hosts_.edge_of_node[p->dst]);
  assembler_->push(std::move(p), egress, hosts_.edge_nodes[egress]);
}

void ObsEdgeNode::receive_optical(edge::OpticalPacketPtr burst) {
  ++bursts_received_;
  for (auto& m : burst->members) {
    ++packets_disassembled_;
    ++m->hops;
    local_[m->dst]->send(std::move(m));
  }
  burst->members.clear();
}

}  // namespace opslab::switching
