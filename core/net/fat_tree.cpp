// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/fat_tree.hpp"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace opslab::net {

const char* to_string(FatTreeLayer l) {
  switch (l) {
    case FatTreeLayer::server: return "server";
    case FatTreeLayer::edge: return "edge";
    case FatTreeLayer::aggregation: return "aggregation";
    case FatTreeLayer::core: return "core";
  }
  return "?";
}

FatTree build_fat_tree(Topology& topo, std::uint32_t k, const LinkParams& link, bool optical) {
  if (k < 2 || k % 2 != 0) throw std::invalid_argument("build_fat_tree: k must be even and >= 2");
  FatTree ft;
  ft.k = k;
  const std::uint32_t half = k / 2;
  auto add = [&](std::string name, NodeRole role, FatTreeLayer layer, double x, double y) {
    const NodeId id = topo.add_node(std::move(name), role, x, y);
    if (ft.layer.size() <= id) ft.layer.resize(id + 1, FatTreeLayer::server);
    ft.layer[id] = layer;
    return id;
  };
  // Layout: core on top, servers at the bottom, pods side by side.
  auto spread = [](std::uint32_t i, std::uint32_t n) {
    return n == 1 ? 0.5 : 0.02 + 0.96 * static_cast<double>(i) / static_cast<double>(n - 1);
  };
  for (std::uint32_t c = 0; c < half * half; ++c) {
    ft.core.push_back(add(fmt::format("core{}", c), NodeRole::switch_, FatTreeLayer::core,
                          spread(c, half * half), 0.05));
  }
  for (std::uint32_t p = 0; p < k; ++p) {
    for (std::uint32_t j = 0; j < half; ++j) {
      ft.aggregation.push_back(add(fmt::format("agg{}.{}", p, j), NodeRole::switch_,
                                   FatTreeLayer::aggregation, spread(p * half + j, k * half),
                                   0.35));
    }
  }
  for (std::uint32_t p = 0; p < k; ++p) {
    for (std::uint32_t j = 0; j < half; ++j) {
      ft.edge.push_back(add(fmt::format("edge{}.{}", p, j), NodeRole::switch_, FatTreeLayer::edge,
                            spread(p * half + j, k * half), 0.65));
    }
  }
  const std::uint32_t n_servers = k * half * half;
  for (std::uint32_t s = 0; s < n_servers; ++s) {
    ft.servers.push_back(add(fmt::format("srv{}", s), NodeRole::host, FatTreeLayer::server,
                             spread(s, n_servers), 0.95));
  }
  auto duplex = [&](NodeId a, NodeId b) {
    topo.add_link(a, b, link, optical);
    topo.add_link(b, a, link, optical);
  };
  for (std::uint32_t s = 0; s < n_servers; ++s) duplex(ft.servers[s], ft.edge[s / half]);
  for (std::uint32_t p = 0; p < k; ++p) {
    for (std::uint32_t e = 0; e < half; ++e) {
      for (std::uint32_t a = 0; a < half; ++a) {
        duplex(ft.edge[p * half + e], ft.aggregation[p * half + a]);
      }
    }
  }
  for (std::uint32_t p = 0; p < k; ++p) {
    for (std::uint32_t a = 0; a < half; ++a) {
      for (std::uint32_t c = 0; c < half; ++c) {
        duplex(ft.aggregation[p * half + a], ft.core[a * half + c]);
      }
    }
  }
  return ft;
}

}  // namespace opslab::net
