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
    for (const auto& [k, v] : obj_.items()) {
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
  f.only({"id", "text", "type", "sweep", "metric", "a", "b", "where", "at_every", "along", "from",
          "to", "separated", "min_r2", "slope", "lo", "hi"});
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
  c.where = f.has("where") ? f.get("where") : json::object();
  if (c.type == "greater") {
    c.a = f.get("a");
    c.b = f.get("b");
    c.at_every = f.has("at_every") ? varied("at_every") : "";
    c.separated = f.has("separated") && f.get("separated").get<bool>();
    check_selector(f, "a", c.a, spec, {c.at_every});
    check_selector(f, "b", c.b, spec, {c.at_every});
  } else if (c.type == "increases" || c.type == "decreases") {
    c.along = varied("along");
    c.from = f.get("from");
    c.to = f.get("to");
    if (!axis_has(*axis_of(spec, c.along), c.from)) f.fail("from", "a value of the `along` key");
    if (!axis_has(*axis_of(spec, c.along), c.to)) f.fail("to", "a value of the `along` key");
    check_selector(f, "where", c.where, spec, {c.along});
  } else if (c.type == "linear") {
    c.along = varied("along");
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
  } else {
    f.fail("type", "one of \"greater\", \"increases\", \"decreases\", \"linear\", \"within\"");
  }
  return c;
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

std::filesystem::path default_lessons_root() {
  return std::filesystem::path(OPSLAB_SOURCE_DIR) / "lessons";
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
    s.only({"id", "title", "scenario", "full_scenario", "vary", "seeds", "full_seeds", "plot"});
    LessonSweep sw;
    sw.id = s.text("id");
    sw.title = s.text("title");
    sw.quick_scenario = scenario_ref(s.get("scenario"), dir, w + ".scenario");
    sw.full_scenario = s.has("full_scenario")
                           ? scenario_ref(s.get("full_scenario"), dir, w + ".full_scenario")
                           : sw.quick_scenario;
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
    l.sweeps.push_back(std::move(sw));
  }

  const auto& steps = f.array("steps");
  if (steps.empty()) f.fail("steps", "at least one step");
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string w = fmt::format("{}.steps[{}]", where, i);
    Fields s(steps[i], w);
    s.only({"title", "page", "scenario", "run", "sweeps", "questions", "claims"});
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
    l.steps.push_back(std::move(st));
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

namespace {

// The point the selector picks and its label ("key=value, …"), for messages.
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

ClaimResult evaluate_claim(const LessonClaim& c, const SweepResults& r) {
  ClaimResult out{c.id, c.text, true, ""};
  const auto at = [&](const json& sel) { return claim_point(r, c.metric, sel); };
  const auto show = [&](const PointStats& m) { return show_stat(m, r.plan.spec().seeds); };
  const auto add = [&](const std::string& s) { out.detail += (out.detail.empty() ? "" : "; ") + s; };
  if (c.type == "greater") {
    std::vector<json> values = {json()};
    if (!c.at_every.empty()) {
      values.clear();
      for (const auto& a : r.plan.spec().axes) {
        if (a.key == c.at_every) {
          for (const auto& v : a.values) values.push_back(scenario::parse_value(v));
        }
      }
    }
    for (const auto& v : values) {
      const auto a = at(with(c.a, c.at_every, v));
      const auto b = at(with(c.b, c.at_every, v));
      const double margin = c.separated ? a.ci95.value_or(0) + b.ci95.value_or(0) : 0;
      const bool ok = a.mean - b.mean > margin;
      out.pass = out.pass && ok;
      add(fmt::format("{}{} vs {}{}",
                      c.at_every.empty() ? "" : fmt::format("{}={}: ", c.at_every, v.dump()),
                      show(a), show(b), ok ? "" : " ✗"));
    }
  } else if (c.type == "increases" || c.type == "decreases") {
    const auto a = at(with(c.where, c.along, c.from));
    const auto b = at(with(c.where, c.along, c.to));
    out.pass = c.type == "increases" ? b.mean > a.mean : b.mean < a.mean;
    add(fmt::format("{} at {}={} → {} at {}={}", show(a), c.along, c.from.dump(), show(b), c.along,
                    c.to.dump()));
  } else if (c.type == "linear") {
    std::vector<double> xs, ys;
    for (const auto& a : r.plan.spec().axes) {
      if (a.key != c.along) continue;
      for (const auto& v : a.values) {
        const json x = scenario::parse_value(v);
        if (!x.is_number()) throw ScenarioError(fmt::format("{}: values must be numbers", c.along));
        xs.push_back(x.get<double>());
        ys.push_back(at(with(c.where, c.along, x)).mean);
      }
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
    out.pass = r2 >= c.min_r2 && (c.slope.empty() || (c.slope == "negative") == (slope < 0));
    add(fmt::format("slope {:.4g} per unit of {}, R² = {:.4f} (needs ≥ {})", slope, c.along, r2,
                    c.min_r2));
  } else {  // within
    const auto a = at(c.where);
    out.pass = a.mean >= c.lo && a.mean <= c.hi;
    add(fmt::format("{} in [{}, {}]", show(a), c.lo, c.hi));
  }
  return out;
}

std::vector<ClaimResult> check_lesson(const Lesson& lesson, bool quick, unsigned jobs,
                                      const SweepCallback& on_run) {
  std::vector<SweepResults> results;
  for (const auto& s : lesson.sweeps) {
    const bool needed = std::any_of(lesson.claims.begin(), lesson.claims.end(),
                                    [&](const auto& c) { return c.sweep == s.id; });
    if (!needed) continue;
    SweepPlan plan = plan_lesson_sweep(s, quick);
    auto outcome = run_sweep(plan, {jobs, on_run, {}});
    results.push_back(SweepResults{&s, std::move(plan), std::move(outcome.runs)});
  }
  std::vector<ClaimResult> out;
  for (const auto& c : lesson.claims) {
    auto it = std::find_if(results.begin(), results.end(),
                           [&](const auto& r) { return r.sweep->id == c.sweep; });
    out.push_back(evaluate_claim(c, *it));
  }
  return out;
}

}  // namespace opslab::study
