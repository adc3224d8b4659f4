// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The data-center model of Minakhmetov, Ware & Iannone: one packet's timing
// through cut-through and store-and-forward fabrics, a TCP connection's handshake, data and
// teardown across the fat-tree, packet conservation, determinism, scenario validation, and
// the paper's robust findings at classroom scale (several seeds, 95% intervals).
#include <map>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/csv_writer.hpp"
#include "models/dc_fattree/dc_config.hpp"
#include "model_runner.hpp"
#include "net/network.hpp"
#include "net/tap.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/simulation.hpp"
#include "study/sweep/sweep.hpp"
#include "switching/fat_tree_fabric.hpp"
#include "transport/file_size.hpp"
#include "transport/tcp_receiver.hpp"
#include "transport/tcp_sender.hpp"

using nlohmann::json;
using opslab::net::PacketKind;
using opslab::sim::SimTime;
using opslab::switching::SwitchType;
using opslab::testing::number;

namespace {

constexpr std::int64_t kRate = 10'000'000'000;
const SimTime kTau = SimTime::ps(7'251'200);  // 9064 bytes at 10 Gb/s
const SimTime kProp = SimTime::ns(50);        // 10 m

struct Fabric {
  explicit Fabric(SwitchType type, std::uint32_t n_e = 2, SimTime delay = kProp)
      : sim(3), net(sim) {
    opslab::switching::FatTreeFabricParams p;
    p.k = 8;
    p.rate_bps = kRate;
    p.link_delay = delay;
    p.switches = {type, n_e};
    fabric = std::make_unique<opslab::switching::FatTreeFabric>(net, topo, p);
  }
  opslab::sim::Simulation sim;
  opslab::net::Network net;
  opslab::net::Topology topo;
  std::unique_ptr<opslab::switching::FatTreeFabric> fabric;
};

struct Capture final : opslab::net::PacketReceiver {
  explicit Capture(opslab::net::Network& n) : net(n) {}
  void receive(opslab::net::PacketPtr p) override {
    at.push_back(net.now());
    hops.push_back(p->hops);
  }
  opslab::net::Network& net;
  std::vector<SimTime> at;
  std::vector<int> hops;
};

// One 9064-byte packet from server 0 to the last server (another pod: 5 switches, 6 fibres).
std::pair<SimTime, int> one_packet(SwitchType type) {
  Fabric f(type);
  Capture cap(f.net);
  auto& dst = f.fabric->server(127);
  dst.bind(9, cap);
  auto p = f.net.pool().make();
  p->flow = 9;
  p->src = f.fabric->server(0).id();
  p->dst = dst.id();
  p->kind = PacketKind::tcp_data;
  p->size_bytes = 9064;
  f.fabric->server(0).send(std::move(p));
  f.sim.run_until(SimTime::ms(1));
  EXPECT_EQ(cap.at.size(), 1u);
  return {cap.at.at(0), cap.hops.at(0)};
}

opslab::transport::TcpConfig paper_tcp(opslab::transport::TcpVariant v) {
  opslab::transport::TcpConfig c;
  c.variant = v;
  c.mss = 9000;
  c.header_bytes = 64;
  c.control_bytes = 64;
  c.initial_rto = SimTime::ms(1);
  c.min_rto = SimTime::zero();
  c.rto_rule = opslab::transport::RtoRule::alpha_beta;
  c.packet_duration = kTau;
  c.sack_rescue = false;
  c.handshake = true;
  c.saw_karn = true;
  return c;
}

struct KindTap final : opslab::net::Tap {
  std::map<PacketKind, int> delivered;
  std::map<PacketKind, std::uint32_t> size;
  void on_deliver(const opslab::net::Packet& p, opslab::net::NodeId, SimTime) override {
    ++delivered[p.kind];
    size[p.kind] = p.size_bytes;
  }
};

json classroom(json extra = json::object()) {
  json o = {{"sim", {{"duration_s", 0.006}, {"warmup_s", 0.001}, {"sample_interval_ms", 0.5}}},
            {"traffic",
             {{"request_rate_per_s", 2e4}, {"file_mode1_bytes", 1e5}, {"file_mode2_bytes", 1e7}}}};
  o.merge_patch(extra);
  return o;
}

opslab::study::MeanCi metric(const json& overrides, const char* column, int seeds) {
  return opslab::testing::metric_over_seeds("dc_fattree", overrides, column, seeds);
}

using opslab::testing::clearly_above;

}  // namespace

