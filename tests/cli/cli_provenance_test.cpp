// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Results a researcher can cite (docs/cli.md): every run and sweep records the program's
// version, its git commit and whether that tree was modified, the command line and the seed in
// run.json and as the last columns of summary.csv / runs.csv, and two identical runs still
// write the same bytes; `sweep --keep-runs` keeps each run's files as a plan directory lays
// them out; timeseries.csv's times are exact decimals of the simulation clock; and a scenario
// is read without guessing (duplicate keys refused, every problem named, list keys in the form
// their help gives).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_folder_test.hpp"

#include "metrics/csv_reader.hpp"
#include "metrics/csv_writer.hpp"
#include "study/provenance.hpp"

namespace {

namespace fs = std::filesystem;
using opslab::testing::slurp;
using Result = opslab::testing::CliResult;
using nlohmann::json;
using opslab::metrics::Table;

const std::string dumbbell = std::string(OPSLAB_SOURCE_DIR) + "/assets/scenarios/dumbbell.json";
const std::vector<std::string> short_run = {"--set", "sim.duration_s=2", "--set", "sim.warmup_s=0.5",
                                            "--set", "topology.flows=2"};
const std::vector<std::string> provenance = {"opslab_version", "git_commit", "git_dirty",
                                             "command_line"};

Table csv(const fs::path& p) {
  return opslab::metrics::parse_csv(slurp(p));
}

// A table without the given columns.
Table without(Table t, const std::set<std::string>& drop) {
  Table out;
  std::vector<bool> keep;
  for (const auto& c : t.columns) {
    keep.push_back(!drop.contains(c));
    if (keep.back()) out.columns.push_back(c);
  }
  for (const auto& row : t.rows) {
    auto& r = out.rows.emplace_back();
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (keep[i]) r.push_back(row[i]);
    }
  }
  return out;
}

class CliProvenance : public opslab::testing::CliFolderTest {
 protected:
  CliProvenance() : CliFolderTest("opslab-cli-provenance") {}

  // The four provenance cells this build writes for a command line.
  static std::vector<opslab::metrics::Value> cells(const std::string& command_line) {
    const auto& b = opslab::study::this_build();
    return {b.version, b.commit, b.dirty, command_line};
  }

};

TEST_F(CliProvenance, VersionNamesTheCommit) {
  const Result r = cli({"--version"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "opslab-cli " + opslab::study::build_text() + "\n");
  EXPECT_EQ(r.out.rfind("opslab-cli " OPSLAB_VERSION " (commit ", 0), 0u) << r.out;
  const auto& b = opslab::study::this_build();
  EXPECT_EQ(b.version, OPSLAB_VERSION);
  // Built from this checkout: a full hash (or a tag's description ending in one).
  if (fs::exists(fs::path(OPSLAB_SOURCE_DIR) / ".git")) {
    ASSERT_GE(b.commit.size(), 40u) << b.commit;
    EXPECT_EQ(b.commit.substr(b.commit.size() - 40).find_first_not_of("0123456789abcdef"),
              std::string::npos)
        << b.commit;
    EXPECT_TRUE(b.dirty == "true" || b.dirty == "false") << b.dirty;
  }
}

TEST_F(CliProvenance, RunRecordsVersionCommitCommandLineAndSeed) {
  std::vector<std::string> args = {"run", dumbbell};
  args.insert(args.end(), short_run.begin(), short_run.end());
  args.insert(args.end(), {"--seed", "5", "--out", "r"});
  ASSERT_EQ(cli(args).status, 0);
  const std::string line = opslab::study::command_line_text(args);
  EXPECT_EQ(line, "opslab-cli run " + dumbbell +
                      " --set sim.duration_s=2 --set sim.warmup_s=0.5 --set topology.flows=2 "
                      "--seed 5 --out r");

  const json run = json::parse(slurp(dir_ / "r" / "run.json"));
  const auto& b = opslab::study::this_build();
  EXPECT_EQ(run, json({{"opslab_version", b.version},
                       {"git_commit", b.commit},
                       {"git_dirty", b.dirty == "unknown" ? json() : json(b.dirty == "true")},
                       {"command_line", line},
                       {"seed", 5}}));

  const Table summary = csv(dir_ / "r" / "summary.csv");
  ASSERT_EQ(summary.rows.size(), 1u);
  ASSERT_GT(summary.columns.size(), provenance.size());
  const std::size_t first = summary.columns.size() - provenance.size();
  EXPECT_EQ(std::vector<std::string>(summary.columns.begin() + static_cast<long>(first),
                                     summary.columns.end()),
            provenance);
  EXPECT_EQ(std::vector<opslab::metrics::Value>(summary.rows[0].begin() + static_cast<long>(first),
                                                summary.rows[0].end()),
            cells(line));
  EXPECT_EQ(summary.rows[0].at(static_cast<std::size_t>(summary.column("seed"))),
            opslab::metrics::Value(std::int64_t{5}));
}

// The same command twice: every CSV byte for byte (summary.csv apart from the cost of the run,
// and so checksums.csv apart from summary.csv's row), run.json too, and no file names the
// folder it was written to.
TEST_F(CliProvenance, IdenticalRunsWriteIdenticalBytes) {
  std::vector<std::string> args = {"run", dumbbell, "--seed", "3", "--out", "r"};
  args.insert(args.end(), short_run.begin(), short_run.end());
  ASSERT_EQ(cli(args).status, 0);
  fs::rename(dir_ / "r", dir_ / "first");
  ASSERT_EQ(cli(args).status, 0);
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "r")) {
    const std::string name = e.path().filename().string();
    ++files;
    const std::string text = slurp(e.path());
    EXPECT_EQ(text.find(dir_.string()), std::string::npos) << name << " names the output folder";
    if (name == "summary.csv") {
      EXPECT_EQ(opslab::metrics::to_csv(without(csv(e.path()), {"wall_s", "events_per_s"})),
                opslab::metrics::to_csv(
                    without(csv(dir_ / "first" / name), {"wall_s", "events_per_s"})));
    } else if (name == "checksums.csv") {
      auto other_rows = [](const std::string& sums) {
        std::vector<std::string> rows;
        std::istringstream in(sums);
        for (std::string line; std::getline(in, line);) {
          if (line.rfind("summary.csv,", 0) != 0) rows.push_back(line);
        }
        return rows;
      };
      EXPECT_EQ(other_rows(text), other_rows(slurp(dir_ / "first" / name)));
      EXPECT_EQ(other_rows(text).size(), 6u);  // the header and the five other files
    } else {
      EXPECT_EQ(text, slurp(dir_ / "first" / name)) << name;
    }
  }
  EXPECT_EQ(files, 7u);  // summary, flows, timeseries, drops, scenario.json, run.json, checksums
}

