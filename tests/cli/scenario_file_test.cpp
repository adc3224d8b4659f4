// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario loading, --set overrides and resolution against a model's defaults.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "scenario/scenario_errors.hpp"
#include "scenario/scenario_file.hpp"
#include "expect_error.hpp"
#include "toy_model.hpp"

namespace opslab::scenario {
namespace {

using nlohmann::json;

using test::expect_error;

json resolve(const json& user) {
  return resolve_scenario(user, test::toy_registry());
}

// A scenario file in the temporary directory, removed at the end of the test.
class TempFile {
 public:
  explicit TempFile(const std::string& content) {
    static int counter = 0;
    path_ = std::filesystem::temp_directory_path() /
            ("opslab-scenario-test-" + std::to_string(::getpid()) + "-" +
             std::to_string(counter++) + ".json");
    std::ofstream(path_) << content;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

TEST(ResolveScenario, FillsDefaults) {
  const json r = resolve({{"model", "toy"}});
  EXPECT_EQ(r["model"], "toy");
  EXPECT_EQ(r["name"], "Toy");
  EXPECT_EQ(r["topology"]["flows"], 2);
  EXPECT_EQ(r["tcp"]["variant"], "reno");
  EXPECT_EQ(r["topology"]["rtt_ms_list"], json({10.0, 20.0}));
}

TEST(ResolveScenario, MergesUserValuesIntoSections) {
  const json r = resolve({{"model", "toy"},
                          {"name", "mine"},
                          {"topology", {{"flows", 7}}},
                          {"traffic", {{"udp_load_mbps", 50}}}});
  EXPECT_EQ(r["name"], "mine");
  EXPECT_EQ(r["topology"]["flows"], 7);
  EXPECT_EQ(r["topology"]["rtt_ms_list"], json({10.0, 20.0}));
  EXPECT_EQ(r["traffic"]["udp_load_mbps"], 50);
  EXPECT_EQ(r["sim"]["duration_s"], 1.0);
}

TEST(ResolveScenario, NumbersAreOneType) {
  const json r = resolve({{"model", "toy"}, {"sim", {{"duration_s", 3}}}});
  EXPECT_EQ(r["sim"]["duration_s"], 3);
  EXPECT_NO_THROW(resolve({{"model", "toy"}, {"topology", {{"rtt_ms_list", {5, 6, 7}}}}}));
}

TEST(ResolveScenario, DropsSweepSection) {
  const json r = resolve({{"model", "toy"}, {"sweep", {{"seeds", 3}}}});
  EXPECT_FALSE(r.contains("sweep"));
  expect_error([] { resolve({{"model", "toy"}, {"sweep", 3}}); }, "sweep: expected an object");
}

TEST(ResolveScenario, UnknownKeyNamesPathAndSuggestion) {
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"tcp", {{"varient", "sack"}}}});
      },
      "tcp.varient: unknown key (did you mean \"tcp.variant\"?)");
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"tcp", {{"zzzzzz", 1}}}});
      },
      "tcp.zzzzzz: unknown key; expected one of: delayed_ack, variant");
}

TEST(ResolveScenario, ControlCharactersInTextAreRefusedByPath) {
  // An escape sequence would reach the terminal raw, a NUL would reach summary.csv.
  expect_error([] { resolve({{"model", "toy"}, {"name", "red \x1b[31m title"}}); },
               "name: the text holds a control character (U+001B at byte 4); text in a scenario "
               "is printed and written to CSV files, so it must be printable");
  expect_error([] { resolve({{"model", "toy"}, {"name", std::string("a\0b", 3)}}); },
               "name: the text holds a control character (U+0000 at byte 1)");
  expect_error([] { resolve({{"model", "toy"}, {"name", "two\nlines"}}); },
               "name: the text holds a control character (U+000A at byte 3)");
  expect_error([] { resolve({{"model", "toy"}, {"name", "c1 \xc2\x9b"}}); },
               "name: the text holds a control character (U+009B at byte 3)");
  expect_error([] { resolve({{"model", "toy\x07"}}); },
               "model: the text holds a control character (U+0007 at byte 3)");
  expect_error([] { resolve({{"model", "toy"}, {"tcp", {{"vari\x1b" "ant", "sack"}}}}); },
               "tcp: a key holds a control character (U+001B at byte 4)");
  expect_error([] { resolve({{"model", "toy"}, {"translations", {{"de", {{"name", "x\ty"}}}}}}); },
               "translations.de.name: the text holds a control character (U+0009 at byte 1)");
  // Printable text outside ASCII stays: umlauts, Greek, and U+00A0 (0xC2 0xA0, not a C1 control).
  EXPECT_EQ(resolve({{"model", "toy"}, {"name", "Überlast \u03bc \u00a0ok"}}).at("name"),
            "Überlast \u03bc \u00a0ok");
}

