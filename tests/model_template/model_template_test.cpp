// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A model added by scripts/new-model.py from scripts/model-template/ (built into this executable
// from a scratch copy of the registry, see CMakeLists.txt) is registered beside the library's
// models, validates, runs, describes itself, refuses bad values; and the guide,
// docs/adding-a-model.md, names every file a new model touches.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/runner.hpp"

namespace {

using nlohmann::json;
namespace sc = opslab::scenario;

const std::string kName = OPSLAB_TEMPLATE_MODEL;
const std::filesystem::path kScratch = OPSLAB_TEMPLATE_SCRATCH;

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

json classroom() {
  return sc::load_scenario_file((kScratch / "assets/scenarios" / (kName + "-classroom.json")).string());
}

double summary(const opslab::metrics::RunResult& r, const std::string& column) {
  const int c = r.summary.column(column);
  if (c < 0) {
    ADD_FAILURE() << "no column " << column;
    return 0;
  }
  const auto& v = r.summary.rows.at(0).at(static_cast<std::size_t>(c));
  if (const auto* d = std::get_if<double>(&v)) return *d;
  if (const auto* i = std::get_if<std::int64_t>(&v)) return static_cast<double>(*i);
  ADD_FAILURE() << column << " is not a number";
  return 0;
}

TEST(ModelTemplate, IsRegisteredBesideEveryOtherModel) {
  ASSERT_NE(sc::find_model(kName), nullptr);
  for (const char* other : {"dumbbell", "ops_dumbbell", "dc_fattree", "cioq_switch", "obs_nsfnet",
                            "lbas"}) {
    EXPECT_NE(sc::find_model(other), nullptr) << other;
  }
  // The registry copy holds every model of the library's list and the new one.
  const std::string registry = slurp(kScratch / "core/models/model_registry.cpp");
  EXPECT_NE(registry.find("#include \"models/" + kName + "/" + kName + "_model.hpp\""),
            std::string::npos);
  EXPECT_EQ(sc::models().size(), 7u);
}

TEST(ModelTemplate, BothScenarioFilesValidateAndTheClassroomOneRuns) {
  const json paper = sc::resolve_scenario(
      sc::load_scenario_file((kScratch / "assets/scenarios" / (kName + ".json")).string()));
  EXPECT_EQ(paper.at("model"), kName);
  const json resolved = sc::resolve_scenario(classroom());
  const auto result = opslab::study::run_scenario(resolved);
  // One bulk TCP flow over a 10 Mb/s bottleneck with a 100 ms round trip: it carries data, the
  // bottleneck is never busier than all of the time, and what the receiver got in the window
  // is at most what the bottleneck sent in it plus what was already on the way at its start
  // (at most one round trip's worth at 10 Mb/s).
  const double window_s = resolved.at("sim").at("duration_s").get<double>() -
                          resolved.at("sim").at("warmup_s").get<double>();
  const double goodput = summary(result, "goodput_mbps");
  const double utilization = summary(result, "utilization");
  EXPECT_GT(goodput, 0.0);
  EXPECT_GT(utilization, 0.0);
  EXPECT_LE(utilization, 1.0);
  EXPECT_LE(goodput, 10.0 * utilization + 10.0 * 0.1 / window_s);
  EXPECT_EQ(result.flows.rows.size(), 1u);
}

TEST(ModelTemplate, RefusesValuesOutOfRangeAndBreakingItsRules) {
  json doc = classroom();
  doc["topology"]["queue_packets"] = 0;
  EXPECT_THROW(sc::resolve_scenario(doc), sc::ScenarioError);
  doc = classroom();
  doc["topology"]["bottleneck_mbps"] = 2000;  // above the access rate
  try {
    sc::resolve_scenario(doc);
    FAIL() << "a bottleneck faster than the access link was accepted";
  } catch (const sc::ScenarioError& e) {
    EXPECT_NE(std::string(e.what()).find("topology.bottleneck_mbps"), std::string::npos)
        << e.what();
  }
}

TEST(ModelTemplate, DescribesEveryKeyAndColumn) {
  const std::string page = sc::describe(*sc::find_model(kName));
  for (const char* key : {"topology.access_mbps", "topology.bottleneck_mbps", "topology.rtt_ms",
                          "topology.queue_packets", "tcp.variant", "sim.duration_s"}) {
    EXPECT_NE(page.find(key), std::string::npos) << key;
  }
  EXPECT_NE(page.find("utilization"), std::string::npos);
  EXPECT_NE(page.find("queue_packets"), std::string::npos);
}

TEST(ModelTemplate, TheGuideNamesEveryFileANewModelTouches) {
  const std::string guide = slurp(std::filesystem::path(OPSLAB_SOURCE_DIR) / "docs/adding-a-model.md");
  const auto list = guide.find("## Files a new model touches");
  ASSERT_NE(list, std::string::npos);
  const std::string files = guide.substr(list);
  // What the script writes, what the guide then has the reader generate, and what they add.
  for (const char* path : {"core/models/<name>/", "core/models/model_registry.cpp",
                           "assets/scenarios/<name>", "docs/models/<name>.md",
                           "translations/opslab_de.ts", "lessons/<id>/",
                           "tests/core/test_model_<name>.cpp"}) {
    EXPECT_NE(files.find(path), std::string::npos) << path;
  }
  EXPECT_NE(guide.find("scripts/new-model.py"), std::string::npos);
}

}  // namespace
