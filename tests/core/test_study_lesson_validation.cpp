// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `lesson validate`: every problem of a lesson folder at its file and line, the
// warnings about claims that cannot fail and sweeps too large for the classroom, and the
// line map of JSON texts they rest on.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "lesson_text_edits.hpp"

#include "study/json_lines.hpp"
#include "study/lesson/lesson_validation.hpp"

namespace fs = std::filesystem;
using nlohmann::json;
using opslab::study::JsonLines;
using opslab::study::LessonDiagnostic;
using opslab::study::validate_lesson;

namespace {

std::string dumbbell() {
  return (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string();
}

// A valid lesson, one key per line, so that each test's line is the line of its marker.
std::string valid_lesson() {
  return R"({
  "id": "v-lesson",
  "title": "T",
  "paper": "p",
  "reproduces": "r",
  "level": "introductory",
  "minutes": 5,
  "sweeps": [
    {
      "id": "s",
      "title": "S",
      "scenario": {
        "file": ")" + dumbbell() + R"(",
        "set": { "sim.duration_s": 2, "sim.warmup_s": 0.5, "topology.flows": 2 }
      },
      "vary": [
        { "key": "tcp.variant", "values": ["reno", "sack"] }
      ],
      "seeds": 2,
      "full_seeds": 4,
      "plot": { "x": "tcp.variant", "metric": "goodput_mbps" }
    }
  ],
  "steps": [
    {
      "title": "one",
      "page": "page.md",
      "sweeps": ["s"],
      "claims": [
        {
          "id": "c",
          "text": "t",
          "type": "greater",
          "sweep": "s",
          "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack" },
          "b": { "tcp.variant": "reno" }
        }
      ]
    }
  ]
}
)";
}

using opslab::test::line_of;
using opslab::test::replaced;

class LessonValidation : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-validate-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name()) /
           "v-lesson";
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
  // Exactly one finding, starting with `prefix`.
  void expect_one(const std::string& text, const std::string& prefix) const {
    const auto found = validate(text);
    ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
    EXPECT_EQ(found[0].rfind(prefix, 0), 0u) << found[0] << "\nexpected: " << prefix;
    EXPECT_EQ(found[0].find('\n'), std::string::npos) << found[0];
  }

  fs::path dir_;
};

}  // namespace

TEST(JsonLines, NamesTheLineOfEveryKeyAndElement) {
  const std::string text = "{\n  \"a\": 1,\n  \"b\": [\n    2,\n    {\"c\": 3}\n  ],\n  \"d\":\n"
                           "    4\n}\n";
  const JsonLines lines(text);
  EXPECT_FALSE(lines.syntax_error());
  EXPECT_EQ(lines.line_of(json::json_pointer("")), 1);
  EXPECT_EQ(lines.line_of(json::json_pointer("/a")), 2);
  EXPECT_EQ(lines.line_of(json::json_pointer("/b")), 3);
  EXPECT_EQ(lines.line_of(json::json_pointer("/b/0")), 4);  // a number read up to its line's end
  EXPECT_EQ(lines.line_of(json::json_pointer("/b/1")), 5);
  EXPECT_EQ(lines.line_of(json::json_pointer("/b/1/c")), 5);
  EXPECT_EQ(lines.line_of(json::json_pointer("/d")), 7);  // the key's line
  // A missing key: the line of the object that misses it.
  EXPECT_EQ(lines.line_of(json::json_pointer("/b/1/missing")), 5);
  EXPECT_EQ(lines.line_of(json::json_pointer("/nothing/here")), 1);
}

TEST(JsonLines, SyntaxErrorsHaveTheirLine) {
  const auto error = JsonLines("{\n  \"a\": 1,\n  \"b\" 2\n}\n").syntax_error();
  ASSERT_TRUE(error);
  EXPECT_EQ(error->line, 3);
  EXPECT_NE(error->message.find("expected ':'"), std::string::npos) << error->message;
  EXPECT_EQ(error->message.find("[json.exception"), std::string::npos) << error->message;
  const auto overflow = JsonLines("{\n  \"a\":\n  1E999\n}").syntax_error();
  ASSERT_TRUE(overflow);
  EXPECT_EQ(overflow->line, 3);
  EXPECT_NE(overflow->message.find("number overflow"), std::string::npos) << overflow->message;
}

