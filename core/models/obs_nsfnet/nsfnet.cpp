// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/obs_nsfnet/nsfnet.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

namespace opslab::models::obs {

const std::array<NsfnetSite, kNsfnetSites>& nsfnet_sites() {
  static constexpr std::array<NsfnetSite, kNsfnetSites> sites{{
      {"Seattle", -122.33, 47.61, true},
      {"Palo Alto", -122.14, 37.44, true},
      {"San Diego", -117.16, 32.72, true},
      {"Salt Lake City", -111.89, 40.76, false},
      {"Boulder", -105.27, 40.01, false},
      {"Houston", -95.36, 29.76, false},
      {"Lincoln", -96.67, 40.80, true},
      {"Champaign", -88.24, 40.12, false},
      {"Pittsburgh", -80.00, 40.44, false},
      {"Atlanta", -84.39, 33.75, true},
      {"Ann Arbor", -83.74, 42.28, false},
      {"Ithaca", -76.50, 42.44, true},
      {"Princeton", -74.66, 40.35, true},
      {"College Park", -76.94, 38.99, true},
  }};
  return sites;
}

const std::array<NsfnetLink, kNsfnetLinks>& nsfnet_links() {
  static constexpr std::array<NsfnetLink, kNsfnetLinks> links{{
      {0, 1, 2100},   {0, 2, 3000},  {0, 7, 4800},  {1, 2, 1200}, {1, 3, 1500}, {2, 5, 3600},
      {3, 4, 1200},   {3, 10, 3900}, {4, 5, 2400},  {4, 6, 1200}, {5, 9, 2100}, {5, 13, 3600},
      {6, 7, 1500},   {7, 8, 1500},  {8, 9, 1500},  {8, 11, 600}, {8, 12, 600}, {10, 11, 1200},
      {10, 12, 1500}, {11, 13, 600}, {12, 13, 300},
  }};
  return links;
}

std::array<double, 2> nsfnet_map_position(const NsfnetSite& s) {
  constexpr double kLonWest = -126, kLonEast = -71, kLatSouth = 27, kLatNorth = 50;
  return {(s.lon - kLonWest) / (kLonEast - kLonWest),
          1.0 - (s.lat - kLatSouth) / (kLatNorth - kLatSouth)};
}

std::array<double, 2> nsfnet_open_direction(std::uint32_t site) {
  const auto [x, y] = nsfnet_map_position(nsfnet_sites()[site]);
  double vx = 0, vy = 0;
  for (std::uint32_t j = 0; j < kNsfnetSites; ++j) {
    if (j == site) continue;
    const auto [ox, oy] = nsfnet_map_position(nsfnet_sites()[j]);
    const double dx = x - ox, dy = y - oy, d2 = dx * dx + dy * dy;
    vx += dx / (d2 * std::sqrt(d2));
    vy += dy / (d2 * std::sqrt(d2));
  }
  const double n = std::hypot(vx, vy);
  return {vx / n, vy / n};
}

std::vector<std::uint32_t> nsfnet_edges() {
  std::vector<std::uint32_t> out;
  for (std::uint32_t i = 0; i < kNsfnetSites; ++i) {
    if (nsfnet_sites()[i].edge) out.push_back(i);
  }
  return out;
}

std::vector<std::uint32_t> nsfnet_shortest_path(std::uint32_t from, std::uint32_t to) {
  using Graph =
      boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                            boost::property<boost::edge_weight_t, double,
                                            boost::property<boost::edge_index_t, std::uint32_t>>>;
  Graph g(kNsfnetSites);
  const auto& links = nsfnet_links();
  for (std::uint32_t i = 0; i < kNsfnetLinks; ++i) {
    boost::add_edge(links[i].a, links[i].b, {links[i].km, 2 * i}, g);
    boost::add_edge(links[i].b, links[i].a, {links[i].km, 2 * i + 1}, g);
  }
  std::vector<Graph::vertex_descriptor> pred(kNsfnetSites);
  std::vector<double> dist(kNsfnetSites);
  boost::dijkstra_shortest_paths(g, from,
                                 boost::predecessor_map(pred.data()).distance_map(dist.data()));
  if (from == to || pred[to] == to) throw std::logic_error("nsfnet: no path");
  std::vector<std::uint32_t> path;
  const auto index = boost::get(boost::edge_index, g);
  for (auto v = to; v != from; v = pred[v]) {
    const auto e = boost::edge(pred[v], v, g);
    path.push_back(index[e.first]);
  }
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace opslab::models::obs
