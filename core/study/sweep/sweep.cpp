// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/sweep/sweep.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "scenario/model.hpp"
#include "scenario/params.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/runner.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::ScenarioError;

namespace {

// Summary columns that are not results of the scenario: left out of sweep.csv (so are the
// provenance columns of runs read back from their summary.csv).
const std::set<std::string, std::less<>> not_metrics = {"scenario", "model", "seed", "wall_s",
                                                        "events_per_s"};

// More runs than this is a typo, not a study: every run's scenario is resolved and kept while
// planning, and a plan directory writes a folder per run.
constexpr std::size_t max_runs = 100'000;

// Splits at commas that are outside brackets, braces and double quotes.
std::vector<std::string> split_values(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\' && i + 1 < text.size()) {
        cur += c;
        cur += text[++i];
        continue;
      }
      in_string = c != '"';
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      ++depth;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    } else if (c == ',' && depth == 0) {
      out.push_back(std::move(cur));
      cur.clear();
      continue;
    }
    cur += c;
  }
  out.push_back(std::move(cur));
  return out;
}

metrics::Value cell_of(const json& v) {
  if (v.is_number_integer()) return v.get<std::int64_t>();
  if (v.is_number_float()) return v.get<double>();
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

const metrics::Value* find_cell(const metrics::Table& summary, std::string_view column) {
  const int i = summary.column(column);
  if (i < 0 || summary.rows.empty()) return nullptr;
  const auto& row = summary.rows.front();
  return static_cast<std::size_t>(i) < row.size() ? &row[static_cast<std::size_t>(i)] : nullptr;
}

// Every column of every run's summary, in first-seen order.
std::vector<std::string> column_union(const std::vector<metrics::Table>& runs) {
  std::vector<std::string> out;
  std::set<std::string, std::less<>> seen;
  for (const auto& t : runs) {
    for (const auto& c : t.columns) {
      if (seen.insert(c).second) out.push_back(c);
    }
  }
  return out;
}

}  // namespace

SweepAxis parse_vary(std::string_view spec) {
  scenario::require_utf8(spec, "--vary");
  const std::size_t eq = spec.find('=');
  if (eq == std::string_view::npos || eq == 0 || eq + 1 == spec.size()) {
    throw ScenarioError(
        fmt::format("--vary {}: expected key=v1,v2,...", json(std::string(spec)).dump()));
  }
  SweepAxis axis{std::string(spec.substr(0, eq)), split_values(spec.substr(eq + 1))};
  for (const auto& v : axis.values) {
    if (v.empty()) throw ScenarioError(fmt::format("--vary {}: empty value", axis.key));
  }
  return axis;
}

json sweep_spec_to_json(const SweepSpec& spec) {
  json vary = json::array();
  for (const auto& axis : spec.axes) {
    json values = json::array();
    for (const auto& v : axis.values) values.push_back(scenario::parse_value(v));
    vary.push_back({{"key", axis.key}, {"values", std::move(values)}});
  }
  return {{"vary", std::move(vary)}, {"seeds", spec.seeds}};
}

SweepSpec sweep_spec_from_json(const json& section) {
  if (!section.is_object()) throw ScenarioError("sweep: expected an object");
  for (const auto& [key, value] : section.items()) {
    if (key != "vary" && key != "seeds") {
      throw ScenarioError(fmt::format("sweep.{}: unknown key; expected one of: seeds, vary", key));
    }
  }
  SweepSpec spec;
  if (const auto seeds = section.find("seeds"); seeds != section.end()) {
    if (!seeds->is_number_integer() || seeds->get<std::int64_t>() < 1) {
      throw ScenarioError(
          fmt::format("sweep.seeds: expected an integer >= 1, got {}", seeds->dump()));
    }
    spec.seeds = seeds->get<std::int64_t>();
  }
  if (const auto vary = section.find("vary"); vary != section.end()) {
    if (!vary->is_array()) throw ScenarioError("sweep.vary: expected an array");
    for (std::size_t i = 0; i < vary->size(); ++i) {
      const json& a = (*vary)[i];
      const auto path = fmt::format("sweep.vary[{}]", i);
      if (!a.is_object() || a.size() != 2 || !a.contains("key") || !a["key"].is_string() ||
          !a.contains("values") || !a["values"].is_array() || a["values"].empty()) {
        throw ScenarioError(
            fmt::format("{}: expected {{\"key\": string, \"values\": non-empty array}}", path));
      }
      SweepAxis axis{a["key"].get<std::string>(), {}};
      for (const auto& v : a["values"]) axis.values.push_back(v.dump());
      spec.axes.push_back(std::move(axis));
    }
  }
  return spec;
}

