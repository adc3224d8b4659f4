// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "sim/ui_text.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::ScenarioError;

const LessonSweep* Lesson::find_sweep(std::string_view id) const {
  for (const auto& s : sweeps) {
    if (s.id == id) return &s;
  }
  return nullptr;
}

const std::string& LessonStep::page_in(const std::string& language) const {
  const std::string* translated = in_language(pages_by_language, language);
  return translated ? *translated : page;
}

namespace {
// The sweep whose base a step without a scenario of its own shows: its first, else the lesson's.
const LessonSweep* step_sweep(const Lesson& lesson, const LessonStep& st) {
  const LessonSweep* s = st.sweeps.empty() ? nullptr : lesson.find_sweep(st.sweeps.front());
  if (!s && !lesson.sweeps.empty()) s = &lesson.sweeps.front();
  return s;
}
}  // namespace

std::optional<json> step_scenario(const Lesson& lesson, std::size_t step, bool quick) {
  const LessonStep& st = lesson.steps.at(step);
  if (st.scenario) return scenario::resolve_scenario(*st.scenario);
  const LessonSweep* s = step_sweep(lesson, st);
  if (!s) return std::nullopt;
  return plan_lesson_sweep(*s, quick).base();
}

const json* step_scenario_document(const Lesson& lesson, std::size_t step, bool quick) {
  const LessonStep& st = lesson.steps.at(step);
  if (st.scenario) return &*st.scenario;
  const LessonSweep* s = step_sweep(lesson, st);
  return s ? (quick ? &s->quick_scenario : &s->full_scenario) : nullptr;
}

double step_playback_speed(const LessonStep& step, const json& resolved, double wall_s) {
  if (step.speed) return *step.speed;
  const auto sim = resolved.find("sim");
  const double duration = sim != resolved.end() && sim->contains("duration_s") && sim->at("duration_s").is_number()
                              ? sim->at("duration_s").get<double>()
                              : 0.0;
  return duration > 0 && wall_s > 0 ? duration / wall_s : 0.0;
}

json compare_variant(const json& resolved, const std::string& key, const json& value) {
  const std::string model = resolved.value("model", std::string());
  const auto* descriptor = scenario::find_model(model);
  const auto* spec = descriptor ? descriptor->schema.find(key) : nullptr;
  if (!spec) {
    throw ScenarioError(fmt::format(
        "{}: expected a parameter of model {} (opslab-cli describe {} lists them)", key, model,
        model));
  }
  json doc = resolved;
  scenario::set_key(doc, key, value);
  doc = scenario::resolve_scenario(doc);
  const json& own = resolved.at(spec->section()).at(spec->key());
  if (doc.at(spec->section()).at(spec->key()) == own) {
    throw ScenarioError(
        fmt::format("{}: expected a value other than the scenario's own ({})", key, own.dump()));
  }
  return doc;
}

SweepPlan plan_lesson_sweep(const LessonSweep& s, bool quick) {
  return SweepPlan(quick ? s.quick_scenario : s.full_scenario, quick ? s.quick : s.full);
}

std::vector<Lesson> load_all_lessons(const std::filesystem::path& root,
                                     std::vector<std::string>* broken) {
  std::vector<std::filesystem::path> dirs;
  for (const auto& e : std::filesystem::directory_iterator(root)) {
    if (e.is_directory() && std::filesystem::exists(e.path() / "lesson.json")) {
      dirs.push_back(e.path());
    }
  }
  std::sort(dirs.begin(), dirs.end());
  std::vector<Lesson> out;
  for (const auto& d : dirs) {
    if (broken == nullptr) {
      out.push_back(load_lesson(d));
      continue;
    }
    try {
      out.push_back(load_lesson(d));
    } catch (const scenario::ScenarioError& e) {
      broken->emplace_back(e.what());
    }
  }
  // Introductory lessons first, so a student meets them in the order they build on each other.
  const auto rank = [](const std::string& level) {
    return level == "introductory" ? 0 : level == "intermediate" ? 1 : level == "advanced" ? 2 : 3;
  };
  std::stable_sort(out.begin(), out.end(), [&](const Lesson& a, const Lesson& b) {
    return rank(a.level) < rank(b.level);
  });
  return out;
}