TEST_F(LessonValidation, AValidLessonHasNoFindings) {
  EXPECT_EQ(validate(valid_lesson()), std::vector<std::string>{});
}

TEST_F(LessonValidation, MalformedJsonAtItsLine) {
  const std::string text = replaced(valid_lesson(), "\"level\": \"introductory\",", "\"level\" \"introductory\",");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"level\"")) + ": malformed JSON: ");
}

TEST_F(LessonValidation, MissingKeyAtTheObjectMissingIt) {
  const std::string text = replaced(valid_lesson(), "\"title\": \"one\",\n", "");
  // The step's object opens on the line after "steps": [
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"steps\"") + 1) +
                       ": steps[0].title: expected a value (missing)");
}

TEST_F(LessonValidation, WrongTypeAtItsKey) {
  const std::string text = replaced(valid_lesson(), "\"minutes\": 5", "\"minutes\": \"five\"");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"minutes\"")) +
                       ": minutes: expected an integer in [1, 600]");
}

TEST_F(LessonValidation, UnknownClaimTypeAtItsKey) {
  const std::string text = replaced(valid_lesson(), "\"type\": \"greater\"", "\"type\": \"bigger\"");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"bigger\"")) +
                       ": steps[0].claims[0].type: expected one of \"greater\"");
}

TEST_F(LessonValidation, SweepOverAnUnknownParameterAtItsKey) {
  std::string text = replaced(valid_lesson(), "\"key\": \"tcp.variant\", \"values\": [\"reno\", \"sack\"]",
                              "\"key\": \"tcp.flavour\", \"values\": [\"reno\", \"sack\"]");
  const auto found = validate(text);
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found[0].rfind("lesson.json:" + std::to_string(line_of(text, "tcp.flavour")) +
                               ": sweeps[0].vary[0].key: tcp.flavour: unknown key",
                           0),
            0u)
      << found[0];
}

TEST_F(LessonValidation, BadScenarioReferenceAtItsFile) {
  const std::string text = replaced(valid_lesson(), dumbbell(), "no-such-scenario.json");
  const auto found = validate(text);
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found[0].rfind("lesson.json:" + std::to_string(line_of(text, "no-such-scenario")) +
                               ": sweeps[0].scenario.file: expected a scenario file: ",
                           0),
            0u)
      << found[0];
  // Its claims are not reported again against the sweep that failed.
  EXPECT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
}

TEST_F(LessonValidation, AScenarioKeyThatIsWrongInTheScenarioFileAtItsLine) {
  std::ofstream(dir_ / "scenario.json") << "{\n  \"model\": \"dumbbell\",\n  \"topology\": {\n"
                                           "    \"flowz\": 2\n  }\n}\n";
  const std::string text = replaced(valid_lesson(), dumbbell(), "scenario.json");
  const auto found = validate(text);
  ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
  EXPECT_EQ(found[0].rfind("scenario.json:4: topology.flowz: unknown key", 0), 0u) << found[0];
}

// Used by the sweep and by the step, the scenario file's problem is reported once.
TEST_F(LessonValidation, AProblemOfAScenarioUsedTwiceIsReportedOnce) {
  std::ofstream(dir_ / "scenario.json") << "{\n  \"model\": \"dumbbell\",\n  \"topology\": {\n"
                                           "    \"flowz\": 2\n  }\n}\n";
  std::string text = replaced(valid_lesson(), dumbbell(), "scenario.json");
  text = replaced(text, "\"page\": \"page.md\",", "\"page\": \"page.md\",\n      \"scenario\": { \"file\": \"scenario.json\" },");
  const auto found = validate(text);
  ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
  EXPECT_EQ(found[0].rfind("scenario.json:4: topology.flowz: unknown key", 0), 0u) << found[0];
}

// A value the lesson's `set` gives is reported at the `set`.
TEST_F(LessonValidation, ABadSetValueAtTheSet) {
  const std::string text = replaced(valid_lesson(), "\"sim.duration_s\": 2,", "\"sim.duration_s\": -2,");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "-2,")) +
                       ": sweeps[0].scenario.set.sim.duration_s: sim.duration_s: expected a number in");
}