TEST(ResolveScenario, UnknownSection) {
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"topolgy", {{"flows", 3}}}});
      },
      "topolgy: unknown key (did you mean \"topology\"?)");
}

TEST(ResolveScenario, WrongTypeNamesPathAndExpectedType) {
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"topology", {{"flows", "two"}}}});
      },
      "topology.flows: expected a number, got \"two\"");
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"tcp", {{"delayed_ack", 1}}}});
      },
      "tcp.delayed_ack: expected true or false, got 1");
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"topology", {{"rtt_ms_list", 5}}}});
      },
      "topology.rtt_ms_list: expected an array, got 5");
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"tcp", "reno"}});
      },
      "tcp: expected an object, got \"reno\"");
  expect_error([] { resolve({{"model", "toy"}, {"name", 3}}); }, "name: expected a string");
}

TEST(ResolveScenario, OutOfRangeFromModelValidation) {
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"topology", {{"flows", 0}}}});
      },
      "topology.flows: expected an integer in [1, 100], got 0");
  expect_error(
      [] {
        resolve({{"model", "toy"}, {"tcp", {{"variant", "vegas"}}}});
      },
      "tcp.variant: expected one of");
}

TEST(ResolveScenario, ModelMustBeKnown) {
  expect_error(
      [] {
        resolve({{"model", "nope"}});
      },
      "model: unknown model \"nope\"; expected one of: toy");
  expect_error([] { resolve({{"name", "x"}}); }, "model: missing; expected one of: toy");
  expect_error([] { resolve({{"model", 5}}); }, "model: expected a string");
  expect_error([] { resolve(json::array({1, 2})); }, "scenario: expected a JSON object");
}

TEST(ParseValue, JsonWhenItParsesElseString) {
  EXPECT_EQ(parse_value("42"), json(42));
  EXPECT_TRUE(parse_value("42").is_number_integer());
  EXPECT_EQ(parse_value("2.5"), json(2.5));
  EXPECT_EQ(parse_value("true"), json(true));
  EXPECT_EQ(parse_value("[1,2]"), json({1, 2}));
  EXPECT_EQ(parse_value("reno"), json("reno"));
  EXPECT_EQ(parse_value("\"42\""), json("42"));
  EXPECT_EQ(parse_value("a b,c"), json("a b,c"));
  EXPECT_EQ(parse_value(""), json(""));
}

TEST(ApplyOverride, SetsNestedKeys) {
  json doc = {{"model", "toy"}};
  apply_override(doc, "topology.flows=5");
  apply_override(doc, "topology.rtt_ms_list=[1,2.5]");
  apply_override(doc, "tcp.variant=sack");
  apply_override(doc, "tcp.delayed_ack=true");
  apply_override(doc, "name=a=b");
  set_seed(doc, 9);
  const json r = resolve(doc);
  EXPECT_EQ(r["topology"]["flows"], 5);
  EXPECT_EQ(r["topology"]["rtt_ms_list"], json({1, 2.5}));
  EXPECT_EQ(r["tcp"]["variant"], "sack");
  EXPECT_EQ(r["tcp"]["delayed_ack"], true);
  EXPECT_EQ(r["name"], "a=b");
  EXPECT_EQ(r["sim"]["seed"], 9);
}

