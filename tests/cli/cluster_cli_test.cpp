// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// opslab-cli sweep --plan / --collect / --resubmit as a process (docs/cluster.md): the
// batch script carries the #SBATCH knobs and packs runs into array tasks; running its tasks
// (here with bash, as SLURM would) and collecting gives the local sweep's sweep.csv byte for
// byte; bad input is one line, exit 2, nothing written. The real SLURM cluster test is
// tests/slurm.
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

namespace {

namespace fs = std::filesystem;

const std::string cli = OPSLAB_CLI;
const std::string dumbbell = std::string(OPSLAB_SOURCE_DIR) + "/assets/scenarios/dumbbell.json";
const std::vector<std::string> small_sweep = {
    "--vary", "tcp.variant=reno,sack", "--seeds", "2",
    "--set",  "sim.duration_s=1",      "--set",   "sim.warmup_s=0.2",
    "--set",  "topology.flows=2",      "--set",   "traffic.start_max_s=0.2"};

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

struct Result {
  int status = -1;
  std::string out;
  std::string err;
};

class ClusterCli : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    std::replace(name.begin(), name.end(), '/', '.');
    dir_ = fs::temp_directory_path() /
           ("opslab-cluster-cli-test-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs a shell command in the scratch directory.
  Result shell(const std::string& command) const {
    const std::string cmd = "cd " + quote(dir_.string()) + " && " + command + " >" +
                            quote((dir_ / ".stdout").string()) + " 2>" +
                            quote((dir_ / ".stderr").string());
    const int raw = std::system(cmd.c_str());
    Result r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(dir_ / ".stdout"),
             slurp(dir_ / ".stderr")};
    fs::remove(dir_ / ".stdout");
    fs::remove(dir_ / ".stderr");
    return r;
  }
  Result cli_run(const std::vector<std::string>& args) const {
    std::string cmd = quote(cli);
    for (const auto& a : args) cmd += " " + quote(a);
    return shell(cmd);
  }
  // Array task `task` of DIR/sweep.sbatch, run the way SLURM runs it.
  Result task(const std::string& plan, int task) const {
    return shell("SLURM_ARRAY_TASK_ID=" + std::to_string(task) + " bash " +
                 quote(plan + "/sweep.sbatch"));
  }
  std::vector<std::string> entries() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir_)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }

  fs::path dir_;
};

TEST_F(ClusterCli, PlanWritesABatchScriptWithTheKnobs) {
  const Result r =
      cli_run(with({"sweep", dumbbell, "--plan", "p/", "--partition", "short", "--time", "00:10:00",
                    "--cpus-per-task", "1", "--account", "lab", "--runs-per-task", "3"},
                   small_sweep));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("sbatch " + (dir_ / "p" / "sweep.sbatch").string()), std::string::npos)
      << r.out;
  const std::string script = slurp(dir_ / "p" / "sweep.sbatch");
  for (const char* line :
       {"#!/bin/bash\n", "#SBATCH --array=0-1\n", "#SBATCH --partition=short\n",
        "#SBATCH --time=00:10:00\n", "#SBATCH --cpus-per-task=1\n", "#SBATCH --account=lab\n",
        "#SBATCH --job-name=opslab-p\n", "per_task=3\n", "runs=4\n"}) {
    EXPECT_NE(script.find(line), std::string::npos) << line << " not in:\n" << script;
  }
  // #SBATCH lines come before the first command, or SLURM ignores them.
  EXPECT_LT(script.rfind("#SBATCH"), script.find("set -u"));
  for (const char* f :
       {"plan.json", "slurm.json", "runs/0000/scenario.json", "runs/0003/scenario.json"}) {
    EXPECT_TRUE(fs::exists(dir_ / "p" / f)) << f;
  }
  EXPECT_FALSE(fs::exists(dir_ / "p" / "runs" / "0004"));
}

