// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files: every shipped lesson loads and validates; malformed lessons give one-line
// errors naming the file and JSON path; claims evaluate against sweep results.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "scenario/scenario_error.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace fs = std::filesystem;
using opslab::scenario::ScenarioError;
using opslab::study::load_lesson;

namespace {

class TempLesson {
 public:
  explicit TempLesson(const std::string& json, const std::string& id = "tmp-lesson") {
    root_ = fs::temp_directory_path() / fs::path("opslab-lesson-test-" + std::to_string(::getpid()));
    dir_ = root_ / id;
    fs::create_directories(dir_);
    std::ofstream(dir_ / "lesson.json") << json;
    std::ofstream(dir_ / "page.md") << "# Page\n";
  }
  ~TempLesson() { fs::remove_all(root_); }
  const fs::path& dir() const { return dir_; }

 private:
  fs::path root_, dir_;
};

std::string scenario_file() {
  return (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string();
}

std::string lesson_json(const std::string& claim, const std::string& sweep_extra = "") {
  return R"({"id": "tmp-lesson", "title": "T", "paper": "p", "reproduces": "r",
    "level": "intro", "minutes": 5,
    "sweeps": [{"id": "s", "title": "S",
      "scenario": {"file": ")" + scenario_file() + R"(", "set": {"sim.duration_s": 2, "sim.warmup_s": 0.5, "topology.flows": 2}},
      "vary": [{"key": "tcp.variant", "values": ["reno", "sack"]}], "seeds": 2,
      "plot": {"x": "tcp.variant", "metric": "goodput_mbps"})" + sweep_extra + R"(}],
    "steps": [{"title": "one", "page": "page.md", "sweeps": ["s"], "claims": [)" + claim + R"(]}]})";
}

void expect_error(const std::string& json, const std::string& needle) {
  TempLesson t(json);
  try {
    load_lesson(t.dir());
    FAIL() << "expected an error mentioning " << needle;
  } catch (const ScenarioError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find(needle), std::string::npos) << msg;
    EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
  }
}

const char* kGoodClaim = R"({"id": "c", "text": "t", "type": "within", "sweep": "s",
  "metric": "goodput_mbps", "where": {"tcp.variant": "sack"}, "lo": 0, "hi": 1000})";

}  // namespace

TEST(Lessons, EveryShippedLessonLoadsAndValidates) {
  const auto lessons = opslab::study::load_all_lessons(opslab::study::default_lessons_root());
  ASSERT_GE(lessons.size(), 4u);
  EXPECT_EQ(lessons.front().level, "introductory");  // students start there
  EXPECT_EQ(lessons.back().level, "advanced");
  for (const auto& l : lessons) {
    EXPECT_FALSE(l.steps.empty()) << l.id;
    EXPECT_FALSE(l.claims.empty()) << l.id;
    for (const auto& s : l.steps) EXPECT_FALSE(s.page.empty()) << l.id << ": " << s.title;
  }
}

TEST(Lessons, AValidMinimalLessonLoads) {
  TempLesson t(lesson_json(kGoodClaim));
  const auto l = load_lesson(t.dir());
  EXPECT_EQ(l.claims.size(), 1u);
  EXPECT_EQ(l.sweeps[0].quick.axes[0].values.size(), 2u);
}

TEST(Lessons, APageInAnotherLanguageIsReadBesideTheDefaultAndFallsBack) {
  TempLesson t(lesson_json(kGoodClaim));
  std::ofstream(t.dir() / "page.de.md") << "# Seite\n";
  std::ofstream(t.dir() / "page.pt_BR.md") << "# Página\n";
  std::ofstream(t.dir() / "page.draft.md") << "not a language\n";  // five letters: a name, not a code
  std::ofstream(t.dir() / "other.es.md") << "# Otra\n";            // another page's translation
  const auto l = load_lesson(t.dir());
  const auto& step = l.steps.at(0);
  EXPECT_EQ(step.pages_by_language.size(), 2u);
  EXPECT_EQ(step.page_in("de"), "# Seite\n");
  EXPECT_EQ(step.page_in("de_AT"), "# Seite\n");  // the region falls back to the language
  EXPECT_EQ(step.page_in("pt_BR"), "# Página\n");
  EXPECT_EQ(step.page_in("es"), "# Page\n");      // no Spanish page: the default
  EXPECT_EQ(step.page_in("en"), "# Page\n");
  EXPECT_EQ(step.page_in(""), "# Page\n");
}

TEST(Lessons, MalformedJsonNamesTheFile) {
  expect_error("{ not json", "/tmp-lesson/lesson.json:1: malformed JSON");
}

TEST(Lessons, UnknownClaimTypeNamesThePath) {
  std::string c = kGoodClaim;
  c.replace(c.find("within"), 6, "bigger");
  expect_error(lesson_json(c), "steps[0].claims[0].type: expected one of");
}

TEST(Lessons, ClaimScaleAndPeakAreChecked) {
  std::string c = kGoodClaim;
  c.insert(c.size() - 1, R"(, "scale": "full")");
  TempLesson t(lesson_json(c));
  EXPECT_TRUE(load_lesson(t.dir()).claims.at(0).full_scale_only);
  c.replace(c.find("\"full\""), 6, "\"paper\"");
  expect_error(lesson_json(c), "claims[0].scale: expected \"any\" or \"full\"");
  const std::string peak = R"({"id": "p", "text": "t", "type": "peak", "sweep": "s",
    "metric": "goodput_mbps", "along": "tcp.variant", "at": "newreno"})";
  expect_error(lesson_json(peak), "claims[0].at");
}