// A sample every 100 ms prints as 0, 0.1, 0.2, … 2: exact decimals of the integer clock.
TEST_F(CliProvenance, TimeseriesTimesAreExact) {
  ASSERT_EQ(cli({"run", dumbbell, "--set", "sim.sample_interval_ms=100", "--out", "r"}, short_run)
                .status,
            0);
  const Table ts = csv(dir_ / "r" / "timeseries.csv");
  std::set<std::string> times;
  for (const auto& row : ts.rows) times.insert(opslab::metrics::csv_cell(row.at(0)));
  std::set<std::string> expected;
  for (int k = 0; k <= 20; ++k) expected.insert(k % 10 ? fmt::format("{}.{}", k / 10, k % 10) : fmt::format("{}", k / 10));
  EXPECT_EQ(times, expected);
  const std::string text = slurp(dir_ / "r" / "timeseries.csv");
  EXPECT_EQ(text.find("9999999"), std::string::npos);
  EXPECT_EQ(text.find("0000001,"), std::string::npos);
}

// --keep-runs: runs/NNNN/ holds each run's files as a plan directory would (the same
// scenario.json), each as `run` of that scenario writes them; sweep.csv is as without it, and
// runs.csv's rows are the kept summaries.
TEST_F(CliProvenance, SweepKeepsEveryRunAsAPlanDirectoryWould) {
  std::vector<std::string> sweep = {"sweep", dumbbell, "--vary", "topology.flows=1,2", "--seeds", "2"};
  sweep.insert(sweep.end(), short_run.begin(), short_run.end() - 2);
  std::vector<std::string> kept = sweep;
  kept.insert(kept.end(), {"--jobs", "2", "--keep-runs", "--out", "s"});
  const Result r = cli(kept);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("wrote s: sweep.csv, runs.csv, scenario.json, run.json, runs/0000..0003/"),
            std::string::npos)
      << r.out;
  ASSERT_EQ(cli(sweep, {"--jobs", "1", "--out", "plain"}).status, 0);
  ASSERT_EQ(cli(sweep, {"--plan", "p"}).status, 0);
  EXPECT_EQ(slurp(dir_ / "s" / "sweep.csv"), slurp(dir_ / "plain" / "sweep.csv"));
  EXPECT_FALSE(fs::exists(dir_ / "plain" / "runs"));

  const json sweep_run = json::parse(slurp(dir_ / "s" / "run.json"));
  EXPECT_EQ(sweep_run.at("command_line"), opslab::study::command_line_text(kept));
  EXPECT_EQ(sweep_run.at("seeds"), 2);
  const Table runs = csv(dir_ / "s" / "runs.csv");
  ASSERT_EQ(runs.rows.size(), 4u);
  std::size_t entries = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "s")) entries += e.path().filename() != "runs";
  EXPECT_EQ(entries, 4u);  // nothing else beside runs/, no hidden staging folder
  for (int i = 0; i < 4; ++i) {
    const std::string n = fmt::format("{:04}", i);
    const fs::path run = dir_ / "s" / "runs" / n;
    for (const char* f : {"summary.csv", "flows.csv", "timeseries.csv", "drops.csv", "run.json"}) {
      EXPECT_TRUE(fs::is_regular_file(run / f)) << n << "/" << f;
    }
    EXPECT_EQ(slurp(run / "scenario.json"), slurp(dir_ / "p" / "runs" / n / "scenario.json")) << n;
    const json rj = json::parse(slurp(run / "run.json"));
    EXPECT_EQ(rj.at("seed"), json::parse(slurp(run / "scenario.json")).at("sim").at("seed"));
    EXPECT_EQ(rj.at("command_line"), opslab::study::command_line_text(kept));
    ASSERT_EQ(cli({"run", (run / "scenario.json").string(), "--out", "again" + n}).status, 0);
    for (const char* f : {"flows.csv", "timeseries.csv", "drops.csv"}) {
      EXPECT_EQ(slurp(run / f), slurp(dir_ / ("again" + n) / f)) << n << "/" << f;
    }
    // runs.csv's row i: the varied value, then this run's summary.
    const Table summary = csv(run / "summary.csv");
    Table row{runs.columns, {runs.rows[static_cast<std::size_t>(i)]}};
    row = without(row, {"topology.flows"});
    EXPECT_EQ(opslab::metrics::to_csv(row), opslab::metrics::to_csv(summary)) << n;
  }

  // --replace without --keep-runs: the earlier kept runs go with the rest of the results.
  const Result again = cli(sweep, {"--out", "s", "--replace"});
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_FALSE(fs::exists(dir_ / "s" / "runs"));
  EXPECT_NE(again.out.find("removed earlier runs/"), std::string::npos) << again.out;
}