namespace {

// A point runs seeds s, s + 1, ..., s + seeds - 1 from its own sim.seed s: varying sim.seed with
// several seeds per point must not run one seed at two points (they would not be independent).
void check_seed_axis(const SweepSpec& spec) {
  if (spec.seeds < 2) return;
  for (const auto& axis : spec.axes) {
    if (axis.key != scenario::kSeedKey) continue;
    std::vector<std::int64_t> seeds;
    for (const auto& v : axis.values) {
      const json value = scenario::parse_value(v);
      if (!value.is_number_integer()) return;  // refused where the point is resolved
      seeds.push_back(value.get<std::int64_t>());
    }
    std::sort(seeds.begin(), seeds.end());
    for (std::size_t i = 1; i < seeds.size(); ++i) {
      if (seeds[i] - seeds[i - 1] >= spec.seeds) continue;
      throw ScenarioError(fmt::format(
          "--vary {}: with --seeds {} the point at seed {} runs seeds {}..{}, so seed {} would run "
          "at two points; space the values at least {} apart, or use --seeds alone",
          axis.key, spec.seeds, seeds[i - 1], seeds[i - 1], seeds[i - 1] + spec.seeds - 1,
          seeds[i], spec.seeds));
    }
  }
}

}  // namespace

SweepPlan::SweepPlan(const json& user, SweepSpec spec,
                     std::span<const scenario::ModelDescriptor> registry)
    : spec_(std::move(spec)) {
  if (spec_.seeds < 1) {
    throw ScenarioError(fmt::format("--seeds: expected an integer >= 1, got {}", spec_.seeds));
  }
  std::set<std::string, std::less<>> keys;
  for (const auto& axis : spec_.axes) {
    if (axis.values.empty()) throw ScenarioError(fmt::format("--vary {}: no values", axis.key));
    if (!keys.insert(axis.key).second) {
      throw ScenarioError(fmt::format("--vary {}: key varied twice", axis.key));
    }
  }
  check_seed_axis(spec_);
  const std::size_t points = point_count();
  if (static_cast<double>(points) * static_cast<double>(spec_.seeds) > max_runs) {
    throw ScenarioError(fmt::format(
        "--vary/--seeds: {} points x {} seeds is more than {} runs, the most a sweep may have",
        points, spec_.seeds, max_runs));
  }
  docs_.push_back(scenario::resolve_scenario(user, registry));
  docs_.reserve(1 + points * static_cast<std::size_t>(spec_.seeds));
  for (std::size_t p = 0; p < points; ++p) {
    json doc = user;
    const auto idx = point_indices(p);
    for (std::size_t k = 0; k < spec_.axes.size(); ++k) {
      const auto& axis = spec_.axes[k];
      scenario::set_key(doc, axis.key, scenario::parse_value(axis.values[idx[k]]));
    }
    const json point = scenario::resolve_scenario(doc, registry);
    // Validated by the model's schema: an integer in [0, 2^53 - 1], so seed0 + seeds fits.
    const std::int64_t seed0 = point.at("sim").at("seed").get<std::int64_t>();
    for (std::int64_t s = 0; s < spec_.seeds; ++s) {
      json run = point;
      scenario::set_seed(run, seed0 + s);
      docs_.push_back(scenario::resolve_scenario(run, registry));
    }
  }
}

SweepPlan::SweepPlan(SweepPlan&&) noexcept = default;
SweepPlan& SweepPlan::operator=(SweepPlan&&) noexcept = default;
SweepPlan::~SweepPlan() = default;

const json& SweepPlan::base() const {
  return docs_.front();
}

std::size_t SweepPlan::point_count() const {
  std::size_t n = 1;
  for (const auto& axis : spec_.axes) n *= axis.values.size();
  return n;
}

std::size_t SweepPlan::run_count() const {
  return docs_.size() - 1;
}

std::size_t SweepPlan::point_of_run(std::size_t run) const {
  return run / static_cast<std::size_t>(spec_.seeds);
}

