// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// UdpSource and UdpSink: datagram traffic for the validation dumbbell and He & Chan's UDP
// experiments. The source sends fixed-size datagrams at constant rate or as a Poisson
// process; the sink measures one-way delay, its standard deviation (the per-flow jitter of
// He & Chan §III-B) and out-of-order arrivals.
#pragma once

#include <cmath>
#include <cstdint>

#include "net/host.hpp"
#include "net/network.hpp"
#include "sim/event.hpp"
#include "sim/random.hpp"

namespace opslab::transport {

class UdpSource final : private sim::EventHandler {
 public:
  enum class Pattern : std::uint8_t { constant, poisson };

  UdpSource(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
            std::uint32_t packet_bytes, double rate_bps, Pattern pattern);

  void start_at(sim::SimTime t);
  void stop_at(sim::SimTime t) { stop_ = t; }
  std::uint64_t sent() const { return sent_; }
  std::uint64_t sent_bytes() const { return sent_bytes_; }

 private:
  void handle_event(sim::Event& ev) override;
  sim::SimTime next_gap();

  net::Network& net_;
  net::Host& host_;
  net::NodeId peer_;
  net::FlowId flow_;
  std::uint32_t packet_bytes_;
  double mean_gap_s_;
  Pattern pattern_;
  sim::RandomStream rng_;
  sim::Event next_{this};
  sim::SimTime stop_ = sim::SimTime::max();
  std::uint64_t sent_ = 0;
  std::uint64_t sent_bytes_ = 0;
};

class UdpSink final : public net::PacketReceiver {
 public:
  UdpSink(net::Network& net, net::Host& host, net::FlowId flow);
  ~UdpSink();

  void receive(net::PacketPtr p) override;
  /// Starts a fresh measurement window (end of warm-up).
  void reset_stats();

  std::uint64_t received() const { return received_; }
  std::uint64_t received_bytes() const { return bytes_; }
  /// Bytes received since the start of the run (never reset).
  std::uint64_t lifetime_bytes() const { return lifetime_bytes_; }
  std::uint64_t reordered() const { return reordered_; }
  double mean_delay_s() const { return received_ ? sum_ / static_cast<double>(received_) : 0; }
  /// Standard deviation of the one-way delay (population).
  double delay_stddev_s() const;

 private:
  net::Network& net_;
  net::Host& host_;
  net::FlowId flow_;
  std::uint64_t received_ = 0;
  std::uint64_t bytes_ = 0;
  std::uint64_t lifetime_bytes_ = 0;
  std::uint64_t reordered_ = 0;
  std::uint64_t highest_seq_ = 0;
  bool any_ = false;
  // Welford's running mean and variance of the delay.
  double sum_ = 0;
  double mean_ = 0;
  double m2_ = 0;
};

}  // namespace opslab::transport
