// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading lesson.json (docs/writing-a-lesson.md): every check of the lesson format, run once
// whether a lesson is loaded (load_lesson: the first problem is an error) or validated
// (read_lesson: every problem is collected, `opslab-cli lesson validate`). Claims:
// lesson_claim_reader.cpp; scenario references: lesson_scenario_ref.cpp.
#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "scenario/json_depth.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "scenario/strict_json.hpp"
#include "study/json_lines.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_claim_reader.hpp"
#include "study/lesson/lesson_fields.hpp"
#include "study/lesson/lesson_scenario_ref.hpp"
#include "study/lesson/lesson_texts.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::ScenarioError;
using namespace lesson_reading;

namespace {

// The name of folder `dir` however it is written ("lesson/", ".", "../lesson").
std::string folder_name(const std::filesystem::path& dir) {
  std::filesystem::path p = std::filesystem::absolute(dir).lexically_normal();
  if (!p.has_filename()) p = p.parent_path();
  return p.filename().string();
}

SweepSpec vary_spec(const Fields& f, const char* seeds_key) {
  SweepSpec spec;
  const auto& vary = f.array("vary");
  for (std::size_t i = 0; i < vary.size(); ++i) {
    Fields a(vary[i], (f.at() / "vary")[i], f.problems());
    a.only({"key", "values"});
    SweepAxis axis{a.text("key"), {}};
    const auto& values = a.array("values");
    if (values.empty()) a.fail("values", "a non-empty array");
    for (const auto& v : values) axis.values.push_back(v.dump());
    spec.axes.push_back(std::move(axis));
  }
  spec.seeds = f.integer(seeds_key, 1, 1000);
  return spec;
}

// A sweep's `paper` array: each entry one point of the sweep (every varied key fixed), a
// summary metric of its model (the plotted one by default) and the paper's number for it.
std::vector<PaperValue> parse_paper(const Fields& s, const LessonSweep& sw,
                                    const std::vector<std::string>& metrics) {
  std::vector<PaperValue> out;
  const auto& entries = s.array("paper");
  for (std::size_t k = 0; k < entries.size(); ++k) {
    Fields p(entries[k], (s.at() / "paper")[k], s.problems());
    p.only({"at", "value", "label", "metric"});
    PaperValue v{p.get("at"), p.number("value"), p.text("label"), p.text_or("metric", sw.metric)};
    check_selector(p, "at", v.at, sw.quick, {});
    if (std::find(metrics.begin(), metrics.end(), v.metric) == metrics.end()) {
      p.fail("metric", "a summary metric of the sweep's model");
    }
    for (const auto& other : out) {
      if (other.at == v.at && other.metric == v.metric) {
        p.fail("at", fmt::format("one paper value per point and metric ({} repeats {})",
                                 v.at.dump(), v.metric));
      }
    }
    out.push_back(std::move(v));
  }
  return out;
}

// The summary columns a scenario's model reports (built, not run).
std::vector<std::string> summary_columns(const SweepPlan& plan) {
  const auto* model = scenario::find_model(plan.base().at("model").get<std::string>());
  auto run = model->build(plan.base());
  return run->results().summary.columns;
}

// One entry of `sweeps`.
LessonSweep read_sweep(const Fields& s, const std::filesystem::path& dir,
                       std::vector<std::string>& metrics) {
  s.only({"id", "title", "scenario", "full_scenario", "vary", "seeds", "full_seeds", "plot",
          "table", "paper"});
  LessonSweep sw;
  sw.id = s.text("id");
  sw.title = s.text("title");
  const ScenarioRef quick(s.get("scenario"), dir, s.at() / "scenario", s.problems());
  const std::optional<ScenarioRef> full =
      s.has("full_scenario")
          ? std::optional<ScenarioRef>(std::in_place, s.get("full_scenario"), dir,
                                       s.at() / "full_scenario", s.problems())
          : std::nullopt;
  sw.quick_scenario = quick.doc();
  sw.full_scenario = full ? full->doc() : quick.doc();
  sw.quick_set = quick.set();
  sw.full_set = full ? full->set() : quick.set();
  sw.quick = vary_spec(s, "seeds");
  sw.full = sw.quick;
  sw.full.seeds = s.has("full_seeds") ? s.integer("full_seeds", 1, 1000) : sw.quick.seeds;
  Problems& problems = s.problems();
  const std::size_t before = problems.count();
  // The plot's keys and the sweep's runs are checked apart: one does not hide the other.
  std::optional<Fields> plot;
  problems.attempt([&] {
    plot.emplace(s.get("plot"), s.at() / "plot", problems);
    plot->only({"x", "metric", "series", "log_x", "log_y"});
    sw.x = plot->text("x");
    sw.metric = plot->text("metric");
    sw.series = plot->text_or("series", "");
    if (!axis_of(sw.quick, sw.x)) plot->fail("x", "a varied key of the sweep");
    if (!sw.series.empty() && !axis_of(sw.quick, sw.series)) plot->fail("series", "a varied key");
    for (const char* key : {"log_x", "log_y"}) {
      if (plot->has(key) && !plot->get(key).is_boolean()) plot->fail(key, "true or false");
    }
    sw.log_x = plot->has("log_x") && plot->get("log_x").get<bool>();
    sw.log_y = plot->has("log_y") && plot->get("log_y").get<bool>();
    // A logarithmic x axis needs x values that are numbers above 0.
    for (const auto& v : sw.log_x ? axis_of(sw.quick, sw.x)->values : std::vector<std::string>{}) {
      const json x = scenario::parse_value(v);
      if (!x.is_number() || x.get<double>() <= 0) {
        plot->fail("log_x", fmt::format("an x key whose values are all numbers above 0 ({} is not)", v));
      }
    }
  });
  std::vector<std::pair<std::string, JsonPath>> varied;
  for (std::size_t k = 0; k < sw.quick.axes.size(); ++k) {
    varied.emplace_back(sw.quick.axes[k].key, (s.at() / "vary")[k] / "key");
  }
  problems.attempt([&] {
    try {
      metrics = summary_columns(plan_lesson_sweep(sw, true));
    } catch (const ScenarioError& e) {
      quick.fail(e, varied);
    }
    try {
      plan_lesson_sweep(sw, false);
    } catch (const ScenarioError& e) {
      (full ? *full : quick).fail(e, varied);
    }
  });
  if (problems.count() > before) throw Abandon{};
  if (std::find(metrics.begin(), metrics.end(), sw.metric) == metrics.end()) {
    plot->fail("metric", expected_metric(sw.quick_scenario.value("model", std::string("?")), metrics,
                                         sw.metric));
  }
  if (s.has("table")) {
    for (const auto& m : s.array("table")) {
      if (!m.is_string() ||
          std::find(metrics.begin(), metrics.end(), m.get<std::string>()) == metrics.end()) {
        s.fail("table", "an array of summary metrics of the sweep's model");
      }
      sw.table.push_back(m.get<std::string>());
    }
  }
  if (s.has("paper")) sw.paper = parse_paper(s, sw, metrics);
  return sw;
}

LessonQuestion read_question(const Fields& q) {
  q.only({"prompt", "choices", "answer", "feedback"});
  LessonQuestion lq;
  lq.prompt = q.text("prompt");
  for (const auto& c : q.array("choices")) {
    if (!c.is_string()) q.fail("choices", "an array of strings");
    lq.choices.push_back(c.get<std::string>());
  }
  if (lq.choices.size() < 2) q.fail("choices", "at least two choices");
  // Choices are shown as the letters A to Z.
  if (lq.choices.size() > 26) q.fail("choices", "at most 26 choices");
  lq.answer = static_cast<std::size_t>(
      q.integer("answer", 0, static_cast<std::int64_t>(lq.choices.size()) - 1));
  for (const auto& c : q.array("feedback")) {
    if (!c.is_string()) q.fail("feedback", "an array of strings");
    lq.feedback.push_back(c.get<std::string>());
  }
  if (lq.feedback.size() != lq.choices.size()) q.fail("feedback", "one entry per choice");
  return lq;
}

// The page's translations: `page.de.md` beside `page.md`.
std::map<std::string, std::string> read_translated_pages(const std::filesystem::path& page) {
  std::map<std::string, std::string> pages;
  for (const auto& [code, path] : translations_of(page)) pages.emplace(code, read_text(path));
  return pages;
}

// A step's `speed`: simulated seconds per wall second within the app's speed control
// (1 µs/s to 10 s/s), or "max" (as fast as possible, 0).
double read_speed(const Fields& s) {
  const auto& v = s.get("speed");
  if (v.is_string() && v.get<std::string>() == "max") return 0;
  if (!v.is_number() || v.get<double>() < 1e-6 || v.get<double>() > 10) {
    s.fail("speed", "a playback speed in simulated seconds per wall second from 0.000001 to 10, "
                    "or \"max\"");
  }
  return v.get<double>();
}

// A step's `charts`: one to three ids of the charts its scenario's run offers (the run is
// built, not run, to read them; `user` is the step's scenario, when it resolved).
std::vector<std::string> read_charts(const Fields& s, const std::optional<json>& user) {
  const auto& v = s.array("charts");
  if (v.empty() || v.size() > 3) s.fail("charts", "one to three chart ids");
  std::vector<std::string> ids;
  for (const auto& c : v) {
    if (!c.is_string() || c.get<std::string>().empty()) s.fail("charts", "an array of chart ids");
    if (std::find(ids.begin(), ids.end(), c.get<std::string>()) != ids.end()) {
      s.fail("charts", fmt::format("each chart once ({} repeats)", c.get<std::string>()));
    }
    ids.push_back(c.get<std::string>());
  }
  if (!user) return ids;  // the scenario's own problem is recorded where it is
  std::vector<std::string> offered;
  try {
    const json resolved = scenario::resolve_scenario(*user);
    const auto* model = scenario::find_model(resolved.at("model").get<std::string>());
    for (const auto& c : model->build(resolved)->charts()) offered.push_back(c.id);
  } catch (const ScenarioError&) {
    return ids;
  }
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (std::find(offered.begin(), offered.end(), ids[i]) == offered.end()) {
      s.problems().fail((s.at() / "charts")[i],
                        fmt::format("{}: not a chart of this scenario's run; expected one of: {}",
                                    ids[i], fmt::join(offered, ", ")));
    }
  }
  return ids;
}

