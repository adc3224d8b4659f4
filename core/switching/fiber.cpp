// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/fiber.hpp"

#include <cassert>

namespace opslab::switching {

Fiber::Fiber(net::Network& net, net::LinkId id, net::NodeId from, net::NodeId to,
             net::PacketReceiver& far_end, std::int64_t rate_bps, sim::SimTime delay,
             Delivery delivery)
    : net_(net),
      id_(id),
      from_(from),
      to_(to),
      far_end_(far_end),
      serializer_(rate_bps),
      delay_(delay),
      delivery_(delivery) {}

void Fiber::launch(net::PacketPtr p) {
  const sim::SimTime now = net_.now();
  const sim::SimTime tx = serializer_.time(p->size_bytes);
#ifndef NDEBUG
  assert(now >= free_at_ && "a fiber carries one packet at a time");
  free_at_ = now + tx;
#endif
  ++launched_;
  bytes_ += p->size_bytes;
  if (net_.taps().active()) net_.taps().transmit(*p, id_, now, now + tx, now + tx + delay_);
  const sim::SimTime due = now + delay_ + (delivery_ == Delivery::tail ? tx : sim::SimTime{});
  pipe_.push_back(InFlight{std::move(p), due});
  if (!event_.scheduled()) net_.sim().schedule(event_, due);
}

void Fiber::handle_event(sim::Event&) {
  const sim::SimTime now = net_.now();
  while (!pipe_.empty() && pipe_.front().due <= now) {
    net::PacketPtr p = std::move(pipe_.pop_front().packet);
    ++p->hops;
    net_.count_arrived_off_link(to_);
    far_end_.receive(std::move(p));
  }
  if (!pipe_.empty()) net_.sim().schedule(event_, pipe_.front().due);
}

void FiberTransmitter::start(net::PacketPtr p) {
  busy_until_ = net_.now() + out_.transmission_time(p->size_bytes);
  out_.launch(std::move(p));
}

void FiberTransmitter::receive(net::PacketPtr p) {
  all_sent_at_ = wire_start() + out_.transmission_time(p->size_bytes);
  if (queue_.empty() && net_.now() >= busy_until_) {
    start(std::move(p));
    return;
  }
  queue_bytes_ += p->size_bytes;
  queue_.push_back(std::move(p));
  if (queue_.size() > peak_packets_) peak_packets_ = static_cast<std::uint32_t>(queue_.size());
  if (!free_.scheduled()) net_.sim().schedule(free_, busy_until_);
  if (net_.taps().active()) net_.taps().queue(out_.id(), queue_packets(), queue_bytes_, net_.now());
}

void FiberTransmitter::handle_event(sim::Event&) {
  if (queue_.empty()) return;
  net::PacketPtr p = queue_.pop_front();
  queue_bytes_ -= p->size_bytes;
  if (net_.taps().active()) net_.taps().queue(out_.id(), queue_packets(), queue_bytes_, net_.now());
  start(std::move(p));
  if (!queue_.empty()) net_.sim().schedule(free_, busy_until_);
}

}  // namespace opslab::switching
