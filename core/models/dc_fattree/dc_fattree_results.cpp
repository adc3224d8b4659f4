// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a DcFatTreeRun reports: the summary (throughput, completions, losses by layer, O/E/O
// share, peak buffers), flows.csv (one row per connection, destroyed or live), the series
// descriptors and the live flow states.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "metrics/flow_sets.hpp"
#include "metrics/summary_builder.hpp"
#include "metrics/transfer_cells.hpp"
#include "models/dc_fattree/dc_fattree_run.hpp"
#include "scenario/flow_views.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::dc {

using scenario::describe_series;
using scenario::SeriesRole;
using scenario::tcp_flow_state;

namespace {

std::int64_t i64(std::uint64_t v) { return static_cast<std::int64_t>(v); }

}  // namespace

DcFatTreeRun::Record DcFatTreeRun::record(const Connection& c) const {
  const auto& s = c.sender->stats();
  return Record{c.flow,
                c.src,
                c.dst,
                c.bytes,
                c.requested,
                c.complete ? c.sender->completion_time() : sim::SimTime::max(),
                c.delivered,
                s.segments_sent,
                s.retransmits,
                s.timeouts,
                s.fast_retransmits,
                c.receiver->stats().reordered,
                c.needless,
                c.sender->cwnd() / c.sender->mss(),
                c.sender->rto().has_sample() ? c.sender->rto().srtt().to_ms() : no_value()};
}

DcFatTreeRun::Totals DcFatTreeRun::totals() const {
  Totals t = retired_;
  for (const auto& c : active_) t.add(*c);
  return t;
}

DcFatTreeRun::ByLayer DcFatTreeRun::layer_stats() const {
  ByLayer by{};
  for (const auto* sw : fabric_->switches()) {
    auto& l = by[layer_index(fabric_->layer(sw->id()))];
    const auto& s = sw->stats();
    l.arrivals += s.arrivals;
    l.cut_through += s.cut_through;
    l.buffered += s.buffered;
    l.dropped += s.dropped;
    for (std::uint32_t port = 0; port < sw->outputs(); ++port) {
      if (fabric_->layer(sw->output_fiber(port).to()) == net::FatTreeLayer::server) {
        l.dropped_to_servers += sw->drops_at(port);
      }
    }
  }
  return by;
}