// A step, to be `l.steps[index]`: its fields, questions and claims, each read on its own so
// that one problem does not hide the next. Claims join `l.claims`.
void read_step(const json& v, std::size_t index, const JsonPath& at, Lesson& l,
               const std::vector<ReadSweep>& sweeps, const std::set<std::string>& broken,
               Problems& problems) {
  Fields s(v, at, problems);
  s.only({"title", "page", "scenario", "run", "speed", "charts", "sweeps", "questions", "claims",
          "compare"});
  LessonStep st;
  problems.attempt([&] { st.title = s.text("title"); });
  problems.attempt([&] {
    const std::string page = s.text("page");
    try {
      st.page = read_text(l.dir / page);
      st.pages_by_language = read_translated_pages(l.dir / page);
    } catch (const ScenarioError& e) {
      s.fail("page", fmt::format("a Markdown file in the lesson's folder: {}", e.what()));
    }
  });
  const bool scenario_ok = problems.attempt([&] {
    if (!s.has("scenario")) return;
    const ScenarioRef ref(s.get("scenario"), l.dir, at / "scenario", problems);
    st.scenario = ref.doc();
    if (const json& set = ref.set(); set.contains("name") && set.at("name").is_string()) {
      st.scenario_name = set.at("name").get<std::string>();
    }
    try {
      scenario::resolve_scenario(*st.scenario);
    } catch (const ScenarioError& e) {
      ref.fail(e);
    }
  });
  problems.attempt([&] {
    st.run = s.has("run") && s.get("run").is_boolean() && s.get("run").get<bool>();
    if (st.run && !s.has("scenario")) s.fail("run", "a step scenario to run");
  });
  problems.attempt([&] {
    if (!s.has("speed")) return;
    if (!s.has("scenario")) s.fail("speed", "a step scenario to play at that speed");
    st.speed = read_speed(s);
  });
  problems.attempt([&] {
    if (!s.has("charts")) return;
    if (!s.has("scenario")) s.fail("charts", "a step scenario whose charts to show");
    st.charts = read_charts(s, scenario_ok ? st.scenario : std::nullopt);
  });
  problems.attempt([&] {
    if (!s.has("sweeps")) return;
    for (const auto& id : s.array("sweeps")) {
      const bool known = id.is_string() && (l.find_sweep(id.get<std::string>()) ||
                                            broken.count(id.get<std::string>()));
      if (!known) s.fail("sweeps", "ids of the lesson's sweeps");
      if (l.find_sweep(id.get<std::string>())) st.sweeps.push_back(id.get<std::string>());
    }
  });
  problems.attempt([&] {
    if (!s.has("questions")) return;
    const auto& qs = s.array("questions");
    for (std::size_t k = 0; k < qs.size(); ++k) {
      problems.attempt([&] {
        st.questions.push_back(read_question(Fields(qs[k], (at / "questions")[k], problems)));
      });
    }
  });
  problems.attempt([&] {
    if (!s.has("claims")) return;
    const auto& cs = s.array("claims");
    for (std::size_t k = 0; k < cs.size(); ++k) {
      problems.attempt([&] {
        const Fields f(cs[k], (at / "claims")[k], problems);
        auto c = read_claim(f, sweeps, broken);
        for (const auto& other : l.claims) {
          if (other.id == c.id) f.fail("id", "an id not used by another claim");
        }
        st.claims.push_back(c.id);
        l.claims.push_back(std::move(c));
      });
    }
  });
  problems.attempt([&] {
    if (!s.has("compare")) return;
    Fields c(s.get("compare"), at / "compare", problems);
    c.only({"key", "value", "label"});
    st.compare = LessonCompare{c.text("key"), c.get("value"), c.text("label")};
  });
  l.steps.push_back(std::move(st));
  if (!scenario_ok || !l.steps.back().compare) return;
  const LessonCompare& cmp = *l.steps.back().compare;
  problems.attempt([&] {
    // The second run must be valid at both scales, and differ from the first.
    for (const bool quick : {true, false}) {
      std::optional<json> base;
      try {
        base = step_scenario(l, index, quick);
      } catch (const ScenarioError&) {
        throw Abandon{};  // the scenario's own problem is recorded where it is
      }
      if (!base) s.fail("compare", "a step scenario or a sweep to compare");
      try {
        compare_variant(*base, cmp.key, cmp.value);
      } catch (const ScenarioError& e) {
        problems.fail(at / "compare", e.what());
      }
    }
  });
}

}  // namespace

