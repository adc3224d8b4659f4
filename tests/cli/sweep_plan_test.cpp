// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps that run elsewhere (study/sweep/sweep_plan.hpp): the CSV reader is the exact
// inverse of the writer, a plan directory reads back as the same plan, and collecting its
// runs gives the local sweep's sweep.csv byte for byte — or names the runs that did not
// finish, writing nothing.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>

#include <nlohmann/json.hpp>

#include "expect_error.hpp"
#include "metrics/csv_reader.hpp"
#include "metrics/csv_writer.hpp"
#include "scenario/scenario_file.hpp"
#include "study/runner.hpp"
#include "study/sweep/sweep.hpp"
#include "study/sweep/sweep_engine.hpp"
#include "study/sweep/sweep_plan.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using opslab::metrics::Table;
using opslab::metrics::Value;
using opslab::test::expect_error;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(CsvReader, ReadsBackWhatTheWriterWrote) {
  Table t;
  t.columns = {"name", "n", "x", "empty", "odd, \"quoted\""};
  const double inf = std::numeric_limits<double>::infinity();
  t.rows = {{std::string("a, \"b\"\nc"), std::int64_t{-42}, 1.0 / 3, Value(), 3.0},
            {std::string("plain"), std::int64_t{0}, 1e300, std::monostate{}, -0.0},
            {std::string("x"), std::int64_t{9'007'199'254'740'993}, 5e-324, Value(), inf},
            {std::string("1.50"), std::int64_t{7}, -inf, Value(), 0.1}};
  const std::string text = opslab::metrics::to_csv(t);
  const Table back = opslab::metrics::parse_csv(text);
  EXPECT_EQ(back.columns, t.columns);
  EXPECT_EQ(opslab::metrics::to_csv(back), text);
  ASSERT_EQ(back.rows.size(), 4u);
  EXPECT_EQ(std::get<std::string>(back.rows[0][0]), "a, \"b\"\nc");
  EXPECT_EQ(std::get<std::int64_t>(back.rows[0][1]), -42);
  EXPECT_EQ(std::get<double>(back.rows[0][2]), 1.0 / 3);  // exact
  EXPECT_TRUE(std::holds_alternative<std::monostate>(back.rows[0][3]));
  EXPECT_EQ(std::get<double>(back.rows[1][2]), 1e300);
  EXPECT_TRUE(std::signbit(std::get<double>(back.rows[1][4])));
  EXPECT_EQ(std::get<std::int64_t>(back.rows[2][1]), 9'007'199'254'740'993);
  EXPECT_EQ(std::get<double>(back.rows[2][2]), 5e-324);
  EXPECT_EQ(std::get<double>(back.rows[2][4]), inf);
  EXPECT_EQ(std::get<std::string>(back.rows[3][0]), "1.50");  // not how a number is written
}

TEST(CsvReader, RejectsBrokenText) {
  EXPECT_THROW(opslab::metrics::parse_csv("a,b\n1\n"), std::invalid_argument);
  EXPECT_THROW(opslab::metrics::parse_csv("a,b\n\"1,2\n"), std::invalid_argument);
  EXPECT_TRUE(opslab::metrics::parse_csv("").columns.empty());
}

TEST(SweepPlanFiles, RunDirectoryNamesHaveAtLeastFourDigits) {
  EXPECT_EQ(opslab::study::run_dir_name(7, 12), "0007");
  EXPECT_EQ(opslab::study::run_dir_name(9999, 10000), "9999");
  EXPECT_EQ(opslab::study::run_dir_name(7, 10001), "00007");
}

class SweepPlanDir : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-sweep-plan-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    user_ = opslab::scenario::load_scenario_file(std::string(OPSLAB_SOURCE_DIR) +
                                                 "/assets/scenarios/dumbbell.json");
    for (const char* set :
         {"sim.duration_s=1", "sim.warmup_s=0.2", "topology.flows=2", "traffic.start_max_s=0.2"}) {
      opslab::scenario::apply_override(user_, set);
    }
    spec_.axes = {{"topology.queue_packets", {"20", "50"}}, {"tcp.variant", {"reno", "sack"}}};
    spec_.seeds = 2;
  }
  void TearDown() override { fs::remove_all(dir_); }

  opslab::study::SweepPlan plan() const { return {user_, spec_}; }

  // What the batch script does for run i: `opslab-cli run runs/NNNN/scenario.json`.
  void run(const fs::path& plan_dir, std::size_t i, std::size_t n) const {
    const fs::path d = plan_dir / "runs" / opslab::study::run_dir_name(i, n);
    const json doc = opslab::scenario::resolve_scenario(
        opslab::scenario::load_scenario_file((d / "scenario.json").string()));
    opslab::study::write_run_outputs(d, doc, opslab::study::run_scenario(doc));
    std::ofstream(d / "exit_status") << "0\n";
  }

  fs::path dir_;
  json user_;
  opslab::study::SweepSpec spec_;
};

TEST_F(SweepPlanDir, WritesEveryRunAndReadsBackTheSamePlan) {
  const auto p = plan();
  opslab::study::write_sweep_plan(dir_ / "plan", user_, p, {{"extra.txt", "hello\n"}});
  EXPECT_EQ(slurp(dir_ / "plan" / "extra.txt"), "hello\n");
  ASSERT_EQ(p.run_count(), 8u);
  for (std::size_t i = 0; i < 8; ++i) {
    const fs::path s = dir_ / "plan" / "runs" / opslab::study::run_dir_name(i, 8) / "scenario.json";
    EXPECT_EQ(json::parse(slurp(s)), p.scenario_of_run(i)) << s;
  }
  const auto stored = opslab::study::read_sweep_plan(dir_ / "plan");
  EXPECT_EQ(stored.plan.run_count(), 8u);
  for (std::size_t i = 0; i < 8; ++i) {
    EXPECT_EQ(stored.plan.scenario_of_run(i), p.scenario_of_run(i));
  }
  // Nothing else is left beside the plan (the temporary directory was renamed).
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++entries;
  EXPECT_EQ(entries, 1u);
}

TEST_F(SweepPlanDir, CollectedOutputsAreTheLocalSweepsByteForByte) {
  const auto p = plan();
  const auto local = opslab::study::run_sweep(p, {1, {}, {}});
  opslab::study::write_sweep_outputs(dir_ / "local", p, local.runs);

  opslab::study::write_sweep_plan(dir_ / "plan", user_, p);
  const auto stored = opslab::study::read_sweep_plan(dir_ / "plan");
  for (std::size_t i = 0; i < 8; ++i) run(dir_ / "plan", i, 8);
  auto runs = opslab::study::collect_sweep_runs(stored);
  opslab::study::write_sweep_outputs(dir_ / "plan", stored.plan, runs);

  EXPECT_EQ(slurp(dir_ / "plan" / "sweep.csv"), slurp(dir_ / "local" / "sweep.csv"));
  EXPECT_EQ(slurp(dir_ / "plan" / "scenario.json"), slurp(dir_ / "local" / "scenario.json"));
  // runs.csv: the same apart from the cost of each execution.
  for (std::size_t i = 0; i < 8; ++i) {
    for (const char* cost : {"wall_s", "events_per_s"}) {
      const int c = runs[i].column(cost);
      ASSERT_GE(c, 0);
      runs[i].rows[0][static_cast<std::size_t>(c)] =
          local.runs[i].rows[0][static_cast<std::size_t>(c)];
    }
  }
  opslab::study::write_sweep_outputs(dir_ / "plan", stored.plan, runs);
  EXPECT_EQ(slurp(dir_ / "plan" / "runs.csv"), slurp(dir_ / "local" / "runs.csv"));
}

TEST_F(SweepPlanDir, CollectNamesUnfinishedAndForeignRuns) {
  const auto p = plan();
  opslab::study::write_sweep_plan(dir_ / "plan", user_, p);
  const auto stored = opslab::study::read_sweep_plan(dir_ / "plan");
  for (std::size_t i : {0, 1, 2, 4, 7}) run(dir_ / "plan", i, 8);
  std::ofstream(dir_ / "plan" / "runs" / "0005" / "exit_status") << "1\n";
  std::ofstream(dir_ / "plan" / "runs" / "0006" / "exit_status") << "137\n";

  const auto states = opslab::study::run_states(stored);
  EXPECT_EQ(states[3].state, opslab::study::RunState::missing);
  EXPECT_EQ(states[5].state, opslab::study::RunState::failed);
  EXPECT_EQ(opslab::study::unfinished_runs_text(states),
            "3 of 8 runs did not finish: missing 0003; failed 0005 (exit 1), 0006 (exit 137)");
  expect_error([&] { opslab::study::collect_sweep_runs(stored); },
               "3 of 8 runs did not finish: missing 0003; failed 0005 (exit 1), 0006 (exit 137)");

  // All done, but run 0002's results are of another scenario.
  for (std::size_t i : {3, 5, 6}) run(dir_ / "plan", i, 8);
  EXPECT_EQ(opslab::study::unfinished_runs_text(opslab::study::run_states(stored)), "");
  json other = json::parse(slurp(dir_ / "plan" / "runs" / "0002" / "scenario.json"));
  other["sim"]["seed"] = 99;
  std::ofstream(dir_ / "plan" / "runs" / "0002" / "scenario.json") << other.dump(2);
  expect_error([&] { opslab::study::collect_sweep_runs(stored); },
               "1 of 8 runs ran another scenario than the plan's");
}

// A file changed since its run wrote it is refused by name: a goodput edited by hand in a
// summary, a flows.csv cut short, a checksum file removed; put back, the runs collect again.
TEST_F(SweepPlanDir, CollectRefusesAFileChangedSinceItsRunWroteIt) {
  const auto p = plan();
  opslab::study::write_sweep_plan(dir_ / "plan", user_, p);
  const auto stored = opslab::study::read_sweep_plan(dir_ / "plan");
  for (std::size_t i = 0; i < 8; ++i) run(dir_ / "plan", i, 8);
  ASSERT_NO_THROW(opslab::study::collect_sweep_runs(stored));
  const fs::path r3 = dir_ / "plan" / "runs" / "0003";
  const fs::path r5 = dir_ / "plan" / "runs" / "0005";

  // The summary's goodput, one digit changed, the size the same.
  const std::string summary = slurp(r3 / "summary.csv");
  const auto header_end = summary.find('\n');
  const auto digit = summary.find_first_of("123456789", header_end);
  ASSERT_NE(digit, std::string::npos);
  std::string edited = summary;
  edited[digit] = edited[digit] == '9' ? '8' : static_cast<char>(edited[digit] + 1);
  std::ofstream(r3 / "summary.csv", std::ios::binary) << edited;
  expect_error([&] { opslab::study::collect_sweep_runs(stored); },
               "runs/0003/summary.csv: changed since its run wrote it");
  std::ofstream(r3 / "summary.csv", std::ios::binary) << summary;

  // flows.csv truncated to half.
  const std::string flows = slurp(r5 / "flows.csv");
  std::ofstream(r5 / "flows.csv", std::ios::binary) << flows.substr(0, flows.size() / 2);
  expect_error([&] { opslab::study::collect_sweep_runs(stored); },
               "runs/0005/flows.csv: changed since its run wrote it");
  std::ofstream(r5 / "flows.csv", std::ios::binary) << flows;
  ASSERT_NO_THROW(opslab::study::collect_sweep_runs(stored));

  // Without its checksums a run is unfinished (the file is renamed into place last).
  fs::rename(r5 / "checksums.csv", dir_ / "sums");
  EXPECT_EQ(opslab::study::run_states(stored)[5].state, opslab::study::RunState::missing);
  fs::rename(dir_ / "sums", r5 / "checksums.csv");

  // A checksum file that leaves a result out, or is not in its format.
  const std::string sums = slurp(r5 / "checksums.csv");
  std::string without_flows;
  std::istringstream lines(sums);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("flows.csv,", 0) != 0) without_flows += line + "\n";
  }
  std::ofstream(r5 / "checksums.csv", std::ios::binary) << without_flows;
  expect_error([&] { opslab::study::collect_sweep_runs(stored); },
               "runs/0005/checksums.csv: does not list flows.csv");
  std::ofstream(r5 / "checksums.csv", std::ios::binary) << sums << "flows.csv,12,zz\n";
  const auto bad_line = std::count(sums.begin(), sums.end(), '\n') + 1;
  expect_error([&] { opslab::study::collect_sweep_runs(stored); },
               "checksums.csv: line " + std::to_string(bad_line) + ": expected file,bytes,crc32");
  std::ofstream(r5 / "checksums.csv", std::ios::binary) << sums;
  EXPECT_NO_THROW(opslab::study::collect_sweep_runs(stored));
}

