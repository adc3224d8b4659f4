// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/jet_burst_core.hpp"

#include <cassert>
#include <stdexcept>

#include <fmt/format.h>


namespace opslab::switching {

JetBurstCore::JetBurstCore(net::Network& net, const JetParams& params,
                           std::vector<CoreFibre> fibres, const std::string& rng_name)
    : net_(net),
      params_(params),
      fibres_(std::move(fibres)),
      schedules_(fibres_.size(), WavelengthSchedule(params.wavelengths)),
      rng_(net.sim().random_stream(rng_name)) {}

void JetBurstCore::add_route(net::NodeId from, net::NodeId to, std::vector<std::uint32_t> fibres,
                             edge::OpticalReceiver& egress) {
  if (fibres.empty()) throw std::logic_error(fmt::format("route {}→{} has no hop", from, to));
  routes_[key(from, to)] = Route{std::move(fibres), &egress};
}

std::size_t JetBurstCore::route_hops(net::NodeId from, net::NodeId to) const {
  return routes_.at(key(from, to)).fibres.size();
}

void JetBurstCore::send(edge::OpticalPacketPtr burst) {
  const Route& route = routes_.at(key(burst->ingress, burst->egress));
  std::uint32_t index;
  if (free_.empty()) {
    index = static_cast<std::uint32_t>(flights_.size());
    flights_.push_back(std::make_unique<Flight>());
    flights_.back()->event.set_handler(this, index);
  } else {
    index = free_.back();
    free_.pop_back();
  }
  Flight& f = *flights_[index];
  const sim::SimTime now = net_.now();
  f.route = &route;
  f.duration = sim::SimTime::transmission(burst->bytes, params_.rate_bps);
  f.doomed = rng_.bernoulli(params_.random_loss_p);
  f.travelled = sim::SimTime::zero();
  packets_in_flight_ += burst->members.size();
  net_.count_sent_off_link(burst->ingress, burst->members.size());
  f.burst = std::move(burst);
  ++stats_.sent;
  stats_.sent_bytes += f.burst->bytes;
  if (f.burst->ingress >= sent_bytes_from_.size()) {
    sent_bytes_from_.resize(f.burst->ingress + 1, 0);
  }
  sent_bytes_from_[f.burst->ingress] += f.burst->bytes;
  // The ingress schedules its own first link: the burst leaves after the offset, or later
  // when every allowed channel is taken then (it waits in the electronic edge buffer).
  const std::uint32_t first = route.fibres.front();
  const auto slot =
      schedules_[first].reserve_earliest(now + offset(route.fibres.size()), f.duration, now);
  f.channel = slot.channel;
  f.departure = slot.start;
  if (net_.taps().active()) {
    const auto& fib = fibres_[first];
    report(*f.burst, fib, f.departure, f.duration, f.channel, offset(route.fibres.size()));
  }
  f.travelled = fibres_[first].delay;
  f.next_hop = 1;
  // The header left at departure − H·δ; it is processed at node 1 after the first fibre.
  const sim::SimTime header_left = f.departure - offset(route.fibres.size());
  net_.sim().schedule(f.event, route.fibres.size() == 1
                                   ? f.departure + f.travelled + f.duration
                                   : header_left + f.travelled + params_.header_processing);
}

void JetBurstCore::report(const edge::OpticalPacket& burst, const CoreFibre& fibre,
                          sim::SimTime at, sim::SimTime duration, std::int32_t channel,
                          sim::SimTime lead) const {
  net::ModelEvent e = burst.event(burst_scheduled, fibre.from);
  e.channel = channel;
  e.link = fibre.link;
  e.start = at;
  e.end = at + duration;
  e.arrival = at + duration + fibre.delay;
  e.lead = lead;
  net_.taps().model_event(e, net_.now());
}

void JetBurstCore::report_refusal(const Flight& f, std::uint32_t hop, sim::SimTime burst_at) const {
  const CoreFibre& fibre = fibres_[f.route->fibres[hop]];
  net::ModelEvent e = f.burst->event(burst_lost, fibre.from);
  e.channel = params_.conversion ? WavelengthSchedule::kNone : f.channel;
  e.link = fibre.link;
  e.start = burst_at;
  e.end = burst_at + f.duration;
  e.arrival = e.end + fibre.delay;
  net_.taps().model_event(e, net_.now());
}

bool JetBurstCore::reserve_hop(Flight& f, std::uint32_t hop, sim::SimTime burst_at) {
  const std::uint32_t fibre = f.route->fibres[hop];
  const std::int32_t required = params_.conversion ? WavelengthSchedule::kNone : f.channel;
  const std::int32_t c =
      schedules_[fibre].reserve(burst_at, burst_at + f.duration, net_.now(), required);
  if (c == WavelengthSchedule::kNone) return false;
  f.channel = c;
  if (net_.taps().active()) {
    const auto& fib = fibres_[fibre];
    const auto hops = static_cast<std::int64_t>(f.route->fibres.size());
    report(*f.burst, fib, burst_at, f.duration, c, params_.header_processing * (hops - hop));
  }
  return true;
}

void JetBurstCore::handle_event(sim::Event& ev) {
  Flight& f = *flights_[ev.tag()];
  const auto hops = static_cast<std::uint32_t>(f.route->fibres.size());
  if (f.next_hop == hops) {  // the last bit reached the egress
    const net::NodeId egress = fibres_[f.route->fibres.back()].to;
    finish(f, f.doomed ? BurstOutcome::random_loss : BurstOutcome::delivered, egress);
    return;
  }
  // The header is processed at the node before fibre `next_hop`; the burst arrives there at
  // departure + travelled (≥ now: the remaining offset is (H − next_hop − 1)·δ).
  const std::uint32_t hop = f.next_hop;
  const sim::SimTime burst_at = f.departure + f.travelled;
  assert(burst_at >= net_.now());
  if (!reserve_hop(f, hop, burst_at)) {
    if (net_.taps().active()) report_refusal(f, hop, burst_at);
    finish(f, BurstOutcome::contention, fibres_[f.route->fibres[hop]].from);
    return;
  }
  f.travelled += fibres_[f.route->fibres[hop]].delay;
  f.next_hop = hop + 1;
  const sim::SimTime header_left = f.departure - offset(hops);
  net_.sim().schedule(f.event, f.next_hop == hops ? f.departure + f.travelled + f.duration
                                                  : header_left + f.travelled +
                                                        params_.header_processing * (f.next_hop));
}

void JetBurstCore::finish(Flight& f, BurstOutcome outcome, net::NodeId where) {
  if (hook_) hook_(*f.burst, outcome);
  if (outcome == BurstOutcome::random_loss && net_.taps().active()) {
    net::ModelEvent e = f.burst->event(burst_lost_random, where);
    e.channel = f.channel;
    net_.taps().model_event(e, net_.now());
  }
  packets_in_flight_ -= f.burst->members.size();
  switch (outcome) {
    case BurstOutcome::delivered:
      ++stats_.delivered;
      net_.count_arrived_off_link(fibres_[f.route->fibres.back()].to, f.burst->members.size());
      f.route->egress->receive_optical(std::move(f.burst));
      break;
    case BurstOutcome::contention:
    case BurstOutcome::random_loss: {
      ++(outcome == BurstOutcome::contention ? stats_.contention : stats_.random_loss);
      const net::DropCause cause =
          outcome == BurstOutcome::contention ? switching::contention : net::DropCause::random_loss;
      // Lost on its way (the core's own loss, not the node's): the node `where` never
      // held the burst.
      for (auto& m : f.burst->members) net_.drop_in_transit(std::move(m), where, cause);
      f.burst.reset();
      break;
    }
  }
  release(f);
}

void JetBurstCore::release(Flight& f) {
  f.burst.reset();
  free_.push_back(f.event.tag());
}

}  // namespace opslab::switching
