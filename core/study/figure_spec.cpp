// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/figure_spec.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include <fmt/format.h>

#include "metrics/metric_text.hpp"
#include "study/lesson/lesson_figure.hpp"

namespace opslab::study {

using nlohmann::json;

namespace {

json figure_spec(const LessonOutcome& o, const SweepResults& r, const std::string& metric) {
  const LessonSweep& sw = *r.sweep;
  const LessonFigure fig =
      lesson_figure(sw, r.plan, r.runs, std::vector<bool>(r.runs.size(), true), metric);

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

  const std::int64_t seeds = r.plan.spec().seeds;
  return {
      {"title", sw.title},
      {"note", fmt::format("lessons/{}, sweep {}: {} scale, {} seed{} per point; bars: 95% CI{}",
                           o.lesson->id, sw.id, o.quick ? "classroom (quick)" : "the paper's",
                           seeds, seeds == 1 ? "" : "s",
                           o.quick && !paper.empty() ? "; the paper's values are at its own scale"
                                                     : "")},
      {"x_label", fig.x_title},
      {"y_label", fig.y_title},
      {"x_log", fig.log_x},
      {"y_log", fig.log_y},
      {"x_categories", fig.x_categorical ? json(fig.x_labels) : json()},
      {"legend_title", sw.series.empty() ? json() : json(fig.legend_title)},
      {"series", std::move(series)},
      {"paper", std::move(paper)},
      {"claims", std::move(claims)}};
}

}  // namespace

std::string metric_unit(const std::string& metric) { return metrics::metric_text(metric).unit; }

std::vector<std::string> figure_metrics(const Lesson& lesson, const LessonSweep& sweep) {
  std::vector<std::string> out{sweep.metric};
  for (const auto& v : sweep.paper) {
    if (std::find(out.begin(), out.end(), v.metric) == out.end()) out.push_back(v.metric);
  }
  for (const auto& c : lesson.claims) {
    if (c.sweep != sweep.id) continue;
    if (std::find(out.begin(), out.end(), c.metric) == out.end()) out.push_back(c.metric);
  }
  return out;
}

std::string figure_name(const Lesson& lesson, const LessonSweep& sweep, const std::string& metric) {
  return metric == sweep.metric ? fmt::format("{}-{}", lesson.id, sweep.id)
                                : fmt::format("{}-{}-{}", lesson.id, sweep.id, metric);
}

std::vector<FigureSpec> sweep_figure_specs(const LessonOutcome& o, const SweepResults& r) {
  std::vector<FigureSpec> out;
  for (const auto& m : figure_metrics(*o.lesson, *r.sweep)) {
    out.push_back({figure_name(*o.lesson, *r.sweep, m), r.sweep->id, m, figure_spec(o, r, m)});
  }
  return out;
}

}  // namespace opslab::study
