// Reading lesson.json (DESIGN §7): every check of the lesson format, run once whether a lesson
// is loaded (load_lesson: the first problem is an error) or validated (read_lesson: every
// problem is collected, `opslab-cli lesson validate`).
#include <algorithm>
#include <filesystem>
#include <optional>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/json_lines.hpp"
#include "study/lesson.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::ScenarioError;

namespace {

// Thrown once a problem is recorded: the reader leaves the part of the lesson it was reading
// (a field, a sweep, a step, a claim) and goes on with the next.
struct Abandon {};

// Where a value is in lesson.json: as a JSON pointer (for its line) and as the dotted path
// messages name ("steps[1].claims[0].type").
class JsonPath {
 public:
  JsonPath operator/(std::string_view key) const {
    JsonPath p = *this;
    p.pointer_ /= std::string(key);
    p.dotted_ += fmt::format("{}{}", dotted_.empty() ? "" : ".", key);
    return p;
  }
  JsonPath operator[](std::size_t i) const {
    JsonPath p = *this;
    p.pointer_ /= i;
    p.dotted_ += fmt::format("[{}]", i);
    return p;
  }
  const json::json_pointer& pointer() const { return pointer_; }
  const std::string& dotted() const { return dotted_; }

 private:
  json::json_pointer pointer_;
  std::string dotted_;
};

// The problems found so far in one lesson folder.
class Problems {
 public:
  explicit Problems(std::vector<LessonProblem>& out) : out_(out) {}
  void add(const JsonPath& at, std::string what) {
    out_.push_back(LessonProblem{"lesson.json", at.pointer(), at.dotted(), std::move(what), 0});
  }
  void add(LessonProblem p) { out_.push_back(std::move(p)); }
  [[noreturn]] void fail(const JsonPath& at, std::string what) {
    add(at, std::move(what));
    throw Abandon{};
  }
  // Runs `read`; false when it abandoned its part.
  template <class Read>
  bool attempt(Read&& read) {
    try {
      read();
      return true;
    } catch (const Abandon&) {
      return false;
    }
  }
  std::size_t count() const { return out_.size(); }

 private:
  std::vector<LessonProblem>& out_;
};

// Reads typed fields of one JSON object, recording a problem (and abandoning) at the first
// field that is wrong.
class Fields {
 public:
  Fields(const json& obj, JsonPath at, Problems& problems)
      : obj_(obj), at_(std::move(at)), problems_(problems) {
    if (!obj_.is_object()) problems_.fail(at_, "expected an object");
  }
  [[noreturn]] void fail(std::string_view key, std::string_view expected) const {
    problems_.fail(key.empty() ? at_ : at_ / key, fmt::format("expected {}", expected));
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
  // Records every key not in `allowed` (and goes on: the known keys still read).
  void only(std::initializer_list<const char*> allowed) const {
    for (const auto& item : obj_.items()) {
      const std::string& k = item.key();  // a named variable: clang 14 cannot capture a binding
      if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; })) {
        problems_.add(at_ / k, "unknown key");
      }
    }
  }
  const JsonPath& at() const { return at_; }
  Problems& problems() const { return problems_; }

 private:
  const json& obj_;
  JsonPath at_;
  Problems& problems_;
};

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  if (!in) throw ScenarioError(fmt::format("cannot read {}", p.string()));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The name of folder `dir` however it is written ("lesson/", ".", "../lesson").
std::string folder_name(const std::filesystem::path& dir) {
  std::filesystem::path p = std::filesystem::absolute(dir).lexically_normal();
  if (!p.has_filename()) p = p.parent_path();
  return p.filename().string();
}

// The key path a scenario error starts with ("topology.flowz: unknown key" → topology.flowz).
std::string error_key(std::string_view what) {
  if (what.starts_with("--vary ")) what.remove_prefix(7);  // a sweep's own words
  const auto colon = what.find(": ");
  const std::string_view key = what.substr(0, colon == what.npos ? 0 : colon);
  return key.find_first_of(" /") == key.npos ? std::string(key) : std::string();
}

