// DumbbellModel: N flows, each from its own sender over an access link into router r0, a
// drop-tail bottleneck r0→r1, then to its own receiver; ACKs return over the reverse links.
// Not from a paper: the reference case for checking TCP against theory (DESIGN §4.0).
#include "scenario/dumbbell_model.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "metrics/fairness.hpp"
#include "metrics/flow_sets.hpp"
#include "metrics/sampler.hpp"
#include "metrics/summary_builder.hpp"
#include "net/host.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/simulation.hpp"
#include "transport/tcp_receiver.hpp"
#include "transport/tcp_sender.hpp"
#include "transport/udp.hpp"

namespace opslab::scenario {

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
  bool udp = false;
  double udp_load_bps = 0;
  std::uint32_t udp_packet_bytes = 1500;
  bool udp_poisson = true;
  double start_min_s = 0;
  double start_max_s = 0;
};

nlohmann::json defaults() {
  return {{"model", "dumbbell"},
          {"name", "Electronic dumbbell"},
          {"sim", sim_defaults()},
          {"tcp", tcp_defaults("reno")},
          {"topology",
           {{"flows", 10},
            {"access_mbps", 1000.0},
            {"bottleneck_mbps", 100.0},
            {"rtt_ms", 100.0},
            {"rtt_ms_list", nlohmann::json::array()},
            {"queue_packets", 100},
            {"loss_rate", 0.0}}},
          {"traffic",
           {{"kind", "tcp"},
            {"udp_load_mbps", 80.0},
            {"udp_pattern", "poisson"},
            {"udp_packet_bytes", 1500},
            {"start_min_s", 0.0},
            {"start_max_s", 0.0}}}};
}

DumbbellConfig parse(const nlohmann::json& doc) {
  const Params p(doc);
  DumbbellConfig c;
  c.name = p.text("name");
  c.sim = parse_sim(p);
  c.flows = static_cast<std::uint32_t>(p.integer("topology.flows", 1, 100000));
  c.access_bps = static_cast<std::int64_t>(p.number("topology.access_mbps", 0.001, 1e7) * 1e6);
  c.bottleneck_bps =
      static_cast<std::int64_t>(p.number("topology.bottleneck_mbps", 0.001, 1e7) * 1e6);
  const double rtt = p.number("topology.rtt_ms", 0, 1e5);
  const auto list = p.numbers("topology.rtt_ms_list", 0, 1e5);
  if (!list.empty() && c.flows % list.size() != 0) {
    throw ScenarioError(
        "topology.rtt_ms_list: expected a length that divides topology.flows (equal groups)");
  }
  for (std::uint32_t i = 0; i < c.flows; ++i) {
    c.rtt_ms.push_back(list.empty() ? rtt : list[i * list.size() / c.flows]);
  }
  c.queue_packets = static_cast<std::uint32_t>(p.integer("topology.queue_packets", 1, 100000000));
  c.loss_rate = p.number("topology.loss_rate", 0, 1);
  c.udp = p.choice("traffic.kind", {"tcp", "udp"}) == "udp";
  c.udp_load_bps = p.number("traffic.udp_load_mbps", 1e-6, 1e7) * 1e6;
  c.udp_poisson = p.choice("traffic.udp_pattern", {"poisson", "constant"}) == "poisson";
  c.udp_packet_bytes = static_cast<std::uint32_t>(p.integer("traffic.udp_packet_bytes", 1, 65535));
  c.start_min_s = p.number("traffic.start_min_s", 0, 1e6);
  c.start_max_s = p.number("traffic.start_max_s", 0, 1e6);
  if (c.start_max_s < c.start_min_s) {
    throw ScenarioError("traffic.start_max_s: expected a value >= traffic.start_min_s");
  }
  c.tcp = parse_tcp(p, c.access_bps);
  return c;
}

class DumbbellRun final : public ModelRun, private sim::EventHandler {
 public:
  explicit DumbbellRun(const DumbbellConfig& c)
      : cfg_(c), sim_(c.sim.seed), net_(sim_), sampler_(sim_, c.sim.sample_interval) {
    build_topology();
    const auto live = net::instantiate(topo_, net_);
    bottleneck_ = &net_.link(bottleneck_id_);
    sim::RandomStream starts = sim_.random_stream("traffic/start");
    for (std::uint32_t i = 0; i < cfg_.flows; ++i) {
      net::Host& src = *live.hosts[senders_[i]];
      net::Host& dst = *live.hosts[receivers_[i]];
      const double start = starts.uniform(cfg_.start_min_s, cfg_.start_max_s);
      if (cfg_.udp) {
        auto& source = udp_sources_.emplace_back(std::make_unique<transport::UdpSource>(
            net_, src, dst.id(), i, cfg_.udp_packet_bytes, cfg_.udp_load_bps / cfg_.flows,
            cfg_.udp_poisson ? transport::UdpSource::Pattern::poisson
                             : transport::UdpSource::Pattern::constant));
        auto& sink = udp_sinks_.emplace_back(std::make_unique<transport::UdpSink>(net_, dst, i));
        source->start_at(sim::SimTime::s(start));
        udp_.add({source.get(), sink.get(), cfg_.rtt_ms[i]});
      } else {
        auto& snd = senders_tcp_.emplace_back(
            std::make_unique<transport::TcpSender>(net_, src, dst.id(), i, cfg_.tcp));
        auto& rcv = receivers_tcp_.emplace_back(
            std::make_unique<transport::TcpReceiver>(net_, dst, src.id(), i, cfg_.tcp));
        snd->start_at(sim::SimTime::s(start));
        tcp_.add({snd.get(), rcv.get(), cfg_.rtt_ms[i], start});
      }
    }
    if (cfg_.udp) {
      udp_.add_probes(sampler_);
    } else {
      tcp_.add_probes(sampler_, cfg_.sim.trace_flows);
    }
    const net::Link* b = bottleneck_;
    sampler_.add("queue_packets", "bottleneck", [b] { return double(b->queue_packets()); });
    sampler_.start(sim::SimTime::zero());
    sim_.schedule(warmup_, cfg_.sim.warmup);
  }