Lesson read_lesson(const std::filesystem::path& dir, std::vector<LessonProblem>& out) {
  Problems problems(out);
  Lesson l;
  l.dir = dir;
  const JsonPath root;
  std::string text;
  try {
    text = read_text(dir / "lesson.json");
  } catch (const ScenarioError& e) {
    problems.add(root, e.what());
    return l;
  }
  if (const auto deep = scenario::line_too_deep(text)) {
    problems.add(LessonProblem{"lesson.json", json::json_pointer(), "", scenario::too_deep_message(), *deep});
    return l;
  }
  const JsonLines lines(text);
  if (const auto& bad = lines.syntax_error()) {
    problems.add(LessonProblem{"lesson.json", json::json_pointer(), "", "malformed JSON: " + bad->message, bad->line});
    return l;
  }
  for (const auto& d : scenario::duplicate_keys(text)) {
    problems.add(LessonProblem{"lesson.json", json::json_pointer(), d.path, scenario::duplicate_key_message(d), d.line});
  }
  const json doc = json::parse(text);
  if (!doc.is_object()) {
    problems.add(root, "expected an object");
    return l;
  }
  const Fields f(doc, root, problems);
  f.only({"id", "title", "paper", "reproduces", "reproduces_paper", "level", "minutes", "sweeps",
          "steps"});
  problems.attempt([&] {
    l.id = f.text("id");
    if (l.id != folder_name(dir)) f.fail("id", "the name of the lesson's folder");
  });
  problems.attempt([&] { l.title = f.text("title"); });
  problems.attempt([&] { l.paper = f.text("paper"); });
  problems.attempt([&] { l.reproduces = f.text("reproduces"); });
  problems.attempt([&] {
    if (!f.has("reproduces_paper")) return;
    if (!f.get("reproduces_paper").is_boolean()) f.fail("reproduces_paper", "true or false");
    l.reproduces_paper = f.get("reproduces_paper").get<bool>();
  });
  problems.attempt([&] { l.level = f.text("level"); });
  problems.attempt([&] { l.minutes = static_cast<int>(f.integer("minutes", 1, 600)); });

  std::vector<std::vector<std::string>> metrics;
  std::set<std::string> broken;  // ids of sweeps with problems
  problems.attempt([&] {
    const auto& sweeps = f.array("sweeps");
    for (std::size_t i = 0; i < sweeps.size(); ++i) {
      const JsonPath at = (root / "sweeps")[i];
      const std::size_t before = problems.count();
      std::vector<std::string> columns;
      std::optional<LessonSweep> sw;
      problems.attempt([&] { sw = read_sweep(Fields(sweeps[i], at, problems), dir, columns); });
      const auto& raw = sweeps[i];
      const std::string id = raw.is_object() && raw.contains("id") && raw.at("id").is_string()
                                 ? raw.at("id").get<std::string>()
                                 : std::string();
      problems.attempt([&] {
        if (!id.empty() && (l.find_sweep(id) || broken.count(id))) {
          Fields(raw, at, problems).fail("id", "an id not used by another sweep");
        }
      });
      if (problems.count() > before) {
        broken.insert(id);
      } else {
        l.sweeps.push_back(std::move(*sw));
        metrics.push_back(std::move(columns));
      }
    }
  });
  std::vector<ReadSweep> read;
  for (std::size_t i = 0; i < l.sweeps.size(); ++i) read.push_back({&l.sweeps[i], metrics[i]});

  problems.attempt([&] {
    const auto& steps = f.array("steps");
    if (steps.empty()) f.fail("steps", "at least one step");
    for (std::size_t i = 0; i < steps.size(); ++i) {
      problems.attempt([&] {
        read_step(steps[i], l.steps.size(), (root / "steps")[i], l, read, broken, problems);
      });
    }
  });
  read_lesson_texts(l, out);
  // A sweep's table shows, by default, its plotted metric and the metrics of its claims.
  for (auto& sw : l.sweeps) {
    if (!sw.table.empty()) continue;
    sw.table.push_back(sw.metric);
    for (const auto& c : l.claims) {
      if (c.sweep == sw.id && std::find(sw.table.begin(), sw.table.end(), c.metric) == sw.table.end()) {
        sw.table.push_back(c.metric);
      }
    }
  }
  return l;
}

