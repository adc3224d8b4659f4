// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ns-3 (3.37, Debian's ns3 / libns3-dev) twin of OPS Lab's SACK dumbbell,
// assets/scenarios/dumbbell-500-sack.json, for the side-by-side speed comparison of
// docs/performance.md (bench/ns3/compare.sh runs both). Not part of OPS Lab: built only when CMake
// finds ns-3.
//
// Usage: ns3_dumbbell_sack [--duration=10] [--warmup=1] [--seed=1] [--stats=0]
//                          [--routing=static|nix|global] [--weakEs=0]
// Prints one summary line (key=value) at the end: goodput, drops, retransmissions, events, wall
// time of the set-up and of Simulator::Run.
//
// How each setting of the OPS Lab scenario (and of core/models/dumbbell/dumbbell_model.cpp,
// core/scenario/common_sections.cpp, core/transport/) maps onto ns-3:
//
// Topology (DumbbellRun::build_topology)
//   * 500 flows, each with its own sender host s_i and receiver host d_i: s_i -- r0 -- r1 -- d_i.
//     Every link is a full-duplex PointToPoint link (a pair of PointToPointNetDevices).
//   * Flow i belongs to RTT group i * 10 / 500 (flows 0..49: 28 ms, 50..99: 36 ms, ...,
//     450..499: 100 ms), i.e. RTT = 8g + 28 ms = 8i + 20 ms for pair i = g + 1 (1..10).
//   * Bottleneck r0 <-> r1: 622 Mb/s, one-way delay min(RTT)/6 = 28/6 ms = 4.6667 ms, both ways.
//   * Access links s_i <-> r0 and r1 <-> d_i: 155 Mb/s, one-way delay (RTT_i/2 - 28/6 ms)/2 each,
//     so that 2 * access + bottleneck = RTT_i / 2 (propagation only; OPS Lab's rule).
//   * Queues: OPS Lab gives every link output a drop-tail queue of topology.queue_packets = 1000
//     packets (access links and both bottleneck directions alike). Here every PointToPoint
//     device's TxQueue is DropTailQueue<Packet> with MaxSize 1000p, and the traffic-control layer
//     is removed (TrafficControlHelper::Uninstall after address assignment), so no FqCoDel /
//     pfifo_fast queue disc sits in front of the device queue. The packet being serialized is not
//     in the queue, in ns-3 as in OPS Lab (net::Link) (up to 1000 waiting + 1 on the wire).
//     Without a queue disc ns-3 drops at the traffic-control layer: a full device queue stops
//     its NetDeviceQueue and TrafficControlLayer::Send drops the packet (its "TcDrop" trace), so
//     drops are counted there (plus any the device queue itself reports) — drop-tail at 1000.
//   * loss_rate 0: no error model.
//   * Packet sizes: OPS Lab data packet = 1500 B on the wire = 1460 B payload + 40 B header;
//     ACKs 40 B. ns-3: SegmentSize 1460, TCP timestamps off, so a data segment is
//     1460 + 20 (TCP) + 20 (IPv4) = 1500 B at IP. ns-3's PointToPoint adds a 2-byte PPP header
//     that OPS Lab does not model (1502 B serialized, +0.13% transmission time). ns-3 ACKs are
//     40 B plus SACK blocks (2 + 8n B) when the receiver holds out-of-order data.
//   * Routing (--routing=static, the default): static routes, the cheapest ns-3 set-up: a
//     default route on every host to its router; r0 sends the receivers' 10.2.0.0/16 to r1 and
//     r1 sends the senders' 10.1.0.0/16 to r0 (each host's own /30 is a connected route).
//     --routing=global uses Ipv4GlobalRoutingHelper::PopulateRoutingTables() instead (the usual
//     ns-3 idiom; same paths, larger routing tables), --routing=nix ns-3's nix-vector routing.
//     All three give the same packets (identical summaries); they differ only in speed. ns-3
//     looks routes up by a linear scan, so each packet through r0 or r1 walks their ~500
//     connected /30 routes: that scan is the largest single cost of this topology in ns-3.
//   * IPv4 end-system model: --weakEs=0 (default here) sets ns3::Ipv4::WeakEsModel false. ns-3's
//     own default (true) makes every router compare each forwarded packet's destination with
//     all of its 501 interface addresses; nothing here is addressed to a router, so the results
//     are identical and only the speed differs (~1.75x slower with true; see the report).
//     The defaults (static, strong ES) are the fastest of the four combinations tried, so the
//     comparison does not flatter OPS Lab.
//
// TCP (tcp section: variant sack, initial_cwnd 10, min_rto 1000 ms, delayed_ack false;
// defaults: initial_rto 1 s, max_rto 60 s, ssthresh unlimited, dupack threshold 3, no receive
// window limit, RFC 6298 RTO, RFC 6675 SACK recovery with rescue retransmission, no handshake)
//   * TcpSocketBase with Sack=true; congestion control TcpNewReno (RFC 5681 slow start and
//     congestion avoidance: OPS Lab's "sack" grows the window as Reno does); recovery
//     TcpClassicRecovery (cwnd = ssthresh on entry, pipe-limited sending from the SACK
//     scoreboard: RFC 6675 as in OPS Lab) rather than ns-3's default TcpPrrRecovery (RFC 6937).
//     ssthresh after a loss: max(BytesInFlight/2, 2 MSS) (ns-3 TcpNewReno::GetSsThresh; OPS Lab:
//     max(FlightSize/2, 2 MSS)). After an RTO both set cwnd = 1 MSS.
//   * InitialCwnd 10 segments; InitialSlowStartThreshold left at ns-3's default UINT32_MAX
//     (OPS Lab: unlimited). MinRto 1 s; the initial RTT estimate is ns-3's default 1 s, as OPS
//     Lab's initial_rto_ms = 1000; both double the RTO on each expiry (OPS Lab caps it at
//     max_rto_s = 60; ns-3 has no such attribute, and no RTO here comes near 60 s in 10 s).
//     ReTxThreshold 3 (default).
//   * No delayed ACK: DelAckCount 1 (ACK every segment).
//   * Receive window: OPS Lab has none (max_window_packets 0). ns-3 needs buffers: SndBufSize and
//     RcvBufSize 4 MiB each, window scaling on (default). --stats=1 prints the largest cwnd seen:
//     1.93 MB in the 10 s run with seed 1 (slow-start overshoot), under half the buffer, so the
//     buffers never bind.
//   * Timestamps off (OPS Lab does not carry them; it times one segment per window, ns-3 times
//     every non-retransmitted segment: the RTO stays at its 1 s minimum in both, RTTs <= ~120 ms).
//   * Limited transmit (RFC 3042) is ns-3's default (on) and kept.
//   * Differences that remain: ns-3 always opens with a 3-way handshake (OPS Lab's
//     tcp.handshake = false starts sending data at the start time), so each ns-3 flow sends its
//     first data one RTT after its start time (a lost SYN or SYN-ACK would wait ConnTimeout, 3 s). OPS Lab's sack_rescue (RFC 6675 NextSeg rule 4) has no ns-3
//     attribute; whatever TcpTxBuffer::NextSeg does there is used as is.
//
// Traffic (traffic section: kind tcp, start_min_s 0.1, start_max_s 0.5)
//   * One BulkSendApplication per sender (MaxBytes 0 = infinite, SendSize 1460 = one segment per
//     write) to a PacketSink on its receiver; start times uniform in [0.1, 0.5] s drawn from an
//     ns-3 UniformRandomVariable (seed --seed, run 1). The draws differ from OPS Lab's stream
//     (same distribution, not the same numbers).
//
// Measurement (sim section: duration_s 10, warmup_s 1)
//   * Simulated time --duration (default 10 s, OPS Lab's sim.duration_s). Counters are read at
//     --warmup (default 1 s, sim.warmup_s) and at the end. goodput_mbps = (bytes delivered in
//     order to the PacketSinks in the window - bytes the receivers already held out of order at
//     the warm-up) * 8 / window, summed over flows: OPS Lab's goodput_mbps (TcpFlowSet) likewise
//     leaves out data that arrived before the window. goodput_raw_mbps skips that correction.
//     drops = packets dropped on every node in the window (OPS Lab: drops, all links);
//     r0_drops = those on r0, where the bottleneck queue is (r0's other outputs carry ACKs).
//   * --stats=1 also hooks every sender socket's Tx and CongState trace sources to count data
//     retransmissions (a data segment starting below the highest sequence already sent), entries
//     into fast recovery (CA_RECOVERY) and into CA_LOSS (RTO), and the largest cwnd. This costs
//     a callback per data segment, so the timing runs use --stats=0 (the default).
//   * events = Simulator::GetEventCount(); wall times from std::chrono::steady_clock.