  sim::Simulation& simulation() override { return sim_; }
  net::Network& network() override { return net_; }
  const net::Topology& topology() const override { return topo_; }
  sim::SimTime end_time() const override { return cfg_.sim.duration; }
  bool advance_to(sim::SimTime t) override { return sim_.run_until(std::min(t, end_time())); }

  metrics::RunResult results() const override {
    const double window = (sim_.now() - cfg_.sim.warmup).to_seconds();
    metrics::RunResult r;
    metrics::SummaryBuilder s;
    const auto goodputs = cfg_.udp ? udp_.goodputs_mbps(window) : tcp_.goodputs_mbps(window);
    double total = 0;
    for (double g : goodputs) total += g;
    s.set("scenario", cfg_.name)
        .set("model", std::string("dumbbell"))
        .set("seed", static_cast<std::int64_t>(cfg_.sim.seed))
        .set("sim_time_s", sim_.now().to_seconds())
        .set("goodput_mbps", total)
        .set("jain_fairness", metrics::jain_index(goodputs))
        .set("drops", static_cast<std::int64_t>(net_.total_drops() - drops_base_))
        .set("events", static_cast<std::int64_t>(sim_.events_processed()));
    if (cfg_.udp) {
      s.set("udp_jitter_ms", udp_.jitter_ms());
    } else {
      s.set("retransmits", static_cast<std::int64_t>(tcp_.retransmits()))
          .set("timeouts", static_cast<std::int64_t>(tcp_.timeouts()))
          .set("fast_retransmits", static_cast<std::int64_t>(tcp_.fast_retransmits()));
    }
    const auto& bs = bottleneck_->stats();
    s.set("utilization", static_cast<double>(bs.sent_bytes) * 8.0 /
                             (static_cast<double>(cfg_.bottleneck_bps) * window))
        .set("mean_queue_packets", bottleneck_->mean_queue_packets(cfg_.sim.warmup))
        .set("peak_queue_packets", static_cast<std::int64_t>(bs.peak_queue_packets))
        .set("reordered_packets",
             static_cast<std::int64_t>(cfg_.udp ? udp_.reordered() : tcp_.reordered()));
    if (cfg_.udp) {
      const auto sent = udp_.sent();
      const auto lost = net_.data_drops() - data_drops_base_;
      s.set("mean_delay_ms", udp_.mean_delay_ms())
          .set("udp_loss_rate",
               sent ? static_cast<double>(lost) / static_cast<double>(sent) : 0.0);
    }
    r.summary = s.build();
    r.flows.columns = metrics::flow_columns();
    if (cfg_.udp) {
      udp_.append_rows(r.flows, window);
    } else {
      tcp_.append_rows(r.flows, window);
    }
    r.timeseries = sampler_.data();
    return r;
  }

  const metrics::TimeSeries& timeseries() const override { return sampler_.data(); }

  metrics::Table flow_states() const override {
    metrics::Table t;
    t.columns = metrics::flow_state_columns();
    tcp_.append_states(t);
    udp_.append_states(t);
    return t;
  }

 private:
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
    bottleneck_id_ = topo_.add_link(r0, r1, {cfg_.bottleneck_bps, bottleneck_delay,
                                             cfg_.queue_packets, cfg_.loss_rate});
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

  void handle_event(sim::Event&) override {  // end of warm-up
    tcp_.snapshot();
    udp_.snapshot();
    for (std::size_t l = 0; l < net_.link_count(); ++l) net_.link(l).reset_stats();
    drops_base_ = net_.total_drops();
    data_drops_base_ = net_.data_drops();
  }

  DumbbellConfig cfg_;
  sim::Simulation sim_;
  net::Network net_;
  net::Topology topo_;
  std::vector<net::NodeId> senders_, receivers_;
  net::LinkId bottleneck_id_ = 0;
  const net::Link* bottleneck_ = nullptr;
  std::vector<std::unique_ptr<transport::TcpSender>> senders_tcp_;
  std::vector<std::unique_ptr<transport::TcpReceiver>> receivers_tcp_;
  std::vector<std::unique_ptr<transport::UdpSource>> udp_sources_;
  std::vector<std::unique_ptr<transport::UdpSink>> udp_sinks_;
  metrics::TcpFlowSet tcp_;
  metrics::UdpFlowSet udp_;
  metrics::Sampler sampler_;
  sim::Event warmup_{this};
  std::uint64_t drops_base_ = 0;
  std::uint64_t data_drops_base_ = 0;
};

}  // namespace

ModelDescriptor dumbbell_model() {
  return ModelDescriptor{
      "dumbbell",
      "Electronic dumbbell: N TCP or UDP flows through one drop-tail bottleneck (validation)",
      defaults,
      [](const nlohmann::json& doc) { parse(doc); },
      [](const nlohmann::json& doc) -> std::unique_ptr<ModelRun> {
        return std::make_unique<DumbbellRun>(parse(doc));
      }};
}

}  // namespace opslab::scenario
