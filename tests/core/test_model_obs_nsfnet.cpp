// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The obs_nsfnet model (OBS paper §III–§V): conservation of packets through access links,
// assemblers and the burst core; determinism; burst statistics that follow the assembler
// (one flow per per-flow burst, the §III per-flow maxima); §IV long-lived flows.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "edge/burst_assembly_params.hpp"
#include "edge/burst_events.hpp"
#include "metrics/csv_writer.hpp"
#include "model_runner.hpp"
#include "edge/optical_packet.hpp"
#include "models/obs_nsfnet/burst_statistics.hpp"
#include "net/packet.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "net/event_text.hpp"
#include "scenario/model.hpp"
#include "switching/jet_burst_core.hpp"

using opslab::sim::SimTime;
using opslab::testing::number;
using json = nlohmann::json;

namespace {

json classroom(json extra = json::object()) {
  json o = {{"sim", {{"duration_s", 3}, {"warmup_s", 1}, {"sample_interval_ms", 50}}},
            {"topology", {{"hosts_per_edge", 8}}},
            {"core", {{"burst_loss_p", 0.01}}},
            {"traffic", {{"arrival_rate_per_s", 10}}}};
  o.merge_patch(extra);
  return o;
}

json long_lived(json extra = json::object()) {
  json o = {{"sim", {{"duration_s", 20}, {"warmup_s", 5}, {"sample_interval_ms", 700}}},
            {"core", {{"burst_loss_p", 0.01}}},
            {"traffic", {{"kind", "long_lived"}, {"flows", 10}, {"start_max_s", 5}}}};
  o.merge_patch(extra);
  return o;
}

}  // namespace

TEST(ObsNsfnetModel, EveryPacketIsDeliveredDroppedOrStillOnALinkInAnAssemblerOrInTheCore) {
  auto run = opslab::testing::build("obs_nsfnet", classroom());
  auto& net = run->network();
  for (double t = 0.5; t <= 3.0; t += 0.5) {
    run->advance_to(SimTime::s(t));
    EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live());
    std::uint64_t on_links = 0;
    for (std::size_t l = 0; l < net.link_count(); ++l) {
      if (const auto* link = net.find_link(static_cast<opslab::net::LinkId>(l))) {
        on_links += link->queue_packets() + link->in_flight() + (link->busy() ? 1 : 0);
      }
    }
    const auto r = run->results();
    const auto held = static_cast<std::uint64_t>(number(r.summary, "packets_in_assemblers") +
                                                 number(r.summary, "packets_in_core"));
    EXPECT_EQ(net.pool().live(), on_links + held) << "at " << t << " s";
  }
  const auto r = run->results();
  EXPECT_GT(number(r.summary, "data_bursts"), 1000);
  EXPECT_GT(number(r.summary, "completed_flows"), 10);
  EXPECT_GT(number(r.summary, "random_loss_bursts"), 0);
}

TEST(ObsNsfnetModel, SameSeedGivesByteIdenticalOutputs) {
  const auto a = opslab::testing::run("obs_nsfnet", classroom());
  const auto b = opslab::testing::run("obs_nsfnet", classroom());
  EXPECT_EQ(opslab::metrics::to_csv(a.flows), opslab::metrics::to_csv(b.flows));
  EXPECT_EQ(opslab::metrics::to_csv(a.timeseries), opslab::metrics::to_csv(b.timeseries));
  ASSERT_EQ(a.extra_tables.size(), b.extra_tables.size());
  bool histograms = false;
  for (std::size_t t = 0; t < a.extra_tables.size(); ++t) {
    histograms = histograms || a.extra_tables[t].name == "burst_histograms";
    EXPECT_EQ(opslab::metrics::to_csv(a.extra_tables[t].table),
              opslab::metrics::to_csv(b.extra_tables[t].table))
        << a.extra_tables[t].name;
  }
  EXPECT_TRUE(histograms);
  const auto c = opslab::testing::run("obs_nsfnet", classroom({{"sim", {{"seed", 2}}}}));
  EXPECT_NE(opslab::metrics::to_csv(a.flows), opslab::metrics::to_csv(c.flows));
}

