// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/invariants.hpp"

#include <algorithm>
#include <cmath>
#include <variant>

#include <fmt/format.h>

#include "check/path_capacity.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "scenario/model.hpp"

namespace opslab::check {

namespace {

double cell(const metrics::Table& t, int column, std::size_t row) {
  if (column < 0 || row >= t.rows.size()) return std::nan("");
  const auto& v = t.rows[row][static_cast<std::size_t>(column)];
  if (const auto* d = std::get_if<double>(&v)) return *d;
  if (const auto* n = std::get_if<std::int64_t>(&v)) return static_cast<double>(*n);
  return std::nan("");
}

double summary_value(const metrics::RunResult& r, const char* column) {
  return cell(r.summary, r.summary.column(column), 0);
}

// The mean of the total goodput series over (warm-up, end], and one sample's share of it.
void take_series_goodput(const metrics::RunResult& r, double warmup_s, double end_s, RunLedger& l) {
  const auto& ts = r.timeseries;
  const auto it = std::find_if(ts.series.begin(), ts.series.end(), [](const auto& s) {
    return s.series == "goodput_mbps" && s.key == "total";
  });
  if (it == ts.series.end() || it->values.size() != ts.times_s.size()) return;
  double sum = 0, peak = 0, last = 0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < ts.times_s.size(); ++i) {
    const double t = ts.times_s[i];
    if (t <= warmup_s + 1e-9 || t > end_s + 1e-9) continue;
    sum += it->values[i];
    peak = std::max(peak, std::abs(it->values[i]));
    last = t;
    ++n;
  }
  if (n == 0) return;
  l.series_goodput_mbps = sum / double(n);
  l.series_goodput_tolerance_mbps = peak / double(n) + 1e-9;
  l.series_peak_mbps = peak;
  l.series_tail_s = std::max(0.0, end_s - last);
}

}  // namespace

RunLedger take_ledger(scenario::ModelRun& run, const metrics::RunResult& result) {
  RunLedger l;
  const net::Network& net = run.network();
  // The nodes first (reading what a CIOQ fabric holds runs its slots due by now; that
  // changes no link or drop counter, so the order is for clarity only).
  l.nodes.resize(net.node_count());
  for (net::NodeId id = 0; id < net.node_count(); ++id) {
    const net::Node& node = net.node(id);
    NodeLedger& n = l.nodes[id];
    n.node = id;
    n.name = node.name();
    n.held = node.held_packets();
  }
  std::vector<bool> linked(net.node_count(), false);
  for (net::LinkId id = 0; id < net.link_count(); ++id) {
    const net::Link* link = net.find_link(id);
    if (!link) continue;
    if (link->to() < l.nodes.size()) {
      l.nodes[link->to()].link_in += link->totals().delivered;
      linked[link->to()] = true;
    }
    if (link->from() < l.nodes.size()) {
      l.nodes[link->from()].link_out += link->totals().accepted;
      linked[link->from()] = true;
    }
  }
  for (auto& n : l.nodes) {
    const auto& t = net.node_totals(n.node);
    n.injected = t.injected;
    n.off_link_in = t.arrived_off_link;
    n.off_link_out = t.sent_off_link;
    n.delivered = t.delivered;
    n.dropped = t.dropped;
    if (!linked[n.node] && n.injected + n.off_link_in + n.off_link_out + n.delivered +
                                   n.dropped + n.held == 0) {
      n.unchecked = "no net::Link and no packet reached it (its traffic, if any, crosses it "
                    "inside the model's own optical components)";
    }
  }
  l.now_ps = run.simulation().now().count_ps();
  const sim::SimTime next = run.simulation().next_event_time();
  if (next != sim::SimTime::max()) l.next_event_ps = next.count_ps();
  l.injected = net.injected();
  l.delivered = net.delivered();
  l.dropped = net.total_drops();
  l.live = net.pool().live();
  for (net::LinkId id = 0; id < net.link_count(); ++id) {
    const net::Link* link = net.find_link(id);
    if (!link) continue;  // optical: served by the model's own switches
    const auto& t = link->totals();
    l.links.push_back(LinkLedger{id, t.accepted, t.delivered, t.dropped, link->queue_packets(),
                                 link->busy() ? 1u : 0u, link->in_flight(),
                                 link->params().queue_packets, link->stats().held_bytes_at_reset});
  }
  for (const auto& f : run.flow_states()) {
    if (f.kind == scenario::FlowState::Kind::tcp) {
      l.windows.push_back(WindowLedger{f.flow, f.cwnd_packets, f.ssthresh_packets});
    }
  }
  l.goodput_mbps = summary_value(result, "goodput_mbps");
  l.capacity_mbps = tcp_payload_capacity_mbps(run);
  l.window_s = (run.simulation().now() - run.warmup()).to_seconds();
  for (const char* name : {"retransmits", "timeouts", "fast_retransmits"}) {
    const int s = result.summary.column(name), f = result.flows.column(name);
    if (s < 0 || f < 0 || std::isnan(cell(result.summary, s, 0))) continue;
    double sum = 0;
    for (std::size_t row = 0; row < result.flows.rows.size(); ++row) {
      const double v = cell(result.flows, f, row);
      if (!std::isnan(v)) sum += v;
    }
    l.counters.push_back(CounterLedger{name, cell(result.summary, s, 0), sum});
  }
  take_series_goodput(result, run.warmup().to_seconds(), run.simulation().now().to_seconds(), l);
  return l;
}

