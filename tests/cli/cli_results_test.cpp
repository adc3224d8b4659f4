// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What opslab-cli leaves for a researcher: an --out folder that holds results is refused
// (exit 2, nothing touched) unless --replace, which leaves only the new run's results; the
// summary's scenario title names what --set changed; rtt_samples.csv only with --rtt-samples;
// `lesson new` drafts no answer.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_folder_test.hpp"

namespace {

namespace fs = std::filesystem;
using opslab::testing::slurp;
using Result = opslab::testing::CliResult;

const std::string dumbbell = std::string(OPSLAB_SOURCE_DIR) + "/assets/scenarios/dumbbell.json";
const std::string title = "Validation dumbbell: 10 Reno flows, 100 Mb/s bottleneck";
const std::vector<std::string> short_run = {"--set", "sim.duration_s=2", "--set", "sim.warmup_s=0.5",
                                            "--set", "topology.flows=2"};

class CliResults : public opslab::testing::CliFolderTest {
 protected:
  CliResults() : CliFolderTest("opslab-cli-results") {}

  // The summary's `scenario` cell of the run in `out`.
  std::string scenario_title(const std::string& out) const {
    std::istringstream in(slurp(dir_ / out / "summary.csv"));
    std::string header, row;
    std::getline(in, header);
    std::getline(in, row);
    EXPECT_EQ(header.rfind("scenario,", 0), 0u) << header;
    if (row.empty() || row[0] != '"') return row.substr(0, row.find(','));
    return row.substr(1, row.find('"', 1) - 1);  // titles hold commas: quoted, no quotes inside
  }

};

TEST_F(CliResults, OutFolderThatHoldsResultsIsRefusedAndLeftAlone) {
  ASSERT_EQ(cli({"run", dumbbell, "--out", "r"}, short_run).status, 0);
  const std::string flows = slurp(dir_ / "r" / "flows.csv");
  const Result again = cli({"run", dumbbell, "--out", "r", "--seed", "9"}, short_run);
  EXPECT_EQ(again.status, 2);
  EXPECT_EQ(again.out, "");
  EXPECT_EQ(again.err.find('\n'), again.err.size() - 1) << again.err;  // one line
  EXPECT_NE(again.err.find("--out r: the folder is not empty"), std::string::npos) << again.err;
  EXPECT_NE(again.err.find("--replace"), std::string::npos) << again.err;
  EXPECT_EQ(slurp(dir_ / "r" / "flows.csv"), flows);
  // A sweep too.
  const std::vector<std::string> sweep = {"sweep", dumbbell, "--vary", "tcp.variant=reno,sack",
                                          "--jobs", "1", "--out", "s"};
  ASSERT_EQ(cli(sweep, short_run).status, 0);
  const std::string table = slurp(dir_ / "s" / "sweep.csv");
  const Result sweep_again = cli(sweep, {"--seed", "4", "--set", "sim.duration_s=3"});
  EXPECT_EQ(sweep_again.status, 2) << sweep_again.out;
  EXPECT_NE(sweep_again.err.find("--out s: the folder is not empty"), std::string::npos);
  EXPECT_EQ(slurp(dir_ / "s" / "sweep.csv"), table);
  // The default folder under runs/ as well.
  ASSERT_EQ(cli({"run", dumbbell}, short_run).status, 0);
  EXPECT_EQ(cli({"run", dumbbell}, short_run).status, 2);
}

TEST_F(CliResults, ControlCharactersNeverReachTheTerminalOrACsv) {
  // A title holding an escape sequence and a NUL (as JSON escapes in the file).
  std::ofstream(dir_ / "evil.json") << R"({"model": "dumbbell", "name": "x\u001b[2J\u0000y"})";
  const Result r = cli({"run", (dir_ / "evil.json").string(), "--out", "r"}, short_run);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "opslab-cli: error: name: the text holds a control character (U+001B at byte 1); text "
            "in a scenario is printed and written to CSV files, so it must be printable\n");
  EXPECT_FALSE(fs::exists(dir_ / "r"));
  // A message quoting what was typed shows a control character, never sends it.
  const Result typed = cli({"run", dumbbell, "--colou\x1b[31mr"});
  EXPECT_EQ(typed.status, 2);
  EXPECT_EQ(typed.err.find('\x1b'), std::string::npos) << typed.err;
  EXPECT_NE(typed.err.find("\\x1b[31m"), std::string::npos) << typed.err;
}

TEST_F(CliResults, ASetThatTheSweepVariesIsNotNamedInItsTitles) {
  // The axis sets topology.flows at every point: "[with topology.flows=3]" in every run's title
  // named a value no run had. The other --set keys are still named.
  ASSERT_EQ(cli({"sweep", dumbbell, "--set", "topology.flows=3", "--vary", "topology.flows=1,2",
                 "--jobs", "1", "--out", "s"},
                {"--set", "sim.duration_s=2", "--set", "sim.warmup_s=0.5"})
                .status,
            0);
  std::istringstream runs(slurp(dir_ / "s" / "runs.csv"));
  std::string header, row;
  std::getline(runs, header);
  int rows = 0;
  while (std::getline(runs, row)) {
    ++rows;
    const std::size_t open = row.find(",\"") + 2;  // the title, quoted: it holds commas
    const std::string title = row.substr(open, row.find('"', open) - open);
    EXPECT_EQ(title.find("topology.flows=3"), std::string::npos) << title;
    EXPECT_NE(title.find("[with sim.duration_s=2"), std::string::npos) << title;
  }
  EXPECT_EQ(rows, 2);
}

TEST_F(CliResults, ReplaceLeavesOnlyTheNewRunsResults) {
  ASSERT_EQ(cli({"run", dumbbell, "--out", "r"}, short_run).status, 0);
  std::ofstream(dir_ / "r" / "capture-flow-0.pcapng") << "an earlier run's capture";
  std::ofstream(dir_ / "r" / "notes.txt") << "mine";
  const Result r = cli({"run", dumbbell, "--out", "r", "--replace", "--set", "tcp.variant=sack"}, short_run);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "r" / "capture-flow-0.pcapng"));
  EXPECT_TRUE(fs::exists(dir_ / "r" / "notes.txt"));
  EXPECT_NE(r.out.find("removed earlier capture-flow-0.pcapng"), std::string::npos) << r.out;
  EXPECT_NE(scenario_title("r").find("tcp.variant=sack"), std::string::npos);
  EXPECT_NE(slurp(dir_ / "r" / "scenario.json").find("\"variant\": \"sack\""), std::string::npos);
}

