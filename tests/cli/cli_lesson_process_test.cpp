// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// opslab-cli's lesson commands as a process: `lesson validate` exit statuses and FILE:LINE
// problems, `lesson new` writing a lesson that validates or refusing and writing nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli_process_fixture.hpp"

using namespace cli_process;

// `lesson validate DIR`: status 0 for a lesson without problems (warnings alone
// included), 2 with every problem on its own FILE:LINE line.
TEST_F(CliTest, LessonValidateExitStatuses) {
  fs::copy(fs::path(OPSLAB_SOURCE_DIR) / "docs/examples/lessons/rtt-and-loss", dir_ / "rtt-and-loss");
  Result r = cli_run({"lesson", "validate", "rtt-and-loss"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "rtt-and-loss: 0 errors, 0 warnings\n");

  // A claim that cannot fail: a warning, still status 0.
  const fs::path lesson = dir_ / "rtt-and-loss" / "lesson.json";
  std::string text = slurp(lesson);
  const auto edit = [&](const std::string& from, const std::string& to) {
    ASSERT_NE(text.find(from), std::string::npos) << from;
    text.replace(text.find(from), from.size(), to);
    std::ofstream(lesson) << text;
  };
  // (its words no longer say "five times the RTT", which two equal points would not test)
  edit("Five times the RTT gives", "A longer RTT gives");
  edit("\"b\": { \"topology.rtt_ms\": 100 }", "\"b\": { \"topology.rtt_ms\": 20 }");
  r = cli_run({"lesson", "validate", "rtt-and-loss"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find(": warning: steps[1].claims[1]: a and b are the same point"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("rtt-and-loss: 0 errors, 1 warning\n"), std::string::npos) << r.out;

  // Two problems: two lines, status 2.
  edit("\"minutes\": 10", "\"minutes\": 0");
  edit("\"type\": \"decreases\"", "\"type\": \"decrease\"");
  r = cli_run({"lesson", "validate", "rtt-and-loss"});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  const auto out = lines(r.out);
  ASSERT_EQ(out.size(), 4u) << r.out;
  EXPECT_EQ(out[0], "lesson.json:7: minutes: expected an integer in [1, 600]");
  EXPECT_EQ(out[1].rfind("lesson.json:", 0), 0u);
  EXPECT_NE(out[1].find(": steps[1].claims[0].type: expected one of"), std::string::npos) << out[1];
  EXPECT_EQ(out[3], "rtt-and-loss: 2 errors, 1 warning");

  // The folder named however: with a trailing slash, or ending in ".".
  edit("\"minutes\": 0", "\"minutes\": 10");
  edit("\"type\": \"decrease\"", "\"type\": \"decreases\"");
  r = cli_run({"lesson", "validate", "rtt-and-loss/"});
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\nrtt-and-loss/: 0 errors, 1 warning\n"), std::string::npos) << r.out;
  r = cli_run({"lesson", "validate", (dir_ / "rtt-and-loss" / ".").string()});
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("/.: 0 errors, 1 warning\n"), std::string::npos) << r.out;

  r = cli_run({"lesson", "validate", "no-such-folder"});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_EQ(lines(r.out).front().rfind("lesson.json:1: cannot read", 0), 0u) << r.out;
}

// `lesson new DIR --from SCENARIO` writes a lesson that validates without a warning.
TEST_F(CliTest, LessonNewWritesALessonThatValidates) {
  Result r = cli_run({"lesson", "new", "my-lesson", "--from", dumbbell});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("wrote my-lesson: lesson.json, page.md, scenario.json"), std::string::npos) << r.out;
  EXPECT_EQ(slurp(dir_ / "my-lesson" / "scenario.json"), slurp(dumbbell));
  r = cli_run({"lesson", "validate", "my-lesson"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "my-lesson: 0 errors, 0 warnings\n");
  // Nothing but the lesson is left beside it.
  EXPECT_EQ(leftovers(), std::vector<std::string>{"my-lesson"});
  // An empty folder is fine too, named with a trailing slash.
  fs::create_directory(dir_ / "empty");
  EXPECT_EQ(cli_run({"lesson", "new", "empty/", "--from", dumbbell}).status, 0);
  EXPECT_EQ(cli_run({"lesson", "validate", "empty"}).status, 0);
}

// Into a folder that has files, `lesson new` refuses with one line and status 2, and writes
// nothing; so it does for a scenario that does not resolve.
TEST_F(CliTest, LessonNewRefusesAndWritesNothing) {
  fs::create_directory(dir_ / "taken");
  write("taken/notes.txt", "mine\n");
  Result r = cli_run({"lesson", "new", "taken", "--from", dumbbell});
  EXPECT_EQ(r.status, 2);
  ASSERT_EQ(lines(r.err).size(), 1u) << r.err;
  EXPECT_NE(r.err.find("lesson new taken: expected a new or empty folder"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(leftovers(), std::vector<std::string>{"taken"});
  std::vector<std::string> inside;
  for (const auto& e : fs::directory_iterator(dir_ / "taken")) inside.push_back(e.path().filename().string());
  EXPECT_EQ(inside, std::vector<std::string>{"notes.txt"});
  EXPECT_EQ(slurp(dir_ / "taken" / "notes.txt"), "mine\n");

  write("bad.json", R"({"model": "dumbbell", "topology": {"flowz": 2}})");
  r = cli_run({"lesson", "new", "fresh", "--from", "bad.json"});
  EXPECT_EQ(r.status, 2);
  ASSERT_EQ(lines(r.err).size(), 1u) << r.err;
  EXPECT_NE(r.err.find("topology.flowz: unknown key"), std::string::npos) << r.err;
  std::vector<std::string> left = leftovers();
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"bad.json", "taken"}));
}