TEST_F(CliProvenance, KeepRunsWithAPlanIsRefused) {
  const Result r = cli({"sweep", dumbbell, "--vary", "topology.flows=1,2", "--keep-runs", "--plan", "p"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "opslab-cli: error: sweep --keep-runs: a plan directory keeps every run's files already\n");
  EXPECT_FALSE(fs::exists(dir_ / "p"));
}

// Bad input is a line per problem, exit status 2, and no output folder.
TEST_F(CliProvenance, EveryProblemOfAScenarioIsALineAndNothingIsWritten) {
  std::ofstream(dir_ / "dup.json") << "{\"model\": \"dumbbell\",\n\"topology\": {\"flows\": 2,\n\"flows\": 3}}\n";
  Result r = cli({"run", "dup.json", "--out", "r"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "opslab-cli: error: dup.json:3: topology.flows: key given twice in one object (first "
            "on line 2); give it once\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));

  r = cli({"run", dumbbell, "--set", "topology.flowz=1", "--set", "sim.warmup_s=-1", "--out", "r"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "opslab-cli: error: topology.flowz: unknown key (did you mean \"topology.flows\"?)\n"
            "opslab-cli: error: sim.warmup_s: expected a number in [0, 1000000], got -1\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
}

// --paired KEY writes paired.csv beside the sweep's files; a key that is not varied is refused
// before anything runs.
TEST_F(CliProvenance, SweepPairedWritesPairedCsv) {
  std::vector<std::string> sweep = {"sweep", dumbbell, "--vary", "tcp.variant=reno,sack", "--seeds", "2"};
  sweep.insert(sweep.end(), short_run.begin(), short_run.end());
  Result r = cli(sweep, {"--paired", "tcp.variant", "--out", "s"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("run.json, paired.csv"), std::string::npos) << r.out;
  const Table paired = csv(dir_ / "s" / "paired.csv");
  ASSERT_EQ(paired.rows.size(), 1u);
  EXPECT_EQ(std::vector<std::string>(paired.columns.begin(), paired.columns.begin() + 3),
            (std::vector<std::string>{"tcp.variant", "baseline", "seeds"}));
  const int g = paired.column("goodput_mbps_diff_ci95_welch");
  ASSERT_GE(g, 0);
  EXPECT_NE(paired.column("goodput_mbps_diff_ci95"), -1);
  EXPECT_EQ(paired.rows[0][0], opslab::metrics::Value(std::string("sack")));

  r = cli(sweep, {"--paired", "topology.flows", "--out", "t"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "opslab-cli: error: --paired topology.flows: not a varied key; expected one of the "
            "--vary keys: tcp.variant\n");
  EXPECT_FALSE(fs::exists(dir_ / "t"));
}

// describe calls topology.rtt_ms_list comma-separated: --set takes it so.
TEST_F(CliProvenance, ListKeyTakesTheCommaSeparatedFormItsHelpNames) {
  ASSERT_EQ(cli({"run", dumbbell, "--set", "topology.rtt_ms_list=10,20", "--out", "r"}, short_run).status, 0);
  const json doc = json::parse(slurp(dir_ / "r" / "scenario.json"));
  EXPECT_EQ(doc.at("topology").at("rtt_ms_list"), json({10, 20}));
}

}  // namespace