TEST(DcFatTree, CutThroughAddsNoDelayStoreAndForwardAddsTauPerSwitch) {
  // Cut-through: the head crosses 6 fibres (5 switches) and the tail arrives τ later.
  const auto optical = one_packet(SwitchType::all_optical);
  EXPECT_EQ(optical.first, kProp * 6 + kTau);
  EXPECT_EQ(optical.second, 6);
  EXPECT_EQ(one_packet(SwitchType::hybrid).first, kProp * 6 + kTau);
  // Store-and-forward: each of the 5 switches waits for the whole packet (§V: "we add to RTT
  // several times of duration τ, the number of which depends on how many switches…").
  EXPECT_EQ(one_packet(SwitchType::electronic).first, kProp * 6 + kTau * 6);
}

TEST(DcFatTree, HandshakeDataAndTeardownCrossTheFabric) {
  for (auto type : {SwitchType::all_optical, SwitchType::hybrid, SwitchType::electronic}) {
    for (auto v : {opslab::transport::TcpVariant::saw, opslab::transport::TcpVariant::sack}) {
      Fabric f(type);
      KindTap tap;
      f.net.taps().attach(&tap);
      auto& a = f.fabric->server(3);
      auto& b = f.fabric->server(100);
      const std::uint64_t bytes = 100'000;  // 11 full segments and one of 1000 bytes
      opslab::transport::TcpSender s(f.net, a, b.id(), 1, paper_tcp(v), bytes);
      opslab::transport::TcpReceiver r(f.net, b, a.id(), 1, paper_tcp(v));
      bool done = false;
      s.on_complete([&](opslab::transport::TcpSender&) { done = true; });
      s.start_at(SimTime::us(1));
      f.sim.run_until(SimTime::ms(5));
      f.net.taps().detach(&tap);
      EXPECT_TRUE(done);
      EXPECT_EQ(r.rcv_nxt(), bytes);
      EXPECT_EQ(f.net.total_drops(), 0u) << "a lone connection never contends";
      EXPECT_EQ(s.stats().retransmits, 0u);
      EXPECT_EQ(tap.delivered[PacketKind::tcp_syn], 1);
      EXPECT_EQ(tap.delivered[PacketKind::tcp_syn_ack], 1);
      EXPECT_EQ(tap.delivered[PacketKind::tcp_fin], 1);
      EXPECT_EQ(tap.delivered[PacketKind::tcp_fin_ack], 1);
      EXPECT_EQ(tap.delivered[PacketKind::tcp_data], 12);
      EXPECT_EQ(tap.delivered[PacketKind::tcp_ack], 1 + 12 + 1);  // handshake, data, final
      EXPECT_EQ(tap.size[PacketKind::tcp_syn], 64u);
      EXPECT_EQ(tap.size[PacketKind::tcp_ack], 64u);
      EXPECT_EQ(f.net.injected(), f.net.delivered());
      EXPECT_EQ(f.net.pool().live(), 0u);
    }
  }
}

