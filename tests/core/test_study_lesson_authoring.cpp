// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a lesson's author is told: a misspelt metric's error lists the valid names (with the
// nearest), a question needs one feedback line per choice, a lesson that does not load names
// the file and line (as the panel shows it on reload), and a step whose `set` changes its
// scenario file's parameters shows a title that says so.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "study/lesson/lesson.hpp"

namespace {

namespace fs = std::filesystem;

class AuthoredLesson {
 public:
  explicit AuthoredLesson(const std::string& json) {
    root_ = fs::temp_directory_path() / ("opslab-authoring-" + std::to_string(::getpid()));
    dir_ = root_ / "draft";
    fs::create_directories(dir_);
    std::ofstream(dir_ / "lesson.json") << json;
    std::ofstream(dir_ / "page.md") << "# Page\n";
  }
  ~AuthoredLesson() { fs::remove_all(root_); }
  const fs::path& dir() const { return dir_; }

 private:
  fs::path root_, dir_;
};

const std::string dumbbell = (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string();

// A lesson with a sweep, a step with its own scenario, a claim and a question: the claim's
// metric is on line 20, the question's feedback on line 27.
std::string lesson(const std::string& plot_metric, const std::string& claim_metric,
                   const std::string& feedback) {
  return R"({
  "id": "draft", "title": "T", "paper": "p", "reproduces": "r", "level": "introductory",
  "minutes": 5,
  "sweeps": [
    {
      "id": "s", "title": "S",
      "scenario": {"file": ")" + dumbbell + R"(", "set": {"sim.duration_s": 3, "topology.flows": 2}},
      "vary": [{"key": "tcp.variant", "values": ["reno", "sack"]}],
      "seeds": 2,
      "plot": {"x": "tcp.variant", "metric": ")" + plot_metric + R"("}
    }
  ],
  "steps": [
    {
      "title": "one", "page": "page.md", "sweeps": ["s"],
      "scenario": {"file": ")" + dumbbell + R"(", "set": {"tcp.variant": "sack", "topology.flows": 1, "sim.duration_s": 3}},
      "claims": [
        {
          "id": "c", "text": "t", "type": "greater", "sweep": "s",
          "metric": ")" + claim_metric + R"(",
          "a": {"tcp.variant": "sack"}, "b": {"tcp.variant": "reno"}
        }
      ],
      "questions": [
        {
          "prompt": "q?", "choices": ["A", "B", "C"], "answer": 0,
          "feedback": )" + feedback + R"(
        }
      ]
    }
  ]
}
)";
}

const std::string three = R"(["a", "b", "c"])";

std::string load_error(const std::string& json) {
  AuthoredLesson l(json);
  try {
    opslab::study::load_lesson(l.dir());
  } catch (const opslab::scenario::ScenarioError& e) {
    return e.what();
  }
  return "";
}

TEST(LessonAuthoring, AMisspeltMetricListsTheValidNames) {
  const std::string claim = load_error(lesson("goodput_mbps", "goodput_mpbs", three));
  EXPECT_NE(claim.find("steps[0].claims[0].metric: expected a summary metric of model \"dumbbell\""),
            std::string::npos) << claim;
  EXPECT_NE(claim.find("did you mean \"goodput_mbps\"?"), std::string::npos) << claim;
  EXPECT_NE(claim.find("one of: sim_time_s, goodput_mbps, jain_fairness,"), std::string::npos) << claim;
  EXPECT_NE(claim.find("utilization"), std::string::npos) << claim;
  EXPECT_EQ(claim.find('\n'), std::string::npos);
  // The plot's metric too; a name far from every metric gets the list without a guess.
  const std::string plot = load_error(lesson("througput", "goodput_mbps", three));
  EXPECT_NE(plot.find("sweeps[0].plot.metric: expected a summary metric of model \"dumbbell\" (one of: "),
            std::string::npos) << plot;
  EXPECT_EQ(plot.find("did you mean"), std::string::npos) << plot;
}

TEST(LessonAuthoring, ALoadErrorNamesItsLine) {
  // FILE is the path the lesson was read from (a temporary folder named after the lesson).
  const std::string metric = load_error(lesson("goodput_mbps", "goodput_mpbs", three));
  EXPECT_NE(metric.find("/draft/lesson.json:20: steps[0].claims[0].metric: "), std::string::npos)
      << metric;
  EXPECT_EQ(metric.front(), '/') << metric;
  const std::string feedback = load_error(lesson("goodput_mbps", "goodput_mbps", R"(["a", "b"])"));
  EXPECT_TRUE(feedback.ends_with(
      "/draft/lesson.json:27: steps[0].questions[0].feedback: expected one entry per choice"))
      << feedback;
}

TEST(LessonAuthoring, AStepTitleNamesWhatItsSetChanged) {
  AuthoredLesson l(lesson("goodput_mbps", "goodput_mbps", three));
  const auto lesson = opslab::study::load_lesson(l.dir());
  const auto step = opslab::study::step_scenario(lesson, 0, true);
  ASSERT_TRUE(step);
  EXPECT_EQ(step->at("name").get<std::string>(),
            "Validation dumbbell: 10 Reno flows, 100 Mb/s bottleneck [with sim.duration_s=3, "
            "tcp.variant=sack, topology.flows=1]");
  EXPECT_EQ(step->at("tcp").at("variant"), "sack");
}

}  // namespace
