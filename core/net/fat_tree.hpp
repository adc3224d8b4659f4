// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FatTree: the k-ary fat-tree of Al-Fares, Loukissas & Vahdat (SIGCOMM 2008), the data-center
// topology of Minakhmetov, Ware & Iannone (§IV, Fig. 3), built into a Topology (Boost.Graph).
//
// k pods; each pod has k/2 edge (L1, top-of-rack) switches, each serving k/2 servers, and k/2
// aggregation (L2) switches, each joined to every edge switch of its pod; (k/2)² core (L3)
// switches, aggregation switch j of every pod joined to core switches j·k/2 … j·k/2 + k/2 − 1.
// Every switch has k ports. k = 8: 128 servers, 32 edge + 32 aggregation + 16 core switches,
// 384 bidirectional links; servers in different pods have (k/2)² = 16 equal-cost paths.
// Every link is two one-way links with the same parameters.
#pragma once

#include <cstdint>
#include <vector>

#include "net/topology.hpp"

namespace opslab::net {

enum class FatTreeLayer : std::uint8_t { server, edge, aggregation, core };
const char* to_string(FatTreeLayer l);

struct FatTree {
  std::uint32_t k = 0;
  std::vector<NodeId> servers;      // k³/4: pod by pod, rack by rack
  std::vector<NodeId> edge;         // k²/2: pod by pod
  std::vector<NodeId> aggregation;  // k²/2: pod by pod
  std::vector<NodeId> core;         // (k/2)²
  std::vector<FatTreeLayer> layer;  // by NodeId

  std::uint32_t servers_per_rack() const { return k / 2; }
  std::uint32_t servers_per_pod() const { return k * k / 4; }
  /// Pod and rack (edge switch index) of server number `i` (index into `servers`).
  std::uint32_t pod_of_server(std::uint32_t i) const { return i / servers_per_pod(); }
  std::uint32_t rack_of_server(std::uint32_t i) const { return i / servers_per_rack(); }
};

/// Adds a k-ary fat-tree (k even, ≥ 2) to `topo`; every link gets `link`, and is marked
/// optical when `optical` (served by the model's own switches, see instantiate()).
FatTree build_fat_tree(Topology& topo, std::uint32_t k, const LinkParams& link, bool optical);

}  // namespace opslab::net
