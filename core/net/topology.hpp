// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Topology: the network graph (Boost.Graph) that models describe and the GUI draws, plus
// minimum-hop routing with every equal-cost next hop.
//
// Vertices carry a name, a role and a layout hint; directed edges carry link parameters.
// `instantiate()` turns the graph into live Hosts, Routers and Links of a Network.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>

#include "net/link.hpp"
#include "net/node.hpp"

namespace opslab::net {

class Host;
class Router;

struct VertexSpec {
  std::string name;
  NodeRole role = NodeRole::host;
  double x = 0;  // layout hint in [0, 1] for drawing
  double y = 0;
};

struct EdgeSpec {
  LinkParams params;
  LinkId id = 0;         // index of the edge in insertion order (= LinkId once instantiated)
  bool optical = false;  // a bufferless optical link, served by the model's own switch
};

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, VertexSpec,
                                    EdgeSpec>;

class Topology {
 public:
  NodeId add_node(std::string name, NodeRole role, double x = 0, double y = 0);
  /// Adds a directed link and returns its id.
  LinkId add_link(NodeId from, NodeId to, const LinkParams& params, bool optical = false);
  /// Adds links in both directions with the same parameters; returns the forward id.
  LinkId add_duplex(NodeId a, NodeId b, const LinkParams& params);

  const Graph& graph() const { return g_; }
  std::size_t node_count() const { return boost::num_vertices(g_); }
  std::size_t link_count() const { return links_.size(); }
  const VertexSpec& node(NodeId n) const { return g_[n]; }
  NodeId link_from(LinkId l) const { return static_cast<NodeId>(boost::source(links_[l], g_)); }
  NodeId link_to(LinkId l) const { return static_cast<NodeId>(boost::target(links_[l], g_)); }
  const LinkParams& link_params(LinkId l) const { return g_[links_[l]].params; }
  bool link_optical(LinkId l) const { return g_[links_[l]].optical; }

  /// next_hops(dst)[u] = ids of the links out of u that start a minimum-hop path to dst.
  std::vector<std::vector<LinkId>> min_hop_next_hops(NodeId dst) const;
  /// Hop distance of every node to dst (max for unreachable).
  std::vector<std::uint32_t> hop_distances_to(NodeId dst) const;

 private:
  Graph g_;
  std::vector<Graph::edge_descriptor> links_;
};

/// The live network objects created from a topology, indexed like it.
struct Instantiated {
  std::vector<Host*> hosts;      // by NodeId (nullptr for non-hosts)
  std::vector<Router*> routers;  // by NodeId (nullptr for non-routers)
};

/// Makes the node for a vertex, or returns nullptr for the default (Host or Router).
using NodeFactory = std::function<std::unique_ptr<Node>(NodeId, const VertexSpec&)>;

/// Creates a Host for every host vertex, a Router for every other vertex (unless `factory`
/// makes the node), an electronic Link for every non-optical edge (optical edges get an empty
/// slot: the model's switches serve them), and installs minimum-hop routes over electronic
/// links toward every host in every Router. The network must be empty.
Instantiated instantiate(const Topology& topo, Network& net, const NodeFactory& factory = {});

}  // namespace opslab::net
