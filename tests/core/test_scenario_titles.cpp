// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's title is what a student reads in the window's header and what summary.csv
// calls the run, so every setting it names must be the setting the scenario runs: "10 Reno
// flows" over a SACK run, or "n_e=5" over four buffer ports, would teach the wrong thing. For
// every prepared scenario, each phrase of the title that names a parameter is read back and
// compared with the scenario's effective value (its file over the model's defaults). Overrides
// made later (`--set`, a lesson's `set`) are named after the title by the runner itself.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model_runner.hpp"
#include "scenario/scenario_file.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// The effective value at a dotted path, or null.
json at(const json& doc, const std::string& path) {
  const json* node = &doc;
  std::size_t from = 0;
  while (from <= path.size()) {
    const std::size_t dot = std::min(path.find('.', from), path.size());
    const std::string part = path.substr(from, dot - from);
    if (!node->is_object() || !node->contains(part)) return nullptr;
    node = &(*node)[part];
    from = dot + 1;
  }
  return *node;
}

double number(const json& v) { return v.is_number() ? v.get<double>() : std::nan(""); }

// What a title may say, and how to read the setting it names.
struct Phrase {
  const char* pattern;  // a regex; its first group is the value, when it has one
  const char* key;      // the parameter it names
  const char* text;     // for a phrase without a number: the value it means
  double scale = 1;     // the title's number times this is the parameter's value
  const char* model = nullptr;  // only in this model's titles
};

const std::vector<Phrase>& phrases() {
  static const std::vector<Phrase> p = {
      {R"(\bSACK\b)", "tcp.variant", "sack"},
      {R"((^|[^w])Reno\b)", "tcp.variant", "reno"},
      {R"(\bNewReno\b)", "tcp.variant", "newreno"},
      {R"((\d+) pairs x \d+)", "topology.n", nullptr, 1, "ops_dumbbell"},
      {R"(\d+ pairs x (\d+) (?:\w+ )?flows)", "topology.m", nullptr, 1, "ops_dumbbell"},
      {R"(^Validation dumbbell: (\d+) )", "topology.flows", nullptr},
      {R"((\d+) Mb/s bottleneck)", "topology.bottleneck_mbps", nullptr},
      {R"(b_D = (\d+))", "topology.b_D", nullptr},
      {R"(U = (\d+) Mb/s)", "topology.U_mbps", nullptr},
      {R"(ρ = ([0-9.]+))", "traffic.rho", nullptr},
      {R"(\be-JSQ\b)", "core.policy", "e_jsq"},
      {R"(\bk=(\d+))", "topology.k", nullptr},
      {R"(\bn_e=(\d+))", "switch.n_e", nullptr},
      {R"(hybrid switches)", "switch.type", "hybrid"},
      {R"((\d+)x\d+ (iSLIP|input))", "switch.ports", nullptr},
      {R"(\biSLIP\b)", "switch.architecture", "voq_islip"},
      {R"(input FIFOs)", "switch.architecture", "input_fifo"},
      {R"(\bload ([0-9.]+))", "traffic.load", nullptr},
      {R"((\d+) Mb/s offered)", "traffic.udp_load_mbps", nullptr},
      {R"(\b(\d+) requests/s per edge)", "traffic.arrival_rate_per_s", nullptr},
      {R"(mixed-flow aggregation, (\d+) ms)", "aggregation.delta_ms", nullptr},
      {R"(\b(\d+) ms mixed-flow burstifier)", "assembly.timer_ms", nullptr},
      {R"(mixed-flow (\d+) ms burstifier)", "assembly.timer_ms", nullptr},
      {R"(\b(\d+) long-lived)", "traffic.flows", nullptr},
      {R"(, (\d+) s\)$)", "sim.duration_s", nullptr},
      {R"(, (\d+) ms\)$)", "sim.duration_s", nullptr, 1e-3, "dc_fattree"},
  };
  return p;
}

// LB+AS: file_mb 0 stands for the paper's size at the access rate U.
double lbas_file_mb(const json& doc) {
  const double mb = number(at(doc, "traffic.file_mb"));
  if (mb != 0) return mb;
  const double u = number(at(doc, "topology.U_mbps"));
  return u == 10 ? 10 : u == 100 ? 250 : u == 1000 ? 500 : std::nan("");
}

TEST(ScenarioTitles, EverySettingATitleNamesIsTheSettingItRuns) {
  int read = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(OPSLAB_SOURCE_DIR) / "assets" / "scenarios")) {
    const auto file = opslab::scenario::load_scenario_file(entry.path().string());
    const std::string title = file.at("name");
    const std::string model = file.at("model");
    const json doc = opslab::testing::scenario_doc(model, file);
    SCOPED_TRACE(entry.path().filename().string() + ": " + title);
    for (const auto& p : phrases()) {
      if (p.model != nullptr && model != p.model) continue;
      std::smatch m;
      if (!std::regex_search(title, m, std::regex(p.pattern))) continue;
      const json value = at(doc, p.key);
      ASSERT_FALSE(value.is_null()) << "the title names " << p.key << ", which " << model
                                    << " does not have";
      if (p.text != nullptr) {
        EXPECT_EQ(value, json(p.text)) << p.key;
      } else {
        EXPECT_DOUBLE_EQ(number(value), std::stod(m.str(1)) * p.scale) << p.key;
      }
      ++read;
    }
    // The transfer size of LB+AS and the flow count of a dumbbell at He & Chan scale.
    std::smatch m;
    if (std::regex_search(title, m, std::regex(R"((\d+) MB file)"))) {
      EXPECT_DOUBLE_EQ(lbas_file_mb(doc), std::stod(m.str(1))) << "traffic.file_mb";
      ++read;
    }
    if (model == "dumbbell" && std::regex_search(title, m, std::regex(R"((\d+) pairs x (\d+))"))) {
      EXPECT_DOUBLE_EQ(number(at(doc, "topology.flows")), std::stod(m.str(1)) * std::stod(m.str(2)));
      EXPECT_EQ(at(doc, "topology.rtt_ms_list").size(), std::stoul(m.str(1))) << "one RTT per pair";
      ++read;
    }
  }
  EXPECT_GE(read, 40);  // the titles name this many settings today
}

}  // namespace
