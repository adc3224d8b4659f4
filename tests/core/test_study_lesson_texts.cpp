// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's texts in other languages (lesson.de.json beside lesson.json): a translation
// replaces exactly the texts it gives and leaves the others; `lesson validate` names each
// problem of a translation file and each text it leaves out, one line each at its file and
// line; and every shipped lesson has German for every text a student reads.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>

#include "lesson_text_edits.hpp"

#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"
#include "study/lesson/lesson_texts.hpp"
#include "study/lesson/lesson_validation.hpp"

namespace fs = std::filesystem;
using opslab::study::Lesson;
using opslab::study::lesson_in;
using opslab::study::load_lesson;
using opslab::study::validate_lesson;

namespace {

std::string dumbbell() {
  return (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string();
}

// Two steps: the first runs a named scenario with a comparison and asks a question, the
// second checks two claims (one expected to fail, with its reason).
std::string lesson_text() {
  return R"({
  "id": "texts-lesson",
  "title": "Title",
  "paper": "Paper",
  "reproduces": "Reproduces",
  "level": "introductory",
  "minutes": 5,
  "sweeps": [
    {
      "id": "s",
      "title": "Sweep",
      "scenario": {
        "file": ")" + dumbbell() + R"(",
        "set": { "sim.duration_s": 2, "sim.warmup_s": 0.5, "topology.flows": 2 }
      },
      "vary": [ { "key": "tcp.variant", "values": ["reno", "sack"] } ],
      "seeds": 2,
      "full_seeds": 4,
      "plot": { "x": "tcp.variant", "metric": "goodput_mbps" }
    }
  ],
  "steps": [
    {
      "title": "Step one",
      "page": "page.md",
      "scenario": {
        "file": ")" + dumbbell() + R"(",
        "set": { "name": "Named run", "sim.duration_s": 2, "sim.warmup_s": 0.5 }
      },
      "compare": { "key": "tcp.variant", "value": "sack", "label": "Compare label" },
      "questions": [
        {
          "prompt": "Prompt",
          "choices": ["Choice A", "Choice B"],
          "answer": 1,
          "feedback": ["Feedback A", "Feedback B"]
        }
      ]
    },
    {
      "title": "Step two",
      "page": "page.md",
      "sweeps": ["s"],
      "claims": [
        {
          "id": "c1",
          "text": "Claim one",
          "type": "within",
          "sweep": "s",
          "metric": "goodput_mbps",
          "where": { "tcp.variant": "sack" },
          "lo": 0,
          "hi": 1000
        },
        {
          "id": "c2",
          "text": "Claim two",
          "type": "within",
          "sweep": "s",
          "metric": "goodput_mbps",
          "where": { "tcp.variant": "reno" },
          "lo": 5000,
          "hi": 6000,
          "expect": "fail",
          "reason": "Reason two"
        }
      ]
    }
  ]
}
)";
}

// A German translation of every text, one key per line.
std::string german_text() {
  return R"({
  "title": "Titel",
  "paper": "Paper auf Deutsch",
  "reproduces": "Reproduziert",
  "sweeps": {
    "s": { "title": "Messreihe" }
  },
  "steps": [
    {
      "title": "Schritt eins",
      "scenario_name": "Benannter Lauf",
      "compare": { "label": "Vergleich" },
      "questions": [
        {
          "prompt": "Frage",
          "choices": ["Wahl A", "Wahl B"],
          "feedback": ["Rückmeldung A", "Rückmeldung B"]
        }
      ]
    },
    {
      "title": "Schritt zwei",
      "claims": {
        "c1": { "text": "Behauptung eins" },
        "c2": { "text": "Behauptung zwei", "reason": "Begründung zwei" }
      }
    }
  ]
}
)";
}

using opslab::test::line_of;
using opslab::test::replaced;