#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/nix-vector-routing-module.h"
#include "ns3/point-to-point-module.h"
#include "ns3/traffic-control-module.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

using namespace ns3;

namespace {

constexpr std::uint32_t kFlows = 500;
constexpr std::uint32_t kGroups = 10;
constexpr double kRttMs[kGroups] = {28, 36, 44, 52, 60, 68, 76, 84, 92, 100};
constexpr std::uint32_t kMss = 1460;
constexpr std::uint32_t kQueuePackets = 1000;
constexpr std::uint32_t kBufferBytes = 4u << 20;

struct FlowStats {
  SequenceNumber32 next_new{0};  // end of the highest data sent so far
  bool any_data = false;
  std::uint64_t retransmits = 0;
  std::uint64_t recoveries = 0;
  std::uint64_t losses = 0;
  std::uint32_t max_cwnd = 0;
};

std::vector<FlowStats> g_stats;

void on_tx(FlowStats* f, Ptr<const Packet> p, const TcpHeader& h, Ptr<const TcpSocketBase>) {
  // The trace may or may not include the TCP header in the packet's size: anything above the
  // largest header (60 B) carries data; the senders only ever send full 1460-byte segments.
  if ((h.GetFlags() & TcpHeader::SYN) || p->GetSize() <= 60) return;
  const SequenceNumber32 seq = h.GetSequenceNumber();
  if (f->any_data && seq < f->next_new) {
    ++f->retransmits;
  } else {
    f->any_data = true;
    f->next_new = seq + kMss;
  }
}

void on_cong_state(FlowStats* f, TcpSocketState::TcpCongState_t, TcpSocketState::TcpCongState_t now) {
  if (now == TcpSocketState::CA_RECOVERY) ++f->recoveries;
  if (now == TcpSocketState::CA_LOSS) ++f->losses;
}

void on_cwnd(FlowStats* f, std::uint32_t, std::uint32_t now) { f->max_cwnd = std::max(f->max_cwnd, now); }

void hook_socket(Ptr<BulkSendApplication> app, FlowStats* f) {
  Ptr<Socket> s = app->GetSocket();
  if (!s) return;
  s->TraceConnectWithoutContext("Tx", MakeBoundCallback(&on_tx, f));
  s->TraceConnectWithoutContext("CongState", MakeBoundCallback(&on_cong_state, f));
  s->TraceConnectWithoutContext("CongestionWindow", MakeBoundCallback(&on_cwnd, f));
}

std::vector<std::uint64_t> g_node_drops;  // traffic-control drops, by node id

void on_tc_drop(std::uint64_t* n, Ptr<const Packet>) { ++*n; }

struct Snapshot {
  std::uint64_t rx_bytes = 0;
  std::uint64_t held_out_of_order = 0;
  std::uint64_t drops = 0;
  std::uint64_t bottleneck_drops = 0;
  std::uint64_t retransmits = 0, recoveries = 0, losses = 0;
};

}  // namespace

