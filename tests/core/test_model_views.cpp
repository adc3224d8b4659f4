// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The generic model interface that views read (docs/architecture.md, "The model seam"): every drop
// cause and event kind has its words, every model describes the drop causes, event kinds and series
// it reports, and the sentences the event log shows are complete.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "model_runner.hpp"
#include "net/event_text.hpp"
#include "net/network.hpp"
#include "net/tap.hpp"
#include "scenario/model.hpp"

namespace {

using opslab::net::DropCause;
using opslab::net::EventKind;
using opslab::sim::SimTime;
namespace scenario = opslab::scenario;

// Every drop cause a model may report: net's generic ones and its vocabulary's.
std::vector<DropCause> causes_of(const scenario::ModelDescriptor& m) {
  std::vector<DropCause> out(std::begin(opslab::net::kGenericDropCauses),
                             std::end(opslab::net::kGenericDropCauses));
  for (const auto& v : m.vocabulary)
    out.insert(out.end(), v.drop_causes.begin(), v.drop_causes.end());
  return out;
}

std::vector<EventKind> kinds_of(const scenario::ModelDescriptor& m) {
  std::vector<EventKind> out;
  for (const auto& v : m.vocabulary)
    out.insert(out.end(), v.event_kinds.begin(), v.event_kinds.end());
  return out;
}

bool complete(const std::string& sentence) {
  return sentence.find('{') == std::string::npos && sentence.find('}') == std::string::npos;
}

// A short, small run of each model: enough for drops, protocol and model events. A model
// without its own entry runs its defaults for at most 0.2 s.
nlohmann::json short_run(const scenario::ModelDescriptor& m) {
  const std::string& model = m.name;
  const double duration = std::min(0.2, m.defaults()["sim"]["duration_s"].get<double>());
  nlohmann::json o = {{"sim", {{"duration_s", duration}, {"warmup_s", duration / 2}}}};
  if (model == "dumbbell" || model == "ops_dumbbell")
    o["sim"] = {{"duration_s", 1.5}, {"warmup_s", 0.01}};
  if (model == "dumbbell") o["topology"] = {{"flows", 4}, {"queue_packets", 5}};
  // No receiver window (the default is ns-2's 20 packets): ten windows of 20 packets never
  // contend at the ingress, and the losses have sentences to check.
  if (model == "ops_dumbbell") {
    o["topology"] = {{"n", 2}, {"m", 5}};
    o["tcp"] = {{"max_window_packets", 0}};
  }
  // LB+AS loses nothing in 0.2 s with INET's initial ssthresh and its 128 MB host queue: an
  // unlimited ssthresh overflows a 100-packet host queue in the first slow start, and the
  // losses have sentences to check.
  if (model == "lbas") {
    o["tcp"] = {{"initial_ssthresh", 0}};
    o["topology"] = {{"tcp_nic_queue_packets", 100}};
  }
  if (model == "dc_fattree") {
    o = {{"sim", {{"duration_s", 0.02}, {"warmup_s", 0.01}}},
         {"topology", {{"k", 4}}},
         {"switch", {{"n_e", 2}}}};
  }
  return o;
}

struct Recorder final : opslab::net::Tap {
  opslab::net::EventTextContext ctx;
  std::vector<DropCause> causes;
  std::vector<EventKind> kinds;
  std::vector<std::string> sentences;
  void on_drop(const opslab::net::Packet& p, opslab::net::NodeId node, DropCause cause,
               SimTime) override {
    if (std::find(causes.begin(), causes.end(), cause) == causes.end()) causes.push_back(cause);
    sentences.push_back(
        opslab::net::describe_drop(cause, node, opslab::net::describe_packet(p, ctx), ctx));
  }
  void on_protocol(const opslab::net::ProtocolEvent& e, SimTime) override {
    sentences.push_back(opslab::net::describe_protocol(e, ctx));
  }
  void on_model_event(const opslab::net::ModelEvent& e, SimTime) override {
    if (std::find(kinds.begin(), kinds.end(), e.kind) == kinds.end()) kinds.push_back(e.kind);
    if (e.kind.logged()) sentences.push_back(opslab::net::describe_model_event(e, ctx));
  }
};

}  // namespace