TEST_F(SweepPlanDir, MissingRunsAreListedAsRanges) {
  spec_.seeds = 10;
  const auto p = plan();
  opslab::study::write_sweep_plan(dir_ / "plan", user_, p);
  const auto stored = opslab::study::read_sweep_plan(dir_ / "plan");
  EXPECT_EQ(opslab::study::unfinished_runs_text(opslab::study::run_states(stored)),
            "40 of 40 runs did not finish: missing 0000-0039");
}

TEST_F(SweepPlanDir, RefusesAPlanDirectoryThatIsNotEmpty) {
  fs::create_directories(dir_ / "plan");
  std::ofstream(dir_ / "plan" / "x") << "x";
  expect_error([&] { opslab::study::write_sweep_plan(dir_ / "plan", user_, plan()); },
               "directory is not empty");
  // An empty directory is fine.
  fs::remove(dir_ / "plan" / "x");
  opslab::study::write_sweep_plan(dir_ / "plan", user_, plan());
  EXPECT_TRUE(fs::exists(dir_ / "plan" / "plan.json"));
}

TEST_F(SweepPlanDir, BadPlansAreOneLineErrors) {
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "nowhere"); }, "no such directory");
  fs::create_directories(dir_ / "empty");
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "empty"); },
               "not a sweep plan (no plan.json");

  opslab::study::write_sweep_plan(dir_ / "plan", user_, plan());
  const fs::path file = dir_ / "plan" / "plan.json";
  const json good = json::parse(slurp(file));
  auto with = [&](const std::function<void(json&)>& change) {
    json doc = good;
    change(doc);
    std::ofstream(file, std::ios::trunc) << doc.dump(2);
  };
  std::ofstream(file, std::ios::trunc) << "{\"opslab_sweep_plan\": 1,";
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "plan"); }, "plan.json: malformed JSON");
  with([](json& d) { d["opslab_sweep_plan"] = 2; });
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "plan"); }, "plan format 2");
  with([](json& d) { d.erase("runs"); });
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "plan"); },
               "\"runs\": expected an array");
  with([](json& d) { d["scenario"]["tcp"]["variant"] = "tahoe"; });
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "plan"); }, "tcp.variant");
  with([](json& d) { d["runs"].erase(3); });
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "plan"); },
               "\"runs\" lists 7 runs, the sweep has 8");
  with([](json& d) { d["runs"][3]["seed"] = 7; });
  expect_error([&] { opslab::study::read_sweep_plan(dir_ / "plan"); }, "runs[3]: expected");
}

}  // namespace