class LessonTexts : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-texts-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name()) /
           "texts-lesson";
    fs::remove_all(dir_.parent_path());
    fs::create_directories(dir_);
    std::ofstream(dir_ / "page.md") << "# Page\n";
    std::ofstream(dir_ / "lesson.json") << lesson_text();
  }
  void TearDown() override { fs::remove_all(dir_.parent_path()); }

  void write_german(const std::string& text) const { std::ofstream(dir_ / "lesson.de.json") << text; }
  std::vector<std::string> validate() const {
    std::vector<std::string> out;
    for (const auto& d : validate_lesson(dir_)) out.push_back(d.to_string());
    return out;
  }

  fs::path dir_;
};

}  // namespace

TEST_F(LessonTexts, ATranslationReplacesEveryTextItGives) {
  write_german(german_text());
  EXPECT_EQ(validate(), std::vector<std::string>{});
  const Lesson en = load_lesson(dir_);
  const Lesson de = lesson_in(en, "de_AT");  // the region finds the language
  EXPECT_EQ(de.title, "Titel");
  EXPECT_EQ(de.paper, "Paper auf Deutsch");
  EXPECT_EQ(de.reproduces, "Reproduziert");
  EXPECT_EQ(de.sweeps.at(0).title, "Messreihe");
  EXPECT_EQ(de.steps.at(0).title, "Schritt eins");
  EXPECT_EQ(de.steps.at(0).compare->label, "Vergleich");
  EXPECT_EQ(de.steps.at(0).questions.at(0).prompt, "Frage");
  EXPECT_EQ(de.steps.at(0).questions.at(0).choices, (std::vector<std::string>{"Wahl A", "Wahl B"}));
  EXPECT_EQ(de.steps.at(0).questions.at(0).feedback,
            (std::vector<std::string>{"Rückmeldung A", "Rückmeldung B"}));
  EXPECT_EQ(de.steps.at(1).title, "Schritt zwei");
  EXPECT_EQ(de.claims.at(0).text, "Behauptung eins");
  EXPECT_EQ(de.claims.at(1).text, "Behauptung zwei");
  EXPECT_EQ(de.claims.at(1).reason, "Begründung zwei");
  // The step's run is named in German in the workspace.
  EXPECT_EQ(opslab::study::step_scenario(de, 0, true)->at("name"), "Benannter Lauf");
  EXPECT_EQ(opslab::study::step_scenario(en, 0, true)->at("name"), "Named run");
  // What is not a text stays as lesson.json has it.
  EXPECT_EQ(de.steps.at(0).questions.at(0).answer, 1u);
  EXPECT_EQ(de.claims.at(1).lo, 5000);
  // Another language, none, or the source language: lesson.json's texts.
  for (const char* other : {"fr", "", "en_US"}) {
    const Lesson same = lesson_in(en, other);
    EXPECT_EQ(same.title, "Title") << other;
    EXPECT_EQ(same.steps.at(0).questions.at(0).choices.at(0), "Choice A") << other;
  }
}

TEST_F(LessonTexts, WhatATranslationLeavesOutFallsBackAndIsWarnedAbout) {
  std::string partial = replaced(german_text(), "      \"title\": \"Schritt zwei\",\n", "");
  partial = replaced(partial, R"(, "reason": "Begründung zwei")", "");
  partial = replaced(partial, R"(      "compare": { "label": "Vergleich" },
)", "");
  write_german(partial);
  const Lesson de = lesson_in(load_lesson(dir_), "de");
  EXPECT_EQ(de.steps.at(0).title, "Schritt eins");
  EXPECT_EQ(de.steps.at(1).title, "Step two");        // left out: lesson.json's
  EXPECT_EQ(de.steps.at(0).compare->label, "Compare label");
  EXPECT_EQ(de.claims.at(1).text, "Behauptung zwei");
  EXPECT_EQ(de.claims.at(1).reason, "Reason two");
  const std::string says = "no translation (the student reads lesson.json's text)";
  EXPECT_EQ(validate(), (std::vector<std::string>{
                            "lesson.de.json:" + std::to_string(line_of(partial, "\"Schritt eins\"") - 1) +
                                ": warning: steps[0].compare.label: " + says,
                            "lesson.de.json:" + std::to_string(line_of(partial, "\"claims\"") - 1) +
                                ": warning: steps[1].title: " + says,
                            "lesson.de.json:" + std::to_string(line_of(partial, "\"c2\"")) +
                                ": warning: steps[1].claims.c2.reason: " + says}));
}