TEST(ModelViews, EveryDropCauseHasANameALabelAndAText) {
  std::set<std::string_view> names;
  for (const auto& m : scenario::models()) {
    for (DropCause c : causes_of(m)) {
      EXPECT_FALSE(c.info().name.empty()) << m.name;
      EXPECT_FALSE(c.info().label.empty()) << c.name();
      EXPECT_NE(c.info().text.find("%2"), std::string_view::npos) << c.name();  // the packet
      names.insert(c.name());
    }
  }
  // Names are identifiers: two different causes never share one.
  std::set<const void*> distinct;
  for (const auto& m : scenario::models()) {
    for (DropCause c : causes_of(m)) distinct.insert(&c.info());
  }
  EXPECT_EQ(names.size(), distinct.size());
}

TEST(ModelViews, EveryEventKindHasANameAndEveryProtocolEventAText) {
  for (const auto& m : scenario::models()) {
    for (EventKind k : kinds_of(m)) EXPECT_FALSE(k.name().empty()) << m.name;
  }
  for (std::size_t i = 0; i < opslab::net::kProtocolEventKinds; ++i) {
    const auto& info = opslab::net::info(static_cast<opslab::net::ProtocolEventKind>(i));
    EXPECT_FALSE(info.name.empty());
    EXPECT_FALSE(info.text.empty()) << info.name;
  }
}

TEST(ModelViews, RunsReportOnlyTheirVocabularyInCompleteSentences) {
  for (const auto& m : scenario::models()) {
    SCOPED_TRACE(m.name);
    auto run = opslab::testing::build(m.name, short_run(m));
    Recorder tap;
    tap.ctx = run->event_text();
    run->network().taps().attach(&tap);
    run->advance_to(run->end_time());
    run->network().taps().detach(&tap);
    const auto causes = causes_of(m);
    for (DropCause c : tap.causes) {
      EXPECT_NE(std::find(causes.begin(), causes.end(), c), causes.end()) << c.name();
    }
    const auto kinds = kinds_of(m);
    for (EventKind k : tap.kinds) {
      EXPECT_NE(std::find(kinds.begin(), kinds.end(), k), kinds.end()) << k.name();
    }
    if (run->tcp()) EXPECT_FALSE(tap.sentences.empty());
    for (const auto& s : tap.sentences) EXPECT_TRUE(complete(s)) << s;
  }
}

TEST(ModelViews, EverySampledSeriesIsDescribedAndRunFactsAreTyped) {
  for (const auto& m : scenario::models()) {
    SCOPED_TRACE(m.name);
    auto run = opslab::testing::build(m.name, short_run(m));
    run->advance_to(run->end_time());
    const auto series = run->series();
    std::set<std::string> names;
    for (const auto& s : run->timeseries().series) names.insert(s.series);
    EXPECT_EQ(series.size(), names.size());
    for (const auto& s : series) {
      EXPECT_NE(s.label, s.name) << s.name << " has no descriptor";
      if (!s.total_key.empty()) {
        EXPECT_TRUE(
            std::any_of(run->timeseries().series.begin(), run->timeseries().series.end(),
                        [&](const auto& t) { return t.series == s.name && t.key == s.total_key; }))
            << s.name;
      }
    }
    EXPECT_TRUE(std::any_of(series.begin(), series.end(),
                            [](const auto& s) { return s.role == scenario::SeriesRole::goodput; }));
    EXPECT_EQ(run->seed(), 1u);
    EXPECT_EQ(run->warmup(),
              SimTime::s(short_run(m)["sim"]["warmup_s"].get<double>()));
    if (run->tcp()) {
      EXPECT_GT(run->mss(), 0u);
      EXPECT_GT(run->packet_bytes(), run->mss());
    }
    for (const auto& f : run->flow_states()) {
      EXPECT_FALSE(f.state.empty());
      EXPECT_LE(f.snd_una, f.snd_max);
    }
  }
}

