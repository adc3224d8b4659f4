// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edge/aggregator.hpp"

#include "edge/edge_events.hpp"

namespace opslab::edge {

Aggregator::Aggregator(net::Network& net, OpticalPacketPool& pool, net::NodeId at,
                       AggregationMode mode, sim::SimTime interval,
                       std::uint32_t size_limit_bytes, Emit emit, AggregationTimer timer)
    : net_(net),
      pool_(pool),
      at_(at),
      mode_(mode),
      timer_(timer),
      interval_(interval),
      size_limit_(size_limit_bytes),
      emit_(std::move(emit)) {}

Aggregator::Slot& Aggregator::slot_for(std::uint32_t key) {
  if (key >= slots_.size()) slots_.resize(key + 1);
  auto& s = slots_[key];
  if (!s) {
    s = std::make_unique<Slot>();
    s->timer.set_handler(this, key);
    // Mixed: the egress's timer ticks at k·Δ from time 0. Per flow: from the flow's first
    // packet, which is the one creating its slot.
    s->phase = mode_ == AggregationMode::per_flow ? net_.now() : sim::SimTime::zero();
  }
  return *s;
}

sim::SimTime Aggregator::deadline(const Slot& s) const {
  const sim::SimTime now = net_.now();
  if (timer_ == AggregationTimer::first_packet) return now + interval_;
  // The first tick phase + k·Δ strictly after now (a tick at now has already fired).
  const std::int64_t k = (now - s.phase).count_ps() / interval_.count_ps() + 1;
  return s.phase + interval_ * k;
}

void Aggregator::push(net::PacketPtr p, net::NodeId egress) {
  if (mode_ == AggregationMode::none) {
    OpticalPacketPtr o = pool_.make();
    o->ingress = at_;
    o->egress = egress;
    o->opened = net_.now();
    o->bytes = p->size_bytes;
    o->members.push_back(std::move(p));
    if (net_.taps().active()) net_.taps().model_event(o->event(aggregate_formed, at_), net_.now());
    emit_(std::move(o));
    return;
  }
  Slot& s = slot_for(mode_ == AggregationMode::mixed ? egress : p->flow);
  if (s.open && s.open->bytes + p->size_bytes > size_limit_) {
    ++closed_by_size_;
    close(s);
  }
  if (!s.open) {
    s.open = pool_.make();
    s.open->ingress = at_;
    s.open->egress = egress;
    s.open->opened = net_.now();
    ++open_count_;
    net_.sim().schedule(s.timer, deadline(s));
  }
  s.open->bytes += p->size_bytes;
  queued_bytes_ += p->size_bytes;
  ++queued_packets_;
  s.open->members.push_back(std::move(p));
}

void Aggregator::close(Slot& s) {
  net_.sim().cancel(s.timer);
  --open_count_;
  queued_bytes_ -= s.open->bytes;
  queued_packets_ -= static_cast<std::uint32_t>(s.open->members.size());
  OpticalPacketPtr o = std::move(s.open);
  if (net_.taps().active()) net_.taps().model_event(o->event(aggregate_formed, at_), net_.now());
  emit_(std::move(o));
}

void Aggregator::handle_event(sim::Event& ev) {
  Slot& s = *slots_[ev.tag()];
  ++closed_by_timer_;
  close(s);
}

}  // namespace opslab::edge