int main(int argc, char* argv[]) {
  const auto wall0 = std::chrono::steady_clock::now();
  double duration = 10.0;
  double warmup = 1.0;
  std::uint32_t seed = 1;
  bool stats = false;
  std::string routing = "static";
  bool weak_es = false;
  CommandLine cmd(__FILE__);
  cmd.AddValue("duration", "Simulated seconds (OPS Lab sim.duration_s)", duration);
  cmd.AddValue("warmup", "Counters are measured after it (OPS Lab sim.warmup_s)", warmup);
  cmd.AddValue("seed", "RNG seed (start times)", seed);
  cmd.AddValue("stats", "Trace every sender socket: retransmissions, recoveries, max cwnd", stats);
  cmd.AddValue("routing", "static (default), nix or global", routing);
  cmd.AddValue("weakEs", "IPv4 weak end-system model (ns-3's default; see the notes above)", weak_es);
  cmd.Parse(argc, argv);
  if (warmup >= duration) {
    std::fprintf(stderr, "--warmup must be below --duration\n");
    return 2;
  }

  RngSeedManager::SetSeed(seed);
  RngSeedManager::SetRun(1);

  Config::SetDefault("ns3::Ipv4::WeakEsModel", BooleanValue(weak_es));
  Config::SetDefault("ns3::TcpL4Protocol::SocketType", TypeIdValue(TcpNewReno::GetTypeId()));
  Config::SetDefault("ns3::TcpL4Protocol::RecoveryType",
                     TypeIdValue(TcpClassicRecovery::GetTypeId()));
  Config::SetDefault("ns3::TcpSocketBase::Sack", BooleanValue(true));
  Config::SetDefault("ns3::TcpSocketBase::Timestamp", BooleanValue(false));
  Config::SetDefault("ns3::TcpSocketBase::WindowScaling", BooleanValue(true));
  Config::SetDefault("ns3::TcpSocketBase::MinRto", TimeValue(Seconds(1.0)));
  Config::SetDefault("ns3::TcpSocket::SegmentSize", UintegerValue(kMss));
  Config::SetDefault("ns3::TcpSocket::InitialCwnd", UintegerValue(10));
  Config::SetDefault("ns3::TcpSocket::DelAckCount", UintegerValue(1));
  Config::SetDefault("ns3::TcpSocket::SndBufSize", UintegerValue(kBufferBytes));
  Config::SetDefault("ns3::TcpSocket::RcvBufSize", UintegerValue(kBufferBytes));

  NodeContainer routers;
  routers.Create(2);
  NodeContainer senders, receivers;
  senders.Create(kFlows);
  receivers.Create(kFlows);

  InternetStackHelper stack;
  if (routing == "static") {
    Ipv4StaticRoutingHelper st;
    stack.SetRoutingHelper(st);
  } else if (routing == "nix") {
    Ipv4NixVectorHelper nix;
    stack.SetRoutingHelper(nix);
  } else if (routing != "global") {
    std::fprintf(stderr, "--routing: expected static, nix or global\n");
    return 2;
  }
  stack.Install(routers);
  stack.Install(senders);
  stack.Install(receivers);

  const double bottleneck_ms = kRttMs[0] / 6.0;
  PointToPointHelper p2p;
  p2p.SetQueue("ns3::DropTailQueue<Packet>", "MaxSize",
               QueueSizeValue(QueueSize(QueueSizeUnit::PACKETS, kQueuePackets)));
  TrafficControlHelper tch;

  p2p.SetDeviceAttribute("DataRate", DataRateValue(DataRate(622'000'000)));
  p2p.SetChannelAttribute("Delay", TimeValue(MilliSeconds(1) * bottleneck_ms));
  NetDeviceContainer core = p2p.Install(routers.Get(0), routers.Get(1));
  NetDeviceContainer all_devices;
  all_devices.Add(core);

  Ipv4AddressHelper core_addr("10.0.0.0", "255.255.255.252");
  core_addr.Assign(core);
  Ipv4AddressHelper left("10.1.0.0", "255.255.255.252");
  Ipv4AddressHelper right("10.2.0.0", "255.255.255.252");

  std::vector<Ipv4Address> receiver_addr(kFlows);
  p2p.SetDeviceAttribute("DataRate", DataRateValue(DataRate(155'000'000)));
  for (std::uint32_t i = 0; i < kFlows; ++i) {
    const double rtt = kRttMs[i * kGroups / kFlows];
    p2p.SetChannelAttribute("Delay", TimeValue(MilliSeconds(1) * ((rtt / 2.0 - bottleneck_ms) / 2.0)));
    NetDeviceContainer a = p2p.Install(senders.Get(i), routers.Get(0));
    NetDeviceContainer b = p2p.Install(routers.Get(1), receivers.Get(i));
    left.Assign(a);
    left.NewNetwork();
    Ipv4InterfaceContainer bi = right.Assign(b);
    right.NewNetwork();
    receiver_addr[i] = bi.GetAddress(1);
    all_devices.Add(a);
    all_devices.Add(b);
  }
  // No queue disc anywhere: the device's 1000-packet drop-tail queue is the only buffer.
  tch.Uninstall(all_devices);

  if (routing == "static") {
    Ipv4StaticRoutingHelper st;
    for (std::uint32_t i = 0; i < kFlows; ++i) {
      // Interface 1 is each host's only PointToPoint device; the next hop is its router.
      Ptr<Ipv4> s4 = senders.Get(i)->GetObject<Ipv4>();
      Ptr<Ipv4> d4 = receivers.Get(i)->GetObject<Ipv4>();
      const Ipv4Address s_local = s4->GetAddress(1, 0).GetLocal();
      const Ipv4Address d_local = d4->GetAddress(1, 0).GetLocal();
      // In a /30 the router end is the other usable address: senders got .1 (router .2),
      // receivers got .2 (router .1).
      st.GetStaticRouting(s4)->SetDefaultRoute(Ipv4Address(s_local.Get() + 1), 1);
      st.GetStaticRouting(d4)->SetDefaultRoute(Ipv4Address(d_local.Get() - 1), 1);
    }
    Ptr<Ipv4> r0 = routers.Get(0)->GetObject<Ipv4>();
    Ptr<Ipv4> r1 = routers.Get(1)->GetObject<Ipv4>();
    // The core link is interface 1 on both routers: r0 = 10.0.0.1, r1 = 10.0.0.2.
    st.GetStaticRouting(r0)->AddNetworkRouteTo("10.2.0.0", "255.255.0.0", "10.0.0.2", 1);
    st.GetStaticRouting(r1)->AddNetworkRouteTo("10.1.0.0", "255.255.0.0", "10.0.0.1", 1);
  } else if (routing == "global") {
    Ipv4GlobalRoutingHelper::PopulateRoutingTables();
  }

  Ptr<UniformRandomVariable> start = CreateObject<UniformRandomVariable>();
  start->SetAttribute("Min", DoubleValue(0.1));
  start->SetAttribute("Max", DoubleValue(0.5));
  const std::uint16_t port = 5000;
  std::vector<Ptr<PacketSink>> sinks;
  std::vector<Ptr<BulkSendApplication>> apps;
  g_stats.assign(kFlows, FlowStats{});
  for (std::uint32_t i = 0; i < kFlows; ++i) {
    PacketSinkHelper sink("ns3::TcpSocketFactory", InetSocketAddress(Ipv4Address::GetAny(), port));
    ApplicationContainer sa = sink.Install(receivers.Get(i));
    sa.Start(Seconds(0));
    sinks.push_back(DynamicCast<PacketSink>(sa.Get(0)));

    BulkSendHelper bulk("ns3::TcpSocketFactory", InetSocketAddress(receiver_addr[i], port));
    bulk.SetAttribute("MaxBytes", UintegerValue(0));
    bulk.SetAttribute("SendSize", UintegerValue(kMss));
    ApplicationContainer ba = bulk.Install(senders.Get(i));
    const double t0 = start->GetValue();
    ba.Start(Seconds(t0));
    auto app = DynamicCast<BulkSendApplication>(ba.Get(0));
    apps.push_back(app);
    if (stats) Simulator::Schedule(Seconds(t0) + NanoSeconds(1), &hook_socket, app, &g_stats[i]);
  }

  std::vector<Ptr<Queue<Packet>>> queues;
  for (std::uint32_t d = 0; d < all_devices.GetN(); ++d) {
    queues.push_back(DynamicCast<PointToPointNetDevice>(all_devices.Get(d))->GetQueue());
  }
  Ptr<Queue<Packet>> bottleneck_queue = queues[0];  // r0's device on the core link
  const std::uint32_t r0_id = routers.Get(0)->GetId();
  g_node_drops.assign(NodeList::GetNNodes(), 0);
  for (auto it = NodeList::Begin(); it != NodeList::End(); ++it) {
    if (auto tc = (*it)->GetObject<TrafficControlLayer>()) {
      if (!tc->TraceConnectWithoutContext(
              "TcDrop", MakeBoundCallback(&on_tc_drop, &g_node_drops[(*it)->GetId()]))) {
        std::fprintf(stderr, "cannot trace TrafficControlLayer::TcDrop\n");
        return 1;
      }
    }
  }
  auto read = [&] {
    Snapshot s;
    for (const auto& k : sinks) s.rx_bytes += k->GetTotalRx();
    for (const auto& k : sinks) {
      for (const auto& sock : k->GetAcceptedSockets()) {
        if (auto tcp = DynamicCast<TcpSocketBase>(sock)) {
          s.held_out_of_order += tcp->GetRxBuffer()->Size() - tcp->GetRxBuffer()->Available();
        }
      }
    }
    for (const auto& q : queues) s.drops += q->GetTotalDroppedPackets();
    for (auto n : g_node_drops) s.drops += n;
    s.bottleneck_drops = bottleneck_queue->GetTotalDroppedPackets() + g_node_drops[r0_id];
    for (const auto& f : g_stats) {
      s.retransmits += f.retransmits;
      s.recoveries += f.recoveries;
      s.losses += f.losses;
    }
    return s;
  };
  Snapshot at_warmup;
  Simulator::Schedule(Seconds(warmup), [&] { at_warmup = read(); });
  Simulator::Stop(Seconds(duration));

  const auto wall1 = std::chrono::steady_clock::now();
  Simulator::Run();
  const auto wall2 = std::chrono::steady_clock::now();
  const Snapshot end = read();
  const double window = duration - warmup;
  std::uint32_t max_cwnd = 0;
  for (const auto& f : g_stats) max_cwnd = std::max(max_cwnd, f.max_cwnd);
  const double setup_s = std::chrono::duration<double>(wall1 - wall0).count();
  const double run_s = std::chrono::duration<double>(wall2 - wall1).count();
  std::printf("ns3_dumbbell_sack flows=%u duration_s=%g warmup_s=%g seed=%u routing=%s weak_es=%d "
              "goodput_mbps=%.3f goodput_raw_mbps=%.3f drops=%llu r0_drops=%llu events=%llu "
              "setup_wall_s=%.3f "
              "run_wall_s=%.3f sim_s_per_wall_s=%.4f",
              kFlows, duration, warmup, seed, routing.c_str(), weak_es ? 1 : 0,
              static_cast<double>(end.rx_bytes - at_warmup.rx_bytes - at_warmup.held_out_of_order) *
                  8.0 / window / 1e6,
              static_cast<double>(end.rx_bytes - at_warmup.rx_bytes) * 8.0 / window / 1e6,
              static_cast<unsigned long long>(end.drops - at_warmup.drops),
              static_cast<unsigned long long>(end.bottleneck_drops - at_warmup.bottleneck_drops),
              static_cast<unsigned long long>(Simulator::GetEventCount()), setup_s, run_s,
              duration / (setup_s + run_s));
  if (stats) {
    std::printf(" retransmits=%llu fast_recoveries=%llu rto_losses=%llu max_cwnd_bytes=%u",
                static_cast<unsigned long long>(end.retransmits - at_warmup.retransmits),
                static_cast<unsigned long long>(end.recoveries - at_warmup.recoveries),
                static_cast<unsigned long long>(end.losses - at_warmup.losses), max_cwnd);
  }
  std::printf("\n");
  Simulator::Destroy();
  return 0;
}
