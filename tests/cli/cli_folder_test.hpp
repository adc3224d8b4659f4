// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CliFolderTest: a test that runs the real opslab-cli (OPSLAB_CLI) in a fresh folder of its
// own, named after the test, and reads back what it printed and wrote.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace opslab::testing {

/// The whole of a file, or "" when it cannot be read.
inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// A word for sh: single-quoted, single quotes inside escaped.
inline std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// What a run of opslab-cli ended with and printed.
struct CliResult {
  int status = -1;
  std::string out, err;
};

class CliFolderTest : public ::testing::Test {
 protected:
  /// The folder is `<temp>/<prefix>-<pid>-<test name>`.
  explicit CliFolderTest(std::string prefix) : prefix_(std::move(prefix)) {}

  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           (prefix_ + "-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  /// Runs `opslab-cli args... more...` in the folder.
  CliResult cli(std::vector<std::string> args, const std::vector<std::string>& more = {}) const {
    args.insert(args.end(), more.begin(), more.end());
    std::string cmd = "cd ";
    cmd += shell_quote(dir_.string());
    cmd += " && ";
    cmd += shell_quote(OPSLAB_CLI);
    for (const auto& a : args) {
      cmd += ' ';
      cmd += shell_quote(a);
    }
    cmd += " >.out 2>.err";
    const int raw = std::system(cmd.c_str());
    CliResult r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(dir_ / ".out"),
                slurp(dir_ / ".err")};
    std::filesystem::remove(dir_ / ".out");
    std::filesystem::remove(dir_ / ".err");
    return r;
  }

  std::filesystem::path dir_;

 private:
  std::string prefix_;
};

}  // namespace opslab::testing
