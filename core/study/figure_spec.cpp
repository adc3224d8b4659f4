// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/figure_spec.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include <fmt/format.h>

#include "scenario/model.hpp"
#include "study/lesson_figure.hpp"

namespace opslab::study {

using nlohmann::json;

namespace {

// Metric name suffixes and their units, longest match first.
constexpr std::array<std::pair<const char*, const char*>, 5> kUnits{{
    {"_mbps", "Mb/s"}, {"_gbps", "Gb/s"}, {"_per_s", "1/s"}, {"_ms", "ms"}, {"_s", "s"}}};

// The suffix of `metric` that names its unit, and the unit; none when no suffix does.
const std::pair<const char*, const char*>* unit_suffix(const std::string& metric) {
  for (const auto& u : kUnits) {
    const std::string tail = u.first;
    if (metric.size() > tail.size() &&
        metric.compare(metric.size() - tail.size(), tail.size(), tail) == 0) {
      return &u;
    }
  }
  return nullptr;
}

// "tcp_goodput_mbps" → "tcp goodput (Mb/s)".
std::string metric_label(const std::string& metric) {
  const auto* unit = unit_suffix(metric);
  std::string name = metric.substr(0, metric.size() - (unit ? std::string(unit->first).size() : 0));
  std::replace(name.begin(), name.end(), '_', ' ');
  return unit ? fmt::format("{} ({})", name, unit->second) : name;
}

// A varied key as its model describes it: "Assembly time T_max (ms)"; the key itself when the
// model does not declare it.
std::string key_label(const json& scenario, const std::string& key) {
  const auto* model = scenario::find_model(scenario.value("model", std::string()));
  const auto* spec = model ? model->schema.find(key) : nullptr;
  if (!spec) return key;
  std::string out = spec->text.label;
  if (!spec->text.symbol.empty()) out += " " + spec->text.symbol;
  if (!spec->text.unit.empty()) out += fmt::format(" ({})", spec->text.unit);
  return out;
}

json figure_spec(const LessonOutcome& o, const SweepResults& r, const std::string& metric) {
  const LessonSweep& sw = *r.sweep;
  const LessonFigure fig =
      lesson_figure(sw, r.plan, r.runs, std::vector<bool>(r.runs.size(), true), metric);
  const json& scenario = r.plan.base();

  json series = json::array();
  for (const auto& name : fig.series) series.push_back({{"name", name}, {"points", json::array()}});
  for (const auto& p : fig.points) {
    json point{{"x", p.x}, {"label", p.x_label}, {"mean", p.stats.mean}, {"n", p.stats.n}};
    point["ci_low"] = p.stats.ci95 ? json(p.stats.mean - *p.stats.ci95) : json();
    point["ci_high"] = p.stats.ci95 ? json(p.stats.mean + *p.stats.ci95) : json();
    series[p.series]["points"].push_back(std::move(point));
  }

  json paper = json::array();
  for (const auto& v : sw.paper) {
    if (v.metric != metric) continue;
    const FigurePlace& place = fig.places.at(select_point(r.plan, v.at).first);
    paper.push_back({{"x", place.x},
                     {"y", v.value},
                     {"label", v.label},
                     {"series", fig.series.at(place.series)}});
  }

  json claims = json::array();
  for (const auto& c : o.lesson->claims) {
    if (c.sweep != sw.id || c.metric != metric) continue;
    const auto it = std::find_if(o.claims.begin(), o.claims.end(),
                                 [&](const ClaimResult& res) { return res.id == c.id; });
    if (it == o.claims.end()) continue;
    claims.push_back({{"id", c.id},
                      {"verdict", to_string(it->verdict)},
                      {"expect_reproduced", c.expect_reproduced}});
  }

  // A log x axis when the values are numbers, all positive, spanning two decades or more.
  bool x_log = false;
  if (!fig.x_categorical && !fig.places.empty()) {
    const auto [lo, hi] = std::minmax_element(
        fig.places.begin(), fig.places.end(),
        [](const FigurePlace& a, const FigurePlace& b) { return a.x < b.x; });
    x_log = lo->x > 0 && hi->x >= 100 * lo->x;
  }
  const std::int64_t seeds = r.plan.spec().seeds;
  return {
      {"title", sw.title},
      {"note", fmt::format("lessons/{}, sweep {}: {} scale, {} seed{} per point; bars: 95% CI{}",
                           o.lesson->id, sw.id, o.quick ? "classroom (quick)" : "the paper's",
                           seeds, seeds == 1 ? "" : "s",
                           o.quick && !paper.empty() ? "; the paper's values are at its own scale"
                                                     : "")},
      {"x_label", key_label(scenario, sw.x)},
      {"y_label", metric_label(metric)},
      {"x_log", x_log},
      {"x_categories", fig.x_categorical ? json(fig.x_labels) : json()},
      {"legend_title", sw.series.empty() ? json() : json(key_label(scenario, sw.series))},
      {"series", std::move(series)},
      {"paper", std::move(paper)},
      {"claims", std::move(claims)}};
}

}  // namespace

std::string metric_unit(const std::string& metric) {
  const auto* unit = unit_suffix(metric);
  return unit ? unit->second : "";
}

std::vector<std::string> figure_metrics(const LessonSweep& sweep) {
  std::vector<std::string> out{sweep.metric};
  for (const auto& v : sweep.paper) {
    if (std::find(out.begin(), out.end(), v.metric) == out.end()) out.push_back(v.metric);
  }
  return out;
}

std::string figure_name(const Lesson& lesson, const LessonSweep& sweep, const std::string& metric) {
  return metric == sweep.metric ? fmt::format("{}-{}", lesson.id, sweep.id)
                                : fmt::format("{}-{}-{}", lesson.id, sweep.id, metric);
}

std::vector<FigureSpec> sweep_figure_specs(const LessonOutcome& o, const SweepResults& r) {
  std::vector<FigureSpec> out;
  for (const auto& m : figure_metrics(*r.sweep)) {
    out.push_back({figure_name(*o.lesson, *r.sweep, m), r.sweep->id, m, figure_spec(o, r, m)});
  }
  return out;
}

}  // namespace opslab::study
