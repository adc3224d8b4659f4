// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DcFatTreeRun: the data-center experiment of Minakhmetov, Ware & Iannone (§IV–V, Figs. 2, 4,
// 5). A k-ary fat-tree (FatTreeFabric) of all-optical, hybrid or electronic switches; file
// transfer requests arrive as a Poisson process "between all of the servers" (§IV); each
// request opens a TCP connection (3-way handshake, data, FIN teardown, 64-byte control
// packets, 9000 + 64-byte data packets) whose endpoints are created when requested and
// destroyed once complete (the connection and its endpoints' buffers are pooled). Measured
// over [warm-up, end]: network throughput (payload delivered in order, all connections),
// completions and flow completion times, losses by switch layer, needless
// retransmissions, the share of switch passages that went through a buffer (O/E/O), and the
// peak buffer occupancy.
//
// dc_fattree_run.cpp runs the traffic (requests, connections, warm-up, probes);
// dc_fattree_results.cpp reports it (summary, flows table, series, live flow states).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "metrics/sampler.hpp"
#include "models/dc_fattree/dc_config.hpp"
#include "net/fat_tree.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "sim/simulation.hpp"
#include "switching/fat_tree_fabric.hpp"
#include "transport/tcp_receiver.hpp"
#include "transport/tcp_sender.hpp"

namespace opslab::models::dc {

/// A value the model has none for (no RTT sample yet, no traced connection): an empty CSV
/// cell and a gap in a chart.
inline double no_value() { return std::numeric_limits<double>::quiet_NaN(); }

using scenario::FlowState;
using scenario::ModelRun;
using scenario::NodeBuffer;
using scenario::SeriesInfo;

inline constexpr std::size_t kLayers = 3;  // edge, aggregation, core
inline std::size_t layer_index(net::FatTreeLayer l) {
  return l == net::FatTreeLayer::edge ? 0 : l == net::FatTreeLayer::aggregation ? 1 : 2;
}
inline constexpr const char* kLayerNames[kLayers] = {"edge", "aggregation", "core"};

class DcFatTreeRun final : public ModelRun, private sim::EventHandler {
 public:
  explicit DcFatTreeRun(const DcConfig& c);

  sim::Simulation& simulation() override { return sim_; }
  net::Network& network() override { return net_; }
  const net::Topology& topology() const override { return topo_; }
  sim::SimTime end_time() const override { return cfg_.sim.duration; }
  std::uint64_t seed() const override { return cfg_.sim.seed; }
  sim::SimTime warmup() const override { return cfg_.sim.warmup; }
  const transport::TcpConfig* tcp() const override { return &cfg_.tcp; }
  /// With the requests reading the run ends early, when the last measured request completes.
  bool advance_to(sim::SimTime t) override {
    if (finished_) return true;
    const bool ok = sim_.run_until(std::min(t, end_time()));
    return finished_ || ok;
  }
  metrics::RunResult results() const override;
  const metrics::TimeSeries& timeseries() const override { return sampler_.data(); }
  std::vector<SeriesInfo> series() const override;
  std::vector<FlowState> flow_states() const override;
  std::vector<NodeBuffer> node_buffers() const override {
    std::vector<NodeBuffer> out;
    for (const auto* sw : fabric_->switches()) {
      out.push_back({sw->id(), "buffer", sw->buffer_packets(), sw->buffer_bytes()});
    }
    return out;
  }

 private:
  enum Tag : std::uint32_t { kArrival = 0, kWarmup = 1 };

  /// A request waiting for a place at the server that limits it: its source under
  /// max_open_per_server, its destination under max_half_open_per_server.
  struct Waiting {
    std::uint32_t src, dst;
    std::uint64_t bytes;
    sim::SimTime requested;
    bool measured;  // one of the requests the requests reading follows
  };

  /// One TCP connection: its endpoints, and the interposer in front of its receiver that
  /// counts in-order payload and duplicate (needlessly retransmitted) data. Connections are
  /// pooled: a closed one keeps its endpoints' buffers and serves a later request,
  /// so once the pool covers the open connections a request allocates nothing.
  struct Connection final : net::PacketReceiver, sim::EventHandler {
    explicit Connection(DcFatTreeRun& m) : model(m) {}
    void receive(net::PacketPtr p) override { model.at_receiver(*this, std::move(p)); }
    void handle_event(sim::Event&) override { model.reap(*this); }

