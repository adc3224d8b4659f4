// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RttSampleLog: every RTT sample the TCP senders of a run take, as a tap on its network
// (net::Tap::on_rtt_sample), for rtt_samples.csv (`opslab-cli run --rtt-samples`,
// docs/cli.md). It keeps the first `limit` samples in order and only counts the ones after
// them, so that a run that would write more says so rather than filling memory and disk.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "net/tap.hpp"

namespace opslab::metrics {

class RttSampleLog final : public net::Tap {
 public:
  /// 40 bytes held per sample (200 MB at the limit), about 50 bytes of CSV.
  static constexpr std::size_t default_limit = 5'000'000;

  explicit RttSampleLog(std::size_t limit = default_limit) : limit_(limit) {}

  void on_rtt_sample(const net::RttSample& s, sim::SimTime t) override;

  /// One kept sample: when it was taken, by which flow, and the estimator's values (ps).
  struct Sample {
    std::int64_t t_ps, rtt_ps, srtt_ps, rto_ps;
    net::FlowId flow;
  };

  std::size_t limit() const { return limit_; }
  /// The kept samples in the order taken (what the CSV holds).
  const std::vector<Sample>& samples() const { return rows_; }
  std::size_t kept() const { return rows_.size(); }
  /// Samples taken after the log held `limit`, not kept.
  std::uint64_t left_out() const { return left_out_; }
  /// When the last kept sample was taken (zero when none was).
  sim::SimTime last_kept_time() const;

  /// time_s, flow, rtt_ms, srtt_ms, rto_ms.
  static std::vector<std::string> columns();
  /// The header, then one line per kept sample in the order taken; times as exact decimals of
  /// the simulation clock.
  void write_csv(std::ostream& out) const;

 private:
  std::size_t limit_;
  std::vector<Sample> rows_;
  std::uint64_t left_out_ = 0;
};

}  // namespace opslab::metrics
