// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario loading, --set overrides and resolution against a model's defaults.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
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

}  // namespace
}  // namespace opslab::scenario
