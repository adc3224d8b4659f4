// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/paired.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/statistics.hpp"

namespace opslab::study {

namespace {

// A varied value as its sweep.csv cell prints it.
metrics::Value value_cell(const std::string& text) {
  const nlohmann::json v = scenario::parse_value(text);
  if (v.is_number_integer()) return v.get<std::int64_t>();
  if (v.is_number_float()) return v.get<double>();
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

std::size_t axis_index(const SweepSpec& spec, std::string_view key) {
  const auto it = std::find_if(spec.axes.begin(), spec.axes.end(),
                               [&](const SweepAxis& a) { return a.key == key; });
  return static_cast<std::size_t>(it - spec.axes.begin());
}

// The point with these value indices (the first axis outermost, as SweepPlan numbers them).
std::size_t point_of(const SweepSpec& spec, const std::vector<std::size_t>& idx) {
  std::size_t p = 0;
  for (std::size_t k = 0; k < idx.size(); ++k) p = p * spec.axes[k].values.size() + idx[k];
  return p;
}

metrics::Value half_width(const std::optional<double>& ci) {
  return ci ? metrics::Value(*ci) : metrics::Value();
}

}  // namespace

void check_paired(const SweepSpec& spec, std::string_view key) {
  const std::size_t a = axis_index(spec, key);
  if (a == spec.axes.size()) {
    std::vector<std::string> keys;
    for (const auto& axis : spec.axes) keys.push_back(axis.key);
    throw scenario::ScenarioError(fmt::format(
        "--paired {}: not a varied key; expected one of the --vary keys{}", key,
        keys.empty() ? std::string(" (none given)") : ": " + fmt::format("{}", fmt::join(keys, ", "))));
  }
  if (spec.axes[a].values.size() < 2) {
    throw scenario::ScenarioError(
        fmt::format("--paired {}: the key has one value; pairs need two or more", key));
  }
  if (spec.seeds < 2) {
    throw scenario::ScenarioError(
        fmt::format("--paired {}: expected --seeds 2 or more (a paired interval needs two seeds)", key));
  }
}

metrics::Table paired_table(const SweepPlan& plan, const std::vector<metrics::Table>& runs,
                            std::string_view key) {
  const SweepSpec& spec = plan.spec();
  check_paired(spec, key);
  const std::size_t a = axis_index(spec, key);
  const auto metrics = sweep_metrics(runs);

  metrics::Table table;
  for (const auto& axis : spec.axes) table.columns.push_back(axis.key);
  table.columns.emplace_back("baseline");
  table.columns.emplace_back("seeds");
  for (const auto& m : metrics) {
    table.columns.push_back(m + "_diff");
    table.columns.push_back(m + "_diff_ci95");
    table.columns.push_back(m + "_diff_ci95_welch");
  }
  const std::span<const metrics::Table> all(runs);
  for (std::size_t p = 0; p < plan.point_count(); ++p) {
    auto idx = plan.point_indices(p);
    if (idx[a] == 0) continue;
    const std::size_t value = idx[a];
    idx[a] = 0;
    const std::size_t base = point_of(spec, idx);
    auto& row = table.rows.emplace_back();
    for (std::size_t k = 0; k < idx.size(); ++k) {
      row.push_back(value_cell(spec.axes[k].values[k == a ? value : idx[k]]));
    }
    row.push_back(value_cell(spec.axes[a].values.front()));
    row.emplace_back(spec.seeds);
    const auto these = plan.point_runs(all, p);
    const auto baseline = plan.point_runs(all, base);
    for (const auto& m : metrics) {
      const std::vector<double> diffs = seed_differences(these, baseline, m);
      const MeanCi paired = mean_ci95(diffs);
      const DifferenceCi welch = difference_ci95(point_stats(these, m), point_stats(baseline, m));
      row.push_back(diffs.empty() ? metrics::Value() : metrics::Value(paired.mean));
      row.push_back(half_width(paired.ci95));
      row.push_back(half_width(welch.ci95));
    }
  }
  return table;
}

}  // namespace opslab::study