TEST_F(LessonTexts, AStrayKeyAndAMissingTextAreOneLineEachAtTheirLine) {
  std::string text = replaced(german_text(), R"("title": "Titel",)", R"("titel": "Titel",)");
  write_german(text);
  const auto found = validate();
  ASSERT_EQ(found.size(), 2u) << ::testing::PrintToString(found);
  const std::string line = std::to_string(line_of(text, "\"titel\""));
  EXPECT_EQ(found[0], "lesson.de.json:1: warning: title: no translation (the student reads lesson.json's text)");
  EXPECT_EQ(found[1], "lesson.de.json:" + line + ": titel: unknown key");
  for (const auto& f : found) EXPECT_EQ(f.find('\n'), std::string::npos) << f;
  // The lesson still loads; the translation with a problem is left out as a whole.
  const Lesson l = load_lesson(dir_);
  EXPECT_EQ(l.texts_by_language.count("de"), 0u);
  EXPECT_EQ(lesson_in(l, "de").title, "Title");
  EXPECT_EQ(lesson_in(l, "de").steps.at(0).title, "Step one");
}

// lesson.json edited (a step taken out) without its translation: the lesson loads in
// lesson.json's words rather than showing another step's German.
TEST_F(LessonTexts, ATranslationThatNoLongerFitsIsLeftOut) {
  write_german(german_text());
  std::string text = lesson_text();
  const auto second = text.find("    {\n      \"title\": \"Step two\"");
  ASSERT_NE(second, std::string::npos);
  text = text.substr(0, second - 2) + "\n  ]\n}\n";  // up to the first step's closing brace
  std::ofstream(dir_ / "lesson.json") << text;
  const auto found = validate();
  ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
  EXPECT_EQ(found[0], "lesson.de.json:" + std::to_string(line_of(german_text(), "\"Schritt zwei\"") - 1) +
                          ": steps[1]: unknown step (the lesson has 1)");
  const Lesson l = load_lesson(dir_);
  ASSERT_EQ(l.steps.size(), 1u);
  EXPECT_EQ(lesson_in(l, "de").steps.at(0).title, "Step one");
}

TEST_F(LessonTexts, ProblemsOfATranslationAreNamedAtTheirKeys) {
  const auto expect_one = [&](const std::string& text, const std::string& marker, const std::string& what) {
    write_german(text);
    const auto found = validate();
    ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
    EXPECT_EQ(found[0], "lesson.de.json:" + std::to_string(line_of(text, marker)) + ": " + what);
  };
  expect_one(replaced(german_text(), R"("Schritt eins")", "3"), "\"title\": 3",
             "steps[0].title: expected a non-empty string");
  expect_one(replaced(german_text(), R"("Wahl A", "Wahl B")", R"("Wahl A")"), "\"choices\"",
             "steps[0].questions[0].choices: expected 2 texts, one per choice of the question (1 given)");
  expect_one(replaced(german_text(), R"("Rückmeldung A")", R"("")"), "\"feedback\"",
             "steps[0].questions[0].feedback[0]: expected a non-empty string");
  expect_one(replaced(german_text(), R"("c1": {)", R"("c9": { "text": "x" }, "c1": {)"), "\"c9\"",
             "steps[1].claims.c9: unknown claim id; this step's claims: \"c1\", \"c2\"");
  expect_one(replaced(german_text(), R"("c1": { "text": "Behauptung eins" })",
                      R"("c1": { "text": "Behauptung eins", "reason": "Grund" })"),
             "\"c1\"", "steps[1].claims.c1.reason: unknown key (the claim has no reason in lesson.json)");
  expect_one(replaced(german_text(), R"("s": { "title": "Messreihe" })", R"("t": { "title": "x" }, "s": { "title": "Messreihe" })"),
             "\"t\":", "sweeps.t: unknown sweep id; the lesson's sweeps: \"s\"");
  expect_one(replaced(german_text(), R"("title": "Schritt zwei",)", R"("title": "Schritt zwei", "compare": { "label": "x" },)"),
             "\"Schritt zwei\"", "steps[1].compare: unknown key (the step compares nothing)");
  expect_one(replaced(german_text(), "\n  ]\n}", ",\n    { \"title\": \"Schritt drei\" }\n  ]\n}"),
             "\"Schritt drei\"", "steps[2]: unknown step (the lesson has 2)");
  const std::string broken = replaced(german_text(), R"("paper": "Paper auf Deutsch",)", R"("paper" "Paper auf Deutsch",)");
  write_german(broken);
  const auto found = validate();
  ASSERT_EQ(found.size(), 1u) << ::testing::PrintToString(found);
  EXPECT_EQ(found[0].rfind("lesson.de.json:" + std::to_string(line_of(broken, "\"paper\"")) + ": malformed JSON: ", 0), 0u)
      << found[0];
}

