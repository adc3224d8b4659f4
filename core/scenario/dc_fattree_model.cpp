// DcFatTreeRun: the data-center experiment of Minakhmetov, Ware & Iannone (§IV–V, Figs. 2, 4,
// 5). A k-ary fat-tree (FatTreeFabric) of all-optical, hybrid or electronic switches; file
// transfer requests arrive as a Poisson process "between all of the servers" (§IV); each
// request opens a TCP connection (3-way handshake, data, FIN teardown, 64-byte control
// packets, 9000 + 64-byte data packets) that is created when requested and destroyed once
// complete. Measured over [warm-up, end]: network throughput (payload delivered in order, all
// connections), completions and flow completion times, losses by switch layer, needless
// retransmissions, the share of switch passages that went through a buffer (O/E/O), and the
// peak buffer occupancy.
#include "scenario/dc_fattree_model.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "metrics/flow_sets.hpp"
#include "metrics/sampler.hpp"
#include "metrics/summary_builder.hpp"
#include "net/fat_tree.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "scenario/common_sections.hpp"
#include "scenario/flow_views.hpp"
#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/simulation.hpp"
#include "switching/fat_tree_fabric.hpp"
#include "switching/switching_events.hpp"
#include "transport/file_size.hpp"
#include "transport/tcp_receiver.hpp"
#include "transport/tcp_sender.hpp"