TEST_F(LessonValidation, EveryProblemIsReportedInLineOrder) {
  std::string text = valid_lesson();
  text = replaced(text, "\"minutes\": 5", "\"minutes\": \"five\"");
  text = replaced(text, "\"page\": \"page.md\"", "\"page\": \"missing.md\"");
  text = replaced(text, "\"type\": \"greater\"", "\"type\": \"bigger\"");
  text = replaced(text, "\"level\": \"introductory\",", "\"level\": \"introductory\",\n  \"colour\": 1,");
  const auto found = validate(text);
  ASSERT_EQ(found.size(), 4u) << ::testing::PrintToString(found);
  EXPECT_EQ(found[0].rfind("lesson.json:" + std::to_string(line_of(text, "colour")) + ": colour: unknown key", 0), 0u);
  EXPECT_EQ(found[1].rfind("lesson.json:" + std::to_string(line_of(text, "five")) + ": minutes:", 0), 0u);
  EXPECT_EQ(found[2].rfind("lesson.json:" + std::to_string(line_of(text, "missing.md")) + ": steps[0].page:", 0), 0u);
  EXPECT_EQ(found[3].rfind("lesson.json:" + std::to_string(line_of(text, "bigger")) + ": steps[0].claims[0].type:", 0), 0u);
}

// Each claim that cannot fail is a warning at its type, naming the claim.
TEST_F(LessonValidation, WarnsAboutClaimsThatCannotFail) {
  const std::string claim = R"("type": "greater",
          "sweep": "s",
          "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack" },
          "b": { "tcp.variant": "reno" })";
  const auto warns = [&](const std::string& replacement, const std::string& why) {
    const std::string text = replaced(valid_lesson(), claim, replacement);
    expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"type\"")) +
                         ": warning: steps[0].claims[0]: " + why);
  };
  warns(R"("type": "greater", "sweep": "s", "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack" }, "b": { "tcp.variant": "sack" })",
        "a and b are the same point");
  warns(R"("type": "increases", "sweep": "s", "metric": "goodput_mbps",
          "along": "tcp.variant", "from": "reno", "to": "reno")",
        "from and to are the same point");
  warns(R"("type": "within", "sweep": "s", "metric": "jain_fairness",
          "where": { "tcp.variant": "sack" }, "lo": 0, "hi": 1)",
        "[0, 1] holds every value jain_fairness can take");
  warns(R"("type": "within", "sweep": "s", "metric": "goodput_mbps",
          "where": { "tcp.variant": "sack" }, "lo": -1, "hi": 1e308)",
        "[-1, 1e+308] holds every value goodput_mbps can take");
  warns(R"("type": "equivalence", "sweep": "s", "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack" }, "b": { "tcp.variant": "reno" }, "margin": 1e300)",
        "a margin of 1e+300 is at least the whole range");
  warns(R"("type": "equivalence", "sweep": "s", "metric": "drops",
          "a": { "tcp.variant": "sack" }, "b": { "tcp.variant": "sack" }, "margin": 1)",
        "a and b are the same point");
  // One value along the key: nothing to compare with.
  const std::string one_value = replaced(valid_lesson(), "\"values\": [\"reno\", \"sack\"]", "\"values\": [\"reno\"]");
  for (const std::string type : {"peak", "flat"}) {
    const std::string text = replaced(
        one_value, claim,
        std::string(R"("type": ")") + type + R"(", "sweep": "s", "metric": "goodput_mbps",
          "along": "tcp.variant", "at": "reno", "pct": 10)");
    expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"type\"")) +
                         ": warning: steps[0].claims[0]: the sweep has one value of tcp.variant");
  }
  // Bounds a run could fall outside are no warning.
  EXPECT_EQ(validate(replaced(valid_lesson(), claim, R"("type": "within", "sweep": "s", "metric": "jain_fairness",
          "where": { "tcp.variant": "sack" }, "lo": 0.5, "hi": 1)")),
            std::vector<std::string>{});
}

