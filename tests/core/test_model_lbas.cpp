// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lbas model (LB+AS paper §IV-A, Fig. 4): packet conservation through links and the two
// CIOQ fabrics; determinism; the topology and routing of Fig. 4 (sources paired across
// sub-networks, `none` = one lightpath per destination sub-network); e-JSQ balances the
// bundle better than random; NewReno under reordering (RR: out-of-order arrivals, dup-ACKs,
// fast retransmits; ideal JSQ: no reordering); a small instance runs in seconds.
#include <gtest/gtest.h>

#include <chrono>
#include <algorithm>
#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

#include "model_runner.hpp"
#include "models/lbas/lbas_config.hpp"
#include "models/lbas/lbas_run.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "scenario/scenario_error.hpp"

using opslab::sim::SimTime;
using opslab::testing::number;
using json = nlohmann::json;
namespace lbas = opslab::models::lbas;

namespace {

// A small instance: 10 ON-OFF sub-sources per source instead of 100 (the tests check
// mechanics, not self-similarity), a short file.
json small(json extra = json::object()) {
  json o = {{"sim", {{"duration_s", 5}, {"sample_interval_ms", 50}}},
            {"topology", {{"b_D", 2}, {"U_mbps", 100}}},
            {"traffic", {{"rho", 0.5}, {"sub_sources", 10}, {"file_mb", 0.5}}}};
  o.merge_patch(extra);
  return o;
}

lbas::LbasRun& as_lbas(opslab::scenario::ModelRun& r) {
  return dynamic_cast<lbas::LbasRun&>(r);
}

}  // namespace

