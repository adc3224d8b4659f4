// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_warnings.hpp"

#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include <fmt/format.h>


namespace opslab::study {

using nlohmann::json;

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

// A bound this large is no bound: no metric of a run comes near it.
double as_bound(double x) {
  return std::abs(x) >= 1e300 ? std::copysign(infinity, x) : x;
}

// The values a summary metric can take: ratios and fairness in [0, 1]; every other metric of
// the models (counts, rates, times, sizes) from 0 up.
std::pair<double, double> metric_range(const std::string& m) {
  const auto ends = [&](std::string_view suffix) { return m.ends_with(suffix); };
  if (m == "jain_fairness" || ends("_ratio") || ends("_fraction") || ends("_share") ||
      ends("_loss_rate")) {
    return {0, 1};
  }
  return {0, infinity};
}

// The number of values of `key` in the sweep.
std::size_t values_of(const LessonSweep& s, const std::string& key) {
  for (const auto& a : s.quick.axes) {
    if (a.key == key) return a.values.size();
  }
  return 0;
}

// Why claim `c` cannot fail, or "" when it can.
std::string cannot_fail(const LessonClaim& c, const LessonSweep& s) {
  const auto [lo, hi] = metric_range(c.metric);
  if ((c.type == "greater" || c.type == "equivalence") && c.a == c.b) {
    return "a and b are the same point, so the verdict is decided before anything runs; "
           "expected two different points";
  }
  if ((c.type == "increases" || c.type == "decreases") && c.from == c.to) {
    return "from and to are the same point, so the verdict is decided before anything runs; "
           "expected two different values of the along key";
  }
  if ((c.type == "peak" || c.type == "flat") && values_of(s, c.along) < 2) {
    return fmt::format("the sweep has one value of {}, so there is no other point to compare "
                       "with and the claim cannot fail; expected a sweep over several values",
                       c.along);
  }
  if (c.type == "within" && as_bound(c.lo) <= lo && as_bound(c.hi) >= hi) {
    return fmt::format("[{:g}, {:g}] holds every value {} can take ([{:g}, {:g}]), so the claim "
                       "cannot fail; expected bounds a run could fall outside",
                       c.lo, c.hi, c.metric, lo, hi);
  }
  if (c.type == "equivalence" && as_bound(c.margin) >= hi - lo) {
    return fmt::format("a margin of {:g} is at least the whole range of {} ([{:g}, {:g}]), so "
                       "the claim cannot fail; expected a margin from the paper's numbers",
                       c.margin, c.metric, lo, hi);
  }
  return "";
}

// The string `key` of an object, or "".
std::string id_of(const json& obj, const char* key) {
  if (!obj.is_object() || !obj.contains(key) || !obj.at(key).is_string()) return "";
  return obj.at(key).get<std::string>();
}

// The simulated duration of a sweep's base scenario at one scale, if it resolves.
std::optional<double> duration_of(const LessonSweep& s, bool quick) {
  try {
    return plan_lesson_sweep(s, quick).base().at("sim").at("duration_s").get<double>();
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// Why sweep `s` (its lesson.json entry `raw`) is larger than its classroom scale allows, with
// the key that says so; empty when it is not.
std::vector<std::pair<std::string, std::string>> too_large(const LessonSweep& s, const json& raw) {
  std::vector<std::pair<std::string, std::string>> out;
  std::int64_t points = 1;
  for (const auto& a : s.quick.axes) points *= static_cast<std::int64_t>(a.values.size());
  if (points * s.quick.seeds > classroom_runs) {
    out.emplace_back("seeds", fmt::format("the classroom scale runs {} points × {} seeds = {} "
                                          "runs; expected at most {} (fewer values or seeds; "
                                          "the paper's scale is full_seeds and full_scenario)",
                                          points, s.quick.seeds, points * s.quick.seeds,
                                          classroom_runs));
  }
  if (s.quick.seeds > s.full.seeds) {
    out.emplace_back("seeds", fmt::format("the classroom scale runs more seeds ({}) than the "
                                          "paper's (full_seeds {}); expected at most as many",
                                          s.quick.seeds, s.full.seeds));
  }
  const auto file = [&](const char* key) {
    return raw.contains(key) ? id_of(raw.at(key), "file") : std::string();
  };
  const bool same_file = !raw.contains("full_scenario") || file("scenario") == file("full_scenario");
  const auto quick = duration_of(s, true);
  const auto full = duration_of(s, false);
  if (same_file && quick && full && *quick > *full) {
    out.emplace_back("scenario", fmt::format("the classroom scale runs {:g} s, longer than the "
                                             "paper's {:g} s on the same scenario; expected at "
                                             "most the paper's sim.duration_s",
                                             *quick, *full));
  }
  return out;
}

json::json_pointer at(std::initializer_list<json> parts) {
  json::json_pointer p;
  for (const auto& x : parts) {
    if (x.is_string()) {
      p /= x.get<std::string>();
    } else {
      p /= x.get<std::size_t>();
    }
  }
  return p;
}

}  // namespace

std::vector<LessonProblem> lesson_warnings(const Lesson& lesson, const json& doc) {
  std::vector<LessonProblem> out;
  const json& sweeps = doc.contains("sweeps") && doc.at("sweeps").is_array() ? doc.at("sweeps")
                                                                              : json::array();
  for (std::size_t i = 0; i < sweeps.size(); ++i) {
    if (!sweeps[i].is_object()) continue;
    const LessonSweep* s = lesson.find_sweep(id_of(sweeps[i], "id"));
    if (!s) continue;
    for (const auto& [key, what] : too_large(*s, sweeps[i])) {
      out.push_back({"lesson.json", at({"sweeps", i, key}),
                     fmt::format("sweeps[{}].{}", i, key), what, 0});
    }
  }
  const json& steps = doc.contains("steps") && doc.at("steps").is_array() ? doc.at("steps")
                                                                           : json::array();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (!steps[i].is_object() || !steps[i].contains("claims") || !steps[i].at("claims").is_array()) {
      continue;
    }
    const json& claims = steps[i].at("claims");
    for (std::size_t k = 0; k < claims.size(); ++k) {
      if (!claims[k].is_object()) continue;
      const std::string id = id_of(claims[k], "id");
      for (const auto& c : lesson.claims) {
        const LessonSweep* s = c.id == id ? lesson.find_sweep(c.sweep) : nullptr;
        if (!s) continue;
        if (std::string why = cannot_fail(c, *s); !why.empty()) {
          out.push_back({"lesson.json", at({"steps", i, "claims", k, "type"}),
                         fmt::format("steps[{}].claims[{}]", i, k), std::move(why), 0});
        }
      }
    }
  }
  return out;
}

}  // namespace opslab::study
