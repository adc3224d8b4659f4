// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/dc_fattree/dc_fattree_run.hpp"

#include <cmath>
#include <string>

#include <fmt/format.h>

namespace opslab::models::dc {

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
  ++requests_;
  // The requests reading follows the first requests made after the warm-up, waiting or not.
  const bool measured = warm_ && cfg_.reading == Reading::requests &&
                        measured_requested_ < cfg_.measured_requests;
  if (measured) {
    if (measured_requested_++ == 0) measured_first_ = sim_.now();
    measured_bytes_ += bytes;
  }
  const Waiting w{src, dst, bytes, sim_.now(), measured};
  const std::uint32_t limit = cfg_.max_open_per_server + cfg_.max_half_open_per_server;
  if (limit > 0) {
    if (held_.empty()) {
      held_.assign(n, 0);
      waiting_.resize(n);
    }
    const std::uint32_t server = cfg_.max_open_per_server > 0 ? src : dst;
    if (held_[server] >= limit) {
      waiting_[server].push_back(w);
      ++waiting_count_;
      return;
    }
  }
  start(w);
}

void DcFatTreeRun::start(const Waiting& w) {
  const std::uint32_t src = w.src, dst = w.dst;
  const std::uint64_t bytes = w.bytes;
  const net::FlowId flow = next_flow_++;
  net::Host& s = fabric_->server(src);
  net::Host& d = fabric_->server(dst);
  auto c = take_connection();
  c->flow = flow;
  c->src = src;
  c->dst = dst;
  c->bytes = bytes;
  c->requested = w.requested;
  c->complete = false;
  c->measured = w.measured;
  c->delivered = 0;
  c->needless = 0;
  c->sender.emplace(net_, s, d.id(), flow, cfg_.tcp, bytes, std::move(c->sender_buffers));
  c->receiver.emplace(net_, d, s.id(), flow, cfg_.tcp, std::move(c->receiver_buffers));
  d.bind(flow, *c);  // the interposer stands in front of the receiver
  Connection* conn = c.get();
  c->sender->on_complete([this, conn](transport::TcpSender&) { on_complete(*conn); });
  if (cfg_.max_open_per_server > 0) {
    ++held_[src];
  } else if (cfg_.max_half_open_per_server > 0) {
    ++held_[dst];
    c->sender->on_established([this, dst](transport::TcpSender&) { release(dst); });
  }
  c->sender->start_at(sim_.now());
  if (warm_ && traced_assigned_ < traced_.size() &&
      static_cast<double>(bytes) >= cfg_.trace_min_bytes) {
    traced_[traced_assigned_++] = conn;
  }
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
  const std::uint64_t before = c.receiver->received_bytes();
  c.receiver->receive(std::move(p));
  const std::uint64_t gained = c.receiver->received_bytes() - before;
  c.delivered += gained;
  delivered_ += gained;
}

void DcFatTreeRun::on_complete(Connection& c) {
  c.complete = true;
  --open_;
  ++completed_;
  if (warm_) {
    fct_sum_s_ += (sim_.now() - c.requested).to_seconds();
    completed_bytes_ += c.bytes;
  }
  if (c.measured && ++measured_done_ == cfg_.measured_requests) {
    measured_last_ = sim_.now();
    finished_ = true;
    sim_.request_stop();
  }
  for (auto& t : traced_) {
    if (t == &c) t = nullptr;
  }
  // Destroy it once stray packets (a late duplicate, the final ACK) have had about one RTO
  // to arrive; later ones are counted as stale drops at the hosts.
  sim_.schedule(c.reap_event, sim_.now() + c.sender->rto().timeout());
  if (cfg_.max_open_per_server > 0) release(c.src);
}

void DcFatTreeRun::release(std::uint32_t server) {
  --held_[server];
  auto& queue = waiting_[server];
  if (queue.empty()) return;
  const Waiting next = queue.front();
  queue.pop_front();
  --waiting_count_;
  start(next);
}

std::unique_ptr<DcFatTreeRun::Connection> DcFatTreeRun::take_connection() {
  if (idle_.empty()) return std::make_unique<Connection>(*this);
  auto c = std::move(idle_.back());
  idle_.pop_back();
  return c;
}

void DcFatTreeRun::close(std::unique_ptr<Connection> c) {
  c->receiver_buffers = std::move(*c->receiver).take_buffers();
  c->receiver.reset();
  c->sender_buffers = std::move(*c->sender).take_buffers();
  c->sender.reset();
  idle_.push_back(std::move(c));
}

void DcFatTreeRun::reap(Connection& c) {
  // Connections reaped earlier are no longer running any code.
  for (auto& d : dead_) close(std::move(d));
  dead_.clear();
  retired_.add(c);
  records_.push_back(record(c));
  const std::size_t i = c.slot;
  std::swap(active_[i], active_.back());
  active_[i]->slot = i;
  dead_.push_back(std::move(active_.back()));
  active_.pop_back();
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
      return c ? c->sender->cwnd() / c->sender->mss() : no_value();
    });
    sampler_.add("ssthresh", key, [this, i] {
      const Connection* c = traced_[i];
      if (c == nullptr || c->sender->ssthresh() >= double(transport::TcpSender::kBulk)) {
        return no_value();
      }
      return c->sender->ssthresh() / c->sender->mss();
    });
    sampler_.add("flow", key, [this, i] {
      const Connection* c = traced_[i];
      return c ? double(c->flow) : no_value();
    });
  }
}

}  // namespace opslab::models::dc