std::vector<Violation> check(const RunLedger& l) {
  std::vector<Violation> out;
  const auto fail = [&out](const char* invariant, std::string detail) {
    out.push_back(Violation{invariant, std::move(detail)});
  };
  if (l.injected != l.delivered + l.dropped + l.live) {
    fail("network conservation", fmt::format("injected {} ≠ delivered {} + dropped {} + live {}",
                                             l.injected, l.delivered, l.dropped, l.live));
  }
  for (const auto& k : l.links) {
    if (k.accepted != k.delivered + k.dropped + k.waiting + k.on_wire + k.in_flight) {
      fail("link conservation",
           fmt::format("link {}: accepted {} ≠ delivered {} + dropped {} + waiting {} + on the "
                       "wire {} + in flight {}",
                       k.link, k.accepted, k.delivered, k.dropped, k.waiting, k.on_wire,
                       k.in_flight));
    }
    if (k.capacity != 0 && k.waiting > k.capacity) {
      fail("queue capacity", fmt::format("link {}: {} packets waiting in room for {}", k.link,
                                         k.waiting, k.capacity));
    }
  }
  for (const auto& n : l.nodes) {
    if (!n.unchecked.empty()) continue;
    const std::uint64_t in = n.link_in + n.injected + n.off_link_in;
    const std::uint64_t out = n.link_out + n.off_link_out + n.delivered + n.dropped + n.held;
    if (in != out) {
      fail("node conservation",
           fmt::format("node {} ({}): in {} (over links {} + injected {} + over optical links "
                       "{}) ≠ out {} (onto links {} + onto optical links {} + delivered {} + "
                       "dropped {} + held {})",
                       n.node, n.name, in, n.link_in, n.injected, n.off_link_in, out, n.link_out,
                       n.off_link_out, n.delivered, n.dropped, n.held));
    }
  }
  if (l.next_event_ps < l.now_ps) {
    fail("event order", fmt::format("an event pending at {} ps, before the clock's {} ps",
                                    l.next_event_ps, l.now_ps));
  }
  for (const auto& w : l.windows) {
    if (!std::isfinite(w.cwnd_packets) || w.cwnd_packets < 1.0 - 1e-9) {
      fail("congestion window", fmt::format("flow {}: cwnd {} segments", w.flow, w.cwnd_packets));
    }
    if (std::isnan(w.ssthresh_packets) || w.ssthresh_packets <= 0) {
      fail("congestion window",
           fmt::format("flow {}: ssthresh {} segments", w.flow, w.ssthresh_packets));
    }
  }
  if (l.capacity_mbps > 0 && !std::isnan(l.goodput_mbps) && l.window_s > 0) {
    double held_bits = 0;
    for (const auto& k : l.links) held_bits += 8.0 * double(k.held_bytes_at_window);
    const double bound = l.capacity_mbps + held_bits / l.window_s / 1e6;
    if (l.goodput_mbps > bound * (1 + 1e-9)) {
      fail("goodput capacity",
           fmt::format("window goodput {} Mb/s above the {} Mb/s the network carries to the TCP "
                       "receivers (with what it held when the window opened: {} Mb/s)",
                       l.goodput_mbps, l.capacity_mbps, bound));
    }
  }
  // flows.csv may describe each connection over its whole life (a data centre's short
  // requests) while the summary counts the measurement window: the summary is at most the sum.
  for (const auto& c : l.counters) {
    if (c.summary > c.flows + 1e-6 * std::max(1.0, std::abs(c.flows))) {
      fail("counters agree", fmt::format("{}: summary {} above the {} summed over flows.csv",
                                         c.name, c.summary, c.flows));
    }
  }
  // The series counts every byte delivered in the window up to its last sample; the summary
  // also counts what arrived since (the window's tail, not sampled yet), at most at the rate
  // the network carries to the receivers — or, without that rate, the fastest sample, which a
  // growing rate (slow start) can pass — and leaves out the bytes that had arrived out of
  // order before the window: never more than the series and its tail.
  const double tail_rate = l.capacity_mbps > 0 ? std::max(l.capacity_mbps, l.series_peak_mbps)
                                               : l.series_peak_mbps;
  const double tail_mbps = l.window_s > 0 ? tail_rate * l.series_tail_s / l.window_s : 0.0;
  if (!std::isnan(l.series_goodput_mbps) && !std::isnan(l.goodput_mbps) &&
      l.goodput_mbps > l.series_goodput_mbps + l.series_goodput_tolerance_mbps + tail_mbps +
                           1e-6 * std::abs(l.goodput_mbps)) {
    fail("series agree", fmt::format("goodput {} Mb/s in the summary, above the {} Mb/s the "
                                     "time series delivered in the window",
                                     l.goodput_mbps, l.series_goodput_mbps));
  }
  return out;
}

std::string describe(const std::vector<Violation>& violations) {
  std::string text;
  for (const auto& v : violations) text += fmt::format("{}: {}\n", v.invariant, v.detail);
  return text;
}

}  // namespace opslab::check
