// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NSFNET: the 14-node, 21-link NSF backbone that the OBS paper's §III experiments run on
// ("the NSFnet topology that consists of 8 edge and 6 core nodes").
//
// Link lengths (km) are the version of NSFNET used throughout the WDM and OBS literature
// (nodes 1–14: Seattle, Palo Alto, San Diego, Salt Lake City, Boulder, Houston, Lincoln,
// Champaign, Pittsburgh, Atlanta, Ann Arbor, Ithaca, Princeton, College Park; e.g. the
// 14-node/21-link table of the RWA studies following Mukherjee et al., "Some principles for
// designing a wide-area WDM optical network", IEEE/ACM ToN 4(5), 1996). Coordinates are the
// sites' longitude and latitude, for drawing the map.
// The paper does not say which 8 nodes are edges. Our choice: the six interior transit hubs
// (Salt Lake City, Boulder, Houston, Champaign, Pittsburgh, Ann Arbor) are core nodes; the
// eight peripheral sites are edges. Edge nodes also switch transit bursts optically.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace opslab::models::obs {

struct NsfnetSite {
  std::string_view name;
  double lon, lat;
  bool edge;
};

struct NsfnetLink {
  std::uint32_t a, b;  // 0-based site indices
  double km;
};

inline constexpr std::size_t kNsfnetSites = 14;
inline constexpr std::size_t kNsfnetLinks = 21;

const std::array<NsfnetSite, kNsfnetSites>& nsfnet_sites();
const std::array<NsfnetLink, kNsfnetLinks>& nsfnet_links();
/// A site's position on the map, in [0, 1]² (x east, y south): the continental US,
/// longitude 126° W … 71° W → x, latitude 50° N … 27° N → y.
std::array<double, 2> nsfnet_map_position(const NsfnetSite& s);
/// The direction (a unit vector on the map) in which a site has the most room: away from
/// the other sites, each pushing with the inverse square of its distance. Its hosts are drawn
/// that way, so the host rings of nearby sites (the east coast) do not overlap.
std::array<double, 2> nsfnet_open_direction(std::uint32_t site);
/// Indices of the edge sites, in site order.
std::vector<std::uint32_t> nsfnet_edges();

/// Shortest paths by length (Boost.Graph Dijkstra): for every ordered pair (from, to) of
/// sites, the path as a list of directed link indices, where directed link 2·i goes a → b of
/// nsfnet_links()[i] and 2·i + 1 goes b → a. Ties are broken by Dijkstra's visiting order
/// (deterministic).
std::vector<std::uint32_t> nsfnet_shortest_path(std::uint32_t from, std::uint32_t to);

}  // namespace opslab::models::obs
