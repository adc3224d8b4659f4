// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/obs_nsfnet/obs_nsfnet_run.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "edge/burst_events.hpp"
#include "models/obs_nsfnet/bounded_pareto.hpp"
#include "models/obs_nsfnet/nsfnet.hpp"
#include "net/link.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::obs {

namespace {

constexpr double kUsPerKm = 5.0;  // light in fibre

std::int64_t i64(std::uint64_t v) {
  return static_cast<std::int64_t>(v);
}

}  // namespace

ObsNsfnetRun::ObsNsfnetRun(const ObsConfig& c)
    : FlowModelRun("obs_nsfnet", c.name, c.sim), cfg_(c), edge_sites_(nsfnet_edges()) {
  build_topology();
  const auto live = net::instantiate(
      topo_, net_, [this](net::NodeId id, const net::VertexSpec& v) -> std::unique_ptr<net::Node> {
        for (std::uint32_t e = 0; e < edge_sites_.size(); ++e) {
          if (site_nodes_[edge_sites_[e]] == id) {
            auto node = std::make_unique<switching::ObsEdgeNode>(id, v.name, attachment_);
            edges_[e] = node.get();
            return node;
          }
        }
        return nullptr;  // core sites: their optical side is the JetBurstCore
      });
  build_core(live);
  if (cfg_.long_lived) {
    add_long_lived_flows(live);
  } else {
    add_poisson_flows(live);
  }
  add_probes();
  start_measurements();
}

void ObsNsfnetRun::build_topology() {
  const auto& sites = nsfnet_sites();
  for (const auto& s : sites) {
    const auto [x, y] = nsfnet_map_position(s);
    site_nodes_.push_back(topo_.add_node(std::string(s.name), net::NodeRole::switch_, x, y));
  }
  const net::LinkParams proto{cfg_.core.rate_bps, sim::SimTime::zero(), 0, 0.0};
  for (const auto& l : nsfnet_links()) {
    net::LinkParams p = proto;
    p.delay = sim::SimTime::us(kUsPerKm * l.km);
    fibre_links_.push_back(topo_.add_link(site_nodes_[l.a], site_nodes_[l.b], p, true));
    fibre_links_.push_back(topo_.add_link(site_nodes_[l.b], site_nodes_[l.a], p, true));
  }
  edges_.assign(edge_sites_.size(), nullptr);
  hosts_.resize(edge_sites_.size());
  if (cfg_.long_lived) {
    // §IV: N_s flows on one route, each host with aggregate / N_s of access rate.
    const double rate = cfg_.aggregate_access_bps / cfg_.flows;
    add_hosts(cfg_.src_edge, cfg_.flows, rate);
    add_hosts(cfg_.dst_edge, cfg_.flows, rate);
  } else {
    for (std::uint32_t e = 0; e < edge_sites_.size(); ++e) {
      add_hosts(e, cfg_.hosts_per_edge, static_cast<double>(cfg_.access_bps));
    }
  }
  attachment_.edge_of_node.assign(topo_.node_count(), -1);
  for (std::uint32_t e = 0; e < edge_sites_.size(); ++e) {
    attachment_.edge_nodes.push_back(site_nodes_[edge_sites_[e]]);
    for (auto h : hosts_[e]) attachment_.edge_of_node[h] = static_cast<std::int32_t>(e);
  }
}

void ObsNsfnetRun::add_hosts(std::uint32_t edge, std::uint32_t count, double access_bps) {
  const net::NodeId at = site_nodes_[edge_sites_[edge]];
  const net::VertexSpec v = topo_.node(at);  // a copy: adding nodes moves the vertices
  const net::LinkParams access{std::max<std::int64_t>(1, std::llround(access_bps)),
                               cfg_.access_delay, cfg_.access_queue_packets, 0.0};
  // The hosts on a ring beside the site, on its open side (away from the other sites).
  constexpr double kRing = 0.028, kRingOffset = 0.042;
  const auto [dx, dy] = nsfnet_open_direction(edge_sites_[edge]);
  const double cx = v.x + kRingOffset * dx, cy = v.y + kRingOffset * dy;
  for (std::uint32_t i = 0; i < count; ++i) {
    const double angle = 2 * std::numbers::pi * (i + 0.5) / count;
    const net::NodeId h =
        topo_.add_node(fmt::format("{}-h{}", v.name, i), net::NodeRole::host,
                       cx + kRing * std::cos(angle), cy + kRing * std::sin(angle));
    topo_.add_link(h, at, access);
    topo_.add_link(at, h, access);
    hosts_[edge].push_back(h);
  }
}

