// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FatTreeFabric: a live k-ary fat-tree data-center network of Minakhmetov, Ware & Iannone
// (§IV, Fig. 3): servers with FIFO interfaces, one HybridSwitch per switch vertex (all of the
// same type: all-optical, hybrid with n_e buffer ports, or electronic), and one Fiber per
// one-way link, with minimum-hop routes over every equal-cost next hop.
//
// The fabric is built into an empty Network and Topology and must be destroyed before the
// Network (its fibers hold packets). Servers are numbered 0 … k³/4 − 1, rack by rack.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "net/fat_tree.hpp"
#include "net/host.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "switching/fiber.hpp"
#include "switching/hybrid_switch.hpp"

namespace opslab::switching {

struct FatTreeFabricParams {
  std::uint32_t k = 8;
  std::int64_t rate_bps = 10'000'000'000;
  sim::SimTime link_delay = sim::SimTime::ns(50);  // 10 m at 5 ns/m
  HybridSwitchParams switches;
};

class FatTreeFabric {
 public:
  FatTreeFabric(net::Network& net, net::Topology& topo, const FatTreeFabricParams& params);
  FatTreeFabric(const FatTreeFabric&) = delete;
  FatTreeFabric& operator=(const FatTreeFabric&) = delete;

  const net::FatTree& tree() const { return tree_; }
  const FatTreeFabricParams& params() const { return params_; }
  std::uint32_t server_count() const { return static_cast<std::uint32_t>(hosts_.size()); }
  net::Host& server(std::uint32_t i) { return *hosts_[i]; }
  const net::Host& server(std::uint32_t i) const { return *hosts_[i]; }
  const FiberTransmitter& interface_of(std::uint32_t server) const { return *nics_[server]; }
  /// Every switch, in NodeId order.
  const std::vector<HybridSwitch*>& switches() const { return switches_; }
  /// The switch at node `n`, or nullptr for a server.
  HybridSwitch* switch_at(net::NodeId n) const { return by_node_[n]; }
  net::FatTreeLayer layer(net::NodeId n) const { return tree_.layer[n]; }
  const Fiber& fiber(net::LinkId l) const { return *fibers_[l]; }
  std::size_t fiber_count() const { return fibers_.size(); }

 private:
  net::FatTree tree_;
  FatTreeFabricParams params_;
  std::vector<net::Host*> hosts_;                  // by server number
  std::vector<HybridSwitch*> switches_;            // owned by the network
  std::vector<HybridSwitch*> by_node_;             // by NodeId
  std::vector<std::unique_ptr<Fiber>> fibers_;     // by LinkId
  std::vector<std::unique_ptr<FiberTransmitter>> nics_;  // by server number
};

}  // namespace opslab::switching
