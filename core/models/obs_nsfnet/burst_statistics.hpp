// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// BurstStatistics: the distributions of the OBS paper's Fig. 1 — TCP segments per burst (a)
// and distinct TCP flows per burst (b), each for delivered and lost bursts — counted over the
// measurement window. A burst counts with the data segments it carries; bursts that carry
// only ACKs (the reverse direction shares the assemblers) are counted apart and left out of
// the histograms, since the paper's figure is about the data bursts. Fig. 1a read per flow
// beside it: the segments each flow puts in a burst, and the largest of these per burst.
// Cost: O(members · distinct flows) per burst, no allocation once the scratch has grown.
#pragma once

#include <cstdint>
#include <vector>

#include "edge/optical_packet.hpp"
#include "metrics/run_result.hpp"

namespace opslab::models::obs {

class BurstStatistics {
 public:
  void record(const edge::OpticalPacket& burst, bool lost);
  void reset();

  std::uint64_t data_bursts() const { return data_bursts_[0] + data_bursts_[1]; }
  std::uint64_t lost_data_bursts() const { return data_bursts_[1]; }
  std::uint64_t ack_only_bursts() const { return ack_only_; }
  double mean_segments() const;
  double mean_flows() const;
  std::uint32_t max_segments() const;
  /// Share of data bursts holding `lo` to `hi` segments (Fig. 1a's peaks at the line-rate
  /// maximum: about 33% / 13% / 7% at 13 / 61 / 121 segments for 1 / 5 / 10 ms, §III).
  double share_with_segments(std::uint32_t lo, std::uint32_t hi) const;
  /// Share of (burst, flow) pairs in which the flow put `lo` to `hi` segments in the burst.
  double share_flow_with_segments(std::uint32_t lo, std::uint32_t hi) const;
  /// Share of data bursts whose largest flow put `lo` to `hi` segments in them.
  double share_largest_flow_with_segments(std::uint32_t lo, std::uint32_t hi) const;
  /// The smallest n such that at least `q` of the data bursts hold ≤ n flows (Fig. 1b:
  /// "80% of the transmitted bursts employ segments from only 2 different sources").
  std::uint32_t flows_quantile(double q) const;
  /// Long format: histogram (segments | flows), value, delivered, lost — one row per value
  /// that some burst had.
  metrics::Table table() const;
  /// Data bursts by the segments (flows) they carry, [delivered, lost][value].
  const std::vector<std::uint64_t>& segments(bool lost) const { return segments_[lost ? 1 : 0]; }
  const std::vector<std::uint64_t>& flows(bool lost) const { return flows_[lost ? 1 : 0]; }

 private:
  using Histogram = std::vector<std::uint64_t>;  // count by value
  static void add(Histogram& h, std::size_t value);

  Histogram segments_[2];  // [delivered, lost]
  Histogram flows_[2];
  Histogram flow_segments_[2];     // (burst, flow) pairs by the flow's segments in the burst
  Histogram largest_flow_[2];      // data bursts by their largest flow's segments
  std::uint64_t data_bursts_[2] = {0, 0};
  std::uint64_t ack_only_ = 0;
  std::vector<net::FlowId> scratch_;
  std::vector<std::uint32_t> scratch_counts_;  // segments of each flow in scratch_
};

}  // namespace opslab::models::obs