void ObsNsfnetRun::build_core(const net::Instantiated&) {
  std::vector<switching::CoreFibre> fibres;
  for (std::size_t f = 0; f < fibre_links_.size(); ++f) {
    const auto l = fibre_links_[f];
    fibres.push_back({topo_.link_from(l), topo_.link_to(l), topo_.link_params(l).delay, l});
  }
  core_ = std::make_unique<switching::JetBurstCore>(net_, cfg_.core, std::move(fibres), "core");
  for (std::uint32_t a = 0; a < edge_sites_.size(); ++a) {
    for (std::uint32_t b = 0; b < edge_sites_.size(); ++b) {
      if (a == b) continue;
      core_->add_route(site_nodes_[edge_sites_[a]], site_nodes_[edge_sites_[b]],
                       nsfnet_shortest_path(edge_sites_[a], edge_sites_[b]), *edges_[b]);
    }
  }
  core_->set_outcome_hook([this](const edge::OpticalPacket& b, switching::BurstOutcome o) {
    if (warm_) bursts_.record(b, o != switching::BurstOutcome::delivered);
  });
  for (std::uint32_t e = 0; e < edge_sites_.size(); ++e) {
    for (auto h : hosts_[e]) {
      // The edge → host access link: its id follows the host → edge one (add_hosts).
      for (std::size_t l = 0; l < topo_.link_count(); ++l) {
        const auto id = static_cast<net::LinkId>(l);
        if (topo_.link_from(id) == site_nodes_[edge_sites_[e]] && topo_.link_to(id) == h) {
          edges_[e]->add_local_host(h, net_.link(id));
          break;
        }
      }
    }
    switching::JetBurstCore* core = core_.get();
    net::Network* net = &net_;
    edges_[e]->set_assembler(std::make_unique<edge::BurstAssembler>(
        sim_, optical_pool_, site_nodes_[edge_sites_[e]], cfg_.assembly,
        static_cast<std::uint32_t>(edge_sites_.size()),
        sim_.random_stream(fmt::format("assembly/{}", e)),
        [core, net](edge::OpticalPacketPtr b) {
          if (net->taps().active()) {
            net->taps().model_event(b->event(edge::burst_formed, b->ingress), net->now());
          }
          core->send(std::move(b));
        }));
  }
}

double ObsNsfnetRun::base_rtt_ms(std::uint32_t src_edge, std::uint32_t dst_edge) const {
  // Propagation both ways (access links, route) and the JET offsets; no assembly delay.
  const auto a = site_nodes_[edge_sites_[src_edge]], b = site_nodes_[edge_sites_[dst_edge]];
  double route_ms = 0;
  for (auto f : nsfnet_shortest_path(edge_sites_[src_edge], edge_sites_[dst_edge])) {
    route_ms += topo_.link_params(fibre_links_[f]).delay.to_ms();
  }
  const double offsets =
      (core_->offset(core_->route_hops(a, b)) + core_->offset(core_->route_hops(b, a))).to_ms();
  return 2 * route_ms + 4 * cfg_.access_delay.to_ms() + offsets;
}

void ObsNsfnetRun::add_long_lived_flows(const net::Instantiated& live) {
  sim::RandomStream starts = sim_.random_stream("traffic/start");
  const double rtt = base_rtt_ms(cfg_.src_edge, cfg_.dst_edge);
  for (std::uint32_t i = 0; i < cfg_.flows; ++i) {
    net::Host& src = *live.hosts[hosts_[cfg_.src_edge][i]];
    net::Host& dst = *live.hosts[hosts_[cfg_.dst_edge][i]];
    add_tcp_flow(src, dst, i, cfg_.tcp, starts.uniform(0, cfg_.start_max_s), rtt);
  }
}

