// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// opslab-cli --log-level: quiet by default, log lines only on stderr (stdout
// is the same at every level), sweep progress at info, and a bad level is one error line
// naming the option with exit status 2.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

const std::string dumbbell = std::string(OPSLAB_SOURCE_DIR) + "/assets/scenarios/dumbbell.json";
const std::vector<std::string> short_run = {
    "--set", "sim.duration_s=1", "--set", "sim.warmup_s=0.2", "--set", "topology.flows=2"};

struct Result {
  int status = -1;
  std::string out;
  std::string err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

class CliLog : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-cli-log-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs opslab-cli in the scratch directory (arguments are plain words and paths).
  Result cli(const std::vector<std::string>& args) const {
    std::string cmd = "cd '" + dir_.string() + "' && '" + std::string(OPSLAB_CLI) + "'";
    for (const auto& a : args) cmd += " '" + a + "'";
    cmd += " >'" + (dir_ / ".out").string() + "' 2>'" + (dir_ / ".err").string() + "'";
    const int raw = std::system(cmd.c_str());
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(dir_ / ".out"), slurp(dir_ / ".err")};
  }
  static std::vector<std::string> with(std::vector<std::string> a,
                                       const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
  }

  fs::path dir_;
};

TEST_F(CliLog, BadLevelIsOneLineNamingTheOption) {
  for (const auto& args : {std::vector<std::string>{"--log-level", "verbose", "validate", dumbbell},
                           std::vector<std::string>{"validate", dumbbell, "--log-level", "loud"}}) {
    const Result r = cli(args);
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.out, "");
    const auto err = lines(r.err);
    ASSERT_EQ(err.size(), 1u) << r.err;
    EXPECT_EQ(err[0].rfind("opslab-cli: error: ", 0), 0u) << err[0];
    EXPECT_NE(err[0].find("--log-level"), std::string::npos) << err[0];
  }
}

TEST_F(CliLog, QuietByDefaultAndStdoutTheSameAtEveryLevel) {
  const Result quiet = cli(with({"run", dumbbell, "--out", "q"}, short_run));
  ASSERT_EQ(quiet.status, 0) << quiet.err;
  EXPECT_EQ(quiet.err, "");

  const Result loud = cli(with({"--log-level", "debug", "run", dumbbell, "--out", "l"}, short_run));
  ASSERT_EQ(loud.status, 0) << loud.err;
  EXPECT_NE(loud.err.find("opslab-cli: info: run: model dumbbell"), std::string::npos) << loud.err;
  // stdout: the same lines, apart from the wall-clock time and the output directory.
  const auto a = lines(quiet.out);
  const auto b = lines(loud.out);
  ASSERT_EQ(a.size(), 5u) << quiet.out;
  ASSERT_EQ(b.size(), a.size()) << loud.out;
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(a[i], b[i]);
  EXPECT_EQ(slurp(dir_ / "q" / "flows.csv"), slurp(dir_ / "l" / "flows.csv"));

  const Result off = cli({"validate", dumbbell, "--log-level", "off"});  // after the command
  EXPECT_EQ(off.status, 0) << off.err;
  EXPECT_EQ(off.err, "");
  EXPECT_EQ(off.out, cli({"validate", dumbbell}).out);
}

TEST_F(CliLog, SweepProgressAtInfo) {
  const Result r = cli(with({"--log-level", "info", "sweep", dumbbell, "--vary",
                             "topology.flows=1,2", "--jobs", "1", "--out", "s"},
                            short_run));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("opslab-cli: info: sweep: 1/2 runs"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("opslab-cli: info: sweep: 2/2 runs"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("info"), std::string::npos) << r.out;
}

TEST_F(CliLog, ErrorsAreReportedEvenWithTheLogOff) {
  const Result r = cli({"--log-level", "off", "run", "missing.json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("missing.json"), std::string::npos) << r.err;
}

}  // namespace
