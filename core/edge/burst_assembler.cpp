// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edge/burst_assembler.hpp"

#include <algorithm>

namespace opslab::edge {

BurstAssembler::BurstAssembler(sim::Simulation& sim, OpticalPacketPool& pool, net::NodeId at,
                               const BurstAssemblyParams& params, std::uint32_t egress_count,
                               const sim::RandomStream& rng, Emit emit)
    : sim_(sim), pool_(pool), at_(at), params_(params), emit_(std::move(emit)) {
  if (params_.mode == AssemblyMode::randomized) {
    allocators_.reserve(egress_count);
    for (std::uint32_t e = 0; e < egress_count; ++e) {
      allocators_.emplace_back(params_.queues, params_.timer, rng, params_.allocation);
    }
  }
}

BurstAssembler::Queue& BurstAssembler::queue_at(std::uint32_t key, sim::SimTime interval) {
  if (key >= queues_.size()) queues_.resize(key + 1);
  auto& q = queues_[key];
  if (!q) {
    q = std::make_unique<Queue>();
    q->timer.set_handler(this, key);
  }
  q->interval = interval;
  return *q;
}

void BurstAssembler::push(net::PacketPtr p, std::uint32_t egress_index, net::NodeId egress_node) {
  std::uint32_t key = 0;
  sim::SimTime interval = params_.timer;
  switch (params_.mode) {
    case AssemblyMode::mixed:
      key = egress_index;
      break;
    case AssemblyMode::per_flow:
      key = p->flow;
      break;
    case AssemblyMode::cwnd_aware: {
      const std::uint32_t c =
          window_class(p->sender_cwnd_segments, params_.b_segments, params_.c_segments);
      key = egress_index * 3 + c;
      interval = params_.class_timers[c];
      break;
    }
    case AssemblyMode::randomized:
      key = egress_index * params_.queues + allocators_[egress_index].queue_of(p->flow, sim_.now());
      break;
  }
  Queue& q = queue_at(key, interval);
  if (q.open && params_.max_bytes > 0 && q.open->bytes + p->size_bytes > params_.max_bytes) {
    ++closed_by_size_;
    close(q);
  }
  if (!q.open) {
    q.open = pool_.make();
    q.open->ingress = at_;
    q.open->egress = egress_node;
    q.open->opened = sim_.now();
    ++open_count_;
    // Randomized queues closing together wait for their cycle's end, the others one interval.
    const bool with_cycle = params_.mode == AssemblyMode::randomized && params_.close_with_cycle;
    sim_.schedule_in(q.timer, with_cycle ? allocators_[egress_index].cycle_end() - sim_.now()
                                         : interval);
  }
  q.open->bytes += p->size_bytes;
  queued_bytes_ += p->size_bytes;
  ++queued_packets_;
  q.open->members.push_back(std::move(p));
}

void BurstAssembler::close(Queue& q) {
  sim_.cancel(q.timer);
  --open_count_;
  queued_bytes_ -= q.open->bytes;
  queued_packets_ -= static_cast<std::uint32_t>(q.open->members.size());
  emit_(std::move(q.open));
}

void BurstAssembler::handle_event(sim::Event& ev) {
  ++closed_by_timer_;
  close(*queues_[ev.tag()]);
}

std::vector<double> BurstAssembler::timer_progress(sim::SimTime now) const {
  std::vector<double> out;
  for (const auto& q : queues_) {
    if (!q || !q->open || !q->timer.scheduled() || q->interval <= sim::SimTime::zero()) continue;
    const double left = (q->timer.time() - now).to_seconds() / q->interval.to_seconds();
    out.push_back(std::clamp(1.0 - left, 0.0, 1.0));
  }
  return out;
}

}  // namespace opslab::edge