void ObsNsfnetRun::add_poisson_flows(const net::Instantiated& live) {
  // §III: Poisson requests at every edge toward a uniformly chosen other edge, files from
  // the bounded Pareto; all requests of the run are drawn up front, in time order, and each
  // edge hands its hosts out in turn.
  struct Request {
    double t;
    std::uint32_t src, dst;
    std::uint64_t bytes;
  };
  const BoundedPareto files(cfg_.file_min_bytes, cfg_.file_mean_bytes, cfg_.file_max_bytes);
  const auto n_edges = static_cast<std::uint32_t>(edge_sites_.size());
  std::vector<Request> requests;
  const double end = cfg_.sim.duration.to_seconds();
  for (std::uint32_t e = 0; e < n_edges; ++e) {
    sim::RandomStream arrivals = sim_.random_stream(fmt::format("traffic/arrivals/{}", e));
    sim::RandomStream pairs = sim_.random_stream(fmt::format("traffic/pairs/{}", e));
    sim::RandomStream sizes = sim_.random_stream(fmt::format("traffic/sizes/{}", e));
    for (double t = arrivals.exponential(1 / cfg_.arrival_rate_per_s); t < end;
         t += arrivals.exponential(1 / cfg_.arrival_rate_per_s)) {
      auto d = static_cast<std::uint32_t>(pairs.uniform_index(n_edges - 1));
      if (d >= e) ++d;
      requests.push_back({t, e, d, files.draw(sizes)});
    }
  }
  std::stable_sort(requests.begin(), requests.end(),
                   [](const Request& a, const Request& b) { return a.t < b.t; });
  std::vector<std::uint32_t> next_host(n_edges, 0);
  std::vector<std::vector<double>> rtt(n_edges, std::vector<double>(n_edges, 0));
  for (std::uint32_t a = 0; a < n_edges; ++a) {
    for (std::uint32_t b = 0; b < n_edges; ++b) {
      if (a != b) rtt[a][b] = base_rtt_ms(a, b);
    }
  }
  net::FlowId flow = 0;
  for (const auto& r : requests) {
    const auto sh = hosts_[r.src][next_host[r.src]++ % cfg_.hosts_per_edge];
    const auto dh = hosts_[r.dst][next_host[r.dst]++ % cfg_.hosts_per_edge];
    add_tcp_flow(*live.hosts[sh], *live.hosts[dh], flow++, cfg_.tcp, r.t, rtt[r.src][r.dst],
                 r.bytes);
  }
}

double ObsNsfnetRun::sending_rate_mbps() {
  // §IV: "the sum of the congestion windows of all the sources divided by RTT" — each
  // established flow's cwnd over its smoothed RTT (its base RTT before the first sample).
  const auto& flows = tcp_flows();
  const double now_s = sim_.now().to_seconds();
  while (next_start_ < flows.size() && flows.flow(next_start_).start_s <= now_s) {
    active_.push_back(next_start_++);
  }
  double sum = 0;
  for (std::size_t i = 0; i < active_.size();) {
    const auto& f = flows.flow(active_[i]);
    if (f.sender->complete()) {
      active_[i] = active_.back();
      active_.pop_back();
      continue;
    }
    if (f.sender->established()) {
      const auto& rto = f.sender->rto();
      const double rtt_s = rto.has_sample() ? rto.srtt().to_seconds() : f.base_rtt_ms / 1e3;
      sum += f.sender->cwnd() * 8.0 / rtt_s / 1e6;
    }
    sample_flow_rate(active_[i], sim_config().sample_interval.to_seconds());
    ++i;
  }
  if (warm_) {
    rate_samples_.push_back(sum);
    active_samples_.push_back(static_cast<double>(active_.size()));
  }
  return sum;
}

void ObsNsfnetRun::Running::add(double x) {
  ++n;
  const double d = x - mean;
  mean += d / double(n);
  m2 += d * (x - mean);
}