TEST_F(LessonValidation, WarnsAboutSweepsTooLargeForTheClassroom) {
  std::string text = replaced(valid_lesson(), "\"seeds\": 2,", "\"seeds\": 51,");
  text = replaced(text, "\"full_seeds\": 4,", "\"full_seeds\": 60,");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"seeds\"")) +
                       ": warning: sweeps[0].seeds: the classroom scale runs 2 points × 51 seeds = 102 runs");
  text = replaced(valid_lesson(), "\"full_seeds\": 4,", "\"full_seeds\": 1,");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"seeds\"")) +
                       ": warning: sweeps[0].seeds: the classroom scale runs more seeds (2) than the paper's");
  text = replaced(valid_lesson(), "\"full_seeds\": 4,",
                  "\"full_seeds\": 4,\n      \"full_scenario\": { \"file\": \"" + dumbbell() +
                      "\", \"set\": { \"sim.duration_s\": 1, \"sim.warmup_s\": 0.5, \"topology.flows\": 2 } },");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"scenario\"")) +
                       ": warning: sweeps[0].scenario: the classroom scale runs 2 s, longer than the paper's 1 s");
}

// The shipped lessons and the guide's example have no problems.
// plot.log_x and log_y: booleans; a log x axis needs x values that are numbers above 0.
TEST_F(LessonValidation, LogAxesAreBooleansAndLogXNeedsPositiveNumbers) {
  const std::string plot = "\"plot\": { \"x\": \"tcp.variant\", \"metric\": \"goodput_mbps\"";
  EXPECT_TRUE(validate(replaced(valid_lesson(), plot, plot + ", \"log_y\": true")).empty());
  std::string text = replaced(valid_lesson(), plot, plot + ", \"log_y\": \"yes\"");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"log_y\"")) +
                       ": sweeps[0].plot.log_y: expected true or false");
  text = replaced(valid_lesson(), plot, plot + ", \"log_x\": true");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"log_x\"")) +
                       ": sweeps[0].plot.log_x: expected an x key whose values are all numbers "
                       "above 0 (\"reno\" is not)");
}

TEST(LessonValidationShipped, ShippedLessonsHaveNoProblems) {
  std::vector<fs::path> dirs;
  for (const auto& e : fs::directory_iterator(fs::path(OPSLAB_SOURCE_DIR) / "lessons")) dirs.push_back(e.path());
  dirs.push_back(fs::path(OPSLAB_SOURCE_DIR) / "docs/examples/lessons/rtt-and-loss");
  for (const auto& dir : dirs) {
    for (const auto& d : validate_lesson(dir)) {
      EXPECT_TRUE(d.warning) << dir << ": " << d.to_string();
    }
  }
}

// A lesson.json nested 10^5 levels deep is refused at the first level past the limit, at once:
// it used to build a path per level per value (gigabytes) before any problem was named.
TEST_F(LessonValidation, ALessonNestedTooDeepIsOneProblemAtItsLine) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const std::string text = replaced(valid_lesson(), "\"minutes\": 5", "\"minutes\":\n" + deep);
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"minutes\"") + 1) +
                       ": nested deeper than 64 levels of objects and arrays");
}

// A lesson.json that is a FIFO is refused as not a file; validation used to read it again
// directly, waiting for a writer that never came.
TEST_F(LessonValidation, ALessonFileThatIsAFifoIsRefusedWithoutWaiting) {
  ASSERT_EQ(::mkfifo((dir_ / "lesson.json").c_str(), 0600), 0);
  std::vector<std::string> found;
  for (const auto& d : validate_lesson(dir_)) found.push_back(d.to_string());
  ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
  EXPECT_NE(found[0].find("not a file"), std::string::npos) << found[0];
}

// A key given twice in one object of lesson.json is a problem at the second, naming the first,
// as in scenario files (the JSON library would silently keep the last).
TEST_F(LessonValidation, AKeyGivenTwiceIsAProblemAtTheSecond) {
  const std::string text = replaced(valid_lesson(), "\"minutes\": 5,", "\"minutes\": 5,\n  \"minutes\": 6,");
  expect_one(text, "lesson.json:" + std::to_string(line_of(text, "\"minutes\": 6")) +
                       ": minutes: key given twice in one object (first on line " +
                       std::to_string(line_of(text, "\"minutes\": 5")) + "); give it once");
}
