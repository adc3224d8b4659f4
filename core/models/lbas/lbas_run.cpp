// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/lbas/lbas_run.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "metrics/summary_builder.hpp"
#include "net/host.hpp"
#include "net/link.hpp"
#include "sim/ui_text.hpp"

namespace opslab::models::lbas {

namespace {

std::int64_t i64(std::uint64_t v) {
  return static_cast<std::int64_t>(v);
}
// The check for "a sink has the file" runs every millisecond (the transfer times themselves
// are exact: the senders' completion times; the other connection's goodput is measured to the
// check, at most 1 ms late in runs of seconds).
constexpr sim::SimTime kCheckEvery = sim::SimTime::ms(1);

}  // namespace

LbasRun::LbasRun(const LbasConfig& c) : FlowModelRun("lbas", c.name, c.sim), cfg_(c) {
  build();
  add_probes();
  start_measurements();
  sim_.schedule(check_, sim::SimTime::s(cfg_.tcp_start_s) + kCheckEvery);
}

net::Link& LbasRun::add_link(net::NodeId from, net::NodeId to, net::PacketReceiver& far_end,
                             const net::LinkParams& p) {
  const auto id = topo_.add_link(from, to, p);
  return net_.add_link(std::make_unique<net::Link>(net_, id, from, to, far_end, p));
}

void LbasRun::Checker::handle_event(sim::Event&) {
  // §IV-B: "Each experiment runs until one TCP sink receives successfully a file".
  const auto& flows = run.tcp_flows();
  bool done = false;
  for (std::size_t i = 0; i < flows.size(); ++i) done = done || flows.flow(i).sender->complete();
  if (done) {
    run.finished_ = true;
    run.sim_.request_stop();
    return;
  }
  run.sim_.schedule(run.check_, run.sim_.now() + kCheckEvery);
}

bool LbasRun::advance_to(sim::SimTime t) {
  if (finished_) return true;
  const bool ok = sim_.run_until(std::min(t, end_time()));
  return finished_ || ok;
}

void LbasRun::add_probes() {
  for (const auto& lp : lightpaths_) {
    const net::Link* l = lp->link;
    sampler().add("lightpath_queue_packets", fmt::format("{}{}", kSide[lp->side], lp->index),
                  [l] { return double(l->queue_packets()); });
  }
  for (std::uint32_t side = 0; side < 2; ++side) {
    const switching::CioqSwitch* f = &core_[side]->fabric();
    sampler().add("core_input_cells", fmt::format("core-{}", kSide[side]),
                  [f] { return double(f->queued_cells()); });
  }
}

std::vector<scenario::SeriesInfo> LbasRun::model_series() const {
  return {
      {"lightpath_queue_packets", OPSLAB_UI_TEXT("model", "packets"),
       OPSLAB_UI_TEXT("model", "lightpath output queue"), scenario::SeriesRole::queue},
      {"core_input_cells", OPSLAB_UI_TEXT("model", "cells"),
       OPSLAB_UI_TEXT("model", "cells waiting in the core line cards (VOQs)"),
       scenario::SeriesRole::other},
  };
}

std::vector<scenario::NodeBuffer> LbasRun::node_buffers() const {
  std::vector<scenario::NodeBuffer> out;
  for (std::uint32_t side = 0; side < 2; ++side) {
    const auto& f = core_[side]->fabric();
    const auto& st = f.stats();
    out.push_back({core_id_[side], OPSLAB_UI_TEXT("model", "VOQs"),
                   static_cast<std::uint32_t>(st.packets_in - st.packets_out),
                   f.queued_cells() * 64});
  }
  return out;
}

std::vector<scenario::FabricView> LbasRun::fabric_views() const {
  std::vector<std::string> ports;
  for (std::uint32_t s = 0; s < cfg_.subnets(); ++s) ports.push_back(fmt::format("agg{}", s));
  for (std::uint32_t i = 0; i < cfg_.bundle; ++i) ports.push_back(fmt::format("LP{}", i));
  if (cfg_.tcp_own_uplink) ports.push_back("agg-tcp");
  std::vector<scenario::FabricView> out;
  for (std::uint32_t side = 0; side < 2; ++side) {
    out.push_back(fabric_watch_[side].view(core_[side]->fabric(), core_id_[side],
                                           switching::fabric_label(cfg_.fabric), ports, ports));
    out.back().anycast = core_[side]->anycast_choices();
  }
  return out;
}

void LbasRun::watch_fabrics() {
  for (std::uint32_t side = 0; side < 2; ++side) {
    fabric_watch_[side].watch(core_[side]->fabric());
    core_[side]->record_choices();
  }
}

std::uint64_t LbasRun::packets_in_network() const {
  std::uint64_t n = 0;
  for (std::size_t l = 0; l < net_.link_count(); ++l) {
    const net::Link& link = net_.link(static_cast<net::LinkId>(l));
    n += link.queue_packets() + (link.busy() ? 1 : 0) + link.in_flight();
  }
  for (const auto* c : core_) n += c->fabric().stats().packets_in - c->fabric().stats().packets_out;
  return n;
}

std::uint64_t LbasRun::background_packets_sent() const {
  std::uint64_t n = 0;
  for (const auto& s : sources_) n += s->packets_sent();
  return n;
}

std::uint64_t LbasRun::background_packets_received() const {
  std::uint64_t n = 0;
  for (const auto& s : sinks_) n += s->packets();
  return n;
}

double LbasRun::transfer_time_s(std::uint32_t i) const {
  const auto* snd = tcp_flows().flow(i).sender;
  if (!snd->complete()) return std::numeric_limits<double>::quiet_NaN();
  return (snd->completion_time() - snd->start_time()).to_seconds();
}

double LbasRun::goodput_mbps(std::uint32_t i) const {
  const auto& f = tcp_flows().flow(i);
  const double t = transfer_time_s(i);
  if (!std::isnan(t)) return t > 0 ? double(cfg_.file_bytes) * 8 / t / 1e6 : std::nan("");
  // Still running when the other sink had its file: what it delivered over its own time.
  const double elapsed = sim_.now().to_seconds() - cfg_.tcp_start_s;
  if (elapsed <= 0) return std::nan("");
  return double(f.receiver->stats().delivered_bytes) * 8 / elapsed / 1e6;
}

namespace {
struct QueueStats {
  double mean_packets = 0, mean_delay_ms = 0;
};
// Time-averaged waiting packets over [since, now] and, by Little's law, the mean wait in
// the output FIFO (the packet's own transmission not included).
QueueStats queue_stats(const net::Link& l, sim::SimTime since, sim::SimTime now) {
  QueueStats q;
  q.mean_packets = l.mean_queue_packets(since);
  const double t = (now - since).to_seconds();
  const auto n = l.stats().sent_packets;
  if (n > 0 && t > 0) q.mean_delay_ms = q.mean_packets * t / double(n) * 1e3;
  return q;
}
}  // namespace

void LbasRun::model_summary(metrics::SummaryBuilder& s, double) const {
  const auto& flows = tcp_flows();
  const auto since = sim_config().warmup, now = sim_.now();
  double goodput_sum = 0, time_sum = 0;
  std::uint64_t done = 0, measured = 0, dupacks = 0, reordered = 0, ooo = 0, dups = 0;
  for (std::uint32_t i = 0; i < flows.size(); ++i) {
    const auto* snd = flows.flow(i).sender;
    const auto* rcv = flows.flow(i).receiver;
    dupacks += snd->stats().dupacks;
    reordered += rcv->stats().reordered;
    ooo += rcv->stats().out_of_order;
    dups += rcv->stats().duplicates;
    const double t = transfer_time_s(i);
    if (!std::isnan(t) && t > 0) {
      ++done;
      time_sum += t;
    }
    const double g = goodput_mbps(i);
    if (!std::isnan(g)) {
      ++measured;
      goodput_sum += g;
    }
  }
  // Lightpaths: queueing at the core outputs and the balance of each direction's bundle.
  double lp_q = 0, lp_d = 0, imbalance = 0;
  for (std::uint32_t side = 0; side < 2; ++side) {
    std::uint64_t lo = std::numeric_limits<std::uint64_t>::max(), hi = 0, sum = 0;
    for (const auto& lp : lightpaths_) {
      if (lp->side != side) continue;
      const auto q = queue_stats(*lp->link, since, now);
      lp_q += q.mean_packets;
      lp_d += q.mean_delay_ms * double(lp->link->stats().sent_packets);
      const auto b = lp->link->stats().sent_bytes;
      lo = std::min(lo, b);
      hi = std::max(hi, b);
      sum += b;
    }
    if (sum > 0) imbalance += double(hi - lo) / (double(sum) / cfg_.bundle) / 2;
  }
  std::uint64_t lp_packets = 0;
  for (const auto& lp : lightpaths_) lp_packets += lp->link->stats().sent_packets;
  double core_d = 0;
  std::uint64_t core_packets = 0;
  for (const auto* l : core_outputs_) {
    core_d += queue_stats(*l, since, now).mean_delay_ms * double(l->stats().sent_packets);
    core_packets += l->stats().sent_packets;
  }
  long double bg_delay = 0;
  for (const auto& k : sinks_) bg_delay += k->delay_ps();
  const auto bg_rx = background_packets_received();
  const auto na = [](bool ok, double v) { return ok ? metrics::Value(v) : metrics::Value(); };
  s.set("policy", std::string(switching::to_string(cfg_.policy)))
      .set("b_D", i64(cfg_.bundle))
      .set("U_mbps", double(cfg_.tcp_access_bps) / 1e6)
      .set("rho", cfg_.load)
      .set("file_mb", double(cfg_.file_bytes) / 1e6)
      .set("finished", i64(finished_ ? 1 : 0))
      .set("completed_transfers", i64(done))
      .set("tcp_goodput_mbps",
           na(measured > 0, goodput_sum / double(std::max<std::uint64_t>(measured, 1))))
      .set("transfer_time_s", na(done > 0, time_sum / double(std::max<std::uint64_t>(done, 1))))
      .set("dupacks", i64(dupacks))
      .set("out_of_order_segments", i64(ooo))
      .set("duplicate_segments", i64(dups))
      .set("lightpath_mean_queue_packets", lp_q / double(lightpaths_.size()))
      .set("lightpath_queue_delay_ms", na(lp_packets > 0, lp_d / double(std::max<std::uint64_t>(lp_packets, 1))))
      .set("core_output_delay_ms", na(core_packets > 0, core_d / double(std::max<std::uint64_t>(core_packets, 1))))
      .set("bundle_imbalance", imbalance)
      .set("background_packets", i64(background_packets_sent()))
      .set("background_delay_ms",
           na(bg_rx > 0, double(bg_delay / static_cast<long double>(std::max<std::uint64_t>(bg_rx, 1))) / 1e9));
}

metrics::RunResult LbasRun::results() const {
  metrics::RunResult r = FlowModelRun::results();
  const auto since = sim_config().warmup, now = sim_.now();
  // Per lightpath: load share, queue, and the TCP connections' segments it carried.
  metrics::Table lp;
  lp.columns = {"direction", "lightpath", "packets", "bytes", "share", "mean_queue_packets",
                "mean_queue_delay_ms", "peak_queue_packets", "tcp0_data", "tcp1_data",
                "tcp0_acks", "tcp1_acks"};
  std::array<std::uint64_t, 2> side_bytes = {0, 0};
  for (const auto& l : lightpaths_) side_bytes[l->side] += l->link->stats().sent_bytes;
  for (const auto& l : lightpaths_) {
    const auto& st = l->link->stats();
    const auto q = queue_stats(*l->link, since, now);
    lp.rows.push_back({std::string(l->side == 0 ? "L>R" : "R>L"), i64(l->index),
                       i64(st.sent_packets), i64(st.sent_bytes),
                       side_bytes[l->side] ? metrics::Value(double(st.sent_bytes) /
                                                            double(side_bytes[l->side]))
                                           : metrics::Value(),
                       q.mean_packets, q.mean_delay_ms, i64(st.peak_queue_packets),
                       i64(l->tcp_data[0]), i64(l->tcp_data[1]), i64(l->tcp_acks[0]),
                       i64(l->tcp_acks[1])});
  }
  r.extra_tables.push_back({"lightpaths", std::move(lp)});
  metrics::Table dest;
  dest.columns = {"direction", "lightpath", "subnet", "packets"};
  for (const auto& l : lightpaths_) {
    for (std::size_t d = 0; d < l->packets_to_subnet.size(); ++d) {
      dest.rows.push_back({std::string(l->side == 0 ? "L>R" : "R>L"), i64(l->index),
                           i64(d), i64(l->packets_to_subnet[d])});
    }
  }
  r.extra_tables.push_back({"lightpath_destinations", std::move(dest)});
  // Per TCP connection: the transfer and its reordering symptoms.
  metrics::Table tcp;
  tcp.columns = {"connection", "rtt_ms", "transfer_s", "delivered_bytes", "goodput_mbps", "dupacks",
                 "fast_retransmits", "timeouts", "retransmits", "reordered_segments",
                 "out_of_order_segments", "duplicate_segments", "bundle_reordered_segments",
                 "bundle_reordered_by_3_segments"};
  const auto& flows = tcp_flows();
  for (std::uint32_t i = 0; i < flows.size(); ++i) {
    const auto& ss = flows.flow(i).sender->stats();
    const auto& rs = flows.flow(i).receiver->stats();
    const double t = transfer_time_s(i);
    const double g = goodput_mbps(i);
    tcp.rows.push_back({std::string(i == 0 ? "L>R" : "R>L"), rtt_ms_[i],
                        std::isnan(t) ? metrics::Value() : metrics::Value(t),
                        i64(rs.delivered_bytes),
                        std::isnan(g) ? metrics::Value() : metrics::Value(g),
                        i64(ss.dupacks), i64(ss.fast_retransmits), i64(ss.timeouts),
                        i64(ss.retransmits), i64(rs.reordered), i64(rs.out_of_order),
                        i64(rs.duplicates), i64(exit_order_[i].reordered),
                        i64(exit_order_[i].reordered_by_3)});
  }
  r.extra_tables.push_back({"tcp_transfers", std::move(tcp)});
  return r;
}

}  // namespace opslab::models::lbas