TEST(ObsNsfnetModel, PerFlowBurstsCarryOneFlowAndNeverMoreThanTheAccessRateAllows) {
  for (double t_ms : {1.0, 5.0}) {
    const auto r = opslab::testing::run(
        "obs_nsfnet", long_lived({{"assembly", {{"mode", "per_flow"}, {"timer_ms", t_ms}}},
                                  {"traffic", {{"aggregate_access_mbps", 1000}}}}));
    EXPECT_DOUBLE_EQ(number(r.summary, "mean_flows_per_burst"), 1.0);
    const auto most = opslab::edge::max_segments_per_burst(100'000'000, SimTime::ms(t_ms), 1040);
    EXPECT_LE(number(r.summary, "max_segments_per_burst"), static_cast<double>(most));
    EXPECT_GE(number(r.summary, "max_segments_per_burst"), 0.8 * static_cast<double>(most));
  }
}

TEST(ObsNsfnetModel, MixedFlowBurstsCarrySeveralFlowsAndLongerTimersMoreSegments) {
  const auto short_t =
      opslab::testing::run("obs_nsfnet", long_lived({{"assembly", {{"timer_ms", 1}}}}));
  const auto long_t =
      opslab::testing::run("obs_nsfnet", long_lived({{"assembly", {{"timer_ms", 10}}}}));
  EXPECT_GT(number(short_t.summary, "mean_flows_per_burst"), 1.5);
  EXPECT_GT(number(long_t.summary, "mean_segments_per_burst"),
            2 * number(short_t.summary, "mean_segments_per_burst"));
  EXPECT_GT(number(long_t.summary, "mean_flows_per_burst"),
            number(short_t.summary, "mean_flows_per_burst"));
  EXPECT_GT(number(long_t.summary, "sending_rate_mean_mbps"), 0);
}

TEST(ObsNsfnetModel, CwndAwareAndRandomizedAssemblersRunAndLoseOnlyWhatTheCoreDrops) {
  for (const char* mode : {"cwnd_aware", "randomized"}) {
    const auto r = opslab::testing::run("obs_nsfnet", long_lived({{"assembly", {{"mode", mode}}}}));
    EXPECT_GT(number(r.summary, "goodput_mbps"), 1) << mode;
    EXPECT_NEAR(number(r.summary, "burst_loss_ratio"), 0.01, 0.006) << mode;
  }
}

TEST(ObsNsfnetModel, CrossKeyErrorsNameTheKey) {
  const auto* m = opslab::scenario::find_model("obs_nsfnet");
  json doc = m->defaults();
  doc["assembly"]["B_segments"] = 64;
  doc["assembly"]["C_segments"] = 32;
  try {
    m->validate(doc);
    FAIL();
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("assembly.C_segments"), std::string::npos);
  }
  doc = m->defaults();
  doc["traffic"]["dst_edge"] = doc["traffic"]["src_edge"];
  EXPECT_THROW(m->validate(doc), std::exception);
}