metrics::RunResult DcFatTreeRun::results() const {
  const double window = window_s();
  const bool measured = warm_ && window > 0;
  const Totals now = totals();
  const Totals base = warm_ ? base_ : Totals{};
  const ByLayer layers = layer_stats();
  const ByLayer lbase = warm_ ? layers_base_ : ByLayer{};
  const std::uint64_t delivered = delivered_ - (warm_ ? delivered_base_ : 0);
  double throughput_bps = 0.0;
  const char* reading = "window";
  switch (cfg_.reading) {
    case Reading::window:
      if (measured) throughput_bps = double(delivered) * 8.0 / window;
      break;
    case Reading::completed_files:
      reading = "completed_files";
      if (measured) throughput_bps = double(completed_bytes_) * 8.0 / window;
      break;
    case Reading::requests: {
      reading = "requests";
      // Not all measured requests complete by the end: no reading (empty).
      const double span = (measured_last_ - measured_first_).to_seconds();
      throughput_bps = finished_ && span > 0 ? double(measured_bytes_) * 8.0 / span : no_value();
      break;
    }
  }

  metrics::SummaryBuilder s;
  s.set("scenario", cfg_.name)
      .set("model", std::string("dc_fattree"))
      .set("seed", static_cast<std::int64_t>(cfg_.sim.seed))
      .set("sim_time_s", sim_.now().to_seconds())
      .set("goodput_mbps", throughput_bps / 1e6)
      .set("drops", i64(net_.total_drops() - drops_base_))
      .set("retransmits", i64(now.retransmits - base.retransmits))
      .set("timeouts", i64(now.timeouts - base.timeouts))
      .set("fast_retransmits", i64(now.fast - base.fast))
      .set("events", i64(sim_.events_processed()));

  std::uint64_t arrivals = 0, cut = 0, buffered = 0;
  for (std::size_t l = 0; l < kLayers; ++l) {
    arrivals += layers[l].arrivals - lbase[l].arrivals;
    cut += layers[l].cut_through - lbase[l].cut_through;
    buffered += layers[l].buffered - lbase[l].buffered;
  }
  std::uint32_t peak_packets = 0;
  std::uint64_t peak_bytes = 0;
  for (const auto* sw : fabric_->switches()) {
    peak_packets = std::max(peak_packets, sw->peak_buffer_packets());
    peak_bytes = std::max(peak_bytes, sw->peak_buffer_bytes());
  }
  const std::uint64_t segments = now.segments - base.segments;
  const std::uint64_t data_drops = net_.data_drops() - data_drops_base_;
  s.set("throughput_gbps", throughput_bps / 1e9)
      .set("reading", std::string(reading))
      .set("measured_requests_completed",
           cfg_.reading == Reading::requests ? metrics::Value(i64(measured_done_)) : metrics::Value())
      .set("requests", i64(requests_ - requests_base_))
      .set("completed", i64(completed_))
      .set("active_connections", i64(open_))
      .set("waiting_requests", i64(waiting_count_))
      .set("mean_fct_ms", completed_ > 0 && warm_
                              ? metrics::Value(fct_sum_s_ / double(completed_) * 1e3)
                              : metrics::Value())
      .set("data_segments_sent", i64(segments))
      .set("data_drops", i64(data_drops))
      .set("data_loss_ratio", segments ? double(data_drops) / double(segments) : 0.0);
  for (std::size_t l = 0; l < kLayers; ++l) {
    s.set(fmt::format("drops_{}", kLayerNames[l]), i64(layers[l].dropped - lbase[l].dropped));
  }
  s.set("drops_to_servers", i64(layers[0].dropped_to_servers - lbase[0].dropped_to_servers))
      .set("stale_drops", i64(net_.drops(net::DropCause::stale) - stale_base_))
      .set("needless_retransmits", i64(needless_ - needless_base_))
      .set("switch_passages", i64(arrivals))
      .set("cut_through", i64(cut))
      .set("buffered", i64(buffered))
      .set("oeo_fraction", arrivals ? double(buffered) / double(arrivals) : 0.0)
      .set("peak_buffer_bytes", i64(peak_bytes))
      .set("peak_buffer_packets", static_cast<std::int64_t>(peak_packets))
      .set("reordered_packets", i64(now.reordered - base.reordered));
  // How many connections ever left the initial RTO (at least one RTT sample), of all
  // requested: with a few RTTs per connection the α/β rule never acts.
  std::uint64_t sampled = 0, connections = records_.size() + active_.size();
  for (const auto& rec : records_) sampled += !std::isnan(rec.srtt_ms);
  for (const auto& c : active_) sampled += c->sender->rto().has_sample();
  s.set("rtt_sampled_share", connections ? double(sampled) / double(connections) : 0.0);

  metrics::RunResult r;
  r.summary = s.build();
  r.flows.columns = metrics::flow_columns();
  r.flows.columns.emplace_back("src");
  r.flows.columns.emplace_back("dst");
  for (auto& c : metrics::transfer_columns()) r.flows.columns.push_back(std::move(c));
  r.flows.columns.emplace_back("needless_retransmits");
  auto row = [&](const Record& rec) {
    const bool done = rec.completed != sim::SimTime::max();
    const sim::SimTime end = done ? rec.completed : sim_.now();
    const double life = (end - rec.requested).to_seconds();
    auto& cells = r.flows.rows.emplace_back(std::vector<metrics::Value>{
        i64(rec.flow), std::string("tcp"), metrics::Value(), rec.requested.to_seconds(),
        life > 0 ? metrics::Value(double(rec.delivered) * 8.0 / life / 1e6) : metrics::Value(),
        i64(rec.delivered), i64(rec.segments), i64(rec.retransmits), i64(rec.timeouts),
        i64(rec.fast), i64(rec.reordered), rec.cwnd_packets,
        std::isnan(rec.srtt_ms) ? metrics::Value() : metrics::Value(rec.srtt_ms),
        metrics::Value(), metrics::Value(), metrics::Value(), metrics::Value(),
        static_cast<std::int64_t>(rec.src), static_cast<std::int64_t>(rec.dst)});
    metrics::append_transfer_cells(cells, rec.bytes, rec.requested,
                                   done ? std::optional(rec.completed) : std::nullopt);
    cells.emplace_back(i64(rec.needless));
  };
  // Destroyed connections, then live ones, in the order they started.
  std::vector<Record> all = records_;
  for (const auto& c : active_) all.push_back(record(*c));
  std::sort(all.begin(), all.end(), [](const Record& a, const Record& b) { return a.flow < b.flow; });
  for (const auto& rec : all) row(rec);
  r.timeseries = sampler_.data();
  return r;
}

std::vector<SeriesInfo> DcFatTreeRun::series() const {
  // cwnd and ssthresh are keyed by trace slot ("trace0"); "flow" names the slot's flow.
  return describe_series(
      sampler_.data(),
      {{"throughput_gbps", "Gb/s", OPSLAB_UI_TEXT("model", "throughput"), SeriesRole::goodput,
        "total"},
       {"active_connections", "", OPSLAB_UI_TEXT("model", "open connections"), SeriesRole::other,
        "total"},
       {"buffer_bytes", OPSLAB_UI_TEXT("model", "bytes"),
        OPSLAB_UI_TEXT("model", "electronic buffers by layer"), SeriesRole::queue},
       {"buffer_packets", OPSLAB_UI_TEXT("model", "packets"),
        OPSLAB_UI_TEXT("model", "electronic buffers"), SeriesRole::other, "total"},
       {"drops_per_s", "1/s", OPSLAB_UI_TEXT("model", "drops by layer"), SeriesRole::other},
       {"cwnd", OPSLAB_UI_TEXT("model", "segments"), OPSLAB_UI_TEXT("model", "congestion window"),
        SeriesRole::window},
       {"ssthresh", OPSLAB_UI_TEXT("model", "segments"),
        OPSLAB_UI_TEXT("model", "slow-start threshold"), SeriesRole::threshold},
       {"flow", "", OPSLAB_UI_TEXT("model", "traced flow"), SeriesRole::other}});
}

std::vector<FlowState> DcFatTreeRun::flow_states() const {
  std::vector<FlowState> out;
  out.reserve(active_.size());
  for (const auto& c : active_) out.push_back(tcp_flow_state(*c->sender, c->delivered));
  return out;
}

}  // namespace opslab::models::dc