void ObsNsfnetRun::sample_flow_rate(std::size_t flow, double interval_s) {
  // One sample per sampling interval the flow sent through from its start: the bytes ACKed in
  // it as a rate; the interval it started in and the one it completed in are partial, not
  // counted. Beside it the flow's own cwnd/RTT at the sample (§IV's X = W/RTT).
  FlowRate& r = flow_rates_[flow];
  if (!r.measured) return;
  const auto& f = tcp_flows().flow(flow);
  const std::uint64_t una = f.sender->snd_una();
  if (warm_ && r.seen) {
    const double mbps = double(una - r.last_una) * 8.0 / interval_s / 1e6;
    r.acked.add(mbps);
    acked_pooled_.add(mbps);
  }
  if (warm_ && f.sender->established()) {
    const auto& rto = f.sender->rto();
    const double rtt_s = rto.has_sample() ? rto.srtt().to_seconds() : f.base_rtt_ms / 1e3;
    r.window.add(f.sender->cwnd() * 8.0 / rtt_s / 1e6);
  }
  r.last_una = una;
  r.seen = true;
}

double ObsNsfnetRun::outgoing_mbps() {
  // Bytes sent on the source edge's outgoing fibre since the previous sample, as Mb/s; the
  // sampler calls this once per interval (the first interval starts at 0).
  const auto bytes = core_->bytes_sent_from(site_nodes_[edge_sites_[cfg_.src_edge]]);
  const double mbps = double(bytes - outgoing_last_bytes_) * 8.0 /
                      sim_config().sample_interval.to_seconds() / 1e6;
  outgoing_last_bytes_ = bytes;
  if (warm_) outgoing_samples_.push_back(mbps);
  return mbps;
}

void ObsNsfnetRun::add_probes() {
  const auto& flows = tcp_flows();
  flow_rates_.resize(flows.size());
  for (std::size_t i = 0; i < flows.size(); ++i) {
    const auto* snd = flows.flow(i).sender;
    flow_rates_[i].measured =
        cfg_.long_lived ||
        (attachment_.edge_of_node[snd->source()] == static_cast<std::int32_t>(cfg_.src_edge) &&
         attachment_.edge_of_node[snd->peer()] == static_cast<std::int32_t>(cfg_.dst_edge));
  }
  sampler().add("sending_rate_mbps", "total", [this] { return sending_rate_mbps(); });
  if (cfg_.long_lived) {
    sampler().add("outgoing_mbps", "total", [this] { return outgoing_mbps(); });
  }
  sampler().add("active_flows", "total", [this] { return double(active_.size()); });
  const switching::JetBurstCore* core = core_.get();
  sampler().add_rate(
      "bursts_per_s", "sent", [core] { return double(core->stats().sent); }, 1.0);
  sampler().add_rate(
      "bursts_per_s", "lost",
      [core] { return double(core->stats().contention + core->stats().random_loss); }, 1.0);
  for (std::uint32_t e = 0; e < edges_.size(); ++e) {
    const switching::ObsEdgeNode* node = edges_[e];
    sampler().add("assembler_bytes", node->name(),
                  [node] { return double(node->assembler().queued_bytes()); });
  }
}

void ObsNsfnetRun::on_warmup() {
  warm_ = true;
  bursts_.reset();
  core_base_ = core_->stats();
  rate_samples_.clear();
  active_samples_.clear();
  outgoing_samples_.clear();
  for (auto& r : flow_rates_) r.acked = r.window = Running{};
  acked_pooled_ = Running{};
  outgoing_base_ = core_->bytes_sent_from(site_nodes_[edge_sites_[cfg_.src_edge]]);
}

std::vector<scenario::SeriesInfo> ObsNsfnetRun::model_series() const {
  using scenario::SeriesRole;
  return {
      {"sending_rate_mbps", "Mb/s",
       OPSLAB_UI_TEXT("model", "Σ cwnd/RTT (aggregate sending rate, §IV)"), SeriesRole::other,
       "total"},
      {"active_flows", "", OPSLAB_UI_TEXT("model", "active flows"), SeriesRole::other, "total"},
      {"outgoing_mbps", "Mb/s",
       OPSLAB_UI_TEXT("model", "bytes sent on the source edge's outgoing fibre (Fig. 6)"),
       SeriesRole::other, "total"},
      {"bursts_per_s", "1/s", OPSLAB_UI_TEXT("model", "bursts sent and lost"), SeriesRole::other},
      {"assembler_bytes", OPSLAB_UI_TEXT("model", "bytes"),
       OPSLAB_UI_TEXT("model", "burst assembler queue"), SeriesRole::queue}};
}

