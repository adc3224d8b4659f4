// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_figure.hpp"

#include <algorithm>
#include <optional>

#include <nlohmann/json.hpp>

#include "metrics/metric_text.hpp"
#include "scenario/model.hpp"

namespace opslab::study {

namespace {

using nlohmann::json;

std::optional<json> parsed(const std::string& v) {
  try {
    return json::parse(v);
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

// A varied value as shown to people: strings without their JSON quotes.
std::string value_label(const std::string& v) {
  const auto j = parsed(v);
  return j && j->is_string() ? j->get<std::string>() : v;
}

std::optional<double> number_of(const std::string& v) {
  const auto j = parsed(v);
  return j && j->is_number() ? std::optional<double>(j->get<double>()) : std::nullopt;
}

const scenario::ParamSpec* param_of(const json& scenario, const std::string& key) {
  const auto* model = scenario::find_model(scenario.value("model", std::string()));
  return model ? model->schema.find(key) : nullptr;
}

}  // namespace

std::string parameter_title(const json& scenario, const std::string& key) {
  const auto* spec = param_of(scenario, key);
  if (!spec) return key;
  std::string out = spec->text.label;
  if (!spec->text.symbol.empty()) out += " " + spec->text.symbol;
  if (!spec->text.unit.empty()) out += " (" + spec->text.unit + ")";
  return out;
}

std::string series_part(const json& scenario, const std::string& key, const std::string& value) {
  const auto* spec = param_of(scenario, key);
  const std::string name = !spec                      ? key
                           : !spec->text.symbol.empty() ? spec->text.symbol
                                                        : spec->text.label;
  return name + " = " + value;
}

LessonFigure lesson_figure(const LessonSweep& sweep, const SweepPlan& plan,
                           std::span<const metrics::Table> runs, const std::vector<bool>& done,
                           const std::string& metric) {
  const std::string& shown = metric.empty() ? sweep.metric : metric;
  LessonFigure fig;
  const json& scenario = plan.base();
  fig.x_title = parameter_title(scenario, sweep.x);
  fig.y_title = metrics::metric_title(shown);
  fig.legend_title = sweep.series.empty() ? "" : parameter_title(scenario, sweep.series);
  fig.log_y = sweep.log_y;
  const auto& axes = plan.spec().axes;
  const auto seeds = static_cast<std::size_t>(plan.spec().seeds);
  const auto xi = static_cast<std::size_t>(
      std::find_if(axes.begin(), axes.end(), [&](const auto& a) { return a.key == sweep.x; }) -
      axes.begin());
  if (xi < axes.size()) {
    for (const auto& v : axes[xi].values) {
      fig.x_labels.push_back(value_label(v));
      fig.x_categorical = fig.x_categorical || !number_of(v);
    }
  }
  for (std::size_t p = 0; p < plan.point_count(); ++p) {
    const auto idx = plan.point_indices(p);
    std::vector<std::string> parts;
    std::vector<std::pair<std::string, std::string>> keys;
    for (std::size_t a = 0; a < axes.size(); ++a) {
      if (a == xi || axes[a].values.size() < 2) continue;
      const std::string value = value_label(axes[a].values[idx[a]]);
      const std::string part = series_part(scenario, axes[a].key, value);
      if (axes[a].key == sweep.series) {
        parts.insert(parts.begin(), part);
        keys.insert(keys.begin(), {axes[a].key, value});
      } else {
        parts.push_back(part);
        keys.emplace_back(axes[a].key, value);
      }
    }
    std::string name = fig.y_title;
    if (!parts.empty()) {
      name = parts.front();
      for (std::size_t k = 1; k < parts.size(); ++k) name += ", " + parts[k];
    }
    const auto found = std::find(fig.series.begin(), fig.series.end(), name);
    const auto series = static_cast<std::size_t>(found - fig.series.begin());
    if (found == fig.series.end()) {
      fig.series.push_back(name);
      fig.series_parts.push_back(std::move(keys));
    }

    const std::string xv = xi < axes.size() ? axes[xi].values[idx[xi]] : "0";
    const double x = fig.x_categorical ? static_cast<double>(xi < axes.size() ? idx[xi] : 0)
                                       : number_of(xv).value_or(0.0);
    fig.places.push_back({series, x});

    bool complete = true;
    for (std::size_t run = p * seeds; run < (p + 1) * seeds; ++run) {
      complete = complete && run < done.size() && done[run];
    }
    if (!complete) continue;
    const PointStats stats = point_stats(plan.point_runs(runs, p), shown);
    if (stats.n == 0) continue;
    fig.points.push_back({series, x, value_label(xv), stats});
  }
  // A log x axis when the plot asks for one, or the values are numbers, all above 0, spanning
  // two decades or more.
  fig.log_x = sweep.log_x;
  if (!fig.x_categorical && !fig.places.empty()) {
    const auto [lo, hi] = std::minmax_element(
        fig.places.begin(), fig.places.end(),
        [](const FigurePlace& a, const FigurePlace& b) { return a.x < b.x; });
    fig.log_x = fig.log_x || (lo->x > 0 && hi->x >= 100 * lo->x);
  }
  return fig;
}

}  // namespace opslab::study