TEST(ApplyOverride, MalformedAssignment) {
  json doc = {{"model", "toy"}};
  expect_error([&] { apply_override(doc, "tcp.variant"); }, "--set \"tcp.variant\": expected");
  expect_error([&] { apply_override(doc, "=5"); }, "--set \"=5\": expected section.key=value");
  expect_error([&] { apply_override(doc, "tcp..variant=reno"); },
               "tcp..variant: malformed key path");
  apply_override(doc, "topology.flows=3");
  expect_error([&] { apply_override(doc, "topology.flows.x=1"); },
               "topology.flows: is a number, not a section");
}

TEST(ApplyOverride, UnknownOrMistypedKeyFailsAtResolution) {
  json doc = {{"model", "toy"}};
  apply_override(doc, "tcp.varient=sack");
  expect_error([&] { resolve(doc); }, "tcp.varient: unknown key");
  json doc2 = {{"model", "toy"}};
  apply_override(doc2, "topology.flows=many");
  expect_error([&] { resolve(doc2); }, "topology.flows: expected a number, got \"many\"");
}

TEST(LoadScenarioFile, ParsesFile) {
  const TempFile f(R"({"model": "toy", "topology": {"flows": 4}})");
  const json doc = load_scenario_file(f.path());
  EXPECT_EQ(doc["topology"]["flows"], 4);
}

TEST(LoadScenarioFile, MissingFile) {
  expect_error([] { load_scenario_file("/nonexistent/dir/s.json"); },
               "/nonexistent/dir/s.json: no such file");
  expect_error([] { load_scenario_file(std::filesystem::temp_directory_path().string()); },
               "not a regular file");
}

TEST(LoadScenarioFile, MalformedJsonGivesLineAndColumn) {
  const TempFile f("{\n  \"model\": \"toy\",\n  \"sim\": {\"seed\": }\n}\n");
  expect_error([&] { load_scenario_file(f.path()); }, "malformed JSON: parse error at line 3");
  expect_error([&] { load_scenario_file(f.path()); }, f.path());
  const TempFile empty("");
  expect_error([&] { load_scenario_file(empty.path()); }, "malformed JSON");
}

// All the messages of a failing call: one for a ScenarioError, each for ScenarioErrors.
std::vector<std::string> messages_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const ScenarioErrors& e) {
    return e.messages();
  } catch (const ScenarioError& e) {
    return {e.what()};
  }
  return {};
}

// nlohmann-json would keep the last of two equal keys silently: each is refused, with both lines.
TEST(LoadScenarioFile, DuplicateKeysAreRefusedNamingKeyAndLines) {
  const TempFile f(
      "{\n"
      "  \"model\": \"toy\",\n"
      "  \"topology\": {\n"
      "    \"flows\": 4,\n"
      "    \"flows\": 5,\n"
      "    \"rtt_ms_list\": [1, 2]\n"
      "  },\n"
      "  \"sim\": {\"flows\": 1},\n"
      "  \"runs\": [{\"x\": 1}, {\"x\": 1,\n\"x\": 2}],\n"
      "  \"model\": \"toy\"\n"
      "}\n");
  EXPECT_EQ(messages_of([&] { load_scenario_file(f.path()); }),
            (std::vector<std::string>{
                f.path() + ":5: topology.flows: key given twice in one object (first on line 4); give it once",
                f.path() + ":10: runs[1].x: key given twice in one object (first on line 9); give it once",
                f.path() + ":11: model: key given twice in one object (first on line 2); give it once"}));
  const TempFile one("{\"model\": \"toy\", \"model\": \"toy\"}");
  expect_error([&] { load_scenario_file(one.path()); },
               one.path() + ":1: model: key given twice in one object (first on line 1)");
  // The same key in different objects is no duplicate.
  const TempFile fine(R"({"model": "toy", "topology": {"flows": 1}, "sim": {"flows": 1}})");
  EXPECT_EQ(load_scenario_file(fine.path())["topology"]["flows"], 1);
}

