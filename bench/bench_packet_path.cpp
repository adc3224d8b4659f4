// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Packet path benchmark (docs/performance.md): packets per second through a chain of links and
// routers — host h0 → r0 → … → r(R-1) → host h1, 10 Gb/s links, 1 us propagation, unlimited
// drop-tail queues. A closed loop keeps W packets in flight: each delivery at h1 makes h0 send
// a new packet, so the run is a steady state (pool, queues and event heap stop growing).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <vector>

#include <fmt/format.h>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/router.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"

namespace {

using namespace opslab;

constexpr net::FlowId kFlow = 1;
constexpr std::uint32_t kPacketBytes = 1500;

/// Receives at h1 and immediately sends a replacement from h0.
class Loop final : public net::PacketReceiver {
 public:
  Loop(net::Network& net, net::Host& src, net::Host& dst) : net_(net), src_(src), dst_(dst) {
    dst_.bind(kFlow, *this);
  }
  void send_one() {
    net::PacketPtr p = net_.pool().make();
    p->flow = kFlow;
    p->src = src_.id();
    p->dst = dst_.id();
    p->size_bytes = kPacketBytes;
    p->payload_bytes = kPacketBytes - 40;
    p->kind = net::PacketKind::tcp_data;
    p->seq = next_seq_++;
    p->created = net_.now();
    src_.send(std::move(p));
  }
  void receive(net::PacketPtr) override {
    ++delivered;
    send_one();
  }
  std::uint64_t delivered = 0;

 private:
  net::Network& net_;
  net::Host& src_;
  net::Host& dst_;
  std::uint64_t next_seq_ = 0;
};

void BM_LinkPacketPath(benchmark::State& state) {
  const int routers = static_cast<int>(state.range(0));
  const int window = static_cast<int>(state.range(1));
  net::Topology topo;
  net::LinkParams link;
  link.rate_bps = 10'000'000'000;
  link.delay = sim::SimTime::us(1);
  link.queue_packets = 0;
  const net::NodeId h0 = topo.add_node("h0", net::NodeRole::host);
  net::NodeId prev = h0;
  for (int i = 0; i < routers; ++i) {
    const net::NodeId r = topo.add_node(fmt::format("r{}", i), net::NodeRole::router);
    topo.add_duplex(prev, r, link);
    prev = r;
  }
  const net::NodeId h1 = topo.add_node("h1", net::NodeRole::host);
  topo.add_duplex(prev, h1, link);

  sim::Simulation sim(1);
  net::Network net(sim);
  const auto live = net::instantiate(topo, net);
  Loop loop(net, *live.hosts[h0], *live.hosts[h1]);
  for (int i = 0; i < window; ++i) loop.send_one();
  // Warm up past the first round trip so pools and queues reach their working size.
  sim.run_until(sim::SimTime::ms(1));

  const std::uint64_t delivered0 = loop.delivered;
  const std::uint64_t events0 = sim.events_processed();
  const sim::SimTime slice = sim::SimTime::us(100);
  for (auto _ : state) {
    sim.run_until(sim.now() + slice);
  }
  const auto packets = static_cast<std::int64_t>(loop.delivered - delivered0);
  state.SetItemsProcessed(packets);  // items_per_second = packets delivered end to end per s
  state.counters["hops"] = routers + 1;
  state.counters["packet_hops_per_s"] =
      benchmark::Counter(static_cast<double>(packets) * (routers + 1), benchmark::Counter::kIsRate);
  state.counters["events_per_s"] = benchmark::Counter(
      static_cast<double>(sim.events_processed() - events0), benchmark::Counter::kIsRate);
  state.counters["events_per_packet"] =
      packets > 0 ? static_cast<double>(sim.events_processed() - events0) / packets : 0.0;
  if (net.pool().live() != static_cast<std::uint64_t>(window)) {
    state.SkipWithError("packet leak: live packets differ from the window");
  }
}
BENCHMARK(BM_LinkPacketPath)
    ->ArgNames({"routers", "window"})
    ->Args({1, 16})
    ->Args({4, 16})
    ->Args({4, 256})
    ->Args({16, 256});

}  // namespace
