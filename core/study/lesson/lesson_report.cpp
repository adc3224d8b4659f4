// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_report.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "metrics/metric_text.hpp"
#include "scenario/scenario_file.hpp"
#include "study/figure_spec.hpp"
#include "study/lesson/lesson_figure.hpp"
#include "study/statistics.hpp"

namespace opslab::study {

using nlohmann::json;

namespace {

// Decimals that show about four significant figures of `v` (none for large values).
int decimals(double v) {
  const double a = std::abs(v);
  return a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : a >= 0.1 ? 4 : 5;
}

// A mean and its half-width to the same decimals; exponent notation for extreme magnitudes.
std::string cell(const PointStats& s) {
  if (s.n == 0) return "–";
  const double a = std::abs(s.mean);
  if (a != 0 && (a >= 1e7 || a < 1e-4)) {
    return s.ci95 ? fmt::format("{:.3e} ± {:.1e}", s.mean, *s.ci95) : fmt::format("{:.3e}", s.mean);
  }
  const int d = decimals(s.mean);
  return s.ci95 ? fmt::format("{:.{}f} ± {:.{}f}", s.mean, d, *s.ci95, d)
                : fmt::format("{:.{}f}", s.mean, d);
}

std::string value_text(const std::string& v) {
  const json j = scenario::parse_value(v);
  return j.is_string() ? j.get<std::string>() : j.dump();
}

// Pipes inside a table cell would split it.
std::string escape(std::string s) {
  for (std::size_t i = 0; (i = s.find('|', i)) != std::string::npos; i += 2) s.replace(i, 1, "\\|");
  return s;
}

std::string sweep_table(const SweepResults& r) {
  const SweepPlan& plan = r.plan;
  const auto& axes = plan.spec().axes;
  std::string out = "|";
  for (const auto& a : axes) out += " " + a.key + " |";
  for (const auto& m : r.sweep->table) out += " " + m + " |";
  out += "\n|";
  for (std::size_t i = 0; i < axes.size() + r.sweep->table.size(); ++i) out += "---|";
  out += "\n";
  for (std::size_t p = 0; p < plan.point_count(); ++p) {
    const auto idx = plan.point_indices(p);
    out += "|";
    for (std::size_t k = 0; k < axes.size(); ++k) out += " " + value_text(axes[k].values[idx[k]]) + " |";
    const auto runs = plan.point_runs(r.runs, p);
    for (const auto& m : r.sweep->table) out += " " + cell(point_stats(runs, m)) + " |";
    out += "\n";
  }
  return out;
}

// The fixed settings of a sweep's scenario that differ from its model's defaults would be a
// long list; the scenario's name and the `set` overrides say what it is.
std::string scenario_line(const SweepResults& r, bool quick) {
  const json& user = quick ? r.sweep->quick_scenario : r.sweep->full_scenario;
  const auto field = [&](const char* key) {
    return user.is_object() ? user.value(key, std::string("?")) : std::string("?");
  };
  const json& set = quick ? r.sweep->quick_set : r.sweep->full_set;
  std::string with;
  for (const auto& [k, v] : set.items()) {
    with += fmt::format("{}`{}={}`", with.empty() ? " with " : ", ", k,
                        v.is_string() ? v.get<std::string>() : v.dump());
  }
  return fmt::format("Scenario: {} (`{}`){}, {} seed{} per point.", field("name"), field("model"), with,
                     r.plan.spec().seeds, r.plan.spec().seeds == 1 ? "" : "s");
}

}  // namespace

namespace {

json to_json(const metrics::Table& t) {
  json rows = json::array();
  for (const auto& r : t.rows) {
    json row = json::array();
    for (const auto& v : r) {
      if (std::holds_alternative<std::int64_t>(v)) {
        row.push_back(std::get<std::int64_t>(v));
      } else if (std::holds_alternative<double>(v)) {
        const double d = std::get<double>(v);
        // JSON has no NaN or infinity: keep them as tagged strings.
        row.push_back(std::isfinite(d) ? json(d) : json{{"real", std::isnan(d) ? "nan" : d > 0 ? "inf" : "-inf"}});
      } else if (std::holds_alternative<std::string>(v)) {
        row.push_back(std::get<std::string>(v));
      } else {
        row.push_back(nullptr);
      }
    }
    rows.push_back(std::move(row));
  }
  return {{"columns", t.columns}, {"rows", rows}};
}

metrics::Table from_json(const json& j) {
  metrics::Table t;
  t.columns = j.at("columns").get<std::vector<std::string>>();
  for (const auto& r : j.at("rows")) {
    std::vector<metrics::Value> row;
    for (const auto& v : r) {
      if (v.is_number_integer()) {
        row.emplace_back(v.get<std::int64_t>());
      } else if (v.is_number()) {
        row.emplace_back(v.get<double>());
      } else if (v.is_string()) {
        row.emplace_back(v.get<std::string>());
      } else if (v.is_object()) {
        const auto s = v.at("real").get<std::string>();
        const double inf = std::numeric_limits<double>::infinity();
        row.emplace_back(s == "inf" ? inf : s == "-inf" ? -inf : std::numeric_limits<double>::quiet_NaN());
      } else {
        row.emplace_back(metrics::Value());
      }
    }
    t.rows.push_back(std::move(row));
  }
  return t;
}

// A sweep's cache: the summaries of its runs, each under its resolved scenario (seed
// included), so a run is reused by any sweep that contains it — another seed count too.
using RunCache = std::map<std::string, metrics::Table>;

RunCache read_cache(const std::filesystem::path& file) {
  RunCache cache;
  std::ifstream in(file);
  if (!in) return cache;
  const json j = json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (!j.is_object() || !j.contains("runs") || !j.at("runs").is_array()) return cache;
  for (const auto& r : j.at("runs")) {
    if (r.is_object() && r.contains("scenario") && r.contains("summary")) {
      cache.emplace(r.at("scenario").dump(), from_json(r.at("summary")));
    }
  }
  return cache;
}

// Writes the file whole and then renames it, so a report killed while writing leaves the
// previous version.
void write_cache(const std::filesystem::path& file, const RunCache& cache) {
  json j{{"runs", json::array()}};
  for (const auto& [scenario, summary] : cache) {
    j["runs"].push_back({{"scenario", json::parse(scenario)}, {"summary", to_json(summary)}});
  }
  const auto tmp = std::filesystem::path(file).concat(".tmp");
  std::ofstream(tmp) << j.dump() << "\n";
  std::filesystem::rename(tmp, file);
}

}  // namespace

LessonOutcome run_lesson_report(const Lesson& lesson, bool quick, unsigned jobs,
                                const SweepCallback& on_run, std::int64_t seeds,
                                const std::filesystem::path& cache) {
  LessonOutcome o;
  o.lesson = &lesson;
  o.quick = quick;
  for (const auto& s : lesson.sweeps) {
    SweepSpec spec = quick ? s.quick : s.full;
    if (seeds > 0) spec.seeds = seeds;
    SweepPlan plan(quick ? s.quick_scenario : s.full_scenario, std::move(spec));
    const auto file = cache.empty() ? std::filesystem::path()
                                    : cache / fmt::format("{}-{}-{}.json", lesson.id, s.id,
                                                          quick ? "quick" : "full");
    RunCache cached = file.empty() ? RunCache() : read_cache(file);
    std::vector<metrics::Table> runs(plan.run_count());
    std::size_t missing = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
      const auto it = cached.find(plan.scenario_of_run(i).dump());
      if (it != cached.end()) {
        runs[i] = it->second;
      } else {
        ++missing;
      }
    }
    if (missing > 0) {
      SweepCallback on_run_cached = on_run;
      if (!file.empty()) {
        // Each run is kept as it finishes: a report killed half-way resumes from there.
        std::filesystem::create_directories(cache);
        on_run_cached = [&](const SweepRunReport& r) {
          cached[plan.scenario_of_run(r.run).dump()] = r.summary;
          write_cache(file, cached);
          if (on_run) on_run(r);
        };
      }
      runs = run_sweep(plan, {jobs, on_run_cached, {}, std::move(runs)}).runs;
    }
    o.sweeps.push_back(SweepResults{&s, std::move(plan), std::move(runs)});
  }
  o.claims = evaluate_claims(lesson, o.sweeps);
  return o;
}