std::vector<std::size_t> SweepPlan::point_indices(std::size_t point) const {
  std::vector<std::size_t> idx(spec_.axes.size());
  for (std::size_t k = spec_.axes.size(); k-- > 0;) {
    idx[k] = point % spec_.axes[k].values.size();
    point /= spec_.axes[k].values.size();
  }
  return idx;
}

const json& SweepPlan::scenario_of_run(std::size_t run) const {
  return docs_.at(run + 1);
}

std::span<const metrics::Table> SweepPlan::point_runs(std::span<const metrics::Table> runs,
                                                      std::size_t point) const {
  const auto seeds = static_cast<std::size_t>(spec_.seeds);
  const std::size_t first = std::min(point * seeds, runs.size());
  return runs.subspan(first, std::min(seeds, runs.size() - first));
}

metrics::Table sweep_runs_table(const SweepPlan& plan, const std::vector<metrics::Table>& runs) {
  metrics::Table table;
  for (const auto& axis : plan.spec().axes) table.columns.push_back(axis.key);
  const auto columns = column_union(runs);
  table.columns.insert(table.columns.end(), columns.begin(), columns.end());
  for (std::size_t i = 0; i < runs.size(); ++i) {
    auto& row = table.rows.emplace_back();
    const auto idx = plan.point_indices(plan.point_of_run(i));
    for (std::size_t k = 0; k < idx.size(); ++k) {
      row.push_back(cell_of(scenario::parse_value(plan.spec().axes[k].values[idx[k]])));
    }
    for (const auto& c : columns) {
      const metrics::Value* v = find_cell(runs[i], c);
      row.push_back(v ? *v : metrics::Value());
    }
  }
  return table;
}

std::vector<std::string> sweep_metrics(const std::vector<metrics::Table>& runs) {
  std::vector<std::string> metric_names;
  for (const auto& c : column_union(runs)) {
    const auto& provenance = provenance_columns();
    if (not_metrics.contains(c) ||
        std::find(provenance.begin(), provenance.end(), c) != provenance.end()) {
      continue;
    }
    bool text = false;
    for (const auto& t : runs) {
      const metrics::Value* v = find_cell(t, c);
      text = text || (v && std::holds_alternative<std::string>(*v));
    }
    if (!text) metric_names.push_back(c);
  }
  return metric_names;
}

metrics::Table sweep_table(const SweepPlan& plan, const std::vector<metrics::Table>& runs) {
  const auto metric_names = sweep_metrics(runs);
  metrics::Table table;
  for (const auto& axis : plan.spec().axes) table.columns.push_back(axis.key);
  table.columns.emplace_back("seeds");
  for (const auto& m : metric_names) {
    table.columns.push_back(m);
    table.columns.push_back(m + "_ci95");
  }

  for (std::size_t p = 0; p < plan.point_count(); ++p) {
    auto& row = table.rows.emplace_back();
    const auto idx = plan.point_indices(p);
    for (std::size_t k = 0; k < idx.size(); ++k) {
      row.push_back(cell_of(scenario::parse_value(plan.spec().axes[k].values[idx[k]])));
    }
    row.emplace_back(plan.spec().seeds);
    for (const auto& m : metric_names) {
      const PointStats stat = point_stats(plan.point_runs(runs, p), m);
      row.push_back(stat.n > 0 ? metrics::Value(stat.mean) : metrics::Value());
      row.push_back(stat.ci95 ? metrics::Value(*stat.ci95) : metrics::Value());
    }
  }
  return table;
}

void write_sweep_outputs(const std::filesystem::path& dir, const SweepPlan& plan,
                         const std::vector<metrics::Table>& runs, const Provenance& provenance,
                         std::vector<OutputFile> extra) {
  json doc = plan.base();
  doc["sweep"] = sweep_spec_to_json(plan.spec());
  const auto seed = plan.base().at("sim").at("seed").get<std::int64_t>();
  std::vector<OutputFile> files{
      {"sweep.csv", metrics::to_csv(sweep_table(plan, runs))},
      {"runs.csv", metrics::to_csv(with_provenance(sweep_runs_table(plan, runs), provenance))},
      {"scenario.json", scenario_json_text(doc)},
      {"run.json", run_json_text(provenance, seed, plan.spec().seeds)}};
  for (auto& f : extra) files.push_back(std::move(f));
  write_output_files(dir, files);
}

}  // namespace opslab::study