std::pair<std::size_t, std::string> select_point(const SweepPlan& plan, const json& sel) {
  const SweepSpec& spec = plan.spec();
  for (std::size_t p = 0; p < plan.point_count(); ++p) {
    const auto idx = plan.point_indices(p);
    bool match = true;
    std::string label;
    for (std::size_t k = 0; k < spec.axes.size(); ++k) {
      const json v = scenario::parse_value(spec.axes[k].values[idx[k]]);
      if (sel.contains(spec.axes[k].key) && sel.at(spec.axes[k].key) != v) match = false;
      label += fmt::format("{}{}={}", label.empty() ? "" : ", ", spec.axes[k].key,
                           v.is_string() ? v.get<std::string>() : v.dump());
    }
    if (match) return {p, label};
  }
  throw ScenarioError("claim selector matches no sweep point");
}

namespace {

using Piece = ClaimText;

Piece num(double v, const char* spec) { return Piece::number(fmt::format(fmt::runtime(spec), v)); }

// "mean ± ci", and how many seeds gave a value when some did not.
Piece show_stat(const PointStats& m, std::int64_t seeds) {
  Piece out = m.ci95 ? Piece::words(OPSLAB_UI_TEXT("claim", "%1 ± %2"),
                                    {num(m.mean, "{:.4g}"), num(*m.ci95, "{:.2g}")})
                     : num(m.mean, "{:.4g}");
  if (m.n < static_cast<std::size_t>(seeds)) {
    out = Piece::words(OPSLAB_UI_TEXT("claim", "%1 (n=%2)"),
                       {std::move(out), Piece::number(std::to_string(m.n))});
  }
  return out;
}

// `a` and `b` joined by `sep` (a template "%1<sep>%2"), or `b` alone when `a` is empty.
void join(std::optional<Piece>& a, const char* sep, Piece b) {
  a = a ? Piece::words(sep, {std::move(*a), std::move(b)}) : std::move(b);
}

json with(json sel, const std::string& key, const json& v) {
  if (!key.empty()) sel[key] = v;
  return sel;
}

}  // namespace

PointStats claim_point(const SweepResults& r, const std::string& metric, const json& selector) {
  const auto [point, label] = select_point(r.plan, selector);
  const PointStats stat = point_stats(r.plan.point_runs(r.runs, point), metric);
  if (stat.n == 0) {
    throw ScenarioError(fmt::format("metric {} has no value (empty or NaN) at {}", metric, label));
  }
  return stat;
}

namespace {

// The per-seed differences metric(a, s) − factor · metric(b, s) between two points of a sweep
// (a point's runs are in seed order and every point runs the same seeds): their mean and 95%
// Student-t interval, n the seeds where both runs have a value. Throws ScenarioError when none.
PointStats paired_difference(const SweepResults& r, const std::string& metric, const json& a,
                             const json& b, double factor) {
  const auto [pa, la] = select_point(r.plan, a);
  const auto [pb, lb] = select_point(r.plan, b);
  const std::vector<double> d =
      seed_differences(r.plan.point_runs(r.runs, pa), r.plan.point_runs(r.runs, pb), metric, factor);
  if (d.empty()) {
    throw ScenarioError(fmt::format("metric {} has no seed with a value at both {} and {}", metric, la, lb));
  }
  const MeanCi m = mean_ci95(d);
  return PointStats{m.mean, m.ci95, d.size()};
}

}  // namespace

const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::reproduced: return "reproduced";
    case Verdict::not_shown: return "not shown";
    case Verdict::contradicted: return "contradicted";
  }
  return "?";
}

