// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/path_capacity.hpp"

#include <cstdint>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::check {

namespace {

using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
using FlowGraph = boost::adjacency_list<
    boost::vecS, boost::vecS, boost::directedS, boost::no_property,
    boost::property<
        boost::edge_capacity_t, std::int64_t,
        boost::property<boost::edge_residual_capacity_t, std::int64_t,
                        boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;

}  // namespace

// Capacities are whole bits per second: push-relabel's own check (Boost asserts it in builds
// without NDEBUG) compares flows exactly, which doubles would fail by rounding.
double tcp_max_flow_bps(const scenario::ModelRun& run) {
  const auto& topo = run.topology();
  const auto n = topo.node_count();
  // A host that both sends and receives is two vertices, its links out of one (the sender)
  // and into the other (n + 2 + host): else the flow would go from the source to the sink
  // through the host itself, past every link.
  FlowGraph g(2 * n + 2);
  const auto source = n, sink = n + 1;
  const auto into = [&](net::NodeId v) -> std::size_t {
    return topo.node(v).role == net::NodeRole::host ? n + 2 + v : v;
  };
  auto cap = boost::get(boost::edge_capacity, g);
  auto rev = boost::get(boost::edge_reverse, g);
  const auto add = [&](std::size_t u, std::size_t v, std::int64_t c) {
    const auto e = boost::add_edge(u, v, g).first;
    const auto r = boost::add_edge(v, u, g).first;
    cap[e] = c;
    cap[r] = 0;
    rev[e] = r;
    rev[r] = e;
  };
  std::int64_t unbounded = 1;  // more than every link together: the hosts' own edges
  for (net::LinkId l = 0; l < topo.link_count(); ++l) {
    add(topo.link_from(l), into(topo.link_to(l)), topo.link_params(l).rate_bps);
    unbounded += topo.link_params(l).rate_bps;
  }
  bool any = false;
  for (const auto& f : run.flow_states()) {
    if (f.kind != scenario::FlowState::Kind::tcp) continue;
    add(source, f.source, unbounded);
    add(into(f.destination), sink, unbounded);
    any = true;
  }
  return any ? static_cast<double>(boost::push_relabel_max_flow(g, source, sink)) : 0.0;
}

double tcp_payload_capacity_mbps(const scenario::ModelRun& run) {
  const auto* tcp = run.tcp();
  if (!tcp) return 0.0;
  const double payload = double(tcp->mss) / double(tcp->mss + tcp->header_bytes);
  return tcp_max_flow_bps(run) * payload / 1e6;
}

}  // namespace opslab::check
