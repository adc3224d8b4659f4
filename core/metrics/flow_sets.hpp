// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TcpFlowSet and UdpFlowSet: the per-flow measurements every model reports.
//
// A model registers its flows, calls snapshot() at the end of warm-up, and asks for the
// window's per-flow goodput, the summary columns, the flows.csv rows and the sampler probes
// (cwnd, ssthresh, srtt and goodput of the first traced flows; total goodput). Goodput counts
// distinct payload bytes at the receiver, each once, when it first arrives (delivered in order
// or held out of order): summary, flows.csv and the time series count the same bytes, and no
// rate of it exceeds what the path carried.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "metrics/run_result.hpp"
#include "metrics/sampler.hpp"
#include "metrics/summary_builder.hpp"
#include "transport/tcp_receiver.hpp"
#include "transport/tcp_sender.hpp"
#include "transport/udp.hpp"

namespace opslab::metrics {

/// Columns of flows.csv, shared by every model.
std::vector<std::string> flow_columns();

class TcpFlowSet {
 public:
  struct Flow {
    const transport::TcpSender* sender;
    const transport::TcpReceiver* receiver;
    double base_rtt_ms;
    double start_s;
  };
  void add(Flow f) {
    flows_.push_back(f);
    base_.emplace_back();
  }
  std::size_t size() const { return flows_.size(); }
  const Flow& flow(std::size_t i) const { return flows_[i]; }

  /// Starts the measurement window at `now` (the end of warm-up).
  void snapshot(sim::SimTime now);
  /// Distinct payload bytes that reached flow i's receiver since the snapshot.
  std::uint64_t window_bytes(std::size_t i) const;
  /// Per-flow goodput up to `now`: a transfer that completed in the window over its own time
  /// in it (from its start or the snapshot to its completion); any other flow over the window.
  std::vector<double> goodputs_mbps(sim::SimTime now) const;
  /// Σ window_bytes over the window's length: never above what the path can carry.
  double total_goodput_mbps(sim::SimTime now) const;
  std::uint64_t received_bytes() const;  // Σ window_bytes
  std::uint64_t retransmits() const;
  std::uint64_t timeouts() const;
  std::uint64_t fast_retransmits() const;
  std::uint64_t reordered() const;
  std::uint64_t segments_sent() const;
  /// Data segments the receivers got in the window (every copy, first or retransmitted).
  std::uint64_t segments_received() const;
  /// Fast retransmits of the window that were needless: an earlier copy of the segment reached
  /// the receiver too (the original, late after reordering — or a timeout's go-back-N copy).
  /// Counted when the receiver got the segment twice and it was not sent again after the
  /// fast retransmit (then the second copy could be that later one's).
  std::uint64_t spurious_fast_retransmits() const;
  /// The normalised reordering and fast-retransmit columns of a TCP summary:
  /// reordered_per_1000_segments, spurious_fast_retransmits,
  /// spurious_fast_retransmit_share (empty without fast retransmits) and
  /// spurious_fast_retransmits_per_1000_segments.
  void summarise_reordering(SummaryBuilder& s) const;
  void add_probes(Sampler& s, std::uint32_t trace_flows) const;
  void append_rows(Table& t, sim::SimTime now) const;
  /// Adds the transfer columns (transfer_cells.hpp) to a table whose rows are append_rows'
  /// and nothing else: each flow's file size, whether it completed, and its completion time
  /// (its sender's start to completion); empty for a long-lived flow.
  void append_transfer_columns(Table& t) const;

 private:
  struct Base {
    std::uint64_t arrived = 0, segments = 0, retransmits = 0, timeouts = 0, fast = 0,
                  reordered = 0, received = 0;
  };
  static Base counters(const Flow& f);
  /// Σ over flows of a counter's growth since snapshot().
  std::uint64_t since_snapshot(std::uint64_t Base::*field) const;
  std::vector<Flow> flows_;
  std::vector<Base> base_;
  sim::SimTime window_start_;
};

class UdpFlowSet {
 public:
  struct Flow {
    const transport::UdpSource* source;
    transport::UdpSink* sink;
    double base_rtt_ms;
  };
  void add(Flow f) { flows_.push_back(f); sent_base_.push_back(0); }
  std::size_t size() const { return flows_.size(); }

  void snapshot();
  std::vector<double> goodputs_mbps(double window_s) const;
  std::uint64_t received_bytes() const;
  std::uint64_t sent() const;
  std::uint64_t received() const;
  std::uint64_t reordered() const;
  /// He & Chan's jitter: per-flow standard deviation of delay, averaged over flows (ms).
  double jitter_ms() const;
  double mean_delay_ms() const;
  void add_probes(Sampler& s) const;
  void append_rows(Table& t, double window_s) const;

 private:
  std::vector<Flow> flows_;
  std::vector<std::uint64_t> sent_base_;
};

}  // namespace opslab::metrics