namespace {

// The interval of a point: mean ± its 95% half-width (none with one run: the mean).
double lo_of(const PointStats& m) { return m.mean - m.ci95.value_or(0); }
double hi_of(const PointStats& m) { return m.mean + m.ci95.value_or(0); }
// a's interval lies wholly above b's.
bool above(const PointStats& a, const PointStats& b) { return lo_of(a) > hi_of(b); }

// The values of `key` among the sweep's axes, parsed, in sweep order.
std::vector<json> axis_values(const SweepPlan& plan, const std::string& key) {
  std::vector<json> out;
  for (const auto& a : plan.spec().axes) {
    if (a.key == key) {
      for (const auto& v : a.values) out.push_back(scenario::parse_value(v));
    }
  }
  return out;
}

// The values of `along` from `from` to `to` inclusive, in sweep order (either direction).
std::vector<json> values_between(const SweepPlan& plan, const std::string& along, const json& from,
                                 const json& to) {
  const auto all = axis_values(plan, along);
  const auto f = std::find(all.begin(), all.end(), from);
  const auto t = std::find(all.begin(), all.end(), to);
  std::vector<json> out;
  if (f <= t) {
    out.assign(f, t + 1);
  } else {
    out.assign(t, f + 1);
    std::reverse(out.begin(), out.end());
  }
  return out;
}

}  // namespace

