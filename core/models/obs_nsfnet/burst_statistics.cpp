// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/obs_nsfnet/burst_statistics.hpp"

#include <algorithm>

#include "net/network.hpp"

namespace opslab::models::obs {

void BurstStatistics::add(Histogram& h, std::size_t value) {
  if (value >= h.size()) h.resize(value + 1, 0);
  ++h[value];
}

void BurstStatistics::record(const edge::OpticalPacket& burst, bool lost) {
  scratch_.clear();
  scratch_counts_.clear();
  std::size_t segments = 0;
  for (const auto& m : burst.members) {
    if (m->kind != net::PacketKind::tcp_data) continue;
    ++segments;
    const auto it = std::find(scratch_.begin(), scratch_.end(), m->flow);
    if (it == scratch_.end()) {
      scratch_.push_back(m->flow);
      scratch_counts_.push_back(1);
    } else {
      ++scratch_counts_[static_cast<std::size_t>(it - scratch_.begin())];
    }
  }
  if (segments == 0) {
    ++ack_only_;
    return;
  }
  const int o = lost ? 1 : 0;
  ++data_bursts_[o];
  add(segments_[o], segments);
  add(flows_[o], scratch_.size());
  std::uint32_t largest = 0;
  for (const auto n : scratch_counts_) {
    add(flow_segments_[o], n);
    largest = std::max(largest, n);
  }
  add(largest_flow_[o], largest);
}

void BurstStatistics::reset() {
  for (int o = 0; o < 2; ++o) {
    segments_[o].clear();
    flows_[o].clear();
    flow_segments_[o].clear();
    largest_flow_[o].clear();
    data_bursts_[o] = 0;
  }
  ack_only_ = 0;
}

namespace {
double mean_of(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b) {
  double sum = 0, n = 0;
  for (const auto* h : {&a, &b}) {
    for (std::size_t v = 0; v < h->size(); ++v) {
      sum += double(v) * double((*h)[v]);
      n += double((*h)[v]);
    }
  }
  return n > 0 ? sum / n : 0.0;
}
}  // namespace

double BurstStatistics::mean_segments() const {
  return mean_of(segments_[0], segments_[1]);
}
double BurstStatistics::mean_flows() const {
  return mean_of(flows_[0], flows_[1]);
}

std::uint32_t BurstStatistics::max_segments() const {
  return static_cast<std::uint32_t>(std::max(segments_[0].size(), segments_[1].size()) > 0
                                        ? std::max(segments_[0].size(), segments_[1].size()) - 1
                                        : 0);
}

namespace {
// Share of the entries of [delivered, lost] histograms whose value lies in [lo, hi].
double share_in(const std::vector<std::uint64_t> (&h)[2], std::size_t lo, std::size_t hi) {
  std::uint64_t in = 0, all = 0;
  for (const auto& x : h) {
    for (std::size_t v = 0; v < x.size(); ++v) {
      all += x[v];
      if (v >= lo && v <= hi) in += x[v];
    }
  }
  return all ? double(in) / double(all) : 0.0;
}
}  // namespace

double BurstStatistics::share_with_segments(std::uint32_t lo, std::uint32_t hi) const {
  return share_in(segments_, lo, hi);
}

double BurstStatistics::share_flow_with_segments(std::uint32_t lo, std::uint32_t hi) const {
  return share_in(flow_segments_, lo, hi);
}

double BurstStatistics::share_largest_flow_with_segments(std::uint32_t lo,
                                                         std::uint32_t hi) const {
  return share_in(largest_flow_, lo, hi);
}

std::uint32_t BurstStatistics::flows_quantile(double q) const {
  const auto n = data_bursts();
  if (n == 0) return 0;
  const std::size_t size = std::max(flows_[0].size(), flows_[1].size());
  std::uint64_t seen = 0;
  for (std::size_t v = 0; v < size; ++v) {
    for (const auto& h : flows_) seen += v < h.size() ? h[v] : 0;
    if (double(seen) >= q * double(n)) return static_cast<std::uint32_t>(v);
  }
  return static_cast<std::uint32_t>(size - 1);
}

metrics::Table BurstStatistics::table() const {
  metrics::Table t;
  t.columns = {"histogram", "value", "delivered", "lost"};
  const auto rows = [&](const char* name, const Histogram(&h)[2]) {
    const std::size_t size = std::max(h[0].size(), h[1].size());
    for (std::size_t v = 0; v < size; ++v) {
      const std::uint64_t d = v < h[0].size() ? h[0][v] : 0;
      const std::uint64_t l = v < h[1].size() ? h[1][v] : 0;
      if (d + l == 0) continue;
      t.rows.push_back({std::string(name), static_cast<std::int64_t>(v),
                        static_cast<std::int64_t>(d), static_cast<std::int64_t>(l)});
    }
  };
  rows("segments", segments_);
  rows("flows", flows_);
  return t;
}

}  // namespace opslab::models::obs
