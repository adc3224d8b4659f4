// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/deflection_output.hpp"

#include <algorithm>

#include "switching/switching_events.hpp"

namespace opslab::switching {

DeflectionOutput::DeflectionOutput(net::Network& net, net::NodeId at,
                                   const DeflectionParams& params, edge::OpticalReceiver& egress,
                                   net::LinkId shortest_link, net::LinkId deflection_link,
                                   const std::string& name)
    : net_(net),
      at_(at),
      params_(params),
      shortest_link_(shortest_link),
      deflection_link_(deflection_link),
      shortest_(net.sim(), egress),
      deflected_(net.sim(), egress),
      rng_(net.sim().random_stream("deflection/" + name)) {
  draw_cost();
}

void DeflectionOutput::draw_cost() {
  const double mu = params_.cost_mean.to_seconds();
  const double sigma = params_.cost_stddev.to_seconds();
  cost_ = sim::SimTime::s(std::max(0.0, sigma > 0 ? rng_.normal(mu, sigma) : mu));
  const double tv = rng_.uniform(params_.tv_min.to_seconds(), params_.tv_max.to_seconds());
  net_.sim().schedule_in(redraw_, sim::SimTime::s(tv));
}

void DeflectionOutput::handle_event(sim::Event&) { draw_cost(); }

void DeflectionOutput::drop(edge::OpticalPacketPtr o, net::DropCause cause) {
  stats_.ip_dropped += o->members.size();
  for (auto& m : o->members) net_.drop(std::move(m), at_, cause);
  o->members.clear();
}

void DeflectionOutput::report(const edge::OpticalPacket& o, net::EventKind kind,
                              net::LinkId link, sim::SimTime tx, sim::SimTime arrival) const {
  const sim::SimTime now = net_.now();
  net::ModelEvent e = o.event(kind, at_);
  e.link = link;
  e.start = now;
  e.end = now + tx;
  e.arrival = arrival;
  e.usual = params_.shortest_delay;
  net_.taps().model_event(e, now);
}

void DeflectionOutput::send(edge::OpticalPacketPtr o) {
  const sim::SimTime now = net_.now();
  const sim::SimTime tx = sim::SimTime::transmission(o->bytes, params_.rate_bps);
  if (now >= busy_until_) {
    busy_until_ = now + tx;
    ++stats_.shortest;
    const sim::SimTime arrival = now + tx + params_.shortest_delay;
    if (net_.taps().active()) report(*o, optical_transmission, shortest_link_, tx, arrival);
    net_.count_sent_off_link(at_, o->members.size());
    shortest_.put(std::move(o), arrival);
    return;
  }
  // τ < S/B0: the output is still sending the previous optical packet.
  if (!params_.deflection ||
      (params_.deflection_port_contention && now < deflection_busy_until_)) {
    ++stats_.contention_drops;
    drop(std::move(o), contention);
    return;
  }
  deflection_busy_until_ = now + tx;
  ++stats_.deflected;
  stats_.ip_deflected += o->members.size();
  const sim::SimTime arrival = now + tx + params_.shortest_delay + cost_;
  const bool lost = rng_.bernoulli(params_.loss_p);
  if (net_.taps().active()) {
    report(*o, lost ? deflection_lost : deflection, deflection_link_, tx, arrival);
  }
  if (lost) {
    ++stats_.deflection_drops;
    drop(std::move(o), deflection_path);
    return;
  }
  net_.count_sent_off_link(at_, o->members.size());
  deflected_.put(std::move(o), arrival);
}

}  // namespace opslab::switching