namespace opslab::scenario {

namespace {

constexpr double kNsPerMetre = 5.0;  // light in fibre, n ≈ 1.5 (§III-A footnote: n = 1.45)

struct DcConfig {
  std::string name;
  SimSection sim;
  transport::TcpConfig tcp;
  switching::FatTreeFabricParams fabric;
  double request_rate_per_s = 1e5;
  bool other_rack_only = false;
  transport::FileSizeDistribution files;
  double trace_min_bytes = 0;
};

// Parameters of Minakhmetov, Ware & Iannone (§III–IV); DESIGN §4.3.
const ParamSchema& schema() {
  static const ParamSchema schema = [] {
    ParamSchema s;
    s.group("topology", "Topology")
        .integer("k", 8, 2, 48, {"Fat-tree arity", "k", "", "k-ary fat-tree: k³/4 servers"})
        .number("link_gbps", 10.0, 0.001, 10000, {"Link rate", "", "Gb/s"})
        .number("link_m", 10.0, 0, 1e6, {"Link length", "", "m", "5 ns per metre"});
    s.group("traffic", "Traffic")
        .number("request_rate_per_s", 1e5, 1e-6, 1e10,
                {"Request rate", "λ", "1/s", "Poisson connection requests"})
        .choice("pairs", "any", {"any", "other_rack"},
                {"Server pairs", "", "", "Any two servers, or only servers in different racks"})
        .number("file_mode1_bytes", 1e7, 1, 1e13,
                {"File size, first mode", "", "bytes", "Bimodal log-normal file sizes"})
        .number("file_mode2_bytes", 1e9, 1, 1e13, {"File size, second mode", "", "bytes"})
        .number("file_mode1_share", 0.5, 0, 1,
                {"Share of the first mode", "", "", "Fraction of files drawn around mode 1"})
        .number("file_sigma", 1.0, 0, 10,
                {"Log-normal spread", "σ", "", "Standard deviation of ln(size) per mode"})
        .number("trace_min_bytes", 0.0, 0, 1e15,
                {"Traced transfer, minimum size", "", "bytes",
                 "The cwnd chart follows the first transfer at least this large"});
    s.group("switch", "Switch")
        .choice("type", "hybrid", {"all_optical", "hybrid", "electronic"}, {"Switch"})
        .integer("n_e", 5, 0, 48,
                 {"Buffer ports", "nₑ", "", "Electronic buffer ports of the hybrid switch (≤ k)"});
    s.append(tcp_schema("sack"));
    s.group("tcp", "TCP").boolean(
        "saw_karn", true,
        {"Karn's rule for SAW", "", "", "SAW/SAWL: no RTT sample from a retransmitted segment"});
    s.append(sim_schema());
    s.set_default("sim.duration_s", 0.1)
        .set_default("sim.warmup_s", 0.01)
        .set_default("sim.sample_interval_ms", 1.0)
        .set_default("sim.trace_flows", 1)
        // 9000-byte payload (MTU of a jumbo frame) + 64-byte header
        .set_default("tcp.packet_bytes", 9064)
        .set_default("tcp.header_bytes", 64)
        .set_default("tcp.ack_bytes", 64)          // SYN, FIN and ACK: a minimal frame (§IV)
        .set_default("tcp.initial_rto_ms", 1.0)    // T1 (§III-A)
        .set_default("tcp.min_rto_ms", 0.0)        // the α/β rule has no floor
        .set_default("tcp.rto_rule", "alpha_beta")
        .set_default("tcp.sack_rescue", false)     // §III-B: "we opt to omit such phase"
        .set_default("tcp.handshake", true);       // §IV: handshake and termination simulated
    return s;
  }();
  return schema;
}

DcConfig parse(const nlohmann::json& doc) {
  const Params p(doc, schema());
  DcConfig c;
  c.name = p.name();
  c.sim = parse_sim(p);
  const auto k = p.integer("topology.k");
  if (k % 2 != 0) throw ScenarioError(fmt::format("topology.k: expected an even integer, got {}", k));
  c.fabric.k = static_cast<std::uint32_t>(k);
  c.fabric.rate_bps = std::llround(p.number("topology.link_gbps") * 1e9);
  c.fabric.link_delay = sim::SimTime::ns(kNsPerMetre * p.number("topology.link_m"));
  const std::string type = p.choice("switch.type");
  c.fabric.switches.type = type == "all_optical" ? switching::SwitchType::all_optical
                           : type == "hybrid"    ? switching::SwitchType::hybrid
                                                 : switching::SwitchType::electronic;
  // n_e counts buffer ports of a hybrid switch (at most its k azimuths); the all-optical switch
  // is n_e = 0 and the electronic switch buffers everything, so there it is not used.
  const auto n_e = p.integer("switch.n_e");
  if (n_e > k) {
    throw ScenarioError(fmt::format("switch.n_e: expected an integer in [0, {}], got {}", k, n_e));
  }
  c.fabric.switches.n_e = static_cast<std::uint32_t>(n_e);
  c.request_rate_per_s = p.number("traffic.request_rate_per_s");
  c.other_rack_only = p.choice("traffic.pairs") == "other_rack";
  c.files.mode1_bytes = p.number("traffic.file_mode1_bytes");
  c.files.mode2_bytes = p.number("traffic.file_mode2_bytes");
  c.files.share1 = p.number("traffic.file_mode1_share");
  c.files.sigma = p.number("traffic.file_sigma");
  c.trace_min_bytes = p.number("traffic.trace_min_bytes");
  c.tcp = parse_tcp(p, c.fabric.rate_bps);
  c.tcp.saw_karn = p.boolean("tcp.saw_karn");
  return c;
}

std::int64_t i64(std::uint64_t v) { return static_cast<std::int64_t>(v); }
double nan() { return std::numeric_limits<double>::quiet_NaN(); }

constexpr std::size_t kLayers = 3;  // edge, aggregation, core
std::size_t layer_index(net::FatTreeLayer l) {
  return l == net::FatTreeLayer::edge ? 0 : l == net::FatTreeLayer::aggregation ? 1 : 2;
}
constexpr const char* kLayerNames[kLayers] = {"edge", "aggregation", "core"};

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
  bool advance_to(sim::SimTime t) override { return sim_.run_until(std::min(t, end_time())); }
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

  /// One TCP connection: its endpoints, and the interposer in front of its receiver that
  /// counts in-order payload and duplicate (needlessly retransmitted) data.
  struct Connection final : net::PacketReceiver, sim::EventHandler {
    Connection(DcFatTreeRun& m, net::FlowId f, std::uint32_t s, std::uint32_t d,
               std::uint64_t b, sim::SimTime t)
        : model(m), flow(f), src(s), dst(d), bytes(b), requested(t) {}
    void receive(net::PacketPtr p) override { model.at_receiver(*this, std::move(p)); }
    void handle_event(sim::Event&) override { model.reap(*this); }

