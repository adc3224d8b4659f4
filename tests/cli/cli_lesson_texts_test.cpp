// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `opslab-cli lesson validate` on a lesson with a translation file (lesson.de.json): a key the
// format does not have is an error (status 2), each text the translation leaves out a warning,
// every one of them one line at the translation file's line.
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "cli_folder_test.hpp"

namespace fs = std::filesystem;

namespace {

class CliLessonTexts : public opslab::testing::CliFolderTest {
 protected:
  CliLessonTexts() : CliFolderTest("opslab-cli-lesson-texts") {}
};

}  // namespace

TEST_F(CliLessonTexts, ValidateNamesAStrayKeyAndEveryMissingTextOneLineEach) {
  fs::copy(fs::path(OPSLAB_SOURCE_DIR) / "docs/examples/lessons/rtt-and-loss", dir_ / "rtt-and-loss");
  const fs::path german = dir_ / "rtt-and-loss" / "lesson.de.json";
  std::ofstream(german) << "{\n  \"title\": \"RTT und Verlust\",\n  \"titel\": \"RTT und Verlust\"\n}\n";
  const std::string missing = ": no translation (the student reads lesson.json's text)\n";
  const std::string warnings =
      "lesson.de.json:1: warning: paper" + missing +
      "lesson.de.json:1: warning: reproduces" + missing +
      "lesson.de.json:1: warning: sweeps.rtt.title" + missing +
      "lesson.de.json:1: warning: steps[0].title" + missing +
      "lesson.de.json:1: warning: steps[0].questions[0].prompt" + missing +
      "lesson.de.json:1: warning: steps[0].questions[0].choices" + missing +
      "lesson.de.json:1: warning: steps[0].questions[0].feedback" + missing +
      "lesson.de.json:1: warning: steps[1].title" + missing +
      "lesson.de.json:1: warning: steps[1].questions[0].prompt" + missing +
      "lesson.de.json:1: warning: steps[1].questions[0].choices" + missing +
      "lesson.de.json:1: warning: steps[1].questions[0].feedback" + missing +
      "lesson.de.json:1: warning: steps[1].claims.goodput-falls-with-rtt.text" + missing +
      "lesson.de.json:1: warning: steps[1].claims.five-times-the-rtt-more-than-thrice-less.text" + missing;
  auto r = cli({"lesson", "validate", "rtt-and-loss"});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_EQ(r.out, warnings + "lesson.de.json:3: titel: unknown key\n" +
                       "rtt-and-loss: 1 error, 13 warnings\n");

  // The stray key gone: what is left out only warns, and the status is 0.
  std::ofstream(german) << "{\n  \"title\": \"RTT und Verlust\"\n}\n";
  r = cli({"lesson", "validate", "rtt-and-loss"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.out, warnings + "rtt-and-loss: 0 errors, 13 warnings\n");
}
