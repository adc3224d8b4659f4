// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/flow_sets.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

#include "metrics/transfer_cells.hpp"

namespace opslab::metrics {

std::vector<std::string> flow_columns() {
  return {"flow",        "kind",          "base_rtt_ms", "start_s",    "goodput_mbps",
          "received_bytes", "segments_sent", "retransmits", "timeouts", "fast_retransmits",
          "reordered",   "cwnd_packets",  "srtt_ms",     "udp_sent",   "udp_received",
          "mean_delay_ms", "jitter_ms"};
}

namespace {
std::int64_t i64(std::uint64_t v) { return static_cast<std::int64_t>(v); }
}  // namespace

void TcpFlowSet::snapshot(sim::SimTime now) {
  window_start_ = now;
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    base_[i] = counters(flows_[i]);
  }
}

std::uint64_t TcpFlowSet::window_bytes(std::size_t i) const {
  return flows_[i].receiver->received_bytes() - base_[i].arrived;
}

std::vector<double> TcpFlowSet::goodputs_mbps(sim::SimTime now) const {
  std::vector<double> g;
  g.reserve(flows_.size());
  const double window_s = (now - window_start_).to_seconds();
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    const auto* snd = flows_[i].sender;
    double t = window_s;
    if (snd->complete() && snd->completion_time() >= window_start_) {
      t = (snd->completion_time() - std::max(snd->start_time(), window_start_)).to_seconds();
    }
    g.push_back(t > 0 ? static_cast<double>(window_bytes(i)) * 8.0 / t / 1e6 : 0.0);
  }
  return g;
}

double TcpFlowSet::total_goodput_mbps(sim::SimTime now) const {
  const double window_s = (now - window_start_).to_seconds();
  return window_s > 0 ? static_cast<double>(received_bytes()) * 8.0 / window_s / 1e6 : 0.0;
}

TcpFlowSet::Base TcpFlowSet::counters(const Flow& f) {
  const auto& s = f.sender->stats();
  const auto& r = f.receiver->stats();
  return Base{f.receiver->received_bytes(), s.segments_sent, s.retransmits, s.timeouts, s.fast_retransmits,
              r.reordered,       r.segments};
}

std::uint64_t TcpFlowSet::since_snapshot(std::uint64_t Base::*field) const {
  std::uint64_t n = 0;
  for (std::size_t i = 0; i < flows_.size(); ++i) n += counters(flows_[i]).*field - base_[i].*field;
  return n;
}

std::uint64_t TcpFlowSet::received_bytes() const {
  std::uint64_t n = 0;
  for (std::size_t i = 0; i < flows_.size(); ++i) n += window_bytes(i);
  return n;
}
std::uint64_t TcpFlowSet::segments_sent() const { return since_snapshot(&Base::segments); }
std::uint64_t TcpFlowSet::retransmits() const { return since_snapshot(&Base::retransmits); }
std::uint64_t TcpFlowSet::timeouts() const { return since_snapshot(&Base::timeouts); }
std::uint64_t TcpFlowSet::fast_retransmits() const { return since_snapshot(&Base::fast); }
std::uint64_t TcpFlowSet::reordered() const { return since_snapshot(&Base::reordered); }
std::uint64_t TcpFlowSet::segments_received() const { return since_snapshot(&Base::received); }

std::uint64_t TcpFlowSet::spurious_fast_retransmits() const {
  std::uint64_t n = 0;
  std::vector<std::uint64_t> twice;
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    const auto& resent = flows_[i].sender->fast_retransmitted();
    if (resent.size() <= base_[i].fast) continue;
    twice = flows_[i].receiver->repeated();
    std::sort(twice.begin(), twice.end());
    for (std::size_t k = base_[i].fast; k < resent.size(); ++k) {
      if (!resent[k].resent_again && std::binary_search(twice.begin(), twice.end(), resent[k].seq)) ++n;
    }
  }
  return n;
}

namespace {
// 1000 · part / whole, or empty when whole is 0.
Value per_1000(std::uint64_t part, std::uint64_t whole) {
  return whole ? Value(1000.0 * static_cast<double>(part) / static_cast<double>(whole)) : Value();
}
}  // namespace

void TcpFlowSet::summarise_reordering(SummaryBuilder& s) const {
  const std::uint64_t received = segments_received();
  const std::uint64_t fast = fast_retransmits();
  const std::uint64_t spurious = spurious_fast_retransmits();
  s.set("reordered_per_1000_segments", per_1000(reordered(), received))
      .set("spurious_fast_retransmits", i64(spurious))
      .set("spurious_fast_retransmit_share",
           fast ? Value(static_cast<double>(spurious) / static_cast<double>(fast)) : Value())
      .set("spurious_fast_retransmits_per_1000_segments", per_1000(spurious, received));
}