namespace {
struct BurstEventCounter : opslab::net::Tap {
  std::uint64_t formed = 0, scheduled = 0, lost = 0, lost_random = 0, contention_drops = 0;
  std::int32_t max_channel = -1;
  std::string sample;
  void on_model_event(const opslab::net::ModelEvent& e, SimTime) override {
    if (e.kind == opslab::edge::burst_formed) ++formed;
    if (e.kind == opslab::switching::burst_scheduled) {
      ++scheduled;
      max_channel = std::max(max_channel, e.channel);
      EXPECT_GE(e.channel, 0);
      EXPECT_NE(e.link, opslab::net::kNoLink);
      EXPECT_LT(e.start, e.end);
      // The header runs ahead by the offset still to go: a whole number of processing times
      // δ (10 µs by default), at least one, at most the longest route's hops.
      EXPECT_GE(e.lead, SimTime::us(10));
      EXPECT_LE(e.lead, SimTime::us(10 * 6));
      EXPECT_EQ(e.lead.count_ps() % SimTime::us(10).count_ps(), 0);
      if (sample.empty()) sample = opslab::net::describe_model_event(e, {});
    }
    if (e.kind == opslab::switching::burst_lost) {
      ++lost;
      EXPECT_NE(e.link, opslab::net::kNoLink);  // the fibre whose reservation it overlapped
      EXPECT_LT(e.start, e.end);
    }
    if (e.kind == opslab::switching::burst_lost_random) ++lost_random;
  }
};
}  // namespace

TEST(ObsNsfnetModel, ComponentsPublishBurstFormedScheduledOnAWavelengthAndLost) {
  auto run = opslab::testing::build(
      "obs_nsfnet", classroom({{"core", {{"wavelengths", 2}, {"conversion", true}}}}));
  BurstEventCounter taps;
  run->network().taps().attach(&taps);
  run->advance_to(SimTime::s(2));
  run->network().taps().detach(&taps);
  EXPECT_GT(taps.formed, 100u);
  EXPECT_GE(taps.scheduled, taps.formed);  // one reservation per hop
  EXPECT_EQ(taps.max_channel, 1);          // both wavelengths used
  EXPECT_GT(taps.lost_random, 0u);
  EXPECT_NE(taps.sample.find("reserved λ"), std::string::npos) << taps.sample;
}

TEST(ObsNsfnetModel, HistogramViewsFillAsTheRunGoesAndMatchTheHistogramTable) {
  auto run = opslab::testing::build("obs_nsfnet", classroom());
  run->advance_to(SimTime::s(0.9));  // before the warm-up: nothing counted yet
  auto views = run->histograms();
  ASSERT_EQ(views.size(), 2u);
  EXPECT_EQ(views[0].name, "segments_per_burst");
  EXPECT_EQ(views[1].name, "flows_per_burst");
  const auto total = [](const opslab::scenario::HistogramView& v) {
    std::uint64_t n = 0;
    for (const auto& c : v.counts) {
      for (auto x : c) n += x;
    }
    return n;
  };
  EXPECT_EQ(total(views[0]), 0u);
  run->advance_to(SimTime::s(2));
  const auto mid = total(run->histograms()[0]);
  EXPECT_GT(mid, 0u);
  run->advance_to(SimTime::s(3));
  views = run->histograms();
  EXPECT_GT(total(views[0]), mid);  // filling live
  EXPECT_EQ(total(views[0]), total(views[1]));  // every data burst once in each
  // The same numbers as burst_histograms.csv.
  const auto r = run->results();
  const opslab::metrics::Table* table = opslab::testing::extra_table(r, "burst_histograms");
  ASSERT_NE(table, nullptr);
  std::uint64_t rows = 0;
  for (const auto& row : table->rows) {
    const auto& v = std::get<std::string>(row[0]) == "segments" ? views[0] : views[1];
    const auto value = static_cast<std::size_t>(std::get<std::int64_t>(row[1]));
    for (std::size_t c = 0; c < 2; ++c) {
      const std::uint64_t want = static_cast<std::uint64_t>(std::get<std::int64_t>(row[2 + c]));
      const std::uint64_t got = value < v.counts[c].size() ? v.counts[c][value] : 0;
      EXPECT_EQ(got, want) << std::get<std::string>(row[0]) << " " << value << " " << c;
    }
    ++rows;
  }
  EXPECT_GT(rows, 2u);
}

