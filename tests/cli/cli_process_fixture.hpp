// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of opslab-cli as a process share: the executable and a short run of the
// dumbbell, file and CSV helpers, and CliTest, whose every test runs the CLI in its own scratch
// directory and sees its exit status, stdout and stderr.
#pragma once

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

namespace cli_process {

namespace fs = std::filesystem;

inline const std::string cli = OPSLAB_CLI;
inline const std::string dumbbell = std::string(OPSLAB_SOURCE_DIR) + "/assets/scenarios/dumbbell.json";
// Keeps every process test short.
inline const std::vector<std::string> short_run = {
    "--set", "sim.duration_s=2", "--set", "sim.warmup_s=0.5", "--set", "topology.flows=2"};

inline std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Splits one CSV line (quoted cells may contain commas and doubled quotes).
inline std::vector<std::string> csv_cells(const std::string& line) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
      out.back() += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      out.emplace_back();
    } else {
      out.back() += c;
    }
  }
  return out;
}

struct Result {
  int status = -1;
  std::string out;
  std::string err;
};

// Each test works in its own scratch directory, which is also the working directory of
// the processes it starts.
class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    std::replace(name.begin(), name.end(), '/', '.');  // parameterized tests: "Test/Param"
    dir_ =
        fs::temp_directory_path() / ("opslab-cli-test-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // `env`: NAME=value words put before the command.
  Result cli_run(const std::vector<std::string>& args, const std::string& env = "") const {
    std::string cmd = "cd ";
    cmd += quote(dir_.string());
    cmd += " && ";
    cmd += env.empty() ? "" : env + " ";
    cmd += quote(cli);
    for (const auto& a : args) {
      cmd += ' ';
      cmd += quote(a);
    }
    cmd += " >";
    cmd += quote((dir_ / ".stdout").string());
    cmd += " 2>";
    cmd += quote((dir_ / ".stderr").string());
    const int raw = std::system(cmd.c_str());
    Result r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(dir_ / ".stdout");
    r.err = slurp(dir_ / ".stderr");
    fs::remove(dir_ / ".stdout");
    fs::remove(dir_ / ".stderr");
    return r;
  }

  static std::vector<std::string> with(std::vector<std::string> args,
                                       const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
  }

  std::string write(const std::string& name, const std::string& content) const {
    std::ofstream(dir_ / name) << content;
    return (dir_ / name).string();
  }

  // Entries of the scratch directory other than the given inputs.
  std::vector<std::string> leftovers(const std::vector<std::string>& inputs = {}) const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir_)) {
      const auto name = e.path().filename().string();
      if (std::find(inputs.begin(), inputs.end(), name) == inputs.end()) out.push_back(name);
    }
    return out;
  }

  fs::path dir_;
};

}  // namespace cli_process
