#include "study/lesson.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::ScenarioError;

namespace {

// Reads typed fields of one JSON object, naming `where` (file and JSON path) in errors.
class Fields {
 public:
  Fields(const json& obj, std::string where) : obj_(obj), where_(std::move(where)) {
    if (!obj_.is_object()) fail("", "an object");
  }
  [[noreturn]] void fail(std::string_view key, std::string_view expected) const {
    throw ScenarioError(fmt::format("{}{}{}: expected {}", where_, key.empty() ? "" : ".", key,
                                    expected));
  }
  bool has(const char* key) const { return obj_.contains(key); }
  const json& get(const char* key) const {
    if (!obj_.contains(key)) fail(key, "a value (missing)");
    return obj_.at(key);
  }
  std::string text(const char* key) const {
    const auto& v = get(key);
    if (!v.is_string() || v.get<std::string>().empty()) fail(key, "a non-empty string");
    return v.get<std::string>();
  }
  std::string text_or(const char* key, std::string fallback) const {
    return has(key) ? text(key) : fallback;
  }
  std::int64_t integer(const char* key, std::int64_t lo, std::int64_t hi) const {
    const auto& v = get(key);
    if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi) {
      fail(key, fmt::format("an integer in [{}, {}]", lo, hi));
    }
    return v.get<std::int64_t>();
  }
  double number(const char* key) const {
    const auto& v = get(key);
    if (!v.is_number()) fail(key, "a number");
    return v.get<double>();
  }
  const json& array(const char* key) const {
    const auto& v = get(key);
    if (!v.is_array()) fail(key, "an array");
    return v;
  }
  void only(std::initializer_list<const char*> allowed) const {
    for (const auto& item : obj_.items()) {
      const std::string& k = item.key();  // a named variable: clang 14 cannot capture a binding
      if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; })) {
        throw ScenarioError(fmt::format("{}.{}: unknown key", where_, k));
      }
    }
  }
  const std::string& where() const { return where_; }

 private:
  const json& obj_;
  std::string where_;
};

