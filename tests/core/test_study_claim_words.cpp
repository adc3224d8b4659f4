// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `lesson validate` refuses a claim whose words say more than its check tests: each class of
// quantity words refused with a check too weak for it and accepted with one that tests it, in
// lesson.json and in lesson.de.json, each refusal one problem at the text's line; the paper's
// words in "(the paper: …)" are not the claim's. And `separated`, which no verdict reads, is
// refused as an unknown key. The lesson is tests/core/data/claim-words, copied and edited.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>

#include "lesson_text_edits.hpp"

#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_validation.hpp"

namespace fs = std::filesystem;
using opslab::test::line_of;
using opslab::test::replaced;

namespace {

const fs::path kFixture = fs::path(OPSLAB_SOURCE_DIR) / "tests/core/data/claim-words";

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The fixture's claim: its text and its check, as lesson.json has them.
const std::string kText = R"("text": "SACK carries more than Reno at 20 ms")";
const std::string kCheck = R"("type": "greater",
          "sweep": "s",
          "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack", "topology.rtt_ms": 20 },
          "b": { "tcp.variant": "reno", "topology.rtt_ms": 20 })";
const std::string kGermanText = R"("text": "SACK befördert bei 20 ms mehr als Reno")";

// Checks to put in the claim's place.
std::string greater(double factor) {
  return kCheck + ",\n          \"factor\": " + std::to_string(factor);
}
std::string within(const std::string& lo, const std::string& hi) {
  return R"("type": "within", "sweep": "s", "metric": "jain_fairness",
          "where": { "tcp.variant": "sack", "topology.rtt_ms": 20 }, "lo": )" + lo + ", \"hi\": " + hi;
}
std::string equivalence() {
  return R"("type": "equivalence", "sweep": "s", "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack", "topology.rtt_ms": 20 },
          "b": { "tcp.variant": "reno", "topology.rtt_ms": 20 }, "margin": 1)";
}
std::string flat(const std::string& pct) {
  return R"("type": "flat", "sweep": "s", "metric": "goodput_mbps",
          "where": { "tcp.variant": "sack" }, "along": "topology.rtt_ms", "pct": )" + pct;
}

class ClaimWords : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-claim-words-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name()) /
           "claim-words";
    fs::remove_all(dir_.parent_path());
    fs::create_directories(dir_);
    for (const char* page : {"page.md", "page.de.md"}) fs::copy_file(kFixture / page, dir_ / page);
    lesson_ = replaced(read(kFixture / "lesson.json"), "../../../../assets/scenarios/dumbbell.json",
                       (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string());
    german_ = read(kFixture / "lesson.de.json");
  }
  void TearDown() override { fs::remove_all(dir_.parent_path()); }

  // lesson.json with the claim's text and check replaced (as the test left it in `lesson_`).
  std::string with(const std::string& text, const std::string& check) const {
    return replaced(replaced(lesson_, kText, "\"text\": \"" + text + "\""), kCheck, check);
  }
  std::vector<std::string> validate(const std::string& lesson, const std::string& german) const {
    std::ofstream(dir_ / "lesson.json") << lesson;
    std::ofstream(dir_ / "lesson.de.json") << german;
    std::vector<std::string> out;
    for (const auto& d : opslab::study::validate_lesson(dir_)) out.push_back(d.to_string());
    return out;
  }
  // English `text` with `check`: one problem at the text's line naming `words`.
  void expect_refused(const std::string& text, const std::string& check, const std::string& words) const {
    const std::string lesson = with(text, check);
    const auto found = validate(lesson, german_);
    ASSERT_EQ(found.size(), 1u) << text << "\n" << ::testing::PrintToString(found);
    const std::string prefix = "lesson.json:" + std::to_string(line_of(lesson, "\"text\"")) +
                               ": steps[0].claims[0].text: \"" + words +
                               "\" says more than the claim's check tests";
    EXPECT_EQ(found[0].rfind(prefix, 0), 0u) << found[0] << "\nexpected: " << prefix;
  }
  void expect_accepted(const std::string& text, const std::string& check) const {
    EXPECT_EQ(validate(with(text, check), german_), std::vector<std::string>{}) << text;
  }
  // The German text `text` (English text and check as in the fixture unless `check` is given).
  std::vector<std::string> validate_german(const std::string& text, const std::string& check = kCheck) const {
    return validate(replaced(lesson_, kCheck, check),
                    replaced(german_, kGermanText, "\"text\": \"" + text + "\""));
  }
  void expect_german_refused(const std::string& text, const std::string& words,
                             const std::string& check = kCheck) const {
    const auto found = validate_german(text, check);
    ASSERT_EQ(found.size(), 1u) << text << "\n" << ::testing::PrintToString(found);
    const std::string prefix = "lesson.de.json:" + std::to_string(line_of(german_, kGermanText)) +
                               ": steps[0].claims.c.text: \"" + words +
                               "\" says more than the claim's check tests";
    EXPECT_EQ(found[0].rfind(prefix, 0), 0u) << found[0] << "\nexpected: " << prefix;
  }
  void expect_german_accepted(const std::string& text, const std::string& check = kCheck) const {
    EXPECT_EQ(validate_german(text, check), std::vector<std::string>{}) << text;
  }

  fs::path dir_;
  std::string lesson_, german_;
};

}  // namespace

