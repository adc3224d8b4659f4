// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DumbbellModel: N flows, each from its own sender over an access link into router r0, a
// drop-tail bottleneck r0→r1, then to its own receiver; ACKs return over the reverse links.
// Not from a paper: the reference case for checking TCP against theory (docs/validation.md).
#include "models/dumbbell/dumbbell_model.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "net/link.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/flow_model_run.hpp"
#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models {

using scenario::common_facts;
using scenario::FlowModelRun;
using scenario::LayoutHint;
using scenario::ModelDescriptor;
using scenario::ModelRun;
using scenario::ParamSchema;
using scenario::Params;
using scenario::parse_sim;
using scenario::parse_tcp;
using scenario::parse_traffic;
using scenario::ScenarioError;
using scenario::SeriesInfo;
using scenario::SeriesRole;
using scenario::sim_schema;
using scenario::SimSection;
using scenario::tcp_schema;
using scenario::traffic_schema;
using scenario::TrafficSection;

namespace {

struct DumbbellConfig {
  std::string name;
  SimSection sim;
  transport::TcpConfig tcp;
  std::uint32_t flows = 10;
  std::int64_t access_bps = 0;
  std::int64_t bottleneck_bps = 0;
  std::vector<double> rtt_ms;  // per flow
  std::uint32_t queue_packets = 100;
  double loss_rate = 0;
  TrafficSection traffic;
};

const ParamSchema& schema() {
  static const ParamSchema schema = [] {
    ParamSchema s;
    s.group("topology", OPSLAB_UI_TEXT("schema", "Topology"))
        .integer("flows", 10, 1, 100000,
                 {OPSLAB_UI_TEXT("schema", "Flows"), "N", "",
                  OPSLAB_UI_TEXT("schema", "Number of TCP/UDP flows")})
        .number(
            "access_mbps", 1000.0, 0.001, 1e7,
            {OPSLAB_UI_TEXT("schema", "Access link rate"), "", OPSLAB_UI_TEXT("schema", "Mb/s")})
        .number("bottleneck_mbps", 100.0, 0.001, 1e7,
                {OPSLAB_UI_TEXT("schema", "Bottleneck rate"), "", OPSLAB_UI_TEXT("schema", "Mb/s")})
        .number("rtt_ms", 100.0, 0, 1e5,
                {OPSLAB_UI_TEXT("schema", "Base round-trip time"), "RTT",
                 OPSLAB_UI_TEXT("schema", "ms"),
                 OPSLAB_UI_TEXT("schema", "Propagation only, split over the path")})
        .numbers("rtt_ms_list", {}, 0, 1e5,
                 {OPSLAB_UI_TEXT("schema", "Per-flow RTTs"), "", OPSLAB_UI_TEXT("schema", "ms"),
                  OPSLAB_UI_TEXT("schema", "Comma-separated; its length divides the flow count")})
        .integer(
            "queue_packets", 100, 1, 100000000,
            {OPSLAB_UI_TEXT("schema", "Queue capacity"), "", OPSLAB_UI_TEXT("schema", "packets"),
             OPSLAB_UI_TEXT("schema", "Drop-tail buffer per output")})
        .number("loss_rate", 0.0, 0, 1,
                {OPSLAB_UI_TEXT("schema", "Random loss rate"), "p", "",
                 OPSLAB_UI_TEXT("schema", "Bernoulli loss of data packets on the bottleneck")});
    s.append(traffic_schema(80.0, 0.0, 0.0)).append(tcp_schema("reno")).append(sim_schema());
    return s;
  }();
  return schema;
}

DumbbellConfig parse(const nlohmann::json& doc) {
  const Params p(doc, schema());
  DumbbellConfig c;
  c.name = p.name();
  c.sim = parse_sim(p);
  c.flows = static_cast<std::uint32_t>(p.integer("topology.flows"));
  c.access_bps = static_cast<std::int64_t>(p.number("topology.access_mbps") * 1e6);
  c.bottleneck_bps = static_cast<std::int64_t>(p.number("topology.bottleneck_mbps") * 1e6);
  const double rtt = p.number("topology.rtt_ms");
  const auto list = p.numbers("topology.rtt_ms_list");
  if (!list.empty() && c.flows % list.size() != 0) {
    throw ScenarioError(
        "topology.rtt_ms_list: expected a length that divides topology.flows (equal groups)");
  }
  for (std::uint32_t i = 0; i < c.flows; ++i) {
    c.rtt_ms.push_back(list.empty() ? rtt : list[i * list.size() / c.flows]);
  }
  c.queue_packets = static_cast<std::uint32_t>(p.integer("topology.queue_packets"));
  c.loss_rate = p.number("topology.loss_rate");
  c.traffic = parse_traffic(p);
  c.tcp = parse_tcp(p, c.access_bps);
  return c;
}

class DumbbellRun final : public FlowModelRun {
 public:
  explicit DumbbellRun(const DumbbellConfig& c) : FlowModelRun("dumbbell", c.name, c.sim), cfg_(c) {
    build_topology();
    const auto live = net::instantiate(topo_, net_);
    bottleneck_ = &net_.link(bottleneck_id_);
    sim::RandomStream starts = sim_.random_stream("traffic/start");
    for (std::uint32_t i = 0; i < cfg_.flows; ++i) {
      net::Host& src = *live.hosts[senders_[i]];
      net::Host& dst = *live.hosts[receivers_[i]];
      const auto& t = cfg_.traffic;
      const double start = starts.uniform(t.start_min_s, t.start_max_s);
      if (t.udp) {
        add_udp_flow(src, dst, i, t.udp_packet_bytes, t.udp_load_bps / cfg_.flows, t.udp_poisson,
                     start, cfg_.rtt_ms[i]);
      } else {
        add_tcp_flow(src, dst, i, cfg_.tcp, start, cfg_.rtt_ms[i]);
      }
    }
    const net::Link* b = bottleneck_;
    sampler().add("queue_packets", "bottleneck", [b] { return double(b->queue_packets()); });
    start_measurements();
  }

