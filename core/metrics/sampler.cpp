// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/sampler.hpp"

#include <memory>

namespace opslab::metrics {

void Sampler::add(std::string series, std::string key, Probe probe) {
  probes_.push_back(std::move(probe));
  data_.series.push_back(TimeSeries::Series{std::move(series), std::move(key), {}});
}

void Sampler::add_rate(std::string series, std::string key, std::function<double()> counter,
                       double scale) {
  auto last = std::make_shared<double>(counter());
  const double per_second = scale / interval_.to_seconds();
  add(std::move(series), std::move(key), [counter = std::move(counter), last, per_second] {
    const double now = counter();
    const double rate = (now - *last) * per_second;
    *last = now;
    return rate;
  });
}

void Sampler::handle_event(sim::Event&) {
  data_.times_s.push_back(sim_.now().to_seconds());
  data_.times_ps.push_back(sim_.now().count_ps());
  for (std::size_t i = 0; i < probes_.size(); ++i) data_.series[i].values.push_back(probes_[i]());
  sim_.schedule_in(event_, interval_);
}

}  // namespace opslab::metrics
