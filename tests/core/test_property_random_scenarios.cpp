// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Randomized property test over every registered model: scenarios generated from
// the model's own parameter schema — a random subset of keys moved to random values inside
// their declared ranges or choices, a random seed, a short duration — must either be refused
// with a ScenarioError (a cross-key rule) or run (up to an event budget) without any other
// exception, conserve
// packets (injected = delivered + dropped + still in the network) and give the same CSV bytes
// when run twice.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "net/network.hpp"
#include "scenario/model.hpp"
#include "scenario/param_schema.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/simulation.hpp"

namespace {

namespace scenario = opslab::scenario;
using scenario::ParamSpec;
using scenario::ParamType;

// A value near the default (a factor of 3 either way for numbers, 2 for integers) within
// the spec's range: far enough to reach other regimes, near enough to stay affordable.
nlohmann::json random_value(const ParamSpec& s, std::mt19937_64& rng) {
  auto uniform = [&](double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(rng);
  };
  switch (s.type) {
    case ParamType::boolean: return std::bernoulli_distribution(0.5)(rng);
    case ParamType::choice:
      return s.choices[std::uniform_int_distribution<std::size_t>(0, s.choices.size() - 1)(rng)];
    case ParamType::integer: {
      const auto d = s.default_value.get<std::int64_t>();
      const auto lo = std::max<std::int64_t>(static_cast<std::int64_t>(s.lo), d / 2);
      const auto hi = std::min<std::int64_t>(static_cast<std::int64_t>(s.hi), std::max(d * 2, lo));
      return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
    }
    case ParamType::number: {
      const double d = s.default_value.get<double>();
      if (d > 0) {
        const double lo = std::max(s.lo, d / 3), hi = std::min(s.hi, d * 3);
        return std::exp(uniform(std::log(lo), std::log(std::max(hi, lo))));
      }
      return uniform(s.lo, s.lo + (std::min(s.hi, s.lo + 1) - s.lo) * 0.1);
    }
    case ParamType::text:
    case ParamType::number_list: return s.default_value;
  }
  return s.default_value;
}

nlohmann::json random_scenario(const scenario::ModelDescriptor& m, std::mt19937_64& rng) {
  nlohmann::json doc = m.defaults();
  for (const auto& s : m.schema.specs()) {
    if (s.section() == "sim") continue;
    if (std::bernoulli_distribution(0.3)(rng)) doc[s.section()][s.key()] = random_value(s, rng);
  }
  const double duration = std::min(0.2, doc["sim"]["duration_s"].get<double>() / 40);
  doc["sim"]["duration_s"] = duration;
  doc["sim"]["warmup_s"] = duration / 2;
  doc["sim"]["seed"] = std::uniform_int_distribution<int>(1, 1000)(rng);
  return doc;
}

struct Outcome {
  std::string flows, timeseries, summary;
};

Outcome run_once(const scenario::ModelDescriptor& m, const nlohmann::json& doc) {
  auto run = m.build(doc);
  // Run in twenty steps and stop after the step that passes the event budget: the costliest
  // models stay affordable, and stopping early is as deterministic as running on.
  constexpr std::uint64_t kEventBudget = 200'000;
  const auto end = run->end_time();
  for (int step = 1; step <= 20; ++step) {
    run->advance_to(opslab::sim::SimTime::ps(end.count_ps() / 20 * step));
    if (run->simulation().events_processed() > kEventBudget) break;
  }
  const auto& net = run->network();
  EXPECT_EQ(net.injected(), net.delivered() + net.total_drops() + net.pool().live())
      << "packets not conserved";
  auto result = run->results();
  // Wall-clock columns are the only ones allowed to differ between two runs.
  for (const char* wall : {"wall_s", "events_per_s"}) {
    if (const int c = result.summary.column(wall); c >= 0) {
      for (auto& row : result.summary.rows) row[static_cast<std::size_t>(c)] = {};
    }
  }
  return {opslab::metrics::to_csv(result.flows), opslab::metrics::to_csv(result.timeseries),
          opslab::metrics::to_csv(result.summary)};
}

class RandomScenarios : public ::testing::TestWithParam<int> {};

TEST_P(RandomScenarios, RunConserveAndRepeat) {
  constexpr int kScenarios = 50;
  std::mt19937_64 rng(static_cast<std::uint64_t>(GetParam()));
  const auto& models = scenario::models();
  int accepted = 0;
  for (int i = 0; i < kScenarios; ++i) {
    const auto& m = models[static_cast<std::size_t>(i) % models.size()];
    const nlohmann::json doc = random_scenario(m, rng);
    SCOPED_TRACE(doc.dump());
    try {
      m.validate(doc);
    } catch (const scenario::ScenarioError&) {
      continue;  // a cross-key rule refused the combination: the generator's, not a defect
    }
    ++accepted;
    const Outcome a = run_once(m, doc);
    const Outcome b = run_once(m, doc);
    EXPECT_EQ(a.flows, b.flows);
    EXPECT_EQ(a.timeseries, b.timeseries);
    EXPECT_EQ(a.summary, b.summary);
    if (HasFailure()) return;
  }
  EXPECT_GE(accepted, kScenarios / 2) << "the generator rarely makes a valid scenario";
}

// Five shards of 50 scenarios each, so CTest can spread them over the cores.
INSTANTIATE_TEST_SUITE_P(Shards, RandomScenarios, ::testing::Values(11, 12, 13, 14, 15));

}  // namespace
