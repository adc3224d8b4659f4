// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for whole-model tests: build a registered model from its defaults plus overrides,
// run it (and check the run keeps every invariant of check/invariants.hpp), and read summary
// columns.
#pragma once

#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "check/invariants.hpp"

#include "metrics/run_result.hpp"
#include "scenario/model.hpp"
#include "study/sweep/sweep.hpp"

namespace opslab::testing {

/// Defaults of `model` with `overrides` merged in (section by section), validated.
inline nlohmann::json scenario_doc(const std::string& model, const nlohmann::json& overrides) {
  const auto* m = scenario::find_model(model);
  nlohmann::json doc = m->defaults();
  doc.merge_patch(overrides);
  m->validate(doc);
  return doc;
}

inline std::unique_ptr<scenario::ModelRun> build(const std::string& model,
                                                 const nlohmann::json& overrides) {
  return scenario::find_model(model)->build(scenario_doc(model, overrides));
}

/// Runs to the end; a run that breaks an invariant fails the calling test.
inline metrics::RunResult run(const std::string& model, const nlohmann::json& overrides) {
  auto r = build(model, overrides);
  r->advance_to(r->end_time());
  auto result = r->results();
  const auto violations = check::check(check::take_ledger(*r, result));
  EXPECT_TRUE(violations.empty()) << model << " " << overrides.dump() << ":\n"
                                  << check::describe(violations);
  return result;
}

/// The two runs' time series are the same: the same sample times and every value the same bit
/// for bit (so NaN matches NaN).
inline void expect_same_series(const metrics::TimeSeries& a, const metrics::TimeSeries& b) {
  const auto same_bits = [](double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; };
  EXPECT_EQ(a.times_s, b.times_s);
  ASSERT_EQ(a.series.size(), b.series.size());
  for (std::size_t i = 0; i < a.series.size(); ++i) {
    const auto& x = a.series[i].values;
    const auto& y = b.series[i].values;
    ASSERT_EQ(x.size(), y.size()) << a.series[i].series << " " << a.series[i].key;
    for (std::size_t k = 0; k < x.size(); ++k) {
      ASSERT_TRUE(same_bits(x[k], y[k])) << a.series[i].series << " " << a.series[i].key << " at " << k;
    }
  }
}

inline double number(const metrics::Table& t, const std::string& column, std::size_t row = 0) {
  const int i = t.column(column);
  if (i < 0) return std::nan("");
  const auto& v = t.rows.at(row).at(static_cast<std::size_t>(i));
  if (const auto* d = std::get_if<double>(&v)) return *d;
  if (const auto* n = std::get_if<std::int64_t>(&v)) return static_cast<double>(*n);
  return std::nan("");
}

/// The model's own table `name` (written as `<name>.csv`) in a run's results, or nullptr.
inline const metrics::Table* extra_table(const metrics::RunResult& r, std::string_view name) {
  for (const auto& t : r.extra_tables) {
    if (t.name == name) return &t.table;
  }
  return nullptr;
}

/// Mean and 95% half-width of a summary metric of `model` over seeds 1..seeds.
inline study::MeanCi metric_over_seeds(const std::string& model, const nlohmann::json& overrides,
                                       const std::string& column, int seeds) {
  std::vector<double> v;
  for (int s = 1; s <= seeds; ++s) {
    nlohmann::json o = overrides;
    o["sim"]["seed"] = s;
    v.push_back(number(run(model, o).summary, column));
  }
  return study::mean_ci95(v);
}

/// a is above b with non-overlapping 95% intervals.
inline bool clearly_above(const study::MeanCi& a, const study::MeanCi& b) {
  return a.mean - *a.ci95 > b.mean + *b.ci95;
}

}  // namespace opslab::testing