TEST(ObsNsfnetModel, HostRingsOfDifferentEdgesKeepApartOnTheMap) {
  // 32 hosts per edge (the classroom scenario): each edge's ring sits on its open side, so
  // the rings of the close east-coast edges (Ithaca, Princeton, College Park) do not overlap
  // each other or another site, however the canvas stretches the map (aspect 0.8 … 1.6).
  auto run = opslab::testing::build("obs_nsfnet", classroom({{"topology", {{"hosts_per_edge", 32}}}}));
  const auto& topo = run->topology();
  struct At {
    std::string edge;
    double x, y;
    bool host;
  };
  std::vector<At> nodes;
  for (std::size_t n = 0; n < topo.node_count(); ++n) {
    const auto& v = topo.node(static_cast<opslab::net::NodeId>(n));
    const bool host = v.role == opslab::net::NodeRole::host;
    nodes.push_back({host ? v.name.substr(0, v.name.rfind("-h")) : v.name, v.x, v.y, host});
  }
  for (double aspect : {0.8, 1.0, 1.6}) {
    double nearest = 1e9;
    for (const auto& a : nodes) {
      if (!a.host) continue;
      for (const auto& b : nodes) {
        if (b.edge == a.edge) continue;
        nearest = std::min(nearest, std::hypot((a.x - b.x) * aspect, a.y - b.y));
      }
    }
    EXPECT_GT(nearest, 0.06) << "aspect " << aspect;  // a ring is 0.056 across
  }
}

TEST(ObsNsfnetModel, DescriptorDrawsNsfnetAsAMapAndListsItsVocabularyAndFacts) {
  const auto* m = opslab::scenario::find_model("obs_nsfnet");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->layout.kind, opslab::scenario::LayoutHint::Kind::map);
  ASSERT_EQ(m->layout.nodes.size(), 14u);
  ASSERT_EQ(m->layout.links.size(), 21u);
  for (const auto& n : m->layout.nodes) {
    EXPECT_GE(n[0], 0.0);
    EXPECT_LE(n[0], 1.0);
    EXPECT_GE(n[1], 0.0);
    EXPECT_LE(n[1], 1.0);
  }
  EXPECT_LT(m->layout.nodes[0][0], m->layout.nodes[12][0]);  // Seattle west of Princeton
  EXPECT_LT(m->layout.nodes[0][1], m->layout.nodes[2][1]);   // Seattle north of San Diego
  bool scheduled = false, formed = false;
  for (const auto& v : m->vocabulary) {
    for (const auto& k : v.event_kinds) {
      scheduled |= k == opslab::switching::burst_scheduled;
      formed |= k == opslab::edge::burst_formed;
    }
  }
  EXPECT_TRUE(scheduled);
  EXPECT_TRUE(formed);
  auto doc = m->defaults();
  doc["traffic"]["kind"] = "long_lived";
  const auto facts = m->facts(doc);
  ASSERT_GE(facts.size(), 2u);
  EXPECT_EQ(opslab::scenario::english(facts[0]), "mixed-flow 1 ms");
  EXPECT_EQ(opslab::scenario::english(facts[1]), "10 long-lived flows");
}

// Fig. 1a's peaks sit at the line-rate maximum (§III: ~13 / 61 / 121 segments for 1 / 5 /
// 10 ms at 100 Mb/s), not at whatever maximum a run happened to see: the share is counted at
// ⌊T·R/(8·S)⌋ + 1, the histogram's bin there over every data burst.
TEST(ObsNsfnetModel, Fig1PeakShareIsCountedAtTheLineRateMaximum) {
  for (const double t_ms : {1.0, 5.0}) {
    SCOPED_TRACE(t_ms);
    const auto r = opslab::testing::run("obs_nsfnet",
                                        classroom({{"assembly", {{"timer_ms", t_ms}}}}));
    const double expected_max = t_ms == 1.0 ? 13 : 61;
    EXPECT_EQ(number(r.summary, "line_rate_max_segments"), expected_max);
    const opslab::metrics::Table* h = opslab::testing::extra_table(r, "burst_histograms");
    ASSERT_NE(h, nullptr);
    double at_max = 0;
    for (std::size_t i = 0; i < h->rows.size(); ++i) {
      if (std::get<std::string>(h->rows[i][0]) == "segments" && number(*h, "value", i) == expected_max) {
        at_max = number(*h, "delivered", i) + number(*h, "lost", i);
      }
    }
    EXPECT_GT(at_max, 0);
    EXPECT_DOUBLE_EQ(number(r.summary, "share_at_line_rate_max"),
                     at_max / number(r.summary, "data_bursts"));
  }
}