void TcpFlowSet::add_probes(Sampler& s, std::uint32_t trace_flows) const {
  const TcpFlowSet* self = this;
  s.add_rate("goodput_mbps", "total",
             [self] {
               double b = 0;
               for (const auto& f : self->flows_) {
                 b += static_cast<double>(f.receiver->received_bytes());
               }
               return b;
             },
             8.0 / 1e6);
  const std::size_t n = std::min<std::size_t>(trace_flows, flows_.size());
  for (std::size_t i = 0; i < n; ++i) {
    const auto* snd = flows_[i].sender;
    const auto* rcv = flows_[i].receiver;
    const std::string key = std::to_string(snd->flow());
    s.add("cwnd", key, [snd] { return snd->cwnd() / snd->mss(); });
    // The papers' simulators (ns-2, INET) let cwnd grow past the receiver's window while the
    // flow is limited by it; what the sender may have in flight is the smaller of the two.
    if (snd->receive_window() < static_cast<double>(transport::TcpSender::kBulk)) {
      s.add("effective_window", key,
            [snd] { return std::min(snd->cwnd(), snd->receive_window()) / snd->mss(); });
    }
    s.add("ssthresh", key, [snd] {
      // Before the first loss ssthresh is unbounded: reported as empty (NaN).
      return snd->ssthresh() >= static_cast<double>(transport::TcpSender::kBulk)
                 ? std::numeric_limits<double>::quiet_NaN()
                 : snd->ssthresh() / snd->mss();
    });
    s.add("srtt_ms", key, [snd] {
      return snd->rto().has_sample() ? snd->rto().srtt().to_ms()
                                     : std::numeric_limits<double>::quiet_NaN();
    });
    s.add_rate("goodput_mbps", key,
               [rcv] { return static_cast<double>(rcv->received_bytes()); }, 8.0 / 1e6);
  }
}

void TcpFlowSet::append_rows(Table& t, sim::SimTime now) const {
  const auto g = goodputs_mbps(now);
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    const auto& f = flows_[i];
    const auto& s = f.sender->stats();
    const auto& r = f.receiver->stats();
    const auto& b = base_[i];
    t.rows.push_back({i64(f.sender->flow()), std::string("tcp"), f.base_rtt_ms, f.start_s, g[i],
                      i64(window_bytes(i)), i64(s.segments_sent - b.segments),
                      i64(s.retransmits - b.retransmits), i64(s.timeouts - b.timeouts),
                      i64(s.fast_retransmits - b.fast), i64(r.reordered - b.reordered),
                      f.sender->cwnd() / f.sender->mss(),
                      f.sender->rto().has_sample() ? Value(f.sender->rto().srtt().to_ms())
                                                   : Value(),
                      Value(), Value(), Value(), Value()});
  }
}

void TcpFlowSet::append_transfer_columns(Table& t) const {
  if (t.rows.size() != flows_.size()) {
    throw std::logic_error("append_transfer_columns: the table holds other rows than the flows'");
  }
  for (auto& c : transfer_columns()) t.columns.push_back(std::move(c));
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    const auto* snd = flows_[i].sender;
    const bool file = snd->total_bytes() != transport::TcpSender::kBulk;
    append_transfer_cells(t.rows[i], file ? std::optional(snd->total_bytes()) : std::nullopt,
                          snd->start_time(),
                          snd->complete() ? std::optional(snd->completion_time()) : std::nullopt);
  }
}

void UdpFlowSet::snapshot() {
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    flows_[i].sink->reset_stats();
    sent_base_[i] = flows_[i].source->sent();
  }
}

std::vector<double> UdpFlowSet::goodputs_mbps(double window_s) const {
  std::vector<double> g;
  for (const auto& f : flows_) {
    g.push_back(static_cast<double>(f.sink->received_bytes()) * 8.0 / window_s / 1e6);
  }
  return g;
}

std::uint64_t UdpFlowSet::received_bytes() const {
  std::uint64_t n = 0;
  for (const auto& f : flows_) n += f.sink->received_bytes();
  return n;
}
std::uint64_t UdpFlowSet::sent() const {
  std::uint64_t n = 0;
  for (std::size_t i = 0; i < flows_.size(); ++i) n += flows_[i].source->sent() - sent_base_[i];
  return n;
}
std::uint64_t UdpFlowSet::received() const {
  std::uint64_t n = 0;
  for (const auto& f : flows_) n += f.sink->received();
  return n;
}
std::uint64_t UdpFlowSet::reordered() const {
  std::uint64_t n = 0;
  for (const auto& f : flows_) n += f.sink->reordered();
  return n;
}

double UdpFlowSet::jitter_ms() const {
  double sum = 0;
  std::size_t n = 0;
  for (const auto& f : flows_) {
    if (f.sink->received() < 2) continue;
    sum += f.sink->delay_stddev_s() * 1e3;
    ++n;
  }
  return n ? sum / static_cast<double>(n) : 0.0;
}

double UdpFlowSet::mean_delay_ms() const {
  double sum = 0;
  std::uint64_t n = 0;
  for (const auto& f : flows_) {
    sum += f.sink->mean_delay_s() * static_cast<double>(f.sink->received());
    n += f.sink->received();
  }
  return n ? sum / static_cast<double>(n) * 1e3 : 0.0;
}

void UdpFlowSet::add_probes(Sampler& s) const {
  const UdpFlowSet* self = this;
  s.add_rate("goodput_mbps", "total",
             [self] {
               double b = 0;
               for (const auto& f : self->flows_) b += static_cast<double>(f.sink->lifetime_bytes());
               return b;
             },
             8.0 / 1e6);
  // He & Chan's jitter (per-flow delay standard deviation, averaged) since the warm-up.
  s.add("udp_jitter_ms", "total", [self] { return self->jitter_ms(); });
}

void UdpFlowSet::append_rows(Table& t, double window_s) const {
  const auto g = goodputs_mbps(window_s);
  for (std::size_t i = 0; i < flows_.size(); ++i) {
    const auto& f = flows_[i];
    t.rows.push_back({i64(i), std::string("udp"), f.base_rtt_ms, Value(), g[i],
                      i64(f.sink->received_bytes()), Value(), Value(), Value(), Value(),
                      i64(f.sink->reordered()), Value(), Value(),
                      i64(f.source->sent() - sent_base_[i]), i64(f.sink->received()),
                      f.sink->mean_delay_s() * 1e3, f.sink->delay_stddev_s() * 1e3});
  }
}

}  // namespace opslab::metrics
