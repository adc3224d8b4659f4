// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LbasRun: TCP over a lightpath bundle between two CIOQ core routers with anycast switching
// (Izquierdo-Zaragoza & Pavon-Marino §IV-A, Fig. 4).
//
// Each side has K·b_D access sub-networks; sub-network s holds N = K·b_D self-similar
// sources and N sinks on 2.5 Gb/s links to its output-queued aggregation node, whose 2.5 Gb/s
// uplink enters the side's core CioqRouter. The two core routers are joined by b_D lightpaths
// each way. Source j of sub-network s sends to sink s of sub-network j on the other side
// (§IV-A's ordering with N = K·b_D: every sub-network talks to every other). Sub-network 0 of
// each side also holds a TCP source and a TCP sink on access links of rate U; the left
// source sends a file to the right sink and the right source to the left sink, so data and
// ACKs share every link. The run ends when the first sink has the whole file (§IV-B), or at
// sim.duration_s. Every packet entering a core router over a lightpath is counted by
// lightpath, destination sub-network and TCP connection.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "models/lbas/lbas_config.hpp"
#include "net/router.hpp"
#include "scenario/flow_model_run.hpp"
#include "switching/cioq_fabric_view.hpp"
#include "switching/cioq_router.hpp"
#include "transport/pareto_on_off.hpp"

namespace opslab::models::lbas {

/// The two sides' letters in node and series names ("L0-src3", "core-R").
inline constexpr const char* kSide[2] = {"L", "R"};

/// The far end of the background flows: counts what arrives.
class BackgroundSink final : public net::PacketReceiver {
 public:
  explicit BackgroundSink(net::Network& net) : net_(net) {}
  void receive(net::PacketPtr p) override {
    ++packets_;
    bytes_ += p->size_bytes;
    delay_ps_ += static_cast<long double>((net_.now() - p->created).count_ps());
  }
  std::uint64_t packets() const { return packets_; }
  std::uint64_t bytes() const { return bytes_; }
  long double delay_ps() const { return delay_ps_; }

 private:
  net::Network& net_;
  std::uint64_t packets_ = 0, bytes_ = 0;
  long double delay_ps_ = 0;
};

/// One TCP connection's data segments in the order they leave the bundle (arrive at the far
/// core router's line cards), before that router's fabric and the path to the sink: first
/// transmissions that come after a higher one of the same connection, and those of them that
/// three or more higher ones passed (left before it): while such a segment is the sink's lowest
/// hole, each of them draws a duplicate ACK, three are enough for a fast retransmit. Beside the
/// sink's own count it tells where a connection is reordered (§III, Fig. 3). The passers are
/// looked for among the last kRecent segments to leave, a fixed ring (nothing allocated per
/// packet); a segment passed only by earlier ones is not counted.
struct BundleExitOrder {
  static constexpr std::size_t kRecent = 256;
  std::uint64_t highest = 0;         // the highest first byte that has left so far
  std::uint64_t reordered = 0;       // first transmissions behind it
  std::uint64_t reordered_by_3 = 0;  // … that three or more higher ones passed

  void note(const net::Packet& p) {
    if (p.retransmission || p.payload_bytes == 0) return;
    if (p.seq < highest) {
      ++reordered;
      if (passers(p.seq) >= 3) ++reordered_by_3;
    } else {
      highest = p.seq;
    }
    recent_[left_++ % kRecent] = p.seq;
  }

 private:
  /// How many of the last segments to leave (at most three counted) start above `seq`.
  unsigned passers(std::uint64_t seq) const {
    unsigned n = 0;
    const std::uint64_t back = left_ < kRecent ? left_ : kRecent;
    for (std::uint64_t i = 1; i <= back && n < 3; ++i) n += recent_[(left_ - i) % kRecent] > seq;
    return n;
  }
  std::array<std::uint64_t, kRecent> recent_{};
  std::uint64_t left_ = 0;  // first transmissions that have left
};

/// One lightpath (one direction): its link (the output FIFO of the sending core router) and
/// what arrived over it at the receiving router's line card.
struct Lightpath : net::PacketReceiver {
  std::uint32_t side = 0;  // 0: left → right, 1: right → left
  std::uint32_t index = 0;
  net::Link* link = nullptr;
  net::PacketReceiver* far_end = nullptr;
  const std::vector<std::int32_t>* subnet_of = nullptr;  // destination node → sub-network
  std::array<BundleExitOrder, 2>* exit_order = nullptr;   // by TCP connection, shared by the bundle
  std::vector<std::uint64_t> packets_to_subnet;
  std::array<std::uint64_t, 2> tcp_data = {0, 0};  // data segments of TCP connection 0, 1
  std::array<std::uint64_t, 2> tcp_acks = {0, 0};
  std::uint64_t packets = 0, bytes = 0;