TEST(LbasModel, ConfigFollowsThePaper) {
  const auto c = lbas::parse_lbas(opslab::testing::scenario_doc("lbas", json::object()));
  EXPECT_EQ(c.bundle, 2u);
  EXPECT_EQ(c.k, 2u);
  EXPECT_EQ(c.fabric.ports, 6u);  // K·b_D sub-network ports + b_D lightpaths
  EXPECT_EQ(c.fabric.speedup, 4u);
  EXPECT_EQ(c.fabric.cell_time, SimTime::ps(204'800));
  EXPECT_EQ(c.tcp.variant, opslab::transport::TcpVariant::newreno);
  EXPECT_EQ(c.tcp.max_window_packets, 0u);  // no receive-window cap (calibrated)
  EXPECT_EQ(c.tcp_nic_queue_packets, 85334u);  // 128 MB host queue (calibrated)
  EXPECT_EQ(c.tcp.initial_ssthresh_bytes, 65535u);  // INET's TCPBaseAlg
  EXPECT_EQ(c.file_bytes, 250'000'000u);    // U = 100 Mb/s
  EXPECT_EQ(lbas::paper_file_bytes(10), 10'000'000u);
  EXPECT_EQ(lbas::paper_file_bytes(1000), 500'000'000u);
  // ρ·C on b_D lightpaths shared by K·b_D·N sources: ρ·C/(K·N) each.
  EXPECT_DOUBLE_EQ(c.background.mean_rate_bps, 0.5 * 2.5e9 / (2 * 4));
  EXPECT_DOUBLE_EQ(c.background.hurst, 0.6);
  // INET 2.x's window inflation in recovery and its `recover` are the defaults (chosen by the
  // calibration); its ssthresh basis is an ablation, off: RFC 5681's.
  EXPECT_FALSE(c.tcp.ssthresh_from_cwnd);
  EXPECT_TRUE(c.tcp.recover_follows_ack);
  EXPECT_TRUE(c.tcp.inflate_above_dupthresh);
  EXPECT_FALSE(c.tcp.rtt_timing_survives_retransmit);
}

TEST(LbasModel, InetNewRenoAblationsReachTheSender) {
  const auto c = lbas::parse_lbas(opslab::testing::scenario_doc(
      "lbas", json{{"tcp",
                    {{"ssthresh_from_cwnd", true},
                     {"recover_follows_ack", false},
                     {"inflate_above_dupthresh", false},
                     {"rtt_timing_survives_retransmit", true}}}}));
  EXPECT_TRUE(c.tcp.ssthresh_from_cwnd);
  EXPECT_FALSE(c.tcp.recover_follows_ack);
  EXPECT_FALSE(c.tcp.inflate_above_dupthresh);
  EXPECT_TRUE(c.tcp.rtt_timing_survives_retransmit);
}

// §IV-A's ON-OFF sources send at 2.5 Gb/s, the line rate, by default; `traffic.on_peak_gbps`
// sets another peak, and one whose 100 sources together could not carry a source's mean rate
// is refused with a message naming the key.
TEST(LbasModel, OnOffPeakIsTheLineRateUnlessSet) {
  const auto doc = [](json traffic) {
    return opslab::testing::scenario_doc("lbas", json{{"traffic", std::move(traffic)}});
  };
  EXPECT_EQ(lbas::parse_lbas(doc(json::object())).background.peak_bps, 2'500'000'000);
  EXPECT_EQ(lbas::parse_lbas(doc({{"on_peak_gbps", 0.025}})).background.peak_bps, 25'000'000);
  try {
    lbas::parse_lbas(doc({{"on_peak_gbps", 0.001}, {"rho", 0.8}}));
    ADD_FAILURE() << "100 sources of 1 Mb/s cannot carry 250 Mb/s";
  } catch (const opslab::scenario::ScenarioError& e) {
    EXPECT_NE(std::string(e.what()).find("traffic.on_peak_gbps"), std::string::npos) << e.what();
  }
}

// The same mean load from sources a hundredth as fast reaches the lightpaths spread out: their
// queues stay several times shorter (the calibration page's ablation of the peak's two readings).
TEST(LbasModel, SlowerOnOffPeaksQueueLessAtTheLightpaths) {
  auto peak_queue = [](double gbps) {
    auto run = opslab::testing::build(
        "lbas", small({{"sim", {{"duration_s", 0.5}}},
                       {"traffic", {{"rho", 0.8}, {"on_peak_gbps", gbps}}}}));
    run->advance_to(run->end_time());
    std::uint32_t peak = 0;
    for (const auto& l : as_lbas(*run).lightpaths()) {
      peak = std::max(peak, l->link->stats().peak_queue_packets);
    }
    return peak;
  };
  const auto line_rate = peak_queue(0), slow = peak_queue(0.25);
  EXPECT_GT(line_rate, 3 * slow) << line_rate << " against " << slow;
}

TEST(LbasModel, EveryPacketIsDeliveredDroppedOrStillInTheNetwork) {
  auto run = opslab::testing::build("lbas", small());
  auto& r = as_lbas(*run);
  auto& net = run->network();
  for (double t = 0.05; t <= 0.2; t += 0.05) {
    run->advance_to(SimTime::s(t));
    EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + r.packets_in_network())
        << "at " << t << " s";
    EXPECT_EQ(net.pool().live(), r.packets_in_network());
  }
  EXPECT_GT(r.background_packets_received(), 10000u);
  EXPECT_GT(net.injected(), r.background_packets_sent());  // and TCP's
}

TEST(LbasModel, FoldedFabricSlotsChangeNothingButTheEventCount) {
  // The core fabrics run their slots inside other events (CioqSwitch "Folded slots"); the
  // same run with one event per slot must give the same outputs, with more events.
  const auto doc = opslab::testing::scenario_doc("lbas", small({{"sim", {{"duration_s", 0.2}}}}));
  auto cfg = lbas::parse_lbas(doc);
  auto run_with = [&](bool fold) {
    cfg.fabric.fold_slots = fold;
    lbas::LbasRun r(cfg);
    r.advance_to(r.end_time());
    for (std::uint32_t side = 0; side < 2; ++side) {
      EXPECT_EQ(r.core(side).fabric().stats().order_guesses, 0u) << "side " << side;
    }
    return std::pair{r.results(), r.network().sim().events_processed()};
  };
  const auto [folded, folded_events] = run_with(true);
  const auto [one, one_events] = run_with(false);
  const auto& cols = one.summary.columns;
  for (std::size_t c = 0; c < cols.size(); ++c) {
    if (cols[c] == "events" || cols[c] == "wall_s" || cols[c] == "events_per_s") continue;
    EXPECT_EQ(folded.summary.rows.at(0).at(c), one.summary.rows.at(0).at(c)) << cols[c];
  }
  EXPECT_EQ(folded.flows.rows, one.flows.rows);
  opslab::testing::expect_same_series(folded.timeseries, one.timeseries);
  ASSERT_EQ(folded.extra_tables.size(), one.extra_tables.size());
  for (std::size_t t = 0; t < one.extra_tables.size(); ++t) {
    EXPECT_EQ(folded.extra_tables[t].table.rows, one.extra_tables[t].table.rows)
        << one.extra_tables[t].name;
  }
  EXPECT_LT(folded_events * 4, one_events * 3);
}

TEST(LbasModel, SameSeedSameRun) {
  auto a = opslab::testing::run("lbas", small({{"sim", {{"duration_s", 0.15}}}}));
  auto b = opslab::testing::run("lbas", small({{"sim", {{"duration_s", 0.15}}}}));
  for (const char* col : {"events", "background_packets", "dupacks", "lightpath_queue_delay_ms",
                          "bundle_imbalance", "background_delay_ms"}) {
    EXPECT_EQ(number(a.summary, col), number(b.summary, col)) << col;
  }
  ASSERT_EQ(a.extra_tables.size(), b.extra_tables.size());
  for (std::size_t t = 0; t < a.extra_tables.size(); ++t) {
    EXPECT_EQ(a.extra_tables[t].table.rows, b.extra_tables[t].table.rows);
  }
  auto c = opslab::testing::run("lbas", small({{"sim", {{"duration_s", 0.15}, {"seed", 2}}}}));
  EXPECT_NE(number(a.summary, "background_packets"), number(c.summary, "background_packets"));
}

TEST(LbasModel, NoneSendsEachDestinationSubnetworkOverOneLightpath) {
  auto run = opslab::testing::build(
      "lbas", small({{"core", {{"policy", "none"}}}, {"topology", {{"b_D", 3}}},
                     {"sim", {{"duration_s", 0.1}}}}));
  run->advance_to(run->end_time());
  const auto& r = as_lbas(*run);
  ASSERT_EQ(r.lightpaths().size(), 6u);
  for (const auto& lp : r.lightpaths()) {
    ASSERT_EQ(lp->packets_to_subnet.size(), 6u);  // K·b_D sub-networks per side
    for (std::uint32_t d = 0; d < 6; ++d) {
      if (d % 3 == lp->index) {
        EXPECT_GT(lp->packets_to_subnet[d], 0u) << "lightpath " << lp->index << " subnet " << d;
      } else {
        EXPECT_EQ(lp->packets_to_subnet[d], 0u) << "lightpath " << lp->index << " subnet " << d;
      }
    }
    // One TCP connection's data all on the lightpath of its destination sub-network 0.
    if (lp->side == 0) {
      EXPECT_EQ(lp->tcp_data[0] > 0, lp->index == 0);
    }
  }
}

TEST(LbasModel, AnycastSpreadsEveryDestinationOverTheBundle) {
  auto run = opslab::testing::build(
      "lbas", small({{"core", {{"policy", "e_jsq"}}}, {"sim", {{"duration_s", 0.1}}}}));
  run->advance_to(run->end_time());
  for (const auto& lp : as_lbas(*run).lightpaths()) {
    for (auto n : lp->packets_to_subnet) EXPECT_GT(n, 0u);
  }
}

TEST(LbasModel, EJsqBalancesTheBundleBetterThanRandom) {
  const json base = {{"sim", {{"duration_s", 0.3}}}, {"traffic", {{"rho", 0.8}}}};
  json ej = small(base), rnd = small(base);
  ej["core"]["policy"] = "e_jsq";
  rnd["core"]["policy"] = "random";
  const auto e = opslab::testing::run("lbas", ej);
  const auto r = opslab::testing::run("lbas", rnd);
  // Byte counters make the long-run shares equal to within a packet per line card…
  EXPECT_LT(number(e.summary, "bundle_imbalance"), 1e-4);
  EXPECT_LT(number(e.summary, "bundle_imbalance"), number(r.summary, "bundle_imbalance"));
  // …and the short-term balance shows in the queues of the lightpaths.
  EXPECT_LT(number(e.summary, "lightpath_queue_delay_ms"),
            number(r.summary, "lightpath_queue_delay_ms"));
}

// e-JSQ's bound (§III): each line card's byte counters for the bundle's ports differ by at most
// a packet, and its AS-VOQ hands its packets to the output FIFOs in the order it chose their
// ports, so the bytes that have entered any two of the bundle's FIFOs differ by at most one
// packet per line card (S line cards: the sub-networks' uplinks), and two equal-rate FIFOs fed
// so differ in backlog by at most twice that, plus the packet on the wire. Random choice has no
// such bound, and breaks it at this load.
TEST(LbasModel, EJsqKeepsTheBundlesQueuesWithinOnePacketPerLineCard) {
  auto widest = [](const char* policy) {
    json cfg = small({{"sim", {{"duration_s", 0.2}}},
                      {"topology", {{"U_mbps", 1000}}},
                      {"traffic", {{"rho", 0.8}}}});
    cfg["core"]["policy"] = policy;
    auto m = opslab::testing::build("lbas", cfg);
    auto& run = as_lbas(*m);
    std::int64_t widest = 0;
    for (std::int64_t us = 1; us <= 200'000; ++us) {
      m->advance_to(SimTime::us(us));
      for (const auto& a : run.lightpaths()) {
        for (const auto& b : run.lightpaths()) {
          if (a->side != b->side) continue;
          widest = std::max(widest, std::int64_t(a->link->queue_bytes()) -
                                        std::int64_t(b->link->queue_bytes()));
        }
      }
    }
    return widest;
  };
  const std::int64_t line_cards = 2 * 2;  // K · b_D
  const std::int64_t bound = 2 * line_cards * 1500 + 1500;
  const std::int64_t e_jsq = widest("e_jsq"), random = widest("random");
  EXPECT_LE(e_jsq, bound);
  EXPECT_GT(e_jsq, 1500);  // the queues do differ: the bound is not met by empty queues
  EXPECT_GT(random, bound);
}

TEST(LbasModel, ReorderingComesOnlyFromSplittingAConnectionOverTheBundle) {
  json none = small(), rr = small();
  none["core"]["policy"] = "none";
  rr["core"]["policy"] = "rr";
  auto a = opslab::testing::build("lbas", none);
  a->advance_to(a->end_time());
  auto b = opslab::testing::build("lbas", rr);
  b->advance_to(b->end_time());
  ASSERT_TRUE(as_lbas(*a).finished());
  ASSERT_TRUE(as_lbas(*b).finished());
  // Not LB+AS: a connection follows one FIFO path (line card, VOQ, output queue, lightpath),
  // so NewReno never sees a segment overtake another and never retransmits a segment that
  // arrives anyway.
  const auto ra = a->results();
  EXPECT_EQ(number(ra.summary, "reordered_packets"), 0);
  EXPECT_EQ(number(ra.summary, "duplicate_segments"), 0);
  for (std::uint32_t c = 0; c < 2; ++c) EXPECT_EQ(as_lbas(*a).exit_order(c).reordered, 0u);
  // RR: the line card's pointer turns for every packet it forwards to the bundle (the
  // background's too), so each connection's segments spread over both lightpaths.
  for (const auto& lp : as_lbas(*b).lightpaths()) {
    const auto conn = lp->side;  // connection 0 runs left → right
    std::uint64_t total = 0;
    for (const auto& other : as_lbas(*b).lightpaths()) {
      if (other->side == lp->side) total += other->tcp_data[conn];
    }
    ASSERT_GT(total, 100u);
    EXPECT_GT(double(lp->tcp_data[conn]) / double(total), 0.25);
  }
  // Where RR reorders: at the bundle's exit already (the line card's segments cross the
  // bundle's output queues, which differ), counted there and at the sink, in tcp_transfers.
  const auto rb = b->results();
  const opslab::metrics::Table* transfers = opslab::testing::extra_table(rb, "tcp_transfers");
  ASSERT_NE(transfers, nullptr);
  for (std::uint32_t c = 0; c < 2; ++c) {
    const auto& order = as_lbas(*b).exit_order(c);
    EXPECT_GT(order.reordered, 0u) << c;
    EXPECT_LE(order.reordered_by_3, order.reordered) << c;
    EXPECT_EQ(number(*transfers, "bundle_reordered_segments", c), double(order.reordered));
    EXPECT_EQ(number(*transfers, "bundle_reordered_by_3_segments", c), double(order.reordered_by_3));
  }
}

// The bundle's exit order: a segment counts as passed by three when three higher first
// transmissions left before it (three duplicate ACKs while it is the sink's lowest hole), not
// when the highest is three segments above it. Segments alternate between two lightpaths here,
// as e-JSQ sends a connection's segments when its line card carries nothing else.
TEST(LbasModel, BundleExitOrderCountsTheSegmentsThatPassed) {
  lbas::BundleExitOrder order;
  auto leave = [&](std::uint64_t k, bool retransmission = false) {
    opslab::net::Packet p;
    p.seq = k * 1460;
    p.payload_bytes = 1460;
    p.retransmission = retransmission;
    order.note(p);
  };
  leave(0);
  leave(2);  // 2 passes 1 …
  leave(4);  // … and 4 does: the highest is three segments above 1, but two passed it
  leave(1);
  EXPECT_EQ(order.reordered, 1u);
  EXPECT_EQ(order.reordered_by_3, 0u);
  leave(3);  // passed by 4 alone
  EXPECT_EQ(order.reordered, 2u);
  EXPECT_EQ(order.reordered_by_3, 0u);
  leave(6);
  leave(8);
  leave(10);
  leave(5);  // 6, 8 and 10 passed it: a fast retransmit's three duplicate ACKs
  EXPECT_EQ(order.reordered, 3u);
  EXPECT_EQ(order.reordered_by_3, 1u);
  leave(7, true);  // a retransmission is not a first transmission: neither counted nor a passer
  leave(7);
  leave(9);
  EXPECT_EQ(order.reordered, 5u);
  EXPECT_EQ(order.reordered_by_3, 1u);  // 7 was passed by 8 and 10, 9 by 10
  // A passer is looked for among the last kRecent segments to leave: long after them, 11
  // passed by 12, 13 and 14 is still found.
  leave(12);
  leave(13);
  leave(14);
  for (std::uint64_t k = 0; k + 4 < lbas::BundleExitOrder::kRecent; ++k) leave(15 + k);
  leave(11);
  EXPECT_EQ(order.reordered, 6u);
  EXPECT_EQ(order.reordered_by_3, 2u);
}

// Ideal JSQ (§II-B: "the output port with less traffic pending to be carried") sends each
// packet where it will leave first, so a connection's equal-sized segments leave in order.
// It reordered 10 segments of this seed's two 2 MB transfers (and some in 5 of 6 seeds)
// while its pending traffic left out the packet on the wire and counted partly crossed packets
// by their remaining cells.
TEST(LbasModel, IdealJsqKeepsEveryConnectionInOrder) {
  for (const int seed : {1}) {
    json doc = small({{"sim", {{"duration_s", 10}, {"seed", seed}}},
                      {"core", {{"policy", "ideal_jsq"}}},
                      {"traffic", {{"file_mb", 2}}}});
    auto run = opslab::testing::build("lbas", doc);
    run->advance_to(run->end_time());
    ASSERT_TRUE(as_lbas(*run).finished()) << seed;
    const auto r = run->results();
    EXPECT_GE(number(r.summary, "completed_transfers"), 1) << seed;
    EXPECT_EQ(number(r.summary, "reordered_packets"), 0) << seed;
  }
}

TEST(LbasModel, SmallInstanceRunsInSeconds) {
  const auto start = std::chrono::steady_clock::now();
  auto run = opslab::testing::build("lbas", small());
  run->advance_to(run->end_time());
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(as_lbas(*run).finished());
  EXPECT_LT(run->simulation().now(), SimTime::s(5));  // ended by the transfers, not the cap
  EXPECT_LT(wall, 60.0);
}

// §IV-A: the multiplexing nodes have 128 MB buffers, the port toward a TCP host too; only the
// host's own interface queue is the 100-packet INET default.
TEST(LbasModel, MetroPortsTowardTheTcpHostsHaveTheMultiplexingBuffer) {
  auto run = opslab::testing::build("lbas", small());
  const auto& topo = run->topology();
  const auto& net = run->network();
  int seen = 0;
  for (std::size_t l = 0; l < net.link_count(); ++l) {
    const auto* link = net.find_link(static_cast<opslab::net::LinkId>(l));
    const auto& from = topo.node(link->from()).name;
    const auto& to = topo.node(link->to()).name;
    if (to.find("-tcp-") != std::string::npos) {
      EXPECT_EQ(link->params().queue_packets, 85'334u) << from << " → " << to;  // 128 MB / 1500 B
      ++seen;
    } else if (from.find("-tcp-") != std::string::npos) {
      // The host's own interface queue: calibrated to 128 MB too (lbas-calibration.md).
      EXPECT_EQ(link->params().queue_packets, 85'334u) << from << " → " << to;
      ++seen;
    }
  }
  EXPECT_EQ(seen, 8);  // two TCP hosts per side, one link each way
}

// The ablation that takes the TCP hosts off sub-network 0's uplink: their own aggregation
// node's uplink carries what they send and nothing else, the core router gains one port, and
// the run still conserves every packet.
TEST(LbasModel, OwnTcpUplinkCarriesOnlyTheTcpHostsPackets) {
  auto run = opslab::testing::build("lbas", small({{"topology", {{"tcp_own_uplink", true}}}}));
  auto& r = as_lbas(*run);
  EXPECT_EQ(r.config().fabric.ports, 7u);  // K·b_D + b_D + the TCP hosts' uplink
  run->advance_to(SimTime::s(0.3));
  const auto& topo = run->topology();
  const auto& net = run->network();
  std::uint64_t from_tcp_hosts = 0, own_uplink = 0;
  int uplinks = 0;
  for (std::size_t l = 0; l < net.link_count(); ++l) {
    const auto* link = net.find_link(static_cast<opslab::net::LinkId>(l));
    const auto& from = topo.node(link->from()).name;
    const auto& to = topo.node(link->to()).name;
    if (from.rfind("L-tcp-", 0) == 0) {
      EXPECT_EQ(to, "L-agg-tcp");
      from_tcp_hosts += link->totals().delivered;
    }
    if (from == "L-agg-tcp" && to == "core-L") {
      ++uplinks;
      own_uplink = link->totals().accepted;
    }
  }
  EXPECT_EQ(uplinks, 1);
  EXPECT_GT(from_tcp_hosts, 100u);
  EXPECT_EQ(own_uplink, from_tcp_hosts);  // nothing else enters it, nothing is dropped
  EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + r.packets_in_network());
}

// §IV-B: "Each experiment runs until one TCP sink receives successfully a file". The other
// connection's goodput is what it delivered over its own time, not the file over the run.
TEST(LbasModel, RunEndsWhenTheFirstSinkHasItsFile) {
  auto run = opslab::testing::build(
      "lbas", small({{"core", {{"policy", "ideal_jsq"}}},
                     {"topology", {{"rtt_min_ms", 10}, {"rtt_max_ms", 30}}},
                     {"sim", {{"seed", 2}}}}));  // RTTs 14.1 and 16.5 ms
  run->advance_to(run->end_time());
  auto& r = as_lbas(*run);
  ASSERT_TRUE(r.finished());
  const double t0 = r.transfer_time_s(0), t1 = r.transfer_time_s(1);
  ASSERT_TRUE(std::isnan(t0) != std::isnan(t1));  // one done, the other still running
  const std::uint32_t done = std::isnan(t0) ? 1 : 0, other = 1 - done;
  const double end = run->simulation().now().to_seconds();
  EXPECT_LE(end - r.transfer_time_s(done), 0.0011);  // stopped within a check interval
  const auto res = run->results();
  const opslab::metrics::Table* transfers = opslab::testing::extra_table(res, "tcp_transfers");
  ASSERT_NE(transfers, nullptr);
  const double delivered = number(*transfers, "delivered_bytes", other);
  EXPECT_LT(delivered, double(r.config().file_bytes));
  EXPECT_DOUBLE_EQ(r.goodput_mbps(other), delivered * 8 / end / 1e6);
  EXPECT_DOUBLE_EQ(number(*transfers, "goodput_mbps", other), r.goodput_mbps(other));
  EXPECT_DOUBLE_EQ(r.goodput_mbps(done),
                   double(r.config().file_bytes) * 8 / r.transfer_time_s(done) / 1e6);
  EXPECT_NE(r.goodput_mbps(done), r.goodput_mbps(other));
  // flows.csv: each flow's goodput over its own time, not the file over the whole run.
  EXPECT_NEAR(number(res.flows, "goodput_mbps", done), r.goodput_mbps(done), 1e-9);
  EXPECT_NEAR(number(res.flows, "goodput_mbps", other), r.goodput_mbps(other), 1e-9);
  EXPECT_EQ(number(res.summary, "completed_transfers"), 1);
  EXPECT_DOUBLE_EQ(number(res.summary, "tcp_goodput_mbps"),
                   (r.goodput_mbps(0) + r.goodput_mbps(1)) / 2);
}

// drops.csv: every drop of the window is at a named link or counted elsewhere; a 1-packet
// host queue makes the TCP host's interface drop what its first slow start overshoots.
TEST(LbasModel, DropsTableNamesTheQueueThatDropped) {
  auto run = opslab::testing::build(
      "lbas", small({{"topology", {{"tcp_nic_queue_packets", 2}}},
                     {"tcp", {{"initial_ssthresh", 0}}}, {"sim", {{"duration_s", 0.5}}}}));
  run->advance_to(run->end_time());
  const auto res = run->results();
  const opslab::metrics::Table* drops = opslab::testing::extra_table(res, "drops");
  ASSERT_NE(drops, nullptr);
  const int where = drops->column("where"), from = drops->column("from"), n = drops->column("drops");
  std::int64_t total = 0, at_tcp_nic = 0;
  for (const auto& row : drops->rows) {
    const auto k = std::get<std::int64_t>(row[static_cast<std::size_t>(n)]);
    total += k;
    if (std::get<std::string>(row[static_cast<std::size_t>(where)]) == "link" &&
        std::get<std::string>(row[static_cast<std::size_t>(from)]).find("-tcp-src") != std::string::npos) {
      at_tcp_nic += k;
    }
  }
  EXPECT_EQ(total, number(res.summary, "drops"));
  EXPECT_GT(at_tcp_nic, 0);
  EXPECT_EQ(at_tcp_nic, total);  // nothing else is small enough to overflow
}