// The charts a run declares (ModelRun::charts()) draw only what the run has: series it
// samples, histograms it counts; window and time–sequence charts only where a series has the
// window role (a model without TCP shows no TCP pane); ids are unique; one to three are shown.
TEST(ModelViews, DeclaredChartsDrawOnlyWhatTheRunSamples) {
  for (const auto& m : scenario::models()) {
    SCOPED_TRACE(m.name);
    auto run = opslab::testing::build(m.name, short_run(m));
    run->advance_to(run->end_time());
    const auto charts = run->charts();
    ASSERT_FALSE(charts.empty());
    std::set<std::string> sampled, ids, histograms;
    for (const auto& s : run->timeseries().series) sampled.insert(s.series);
    for (const auto& h : run->histograms()) histograms.insert(h.name);
    const auto series = run->series();
    const bool has_window = std::any_of(series.begin(), series.end(), [](const auto& s) {
      return s.role == scenario::SeriesRole::window;
    });
    int shown = 0;
    for (const auto& c : charts) {
      SCOPED_TRACE(c.id);
      EXPECT_TRUE(ids.insert(c.id).second) << "duplicate chart id";
      EXPECT_FALSE(c.title.empty());
      shown += c.shown ? 1 : 0;
      using Kind = scenario::ChartSpec::Kind;
      if (c.kind == Kind::series) {
        ASSERT_FALSE(c.series.empty());
        for (const auto& s : c.series) EXPECT_TRUE(sampled.count(s)) << s << " is not sampled";
      }
      if (c.kind == Kind::histogram) EXPECT_TRUE(histograms.count(c.histogram)) << c.histogram;
      if (c.kind == Kind::window || c.kind == Kind::sequence) EXPECT_TRUE(has_window);
      for (const auto& r : c.references) EXPECT_TRUE(std::isfinite(r.value)) << r.label;
    }
    EXPECT_GE(shown, 1);
    EXPECT_LE(shown, 3);
  }
}

TEST(ModelViews, DescriptorsGiveALayoutHintAndCardFacts) {
  for (const auto& m : scenario::models()) {
    SCOPED_TRACE(m.name);
    ASSERT_TRUE(m.facts) << "no facts for the scenario card";
    EXPECT_FALSE(m.facts(m.defaults()).empty());
  }
  EXPECT_EQ(scenario::find_model("dc_fattree")->layout.kind, scenario::LayoutHint::Kind::layered);
  EXPECT_TRUE(scenario::find_model("ops_dumbbell")->layout.detour);
  EXPECT_FALSE(scenario::find_model("dumbbell")->layout.detour);
}

TEST(ModelViews, EventTextFillsTemplates) {
  opslab::net::EventTextContext ctx{{"r0", "r1"}, 1000, 3, false};
  const std::vector<opslab::net::FlowId> flows{4, 7};
  EXPECT_EQ(opslab::net::describe_drop(DropCause::queue_overflow, 1,
                                       opslab::net::describe_packets(3, flows), ctx),
            "r1: output queue full → 3 IP packets of flows 4, 7 dropped");
  const opslab::net::ProtocolEvent e{
      opslab::net::ProtocolEventKind::fast_retransmit, 17, 412000, 24, 12, 12};
  EXPECT_EQ(opslab::net::describe_protocol(e, ctx),
            "flow 17: 3 duplicate ACKs → fast retransmit of segment 412, cwnd 24 → 12");
  ctx.sack = true;
  EXPECT_NE(opslab::net::describe_protocol(e, ctx).find("SACK blocks show a hole"),
            std::string::npos);
  EXPECT_EQ(opslab::net::format_duration(SimTime::us(7.25)), "7.25\u2009µs");
  EXPECT_EQ(opslab::net::format_window(12.5), "12.5");
}
