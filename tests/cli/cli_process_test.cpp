// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// opslab-cli as a process (docs/cli.md): exit statuses, one-line errors that leave no output
// behind, the files of run and sweep, and byte-identical results for the same seed and for
// any --jobs.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_process_fixture.hpp"

namespace {

using namespace cli_process;

// Bad input: exit status 2, exactly one stderr line naming the problem, no output left.
struct BadInput {
  std::string label;
  std::vector<std::string> args;  // "@FILE" is replaced by the scratch file below
  std::string expected;           // part of the error message
};

void PrintTo(const BadInput& c, std::ostream* os) {
  *os << c.label;
}

class CliBadInput : public CliTest, public ::testing::WithParamInterface<BadInput> {};

TEST_P(CliBadInput, ExitsTwoWithOneLineAndNoOutput) {
  const auto& c = GetParam();
  const std::string bad = write("bad.json", "{\n  \"model\": \"dumbbell\",\n  \"sim\": {\n}}}\n");
  const std::string unknown = write("unknown.json", R"({"model": "nope"})");
  std::vector<std::string> args;
  for (const auto& a : c.args) {
    args.push_back(a == "@SCENARIO"  ? dumbbell
                   : a == "@BAD"     ? bad
                   : a == "@UNKNOWN" ? unknown
                   : a == "@OUT"     ? (dir_ / "out" / "nested").string()
                                     : a);
  }
  const Result r = cli_run(args);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(r.out, "");
  const auto err = lines(r.err);
  ASSERT_EQ(err.size(), 1u) << r.err;
  EXPECT_EQ(err[0].rfind("opslab-cli: error: ", 0), 0u) << err[0];
  EXPECT_NE(err[0].find(c.expected), std::string::npos) << err[0];
  EXPECT_EQ(leftovers({"bad.json", "unknown.json"}), std::vector<std::string>{});
}

const std::vector<BadInput> bad_inputs = {
    {"UnknownKey",
     {"run", "@SCENARIO", "--set", "tcp.varient=sack", "--out", "@OUT"},
     "tcp.varient: unknown key"},
    {"UnknownSection",
     {"run", "@SCENARIO", "--set", "topolgy.flows=2", "--out", "@OUT"},
     "topolgy: unknown key"},
    {"WrongType",
     {"run", "@SCENARIO", "--set", "topology.flows=two", "--out", "@OUT"},
     "topology.flows: expected a number"},
    {"OutOfRange",
     {"run", "@SCENARIO", "--set", "topology.flows=0", "--out", "@OUT"},
     "topology.flows"},
    {"BadChoice",
     {"run", "@SCENARIO", "--set", "tcp.variant=vegas", "--out", "@OUT"},
     "tcp.variant"},
    {"MalformedJson", {"run", "@BAD", "--out", "@OUT"}, "malformed JSON: parse error at line 4"},
    {"MissingFile", {"run", "missing.json"}, "missing.json: no such file"},
    {"UnknownModel", {"validate", "@UNKNOWN"}, "model: unknown model \"nope\""},
    {"SetWithoutEquals",
     {"run", "@SCENARIO", "--set", "tcp.variant", "--out", "@OUT"},
     "--set \"tcp.variant\": expected section.key=value"},
    {"SetNotUtf8",
     {"run", "@SCENARIO", "--set", "sim.duration_s=0\xb2\xb2", "--out", "@OUT"},
     "--set: invalid UTF-8 byte at index 16: 0xB2 (arguments must be UTF-8)"},
    {"SetWithoutEqualsNotUtf8",
     {"run", "@SCENARIO", "--set", "sim\xb2", "--out", "@OUT"},
     "--set: invalid UTF-8 byte at index 3: 0xB2"},
    {"VaryNotUtf8",
     {"sweep", "@SCENARIO", "--vary", "sim.duration_s=1,\xb2", "--out", "@OUT"},
     "--vary: invalid UTF-8 byte at index 17: 0xB2"},
    {"BadSeed", {"run", "@SCENARIO", "--seed", "abc", "--out", "@OUT"}, "--seed"},
    {"UnknownFlag", {"run", "@SCENARIO", "--bogus", "--out", "@OUT"}, "--bogus"},
    {"UnknownSubcommand", {"frobnicate", "@SCENARIO"}, "unknown subcommand \"frobnicate\""},
    {"NoSubcommand", {}, "subcommand"},
    {"MissingScenarioArgument", {"run"}, "scenario"},
    {"VaryWithoutEquals",
     {"sweep", "@SCENARIO", "--vary", "topology.flows", "--out", "@OUT"},
     "--vary \"topology.flows\": expected key=v1,v2,..."},
    {"VaryBadPoint",
     {"sweep", "@SCENARIO", "--vary", "topology.flows=1,0", "--out", "@OUT"},
     "topology.flows"},
    {"VaryUnknownKey",
     {"sweep", "@SCENARIO", "--vary", "topology.flowz=1,2", "--out", "@OUT"},
     "topology.flowz: unknown key"},
    {"ZeroSeeds",
     {"sweep", "@SCENARIO", "--seeds", "0", "--out", "@OUT"},
     "--seeds: expected an integer >= 1, got 0"},
    {"ZeroJobs", {"sweep", "@SCENARIO", "--jobs", "0", "--out", "@OUT"}, "--jobs"},
    {"ValidateUnknownKey", {"validate", "@SCENARIO", "--set", "sim.sed=3"}, "sim.sed"},
    {"UnknownLesson",
     {"lesson", "check", "no-such-lesson"},
     "lesson \"no-such-lesson\": unknown lesson"},
    {"MissingLessonDir",
     {"lesson", "list", "--lesson-dir", "no-such-folder"},
     "--lesson-dir no-such-folder: expected a folder of lesson folders"},
    {"ReportPageInMissingFolder",
     {"lesson", "report", "tcp-basics", "--page", "@OUT"},
     "--page: expected a file in an existing folder"},
    {"ReportFiguresAndNoFigures",
     {"lesson", "report", "tcp-basics", "--figures", "figs", "--no-figures"},
     "--figures: expected either --figures DIR or --no-figures, not both"},
};

INSTANTIATE_TEST_SUITE_P(Cli, CliBadInput, ::testing::ValuesIn(bad_inputs),
                         [](const auto& info) { return info.param.label; });

TEST_F(CliTest, ValidatePrintsOk) {
  const Result r = cli_run({"validate", dumbbell});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("ok: dumbbell ", 0), 0u) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST_F(CliTest, HelpExitsZero) {
  const Result r = cli_run({"--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("sweep"), std::string::npos);
}

TEST_F(CliTest, VersionIsTheProjectVersion) {
  const Result r = cli_run({"--version"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("opslab-cli " OPSLAB_VERSION " (commit ", 0), 0u) << r.out;
}

// `lesson list` names the folder each group of lessons comes from: a --lesson-dir folder
// first (its copy of a shipped lesson replacing the shipped one), then the shipped lessons.
TEST_F(CliTest, LessonListNamesTheFoldersAndReadsLessonDirFirst) {
  const fs::path shipped = fs::path(OPSLAB_SOURCE_DIR) / "lessons";
  const Result plain = cli_run({"lesson", "list"});
  ASSERT_EQ(plain.status, 0) << plain.err;
  const auto plain_lines = lines(plain.out);
  ASSERT_FALSE(plain_lines.empty());
  EXPECT_EQ(plain_lines[0], shipped.string() + ":");
  EXPECT_NE(plain.out.find("  tcp-basics "), std::string::npos) << plain.out;

  fs::create_directories(dir_ / "mine");
  fs::copy(shipped / "tcp-basics", dir_ / "mine" / "tcp-basics");
  // The copy's scenarios are found relative to it, as beside the shipped lessons.
  fs::create_directory_symlink(fs::path(OPSLAB_SOURCE_DIR) / "assets", dir_ / "assets");
  const Result r = cli_run({"lesson", "list", "--lesson-dir", "mine"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto out = lines(r.out);
  ASSERT_EQ(out.size(), plain_lines.size() + 1) << r.out;
  EXPECT_EQ(out[0], "mine:");
  EXPECT_EQ(out[1].rfind("  tcp-basics ", 0), 0u) << out[1];
  EXPECT_EQ(out[2], shipped.string() + ":");
  EXPECT_EQ(std::count_if(out.begin(), out.end(),
                          [](const std::string& l) { return l.rfind("  tcp-basics ", 0) == 0; }),
            1);
}

// A broken lesson in a --lesson-dir is one error line naming its own file, exit status 2, and
// every other lesson is still listed (one broken lesson used to hide them all).
TEST_F(CliTest, LessonListReportsABrokenLessonAtItsPathAndListsTheRest) {
  const fs::path shipped = fs::path(OPSLAB_SOURCE_DIR) / "lessons";
  const Result plain = cli_run({"lesson", "list"});
  ASSERT_EQ(plain.status, 0) << plain.err;
  fs::create_directories(dir_ / "mine" / "broken");
  fs::copy(shipped / "tcp-basics", dir_ / "mine" / "tcp-basics");
  fs::create_directory_symlink(fs::path(OPSLAB_SOURCE_DIR) / "assets", dir_ / "assets");
  std::ofstream(dir_ / "mine" / "broken" / "lesson.json") << "{\"id\": \"broken\",\n  \"title\": }\n";
  const Result r = cli_run({"lesson", "list", "--lesson-dir", "mine"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(lines(r.out).size(), lines(plain.out).size() + 1) << r.out;
  EXPECT_EQ(r.out.rfind("mine:\n  tcp-basics ", 0), 0u) << r.out;
  const auto err = lines(r.err);
  ASSERT_EQ(err.size(), 1u) << r.err;
  EXPECT_EQ(err[0].rfind("opslab-cli: error: mine/broken/lesson.json:2", 0), 0u) << err[0];
}

// Figures need python3 and matplotlib: without them a report stops before running
// a sweep, with one line naming what is missing, and writes no page.
TEST_F(CliTest, ReportWithoutPythonOrMatplotlibStopsAndWritesNothing) {
  const std::vector<std::string> report = {"lesson", "report", "tcp-basics", "--page", "page.md"};
  Result r = cli_run(report, "OPSLAB_PYTHON=/nonexistent/python3");
  EXPECT_EQ(r.status, 2) << r.err;
  ASSERT_EQ(lines(r.err).size(), 1u) << r.err;
  EXPECT_NE(r.err.find("figures: /nonexistent/python3 not found"), std::string::npos) << r.err;
  EXPECT_EQ(leftovers(), std::vector<std::string>{});

  if (!fs::exists("/usr/bin/python3")) GTEST_SKIP() << "no /usr/bin/python3 to hide matplotlib from";
  // Without its site packages, Debian's python3 cannot import matplotlib.
  const std::string nosite = write("python-nosite", "#!/bin/sh\nexec /usr/bin/python3 -S \"$@\"\n");
  fs::permissions(nosite, fs::perms::owner_all);
  r = cli_run(report, "OPSLAB_PYTHON=" + quote(nosite));
  EXPECT_EQ(r.status, 2) << r.err;
  ASSERT_EQ(lines(r.err).size(), 1u) << r.err;
  EXPECT_NE(r.err.find("matplotlib is not installed (Debian: apt-get install python3-matplotlib)"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(leftovers({"python-nosite"}), std::vector<std::string>{});
}

TEST_F(CliTest, RunWritesItsFilesToDefaultDirectory) {
  const Result r = cli_run(with({"run", dumbbell}, short_run));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("goodput"), std::string::npos) << r.out;
  const fs::path out = dir_ / "runs" / "dumbbell";
  for (const char* f :
       {"summary.csv", "flows.csv", "timeseries.csv", "scenario.json", "run.json", "drops.csv",
        "checksums.csv"}) {
    EXPECT_TRUE(fs::is_regular_file(out / f)) << f;
  }
  EXPECT_EQ(std::distance(fs::directory_iterator(out), fs::directory_iterator()), 7);

  const auto summary = lines(slurp(out / "summary.csv"));
  ASSERT_EQ(summary.size(), 2u);
  const auto header = csv_cells(summary[0]);
  const std::vector<std::string> required = {
      "scenario",      "model",  "seed",        "sim_time_s",  "goodput_mbps", "jain_fairness",
      "udp_jitter_ms", "drops",  "deflections", "retransmits", "timeouts",     "fast_retransmits",
      "events",        "wall_s", "events_per_s"};
  ASSERT_GE(header.size(), required.size());
  for (std::size_t i = 0; i < required.size(); ++i) EXPECT_EQ(header[i], required[i]);
  EXPECT_EQ(csv_cells(summary[1]).size(), header.size());
  EXPECT_EQ(lines(slurp(out / "timeseries.csv")).at(0), "time_s,series,key,value");
  EXPECT_EQ(lines(slurp(out / "flows.csv")).size(), 3u);  // header + 2 flows
}

TEST_F(CliTest, ScenarioJsonReproducesTheRun) {
  ASSERT_EQ(cli_run(with({"run", dumbbell, "--seed", "7", "--out", "a"}, short_run)).status, 0);
  const Result r = cli_run({"run", (dir_ / "a" / "scenario.json").string(), "--out", "b"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(slurp(dir_ / "a" / "scenario.json"), slurp(dir_ / "b" / "scenario.json"));
  EXPECT_EQ(slurp(dir_ / "a" / "flows.csv"), slurp(dir_ / "b" / "flows.csv"));
}

TEST_F(CliTest, SameSeedGivesIdenticalOutput) {
  for (const char* out : {"a", "b"}) {
    const Result r = cli_run(with({"run", dumbbell, "--seed", "3", "--out", out}, short_run));
    ASSERT_EQ(r.status, 0) << r.err;
  }
  const fs::path a = dir_ / "a", b = dir_ / "b";
  EXPECT_EQ(slurp(a / "flows.csv"), slurp(b / "flows.csv"));
  EXPECT_EQ(slurp(a / "timeseries.csv"), slurp(b / "timeseries.csv"));
  EXPECT_EQ(slurp(a / "scenario.json"), slurp(b / "scenario.json"));
  EXPECT_GT(lines(slurp(a / "timeseries.csv")).size(), 10u);

  const auto sa = lines(slurp(a / "summary.csv"));
  const auto sb = lines(slurp(b / "summary.csv"));
  ASSERT_EQ(sa.size(), 2u);
  ASSERT_EQ(sb.size(), 2u);
  EXPECT_EQ(sa[0], sb[0]);
  const auto header = csv_cells(sa[0]);
  const auto ra = csv_cells(sa[1]), rb = csv_cells(sb[1]);
  ASSERT_EQ(ra.size(), header.size());
  ASSERT_EQ(rb.size(), header.size());
  for (std::size_t i = 0; i < header.size(); ++i) {
    if (header[i] == "wall_s" || header[i] == "events_per_s") {
      EXPECT_FALSE(ra[i].empty()) << header[i];
      continue;
    }
    if (header[i] == "command_line") {  // --out a, --out b
      EXPECT_NE(ra[i], rb[i]);
      continue;
    }
    EXPECT_EQ(ra[i], rb[i]) << header[i];
  }
}

TEST_F(CliTest, DifferentSeedsDiffer) {
  const auto args = with(with({"run", dumbbell}, short_run), {"--set", "traffic.start_max_s=0.5"});
  ASSERT_EQ(cli_run(with(args, {"--seed", "1", "--out", "a"})).status, 0);
  ASSERT_EQ(cli_run(with(args, {"--seed", "2", "--out", "b"})).status, 0);
  EXPECT_NE(slurp(dir_ / "a" / "flows.csv"), slurp(dir_ / "b" / "flows.csv"));
}

TEST_F(CliTest, SweepIsIndependentOfJobs) {
  const auto args = with({"sweep", dumbbell, "--vary", "topology.flows=1,2", "--vary",
                          "topology.queue_packets=20,50", "--seeds", "2"},
                         with(short_run, {"--set", "traffic.start_max_s=0.5"}));
  const Result r1 = cli_run(with(args, {"--jobs", "1", "--out", "j1"}));
  ASSERT_EQ(r1.status, 0) << r1.err;
  const Result r2 = cli_run(with(args, {"--jobs", "2", "--out", "j2"}));
  ASSERT_EQ(r2.status, 0) << r2.err;
  EXPECT_EQ(r1.err, "");  // no progress output when stderr is not a terminal

  const std::string sweep = slurp(dir_ / "j1" / "sweep.csv");
  EXPECT_EQ(sweep, slurp(dir_ / "j2" / "sweep.csv"));
  const auto rows = lines(sweep);
  ASSERT_EQ(rows.size(), 5u);  // header + 4 points
  const auto header = csv_cells(rows[0]);
  ASSERT_GE(header.size(), 5u);
  EXPECT_EQ(header[0], "topology.flows");
  EXPECT_EQ(header[1], "topology.queue_packets");
  EXPECT_EQ(header[2], "seeds");
  EXPECT_EQ(header[3], "sim_time_s");
  EXPECT_NE(std::find(header.begin(), header.end(), "goodput_mbps_ci95"), header.end());
  EXPECT_EQ(std::find(header.begin(), header.end(), "wall_s"), header.end());
  EXPECT_EQ(csv_cells(rows[1])[0], "1");
  EXPECT_EQ(csv_cells(rows[1])[1], "20");
  EXPECT_EQ(csv_cells(rows[2])[1], "50");
  EXPECT_EQ(csv_cells(rows[3])[0], "2");

  const auto runs = lines(slurp(dir_ / "j1" / "runs.csv"));
  EXPECT_EQ(runs.size(), 9u);  // header + 4 points x 2 seeds
  EXPECT_EQ(slurp(dir_ / "j1" / "scenario.json"), slurp(dir_ / "j2" / "scenario.json"));
}

TEST_F(CliTest, SweepScenarioJsonRepeatsTheSweep) {
  const auto args =
      with({"sweep", dumbbell, "--vary", "topology.flows=1,2", "--seeds", "2"}, short_run);
  ASSERT_EQ(cli_run(with(args, {"--out", "a"})).status, 0);
  const Result r = cli_run({"sweep", (dir_ / "a" / "scenario.json").string(), "--out", "b"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(slurp(dir_ / "a" / "sweep.csv"), slurp(dir_ / "b" / "sweep.csv"));
  // A sweep's scenario.json is also a valid scenario for run (its base point).
  EXPECT_EQ(cli_run({"validate", (dir_ / "a" / "scenario.json").string()}).status, 0);
}

}  // namespace