ClaimResult evaluate_claim(const LessonClaim& c, const SweepResults& r) {
  ClaimResult out;
  out.id = c.id;
  out.text = c.text;
  out.expect_reproduced = c.expect_reproduced;
  out.reason = c.reason;
  out.full_scale_only = c.full_scale_only;
  Verdict verdict = Verdict::reproduced;
  std::optional<Piece> numbers;
  const std::string model = r.plan.base().value("model", std::string());
  const auto at = [&](const json& sel) { return claim_point(r, c.metric, sel); };
  const auto show = [&](const PointStats& m) { return show_stat(m, r.plan.spec().seeds); };
  const auto param = [&](const std::string& key) { return Piece::parameter(key, model); };
  const auto value = [](const json& v) { return Piece::axis_value(v); };
  // "12.3 ± 0.4 at key=value"
  const auto at_value = [&](const PointStats& m, const json& x) {
    return Piece::words(OPSLAB_UI_TEXT("claim", "%1 at %2=%3"), {show(m), param(c.along), value(x)});
  };
  const auto add = [&](Piece p) { join(numbers, OPSLAB_UI_TEXT("claim", "%1; %2"), std::move(p)); };
  // The weakest verdict wins: contradicted over not shown over reproduced.
  const auto weaken = [&](Verdict v) {
    if (static_cast<int>(v) > static_cast<int>(verdict)) verdict = v;
  };
  if (c.type == "greater") {
    std::vector<json> values = {json()};
    if (!c.at_every.empty()) values = axis_values(r.plan, c.at_every);
    for (const auto& v : values) {
      const auto a = at(with(c.a, c.at_every, v));
      const auto b = at(with(c.b, c.at_every, v));
      PointStats fb = b;  // factor · b, interval and all
      fb.mean *= c.factor;
      if (fb.ci95) *fb.ci95 *= c.factor;
      std::optional<PointStats> paired;
      if (c.paired) paired = paired_difference(r, c.metric, with(c.a, c.at_every, v), with(c.b, c.at_every, v), c.factor);
      const PointStats zero{0.0, 0.0, 1};
      const Verdict here = paired ? (above(*paired, zero)   ? Verdict::reproduced
                                     : above(zero, *paired) ? Verdict::contradicted
                                                            : Verdict::not_shown)
                                  : (above(a, fb)   ? Verdict::reproduced
                                     : above(fb, a) ? Verdict::contradicted
                                                    : Verdict::not_shown);
      weaken(here);
      Piece rhs = c.factor == 1 ? show(b)
                                : Piece::words(OPSLAB_UI_TEXT("claim", "%1 × %2"),
                                               {num(c.factor, "{:g}"), show(b)});
      Piece p = Piece::words(OPSLAB_UI_TEXT("claim", "%1 vs %2"), {show(a), std::move(rhs)});
      if (paired) {
        p = Piece::words(OPSLAB_UI_TEXT("claim", "%1, paired by seed: difference %2"), {std::move(p), show(*paired)});
      }
      if (here == Verdict::contradicted) p = Piece::words(OPSLAB_UI_TEXT("claim", "%1 ✗"), {std::move(p)});
      if (here == Verdict::not_shown) p = Piece::words(OPSLAB_UI_TEXT("claim", "%1 ≈"), {std::move(p)});
      if (!c.at_every.empty()) {
        p = Piece::words(OPSLAB_UI_TEXT("claim", "%1=%2: %3"), {param(c.at_every), value(v), std::move(p)});
      }
      add(std::move(p));
    }
  } else if (c.type == "increases" || c.type == "decreases") {
    const bool up = c.type == "increases";
    const auto xs = values_between(r.plan, c.along, c.from, c.to);
    std::vector<PointStats> ys;
    for (const auto& x : xs) ys.push_back(at(with(c.where, c.along, x)));
    const auto& first = ys.front();
    const auto& last = ys.back();
    weaken(up ? (above(last, first)   ? Verdict::reproduced
                 : above(first, last) ? Verdict::contradicted
                                      : Verdict::not_shown)
              : (above(first, last)   ? Verdict::reproduced
                 : above(last, first) ? Verdict::contradicted
                                      : Verdict::not_shown));
    std::optional<Piece> path;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const bool reversed = i > 0 && (up ? above(ys[i - 1], ys[i]) : above(ys[i], ys[i - 1]));
      if (reversed) weaken(Verdict::not_shown);
      Piece p = at_value(ys[i], xs[i]);
      if (reversed) p = Piece::words(OPSLAB_UI_TEXT("claim", "%1 (step reversed ✗)"), {std::move(p)});
      join(path, OPSLAB_UI_TEXT("claim", "%1 → %2"), std::move(p));
    }
    add(std::move(*path));
  } else if (c.type == "linear") {
    std::vector<double> xs, ys;
    std::vector<PointStats> stats;
    for (const auto& x : axis_values(r.plan, c.along)) {
      xs.push_back(x.get<double>());
      stats.push_back(at(with(c.where, c.along, x)));
      ys.push_back(stats.back().mean);
    }
    const double n = static_cast<double>(xs.size());
    double mx = 0, my = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) mx += xs[i] / n, my += ys[i] / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      sxy += (xs[i] - mx) * (ys[i] - my);
      sxx += (xs[i] - mx) * (xs[i] - mx);
      syy += (ys[i] - my) * (ys[i] - my);
    }
    const double slope = sxx > 0 ? sxy / sxx : 0;
    const double r2 = sxx > 0 && syy > 0 ? sxy * sxy / (sxx * syy) : 0;
    // The end points (smallest and largest x) must be separated in the slope's direction.
    const auto lo_x = std::min_element(xs.begin(), xs.end()) - xs.begin();
    const auto hi_x = std::max_element(xs.begin(), xs.end()) - xs.begin();
    const auto& y0 = stats[static_cast<std::size_t>(lo_x)];
    const auto& y1 = stats[static_cast<std::size_t>(hi_x)];
    const bool want_negative = c.slope.empty() ? slope < 0 : c.slope == "negative";
    const bool separated = want_negative ? above(y0, y1) : above(y1, y0);
    const bool opposite = want_negative ? above(y1, y0) : above(y0, y1);
    weaken(opposite ? Verdict::contradicted
                    : separated && r2 >= c.min_r2 ? Verdict::reproduced : Verdict::not_shown);
    add(Piece::words(OPSLAB_UI_TEXT("claim", "slope %1 per unit of %2, R² = %3 (needs ≥ %4); %5 → %6"),
                     {num(slope, "{:.4g}"), param(c.along), num(r2, "{:.4f}"), num(c.min_r2, "{}"),
                      show(y0), show(y1)}));
  } else if (c.type == "within") {
    const auto a = at(c.where);
    weaken(lo_of(a) >= c.lo && hi_of(a) <= c.hi ? Verdict::reproduced
           : hi_of(a) < c.lo || lo_of(a) > c.hi ? Verdict::contradicted
                                                  : Verdict::not_shown);
    add(Piece::words(OPSLAB_UI_TEXT("claim", "%1 in [%2, %3]"),
                     {show(a), num(c.lo, "{}"), num(c.hi, "{}")}));
  } else if (c.type == "flat") {
    std::vector<PointStats> ys;
    std::optional<Piece> path;
    for (const auto& x : axis_values(r.plan, c.along)) {
      ys.push_back(at(with(c.where, c.along, x)));
      join(path, OPSLAB_UI_TEXT("claim", "%1, %2"), at_value(ys.back(), x));
    }
    double mean = 0, top = -INFINITY, bottom = INFINITY, top_lo = -INFINITY, bottom_hi = INFINITY;
    for (const auto& y : ys) {
      mean += y.mean / static_cast<double>(ys.size());
      top = std::max(top, hi_of(y));
      bottom = std::min(bottom, lo_of(y));
      top_lo = std::max(top_lo, lo_of(y));
      bottom_hi = std::min(bottom_hi, hi_of(y));
    }
    const double band = c.pct / 100.0 * std::abs(mean);
    weaken(top - bottom <= band        ? Verdict::reproduced
           : top_lo - bottom_hi > band ? Verdict::contradicted
                                       : Verdict::not_shown);
    add(Piece::words(
        OPSLAB_UI_TEXT("claim", "%1; intervals span %2 (%3% of the mean %4; needs ≤ %5%)"),
        {std::move(*path), num(top - bottom, "{:.3g}"),
         num(mean != 0 ? 100.0 * (top - bottom) / std::abs(mean) : 0.0, "{:.1f}"),
         num(mean, "{:.4g}"), num(c.pct, "{}")}));
  } else if (c.type == "peak") {
    const auto top = at(with(c.where, c.along, c.at));
    std::optional<Piece> path;
    for (const auto& x : axis_values(r.plan, c.along)) {
      const auto y = x == c.at ? top : at(with(c.where, c.along, x));
      if (x != c.at) {
        weaken(above(top, y) ? Verdict::reproduced
               : above(y, top) ? Verdict::contradicted
                               : Verdict::not_shown);
      }
      Piece p = at_value(y, x);
      if (x == c.at) p = Piece::words(OPSLAB_UI_TEXT("claim", "%1 (the claimed peak)"), {std::move(p)});
      join(path, OPSLAB_UI_TEXT("claim", "%1, %2"), std::move(p));
    }
    add(std::move(*path));
  } else if (c.type == "equivalence") {
    const auto a = at(c.a);
    const auto b = at(c.b);
    const auto d = difference_ci95(a, b);
    const double m = c.margin;
    weaken(!d.ci95                                   ? Verdict::not_shown
           : std::abs(d.diff) + *d.ci95 <= m         ? Verdict::reproduced
           : std::abs(d.diff) - *d.ci95 > m          ? Verdict::contradicted
                                                     : Verdict::not_shown);
    Piece diff = d.ci95 ? Piece::words(OPSLAB_UI_TEXT("claim", "%1 ± %2"),
                                       {num(d.diff, "{:.4g}"), num(*d.ci95, "{:.4g}")})
                        : Piece::words(OPSLAB_UI_TEXT("claim", "%1 (no interval: a point has one run)"),
                                       {num(d.diff, "{:.4g}")});
    add(Piece::words(OPSLAB_UI_TEXT("claim", "%1 vs %2: difference %3, equivalent within ±%4"),
                     {show(a), show(b), std::move(diff), num(m, "{:g}")}));
  } else {  // drops_sharply
    const auto y0 = at(with(c.where, c.along, c.from));
    const auto y1 = at(with(c.where, c.along, c.mid));
    const auto y2 = at(with(c.where, c.along, c.to));
    const double x0 = c.from.get<double>(), x1 = c.mid.get<double>(), x2 = c.to.get<double>();
    // The least the first step can fall per unit, and the most the second can.
    const double first_min = (lo_of(y0) - hi_of(y1)) / (x1 - x0);
    const double second_max = (hi_of(y1) - lo_of(y2)) / (x2 - x1);
    weaken(!above(y0, y1)               ? (above(y1, y0) ? Verdict::contradicted : Verdict::not_shown)
           : first_min > second_max     ? Verdict::reproduced
           : (hi_of(y0) - lo_of(y1)) / (x1 - x0) < (lo_of(y1) - hi_of(y2)) / (x2 - x1)
               ? Verdict::contradicted
               : Verdict::not_shown);
    add(Piece::words(
        OPSLAB_UI_TEXT("claim",
                       "%1 at %2=%3 → %4 at %5 → %6 at %7; fall per unit ≥ %8 first, ≤ %9 after"),
        {show(y0), param(c.along), value(c.from), show(y1), value(c.mid), show(y2), value(c.to),
         num(first_min, "{:.4g}"), num(second_max, "{:.4g}")}));
  }
  out.verdict = verdict;
  out.pass = (verdict == Verdict::reproduced) == c.expect_reproduced;
  Piece word = Piece::words(verdict == Verdict::reproduced  ? OPSLAB_UI_TEXT("claim", "reproduced")
                            : verdict == Verdict::not_shown ? OPSLAB_UI_TEXT("claim", "not shown")
                                                            : OPSLAB_UI_TEXT("claim", "contradicted"));
  if (!c.expect_reproduced) {
    word = Piece::words(OPSLAB_UI_TEXT("claim", "%1 (expected not to reproduce)"), {std::move(word)});
  }
  out.detail_text = Piece::words(OPSLAB_UI_TEXT("claim", "%1: %2"),
                                 {std::move(word), numbers ? std::move(*numbers) : Piece::value("")});
  out.detail = english(out.detail_text);
  return out;
}