std::vector<scenario::HistogramView> ObsNsfnetRun::histograms() const {
  const std::string note = OPSLAB_UI_TEXT("model", "data bursts since the warm-up (Fig. 1)");
  const std::vector<std::string> categories = {OPSLAB_UI_TEXT("model", "delivered"),
                                               OPSLAB_UI_TEXT("model", "lost")};
  return {{"segments_per_burst",
           OPSLAB_UI_TEXT("model", "TCP segments per burst"),
           OPSLAB_UI_TEXT("model", "segments"),
           note,
           categories,
           {bursts_.segments(false), bursts_.segments(true)}},
          {"flows_per_burst",
           OPSLAB_UI_TEXT("model", "TCP flows per burst"),
           OPSLAB_UI_TEXT("model", "flows"),
           note,
           categories,
           {bursts_.flows(false), bursts_.flows(true)}}};
}

std::vector<scenario::NodeBuffer> ObsNsfnetRun::node_buffers() const {
  std::vector<scenario::NodeBuffer> out;
  for (const auto* e : edges_) {
    out.push_back({e->id(), OPSLAB_UI_TEXT("model", "assembler"), e->assembler().queued_packets(),
                   e->assembler().queued_bytes(), e->assembler().timer_progress(sim_.now())});
  }
  return out;
}

namespace {
struct MeanStd {
  double mean = 0, std = 0, var = 0;
};
MeanStd mean_std(const std::vector<double>& v) {
  MeanStd m;
  if (v.empty()) return m;
  for (double x : v) m.mean += x;
  m.mean /= double(v.size());
  if (v.size() > 1) {
    for (double x : v) m.var += (x - m.mean) * (x - m.mean);
    m.var /= double(v.size() - 1);
  }
  m.std = std::sqrt(m.var);
  return m;
}
}  // namespace