TEST_F(ClaimWords, TheFixtureLessonHasNoFindings) {
  EXPECT_EQ(validate(lesson_, german_), std::vector<std::string>{});
}

// "most" is more than half: a factor of 2 (fewer than half as many), or a share above one half.
TEST_F(ClaimWords, MostNeedsFactorTwoOrAShareAboveOneHalf) {
  expect_refused("SACK avoids most of Reno's timeouts", kCheck, "most");
  expect_refused("SACK avoids most of Reno's timeouts", greater(1.5), "most");
  expect_accepted("SACK avoids most of Reno's timeouts", greater(2));
  expect_accepted("Most of the capacity is shared fairly", within("0.5", "1"));
  expect_refused("Most of the capacity is shared fairly", within("0.4", "1"), "Most");
  // A bound and a superlative are not "most".
  expect_accepted("SACK loses at most a little and gains the most at 20 ms", kCheck);
}

TEST_F(ClaimWords, TwiceAndDoublesNeedFactorTwo) {
  expect_refused("SACK carries twice as much as Reno", greater(1.5), "twice");
  expect_accepted("SACK carries twice as much as Reno", greater(2));
  expect_refused("SACK doubles Reno's goodput", greater(1.7), "doubles");
  expect_accepted("SACK doubles Reno's goodput", greater(1.8));  // the words' rounding
  expect_refused("SACK gets double the goodput", kCheck, "double");
}

// "N times" needs a factor of N (less the words' rounding), unless a and b are N times apart in
// a varied key: then the words describe the points.
TEST_F(ClaimWords, NTimesNeedsItsFactorOrPointsThatFarApart) {
  expect_refused("SACK carries three times more than Reno", greater(2), "three times");
  expect_accepted("SACK carries three times more than Reno", greater(3));
  expect_accepted("SACK carries 3 times the goodput of Reno", greater(2.7));
  expect_refused("SACK's goodput is fourfold Reno's", greater(2), "fourfold");
  const std::string rtt_apart = R"("type": "greater", "sweep": "s", "metric": "goodput_mbps",
          "a": { "tcp.variant": "sack", "topology.rtt_ms": 20 },
          "b": { "tcp.variant": "sack", "topology.rtt_ms": 100 })";
  expect_accepted("Five times the RTT gives SACK less goodput", rtt_apart);
  expect_refused("At five times the RTT SACK gets seven times less goodput", rtt_apart, "seven times");
  // A count of events is no ratio.
  expect_accepted("SACK retransmits three times per second less than Reno", kCheck);
}

TEST_F(ClaimWords, FarNeedsFactorOneAndAHalf) {
  expect_refused("SACK carries far more than Reno", greater(1.2), "far");
  expect_accepted("SACK carries far more than Reno", greater(1.5));
  expect_accepted("So far, SACK carries more than Reno: as far as 20 ms", kCheck);
}

// "about N %" needs a factor of 1 + N/100 (less the words' rounding) or a within holding N %.
TEST_F(ClaimWords, AboutNPercentNeedsItsFactorOrBoundsHoldingIt) {
  expect_refused("SACK carries about 20 % more than Reno", kCheck, "about 20 %");
  expect_refused("SACK carries ~20% more than Reno", greater(1.1), "~20%");
  expect_accepted("SACK carries ~20% more than Reno", greater(1.2));
  expect_accepted("Fairness is about 20 %", within("0.15", "0.25"));
  expect_refused("Fairness is about 20 %", within("0.3", "0.4"), "about 20 %");
  // A parameter's value is no quantity word.
  expect_accepted("At 3 % loss SACK carries more than Reno", kCheck);
}

// "the same", "equal", "no effect" and their kin need an equivalence or a flat.
TEST_F(ClaimWords, SamenessNeedsAnEquivalenceOrAFlat) {
  expect_refused("SACK and Reno carry the same at 20 ms", kCheck, "the same");
  expect_refused("SACK and Reno get equal goodput", kCheck, "equal");
  expect_refused("The variant has no effect on goodput", kCheck, "no effect");
  expect_refused("The variant does not affect goodput", kCheck, "not affect");
  expect_refused("The variant doesn't affect goodput", kCheck, "doesn't affect");
  expect_refused("Goodput is independent of the variant", kCheck, "independent");
  expect_accepted("SACK and Reno carry the same at 20 ms", equivalence());
  expect_accepted("The RTT has no effect on SACK's goodput", flat("5"));
  // The setup described, and a difference, are not sameness.
  expect_accepted("With the same buffer, SACK carries more than Reno: not the same, not equal", kCheck);
  expect_accepted("SACK carries more than Reno over an equal-cost path", kCheck);
}

