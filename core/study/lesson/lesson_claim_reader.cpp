// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_claim_reader.hpp"

#include <algorithm>

#include "scenario/scenario_file.hpp"

namespace opslab::study::lesson_reading {

namespace {

// `v` is one of the values of axis `a`.
bool axis_has(const SweepAxis& a, const json& v) {
  return std::any_of(a.values.begin(), a.values.end(),
                     [&](const std::string& s) { return scenario::parse_value(s) == v; });
}

}  // namespace

const SweepAxis* axis_of(const SweepSpec& s, std::string_view key) {
  for (const auto& a : s.axes) {
    if (a.key == key) return &a;
  }
  return nullptr;
}

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

LessonClaim read_claim(const Fields& f, const std::vector<ReadSweep>& sweeps,
                        const std::set<std::string>& broken) {
  f.only({"id", "text", "type", "sweep", "metric", "a", "b", "where", "at_every", "factor", "paired", "at", "along", "from",
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
    f.fail("metric", expected_metric(it->sweep->quick_scenario.value("model", std::string("?")),
                                     cols, c.metric));
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
  // Every verdict reads the confidence intervals; `separated` changes nothing and is read
  // only so that older lessons load: `lesson validate` refuses it (claim_refusals.hpp).
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
    if (f.has("paired")) {
      if (!f.get("paired").is_boolean()) f.fail("paired", "a boolean");
      c.paired = f.get("paired").get<bool>();
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

}  // namespace opslab::study::lesson_reading