std::vector<SweepResults> run_lesson_sweeps(const Lesson& lesson, bool quick, unsigned jobs,
                                            const SweepCallback& on_run, bool only_claimed,
                                            std::int64_t seeds) {
  std::vector<SweepResults> results;
  for (const auto& s : lesson.sweeps) {
    const bool needed = std::any_of(lesson.claims.begin(), lesson.claims.end(),
                                    [&](const auto& c) { return c.sweep == s.id; });
    if (only_claimed && !needed) continue;
    SweepSpec spec = quick ? s.quick : s.full;
    if (seeds > 0) spec.seeds = seeds;
    SweepPlan plan(quick ? s.quick_scenario : s.full_scenario, std::move(spec));
    auto outcome = run_sweep(plan, {jobs, on_run, {}});
    results.push_back(SweepResults{&s, std::move(plan), std::move(outcome.runs)});
  }
  return results;
}

std::vector<ClaimResult> evaluate_claims(const Lesson& lesson,
                                         const std::vector<SweepResults>& results) {
  std::vector<ClaimResult> out;
  for (const auto& c : lesson.claims) {
    auto it = std::find_if(results.begin(), results.end(),
                           [&](const auto& r) { return r.sweep->id == c.sweep; });
    if (it == results.end()) throw ScenarioError(fmt::format("claim {}: sweep {} not run", c.id, c.sweep));
    out.push_back(evaluate_claim(c, *it));
  }
  return out;
}

std::vector<ClaimResult> check_lesson(const Lesson& lesson, bool quick, unsigned jobs,
                                      const SweepCallback& on_run) {
  return evaluate_claims(lesson, run_lesson_sweeps(lesson, quick, jobs, on_run));
}

}  // namespace opslab::study
