// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EdgeOpsSwitch: an edge optical packet switch (He & Chan §II-A, Fig. 1–2). On its electronic
// side it receives IP packets from attached hosts and aggregates those bound across the core
// (Aggregator → DeflectionOutput); on its optical side it receives optical packets, splits
// them into their IP packets and forwards each on the electronic link to its destination.
#pragma once

#include <memory>
#include <unordered_map>

#include "edge/aggregator.hpp"
#include "edge/optical_packet.hpp"
#include "net/link.hpp"
#include "net/node.hpp"
#include "switching/deflection_output.hpp"

namespace opslab::switching {

class EdgeOpsSwitch final : public net::Node, public edge::OpticalReceiver {
 public:
  EdgeOpsSwitch(net::Network& net, net::NodeId id, std::string name)
      : net::Node(id, std::move(name)), net_(net) {}

  /// Packets to `host` leave on `link` (electronic side).
  void add_local_route(net::NodeId host, net::Link& link) { local_[host] = &link; }
  /// Packets to hosts that are not local go to `egress` through this aggregator and output.
  void set_core(net::NodeId egress, std::unique_ptr<edge::Aggregator> aggregator,
                std::unique_ptr<DeflectionOutput> output);

  void receive(net::PacketPtr p) override;
  void receive_optical(edge::OpticalPacketPtr o) override;

  const edge::Aggregator& aggregator() const { return *aggregator_; }
  const DeflectionOutput& output() const { return *output_; }
  std::uint64_t optical_received() const { return optical_received_; }
  std::uint64_t ip_disaggregated() const { return ip_disaggregated_; }
  /// The IP packets waiting in the aggregator's open aggregates.
  std::uint64_t held_packets() const override {
    return aggregator_ ? aggregator_->queued_packets() : 0;
  }

 private:
  net::Network& net_;
  std::unordered_map<net::NodeId, net::Link*> local_;
  net::NodeId egress_ = 0;
  std::unique_ptr<edge::Aggregator> aggregator_;
  std::unique_ptr<DeflectionOutput> output_;
  std::uint64_t optical_received_ = 0;
  std::uint64_t ip_disaggregated_ = 0;
};

}  // namespace opslab::switching
