// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/pareto_on_off.hpp"

#include <stdexcept>
#include <string>

namespace opslab::transport {

std::uint32_t TrimodalPacketSizes::draw(sim::RandomStream& rng) {
  const double u = rng.uniform01();
  if (u < kProbabilities[0]) return kSizes[0];
  if (u < kProbabilities[0] + kProbabilities[1]) return kSizes[1];
  return kSizes[2];
}

ParetoOnOffSource::ParetoOnOffSource(net::Network& net, net::Host& src, net::NodeId dst,
                                     net::FlowId flow, const ParetoOnOffParams& params,
                                     std::string_view name)
    : net_(net),
      src_(src),
      dst_(dst),
      flow_(flow),
      params_(params),
      alpha_(3.0 - 2.0 * params.hurst),
      on_min_bytes_(params.mean_on_bytes * (alpha_ - 1.0) / alpha_),
      duty_(params.mean_rate_bps /
            (static_cast<double>(params.sub_sources) * static_cast<double>(params.peak_bps))),
      mean_off_s_(0),
      rng_(net.sim().random_stream("onoff/" + std::string(name))),
      events_(std::make_unique<sim::Event[]>(params.sub_sources)),
      on_left_bytes_(params.sub_sources, 0.0) {
  if (params.hurst <= 0.5 || params.hurst >= 1.0) {
    throw std::invalid_argument("ParetoOnOffSource: H must be in (0.5, 1)");
  }
  if (duty_ <= 0.0 || duty_ >= 1.0) {
    throw std::invalid_argument("ParetoOnOffSource: the mean rate must be below the total peak");
  }
  // Mean ON time at the peak rate; OFF time so that ON/(ON+OFF) = duty.
  const double mean_on_s = params.mean_on_bytes * 8.0 / static_cast<double>(params.peak_bps);
  mean_off_s_ = mean_on_s * (1.0 - duty_) / duty_;
  for (std::uint32_t k = 0; k < params.sub_sources; ++k) events_[k].set_handler(this, k);
}

void ParetoOnOffSource::start(sim::SimTime at) {
  for (std::uint32_t k = 0; k < params_.sub_sources; ++k) {
    if (rng_.uniform01() < duty_) {
      on_left_bytes_[k] = rng_.pareto(alpha_, on_min_bytes_);
      net_.sim().schedule(events_[k], at);
    } else {
      begin_off(k, at);
    }
  }
}

void ParetoOnOffSource::begin_off(std::uint32_t k, sim::SimTime from) {
  on_left_bytes_[k] = 0;
  net_.sim().schedule(events_[k], from + sim::SimTime::s(rng_.exponential(mean_off_s_)));
}

void ParetoOnOffSource::begin_on(std::uint32_t k) {
  on_left_bytes_[k] = rng_.pareto(alpha_, on_min_bytes_);
}

void ParetoOnOffSource::handle_event(sim::Event& ev) {
  const std::uint32_t k = ev.tag();
  if (on_left_bytes_[k] <= 0) begin_on(k);  // an OFF period ended
  // Send one packet at the peak rate; the ON period ends with the packet that exhausts it.
  const std::uint32_t bytes = TrimodalPacketSizes::draw(rng_);
  net::PacketPtr p =
      net_.pool().make(flow_, src_.id(), dst_, net::PacketKind::udp, bytes, net_.now());
  p->payload_bytes = bytes;
  p->seq = packets_++;
  bytes_ += bytes;
  src_.send(std::move(p));
  on_left_bytes_[k] -= bytes;
  const sim::SimTime next = net_.now() + sim::SimTime::transmission(bytes, params_.peak_bps);
  if (on_left_bytes_[k] > 0) {
    net_.sim().schedule(events_[k], next);
  } else {
    begin_off(k, next);
  }
}

}  // namespace opslab::transport