std::string read_text(const std::filesystem::path& p, const std::string& where) {
  std::ifstream in(p);
  if (!in) throw ScenarioError(fmt::format("{}: cannot read {}", where, p.string()));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// {"file": "...", "set": {"key.path": value}} → a user scenario document.
json scenario_ref(const json& v, const std::filesystem::path& dir, const std::string& where) {
  Fields f(v, where);
  f.only({"file", "set"});
  json doc = scenario::load_scenario_file((dir / f.text("file")).lexically_normal().string());
  if (f.has("set")) {
    const auto& set = f.get("set");
    if (!set.is_object()) f.fail("set", "an object of key paths to values");
    for (const auto& [k, val] : set.items()) scenario::set_key(doc, k, val);
  }
  return doc;
}

SweepSpec vary_spec(const Fields& f, const char* seeds_key) {
  SweepSpec spec;
  const auto& vary = f.array("vary");
  for (std::size_t i = 0; i < vary.size(); ++i) {
    Fields a(vary[i], fmt::format("{}.vary[{}]", f.where(), i));
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

const SweepAxis* axis_of(const SweepSpec& s, std::string_view key) {
  for (const auto& a : s.axes) {
    if (a.key == key) return &a;
  }
  return nullptr;
}

bool axis_has(const SweepAxis& a, const json& v) {
  return std::any_of(a.values.begin(), a.values.end(),
                     [&](const std::string& s) { return scenario::parse_value(s) == v; });
}

// A selector plus optional extra keys must fix every varied key to one of its values.
void check_selector(const Fields& f, const char* name, const json& sel, const SweepSpec& spec,
                    std::initializer_list<std::string> extra) {
  if (!sel.is_object()) f.fail(name, "an object of varied keys to values");
  std::set<std::string> fixed(extra.begin(), extra.end());
  for (const auto& [k, v] : sel.items()) {
    const SweepAxis* a = axis_of(spec, k);
    if (!a) f.fail(name, fmt::format("varied keys only (\"{}\" is not varied)", k));
    if (!axis_has(*a, v)) f.fail(name, fmt::format("a value of {} among the sweep's values", k));
    fixed.insert(k);
  }
  for (const auto& a : spec.axes) {
    if (!fixed.count(a.key)) f.fail(name, fmt::format("a value for every varied key (missing {})", a.key));
  }
}

LessonClaim parse_claim(const json& v, const std::string& where, const std::vector<LessonSweep>& sweeps,
                        const std::vector<std::vector<std::string>>& metrics) {
  Fields f(v, where);
  f.only({"id", "text", "type", "sweep", "metric", "a", "b", "where", "at_every", "factor", "at", "along", "from",
          "to", "mid", "separated", "min_r2", "slope", "lo", "hi", "pct", "margin", "expect", "reason",
          "scale"});
  LessonClaim c;
  c.id = f.text("id");
  c.text = f.text("text");
  c.type = f.text("type");
  c.sweep = f.text("sweep");
  c.metric = f.text("metric");
  auto it = std::find_if(sweeps.begin(), sweeps.end(), [&](const auto& s) { return s.id == c.sweep; });
  if (it == sweeps.end()) f.fail("sweep", "the id of one of the lesson's sweeps");
  const SweepSpec& spec = it->quick;
  const auto& cols = metrics[static_cast<std::size_t>(it - sweeps.begin())];
  if (std::find(cols.begin(), cols.end(), c.metric) == cols.end()) {
    f.fail("metric", fmt::format("a summary metric of model \"{}\"",
                                 it->quick_scenario.value("model", std::string("?"))));
  }
  const auto varied = [&](const char* key) {
    const std::string k = f.text(key);
    if (!axis_of(spec, k)) f.fail(key, "a varied key of the sweep");
    return k;
  };
  const auto along_value = [&](const char* key) {
    const json& x = f.get(key);
    if (!axis_has(*axis_of(spec, c.along), x)) f.fail(key, "a value of the `along` key");
    return x;
  };
  const auto numeric_along = [&] {
    for (const auto& x : axis_of(spec, c.along)->values) {
      if (!scenario::parse_value(x).is_number()) f.fail("along", "a key with numeric values");
    }
  };
  c.where = f.has("where") ? f.get("where") : json::object();
  // Every verdict reads the confidence intervals; `separated` is accepted for older lessons
  // and no longer changes anything.
  if (f.has("separated") && !f.get("separated").is_boolean()) f.fail("separated", "a boolean");
  const std::string expect = f.text_or("expect", "reproduce");
  if (expect != "reproduce" && expect != "fail") f.fail("expect", "\"reproduce\" or \"fail\"");
  c.expect_reproduced = expect == "reproduce";
  c.reason = f.text_or("reason", "");
  const std::string scale = f.text_or("scale", "any");
  if (scale != "any" && scale != "full") f.fail("scale", "\"any\" or \"full\"");
  c.full_scale_only = scale == "full";
  if (!c.expect_reproduced && c.reason.empty()) {
    f.fail("reason", "why the finding is expected not to reproduce (with expect \"fail\")");
  }
  if (c.type == "greater") {
    c.a = f.get("a");
    c.b = f.get("b");
    c.at_every = f.has("at_every") ? varied("at_every") : "";
    if (f.has("factor")) {
      c.factor = f.number("factor");
      if (!(c.factor > 0)) f.fail("factor", "a positive number");
    }
    check_selector(f, "a", c.a, spec, {c.at_every});
    check_selector(f, "b", c.b, spec, {c.at_every});
  } else if (c.type == "increases" || c.type == "decreases") {
    c.along = varied("along");
    c.from = along_value("from");
    c.to = along_value("to");
    check_selector(f, "where", c.where, spec, {c.along});
  } else if (c.type == "linear") {
    c.along = varied("along");
    numeric_along();
    c.min_r2 = f.has("min_r2") ? f.number("min_r2") : 0.95;
    c.slope = f.text_or("slope", "");
    if (!c.slope.empty() && c.slope != "negative" && c.slope != "positive") {
      f.fail("slope", "\"negative\" or \"positive\"");
    }
    check_selector(f, "where", c.where, spec, {c.along});
  } else if (c.type == "within") {
    c.lo = f.number("lo");
    c.hi = f.number("hi");
    check_selector(f, "where", c.where, spec, {});
  } else if (c.type == "flat") {
    c.along = varied("along");
    c.pct = f.number("pct");
    if (!(c.pct > 0)) f.fail("pct", "a positive number (percent)");
    check_selector(f, "where", c.where, spec, {c.along});
  } else if (c.type == "drops_sharply") {
    c.along = varied("along");
    numeric_along();
    c.from = along_value("from");
    c.mid = along_value("mid");
    c.to = along_value("to");
    if (!(c.from.get<double>() < c.mid.get<double>() && c.mid.get<double>() < c.to.get<double>())) {
      f.fail("mid", "from < mid < to");
    }
    check_selector(f, "where", c.where, spec, {c.along});
  } else if (c.type == "peak") {
    c.along = varied("along");
    c.at = along_value("at");
    check_selector(f, "where", c.where, spec, {c.along});
  } else if (c.type == "equivalence") {
    c.a = f.get("a");
    c.b = f.get("b");
    c.margin = f.number("margin");
    if (!(c.margin > 0)) f.fail("margin", "a positive number (the metric's unit)");
    check_selector(f, "a", c.a, spec, {});
    check_selector(f, "b", c.b, spec, {});
  } else {
    f.fail("type",
           "one of \"greater\", \"increases\", \"decreases\", \"linear\", \"within\", \"flat\", "
           "\"drops_sharply\", \"peak\", \"equivalence\"");
  }
  return c;
}

// A sweep's `paper` array: each entry one point of the sweep (every varied key fixed), a
// summary metric of its model (the plotted one by default) and the paper's number for it.
std::vector<PaperValue> parse_paper(const Fields& s, const LessonSweep& sw,
                                    const std::vector<std::string>& metrics) {
  std::vector<PaperValue> out;
  const auto& entries = s.array("paper");
  for (std::size_t k = 0; k < entries.size(); ++k) {
    Fields p(entries[k], fmt::format("{}.paper[{}]", s.where(), k));
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

}  // namespace

const LessonSweep* Lesson::find_sweep(std::string_view id) const {
  for (const auto& s : sweeps) {
    if (s.id == id) return &s;
  }
  return nullptr;
}

std::optional<json> step_scenario(const Lesson& lesson, std::size_t step, bool quick) {
  const LessonStep& st = lesson.steps.at(step);
  if (st.scenario) return scenario::resolve_scenario(*st.scenario);
  const LessonSweep* s = st.sweeps.empty() ? nullptr : lesson.find_sweep(st.sweeps.front());
  if (!s && !lesson.sweeps.empty()) s = &lesson.sweeps.front();
  if (!s) return std::nullopt;
  return plan_lesson_sweep(*s, quick).base();
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

Lesson load_lesson(const std::filesystem::path& dir) {
  const auto file = dir / "lesson.json";
  const std::string where = fmt::format("lessons/{}/lesson.json", dir.filename().string());
  json doc;
  try {
    doc = json::parse(read_text(file, where));
  } catch (const json::parse_error& e) {
    throw ScenarioError(fmt::format("{}: malformed JSON (byte {})", where, e.byte));
  } catch (const json::out_of_range& e) {  // a number no double holds ("1E999")
    throw ScenarioError(fmt::format("{}: malformed JSON: {}", where, e.what()));
  }
  Fields f(doc, where);
  f.only({"id", "title", "paper", "reproduces", "level", "minutes", "sweeps", "steps"});
  Lesson l;
  l.dir = dir;
  l.id = f.text("id");
  if (l.id != dir.filename().string()) f.fail("id", "the name of the lesson's folder");
  l.title = f.text("title");
  l.paper = f.text("paper");
  l.reproduces = f.text("reproduces");
  l.level = f.text("level");
  l.minutes = static_cast<int>(f.integer("minutes", 1, 600));

  std::vector<std::vector<std::string>> metrics;
  const auto& sweeps = f.array("sweeps");
  for (std::size_t i = 0; i < sweeps.size(); ++i) {
    const std::string w = fmt::format("{}.sweeps[{}]", where, i);
    Fields s(sweeps[i], w);
    s.only({"id", "title", "scenario", "full_scenario", "vary", "seeds", "full_seeds", "plot",
            "table", "paper"});
    LessonSweep sw;
    sw.id = s.text("id");
    sw.title = s.text("title");
    sw.quick_scenario = scenario_ref(s.get("scenario"), dir, w + ".scenario");
    sw.full_scenario = s.has("full_scenario")
                           ? scenario_ref(s.get("full_scenario"), dir, w + ".full_scenario")
                           : sw.quick_scenario;
    const auto set_of = [&](const char* key) {
      const json& ref = s.get(key);
      return ref.is_object() && ref.contains("set") ? ref.at("set") : json::object();
    };
    sw.quick_set = set_of("scenario");
    sw.full_set = s.has("full_scenario") ? set_of("full_scenario") : sw.quick_set;
    sw.quick = vary_spec(s, "seeds");
    sw.full = sw.quick;
    sw.full.seeds = s.has("full_seeds") ? s.integer("full_seeds", 1, 1000) : sw.quick.seeds;
    Fields plot(s.get("plot"), w + ".plot");
    plot.only({"x", "metric", "series"});
    sw.x = plot.text("x");
    sw.metric = plot.text("metric");
    sw.series = plot.text_or("series", "");
    if (!axis_of(sw.quick, sw.x)) plot.fail("x", "a varied key of the sweep");
    if (!sw.series.empty() && !axis_of(sw.quick, sw.series)) plot.fail("series", "a varied key");
    for (const auto& other : l.sweeps) {
      if (other.id == sw.id) s.fail("id", "an id not used by another sweep");
    }
    try {
      const SweepPlan quick = plan_lesson_sweep(sw, true);
      plan_lesson_sweep(sw, false);
      metrics.push_back(summary_columns(quick));
    } catch (const ScenarioError& e) {
      throw ScenarioError(fmt::format("{}: {}", w, e.what()));
    }
    if (std::find(metrics.back().begin(), metrics.back().end(), sw.metric) == metrics.back().end()) {
      plot.fail("metric", "a summary metric of the sweep's model");
    }
    if (s.has("table")) {
      for (const auto& m : s.array("table")) {
        if (!m.is_string() || std::find(metrics.back().begin(), metrics.back().end(),
                                        m.get<std::string>()) == metrics.back().end()) {
          s.fail("table", "an array of summary metrics of the sweep's model");
        }
        sw.table.push_back(m.get<std::string>());
      }
    }
    if (s.has("paper")) sw.paper = parse_paper(s, sw, metrics.back());
    l.sweeps.push_back(std::move(sw));
  }

  const auto& steps = f.array("steps");
  if (steps.empty()) f.fail("steps", "at least one step");
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string w = fmt::format("{}.steps[{}]", where, i);
    Fields s(steps[i], w);
    s.only({"title", "page", "scenario", "run", "sweeps", "questions", "claims", "compare"});
    LessonStep st;
    st.title = s.text("title");
    st.page = read_text(dir / s.text("page"), w + ".page");
    if (s.has("scenario")) {
      st.scenario = scenario_ref(s.get("scenario"), dir, w + ".scenario");
      try {
        scenario::resolve_scenario(*st.scenario);
      } catch (const ScenarioError& e) {
        throw ScenarioError(fmt::format("{}.scenario: {}", w, e.what()));
      }
    }
    st.run = s.has("run") && s.get("run").is_boolean() && s.get("run").get<bool>();
    if (st.run && !st.scenario) s.fail("run", "a step scenario to run");
    if (s.has("sweeps")) {
      for (const auto& id : s.array("sweeps")) {
        if (!id.is_string() || !l.find_sweep(id.get<std::string>())) {
          s.fail("sweeps", "ids of the lesson's sweeps");
        }
        st.sweeps.push_back(id.get<std::string>());
      }
    }
    if (s.has("questions")) {
      const auto& qs = s.array("questions");
      for (std::size_t k = 0; k < qs.size(); ++k) {
        Fields q(qs[k], fmt::format("{}.questions[{}]", w, k));
        q.only({"prompt", "choices", "answer", "feedback"});
        LessonQuestion lq;
        lq.prompt = q.text("prompt");
        for (const auto& c : q.array("choices")) {
          if (!c.is_string()) q.fail("choices", "an array of strings");
          lq.choices.push_back(c.get<std::string>());
        }
        if (lq.choices.size() < 2) q.fail("choices", "at least two choices");
        lq.answer = static_cast<std::size_t>(
            q.integer("answer", 0, static_cast<std::int64_t>(lq.choices.size()) - 1));
        for (const auto& c : q.array("feedback")) {
          if (!c.is_string()) q.fail("feedback", "an array of strings");
          lq.feedback.push_back(c.get<std::string>());
        }
        if (lq.feedback.size() != lq.choices.size()) q.fail("feedback", "one entry per choice");
        st.questions.push_back(std::move(lq));
      }
    }
    if (s.has("claims")) {
      const auto& cs = s.array("claims");
      for (std::size_t k = 0; k < cs.size(); ++k) {
        auto c = parse_claim(cs[k], fmt::format("{}.claims[{}]", w, k), l.sweeps, metrics);
        for (const auto& other : l.claims) {
          if (other.id == c.id) Fields(cs[k], w).fail("claims", "unique claim ids");
        }
        st.claims.push_back(c.id);
        l.claims.push_back(std::move(c));
      }
    }
    if (s.has("compare")) {
      Fields c(s.get("compare"), w + ".compare");
      c.only({"key", "value", "label"});
      st.compare = LessonCompare{c.text("key"), c.get("value"), c.text("label")};
    }
    l.steps.push_back(std::move(st));
    if (const auto& cmp = l.steps.back().compare) {
      // The second run must be valid at both scales, and differ from the first.
      for (const bool quick : {true, false}) {
        const auto base = step_scenario(l, i, quick);
        if (!base) Fields(steps[i], w).fail("compare", "a step scenario or a sweep to compare");
        try {
          compare_variant(*base, cmp->key, cmp->value);
        } catch (const ScenarioError& e) {
          throw ScenarioError(fmt::format("{}.compare: {}", w, e.what()));
        }
      }
    }
  }
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

std::vector<Lesson> load_all_lessons(const std::filesystem::path& root) {
  std::vector<std::filesystem::path> dirs;
  for (const auto& e : std::filesystem::directory_iterator(root)) {
    if (e.is_directory() && std::filesystem::exists(e.path() / "lesson.json")) {
      dirs.push_back(e.path());
    }
  }
  std::sort(dirs.begin(), dirs.end());
  std::vector<Lesson> out;
  for (const auto& d : dirs) out.push_back(load_lesson(d));
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

// "mean ± ci", and how many seeds gave a value when some did not.
std::string show_stat(const PointStats& m, std::int64_t seeds) {
  std::string out =
      m.ci95 ? fmt::format("{:.4g} ± {:.2g}", m.mean, *m.ci95) : fmt::format("{:.4g}", m.mean);
  if (m.n < static_cast<std::size_t>(seeds)) out += fmt::format(" (n={})", m.n);
  return out;
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
  std::string numbers;
  const auto at = [&](const json& sel) { return claim_point(r, c.metric, sel); };
  const auto show = [&](const PointStats& m) { return show_stat(m, r.plan.spec().seeds); };
  const auto add = [&](const std::string& s) { numbers += (numbers.empty() ? "" : "; ") + s; };
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
      const Verdict here = above(a, fb)   ? Verdict::reproduced
                           : above(fb, a) ? Verdict::contradicted
                                          : Verdict::not_shown;
      weaken(here);
      add(fmt::format("{}{} vs {}{}{}",
                      c.at_every.empty() ? "" : fmt::format("{}={}: ", c.at_every, v.dump()),
                      show(a), c.factor == 1 ? "" : fmt::format("{:g} × ", c.factor), show(b),
                      here == Verdict::reproduced ? "" : here == Verdict::contradicted ? " ✗" : " ≈"));
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
    std::string path;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const bool reversed = i > 0 && (up ? above(ys[i - 1], ys[i]) : above(ys[i], ys[i - 1]));
      if (reversed) weaken(Verdict::not_shown);
      path += fmt::format("{}{} at {}={}{}", i ? " → " : "", show(ys[i]), c.along, xs[i].dump(),
                          reversed ? " (step reversed ✗)" : "");
    }
    add(path);
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
    add(fmt::format("slope {:.4g} per unit of {}, R² = {:.4f} (needs ≥ {}); {} → {}", slope,
                    c.along, r2, c.min_r2, show(y0), show(y1)));
  } else if (c.type == "within") {
    const auto a = at(c.where);
    weaken(lo_of(a) >= c.lo && hi_of(a) <= c.hi ? Verdict::reproduced
           : hi_of(a) < c.lo || lo_of(a) > c.hi ? Verdict::contradicted
                                                  : Verdict::not_shown);
    add(fmt::format("{} in [{}, {}]", show(a), c.lo, c.hi));
  } else if (c.type == "flat") {
    std::vector<PointStats> ys;
    std::string path;
    for (const auto& x : axis_values(r.plan, c.along)) {
      ys.push_back(at(with(c.where, c.along, x)));
      path += fmt::format("{}{} at {}={}", path.empty() ? "" : ", ", show(ys.back()), c.along,
                          x.dump());
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
    add(fmt::format("{}; intervals span {:.3g} ({:.1f}% of the mean {:.4g}; needs ≤ {}%)", path,
                    top - bottom, mean != 0 ? 100.0 * (top - bottom) / std::abs(mean) : 0.0, mean,
                    c.pct));
  } else if (c.type == "peak") {
    const auto top = at(with(c.where, c.along, c.at));
    std::string path;
    for (const auto& x : axis_values(r.plan, c.along)) {
      const auto y = x == c.at ? top : at(with(c.where, c.along, x));
      if (x != c.at) {
        weaken(above(top, y) ? Verdict::reproduced
               : above(y, top) ? Verdict::contradicted
                               : Verdict::not_shown);
      }
      path += fmt::format("{}{} at {}={}{}", path.empty() ? "" : ", ", show(y), c.along,
                          x.dump(), x == c.at ? " (the claimed peak)" : "");
    }
    add(path);
  } else if (c.type == "equivalence") {
    const auto a = at(c.a);
    const auto b = at(c.b);
    const auto d = difference_ci95(a, b);
    const double m = c.margin;
    weaken(!d.ci95                                   ? Verdict::not_shown
           : std::abs(d.diff) + *d.ci95 <= m         ? Verdict::reproduced
           : std::abs(d.diff) - *d.ci95 > m          ? Verdict::contradicted
                                                     : Verdict::not_shown);
    add(fmt::format("{} vs {}: difference {}, equivalent within ±{:g}", show(a), show(b),
                    d.ci95 ? fmt::format("{:.4g} ± {:.4g}", d.diff, *d.ci95)
                           : fmt::format("{:.4g} (no interval: a point has one run)", d.diff),
                    m));
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
    add(fmt::format("{} at {}={} → {} at {} → {} at {}; fall per unit ≥ {:.4g} first, ≤ {:.4g} after",
                    show(y0), c.along, c.from.dump(), show(y1), c.mid.dump(), show(y2),
                    c.to.dump(), first_min, second_max));
  }
  out.verdict = verdict;
  out.pass = (verdict == Verdict::reproduced) == c.expect_reproduced;
  out.detail = fmt::format("{}{}: {}", to_string(verdict),
                           c.expect_reproduced ? "" : " (expected not to reproduce)", numbers);
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
