// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How LbasRun builds its network (lbas_run.hpp has the picture): the nodes of both sides, the
// TCP round trips, the access, uplink and downlink links, the lightpath bundle, the core
// routers' routes, then the two TCP connections and the self-similar background.
#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "models/lbas/lbas_run.hpp"
#include "net/host.hpp"
#include "net/link.hpp"

namespace opslab::models::lbas {

void LbasRun::build() {
  add_nodes();
  draw_round_trips();
  add_access_links();
  add_lightpaths();
  route_cores();
  add_tcp_connections();
  add_background();
}

net::LinkParams LbasRun::line_params() const {
  // Packet limit of the 128 MB buffers: the bytes over the mean background packet.
  const auto buffer_packets = static_cast<std::uint32_t>(std::min<double>(
      std::numeric_limits<std::uint32_t>::max(),
      std::ceil(double(cfg_.buffer_bytes) / transport::TrimodalPacketSizes::mean_bytes())));
  return net::LinkParams{cfg_.line_bps, sim::SimTime::zero(), buffer_packets, 0.0};
}

std::uint32_t LbasRun::metro_port_packets() const {
  // A metro node's port toward a TCP host: the 128 MB of every multiplexing-node buffer
  // (§IV-A), in full TCP packets.
  return static_cast<std::uint32_t>(std::min<double>(
      std::numeric_limits<std::uint32_t>::max(),
      std::ceil(double(cfg_.buffer_bytes) / double(cfg_.packet_bytes))));
}

net::LinkParams LbasRun::tcp_access(std::uint32_t conn, std::uint32_t queue_packets) const {
  // A TCP host's access link at U, a quarter of its connection's round trip each way.
  return net::LinkParams{cfg_.tcp_access_bps, sim::SimTime::ms(rtt_ms_[conn] / 4), queue_packets,
                         0.0};
}

void LbasRun::add_nodes() {
  const std::uint32_t S = cfg_.subnets(), N = cfg_.sources_per_subnet();
  // Nodes, in id order (the topology's ids are the network's).
  auto host = [&](std::string name, double x, double y) {
    const auto id = topo_.add_node(name, net::NodeRole::host, x, y);
    net_.add_node(std::make_unique<net::Host>(net_, id, std::move(name)));
    return id;
  };
  for (std::uint32_t side = 0; side < 2; ++side) {
    const auto mirror = [side](double x) { return side == 0 ? x : 1.0 - x; };
    side_[side].resize(S);
    for (std::uint32_t s = 0; s < S; ++s) {
      Subnet& sn = side_[side][s];
      const double y0 = double(s) / S, h = 1.0 / S;
      const std::uint32_t rows = N + (s == 0 ? 1 : 0);
      for (std::uint32_t j = 0; j < N; ++j) {
        const double y = y0 + h * (j + 0.5) / rows;
        sn.sources.push_back(host(fmt::format("{}{}-src{}", kSide[side], s, j), mirror(0.03), y));
        sn.sinks.push_back(host(fmt::format("{}{}-sink{}", kSide[side], s, j), mirror(0.09), y));
      }
      if (s == 0) {
        const double y = y0 + h * (N + 0.5) / rows;
        sn.has_tcp = true;
        sn.tcp_source = host(fmt::format("{}-tcp-src", kSide[side]), mirror(0.03), y);
        sn.tcp_sink = host(fmt::format("{}-tcp-sink", kSide[side]), mirror(0.09), y);
      }
      const auto m = topo_.add_node(fmt::format("{}-agg{}", kSide[side], s),
                                    net::NodeRole::switch_, mirror(0.22), y0 + h / 2);
      net_.add_node(std::make_unique<net::Router>(net_, m, topo_.node(m).name));
      sn.metro = m;
    }
    tcp_metro_[side] = side_[side][0].metro;
    if (cfg_.tcp_own_uplink) {
      const auto m = topo_.add_node(fmt::format("{}-agg-tcp", kSide[side]),
                                    net::NodeRole::switch_, mirror(0.22), 1.0 / S);
      net_.add_node(std::make_unique<net::Router>(net_, m, topo_.node(m).name));
      tcp_metro_[side] = m;
    }
    const auto core = topo_.add_node(fmt::format("core-{}", kSide[side]), net::NodeRole::switch_,
                                     mirror(0.4), 0.5);
    core_id_[side] = core;
    core_[side] = &net_.add_node(std::make_unique<switching::CioqRouter>(
        net_, core, topo_.node(core).name, cfg_.fabric, cfg_.policy, cfg_.queue_per_bundle));
    core_[side]->set_rr_quantum(cfg_.rr_quantum_bytes);
  }
  const auto nodes = topo_.node_count();
  subnet_of_.assign(nodes, -1);
  for (std::uint32_t side = 0; side < 2; ++side) {
    for (std::uint32_t s = 0; s < S; ++s) {
      const Subnet& sn = side_[side][s];
      for (auto h : sn.sources) subnet_of_[h] = std::int32_t(s);
      for (auto h : sn.sinks) subnet_of_[h] = std::int32_t(s);
      if (sn.has_tcp) subnet_of_[sn.tcp_source] = subnet_of_[sn.tcp_sink] = std::int32_t(s);
    }
  }
}

void LbasRun::draw_round_trips() {
  // TCP round trips: U[rtt_min, rtt_max] per connection, a quarter on each access link
  // direction of its two hosts (§IV-A; background propagation is negligible: zero).
  sim::RandomStream rtts = sim_.random_stream("traffic/rtt");
  for (auto& r : rtt_ms_) r = rtts.uniform(cfg_.rtt_min_ms, cfg_.rtt_max_ms);
}

void LbasRun::add_access_links() {
  const std::uint32_t S = cfg_.subnets(), N = cfg_.sources_per_subnet();
  const auto nodes = topo_.node_count();
  const net::LinkParams line = line_params();
  // A TCP host's interface queue holds tcp_nic_queue_packets, the metro node's port toward it
  // metro_port_packets().
  // Access links, then each sub-network's uplink to and downlink from its core router.
  for (std::uint32_t side = 0; side < 2; ++side) {
    for (std::uint32_t s = 0; s < S; ++s) {
      Subnet& sn = side_[side][s];
      auto& metro = static_cast<net::Router&>(net_.node(sn.metro));
      std::vector<std::vector<net::Link*>> routes(nodes);
      auto attach = [&](net::NodeId h, const net::LinkParams& nic, const net::LinkParams& port) {
        auto& hst = static_cast<net::Host&>(net_.node(h));
        hst.set_nic(add_link(h, sn.metro, metro, nic));
        routes[h] = {&add_link(sn.metro, h, hst, port)};
      };
      for (std::uint32_t j = 0; j < N; ++j) {
        attach(sn.sources[j], line, line);
        attach(sn.sinks[j], line, line);
      }
      if (sn.has_tcp && !cfg_.tcp_own_uplink) {
        // Connection 0 runs left → right, 1 right → left: the left source and the right
        // sink carry connection 0's round trip.
        for (const auto& [h, conn] : {std::pair{sn.tcp_source, side}, {sn.tcp_sink, 1 - side}}) {
          attach(h, tcp_access(conn, cfg_.tcp_nic_queue_packets),
                 tcp_access(conn, metro_port_packets()));
        }
      }
      connect_metro(side, sn.metro, s, std::move(routes));
    }
  }
  if (cfg_.tcp_own_uplink) add_own_tcp_uplinks();
}

void LbasRun::connect_metro(std::uint32_t side, net::NodeId m, std::uint32_t port,
                            std::vector<std::vector<net::Link*>> routes) {
  // The metro node's uplink into core port `port` carries every host it has no route to; the
  // core's port `port` leads back down to it.
  const net::LinkParams line = line_params();
  auto& metro = static_cast<net::Router&>(net_.node(m));
  net::Link& up = add_link(m, core_id_[side], core_[side]->input(port), line);
  for (net::NodeId d = 0; d < routes.size(); ++d) {
    if (routes[d].empty() && topo_.node(d).role == net::NodeRole::host) routes[d] = {&up};
  }
  metro.set_routes(std::move(routes));
  net::Link& down = add_link(core_id_[side], m, metro, line);
  core_[side]->attach_output(port, down);
  core_outputs_.push_back(&down);
}

void LbasRun::add_own_tcp_uplinks() {
  // The ablation's aggregation node: the side's two TCP hosts alone, on the same access links
  // as in sub-network 0, and an uplink into the core router's last port.
  for (std::uint32_t side = 0; side < 2; ++side) {
    const Subnet& sn = side_[side][0];
    const net::NodeId m = tcp_metro_[side];
    auto& metro = static_cast<net::Router&>(net_.node(m));
    std::vector<std::vector<net::Link*>> routes(topo_.node_count());
    for (const auto& [h, conn] : {std::pair{sn.tcp_source, side}, {sn.tcp_sink, 1 - side}}) {
      auto& hst = static_cast<net::Host&>(net_.node(h));
      hst.set_nic(add_link(h, m, metro, tcp_access(conn, cfg_.tcp_nic_queue_packets)));
      routes[h] = {&add_link(m, h, hst, tcp_access(conn, metro_port_packets()))};
    }
    connect_metro(side, m, cfg_.subnets() + cfg_.bundle, std::move(routes));
  }
}

void LbasRun::add_lightpaths() {
  const std::uint32_t S = cfg_.subnets(), B = cfg_.bundle;
  const net::LinkParams line = line_params();
  for (std::uint32_t side = 0; side < 2; ++side) {
    const std::uint32_t other = 1 - side;
    for (std::uint32_t i = 0; i < B; ++i) {
      auto lp = std::make_unique<Lightpath>();
      lp->side = side;
      lp->index = i;
      lp->far_end = &core_[other]->input(S + i);
      lp->subnet_of = &subnet_of_;
      lp->exit_order = &exit_order_;
      lp->packets_to_subnet.assign(S, 0);
      lp->link = &add_link(core_id_[side], core_id_[other], *lp, line);
      core_[side]->attach_output(S + i, *lp->link);
      core_outputs_.push_back(lp->link);
      lightpaths_.push_back(std::move(lp));
    }
  }
}

void LbasRun::route_cores() {
  const std::uint32_t S = cfg_.subnets(), B = cfg_.bundle;
  // Core routes: the local sub-networks by port, the far side by the bundle (with LB+AS one
  // aggregated route; without it, §IV-A's lightpath per destination sub-network).
  for (std::uint32_t side = 0; side < 2; ++side) {
    std::vector<std::uint32_t> ports;
    for (std::uint32_t i = 0; i < B; ++i) ports.push_back(S + i);
    const auto bundle = core_[side]->add_bundle(ports);
    for (std::uint32_t s = 0; s < S; ++s) {
      const Subnet& local = side_[side][s];
      const Subnet& remote = side_[1 - side][s];
      auto each = [&](const Subnet& sn, auto&& f) {
        for (auto h : sn.sources) f(h);
        for (auto h : sn.sinks) f(h);
        if (sn.has_tcp) {
          f(sn.tcp_source);
          f(sn.tcp_sink);
        }
      };
      each(local, [&](net::NodeId h) {
        const bool own = cfg_.tcp_own_uplink && local.has_tcp &&
                         (h == local.tcp_source || h == local.tcp_sink);
        core_[side]->route_to_port(h, own ? S + B : s);
      });
      each(remote, [&](net::NodeId h) { core_[side]->route_to_bundle(h, bundle, s); });
    }
  }
}

void LbasRun::add_tcp_connections() {
  // TCP: connection 0 left → right, 1 right → left, both in sub-network 0.
  for (std::uint32_t conn = 0; conn < 2; ++conn) {
    auto& src = static_cast<net::Host&>(net_.node(side_[conn][0].tcp_source));
    auto& dst = static_cast<net::Host&>(net_.node(side_[1 - conn][0].tcp_sink));
    add_tcp_flow(src, dst, conn, cfg_.tcp, cfg_.tcp_start_s, rtt_ms_[conn], cfg_.file_bytes);
  }
}

void LbasRun::add_background() {
  const std::uint32_t S = cfg_.subnets(), N = cfg_.sources_per_subnet();
  // Background: source j of sub-network s → sink s of sub-network j on the other side.
  if (cfg_.load > 0) {
    net::FlowId flow = 2;
    for (std::uint32_t side = 0; side < 2; ++side) {
      for (std::uint32_t s = 0; s < S; ++s) {
        for (std::uint32_t j = 0; j < N; ++j, ++flow) {
          auto& src = static_cast<net::Host&>(net_.node(side_[side][s].sources[j]));
          auto& dst = static_cast<net::Host&>(net_.node(side_[1 - side][j % S].sinks[s % N]));
          auto& sink = sinks_.emplace_back(std::make_unique<BackgroundSink>(net_));
          dst.bind(flow, *sink);
          auto& source = sources_.emplace_back(std::make_unique<transport::ParetoOnOffSource>(
              net_, src, dst.id(), flow, cfg_.background,
              fmt::format("background/{}{}-{}", kSide[side], s, j)));
          source->start(sim::SimTime::zero());
        }
      }
    }
  }
}

}  // namespace opslab::models::lbas