// A scenario reference {"file": "...", "set": {"key.path": value}}, read as a user document,
// and where its problems are: a key it sets, else the line of the scenario file that has the
// key, else the reference.
class ScenarioRef {
 public:
  ScenarioRef(const json& v, const std::filesystem::path& dir, const JsonPath& at, Problems& problems)
      : dir_(dir), at_(at), problems_(problems) {
    Fields f(v, at, problems);
    f.only({"file", "set"});
    file_ = f.text("file");
    try {
      doc_ = scenario::load_scenario_file((dir / file_).lexically_normal().string());
    } catch (const ScenarioError& e) {
      f.fail("file", fmt::format("a scenario file: {}", e.what()));
    }
    if (f.has("set")) {
      const auto& set = f.get("set");
      if (!set.is_object()) f.fail("set", "an object of key paths to values");
      set_ = set;
      for (const auto& [k, val] : set.items()) {
        try {
          scenario::set_key(doc_, k, val);
        } catch (const ScenarioError& e) {
          problems.fail(at / "set" / k, e.what());
        }
      }
    }
  }
  const json& doc() const { return doc_; }
  const json& set() const { return set_; }

  // Records `e` (from resolving this scenario, or a sweep over it) where it belongs: at
  // `varied` when its key is one of those (a sweep's vary entries), at the reference's `set`,
  // in the scenario file, or at the reference. Then abandons.
  [[noreturn]] void fail(const ScenarioError& e,
                         const std::vector<std::pair<std::string, JsonPath>>& varied = {}) const {
    const std::string key = error_key(e.what());
    for (const auto& [k, at] : varied) {
      if (!key.empty() && k == key) problems_.fail(at, e.what());
    }
    if (!key.empty() && set_.contains(key)) problems_.fail(at_ / "set" / key, e.what());
    if (!key.empty()) {
      json::json_pointer p;
      for (std::size_t dot = 0, start = 0; dot != std::string::npos; start = dot + 1) {
        dot = key.find('.', start);
        p /= key.substr(start, dot == std::string::npos ? dot : dot - start);
      }
      if (doc_.contains(p)) {
        const auto file = std::filesystem::path(file_).lexically_normal();
        problems_.add(LessonProblem{file.string(), p, "", e.what(),
                                    JsonLines(read_text(dir_ / file)).line_of(p)});
        throw Abandon{};
      }
    }
    problems_.fail(at_, e.what());
  }

 private:
  std::filesystem::path dir_;
  JsonPath at_;
  Problems& problems_;
  std::string file_;
  json doc_;
  json set_ = json::object();
};

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

// A sweep as read, with the summary metrics its model reports.
struct ReadSweep {
  const LessonSweep* sweep;
  std::vector<std::string> metrics;
};

