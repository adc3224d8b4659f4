// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/link.hpp"

#include <string>

namespace opslab::net {

Link::Link(Network& net, LinkId id, NodeId from, NodeId to, PacketReceiver& far_end,
           const LinkParams& params)
    : net_(net),
      id_(id),
      from_(from),
      to_(to),
      far_end_(far_end),
      params_(params),
      serializer_(params.rate_bps),
      loss_rng_(net.sim().random_stream("link-loss/" + std::to_string(id))) {}

void Link::account_queue() {
  const sim::SimTime now = net_.now();
  stats_.queue_area +=
      static_cast<sim::Int128>(queue_.size()) * (now - last_queue_change_).count_ps();
  last_queue_change_ = now;
}

void Link::send(PacketPtr p) {
  ++totals_.accepted;
  if (!busy_) {
    start_transmission(std::move(p));
    return;
  }
  if (params_.queue_packets != 0 && queue_.size() >= params_.queue_packets) {
    ++stats_.overflow_drops;
    ++totals_.dropped;
    if (Network::is_data(*p)) ++stats_.data_drops;
    net_.drop_in_transit(std::move(p), from_, DropCause::queue_overflow);
    return;
  }
  account_queue();
  queue_bytes_ += p->size_bytes;
  queue_.push_back(std::move(p));
  if (queue_.size() > stats_.peak_queue_packets) {
    stats_.peak_queue_packets = static_cast<std::uint32_t>(queue_.size());
  }
  if (net_.taps().active()) {
    net_.taps().queue(id_, queue_packets(), queue_bytes_, net_.now());
  }
}

sim::SimTime Link::backlog_time(std::uint64_t extra_bytes) const {
  const sim::SimTime on_wire = busy_ ? tx_done_.time() - net_.now() : sim::SimTime{};
  return on_wire + serializer_.time(queue_bytes_ + extra_bytes);
}

void Link::start_transmission(PacketPtr p) {
  busy_ = true;
  const sim::SimTime tx = transmission_time(p->size_bytes);
  const sim::SimTime end = net_.now() + tx;
  stats_.busy_ps += tx.count_ps();
  if (net_.taps().active()) {
    net_.taps().transmit(*p, id_, net_.now(), end, end + params_.delay);
  }
  transmitting_ = std::move(p);
  net_.sim().schedule(tx_done_, end);
}

void Link::handle_event(sim::Event& ev) {
  if (ev.tag() == kTxDone) {
    PacketPtr p = std::move(transmitting_);
    PacketPtr arrived;
    busy_ = false;
    ++stats_.sent_packets;
    stats_.sent_bytes += p->size_bytes;
    if (params_.loss_rate > 0.0 && Network::is_data(*p) && loss_rng_.bernoulli(params_.loss_rate)) {
      ++stats_.random_losses;
      ++stats_.data_drops;
      ++totals_.dropped;
      net_.drop_in_transit(std::move(p), from_, DropCause::random_loss);
    } else if (params_.delay == sim::SimTime::zero() && pipe_.empty()) {
      arrived = std::move(p);  // at the far end now: see below
    } else {
      enter_pipe(std::move(p));
    }
    if (!queue_.empty()) {
      account_queue();
      PacketPtr next = queue_.pop_front();
      queue_bytes_ -= next->size_bytes;
      if (net_.taps().active()) {
        net_.taps().queue(id_, queue_packets(), queue_bytes_, net_.now());
      }
      start_transmission(std::move(next));
      if (!queue_.empty()) __builtin_prefetch(queue_.front().get());  // the next to start
    }
    // Over a zero-delay link the arrival event would be scheduled at now, the next transmission
    // end lies later: when nothing else is due now, the arrival would be the very next event,
    // so it is handled here without going through the heap (same order, same results).
    if (arrived) {
      if (net_.sim().take_next_now()) {
        deliver(std::move(arrived));
      } else {
        enter_pipe(std::move(arrived));
      }
    }
    return;
  }
  // kArrival: deliver every packet due now, then wait for the next one.
  while (!pipe_.empty() && pipe_.front().arrival <= net_.now()) {
    deliver(std::move(pipe_.pop_front().packet));
  }
  if (!pipe_.empty()) {
    // The next packet has waited a propagation delay and is cold by now; fetch it while
    // other events run, before its arrival touches it.
    __builtin_prefetch(pipe_.front().packet.get(), 1);
    net_.sim().schedule(arrival_, pipe_.front().arrival);
  }
}

void Link::enter_pipe(PacketPtr p) {
  const sim::SimTime arrival = net_.now() + params_.delay;
  pipe_.push_back(InFlight{std::move(p), arrival});
  if (!arrival_.scheduled()) net_.sim().schedule(arrival_, arrival);
}

void Link::deliver(PacketPtr p) {
  ++p->hops;
  ++totals_.delivered;
  far_end_.receive(std::move(p));
}

double Link::mean_queue_packets(sim::SimTime since) const {
  const sim::Int128 area = stats_.queue_area + static_cast<sim::Int128>(queue_.size()) *
                                                   (net_.now() - last_queue_change_).count_ps();
  const std::int64_t span = (net_.now() - since).count_ps();
  return span > 0
             ? static_cast<double>(static_cast<long double>(area) / static_cast<long double>(span))
             : 0.0;
}

void Link::reset_stats() {
  stats_ = Stats{};
  stats_.peak_queue_packets = static_cast<std::uint32_t>(queue_.size());
  stats_.held_bytes_at_reset = queue_bytes_ + (busy_ ? transmitting_->size_bytes : 0);
  for (std::size_t i = 0; i < pipe_.size(); ++i)
    stats_.held_bytes_at_reset += pipe_[i].packet->size_bytes;
  last_queue_change_ = net_.now();
}

}  // namespace opslab::net
