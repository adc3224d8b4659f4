#include "study/lesson_report.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "scenario/scenario_file.hpp"
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
  return fmt::format("Scenario: {} (`{}`), {} seed{} per point.", field("name"), field("model"),
                     r.plan.spec().seeds, r.plan.spec().seeds == 1 ? "" : "s");
}

}  // namespace

LessonOutcome run_lesson_report(const Lesson& lesson, bool quick, unsigned jobs,
                                const SweepCallback& on_run, std::int64_t seeds) {
  LessonOutcome o;
  o.lesson = &lesson;
  o.quick = quick;
  o.sweeps = run_lesson_sweeps(lesson, quick, jobs, on_run, /*only_claimed=*/false, seeds);
  o.claims = evaluate_claims(lesson, o.sweeps);
  return o;
}

std::string lesson_report_markdown(const LessonOutcome& o) {
  const Lesson& l = *o.lesson;
  std::string out = fmt::format("## {} (`lessons/{}`)\n\n", l.title, l.id);
  out += fmt::format("Paper: {}. Reproduces: {}. Scale: {}.\n\n", l.paper, l.reproduces,
                     o.quick ? "quick (classroom)" : "full (the paper's)");
  for (const auto& r : o.sweeps) {
    out += fmt::format("### {}\n\n{}\n\n", r.sweep->title, scenario_line(r, o.quick));
    out += sweep_table(r) + "\n";
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
