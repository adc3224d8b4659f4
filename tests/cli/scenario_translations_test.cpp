// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's title in other languages: the `translations` object of a scenario file (and of
// an entry of the app's scenario catalogue) is checked when the file is resolved and left out
// of the resolved document; a language finds its own text, else its base language's, else the
// English. Every prepared scenario and every catalogue entry has its German words.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/scenario_errors.hpp"
#include "scenario/scenario_file.hpp"
#include "scenario/scenario_translations.hpp"
#include "expect_error.hpp"
#include "toy_model.hpp"

namespace opslab::scenario {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::expect_error;

json resolve(const json& user) { return resolve_scenario(user, test::toy_registry()); }

std::vector<std::string> problems_of(const json& translations) {
  std::vector<std::string> problems;
  check_translations(translations, "translations", {"title", "description"}, problems);
  return problems;
}

TEST(ScenarioTranslations, AreCheckedAndLeftOutOfTheResolvedDocument) {
  const json user = {{"model", "toy"},
                     {"name", "Two flows"},
                     {"translations", {{"de", {{"name", "Zwei Flüsse"}}}, {"fr_CA", json::object()}}}};
  const json r = resolve(user);
  EXPECT_FALSE(r.contains("translations"));
  EXPECT_EQ(r, resolve({{"model", "toy"}, {"name", "Two flows"}}));  // nothing else changes
  expect_error([] { resolve({{"model", "toy"}, {"translations", "Zwei"}}); },
               "translations: expected an object of languages, such as {\"de\": {\"name\": \"…\"}}");
  expect_error([] { resolve({{"model", "toy"}, {"translations", {{"de", {{"title", "x"}}}}}}); },
               "translations.de.title: unknown key; expected one of: name");
  expect_error([] { resolve({{"model", "toy"}, {"translations", {{"de", {{"name", 3}}}}}}); },
               "translations.de.name: expected a non-empty string");
  expect_error([] { resolve({{"model", "toy"}, {"translations", {{"de", {{"name", ""}}}}}}); },
               "translations.de.name: expected a non-empty string");
  expect_error([] { resolve({{"model", "toy"}, {"translations", {{"German", json::object()}}}}); },
               "translations.German: expected a language code such as \"de\" or \"de_AT\"");
  expect_error([] { resolve({{"model", "toy"}, {"translations", {{"de", "Zwei"}}}}); },
               "translations.de: expected an object of texts (name)");
}

TEST(ScenarioTranslations, EveryProblemIsReportedWithTheScenarios) {
  std::vector<std::string> messages;
  try {
    resolve({{"model", "toy"},
             {"translations", {{"de", {{"name", 1}, {"title", "x"}}}}},
             {"topology", {{"flowz", 1}}}});
    ADD_FAILURE() << "no error";
  } catch (const ScenarioErrors& e) {
    messages = e.messages();
  }
  EXPECT_EQ(messages, (std::vector<std::string>{
                          "translations.de.name: expected a non-empty string",
                          "translations.de.title: unknown key; expected one of: name",
                          "topology.flowz: unknown key (did you mean \"topology.flows\"?)"}));
  EXPECT_EQ(problems_of({{"de", {{"title", "T"}, {"description", "D"}}}}),
            std::vector<std::string>{});
}

TEST(ScenarioTranslations, ALanguageFindsItsTextThenItsBaseLanguagesThenTheEnglish) {
  const json entry = {{"title", "Dumbbell"},
                      {"description", "Ten flows"},
                      {"translations",
                       {{"de", {{"title", "Hantel"}, {"description", "Zehn Flüsse"}}},
                        {"de_AT", {{"title", "Hantel (AT)"}}}}}};
  EXPECT_EQ(translated(entry, "title", "de"), "Hantel");
  EXPECT_EQ(translated(entry, "title", "de_DE"), "Hantel");
  EXPECT_EQ(translated(entry, "title", "de_AT"), "Hantel (AT)");
  EXPECT_EQ(translated(entry, "description", "de_AT"), "Zehn Flüsse");
  EXPECT_EQ(translated(entry, "title", "en_US"), "Dumbbell");
  EXPECT_EQ(translated(entry, "title", "fr"), "Dumbbell");
  EXPECT_EQ(translated(entry, "name", "de"), "");
  EXPECT_EQ(translated(json::object({{"title", "T"}}), "title", "de"), "T");
  EXPECT_TRUE(has_translation(entry, "title", "de"));
  EXPECT_FALSE(has_translation(entry, "description", "de_AT"));
  EXPECT_FALSE(has_translation(entry, "title", "fr"));
}

// Every prepared scenario reads in German on the start page: its own title, and the
// catalogue's title and description where the catalogue words it.
TEST(ScenarioTranslations, EveryPreparedScenarioHasAGermanTitle) {
  const fs::path assets = fs::path(OPSLAB_SOURCE_DIR) / "assets";
  int scenarios = 0;
  for (const auto& f : fs::directory_iterator(assets / "scenarios")) {
    if (f.path().extension() != ".json") continue;
    ++scenarios;
    const json user = load_scenario_file(f.path().string());
    SCOPED_TRACE(f.path().filename().string());
    EXPECT_NO_THROW(resolve_scenario(user));
    ASSERT_TRUE(has_translation(user, "name", "de"));
    EXPECT_NE(translated(user, "name", "de"), user.at("name").get<std::string>());
  }
  EXPECT_GE(scenarios, 18);
  const json catalog = load_scenario_file((assets / "scenario-catalog.json").string());
  ASSERT_FALSE(catalog.empty());
  for (const auto& [file, entry] : catalog.items()) {
    SCOPED_TRACE(file);
    EXPECT_TRUE(fs::exists(assets / "scenarios" / file));
    EXPECT_EQ(problems_of(entry.value("translations", json::object())), std::vector<std::string>{});
    for (const char* key : {"title", "description"}) {
      if (!entry.contains(key)) continue;
      EXPECT_TRUE(has_translation(entry, key, "de")) << key;
      EXPECT_NE(translated(entry, key, "de"), entry.at(key).get<std::string>()) << key;
    }
  }
}

}  // namespace
}  // namespace opslab::scenario