LessonClaim parse_claim(const Fields& f, const std::vector<ReadSweep>& sweeps,
                        const std::set<std::string>& broken) {
  f.only({"id", "text", "type", "sweep", "metric", "a", "b", "where", "at_every", "factor", "at", "along", "from",
          "to", "mid", "separated", "min_r2", "slope", "lo", "hi", "pct", "margin", "expect", "reason",
          "scale"});
  LessonClaim c;
  c.id = f.text("id");
  c.text = f.text("text");
  c.type = f.text("type");
  const auto types = {"greater", "increases", "decreases", "linear", "within", "flat",
                      "drops_sharply", "peak", "equivalence"};
  if (std::find(types.begin(), types.end(), c.type) == types.end()) {
    f.fail("type",
           "one of \"greater\", \"increases\", \"decreases\", \"linear\", \"within\", \"flat\", "
           "\"drops_sharply\", \"peak\", \"equivalence\"");
  }
  c.sweep = f.text("sweep");
  c.metric = f.text("metric");
  // A sweep with problems of its own: its claims are not checked against it again.
  if (broken.count(c.sweep)) throw Abandon{};
  auto it = std::find_if(sweeps.begin(), sweeps.end(), [&](const auto& s) { return s.sweep->id == c.sweep; });
  if (it == sweeps.end()) f.fail("sweep", "the id of one of the lesson's sweeps");
  const SweepSpec& spec = it->sweep->quick;
  const auto& cols = it->metrics;
  if (std::find(cols.begin(), cols.end(), c.metric) == cols.end()) {
    f.fail("metric", fmt::format("a summary metric of model \"{}\"",
                                 it->sweep->quick_scenario.value("model", std::string("?"))));
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
  } else {  // equivalence
    c.a = f.get("a");
    c.b = f.get("b");
    c.margin = f.number("margin");
    if (!(c.margin > 0)) f.fail("margin", "a positive number (the metric's unit)");
    check_selector(f, "a", c.a, spec, {});
    check_selector(f, "b", c.b, spec, {});
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
    plot->only({"x", "metric", "series"});
    sw.x = plot->text("x");
    sw.metric = plot->text("metric");
    sw.series = plot->text_or("series", "");
    if (!axis_of(sw.quick, sw.x)) plot->fail("x", "a varied key of the sweep");
    if (!sw.series.empty() && !axis_of(sw.quick, sw.series)) plot->fail("series", "a varied key");
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
    plot->fail("metric", "a summary metric of the sweep's model");
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
  lq.answer = static_cast<std::size_t>(
      q.integer("answer", 0, static_cast<std::int64_t>(lq.choices.size()) - 1));
  for (const auto& c : q.array("feedback")) {
    if (!c.is_string()) q.fail("feedback", "an array of strings");
    lq.feedback.push_back(c.get<std::string>());
  }
  if (lq.feedback.size() != lq.choices.size()) q.fail("feedback", "one entry per choice");
  return lq;
}

// A step, to be `l.steps[index]`: its fields, questions and claims, each read on its own so
// that one problem does not hide the next. Claims join `l.claims`.
void read_step(const json& v, std::size_t index, const JsonPath& at, Lesson& l,
               const std::vector<ReadSweep>& sweeps, const std::set<std::string>& broken,
               Problems& problems) {
  Fields s(v, at, problems);
  s.only({"title", "page", "scenario", "run", "sweeps", "questions", "claims", "compare"});
  LessonStep st;
  problems.attempt([&] { st.title = s.text("title"); });
  problems.attempt([&] {
    const std::string page = s.text("page");
    try {
      st.page = read_text(l.dir / page);
    } catch (const ScenarioError& e) {
      s.fail("page", fmt::format("a Markdown file in the lesson's folder: {}", e.what()));
    }
  });
  const bool scenario_ok = problems.attempt([&] {
    if (!s.has("scenario")) return;
    const ScenarioRef ref(s.get("scenario"), l.dir, at / "scenario", problems);
    st.scenario = ref.doc();
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
        auto c = parse_claim(f, sweeps, broken);
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
  const JsonLines lines(text);
  if (const auto& bad = lines.syntax_error()) {
    problems.add(LessonProblem{"lesson.json", json::json_pointer(), "", "malformed JSON: " + bad->message, bad->line});
    return l;
  }
  const json doc = json::parse(text);
  if (!doc.is_object()) {
    problems.add(root, "expected an object");
    return l;
  }
  const Fields f(doc, root, problems);
  f.only({"id", "title", "paper", "reproduces", "level", "minutes", "sweeps", "steps"});
  problems.attempt([&] {
    l.id = f.text("id");
    if (l.id != folder_name(dir)) f.fail("id", "the name of the lesson's folder");
  });
  problems.attempt([&] { l.title = f.text("title"); });
  problems.attempt([&] { l.paper = f.text("paper"); });
  problems.attempt([&] { l.reproduces = f.text("reproduces"); });
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
  std::vector<LessonProblem> problems;
  Lesson l = read_lesson(dir, problems);
  if (!problems.empty()) {
    const LessonProblem& p = problems.front();
    throw ScenarioError(fmt::format("lessons/{}/{}{}{}: {}", folder_name(dir), p.file,
                                    p.path.empty() ? "" : ".", p.path, p.what));
  }
  return l;
}

}  // namespace opslab::study