void ObsNsfnetRun::model_summary(metrics::SummaryBuilder& s, double /*window_s*/) const {
  const auto& now = core_->stats();
  const auto sent = now.sent - core_base_.sent;
  const auto contention = now.contention - core_base_.contention;
  const auto random = now.random_loss - core_base_.random_loss;
  const auto rate = mean_std(rate_samples_);
  const auto active = mean_std(active_samples_);
  const auto outgoing = mean_std(outgoing_samples_);
  // Per-flow throughput (§V, Fig. 5: "all flows aggregated at a single node and heading for
  // the same destination"): long-lived flows over the window; §III files from the source
  // edge to the destination edge as size / completion time, for those completed in the
  // window. Completed flows and their mean FCT count every edge pair.
  const auto& flows = tcp_flows();
  const double warmup_s = sim_config().warmup.to_seconds();
  std::vector<double> per_flow;
  double fct_sum = 0;
  std::uint64_t completed = 0;
  if (cfg_.long_lived) {
    per_flow = flows.goodputs_mbps(sim_.now());
  } else {
    const auto edge_of = [this](net::NodeId host) { return attachment_.edge_of_node[host]; };
    const auto src = static_cast<std::int32_t>(cfg_.src_edge);
    const auto dst = static_cast<std::int32_t>(cfg_.dst_edge);
    for (std::size_t i = 0; i < flows.size(); ++i) {
      const auto* snd = flows.flow(i).sender;
      if (!snd->complete() || snd->completion_time().to_seconds() < warmup_s) continue;
      const double fct = (snd->completion_time() - snd->start_time()).to_seconds();
      ++completed;
      fct_sum += fct;
      if (fct > 0 && edge_of(snd->source()) == src && edge_of(snd->peer()) == dst) {
        per_flow.push_back(double(snd->total_bytes()) * 8 / fct / 1e6);
      }
    }
  }
  const auto tput = mean_std(per_flow);
  // The same flows' rates read over time: each flow's variance over its samples, averaged
  // over the flows with two samples or more.
  std::vector<double> acked_var, acked_mean, window_var;
  for (const auto& r : flow_rates_) {
    if (r.acked.n > 1) {
      acked_var.push_back(r.acked.var());
      acked_mean.push_back(r.acked.mean);
    }
    if (r.window.n > 1) window_var.push_back(r.window.var());
  }
  // Fig. 1a: the most segments one flow's access link can put in a burst of the timer T, and
  // one fewer: a line-rate train that covers T gets the maximum only if it opened the burst.
  const auto line_rate_max = static_cast<std::uint32_t>(
      edge::max_segments_per_burst(cfg_.access_bps, cfg_.assembly.timer, cfg_.packet_bytes));
  const std::uint32_t band_low = line_rate_max - 1;
  std::uint64_t queued = 0;
  for (const auto* e : edges_) queued += e->assembler().queued_packets();
  s.set("bursts", i64(sent))
      .set("burst_loss_ratio", sent ? double(contention + random) / double(sent) : 0.0)
      .set("contention_bursts", i64(contention))
      .set("random_loss_bursts", i64(random))
      .set("data_bursts", i64(bursts_.data_bursts()))
      .set("mean_segments_per_burst", bursts_.mean_segments())
      .set("max_segments_per_burst", static_cast<std::int64_t>(bursts_.max_segments()))
      .set("line_rate_max_segments", static_cast<std::int64_t>(line_rate_max))
      .set("share_at_line_rate_max", bursts_.share_with_segments(line_rate_max, line_rate_max))
      .set("share_flow_at_line_rate_max",
           bursts_.share_flow_with_segments(line_rate_max, line_rate_max))
      .set("share_largest_flow_at_line_rate_max",
           bursts_.share_largest_flow_with_segments(line_rate_max, line_rate_max))
      .set("share_at_line_rate_band", bursts_.share_with_segments(band_low, line_rate_max))
      .set("share_flow_at_line_rate_band",
           bursts_.share_flow_with_segments(band_low, line_rate_max))
      .set("mean_flows_per_burst", bursts_.mean_flows())
      .set("flows_per_burst_p80", static_cast<std::int64_t>(bursts_.flows_quantile(0.8)))
      .set("sending_rate_mean_mbps", rate.mean)
      .set("sending_rate_std_mbps", rate.std)
      .set("sending_rate_cv", rate.mean > 0 ? rate.std / rate.mean : 0.0)
      .set("outgoing_mean_mbps", cfg_.long_lived ? metrics::Value(outgoing.mean) : metrics::Value())
      .set("outgoing_std_mbps", cfg_.long_lived ? metrics::Value(outgoing.std) : metrics::Value())
      .set("outgoing_bytes",
           cfg_.long_lived
               ? metrics::Value(static_cast<std::int64_t>(
                     core_->bytes_sent_from(site_nodes_[edge_sites_[cfg_.src_edge]]) -
                     outgoing_base_))
               : metrics::Value())
      .set("active_flows_mean", active.mean)
      .set("flow_throughput_mean_mbps", tput.mean)
      .set("flow_throughput_var", tput.var)
      .set("throughput_flows", i64(per_flow.size()))
      .set("rate_mean_time_mbps", mean_std(acked_mean).mean)
      .set("rate_variance_time", mean_std(acked_var).mean)
      .set("rate_variance_time_flows", i64(acked_var.size()))
      .set("rate_variance_pooled", acked_pooled_.var())
      .set("cwnd_rate_variance_time", mean_std(window_var).mean)
      .set("completed_flows", i64(completed))
      .set("mean_fct_s", completed ? metrics::Value(fct_sum / double(completed)) : metrics::Value())
      .set("packets_in_assemblers", i64(queued))
      .set("packets_in_core", i64(core_->packets_in_flight()));
}

metrics::RunResult ObsNsfnetRun::results() const {
  metrics::RunResult r = FlowModelRun::results();
  tcp_flows().append_transfer_columns(r.flows);
  r.extra_tables.push_back({"burst_histograms", bursts_.table()});
  return r;
}

}  // namespace opslab::models::obs
