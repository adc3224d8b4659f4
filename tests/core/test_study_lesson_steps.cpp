// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson step's playback: its `speed` and `charts` read and checked (one line per problem,
// at the step's line), and the speed a step plays at when it names none — its run's duration
// in about 90 s of wall time.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_validation.hpp"

namespace fs = std::filesystem;
using nlohmann::json;
using opslab::study::validate_lesson;

namespace {

// A lesson of one step that runs the dumbbell; `extra` adds keys to the step.
std::string lesson_with(const std::string& extra) {
  const std::string dumbbell = (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string();
  return R"({
  "id": "s-lesson",
  "title": "T",
  "paper": "p",
  "reproduces": "r",
  "level": "introductory",
  "minutes": 5,
  "sweeps": [],
  "steps": [
    {
      "title": "one",
      "page": "page.md",
      "scenario": { "file": ")" + dumbbell + R"(", "set": { "topology.flows": 2 } },
      "run": true)" + extra + R"(
    }
  ]
}
)";
}

class LessonSteps : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-steps-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name()) /
           "s-lesson";
    fs::remove_all(dir_.parent_path());
    fs::create_directories(dir_);
    std::ofstream(dir_ / "page.md") << "# Page\n";
  }
  void TearDown() override { fs::remove_all(dir_.parent_path()); }

  std::vector<std::string> validate(const std::string& text) const {
    std::ofstream(dir_ / "lesson.json") << text;
    std::vector<std::string> out;
    for (const auto& d : validate_lesson(dir_)) out.push_back(d.to_string());
    return out;
  }
  void expect_one(const std::string& extra, const std::string& prefix) const {
    const auto found = validate(lesson_with(extra));
    ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
    EXPECT_EQ(found[0].rfind(prefix, 0), 0u) << found[0] << "\nexpected: " << prefix;
    EXPECT_EQ(found[0].find('\n'), std::string::npos) << found[0];
  }

  fs::path dir_;
};

}  // namespace

TEST_F(LessonSteps, SpeedAndChartsRead) {
  EXPECT_EQ(validate(lesson_with(R"(, "speed": 0.5, "charts": ["window", "goodput"])")),
            std::vector<std::string>{});
  const auto l = opslab::study::load_lesson(dir_);
  ASSERT_TRUE(l.steps[0].speed);
  EXPECT_DOUBLE_EQ(*l.steps[0].speed, 0.5);
  EXPECT_EQ(l.steps[0].charts, (std::vector<std::string>{"window", "goodput"}));
  EXPECT_EQ(validate(lesson_with(R"(, "speed": "max")")), std::vector<std::string>{});
  EXPECT_DOUBLE_EQ(*opslab::study::load_lesson(dir_).steps[0].speed, 0.0);
}

TEST_F(LessonSteps, BadSpeedIsOneLine) {
  const std::string expected =
      "lesson.json:14: steps[0].speed: expected a playback speed in simulated seconds per wall "
      "second from 0.000001 to 10, or \"max\"";
  expect_one(R"(, "speed": 0)", expected);
  expect_one(R"(, "speed": 20)", expected);
  expect_one(R"(, "speed": "fast")", expected);
}

TEST_F(LessonSteps, UnknownChartNamesTheRunsCharts) {
  expect_one(R"(, "charts": ["window", "cwnd"])",
             "lesson.json:14: steps[0].charts[1]: cwnd: not a chart of this scenario's run; "
             "expected one of: window, time-sequence, goodput");
  expect_one(R"(, "charts": ["goodput", "goodput"])",
             "lesson.json:14: steps[0].charts: expected each chart once (goodput repeats)");
  expect_one(R"(, "charts": [])", "lesson.json:14: steps[0].charts: expected one to three chart ids");
  expect_one(R"(, "charts": ["a", "b", "c", "d"])", "lesson.json:14: steps[0].charts: expected one to three chart ids");
}

TEST_F(LessonSteps, SpeedAndChartsNeedAScenario) {
  std::string text = lesson_with(R"(, "speed": 1)");
  const auto at = text.find("\"scenario\"");
  text.erase(at, text.find('\n', at) - at + 1);
  text.replace(text.find("\"run\": true, "), 13, "");
  const auto found = validate(text);
  ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
  EXPECT_NE(found[0].find("steps[0].speed: expected a step scenario to play at that speed"), std::string::npos)
      << found[0];
}

// Without a speed of its own a step plays its run in about 90 s: a 30-s run at 1/3 s per
// second, not at the app's default 20 ms/s (25 minutes).
TEST(LessonStepSpeed, DerivedFromTheRunsDuration) {
  opslab::study::LessonStep step;
  const json resolved = {{"sim", {{"duration_s", 30}}}};
  EXPECT_NEAR(opslab::study::step_playback_speed(step, resolved), 30.0 / 90.0, 1e-12);
  EXPECT_NEAR(30.0 / opslab::study::step_playback_speed(step, resolved), 90.0, 1e-9);
  step.speed = 0.02;
  EXPECT_DOUBLE_EQ(opslab::study::step_playback_speed(step, resolved), 0.02);
  step.speed = 0.0;  // "max"
  EXPECT_DOUBLE_EQ(opslab::study::step_playback_speed(step, resolved), 0.0);
}