 private:
  const transport::TcpConfig* tcp() const override { return &cfg_.tcp; }

  std::vector<SeriesInfo> model_series() const override {
    return {{"queue_packets", OPSLAB_UI_TEXT("model", "packets"),
             OPSLAB_UI_TEXT("model", "bottleneck queue"), SeriesRole::queue}};
  }

  void model_summary(metrics::SummaryBuilder& s, double window) const override {
    const auto& bs = bottleneck_->stats();
    s.set("utilization", static_cast<double>(bs.sent_bytes) * 8.0 /
                             (static_cast<double>(cfg_.bottleneck_bps) * window))
        .set("mean_queue_packets", bottleneck_->mean_queue_packets(sim_config().warmup))
        .set("peak_queue_packets", static_cast<std::int64_t>(bs.peak_queue_packets));
  }

  void build_topology() {
    const double min_rtt = *std::min_element(cfg_.rtt_ms.begin(), cfg_.rtt_ms.end());
    const sim::SimTime bottleneck_delay = sim::SimTime::ms(min_rtt / 6.0);
    const net::NodeId r0 = topo_.add_node("r0", net::NodeRole::router, 0.38, 0.5);
    const net::NodeId r1 = topo_.add_node("r1", net::NodeRole::router, 0.62, 0.5);
    for (std::uint32_t i = 0; i < cfg_.flows; ++i) {
      const double y = cfg_.flows == 1 ? 0.5 : static_cast<double>(i) / (cfg_.flows - 1);
      senders_.push_back(topo_.add_node(fmt::format("s{}", i), net::NodeRole::host, 0.0, y));
      receivers_.push_back(topo_.add_node(fmt::format("d{}", i), net::NodeRole::host, 1.0, y));
    }
    net::LinkParams core{cfg_.bottleneck_bps, bottleneck_delay, cfg_.queue_packets, 0.0};
    bottleneck_id_ = topo_.add_link(
        r0, r1, {cfg_.bottleneck_bps, bottleneck_delay, cfg_.queue_packets, cfg_.loss_rate});
    topo_.add_link(r1, r0, core);
    for (std::uint32_t i = 0; i < cfg_.flows; ++i) {
      // One-way propagation rtt/2 = 2·access + bottleneck.
      const sim::SimTime access =
          sim::SimTime::ms((cfg_.rtt_ms[i] / 2.0 - bottleneck_delay.to_ms()) / 2.0);
      const net::LinkParams a{cfg_.access_bps, access, cfg_.queue_packets, 0.0};
      topo_.add_duplex(senders_[i], r0, a);
      topo_.add_duplex(r1, receivers_[i], a);
    }
  }

  DumbbellConfig cfg_;
  std::vector<net::NodeId> senders_, receivers_;
  net::LinkId bottleneck_id_ = 0;
  const net::Link* bottleneck_ = nullptr;
};

// The card's facts: the flow count.
std::vector<scenario::CardFact> dumbbell_facts(const nlohmann::json& doc) {
  std::vector<scenario::CardFact> out{
      {OPSLAB_UI_TEXT("model", "%1 flows"), {doc.at("topology").at("flows")}}};
  for (auto& f : common_facts(doc)) out.push_back(std::move(f));
  return out;
}

}  // namespace

ModelDescriptor dumbbell_model() {
  ModelDescriptor m;
  m.name = "dumbbell";
  m.description = OPSLAB_UI_TEXT(
      "model",
      "Electronic dumbbell: N TCP or UDP flows through one drop-tail bottleneck (validation)");
  m.default_title = "Electronic dumbbell";
  m.schema = schema();
  m.check = [](const nlohmann::json& doc) { parse(doc); };
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<ModelRun> {
    return std::make_unique<DumbbellRun>(parse(doc));
  };
  m.layout = {LayoutHint::Kind::dumbbell};
  m.facts = dumbbell_facts;
  m.columns = dumbbell_columns();
  return m;
}

}  // namespace opslab::models
