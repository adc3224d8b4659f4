// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sampler: records time series on simulation time — one event every `interval`, reading a
// list of probes (cwnd of a flow, total goodput over the last interval, a queue length…).
// Sampling is itself an event, so what the GUI plots is exactly what the CSV holds.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "metrics/run_result.hpp"
#include "sim/simulation.hpp"

namespace opslab::metrics {

class Sampler final : private sim::EventHandler {
 public:
  using Probe = std::function<double()>;

  Sampler(sim::Simulation& sim, sim::SimTime interval) : sim_(sim), interval_(interval) {}

  /// Adds a probe read at every sample. Call before start().
  void add(std::string series, std::string key, Probe probe);
  /// Adds a rate probe: (counter now − counter at the previous sample) · scale / interval.
  void add_rate(std::string series, std::string key, std::function<double()> counter,
                double scale);
  /// First sample at `first`, then every interval.
  void start(sim::SimTime first) { sim_.schedule(event_, first); }

  const TimeSeries& data() const { return data_; }
  sim::SimTime interval() const { return interval_; }

 private:
  void handle_event(sim::Event& ev) override;

  sim::Simulation& sim_;
  sim::SimTime interval_;
  sim::Event event_{this};
  std::vector<Probe> probes_;
  TimeSeries data_;
};

}  // namespace opslab::metrics