TEST_F(LessonTexts, OnlyFilesNamedForALanguageAreTranslations) {
  std::ofstream(dir_ / "lesson.draft.json") << "{ not json";  // five letters: a name, not a code
  write_german(german_text());
  std::ofstream(dir_ / "lesson.pt_BR.json") << R"({ "title": "Título" })";
  EXPECT_TRUE(opslab::study::is_texts_file("lesson.de.json"));
  EXPECT_TRUE(opslab::study::is_texts_file("lesson.pt_BR.json"));
  EXPECT_FALSE(opslab::study::is_texts_file("lesson.json"));
  EXPECT_FALSE(opslab::study::is_texts_file("lesson.draft.json"));
  EXPECT_FALSE(opslab::study::is_texts_file("sync-classroom.json"));
  const Lesson l = load_lesson(dir_);
  EXPECT_EQ(l.texts_by_language.size(), 2u);
  EXPECT_EQ(lesson_in(l, "pt_BR").title, "Título");
  EXPECT_EQ(lesson_in(l, "pt_BR").steps.at(0).title, "Step one");
  EXPECT_EQ(lesson_in(l, "pt").title, "Title");  // no plain Portuguese
}

// Every text a student reads in a shipped lesson has German: each text of lesson.json in
// lesson.de.json, and each step page beside a .de.md page.
TEST(LessonTextsShipped, EveryShippedLessonIsInGerman) {
  const auto lessons = opslab::study::load_all_lessons(opslab::study::default_lessons_root());
  ASSERT_GE(lessons.size(), 10u);
  for (const auto& l : lessons) {
    EXPECT_EQ(l.texts_by_language.count("de"), 1u) << l.id << ": no lesson.de.json";
    for (const auto& missing : opslab::study::untranslated_texts(l)) {
      ADD_FAILURE() << l.id << "/" << missing.file << ": " << missing.path << ": " << missing.what;
    }
    for (std::size_t i = 0; i < l.steps.size(); ++i) {
      EXPECT_EQ(l.steps[i].pages_by_language.count("de"), 1u)
          << l.id << ": step " << i + 1 << " (" << l.steps[i].title << ") has no German page";
    }
    // A German text that equals the English is one left untranslated.
    const Lesson de = lesson_in(l, "de");
    EXPECT_NE(de.title, l.title) << l.id;
    for (std::size_t i = 0; i < l.steps.size(); ++i) EXPECT_NE(de.steps[i].title, l.steps[i].title) << l.id;
    for (std::size_t k = 0; k < l.claims.size(); ++k) EXPECT_NE(de.claims[k].text, l.claims[k].text) << l.id;
  }
}