// Fig. 6's metric: the bytes the source edge sends on its outgoing fibre, sampled per
// interval as a rate. Over the window the samples add up to the core's own count of what left
// that edge, less what left after the last sample (at most one interval's worth).
TEST(ObsNsfnetModel, OutgoingBytesSeriesAddsUpToWhatLeftTheSourceEdge) {
  const auto r = opslab::testing::run(
      "obs_nsfnet", long_lived({{"sim", {{"duration_s", 3.05}, {"warmup_s", 0.5},
                                         {"sample_interval_ms", 100}}}}));
  const std::vector<double>* out = nullptr;
  for (const auto& s : r.timeseries.series) {
    if (s.series == "outgoing_mbps") out = &s.values;
  }
  ASSERT_NE(out, nullptr);
  double in_window = 0, peak = 0;
  for (std::size_t i = 0; i < out->size(); ++i) {
    const double t = r.timeseries.times_s[i];
    if (t > 0.5 + 1e-9) in_window += (*out)[i] * 1e6 * 0.1 / 8;  // samples after the warm-up
    peak = std::max(peak, (*out)[i]);
  }
  const double counted = number(r.summary, "outgoing_bytes");
  EXPECT_GT(counted, 1e6);
  EXPECT_LE(in_window, counted + 1e-6);
  EXPECT_GE(in_window, counted - peak * 1e6 * 0.1 / 8 - 1e-6);
  EXPECT_GT(number(r.summary, "outgoing_std_mbps"), 0);
}

// Fig. 5 on §III traffic counts "all flows aggregated at a single node and heading for the
// same destination": the per-flow throughput of a run covers the completed files from
// traffic.src_edge to traffic.dst_edge only, so over every ordered pair of edges the counts
// add up to the run's completed files (the same runs, the same seed: only the pair read
// changes).
TEST(ObsNsfnetModel, Fig5ThroughputCountsTheFilesOfOneEdgePair) {
  const std::vector<std::string> edges = {"Seattle", "Palo Alto", "San Diego", "Lincoln",
                                          "Atlanta", "Ithaca",    "Princeton", "College Park"};
  double counted = 0, completed = -1;
  for (const auto& a : edges) {
    for (const auto& b : edges) {
      if (a == b) continue;
      const auto r = opslab::testing::run(
          "obs_nsfnet", classroom({{"traffic", {{"src_edge", a}, {"dst_edge", b}}}}));
      const double n = number(r.summary, "throughput_flows");
      EXPECT_LT(n, number(r.summary, "completed_flows")) << a << " -> " << b;
      counted += n;
      if (completed < 0) completed = number(r.summary, "completed_flows");
      EXPECT_EQ(number(r.summary, "completed_flows"), completed);
    }
  }
  EXPECT_GT(completed, 20);
  EXPECT_EQ(counted, completed);
}

