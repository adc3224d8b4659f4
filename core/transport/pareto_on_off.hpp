// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ParetoOnOffSource: the self-similar background traffic of Izquierdo-Zaragoza & Pavon-Marino
// (§IV-A): one IP source is the superposition of `sub_sources` (100) ON-OFF sources. During
// an ON period a sub-source sends packets back to back at its peak rate (2.5 Gb/s); ON
// periods are Pareto distributed with a mean of 1 MB and shape α = 3 − 2H, so that the
// superposition is self-similar with Hurst parameter H (Willinger, Taqqu, Sherman & Wilson
// 1997, Theorem 1: H = (3 − α)/2); OFF periods are exponential with the mean that gives the
// source its target average rate. Packet lengths are trimodal: 40 / 576 / 1500 bytes with
// probabilities 58 / 33 / 9 % (mean 348.3 bytes).
//
// Cost: one embedded event per sub-source, one event per packet sent; nothing is allocated
// per packet (packets come from the network's pool).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "sim/random.hpp"

namespace opslab::transport {

struct ParetoOnOffParams {
  std::uint32_t sub_sources = 100;
  std::int64_t peak_bps = 2'500'000'000;
  double mean_on_bytes = 1e6;
  double hurst = 0.6;
  /// Average rate of the whole superposition.
  double mean_rate_bps = 1e8;
};

/// The trimodal IP packet length mix of §IV-A.
struct TrimodalPacketSizes {
  static constexpr std::uint32_t kSizes[3] = {40, 576, 1500};
  static constexpr double kProbabilities[3] = {0.58, 0.33, 0.09};
  static constexpr double mean_bytes() { return 40 * 0.58 + 576 * 0.33 + 1500 * 0.09; }
  static std::uint32_t draw(sim::RandomStream& rng);
};

class ParetoOnOffSource final : private sim::EventHandler {
 public:
  /// Packets of flow `flow` from `src` to node `dst`; `name` names the random stream.
  ParetoOnOffSource(net::Network& net, net::Host& src, net::NodeId dst, net::FlowId flow,
                    const ParetoOnOffParams& params, std::string_view name);
  ParetoOnOffSource(const ParetoOnOffSource&) = delete;
  ParetoOnOffSource& operator=(const ParetoOnOffSource&) = delete;

  /// Starts every sub-source at `at` in its stationary state: ON with probability equal to
  /// the duty cycle (then a fresh ON period), else OFF for an exponential time.
  void start(sim::SimTime at);

  /// Pareto shape α = 3 − 2H and the Pareto minimum giving the mean ON length.
  double alpha() const { return alpha_; }
  double duty_cycle() const { return duty_; }
  std::uint64_t packets_sent() const { return packets_; }
  std::uint64_t bytes_sent() const { return bytes_; }

 private:
  void handle_event(sim::Event& ev) override;
  void begin_on(std::uint32_t k);
  void begin_off(std::uint32_t k, sim::SimTime from);

  net::Network& net_;
  net::Host& src_;
  net::NodeId dst_;
  net::FlowId flow_;
  ParetoOnOffParams params_;
  double alpha_, on_min_bytes_, duty_, mean_off_s_;
  sim::RandomStream rng_;
  std::unique_ptr<sim::Event[]> events_;  // one per sub-source, tag = its index
  std::vector<double> on_left_bytes_;     // > 0 while ON
  std::uint64_t packets_ = 0, bytes_ = 0;
};

}  // namespace opslab::transport