  void receive(net::PacketPtr p) override {
    ++packets;
    bytes += p->size_bytes;
    const std::int32_t s = (*subnet_of)[p->dst];
    if (s >= 0) ++packets_to_subnet[static_cast<std::size_t>(s)];
    if (p->flow < 2) {
      if (p->kind == net::PacketKind::tcp_data) {
        ++tcp_data[p->flow];
        (*exit_order)[p->flow].note(*p);
      }
      if (p->kind == net::PacketKind::tcp_ack) ++tcp_acks[p->flow];
    }
    far_end->receive(std::move(p));
  }
};

class LbasRun final : public scenario::FlowModelRun {
 public:
  explicit LbasRun(const LbasConfig& c);

  bool advance_to(sim::SimTime t) override;
  metrics::RunResult results() const override;
  std::vector<scenario::NodeBuffer> node_buffers() const override;
  /// Each core router's fabric: input ports agg0… (its sub-networks' uplinks) and LP0…
  /// (the lightpaths from the other side), output ports the same links' other direction.
  std::vector<scenario::FabricView> fabric_views() const override;
  void watch_fabrics() override;
  const transport::TcpConfig* tcp() const override { return &cfg_.tcp; }

  const LbasConfig& config() const { return cfg_; }
  /// A TCP sink has the whole file (the run's end, §IV-B).
  bool finished() const { return finished_; }
  const std::vector<std::unique_ptr<Lightpath>>& lightpaths() const { return lightpaths_; }
  /// TCP connection `i`'s segments as they left the bundle.
  const BundleExitOrder& exit_order(std::uint32_t i) const { return exit_order_.at(i); }
  const switching::CioqRouter& core(std::uint32_t side) const { return *core_[side]; }
  /// Packets inside links (queued, on the wire, propagating) and the core fabrics now.
  std::uint64_t packets_in_network() const;
  std::uint64_t background_packets_sent() const;
  std::uint64_t background_packets_received() const;
  /// Transfer time of TCP connection `i` (0: left → right, 1: right → left), NaN if not done.
  double transfer_time_s(std::uint32_t i) const;
  /// Goodput of connection `i` in Mb/s: its file over its transfer time, or — still running
  /// when the run ended — what it delivered over the time since its start; NaN before it starts.
  double goodput_mbps(std::uint32_t i) const;
  double rtt_ms(std::uint32_t i) const { return rtt_ms_[i]; }

 private:
  struct Checker final : sim::EventHandler {
    explicit Checker(LbasRun& r) : run(r) {}
    void handle_event(sim::Event& ev) override;
    LbasRun& run;
  };
  struct Subnet {
    net::NodeId metro = 0;
    std::vector<net::NodeId> sources, sinks;
    net::NodeId tcp_source = 0, tcp_sink = 0;  // sub-network 0 only
    bool has_tcp = false;
  };

  // Building the network, in this order (lbas_build.cpp).
  void build();
  void add_nodes();
  void draw_round_trips();
  void add_access_links();
  void add_own_tcp_uplinks();
  void connect_metro(std::uint32_t side, net::NodeId metro, std::uint32_t port,
                     std::vector<std::vector<net::Link*>> routes);
  void add_lightpaths();
  void route_cores();
  void add_tcp_connections();
  void add_background();
  /// The 2.5 Gb/s lines and their 128 MB buffers, in packets of the mean background size.
  net::LinkParams line_params() const;
  std::uint32_t metro_port_packets() const;
  net::LinkParams tcp_access(std::uint32_t conn, std::uint32_t queue_packets) const;
  void add_probes();
  void model_summary(metrics::SummaryBuilder& s, double window_s) const override;
  std::vector<scenario::SeriesInfo> model_series() const override;
  net::Link& add_link(net::NodeId from, net::NodeId to, net::PacketReceiver& far_end,
                      const net::LinkParams& p);

  LbasConfig cfg_;
  std::array<std::vector<Subnet>, 2> side_;
  std::array<net::NodeId, 2> core_id_ = {0, 0};
  // The TCP hosts' own aggregation node (topology.tcp_own_uplink; else agg0, unused).
  std::array<net::NodeId, 2> tcp_metro_ = {0, 0};
  std::array<switching::CioqRouter*, 2> core_ = {nullptr, nullptr};
  std::array<switching::CioqFabricWatch, 2> fabric_watch_;
  std::vector<std::int32_t> subnet_of_;  // by node: sub-network index on its side, or -1
  std::vector<std::vector<net::Link*>> routes_scratch_;
  std::vector<std::unique_ptr<Lightpath>> lightpaths_;
  std::array<BundleExitOrder, 2> exit_order_{};  // by TCP connection
  std::vector<net::Link*> core_outputs_;  // every output link of both core routers
  std::vector<std::unique_ptr<BackgroundSink>> sinks_;
  std::vector<std::unique_ptr<transport::ParetoOnOffSource>> sources_;
  std::array<double, 2> rtt_ms_ = {0, 0};
  bool finished_ = false;
  Checker checker_{*this};
  sim::Event check_{&checker_};
};

}  // namespace opslab::models::lbas