// A scenario nested 10^5 levels deep is one problem at the first level past the limit, found
// before the parser builds anything (it used to take gigabytes for the paths of every level).
TEST(ScenarioFile, LargerThanTheLimitIsRefusedByItsSizeBeforeItIsRead) {
  // Valid JSON all the way: a long name. One byte over the limit is refused, the limit is read.
  const std::string head = "{\"model\": \"toy\", \"name\": \"";
  const std::string tail = "\"}";
  const auto body = [&](std::uintmax_t total) {
    return head + std::string(static_cast<std::size_t>(total) - head.size() - tail.size(), 'a') + tail;
  };
  const TempFile over(body(kMaxScenarioFileBytes + 1));
  expect_error([&] { load_scenario_file(over.path()); },
               over.path() + ": too large (4194305 bytes; a scenario file has at most 4194304)");
  const TempFile at(body(kMaxScenarioFileBytes));
  EXPECT_EQ(load_scenario_file(at.path())["model"], "toy");
}

TEST(ScenarioFile, NestedTooDeepIsRefusedAtItsLine) {
  const TempFile deep("{\"model\": \"toy\",\n\"topology\": " + std::string(100000, '[') +
                      std::string(100000, ']') + "}");
  expect_error([&] { load_scenario_file(deep.path()); },
               deep.path() + ":2: nested deeper than 64 levels of objects and arrays");
  // Brackets inside strings are text, not levels.
  const TempFile quoted("{\"model\": \"toy\", \"name\": \"" + std::string(1000, '[') + "\\\"\"}");
  EXPECT_EQ(load_scenario_file(quoted.path())["model"], "toy");
}

// Every unknown key, wrong type and bad value of a scenario, not only the first.
TEST(Resolve, ReportsEveryProblem) {
  const json doc = {{"model", "toy"},
                    {"topology", {{"flows", "many"}, {"flowz", 1}, {"rtt_ms_list", {1, -5}}}},
                    {"sim", {{"seed", -1}}}};
  EXPECT_EQ(messages_of([&] { resolve(doc); }),
            (std::vector<std::string>{
                "topology.flows: expected a number, got \"many\"",
                "topology.flowz: unknown key (did you mean \"topology.flows\"?)",
                "sim.seed: expected an integer in [0, 1000000], got -1",
                "topology.rtt_ms_list: expected an array of numbers in [0, 10000], got [1,-5]"}));
  // One problem stays a plain one-line ScenarioError.
  expect_error([] { resolve({{"model", "toy"}, {"sim", {{"seed", -1}}}}); }, "sim.seed");
}

// A list parameter takes the comma-separated form its help names on the command line.
TEST(ApplyOverride, ListKeysTakeCommaSeparatedValues) {
  json doc = {{"model", "dumbbell"}};
  apply_override(doc, "topology.rtt_ms_list=10,20,30");
  EXPECT_EQ(doc["topology"]["rtt_ms_list"], json({10, 20, 30}));
  apply_override(doc, "topology.rtt_ms_list=15");
  EXPECT_EQ(doc["topology"]["rtt_ms_list"], json({15}));
  apply_override(doc, "topology.rtt_ms_list=[1,2]");
  EXPECT_EQ(doc["topology"]["rtt_ms_list"], json({1, 2}));
  apply_override(doc, "topology.rtt_ms_list=");
  EXPECT_EQ(doc["topology"]["rtt_ms_list"], json::array());
  apply_override(doc, "topology.rtt_ms_list=10,x");  // not numbers: refused when resolved
  EXPECT_EQ(doc["topology"]["rtt_ms_list"], "10,x");
  expect_error([&] { resolve_scenario(doc); }, "topology.rtt_ms_list: expected an array");
  // Other keys read the value as before: a title with a comma stays text.
  apply_override(doc, "name=1,2");
  EXPECT_EQ(doc["name"], "1,2");
}

}  // namespace
}  // namespace opslab::scenario