TEST_F(ClusterCli, TasksThenCollectGiveTheLocalSweep) {
  ASSERT_EQ(cli_run(with({"sweep", dumbbell, "--jobs", "1", "--out", "local"}, small_sweep)).status,
            0);
  ASSERT_EQ(
      cli_run(with({"sweep", dumbbell, "--plan", "p", "--runs-per-task", "3"}, small_sweep)).status,
      0);

  // Task 1 (runs 3) only: --collect names runs 0-2 and writes nothing.
  ASSERT_EQ(task("p", 1).status, 0);
  Result r = cli_run({"sweep", "--collect", "p"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err,
            "opslab-cli: error: p: 3 of 4 runs did not finish: missing 0000-0002 (logs: "
            "p/runs/NNNN/run.log, p/logs); re-submit them with `opslab-cli sweep --resubmit p`\n");
  EXPECT_FALSE(fs::exists(dir_ / "p" / "sweep.csv"));

  ASSERT_EQ(task("p", 0).status, 0);
  EXPECT_EQ(slurp(dir_ / "p" / "runs" / "0000" / "exit_status"), "0\n");
  r = cli_run({"sweep", "--collect", "p", "--out", "collected"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("wrote collected: sweep.csv, runs.csv, scenario.json"), std::string::npos);
  EXPECT_EQ(slurp(dir_ / "collected" / "sweep.csv"), slurp(dir_ / "local" / "sweep.csv"));
  EXPECT_EQ(slurp(dir_ / "collected" / "scenario.json"), slurp(dir_ / "local" / "scenario.json"));
  // Into the plan directory by default.
  ASSERT_EQ(cli_run({"sweep", "--collect", "p"}).status, 0);
  EXPECT_EQ(slurp(dir_ / "p" / "sweep.csv"), slurp(dir_ / "local" / "sweep.csv"));

  // A task whose runs are done keeps them; nothing to re-submit (no sbatch call).
  const std::string before = slurp(dir_ / "p" / "runs" / "0000" / "summary.csv");
  ASSERT_EQ(task("p", 0).status, 0);
  EXPECT_EQ(slurp(dir_ / "p" / "runs" / "0000" / "summary.csv"), before);
  r = cli_run({"sweep", "--resubmit", "p"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("nothing to re-submit"), std::string::npos) << r.out;
}

// Any cluster: more #SBATCH lines, set-up lines (module loads) run before the runs and
// before `set -u`, and the program the nodes run named by --cli — here a bare name found on
// the PATH that a set-up line extends, as after `module load opslab`.
TEST_F(ClusterCli, PlanTakesExtraSbatchAndSetUpLinesAndTheNodesProgram) {
  fs::create_directories(dir_ / "bin");
  fs::create_symlink(cli, dir_ / "bin" / "opslab-cli");
  std::ofstream(dir_ / "setup.sh") << "export OPSLAB_SETUP_FILE=read\n";
  const Result r = cli_run(with(
      {"sweep", dumbbell, "--plan", "p", "--mem", "4G", "--qos", "normal", "--sbatch-line",
       "--constraint=skylake", "--setup-line", "export PATH=" + (dir_ / "bin").string() + ":$PATH",
       "--setup-line", "echo setup ran > " + (dir_ / "setup-ran").string(), "--setup-file",
       "setup.sh", "--cli", "opslab-cli"},
      small_sweep));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string script = slurp(dir_ / "p" / "sweep.sbatch");
  for (const char* line : {"#SBATCH --mem=4G\n", "#SBATCH --qos=normal\n",
                           "#SBATCH --constraint=skylake\n", "export OPSLAB_SETUP_FILE=read\n",
                           "cli='opslab-cli'\n"}) {
    EXPECT_NE(script.find(line), std::string::npos) << line << " not in:\n" << script;
  }
  EXPECT_LT(script.rfind("#SBATCH"), script.find("echo setup ran"));
  EXPECT_LT(script.find("OPSLAB_SETUP_FILE"), script.find("set -u"));
  // The task runs with a PATH that has no opslab-cli until the set-up line adds it.
  const Result t = shell("SLURM_ARRAY_TASK_ID=0 PATH=/usr/bin:/bin bash p/sweep.sbatch");
  EXPECT_EQ(t.status, 0) << t.err;
  EXPECT_TRUE(fs::exists(dir_ / "setup-ran"));
  EXPECT_TRUE(fs::exists(dir_ / "p" / "runs" / "0000" / "summary.csv"));

  for (const auto& [args, expected] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--sbatch-line", "constraint=x"}, "--sbatch-line: expected one sbatch option"},
           {{"--sbatch-line", "--mem=1G --qos=x"}, "--sbatch-line: expected one sbatch option"},
           {{"--setup-file", "missing.sh"}, "--setup-file: cannot read missing.sh"},
           {{"--setup-line", "a\nb"}, "--setup-line: expected one shell line"},
           {{"--mem", "4 G"}, "--mem: expected one word"}}) {
    const Result bad = cli_run(with(with({"sweep", dumbbell, "--plan", "q"}, args), small_sweep));
    EXPECT_EQ(bad.status, 2) << expected << ": " << bad.err;
    EXPECT_NE(bad.err.find(expected), std::string::npos) << bad.err;
    EXPECT_EQ(std::count(bad.err.begin(), bad.err.end(), '\n'), 1) << bad.err;
    EXPECT_FALSE(fs::exists(dir_ / "q")) << expected;
  }
}

TEST_F(ClusterCli, AFailedRunIsNamedWithItsExitStatus) {
  ASSERT_EQ(cli_run(with({"sweep", dumbbell, "--plan", "p"}, small_sweep)).status, 0);
  std::ofstream(dir_ / "p" / "runs" / "0002" / "scenario.json", std::ios::trunc) << "{";
  for (int t = 0; t < 4; ++t) EXPECT_EQ(task("p", t).status, t == 2 ? 1 : 0);
  const Result r = cli_run({"sweep", "--collect", "p"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("1 of 4 runs did not finish: failed 0002 (exit 2)"), std::string::npos)
      << r.err;
}

// Bad input: exit 2, one line naming the problem, nothing written.
TEST_F(ClusterCli, BadInputIsOneLineAndWritesNothing) {
  ASSERT_EQ(cli_run(with({"sweep", dumbbell, "--plan", "p"}, small_sweep)).status, 0);
  fs::create_directories(dir_ / "full");
  std::ofstream(dir_ / "full" / "x") << "x";
  fs::create_directories(dir_ / "broken");
  std::ofstream(dir_ / "broken" / "plan.json") << "{\"opslab_sweep_plan\": 1, \"runs\": [";
  const auto before = entries();

  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"sweep", "--collect", "nowhere"}, "nowhere: no such directory"},
      {{"sweep", "--collect", "full"}, "full: not a sweep plan (no plan.json"},
      {{"sweep", "--collect", "broken"}, "broken/plan.json: malformed JSON"},
      {{"sweep", "--resubmit", "broken"}, "broken/plan.json: malformed JSON"},
      {{"sweep", dumbbell, "--collect", "p"}, "takes a plan directory and no SCENARIO"},
      {{"sweep", "--collect", "p", "--seeds", "3"}, "takes a plan directory and no SCENARIO"},
      {{"sweep", "--collect", "p", "--resubmit", "p"}, "exclude each other"},
      {{"sweep"}, "expected a SCENARIO file"},
      {with({"sweep", dumbbell, "--plan", "full"}, small_sweep), "directory is not empty"},
      {with({"sweep", dumbbell, "--plan", "q", "--slurm"}, small_sweep), "give one"},
      {with({"sweep", dumbbell, "--plan", "q", "--time", "1 h"}, small_sweep),
       "--time: expected one word"},
      {with({"sweep", dumbbell, "--plan", "q", "--time", "banana"}, small_sweep),
       "--time: expected a SLURM time limit"},
      {with({"sweep", dumbbell, "--plan", "q", "--time", "1:2:3:4"}, small_sweep),
       "--time: expected a SLURM time limit"},
      {with({"sweep", dumbbell, "--plan", "q", "--mem", "lots"}, small_sweep),
       "--mem: expected a SLURM memory size"},
      {with({"sweep", dumbbell, "--plan", "q", "--mem", "4GB"}, small_sweep),
       "--mem: expected a SLURM memory size"},
      {with({"sweep", dumbbell, "--plan", "q", "--runs-per-task", "0"}, small_sweep),
       "--runs-per-task"},
      {with({"sweep", dumbbell, "--plan", "q", "--set", "tcp.variant=tahoe"}, small_sweep),
       "tcp.variant"},
  };
  for (const auto& [args, expected] : cases) {
    const Result r = cli_run(args);
    EXPECT_EQ(r.status, 2) << expected << ": " << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_EQ(entries(), before) << expected;
  }
  EXPECT_FALSE(fs::exists(dir_ / "p" / "sweep.csv"));
}

}  // namespace