TEST_F(ClaimWords, WithinNPercentNeedsAFlatAsTightOrAnEquivalence) {
  expect_refused("SACK's goodput is flat in the RTT (within 5 %)", flat("10"), "within 5 %");
  expect_refused("SACK's goodput is flat in the RTT (within ±5%)", kCheck, "within ±5%");
  expect_accepted("SACK's goodput is flat in the RTT (within 5 %)", flat("5"));
  expect_accepted("SACK's goodput is flat in the RTT (within 5 %)", equivalence());
}

// Every verdict already needs the 95% intervals to separate: that is what "significantly" says.
TEST_F(ClaimWords, SignificantlyIsWhatEveryVerdictTests) {
  expect_accepted("SACK carries significantly more than Reno (a significant gain)", kCheck);
}

// "(the paper: …)" reports what the paper says; the claim is the rest.
TEST_F(ClaimWords, WordsInThePapersParenthesisAreThePapers) {
  expect_accepted("SACK carries more than Reno (the paper: twice as much, ~20% more)", kCheck);
  expect_accepted("SACK carries more than Reno (paper: far more (about 30 %))", kCheck);
  expect_accepted("SACK carries more than Reno (in the paper: the same)", kCheck);
  expect_refused("SACK carries more than Reno (twice as much)", kCheck, "twice");
  expect_refused("SACK carries twice as much as Reno (the paper: more)", kCheck, "twice");
}

// A claim expected not to reproduce expects the verdict of its words: its check must test them.
TEST_F(ClaimWords, AClaimExpectedToFailIsHeldToItsWords) {
  const std::string fails = ",\n          \"expect\": \"fail\", \"reason\": \"the model does not\"";
  german_ = replaced(german_, kGermanText, kGermanText + ",\n          \"reason\": \"das Modell nicht\"");
  expect_refused("SACK carries twice as much as Reno", kCheck + fails, "twice");
  expect_accepted("SACK carries twice as much as Reno", greater(2) + fails);
}

// One problem per word, once however often the text says it, each at the text's line.
TEST_F(ClaimWords, EachRefusalIsOneProblemAtTheTextsLine) {
  const std::string lesson = with("Most of the time SACK carries twice, most often twice as much", kCheck);
  const auto found = validate(lesson, german_);
  const std::string at = "lesson.json:" + std::to_string(line_of(lesson, "\"text\"")) + ": steps[0].claims[0].text: ";
  EXPECT_EQ(found, (std::vector<std::string>{
                       at + "\"Most\" says more than the claim's check tests (greater, factor 1); expected a "
                            "greater with factor ≥ 2 (fewer than half as many), or a within with lo ≥ 0.5 "
                            "and hi ≤ 1 (a share above one half)",
                       at + "\"twice\" says more than the claim's check tests (greater, factor 1); "
                            "expected a greater with factor ≥ 1.8"}));
}

// lesson.de.json's claim texts are held to the German words, at their line in that file.
TEST_F(ClaimWords, TheGermanTextIsHeldToItsWords) {
  expect_german_refused("SACK befördert doppelt so viel wie Reno", "doppelt so");
  expect_german_accepted("SACK befördert doppelt so viel wie Reno", greater(2));
  expect_german_refused("SACK vermeidet die meisten Timeouts von Reno", "meisten");
  expect_german_refused("SACK befördert dreimal so viel wie Reno", "dreimal so", greater(2));
  expect_german_refused("SACK befördert weit mehr als Reno", "weit");
  expect_german_refused("SACK befördert etwa 20 % mehr als Reno", "etwa 20 %");
  expect_german_refused("SACK und Reno erreichen den gleichen Goodput", "gleichen");
  expect_german_refused("Die Variante beeinflusst den Goodput nicht", "beeinflusst … nicht");
  expect_german_refused("Der Goodput hängt kaum von der Variante ab", "hängt … ab");
  expect_german_refused("Der Goodput ist flach (innerhalb von 5 %)", "innerhalb von 5 %", flat("10"));
  expect_german_accepted("Die Variante beeinflusst den Goodput nicht", equivalence());
  expect_german_accepted("SACK befördert mehr als Reno (im Paper: doppelt so viel, etwa 20 %)");
  // Setup, duplicate ACKs and the superlative are no quantity words.
  expect_german_accepted("Mit der gleichen Last und 3 doppelten ACKs befördert SACK am meisten");
}

// `separated` no verdict reads: validate refuses it and says what makes a check stronger; the
// lesson still loads, as do lessons whose words validate refuses.
TEST_F(ClaimWords, SeparatedIsRefusedAndSaysWhatToUseInstead) {
  const std::string lesson = with("SACK carries twice as much as Reno", kCheck + ",\n          \"separated\": true");
  const auto found = validate(lesson, german_);
  ASSERT_EQ(found.size(), 2u) << ::testing::PrintToString(found);
  EXPECT_EQ(found[1], "lesson.json:" + std::to_string(line_of(lesson, "\"separated\"")) +
                          ": steps[0].claims[0].separated: unknown key: every verdict already needs "
                          "the 95% intervals to separate; remove it (to test more than a direction, "
                          "give a factor)");
  EXPECT_NO_THROW(opslab::study::load_lesson(dir_));
}