    DcFatTreeRun& model;
    net::FlowId flow = 0;
    std::uint32_t src = 0, dst = 0;  // server numbers
    std::uint64_t bytes = 0;
    sim::SimTime requested;
    std::size_t slot = 0;  // index in active_
    bool complete = false;
    bool measured = false;  // one of the requests the requests reading follows
    std::uint64_t delivered = 0;
    std::uint64_t needless = 0;
    std::optional<transport::TcpSender> sender;      // declared first: destroyed last
    std::optional<transport::TcpReceiver> receiver;
    sim::Event reap_event{this};
    // A closed connection's endpoint buffers, for its next use.
    transport::TcpSender::Buffers sender_buffers;
    transport::TcpReceiver::Buffers receiver_buffers;
  };

  /// A connection that has been destroyed, as flows.csv reports it.
  struct Record {
    net::FlowId flow;
    std::uint32_t src, dst;
    std::uint64_t bytes;
    sim::SimTime requested, completed;
    std::uint64_t delivered, segments, retransmits, timeouts, fast, reordered, needless;
    double cwnd_packets, srtt_ms;
  };

  /// Sender and receiver counters summed over connections.
  struct Totals {
    std::uint64_t segments = 0, retransmits = 0, timeouts = 0, fast = 0, reordered = 0;
    void add(const Connection& c) {
      const auto& s = c.sender->stats();
      segments += s.segments_sent;
      retransmits += s.retransmits;
      timeouts += s.timeouts;
      fast += s.fast_retransmits;
      reordered += c.receiver->stats().reordered;
    }
  };

  /// Switch counters summed by layer.
  struct LayerStats {
    std::uint64_t arrivals = 0, cut_through = 0, buffered = 0, dropped = 0;
    std::uint64_t dropped_to_servers = 0;  // edge switches: at outputs into servers
  };
  using ByLayer = std::array<LayerStats, kLayers>;

  void handle_event(sim::Event& ev) override;
  void request();
  /// Opens the connection of a request and starts its sender now.
  void start(const Waiting& w);
  /// A place at `server` is free again: the oldest request waiting for it starts.
  void release(std::uint32_t server);
  void at_receiver(Connection& c, net::PacketPtr p);
  void on_complete(Connection& c);
  void reap(Connection& c);
  /// A connection for a new request: a closed one from the pool, or a new one.
  std::unique_ptr<Connection> take_connection();
  /// Destroys a reaped connection's endpoints (unbinding them) and pools it.
  void close(std::unique_ptr<Connection> c);
  void on_warmup();
  Totals totals() const;
  ByLayer layer_stats() const;
  void add_probes();
  Record record(const Connection& c) const;
  double window_s() const { return (sim_.now() - cfg_.sim.warmup).to_seconds(); }

  DcConfig cfg_;
  sim::Simulation sim_;
  net::Network net_;
  net::Topology topo_;
  std::unique_ptr<switching::FatTreeFabric> fabric_;  // destroyed before the network
  metrics::Sampler sampler_;
  sim::RandomStream arrivals_rng_;
  sim::RandomStream pairs_rng_;
  sim::RandomStream sizes_rng_;
  sim::Event arrival_{this, kArrival};
  sim::Event warmup_{this, kWarmup};

  net::FlowId next_flow_ = 0;
  std::vector<std::unique_ptr<Connection>> active_;  // requested and not yet destroyed
  std::vector<std::unique_ptr<Connection>> dead_;    // closed at the next reap
  std::vector<std::unique_ptr<Connection>> idle_;    // closed, for the next requests
  std::vector<Record> records_;                      // destroyed connections
  std::vector<const Connection*> traced_;            // cwnd trace slots
  std::uint32_t traced_assigned_ = 0;
  Totals retired_;  // of destroyed connections
  std::uint64_t open_ = 0;  // started and not complete
  // With a limit: places taken per server (open connections by source, or not yet established
  // ones by destination) and the requests waiting for one, oldest first.
  std::vector<std::uint32_t> held_;
  std::vector<std::deque<Waiting>> waiting_;
  std::uint64_t waiting_count_ = 0;
  std::uint64_t delivered_ = 0;
  std::uint64_t needless_ = 0;
  std::uint64_t requests_ = 0;
  std::uint64_t completed_ = 0;
  double fct_sum_s_ = 0;  // of completions in the window
  std::uint64_t completed_bytes_ = 0;  // file sizes of the completions in the window
  // The requests reading: how many measured requests were made and completed, their bytes,
  // the first one's request time and the last completion.
  std::uint64_t measured_requested_ = 0, measured_done_ = 0, measured_bytes_ = 0;
  sim::SimTime measured_first_, measured_last_;
  bool finished_ = false;  // every measured request completed: the run is over

  // Snapshots at the end of the warm-up.
  bool warm_ = false;
  Totals base_;
  ByLayer layers_base_{};
  std::uint64_t delivered_base_ = 0, needless_base_ = 0, requests_base_ = 0, drops_base_ = 0,
                data_drops_base_ = 0, stale_base_ = 0;
};

}  // namespace opslab::models::dc