TEST(Lessons, EquivalenceNeedsAPositiveMargin) {
  const std::string base = R"({"id": "e", "text": "t", "type": "equivalence", "sweep": "s",
    "metric": "goodput_mbps", "a": {"tcp.variant": "reno"}, "b": {"tcp.variant": "sack"})";
  TempLesson t(lesson_json(base + R"(, "margin": 2.5})"));
  EXPECT_DOUBLE_EQ(load_lesson(t.dir()).claims.at(0).margin, 2.5);
  expect_error(lesson_json(base + "}"), "steps[0].claims[0].margin");
  expect_error(lesson_json(base + R"(, "margin": 0})"),
               "claims[0].margin: expected a positive number");
  expect_error(lesson_json(base + R"(, "margin": -1})"),
               "claims[0].margin: expected a positive number");
}

TEST(Lessons, UnknownMetricIsRefused) {
  std::string c = kGoodClaim;
  c.replace(c.find("goodput_mbps"), 12, "goodput_gbps");
  expect_error(lesson_json(c), "steps[0].claims[0].metric");
}

TEST(Lessons, SelectorMustFixEveryVariedKeyToASweptValue) {
  std::string c = kGoodClaim;
  c.replace(c.find("\"sack\""), 6, "\"cubic\"");
  expect_error(lesson_json(c), "claims[0].where");
}

TEST(Lessons, UnknownKeyInLessonIsRefused) {
  std::string j = lesson_json(kGoodClaim);
  j.insert(1, "\"colour\": 1, ");
  expect_error(j, "lesson.json:1: colour: unknown key");
}

TEST(Lessons, BadScenarioOverrideNamesTheSweep) {
  expect_error(lesson_json(kGoodClaim, R"(, "full_seeds": 0)"), "sweeps[0].full_seeds");
}

TEST(Lessons, PaperValuesNameAPointOfTheSweepAndAMetric) {
  TempLesson t(lesson_json(kGoodClaim, R"(, "paper": [
    {"at": {"tcp.variant": "sack"}, "value": 9.4, "label": "Table I"},
    {"at": {"tcp.variant": "reno"}, "value": 0.9, "label": "Fig. 2", "metric": "jain_fairness"}])"));
  const auto l = load_lesson(t.dir());
  ASSERT_EQ(l.sweeps[0].paper.size(), 2u);
  EXPECT_EQ(l.sweeps[0].paper[0].metric, "goodput_mbps");  // the plotted one by default
  EXPECT_DOUBLE_EQ(l.sweeps[0].paper[0].value, 9.4);
  EXPECT_EQ(l.sweeps[0].paper[0].label, "Table I");
  EXPECT_EQ(l.sweeps[0].paper[1].metric, "jain_fairness");
  EXPECT_EQ(l.sweeps[0].paper[1].at, nlohmann::json({{"tcp.variant", "reno"}}));
}

TEST(Lessons, BadPaperValuesAreRefusedWithTheirPath) {
  const auto paper = [](const std::string& entry) {
    return lesson_json(kGoodClaim, R"(, "paper": [)" + entry + "]");
  };
  expect_error(paper(R"({"at": {"tcp.variant": "sack"}, "value": 9.4, "label": "T", "page": 3})"),
               "sweeps[0].paper[0].page: unknown key");
  expect_error(paper(R"({"at": {"tcp.variant": "sack"}, "value": "9.4", "label": "T"})"),
               "sweeps[0].paper[0].value: expected a number");
  expect_error(paper(R"({"at": {"tcp.variant": "sack"}, "value": 9.4})"),
               "sweeps[0].paper[0].label: expected a value (missing)");
  expect_error(paper(R"({"at": {"tcp.variant": "cubic"}, "value": 9.4, "label": "T"})"),
               "sweeps[0].paper[0].at: expected a value of tcp.variant among the sweep's values");
  expect_error(paper(R"({"at": {"topology.flows": 2}, "value": 9.4, "label": "T"})"),
               "paper[0].at: expected varied keys only (\"topology.flows\" is not varied)");
  expect_error(paper(R"({"at": {}, "value": 9.4, "label": "T"})"),
               "paper[0].at: expected a value for every varied key (missing tcp.variant)");
  expect_error(paper(R"({"at": {"tcp.variant": "sack"}, "value": 9.4, "label": "T", "metric": "speed"})"),
               "paper[0].metric: expected a summary metric of the sweep's model");
  expect_error(paper(R"({"at": {"tcp.variant": "sack"}, "value": 9.4, "label": "T"},
                        {"at": {"tcp.variant": "sack"}, "value": 9.5, "label": "U"})"),
               "paper[1].at: expected one paper value per point and metric");
  expect_error(lesson_json(kGoodClaim, R"(, "paper": {"at": {}})"),
               "sweeps[0].paper: expected an array");
}

TEST(Lessons, ClaimsEvaluateAgainstSweepResults) {
  TempLesson t(lesson_json(R"({"id": "c", "text": "t", "type": "within", "sweep": "s",
      "metric": "goodput_mbps", "where": {"tcp.variant": "sack"}, "lo": -1e6, "hi": 1e6},
    {"id": "d", "text": "t", "type": "within", "sweep": "s",
      "metric": "goodput_mbps", "where": {"tcp.variant": "sack"}, "lo": 0, "hi": 1})"));
  const auto l = load_lesson(t.dir());
  const auto results = opslab::study::check_lesson(l, true, 1);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_TRUE(results[0].pass) << results[0].detail;
  EXPECT_FALSE(results[1].pass) << results[1].detail;
  EXPECT_NE(results[1].detail.find("in [0, 1]"), std::string::npos);
}
