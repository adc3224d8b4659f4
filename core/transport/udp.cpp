// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/udp.hpp"

#include <string>

namespace opslab::transport {

UdpSource::UdpSource(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
                     std::uint32_t packet_bytes, double rate_bps, Pattern pattern)
    : net_(net),
      host_(host),
      peer_(peer),
      flow_(flow),
      packet_bytes_(packet_bytes),
      mean_gap_s_(packet_bytes * 8.0 / rate_bps),
      pattern_(pattern),
      rng_(net.sim().random_stream("udp/" + std::to_string(flow))) {}

void UdpSource::start_at(sim::SimTime t) { net_.sim().schedule(next_, t + next_gap()); }

sim::SimTime UdpSource::next_gap() {
  const double gap = pattern_ == Pattern::poisson ? rng_.exponential(mean_gap_s_) : mean_gap_s_;
  return sim::SimTime::s(gap);
}

void UdpSource::handle_event(sim::Event&) {
  if (net_.now() >= stop_) return;
  net::PacketPtr p = net_.pool().make(flow_, host_.id(), peer_, net::PacketKind::udp,
                                      packet_bytes_, net_.now());
  p->payload_bytes = packet_bytes_;
  p->seq = sent_;
  ++sent_;
  sent_bytes_ += packet_bytes_;
  host_.send(std::move(p));
  net_.sim().schedule_in(next_, next_gap());
}

UdpSink::UdpSink(net::Network& net, net::Host& host, net::FlowId flow)
    : net_(net), host_(host), flow_(flow) {
  host_.bind(flow_, *this);
}

UdpSink::~UdpSink() { host_.unbind(flow_); }

void UdpSink::receive(net::PacketPtr p) {
  if (any_ && p->seq < highest_seq_) ++reordered_;
  if (!any_ || p->seq > highest_seq_) highest_seq_ = p->seq;
  any_ = true;
  ++received_;
  bytes_ += p->payload_bytes;
  lifetime_bytes_ += p->payload_bytes;
  const double d = (net_.now() - p->created).to_seconds();
  sum_ += d;
  const double delta = d - mean_;
  mean_ += delta / static_cast<double>(received_);
  m2_ += delta * (d - mean_);
}

void UdpSink::reset_stats() {
  received_ = 0;
  bytes_ = 0;
  reordered_ = 0;
  sum_ = mean_ = m2_ = 0;
}

double UdpSink::delay_stddev_s() const {
  return received_ > 1 ? std::sqrt(m2_ / static_cast<double>(received_)) : 0.0;
}

}  // namespace opslab::transport