TEST(DcFatTree, SawRoundTripIsOnePacketDurationPlusPropagationInTheOpticalFabric) {
  // SAW on an empty all-optical fabric: one data packet per RTT = τ + τ_ack + 12 fibres.
  Fabric f(SwitchType::all_optical);
  auto& a = f.fabric->server(0);
  auto& b = f.fabric->server(127);
  opslab::transport::TcpSender s(f.net, a, b.id(), 1, paper_tcp(opslab::transport::TcpVariant::saw),
                                 90'000);
  opslab::transport::TcpReceiver r(f.net, b, a.id(), 1,
                                   paper_tcp(opslab::transport::TcpVariant::saw));
  s.start_at(SimTime::zero());
  f.sim.run_until(SimTime::ms(5));
  ASSERT_TRUE(s.complete());
  EXPECT_EQ(s.rto().srtt(), kTau + SimTime::ps(51'200) + kProp * 12);
}

TEST(DcFatTree, FileSizesAreBimodalAroundTheTwoModes) {
  opslab::transport::FileSizeDistribution d;  // 10 MB and 1 GB, equal shares, σ = 1
  opslab::sim::RandomStream rng(1, "sizes");
  int small = 0, large = 0, n = 20000;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    const double x = double(d.draw(rng));
    sum += x;
    small += x > 1e7 / 2.718 && x < 1e7 * 2.718;
    large += x > 1e9 / 2.718 && x < 1e9 * 2.718;
  }
  // Each mode holds half of the draws, 68% of them within a factor e of its median.
  EXPECT_NEAR(small / double(n), 0.5 * 0.683, 0.02);
  EXPECT_NEAR(large / double(n), 0.5 * 0.683, 0.02);
  EXPECT_NEAR(sum / n / d.mean_bytes(), 1.0, 0.1);
}

TEST(DcFatTreeModel, PaperDefaultsFibreIndexAndRttSampleOnEveryAck) {
  // §III-A footnote: light in fibre at n = 1.45, 4.8367 ns per metre; the α/β rule updates
  // "when the acknowledgement is received".
  const auto doc = opslab::scenario::find_model("dc_fattree")->defaults();
  const auto c = opslab::models::dc::parse_dc(doc);
  EXPECT_EQ(c.fabric.link_delay, opslab::sim::SimTime::ns(1.45 / 0.299792458 * 10.0));
  EXPECT_EQ(c.fabric.link_delay.count_ps(), 48367);
  EXPECT_TRUE(c.tcp.rtt_every_ack);
  auto doc100 = doc;
  doc100["topology"]["link_m"] = 100;
  doc100["topology"]["fibre_index"] = 1.5;
  EXPECT_EQ(opslab::models::dc::parse_dc(doc100).fabric.link_delay.count_ps(), 500346);
}

TEST(DcFatTreeModel, ConservesPacketsForEverySwitchType) {
  for (const char* type : {"all_optical", "hybrid", "electronic"}) {
    auto run = opslab::testing::build(
        "dc_fattree", classroom({{"switch", {{"type", type}}},
                                 {"traffic", {{"request_rate_per_s", 5e4}}}}));
    auto& net = run->network();
    for (double t = 0.001; t <= 0.006; t += 0.001) {
      run->advance_to(SimTime::s(t));
      EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live()) << type;
    }
    const auto r = run->results();
    EXPECT_GT(number(r.summary, "completed"), 10) << type;
    EXPECT_GT(number(r.summary, "throughput_gbps"), 10) << type;
    if (std::string(type) == "electronic") {
      // Never lost in a switch (a straggler reaching a closed connection is a stale drop).
      EXPECT_EQ(number(r.summary, "drops"), number(r.summary, "stale_drops"));
      EXPECT_EQ(number(r.summary, "drops_edge") + number(r.summary, "drops_aggregation") +
                    number(r.summary, "drops_core"), 0);
      EXPECT_EQ(number(r.summary, "oeo_fraction"), 1.0);
    } else if (std::string(type) == "all_optical") {
      EXPECT_EQ(number(r.summary, "oeo_fraction"), 0.0);
      EXPECT_EQ(number(r.summary, "peak_buffer_packets"), 0);
      EXPECT_GT(number(r.summary, "drops"), 0);
    }
  }
}

TEST(DcFatTreeModel, ConnectionsAreDestroyedOnceComplete) {
  // Light load, long enough for most transfers to finish: the live connections (flow_states)
  // are only those still open or just finished, not every connection ever requested.
  auto run = opslab::testing::build(
      "dc_fattree", classroom({{"sim", {{"duration_s", 0.02}}},
                               {"traffic", {{"request_rate_per_s", 5e3},
                                            {"file_mode2_bytes", 1e6}}}}));
  run->advance_to(run->end_time());
  const auto r = run->results();
  const auto live = run->flow_states().size();
  EXPECT_GT(number(r.summary, "completed"), 50);
  EXPECT_LT(live * 4, r.flows.rows.size());
  EXPECT_EQ(run->network().pool().live(),
            run->network().injected() - run->network().delivered() - run->network().total_drops());
}

TEST(DcFatTreeModel, SameSeedGivesIdenticalOutput) {
  const json o = classroom({{"switch", {{"type", "hybrid"}, {"n_e", 2}}}});
  const auto a = opslab::testing::run("dc_fattree", o);
  const auto b = opslab::testing::run("dc_fattree", o);
  EXPECT_EQ(opslab::metrics::to_csv(a.summary), opslab::metrics::to_csv(b.summary));
  EXPECT_EQ(opslab::metrics::to_csv(a.flows), opslab::metrics::to_csv(b.flows));
  EXPECT_EQ(opslab::metrics::to_csv(a.timeseries), opslab::metrics::to_csv(b.timeseries));
  json o2 = o;
  o2["sim"]["seed"] = 2;
  const auto c = opslab::testing::run("dc_fattree", o2);
  EXPECT_NE(opslab::metrics::to_csv(a.flows), opslab::metrics::to_csv(c.flows));
}

TEST(DcFatTreeModel, ReportsPaperMetricsAndTimeSeries) {
  const auto r = opslab::testing::run(
      "dc_fattree", classroom({{"sim", {{"trace_flows", 1}}}, {"tcp", {{"variant", "msack"}}}}));
  for (const char* c : {"throughput_gbps", "completed", "mean_fct_ms", "drops_edge",
                        "drops_aggregation", "drops_core", "needless_retransmits", "oeo_fraction",
                        "peak_buffer_bytes", "peak_buffer_packets", "retransmits"}) {
    EXPECT_FALSE(std::isnan(number(r.summary, c))) << c;
  }
  std::map<std::string, int> series;
  for (const auto& s : r.timeseries.series) ++series[s.series];
  for (const char* s : {"throughput_gbps", "active_connections", "buffer_bytes", "cwnd"}) {
    EXPECT_GT(series[s], 0) << s;
  }
  // One row per connection ever requested (the window's requests and those before it).
  EXPECT_GE(double(r.flows.rows.size()), number(r.summary, "requests"));
  EXPECT_GT(r.flows.rows.size(), 50u);
}

TEST(DcFatTreeModel, RejectsBadParameters) {
  const auto* m = opslab::scenario::find_model("dc_fattree");
  auto doc = [&](json o) {
    json d = m->defaults();
    d.merge_patch(o);
    return d;
  };
  EXPECT_NO_THROW(m->validate(doc(json::object())));
  EXPECT_THROW(m->validate(doc({{"topology", {{"k", 7}}}})), opslab::scenario::ScenarioError);
  EXPECT_THROW(m->validate(doc({{"switch", {{"n_e", 9}}}})), opslab::scenario::ScenarioError);
  EXPECT_THROW(m->validate(doc({{"switch", {{"type", "bufferless"}}}})),
               opslab::scenario::ScenarioError);
  EXPECT_THROW(m->validate(doc({{"traffic", {{"request_rate_per_s", 0}}}})),
               opslab::scenario::ScenarioError);
}


// §V: "no matter what CCA, … the hybrid switch is a robust solution for heavily loaded
// networks, which keeps its maximum performance and doesn't saturate as easily as solutions
// on all-optical switches".
TEST(DcFatTreeClaims, HybridFarAboveAllOpticalAtHighLoad) {
  for (const char* v : {"saw", "sack"}) {
    json hybrid = classroom({{"traffic", {{"request_rate_per_s", 2e5}}}, {"tcp", {{"variant", v}}}});
    json optical = hybrid;
    hybrid["switch"] = {{"type", "hybrid"}, {"n_e", 2}};
    optical["switch"] = {{"type", "all_optical"}, {"n_e", 0}};
    const auto h = metric(hybrid, "throughput_gbps", 3);
    const auto o = metric(optical, "throughput_gbps", 3);
    EXPECT_TRUE(clearly_above(h, o)) << v << ": " << h.mean << " vs " << o.mean;
    EXPECT_GT(h.mean, 1.5 * o.mean) << v;
  }
}

// §V: TCP SACK keeps its throughput at 100 m, where the SAW family (one packet per RTT) does
// not: "TCP SACK … outperform[s] the TCP SAWL by 40% already for n_e = 2 in the case of
// l_link = 100 m under high load".
TEST(DcFatTreeClaims, SackAboveSawAtHundredMetres) {
  json base = classroom({{"traffic", {{"request_rate_per_s", 2e5}}},
                         {"topology", {{"link_m", 100}}},
                         {"switch", {{"type", "hybrid"}, {"n_e", 2}}}});
  json sack = base, saw = base;
  sack["tcp"] = {{"variant", "sack"}};
  saw["tcp"] = {{"variant", "saw"}};
  const auto a = metric(sack, "throughput_gbps", 3);
  const auto b = metric(saw, "throughput_gbps", 3);
  EXPECT_TRUE(clearly_above(a, b)) << a.mean << " vs " << b.mean;
}

// §V: SAWL, waiting p·τ longer, avoids most of SAW's needless retransmissions of packets that
// were only buffered, and gains throughput on hybrid switches.
TEST(DcFatTreeClaims, SawlAboveSawOnHybridSwitches) {
  json base = classroom({{"traffic", {{"request_rate_per_s", 2e5}}},
                         {"switch", {{"type", "hybrid"}, {"n_e", 2}}}});
  json sawl = base, saw = base;
  sawl["tcp"] = {{"variant", "sawl"}};
  saw["tcp"] = {{"variant", "saw"}};
  const auto a = metric(sawl, "throughput_gbps", 4);
  const auto b = metric(saw, "throughput_gbps", 4);
  EXPECT_TRUE(clearly_above(a, b)) << a.mean << " vs " << b.mean;
  const auto na = metric(sawl, "needless_retransmits", 2);
  const auto nb = metric(saw, "needless_retransmits", 2);
  EXPECT_LT(na.mean, 0.7 * nb.mean);
}

// The GUI draws every switch's electronic buffer from node_buffers().
TEST(DcFatTreeModel, ReportsEverySwitchBuffer) {
  auto run = opslab::testing::build("dc_fattree", {{"sim", {{"duration_s", 0.002}, {"warmup_s", 0.0005}}},
                                                   {"traffic", {{"file_mode1_bytes", 1e5}, {"file_mode2_bytes", 1e6},
                                                                {"request_rate_per_s", 1e6}}}});
  run->advance_to(run->end_time());
  const auto buffers = run->node_buffers();
  EXPECT_EQ(buffers.size(), 80u);  // k = 8: 32 edge + 32 aggregation + 16 core switches
}

// Too large to run: a load whose connections would not fit in the machine's memory is refused
// before anything is built, with the estimate and the keys to change — on a 4 GB laptop
// 10⁶ connections (≈ 3.4 GB) is refused where 24 GB takes it; below 10⁶ flows nothing else
// changes.
TEST(DcFatTreeModel, ALoadWhoseConnectionsExceedTheMachinesMemoryIsRefusedUpFront) {
  const auto* m = opslab::scenario::find_model("dc_fattree");
  ASSERT_NE(m, nullptr);
  auto doc = m->defaults();
  doc["traffic"]["request_rate_per_s"] = 1e7;
  doc["sim"]["duration_s"] = 0.1;  // 10⁶ connections
  const auto count = m->flow_count(doc);
  EXPECT_GT(count.bytes_per_flow, 1000);
  EXPECT_NO_THROW(opslab::scenario::check_flow_count(count, 24e9));
  try {
    opslab::scenario::check_flow_count(count, 4e9);
    FAIL() << "1e6 connections of " << count.bytes_per_flow << " B accepted on 4 GB";
  } catch (const opslab::scenario::ScenarioError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("GB of memory"), std::string::npos) << what;
    EXPECT_NE(what.find("traffic.request_rate_per_s"), std::string::npos) << what;
    EXPECT_NE(what.find("sim.duration_s"), std::string::npos) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
  }
  doc["sim"]["duration_s"] = 0.01;  // 10⁵ connections: ≈ 0.34 GB
  EXPECT_NO_THROW(opslab::scenario::check_flow_count(m->flow_count(doc), 4e9));
  EXPECT_GT(opslab::scenario::machine_memory_bytes(), 1e8);
}
