// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_starter.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "metrics/summary_builder.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::ParamSpec;
using scenario::ParamType;
using scenario::ScenarioError;

namespace {

// The sections every model shares: their keys set the run's length and the transport, not
// the model's own question.
bool shared_section(const std::string& section) {
  return section == "sim" || section == "tcp" || section == "traffic";
}

// Half, the value and twice it, within the spec's range (whole numbers for an integer).
std::vector<json> values_around(const ParamSpec& spec, double v) {
  std::vector<json> out;
  for (const double x : {v / 2, v, v * 2}) {
    const double in = std::clamp(x, spec.lo, spec.hi);
    const json value = spec.type == ParamType::integer ? json(std::llround(in)) : json(in);
    if (std::find(out.begin(), out.end(), value) == out.end()) out.push_back(value);
  }
  return out;
}

struct Sweep {
  const ParamSpec* spec = nullptr;
  std::vector<json> values;
};

// The parameter to sweep: the first that the scenario sets, else the first of any, whose
// three values all make valid scenarios.
Sweep choose_sweep(const scenario::ModelDescriptor& model, const json& user, const json& resolved) {
  for (const bool set_by_scenario : {true, false}) {
    for (const auto& spec : model.schema.specs()) {
      const bool number = spec.type == ParamType::number || spec.type == ParamType::integer;
      if (!number || spec.lo >= spec.hi || shared_section(spec.section())) continue;
      const bool set = user.contains(spec.section()) && user.at(spec.section()).is_object() &&
                       user.at(spec.section()).contains(spec.key());
      if (set != set_by_scenario) continue;
      const double v = resolved.at(spec.section()).at(spec.key()).get<double>();
      if (!(v > 0)) continue;
      Sweep s{&spec, values_around(spec, v)};
      if (s.values.size() < 2) continue;
      SweepSpec grid{{SweepAxis{spec.path, {}}}, 1};
      for (const auto& x : s.values) grid.axes.front().values.push_back(x.dump());
      try {
        SweepPlan(user, grid);
      } catch (const ScenarioError&) {
        continue;
      }
      return s;
    }
  }
  throw ScenarioError(fmt::format(
      "--from: expected a scenario with a positive number to sweep in model {}'s own sections "
      "(opslab-cli describe {} lists them)",
      model.name, model.name));
}

// Goodput for a model with TCP; else the model's own throughput, or its first own metric.
std::string choose_metric(const scenario::ModelDescriptor& model, const json& resolved) {
  if (model.schema.find("tcp.variant")) return "goodput_mbps";
  const auto columns = model.build(resolved)->results().summary.columns;
  const auto common = metrics::SummaryBuilder().build().columns;
  std::vector<std::string> own;
  for (const auto& c : columns) {
    if (std::find(common.begin(), common.end(), c) == common.end()) own.push_back(c);
  }
  const auto throughput = std::find_if(own.begin(), own.end(), [](const std::string& c) {
    return c.starts_with("throughput");
  });
  return throughput != own.end() ? *throughput : own.empty() ? "goodput_mbps" : own.front();
}

std::string shown(const json& v) { return v.dump(); }

std::string listed(const std::vector<json>& values) {
  std::string out;
  for (const auto& v : values) out += (out.empty() ? "" : ", ") + v.dump();
  return out;
}

}  // namespace

LessonStarter lesson_starter(const std::string& id, const json& user) {
  const json resolved = scenario::resolve_scenario(user);
  const auto& model = *scenario::find_model(resolved.at("model").get<std::string>());
  const Sweep sweep = choose_sweep(model, user, resolved);
  const ParamSpec& p = *sweep.spec;
  const std::string metric = choose_metric(model, resolved);
  const json& lo = sweep.values.front();
  const json& hi = sweep.values.back();
  const std::string name = resolved.at("name").get<std::string>();

  nlohmann::ordered_json lesson = {
      {"id", id},
      {"title", fmt::format("{}: {} and {}", name, p.text.label, metric)},
      {"paper", "Where the finding comes from: a paper, an RFC or a model (edit this)"},
      {"reproduces", fmt::format("how {} depends on {}", metric, p.path)},
      {"level", "introductory"},
      {"minutes", 10},
      {"sweeps",
       {{{"id", "main"},
         {"title", fmt::format("{} vs {}", metric, p.text.label)},
         {"scenario", {{"file", "scenario.json"}}},
         {"vary", {{{"key", p.path}, {"values", sweep.values}}}},
         {"seeds", 3},
         {"full_seeds", 10},
         {"plot", {{"x", p.path}, {"metric", metric}}}}}},
      {"steps",
       {{{"title", fmt::format("{} and {}", p.text.label, metric)},
         {"page", "page.md"},
         {"scenario", {{"file", "scenario.json"}}},
         {"sweeps", {"main"}}}}}};

  // No question and no claim: a draft asserts no answer. What the sweep shows is for the
  // teacher to find (run it, read its table) and to write, as a question and a claim.
  std::string page = fmt::format(
      "# {} and {}\n\n"
      "This lesson runs *{}* (`scenario.json`, model `{}`).\n\n"
      "Run the sweep: it varies `{}` ({}) over {}, {} seeds per point, and plots `{}`.\n\n"
      "<!-- A draft: it asks no question and states no finding yet. Run the sweep first\n"
      "(opslab-cli lesson check {} --quick --lesson-dir THE-FOLDER-ABOVE prints its table), then\n"
      "add to the step in lesson.json a predict question whose answer is what the sweep shows,\n"
      "and a claim that checks it (\"increases\", \"decreases\", \"flat\" … along {} from {} to {}).\n"
      "Write here what the student should look at, and why it happens. The format:\n"
      "docs/writing-a-lesson.md -->\n",
      p.text.label, metric, name, model.name, p.path, p.text.label, listed(sweep.values), 3,
      metric, id, p.path, shown(lo), shown(hi));
  return LessonStarter{std::move(lesson), std::move(page), p.path};
}

}  // namespace opslab::study