// Fig. 1a read three ways on two hand-made bursts: one with 13 segments of flow 1 and 3 of
// flow 2 (and an ACK), one with 13 of flow 3; an ACK-only burst counts in none. Per burst in
// all, only the second holds 13; per (burst, flow) pair, two of three; by the largest flow,
// both bursts. A third burst, 12 segments of flow 4 and 1 of flow 5, counts in the band of
// the maximum and one fewer (12–13), not at the maximum.
TEST(ObsBurstStatistics, Fig1PeakReadPerBurstPerFlowAndByTheLargestFlow) {
  opslab::net::PacketPool pool;
  const auto burst = [&](std::vector<std::pair<opslab::net::FlowId, int>> flows, bool ack) {
    opslab::edge::OpticalPacket b;
    for (const auto& [flow, n] : flows) {
      for (int i = 0; i < n; ++i) {
        b.members.push_back(pool.make());
        b.members.back()->flow = flow;
        b.members.back()->kind = opslab::net::PacketKind::tcp_data;
      }
    }
    if (ack) {
      b.members.push_back(pool.make());
      b.members.back()->kind = opslab::net::PacketKind::tcp_ack;
    }
    return b;
  };
  opslab::models::obs::BurstStatistics s;
  s.record(burst({{1, 10}, {2, 3}, {1, 3}}, true), true);
  s.record(burst({{3, 13}}, false), false);
  s.record(burst({}, true), false);
  EXPECT_EQ(s.data_bursts(), 2u);
  EXPECT_EQ(s.ack_only_bursts(), 1u);
  EXPECT_DOUBLE_EQ(s.share_with_segments(13, 13), 0.5);
  EXPECT_DOUBLE_EQ(s.share_with_segments(16, 16), 0.5);
  EXPECT_DOUBLE_EQ(s.share_with_segments(12, 13), 0.5);
  EXPECT_DOUBLE_EQ(s.share_with_segments(12, 16), 1.0);
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(13, 13), 2.0 / 3.0);
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(3, 3), 1.0 / 3.0);
  // Flow 1's 13 and flow 3's 13 lie in the band 12–13, flow 2's 3 does not.
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(12, 13), 2.0 / 3.0);
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(3, 13), 1.0);
  EXPECT_DOUBLE_EQ(s.share_largest_flow_with_segments(13, 13), 1.0);
  s.record(burst({{4, 12}, {5, 1}}, false), false);
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(13, 13), 2.0 / 5.0);
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(12, 13), 3.0 / 5.0);
  EXPECT_DOUBLE_EQ(s.share_with_segments(12, 13), 2.0 / 3.0);
  EXPECT_DOUBLE_EQ(s.share_largest_flow_with_segments(12, 13), 1.0);
  s.reset();
  EXPECT_DOUBLE_EQ(s.share_flow_with_segments(13, 13), 0.0);
  EXPECT_DOUBLE_EQ(s.share_largest_flow_with_segments(13, 13), 0.0);
}

// Fig. 5 read over time: on §IV's long-lived flows (all started before the warm-up, none
// complete) every flow has its per-interval rates, and their mean over time is the flow's
// goodput over the window, up to the ACKs still on their way and the one partial interval.
TEST(ObsNsfnetModel, Fig5RateOverTimeCoversEveryLongLivedFlowAndMatchesItsGoodput) {
  const auto r = opslab::testing::run("obs_nsfnet", long_lived());
  EXPECT_EQ(number(r.summary, "rate_variance_time_flows"), 10);
  const double goodput = number(r.summary, "flow_throughput_mean_mbps");
  EXPECT_GT(goodput, 1);
  EXPECT_NEAR(number(r.summary, "rate_mean_time_mbps"), goodput, 0.05 * goodput);
  EXPECT_GT(number(r.summary, "rate_variance_time"), 0);
  EXPECT_GT(number(r.summary, "rate_variance_pooled"), 0);
  EXPECT_GT(number(r.summary, "cwnd_rate_variance_time"), 0);
  // The same flows sampled ten times as often: each sample covers a tenth of the bytes, so
  // the rates swing more from sample to sample.
  const auto fine = opslab::testing::run(
      "obs_nsfnet", long_lived({{"sim", {{"sample_interval_ms", 70}}}}));
  EXPECT_GT(number(fine.summary, "rate_variance_time"), number(r.summary, "rate_variance_time"));
}
