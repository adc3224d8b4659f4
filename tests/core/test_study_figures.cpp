// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of a lesson report: the spec a sweep's figure is drawn from carries
// its points with their 95% intervals, the paper's values where the lesson gives them and the
// verdicts of the claims on its metric; scripts/plot_sweep.py draws the same spec into
// byte-identical SVG and PNG files.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/scenario_file.hpp"
#include "scenario/model.hpp"
#include "study/figure_spec.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_report.hpp"

namespace opslab::study {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr double kT = 12.706204736174707;  // t(0.975, 1): two runs per point

// A dumbbell sweep (only the plan: nothing runs) over tcp.variant = reno, sack and
// topology.rtt_ms = 1, 10, 100, two seeds; each point's runs are m ± 1 with
// m = 10 · (rtt index + 1) + 5 · (variant index) for goodput, 0.9 for fairness.
struct Fixture {
  Lesson lesson;
  LessonOutcome outcome;

  Fixture(std::string x, std::string series) {
    json doc = scenario::load_scenario_file(
        (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string());
    SweepPlan plan(doc, {{parse_vary("tcp.variant=reno,sack"), parse_vary("topology.rtt_ms=1,10,100")}, 2});
    std::vector<metrics::Table> runs;
    for (std::size_t p = 0; p < plan.point_count(); ++p) {
      const auto idx = plan.point_indices(p);
      const double m = 10.0 * static_cast<double>(idx[1] + 1) + 5.0 * static_cast<double>(idx[0]);
      for (const double d : {-1.0, 1.0}) {
        metrics::Table t;
        t.columns = {"goodput_mbps", "jain_fairness"};
        t.rows.push_back({m + d, 0.9 + d / 100});
        runs.push_back(std::move(t));
      }
    }
    LessonSweep sw;
    sw.id = "s";
    sw.title = "Goodput against the round-trip time";
    sw.x = std::move(x);
    sw.series = std::move(series);
    sw.metric = "goodput_mbps";
    sw.paper = {{{{"tcp.variant", "sack"}, {"topology.rtt_ms", 100}}, 50, "Fig. 9", "goodput_mbps"},
                {{{"tcp.variant", "reno"}, {"topology.rtt_ms", 1}}, 0.8, "Table 3", "jain_fairness"}};
    lesson.id = "tmp";
    lesson.sweeps = {sw};
    LessonClaim wins;
    wins.id = "sack-wins";
    wins.sweep = "s";
    wins.metric = "goodput_mbps";
    LessonClaim fair = wins;
    fair.id = "fair";
    fair.metric = "jain_fairness";
    fair.expect_reproduced = false;
    lesson.claims = {wins, fair};
    outcome.lesson = &lesson;
    outcome.quick = true;
    outcome.sweeps.push_back(SweepResults{&lesson.sweeps[0], std::move(plan), std::move(runs)});
    ClaimResult r1;
    r1.id = "sack-wins";
    r1.verdict = Verdict::reproduced;
    ClaimResult r2;
    r2.id = "fair";
    r2.verdict = Verdict::contradicted;
    r2.expect_reproduced = false;
    outcome.claims = {r1, r2};
  }
  std::vector<FigureSpec> figures() const { return sweep_figure_specs(outcome, outcome.sweeps[0]); }
};

TEST(FigureSpec, PointsCarryTheirMeanAndInterval) {
  const Fixture f("topology.rtt_ms", "tcp.variant");
  const auto figs = f.figures();
  ASSERT_EQ(figs.size(), 2u);  // the plotted metric, and the other one the paper gives
  EXPECT_EQ(figs[0].name, "tmp-s");
  const json& spec = figs[0].spec;
  EXPECT_EQ(spec["x_label"], "Base round-trip time RTT (ms)");
  EXPECT_EQ(spec["y_label"], "Goodput (Mb/s)");
  EXPECT_EQ(spec["legend_title"], "TCP variant");
  EXPECT_TRUE(spec["x_log"].get<bool>());  // 1 to 100 ms: two decades
  EXPECT_TRUE(spec["x_categories"].is_null());
  ASSERT_EQ(spec["series"].size(), 2u);
  // Each curve names its parameter: the schema's label (tcp.variant has no symbol) = value.
  EXPECT_EQ(spec["series"][0]["name"], "TCP variant = reno");
  EXPECT_EQ(spec["series"][1]["name"], "TCP variant = sack");
  const json& sack = spec["series"][1]["points"];
  ASSERT_EQ(sack.size(), 3u);
  const std::vector<double> rtts{1, 10, 100};
  for (std::size_t i = 0; i < 3; ++i) {
    const double m = 10.0 * static_cast<double>(i + 1) + 5.0;
    EXPECT_DOUBLE_EQ(sack[i]["x"].get<double>(), rtts[i]);
    EXPECT_DOUBLE_EQ(sack[i]["mean"].get<double>(), m);
    EXPECT_NEAR(sack[i]["ci_low"].get<double>(), m - kT, 1e-9);
    EXPECT_NEAR(sack[i]["ci_high"].get<double>(), m + kT, 1e-9);
    EXPECT_EQ(sack[i]["n"], 2);
  }
}

TEST(FigureSpec, PaperValuesAndVerdictsGoOnTheirMetricsFigure) {
  const Fixture f("topology.rtt_ms", "tcp.variant");
  const auto figs = f.figures();
  ASSERT_EQ(figs.size(), 2u);
  EXPECT_EQ(figs[0].spec["paper"],
            json::parse(R"([{"x": 100.0, "y": 50.0, "label": "Fig. 9", "series": "TCP variant = sack"}])"));
  EXPECT_EQ(figs[0].spec["claims"],
            json::parse(R"([{"id": "sack-wins", "verdict": "reproduced", "expect_reproduced": true}])"));
  EXPECT_NE(figs[0].spec["note"].get<std::string>().find("the paper's values are at its own scale"),
            std::string::npos);

  EXPECT_EQ(figs[1].name, "tmp-s-jain_fairness");
  EXPECT_EQ(figs[1].spec["y_label"], "Jain's fairness index");  // no unit
  EXPECT_EQ(figs[1].spec["paper"],
            json::parse(R"([{"x": 1.0, "y": 0.8, "label": "Table 3", "series": "TCP variant = reno"}])"));
  EXPECT_EQ(figs[1].spec["claims"],
            json::parse(R"([{"id": "fair", "verdict": "contradicted", "expect_reproduced": false}])"));
  EXPECT_DOUBLE_EQ(figs[1].spec["series"][0]["points"][0]["mean"].get<double>(), 0.9);
}

TEST(FigureSpec, CategoricalXIsDrawnAtItsIndex) {
  const Fixture f("tcp.variant", "topology.rtt_ms");
  const json spec = f.figures()[0].spec;
  EXPECT_EQ(spec["x_categories"], json::parse(R"(["reno", "sack"])"));
  EXPECT_FALSE(spec["x_log"].get<bool>());
  ASSERT_EQ(spec["series"].size(), 3u);  // one per round-trip time
  EXPECT_EQ(spec["series"][2]["name"], "RTT = 100");  // the symbol of topology.rtt_ms
  EXPECT_DOUBLE_EQ(spec["series"][2]["points"][1]["x"].get<double>(), 1.0);  // sack
  EXPECT_EQ(spec["series"][2]["points"][1]["label"], "sack");
  EXPECT_DOUBLE_EQ(spec["paper"][0]["x"].get<double>(), 1.0);
  EXPECT_EQ(spec["paper"][0]["series"], "RTT = 100");
}

// A sweep of the LB+AS model over its bundling degree b_D (values 2 and 3) as the series and
// its load ρ on x: the figure speaks the schema's words, never the keys or column names.
TEST(FigureSpec, AxesAndLegendUseTheSchemasLabelSymbolAndUnit) {
  json doc = scenario::load_scenario_file(
      (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/lbas-classroom.json").string());
  SweepPlan plan(doc, {{parse_vary("topology.b_D=2,3"), parse_vary("traffic.rho=0.3,0.5")}, 1});
  std::vector<metrics::Table> runs(plan.run_count());
  for (auto& t : runs) {
    t.columns = {"tcp_goodput_mbps"};
    t.rows.push_back({50.0});
  }
  LessonSweep sw;
  sw.id = "s";
  sw.title = "t";
  sw.x = "traffic.rho";
  sw.series = "topology.b_D";
  sw.metric = "tcp_goodput_mbps";
  const LessonFigure fig = lesson_figure(sw, plan, runs, std::vector<bool>(runs.size(), true));
  const auto* b_d = scenario::find_model("lbas")->schema.find("topology.b_D");
  ASSERT_NE(b_d, nullptr);
  EXPECT_EQ(fig.legend_title, b_d->text.label + " b_D (" + b_d->text.unit + ")");
  ASSERT_EQ(fig.series.size(), 2u);
  EXPECT_EQ(fig.series[1], "b_D = 3");
  const auto* rho = scenario::find_model("lbas")->schema.find("traffic.rho");
  ASSERT_NE(rho, nullptr);
  EXPECT_EQ(fig.x_title, parameter_title(plan.base(), "traffic.rho"));
  EXPECT_EQ(fig.x_title.rfind(rho->text.label, 0), 0u) << fig.x_title;
  EXPECT_EQ(fig.y_title, "TCP goodput (Mb/s)");
  for (const auto& text : {fig.x_title, fig.y_title, fig.legend_title, fig.series[0]}) {
    for (const char* internal : {"topology.", "traffic.", "tcp_goodput"}) {
      EXPECT_EQ(text.find(internal), std::string::npos) << text;
    }
    EXPECT_EQ(text.find("…"), std::string::npos) << text;
  }
}

// Every metric a claim on the sweep tests gets a figure beside the plotted one.
TEST(FigureSpec, EveryClaimedMetricHasAFigure) {
  Fixture f("topology.rtt_ms", "tcp.variant");
  LessonClaim c = f.lesson.claims[0];
  c.id = "fewer-timeouts";
  c.metric = "timeouts";
  f.lesson.claims.push_back(c);
  EXPECT_EQ(figure_metrics(f.lesson, f.lesson.sweeps[0]),
            (std::vector<std::string>{"goodput_mbps", "jain_fairness", "timeouts"}));
  const auto figs = f.figures();
  ASSERT_EQ(figs.size(), 3u);
  EXPECT_EQ(figs[2].name, "tmp-s-timeouts");
  EXPECT_EQ(figs[2].spec["y_label"], "Retransmission timeouts");
}

// plot.log_x / log_y reach the figure (and its spec): a power law drawn on log axes.
TEST(FigureSpec, DeclaredLogAxesReachTheSpec) {
  Fixture f("topology.rtt_ms", "tcp.variant");
  EXPECT_FALSE(f.figures()[0].spec["y_log"].get<bool>());
  f.lesson.sweeps[0].log_y = true;
  EXPECT_TRUE(f.figures()[0].spec["y_log"].get<bool>());
  // 1 to 100 is logarithmic by itself; a declared log_x makes a narrower range so too.
  json doc = scenario::load_scenario_file(
      (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string());
  SweepPlan plan(doc, {{parse_vary("topology.loss_rate=0.001,0.003,0.01")}, 1});
  std::vector<metrics::Table> runs(plan.run_count());
  LessonSweep sw;
  sw.x = "topology.loss_rate";
  sw.metric = "goodput_mbps";
  EXPECT_FALSE(lesson_figure(sw, plan, runs, {}).log_x);
  sw.log_x = true;
  EXPECT_TRUE(lesson_figure(sw, plan, runs, {}).log_x);
}

TEST(FigureSpec, MetricUnitsComeFromTheNameSuffix) {
  EXPECT_EQ(metric_unit("tcp_goodput_mbps"), "Mb/s");
  EXPECT_EQ(metric_unit("throughput_gbps"), "Gb/s");
  EXPECT_EQ(metric_unit("udp_jitter_ms"), "ms");
  EXPECT_EQ(metric_unit("wall_s"), "s");
  EXPECT_EQ(metric_unit("events_per_s"), "1/s");
  EXPECT_EQ(metric_unit("reordered_packets"), "");
  EXPECT_EQ(metric_unit("_ms"), "");  // a suffix alone names no metric
}

// The interpreter opslab-cli runs the script with (app/cli/figures.cpp).
std::string python() { return fs::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3"; }

std::string bytes_of(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(FigureSpec, TheSameSpecDrawsByteIdenticalFiles) {
  const std::string script = (fs::path(OPSLAB_SOURCE_DIR) / "scripts/plot_sweep.py").string();
  if (std::system((python() + " " + script + " --check 2>/dev/null").c_str()) != 0) {
    GTEST_SKIP() << "matplotlib is not installed (python3-matplotlib)";
  }
  const fs::path dir = fs::temp_directory_path() / ("opslab-figures-" + std::to_string(::getpid()));
  fs::create_directories(dir / "a");
  fs::create_directories(dir / "b");
  const Fixture f("topology.rtt_ms", "tcp.variant");
  const FigureSpec fig = f.figures()[0];
  std::ofstream(dir / (fig.name + ".json")) << fig.spec.dump(1) << "\n";
  for (const char* out : {"a", "b"}) {
    const std::string cmd = python() + " " + script + " " + (dir / out).string() + " " +
                            (dir / (fig.name + ".json")).string();
    ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  }
  for (const char* ext : {".svg", ".png"}) {
    const std::string a = bytes_of(dir / "a" / (fig.name + ext));
    EXPECT_GT(a.size(), 1000u) << ext;
    EXPECT_EQ(a, bytes_of(dir / "b" / (fig.name + ext))) << ext;
  }
  // No date in the SVG (its metadata would differ from one day to the next).
  EXPECT_EQ(bytes_of(dir / "a" / (fig.name + ".svg")).find("<dc:date>"), std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace opslab::study