TEST_F(CliResults, ReplaceKeepsTheCaptureTheNewRunWrote) {
  ASSERT_EQ(cli({"run", dumbbell, "--out", "r", "--capture", "flow:0"}, short_run).status, 0);
  const Result r = cli({"run", dumbbell, "--out", "r", "--replace", "--capture", "flow:0"}, short_run);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::exists(dir_ / "r" / "capture-flow-0.pcapng"));
  EXPECT_EQ(r.out.find("removed earlier"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("capture-flow-0.pcapng ("), std::string::npos) << r.out;
}

TEST_F(CliResults, RttSamplesAreWrittenOnlyWhenAskedForAndTheSameForTheSameSeed) {
  ASSERT_EQ(cli({"run", dumbbell, "--out", "plain"}, short_run).status, 0);
  EXPECT_FALSE(fs::exists(dir_ / "plain" / "rtt_samples.csv"));
  const Result r = cli({"run", dumbbell, "--out", "a", "--rtt-samples"}, short_run);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("rtt_samples.csv"), std::string::npos) << r.out;
  const std::string samples = slurp(dir_ / "a" / "rtt_samples.csv");
  EXPECT_EQ(samples.substr(0, samples.find('\n')), "time_s,flow,rtt_ms,srtt_ms,rto_ms");
  EXPECT_GT(std::count(samples.begin(), samples.end(), '\n'), 10);
  // Asking for them changes no other result.
  for (const char* f : {"flows.csv", "timeseries.csv", "drops.csv", "scenario.json"}) {
    EXPECT_EQ(slurp(dir_ / "a" / f), slurp(dir_ / "plain" / f)) << f;
  }
  ASSERT_EQ(cli({"run", dumbbell, "--out", "b", "--rtt-samples"}, short_run).status, 0);
  EXPECT_EQ(slurp(dir_ / "b" / "rtt_samples.csv"), samples);
  // A run without them, replacing one with them, leaves none behind.
  const Result again = cli({"run", dumbbell, "--out", "a", "--replace"}, short_run);
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_FALSE(fs::exists(dir_ / "a" / "rtt_samples.csv"));
  EXPECT_NE(again.out.find("removed earlier rtt_samples.csv"), std::string::npos) << again.out;
}

TEST_F(CliResults, ScenarioTitleNamesWhatSetChanged) {
  ASSERT_EQ(cli({"run", dumbbell, "--out", "file", "--seed", "7"}, {"--set", "sim.duration_s=3"}).status, 0);
  EXPECT_EQ(scenario_title("file"), title + " [with sim.duration_s=3]");
  // tcp.variant=reno is the file's own value: not a change.
  ASSERT_EQ(cli({"run", dumbbell, "--out", "sack", "--set", "tcp.variant=sack", "--set", "tcp.variant=reno",
                 "--set", "tcp.variant=sack"}, short_run).status, 0);
  EXPECT_EQ(scenario_title("sack"),
            title + " [with sim.duration_s=2, sim.warmup_s=0.5, tcp.variant=sack, topology.flows=2]");
  ASSERT_EQ(cli({"run", dumbbell, "--out", "reno", "--set", "tcp.variant=reno", "--set", "sim.duration_s=3"}).status, 0);
  EXPECT_EQ(scenario_title("reno"), title + " [with sim.duration_s=3]");
  // The file as written: its own title.
  const Result v = cli({"validate", dumbbell, "--seed", "3"});
  EXPECT_EQ(v.out, "ok: dumbbell " + title + "\n");
}

TEST_F(CliResults, LessonNewDraftsNoAnswer) {
  ASSERT_EQ(cli({"lesson", "new", "draft", "--from", dumbbell}).status, 0);
  const auto lesson = nlohmann::json::parse(slurp(dir_ / "draft" / "lesson.json"));
  for (const auto& step : lesson.at("steps")) {
    EXPECT_FALSE(step.contains("questions")) << step.dump();
    EXPECT_FALSE(step.contains("claims")) << step.dump();
  }
  const std::string text = slurp(dir_ / "draft" / "lesson.json") + slurp(dir_ / "draft" / "page.md");
  EXPECT_EQ(text.find("\"answer\""), std::string::npos);
  EXPECT_EQ(text.find("rises"), std::string::npos) << text;
  const Result v = cli({"lesson", "validate", "draft"});
  EXPECT_EQ(v.status, 0) << v.out;
}

}  // namespace