std::string lesson_report_markdown(const LessonOutcome& o, const std::string& figures) {
  const Lesson& l = *o.lesson;
  std::string out = fmt::format("## {} (`lessons/{}`)\n\n", l.title, l.id);
  out += fmt::format("Paper: {}. Reproduces: {}. Scale: {}.\n\n", l.paper, l.reproduces,
                     o.quick ? "quick (classroom)" : "full (the paper's)");
  for (const auto& r : o.sweeps) {
    out += fmt::format("### {}\n\n{}\n\n", r.sweep->title, scenario_line(r, o.quick));
    out += sweep_table(r) + "\n";
    if (figures.empty()) continue;
    for (const auto& m : figure_metrics(l, *r.sweep)) {
      const std::string file = figures + "/" + figure_name(l, *r.sweep, m);
      out += fmt::format("![{}: {} against {}]({}.svg)\n\n([PNG]({}.png) for slides)\n\n",
                         r.sweep->id, metrics::metric_title(m),
                         parameter_title(r.plan.base(), r.sweep->x), file, file);
    }
  }
  out += "### Findings\n\n| finding | claim | verdict | the numbers (mean ± 95% CI) |\n|---|---|---|---|\n";
  for (std::size_t i = 0; i < o.claims.size(); ++i) {
    const auto& c = o.claims[i];
    std::string verdict = fmt::format("**{}**", to_string(c.verdict));
    if (!c.expect_reproduced) {
      verdict += c.verdict == Verdict::reproduced ? " (expected not to — check the reason)"
                                                  : " (as expected)";
    }
    const auto colon = c.detail.find(": ");
    const std::string numbers = colon == std::string::npos ? c.detail : c.detail.substr(colon + 2);
    std::string finding = escape(c.text);
    if (!c.expect_reproduced) finding += " — *expected not to reproduce: " + escape(c.reason) + "*";
    out += fmt::format("| {} | `{}` | {} | {} |\n", finding, c.id, verdict, escape(numbers));
  }
  out += "\n";
  return out;
}

std::string verdict_summary(const std::vector<LessonOutcome>& outcomes) {
  std::size_t total = 0, reproduced = 0, not_shown = 0, contradicted = 0, expected_fail = 0,
              unexpected = 0;
  for (const auto& o : outcomes) {
    for (const auto& c : o.claims) {
      ++total;
      reproduced += c.verdict == Verdict::reproduced;
      not_shown += c.verdict == Verdict::not_shown;
      contradicted += c.verdict == Verdict::contradicted;
      expected_fail += !c.expect_reproduced;
      unexpected += !c.pass;
    }
  }
  return fmt::format(
      "{} findings: {} reproduced, {} not shown, {} contradicted ({} of them stated as expected "
      "not to reproduce; {} verdict{} differ{} from the lessons' expectations).",
      total, reproduced, not_shown, contradicted, expected_fail, unexpected,
      unexpected == 1 ? "" : "s", unexpected == 1 ? "s" : "");
}

}  // namespace opslab::study