    DcFatTreeRun& model;
    net::FlowId flow;
    std::uint32_t src, dst;  // server numbers
    std::uint64_t bytes;
    sim::SimTime requested;
    std::size_t slot = 0;  // index in active_
    bool complete = false;
    std::uint64_t delivered = 0;
    std::uint64_t needless = 0;
    std::unique_ptr<transport::TcpSender> sender;      // declared first: destroyed last
    std::unique_ptr<transport::TcpReceiver> receiver;
    sim::Event reap_event{this};
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
  void at_receiver(Connection& c, net::PacketPtr p);
  void on_complete(Connection& c);
  void reap(Connection& c);
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
  std::vector<std::unique_ptr<Connection>> dead_;    // destroyed at the next reap
  std::vector<Record> records_;                      // destroyed connections
  std::vector<const Connection*> traced_;            // cwnd trace slots
  std::uint32_t traced_assigned_ = 0;
  Totals retired_;  // of destroyed connections
  std::uint64_t open_ = 0;  // requested and not complete
  std::uint64_t delivered_ = 0;
  std::uint64_t needless_ = 0;
  std::uint64_t requests_ = 0;
  std::uint64_t completed_ = 0;
  double fct_sum_s_ = 0;  // of completions in the window

  // Snapshots at the end of the warm-up.
  bool warm_ = false;
  Totals base_;
  ByLayer layers_base_{};
  std::uint64_t delivered_base_ = 0, needless_base_ = 0, requests_base_ = 0, drops_base_ = 0,
                data_drops_base_ = 0, stale_base_ = 0;
};

DcFatTreeRun::DcFatTreeRun(const DcConfig& c)
    : cfg_(c),
      sim_(c.sim.seed),
      net_(sim_),
      sampler_(sim_, c.sim.sample_interval),
      arrivals_rng_(sim_.random_stream("traffic/arrivals")),
      pairs_rng_(sim_.random_stream("traffic/pairs")),
      sizes_rng_(sim_.random_stream("traffic/sizes")) {
  fabric_ = std::make_unique<switching::FatTreeFabric>(net_, topo_, cfg_.fabric);
  traced_.assign(cfg_.sim.trace_flows, nullptr);
  add_probes();
  sampler_.start(sim::SimTime::zero());
  sim_.schedule(warmup_, cfg_.sim.warmup);
  sim_.schedule(arrival_,
                sim::SimTime::s(arrivals_rng_.exponential(1.0 / cfg_.request_rate_per_s)));
}

void DcFatTreeRun::handle_event(sim::Event& ev) {
  if (ev.tag() == kWarmup) {
    on_warmup();
    return;
  }
  request();
  sim_.schedule_in(arrival_,
                   sim::SimTime::s(arrivals_rng_.exponential(1.0 / cfg_.request_rate_per_s)));
}

void DcFatTreeRun::request() {
  // A uniformly random ordered pair of distinct servers ("between all of the servers", §IV),
  // or of servers in different racks.
  const std::uint32_t n = fabric_->server_count();
  const std::uint32_t rack = fabric_->tree().servers_per_rack();
  const auto src = static_cast<std::uint32_t>(pairs_rng_.uniform_index(n));
  std::uint32_t dst;
  if (cfg_.other_rack_only) {
    const std::uint32_t first = src / rack * rack;
    dst = static_cast<std::uint32_t>(pairs_rng_.uniform_index(n - rack));
    if (dst >= first) dst += rack;
  } else {
    dst = static_cast<std::uint32_t>(pairs_rng_.uniform_index(n - 1));
    if (dst >= src) ++dst;
  }
  const std::uint64_t bytes = cfg_.files.draw(sizes_rng_);
  const net::FlowId flow = next_flow_++;
  net::Host& s = fabric_->server(src);
  net::Host& d = fabric_->server(dst);
  auto c = std::make_unique<Connection>(*this, flow, src, dst, bytes, sim_.now());
  c->sender = std::make_unique<transport::TcpSender>(net_, s, d.id(), flow, cfg_.tcp, bytes);
  c->receiver = std::make_unique<transport::TcpReceiver>(net_, d, s.id(), flow, cfg_.tcp);
  d.bind(flow, *c);  // the interposer stands in front of the receiver
  Connection* conn = c.get();
  c->sender->on_complete([this, conn](transport::TcpSender&) { on_complete(*conn); });
  c->sender->start_at(sim_.now());
  if (warm_ && traced_assigned_ < traced_.size() &&
      static_cast<double>(bytes) >= cfg_.trace_min_bytes) {
    traced_[traced_assigned_++] = conn;
  }
  ++requests_;
  ++open_;
  c->slot = active_.size();
  active_.push_back(std::move(c));
}

void DcFatTreeRun::at_receiver(Connection& c, net::PacketPtr p) {
  if (p->kind == net::PacketKind::tcp_data) {
    // All of its bytes already arrived: this copy (or an earlier one) was sent needlessly.
    const std::uint64_t start = p->seq;
    const std::uint64_t end = p->seq + p->payload_bytes;
    bool duplicate = end <= c.receiver->rcv_nxt();
    for (const auto& b : c.receiver->out_of_order_blocks()) {
      if (duplicate || b.start > start) break;
      duplicate = end <= b.end;
    }
    if (duplicate) {
      ++c.needless;
      ++needless_;
    }
  }
  const std::uint64_t before = c.receiver->rcv_nxt();
  c.receiver->receive(std::move(p));
  const std::uint64_t gained = c.receiver->rcv_nxt() - before;
  c.delivered += gained;
  delivered_ += gained;
}

void DcFatTreeRun::on_complete(Connection& c) {
  c.complete = true;
  --open_;
  ++completed_;
  if (warm_) fct_sum_s_ += (sim_.now() - c.requested).to_seconds();
  for (auto& t : traced_) {
    if (t == &c) t = nullptr;
  }
  // Destroy it once stray packets (a late duplicate, the final ACK) have had about one RTO
  // to arrive; later ones are counted as stale drops at the hosts.
  sim_.schedule(c.reap_event, sim_.now() + c.sender->rto().timeout());
}

DcFatTreeRun::Record DcFatTreeRun::record(const Connection& c) const {
  const auto& s = c.sender->stats();
  return Record{c.flow,
                c.src,
                c.dst,
                c.bytes,
                c.requested,
                c.complete ? c.sender->completion_time() : sim::SimTime::max(),
                c.delivered,
                s.segments_sent,
                s.retransmits,
                s.timeouts,
                s.fast_retransmits,
                c.receiver->stats().reordered,
                c.needless,
                c.sender->cwnd() / c.sender->mss(),
                c.sender->rto().has_sample() ? c.sender->rto().srtt().to_ms() : nan()};
}

void DcFatTreeRun::reap(Connection& c) {
  dead_.clear();  // connections reaped earlier are no longer running any code
  retired_.add(c);
  records_.push_back(record(c));
  const std::size_t i = c.slot;
  std::swap(active_[i], active_.back());
  active_[i]->slot = i;
  dead_.push_back(std::move(active_.back()));
  active_.pop_back();
}

DcFatTreeRun::Totals DcFatTreeRun::totals() const {
  Totals t = retired_;
  for (const auto& c : active_) t.add(*c);
  return t;
}

DcFatTreeRun::ByLayer DcFatTreeRun::layer_stats() const {
  ByLayer by{};
  for (const auto* sw : fabric_->switches()) {
    auto& l = by[layer_index(fabric_->layer(sw->id()))];
    const auto& s = sw->stats();
    l.arrivals += s.arrivals;
    l.cut_through += s.cut_through;
    l.buffered += s.buffered;
    l.dropped += s.dropped;
    for (std::uint32_t port = 0; port < sw->outputs(); ++port) {
      if (fabric_->layer(sw->output_fiber(port).to()) == net::FatTreeLayer::server) {
        l.dropped_to_servers += sw->drops_at(port);
      }
    }
  }
  return by;
}

void DcFatTreeRun::on_warmup() {
  warm_ = true;
  base_ = totals();
  layers_base_ = layer_stats();
  delivered_base_ = delivered_;
  needless_base_ = needless_;
  requests_base_ = requests_;
  completed_ = 0;
  drops_base_ = net_.total_drops();
  data_drops_base_ = net_.data_drops();
  stale_base_ = net_.drops(net::DropCause::stale);
  for (auto* sw : fabric_->switches()) sw->reset_peaks();
}

void DcFatTreeRun::add_probes() {
  sampler_.add_rate("throughput_gbps", "total", [this] { return double(delivered_); }, 8.0 / 1e9);
  sampler_.add("active_connections", "total", [this] { return double(open_); });
  for (std::size_t l = 0; l < kLayers; ++l) {
    sampler_.add("buffer_bytes", kLayerNames[l], [this, l] {
      double b = 0;
      for (const auto* sw : fabric_->switches()) {
        if (layer_index(fabric_->layer(sw->id())) == l) b += double(sw->buffer_bytes());
      }
      return b;
    });
  }
  sampler_.add("buffer_packets", "total", [this] {
    double n = 0;
    for (const auto* sw : fabric_->switches()) n += sw->buffer_packets();
    return n;
  });
  for (std::size_t l = 0; l < kLayers; ++l) {
    sampler_.add_rate("drops_per_s", kLayerNames[l],
                      [this, l] { return double(layer_stats()[l].dropped); }, 1.0);
  }
  for (std::size_t i = 0; i < traced_.size(); ++i) {
    const std::string key = fmt::format("trace{}", i);
    sampler_.add("cwnd", key, [this, i] {
      const Connection* c = traced_[i];
      return c ? c->sender->cwnd() / c->sender->mss() : nan();
    });
    sampler_.add("ssthresh", key, [this, i] {
      const Connection* c = traced_[i];
      if (c == nullptr || c->sender->ssthresh() >= double(transport::TcpSender::kBulk)) {
        return nan();
      }
      return c->sender->ssthresh() / c->sender->mss();
    });
    sampler_.add("flow", key, [this, i] {
      const Connection* c = traced_[i];
      return c ? double(c->flow) : nan();
    });
  }
}

metrics::RunResult DcFatTreeRun::results() const {
  const double window = window_s();
  const bool measured = warm_ && window > 0;
  const Totals now = totals();
  const Totals base = warm_ ? base_ : Totals{};
  const ByLayer layers = layer_stats();
  const ByLayer lbase = warm_ ? layers_base_ : ByLayer{};
  const std::uint64_t delivered = delivered_ - (warm_ ? delivered_base_ : 0);
  const double throughput_bps = measured ? double(delivered) * 8.0 / window : 0.0;

  metrics::SummaryBuilder s;
  s.set("scenario", cfg_.name)
      .set("model", std::string("dc_fattree"))
      .set("seed", static_cast<std::int64_t>(cfg_.sim.seed))
      .set("sim_time_s", sim_.now().to_seconds())
      .set("goodput_mbps", throughput_bps / 1e6)
      .set("drops", i64(net_.total_drops() - drops_base_))
      .set("retransmits", i64(now.retransmits - base.retransmits))
      .set("timeouts", i64(now.timeouts - base.timeouts))
      .set("fast_retransmits", i64(now.fast - base.fast))
      .set("events", i64(sim_.events_processed()));

  std::uint64_t arrivals = 0, cut = 0, buffered = 0;
  for (std::size_t l = 0; l < kLayers; ++l) {
    arrivals += layers[l].arrivals - lbase[l].arrivals;
    cut += layers[l].cut_through - lbase[l].cut_through;
    buffered += layers[l].buffered - lbase[l].buffered;
  }
  std::uint32_t peak_packets = 0;
  std::uint64_t peak_bytes = 0;
  for (const auto* sw : fabric_->switches()) {
    peak_packets = std::max(peak_packets, sw->peak_buffer_packets());
    peak_bytes = std::max(peak_bytes, sw->peak_buffer_bytes());
  }
  const std::uint64_t segments = now.segments - base.segments;
  const std::uint64_t data_drops = net_.data_drops() - data_drops_base_;
  s.set("throughput_gbps", throughput_bps / 1e9)
      .set("requests", i64(requests_ - requests_base_))
      .set("completed", i64(completed_))
      .set("active_connections", i64(open_))
      .set("mean_fct_ms", completed_ > 0 && warm_
                              ? metrics::Value(fct_sum_s_ / double(completed_) * 1e3)
                              : metrics::Value())
      .set("data_segments_sent", i64(segments))
      .set("data_drops", i64(data_drops))
      .set("data_loss_ratio", segments ? double(data_drops) / double(segments) : 0.0);
  for (std::size_t l = 0; l < kLayers; ++l) {
    s.set(fmt::format("drops_{}", kLayerNames[l]), i64(layers[l].dropped - lbase[l].dropped));
  }
  s.set("drops_to_servers", i64(layers[0].dropped_to_servers - lbase[0].dropped_to_servers))
      .set("stale_drops", i64(net_.drops(net::DropCause::stale) - stale_base_))
      .set("needless_retransmits", i64(needless_ - needless_base_))
      .set("switch_passages", i64(arrivals))
      .set("cut_through", i64(cut))
      .set("buffered", i64(buffered))
      .set("oeo_fraction", arrivals ? double(buffered) / double(arrivals) : 0.0)
      .set("peak_buffer_bytes", i64(peak_bytes))
      .set("peak_buffer_packets", static_cast<std::int64_t>(peak_packets))
      .set("reordered_packets", i64(now.reordered - base.reordered));

  metrics::RunResult r;
  r.summary = s.build();
  r.flows.columns = metrics::flow_columns();
  for (const char* extra : {"src", "dst", "file_bytes", "complete", "fct_ms",
                            "needless_retransmits"}) {
    r.flows.columns.emplace_back(extra);
  }
  auto row = [&](const Record& rec) {
    const bool done = rec.completed != sim::SimTime::max();
    const sim::SimTime end = done ? rec.completed : sim_.now();
    const double life = (end - rec.requested).to_seconds();
    r.flows.rows.push_back(
        {i64(rec.flow), std::string("tcp"), metrics::Value(), rec.requested.to_seconds(),
         life > 0 ? metrics::Value(double(rec.delivered) * 8.0 / life / 1e6) : metrics::Value(),
         i64(rec.delivered), i64(rec.segments), i64(rec.retransmits), i64(rec.timeouts),
         i64(rec.fast), i64(rec.reordered), rec.cwnd_packets,
         std::isnan(rec.srtt_ms) ? metrics::Value() : metrics::Value(rec.srtt_ms),
         metrics::Value(), metrics::Value(), metrics::Value(), metrics::Value(),
         static_cast<std::int64_t>(rec.src), static_cast<std::int64_t>(rec.dst), i64(rec.bytes),
         static_cast<std::int64_t>(done), done ? metrics::Value(life * 1e3) : metrics::Value(),
         i64(rec.needless)});
  };
  // Destroyed connections, then live ones, in the order they were requested.
  std::vector<Record> all = records_;
  for (const auto& c : active_) all.push_back(record(*c));
  std::sort(all.begin(), all.end(), [](const Record& a, const Record& b) { return a.flow < b.flow; });
  for (const auto& rec : all) row(rec);
  r.timeseries = sampler_.data();
  return r;
}

std::vector<SeriesInfo> DcFatTreeRun::series() const {
  // cwnd and ssthresh are keyed by trace slot ("trace0"); "flow" names the slot's flow.
  return describe_series(
      sampler_.data(),
      {{"throughput_gbps", "Gb/s", "throughput", SeriesRole::goodput, "total"},
       {"active_connections", "", "open connections", SeriesRole::other, "total"},
       {"buffer_bytes", "bytes", "electronic buffers by layer", SeriesRole::queue},
       {"buffer_packets", "packets", "electronic buffers", SeriesRole::other, "total"},
       {"drops_per_s", "1/s", "drops by layer", SeriesRole::other},
       {"cwnd", "segments", "congestion window", SeriesRole::window},
       {"ssthresh", "segments", "slow-start threshold", SeriesRole::threshold},
       {"flow", "", "traced flow", SeriesRole::other}});
}

std::vector<FlowState> DcFatTreeRun::flow_states() const {
  std::vector<FlowState> out;
  out.reserve(active_.size());
  for (const auto& c : active_) out.push_back(tcp_flow_state(*c->sender, c->delivered));
  return out;
}

// The card's facts: the fat-tree's arity.
std::vector<std::string> facts(const nlohmann::json& doc) {
  std::vector<std::string> out{"k = " + fact_value(doc.at("topology").at("k"))};
  for (auto& f : common_facts(doc)) out.push_back(std::move(f));
  return out;
}

}  // namespace

ModelDescriptor dc_fattree_model() {
  ModelDescriptor m;
  m.name = "dc_fattree";
  m.description =
      "Minakhmetov et al.: TCP over a fat-tree data center of all-optical, hybrid or "
      "electronic switches";
  m.default_title = "Minakhmetov et al. data-center fat-tree";
  m.schema = schema();
  m.check = [](const nlohmann::json& doc) { parse(doc); };
  m.build = [](const nlohmann::json& doc) -> std::unique_ptr<ModelRun> {
    return std::make_unique<DcFatTreeRun>(parse(doc));
  };
  m.vocabulary = {switching::kHybridVocabulary};
  m.layout = {LayoutHint::Kind::layered};
  m.facts = facts;
  return m;
}

}  // namespace opslab::scenario
