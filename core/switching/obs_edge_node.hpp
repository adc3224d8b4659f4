// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ObsEdgeNode: an edge node of an OBS network (OBS paper §III: "8 edge and 6 core nodes").
// On its electronic side it takes IP packets from its attached hosts: those for a local host
// go straight down that host's access link, the others join the burst assembler toward the
// egress edge of their destination. On its optical side it receives whole bursts from the
// core, splits them (disassembly) and forwards each packet down its destination's access
// link.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "edge/burst_assembler.hpp"
#include "edge/optical_packet.hpp"
#include "net/link.hpp"
#include "net/node.hpp"

namespace opslab::switching {

/// Where the hosts of the network are attached: the edge of each node id (−1: not a host)
/// and the node id of each edge index.
struct HostAttachment {
  std::vector<std::int32_t> edge_of_node;
  std::vector<net::NodeId> edge_nodes;
};

class ObsEdgeNode final : public net::Node, public edge::OpticalReceiver {
 public:
  ObsEdgeNode(net::NodeId id, std::string name, const HostAttachment& hosts)
      : net::Node(id, std::move(name)), hosts_(hosts) {}

  /// Packets to `host` leave on `link` (its access link).
  void add_local_host(net::NodeId host, net::Link& link);
  void set_assembler(std::unique_ptr<edge::BurstAssembler> a) { assembler_ = std::move(a); }

  void receive(net::PacketPtr p) override;
  void receive_optical(edge::OpticalPacketPtr burst) override;

  const edge::BurstAssembler& assembler() const { return *assembler_; }
  std::uint64_t bursts_received() const { return bursts_received_; }
  std::uint64_t packets_disassembled() const { return packets_disassembled_; }
  /// The packets waiting in the assembler's open bursts.
  std::uint64_t held_packets() const override {
    return assembler_ ? assembler_->queued_packets() : 0;
  }

 private:
  const HostAttachment& hosts_;
  std::vector<net::Link*> local_;  // by node id
  std::unique_ptr<edge::BurstAssembler> assembler_;
  std::uint64_t bursts_received_ = 0;
  std::uint64_t packets_disassembled_ = 0;
};

}  // namespace opslab::switching