Lesson load_lesson(const std::filesystem::path& dir) {
  std::vector<LessonProblem> found;
  Lesson l = read_lesson(dir, found);
  // A translation with a problem is left out: its language reads lesson.json's texts until it
  // is fixed (lesson validate names the problem), and the lesson still loads.
  std::vector<LessonProblem> problems;
  for (auto& p : found) {
    if (is_texts_file(p.file)) {
      l.texts_by_language.erase(p.file.substr(7, p.file.size() - 12));  // lesson.<code>.json
    } else {
      problems.push_back(std::move(p));
    }
  }
  if (!problems.empty()) {
    const LessonProblem& p = problems.front();
    // FILE:LINE as `lesson validate` gives it, so an author reloading the lesson sees the line;
    // FILE by the path it was read from, so a copy in a --lesson-dir is not taken for another.
    int line = p.line;
    if (line <= 0 && p.file == "lesson.json") {
      try {
        line = JsonLines(read_text(dir / p.file)).line_of(p.pointer);
      } catch (const ScenarioError&) {
        line = 0;
      }
    }
    throw ScenarioError(fmt::format("{}{}: {}{}{}", (dir / p.file).string(),
                                    line > 0 ? fmt::format(":{}", line) : std::string(), p.path,
                                    p.path.empty() ? "" : ": ", p.what));
  }
  return l;
}

}  // namespace opslab::study
