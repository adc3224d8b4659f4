// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/hybrid_switch.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <stdexcept>

#include "switching/switching_events.hpp"

namespace opslab::switching {

namespace {
// Heap order of receptions in progress: the earliest completion on top.
constexpr auto kLater = [](const auto& a, const auto& b) {
  return a.done > b.done || (a.done == b.done && a.order > b.order);
};
}  // namespace

const char* to_string(SwitchType t) {
  switch (t) {
    case SwitchType::all_optical: return "all_optical";
    case SwitchType::hybrid: return "hybrid";
    case SwitchType::electronic: return "electronic";
  }
  return "?";
}

HybridSwitch::HybridSwitch(net::Network& net, net::NodeId id, std::string name,
                           const HybridSwitchParams& params)
    : net::Node(id, name),
      net_(net),
      params_(params),
      rng_(net.sim().random_stream("ecmp/" + name)) {
  if (params_.type == SwitchType::all_optical) params_.n_e = 0;
  if (params_.type == SwitchType::electronic) params_.n_e = 0;
  buffer_in_busy_.assign(params_.n_e, sim::SimTime::zero());
  buffer_out_busy_.assign(params_.n_e, sim::SimTime::zero());
  receptions_.reserve(params_.n_e);
}

std::uint32_t HybridSwitch::add_output(Fiber& fiber) {
  const auto port = static_cast<std::uint32_t>(outputs_.size());
  if (port == kMaxOutputs) {
    throw std::invalid_argument("HybridSwitch::add_output: more than 64 outputs");
  }
  ports_.emplace_back().fiber = &fiber;
  outputs_.push_back(std::make_unique<Output>());
  outputs_.back()->free.set_handler(this, kOutput + port);
  return port;
}

void HybridSwitch::set_routes(const std::vector<std::vector<std::uint32_t>>& ports_by_dst) {
  routes_.assign(ports_by_dst.size(), Route{});
  route_ports_.clear();
  for (std::size_t d = 0; d < ports_by_dst.size(); ++d) {
    routes_[d].first = static_cast<std::uint32_t>(route_ports_.size());
    routes_[d].count = static_cast<std::uint32_t>(ports_by_dst[d].size());
    for (std::uint32_t port : ports_by_dst[d]) {
      if (port >= outputs_.size()) {
        throw std::invalid_argument("HybridSwitch::set_routes: no such output port");
      }
      route_ports_.push_back(static_cast<std::uint8_t>(port));
    }
  }
}

std::vector<std::uint32_t> HybridSwitch::ports_to(net::NodeId dst) const {
  std::vector<std::uint32_t> v;
  if (dst >= routes_.size()) return v;
  const Route r = routes_[dst];
  for (std::uint32_t i = 0; i < r.count; ++i) v.push_back(route_ports_[r.first + i]);
  return v;
}

std::uint32_t HybridSwitch::pick_output(net::NodeId dst) {
  assert(dst < routes_.size() && routes_[dst].count > 0);
  const Route r = routes_[dst];
  if (r.count == 1) return route_ports_[r.first];
  return route_ports_[r.first + static_cast<std::uint32_t>(rng_.uniform_index(r.count))];
}

void HybridSwitch::reset_peaks() {
  peak_packets_ = buffer_packets_;
  peak_bytes_ = buffer_bytes_;
}

void HybridSwitch::buffer_changed(std::int64_t packets, std::int64_t bytes) {
  buffer_packets_ = static_cast<std::uint32_t>(buffer_packets_ + packets);
  buffer_bytes_ = static_cast<std::uint64_t>(static_cast<std::int64_t>(buffer_bytes_) + bytes);
  if (buffer_packets_ > peak_packets_) peak_packets_ = buffer_packets_;
  if (buffer_bytes_ > peak_bytes_) peak_bytes_ = buffer_bytes_;
  if (net_.taps().active()) {
    net_.taps().model_event(net::ModelEvent{.kind = switching::buffer_level,
                                            .node = id(),
                                            .bytes = buffer_bytes_,
                                            .count = buffer_packets_},
                            net_.now());
  }
}

void HybridSwitch::report(net::EventKind kind, const net::PacketPtr& p) const {
  net_.taps().model_event(
      net::ModelEvent{.kind = kind, .node = id(), .packets = {&p, 1}, .bytes = p->size_bytes},
      net_.now());
}

void HybridSwitch::cut_through(std::uint32_t port, net::PacketPtr p) {
  Port& out = ports_[port];
  out.busy_until = net_.now() + out.fiber->transmission_time(p->size_bytes);
  ++stats_.cut_through;
  if (net_.taps().active()) report(switching::cut_through, p);
  net_.count_sent_off_link(id());
  out.fiber->launch(std::move(p));
}

void HybridSwitch::receive(net::PacketPtr p) {
  ++stats_.arrivals;
  const sim::SimTime now = net_.now();
  if (params_.type == SwitchType::electronic) {
    // Store-and-forward: the whole packet is here; it waits its turn at its output.
    ++stats_.buffered;
    buffer_changed(1, p->size_bytes);
    if (net_.taps().active()) report(switching::into_buffer, p);
    const std::uint32_t port = pick_output(p->dst);
    if (!has_waiting(port) && now >= ports_[port].busy_until) {
      emit(port, std::move(p), nullptr);
      return;
    }
    queue_for_output(port, std::move(p), next_order_++);
    Output& out = *outputs_[port];
    if (!out.free.scheduled()) net_.sim().schedule(out.free, ports_[port].busy_until);
    return;
  }
  const std::uint32_t port = pick_output(p->dst);
  const Port& out = ports_[port];
  if (now >= out.busy_until) {
    cut_through(port, std::move(p));
    return;
  }
  // The output is busy: a free buffer input takes the packet, else it is lost.
  for (sim::SimTime& input : buffer_in_busy_) {
    if (now >= input) {
      input = now + out.fiber->transmission_time(p->size_bytes);
      enter_buffer(std::move(p), input);
      return;
    }
  }
  ++stats_.dropped;
  ++outputs_[port]->drops;
  net_.drop(std::move(p), id(),
            params_.n_e == 0 ? switching::contention : switching::no_buffer_port);
}

void HybridSwitch::enter_buffer(net::PacketPtr p, sim::SimTime stored_at) {
  ++stats_.buffered;
  buffer_changed(1, p->size_bytes);
  if (net_.taps().active()) report(switching::into_buffer, p);
  // A buffered packet picks its path by the same uniform rule as any packet.
  const std::uint32_t port = pick_output(p->dst);
  receptions_.push_back(Reception{stored_at, next_order_++, std::move(p), port});
  std::push_heap(receptions_.begin(), receptions_.end(), kLater);
  const sim::SimTime first = receptions_.front().done;
  if (!stored_.scheduled()) {
    net_.sim().schedule(stored_, first);
  } else if (first < stored_.time()) {
    net_.sim().reschedule(stored_, first);
  }
}

void HybridSwitch::queue_for_output(std::uint32_t port, net::PacketPtr p, std::uint64_t order) {
  if (!has_waiting(port)) {
    waiting_mask_ |= std::uint64_t{1} << port;
    ports_[port].head_order = order;
  }
  outputs_[port]->fifo.push_back(Queued{std::move(p), order});
}

net::PacketPtr HybridSwitch::dequeue(std::uint32_t port) {
  auto& fifo = outputs_[port]->fifo;
  net::PacketPtr p = std::move(fifo.pop_front().packet);
  if (fifo.empty()) {
    waiting_mask_ &= ~(std::uint64_t{1} << port);
  } else {
    ports_[port].head_order = fifo.front().order;
  }
  return p;
}

void HybridSwitch::emit(std::uint32_t port, net::PacketPtr p, sim::SimTime* buffer_output) {
  Port& out = ports_[port];
  const sim::SimTime end = net_.now() + out.fiber->transmission_time(p->size_bytes);
  out.busy_until = end;
  if (buffer_output != nullptr) *buffer_output = end;
  ++stats_.emitted;
  buffer_changed(-1, -static_cast<std::int64_t>(p->size_bytes));
  if (net_.taps().active()) report(switching::from_buffer, p);
  net_.count_sent_off_link(id());
  out.fiber->launch(std::move(p));
}

void HybridSwitch::handle_event(sim::Event& ev) {
  if (ev.tag() >= kOutput) {
    // Electronic switch: the output finished a packet; the next one in its FIFO leaves.
    const std::uint32_t port = ev.tag() - kOutput;
    if (!has_waiting(port)) return;
    emit(port, dequeue(port), nullptr);
    if (has_waiting(port)) {
      net_.sim().schedule(outputs_[port]->free, ports_[port].busy_until);
    }
    return;
  }
  if (ev.tag() == kStored) {
    const sim::SimTime now = net_.now();
    while (!receptions_.empty() && receptions_.front().done <= now) {
      std::pop_heap(receptions_.begin(), receptions_.end(), kLater);
      Reception r = std::move(receptions_.back());
      receptions_.pop_back();
      queue_for_output(r.port, std::move(r.packet), r.order);
    }
    if (!receptions_.empty()) net_.sim().schedule(stored_, receptions_.front().done);
  }
  try_emit();
}

void HybridSwitch::try_emit() {
  // Hybrid switch only (the electronic switch serves each output with its own event).
  if (waiting_mask_ == 0) return;
  const sim::SimTime now = net_.now();
  for (;;) {
    sim::SimTime* buffer_out = nullptr;
    for (sim::SimTime& o : buffer_out_busy_) {
      if (now >= o) {
        buffer_out = &o;
        break;
      }
    }
    if (buffer_out == nullptr) break;
    // The free output whose first waiting packet entered the buffer earliest.
    std::uint32_t best = kMaxOutputs;
    std::uint64_t best_order = 0;
    for (std::uint64_t m = waiting_mask_; m != 0; m &= m - 1) {
      const auto port = static_cast<std::uint32_t>(std::countr_zero(m));
      const Port& out = ports_[port];
      if (now < out.busy_until) continue;
      if (best == kMaxOutputs || out.head_order < best_order) {
        best = port;
        best_order = out.head_order;
      }
    }
    if (best == kMaxOutputs) break;
    emit(best, dequeue(best), buffer_out);
  }
  if (waiting_mask_ == 0) return;
  // Wake up when a waiting packet could next leave: its output free and a buffer output free.
  sim::SimTime port_free = sim::SimTime::max();
  for (sim::SimTime o : buffer_out_busy_) port_free = std::min(port_free, o);
  sim::SimTime output_free = sim::SimTime::max();
  for (std::uint64_t m = waiting_mask_; m != 0; m &= m - 1) {
    output_free = std::min(output_free, ports_[std::countr_zero(m)].busy_until);
  }
  const sim::SimTime next = std::max(output_free, port_free);
  assert(next > now);
  if (!wake_.scheduled()) {
    net_.sim().schedule(wake_, next);
  } else if (next != wake_.time()) {
    net_.sim().reschedule(wake_, next);
  }
}

}  // namespace opslab::switching
