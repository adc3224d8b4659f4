// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading, checking and applying a lesson's translation files (lesson.<code>.json): the
// checks share lesson.json's Fields, so a problem reads the same in either file.
#include "study/lesson/lesson_texts.hpp"

#include <algorithm>
#include <filesystem>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "scenario/json_depth.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/strict_json.hpp"
#include "study/json_lines.hpp"
#include "study/lesson/lesson_fields.hpp"

namespace opslab::study {

using nlohmann::json;
using namespace lesson_reading;

namespace {

// The value of `key` in `obj`, or null when `obj` is no object or lacks it.
const json& member(const json& obj, const std::string& key) {
  static const json none;
  if (!obj.is_object()) return none;
  const auto it = obj.find(key);
  return it == obj.end() ? none : *it;
}

// Entry `i` of `arr`, or null when `arr` is no array or is shorter.
const json& element(const json& arr, std::size_t i) {
  static const json none;
  return arr.is_array() && i < arr.size() ? arr[i] : none;
}

// The text at `key` when there is one (checked: a non-empty string).
void optional_text(const Fields& f, const char* key) {
  if (f.has(key)) f.problems().attempt([&] { f.text(key); });
}

// Exactly `n` non-empty strings at `key`: a question's choices or feedback, one per choice.
void texts(const Fields& f, const char* key, std::size_t n) {
  f.problems().attempt([&] {
    const json& v = f.array(key);
    if (v.size() != n) {
      f.fail(key, fmt::format("{} texts, one per choice of the question ({} given)", n, v.size()));
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (!v[i].is_string() || v[i].get<std::string>().empty()) {
        f.problems().fail((f.at() / key)[i], "expected a non-empty string");
      }
    }
  });
}

std::string quoted(const std::vector<std::string>& ids) {
  return ids.empty() ? std::string("none") : fmt::format("\"{}\"", fmt::join(ids, "\", \""));
}

void read_question_texts(const Fields& q, const LessonQuestion& question) {
  q.only({"prompt", "choices", "feedback"});
  optional_text(q, "prompt");
  if (q.has("choices")) texts(q, "choices", question.choices.size());
  if (q.has("feedback")) texts(q, "feedback", question.choices.size());
}

// A step's `claims`: {claim id: {"text", "reason"}}, ids of the claims this step checks.
void read_claim_texts(const Fields& s, const LessonStep& st, const Lesson& l) {
  Problems& problems = s.problems();
  const json& claims = s.get("claims");
  if (!claims.is_object()) s.fail("claims", "an object of the step's claim ids to their texts");
  for (const auto& item : claims.items()) {
    const std::string id = item.key();
    const JsonPath at = s.at() / "claims" / id;
    problems.attempt([&] {
      if (std::find(st.claims.begin(), st.claims.end(), id) == st.claims.end()) {
        problems.fail(at, fmt::format("unknown claim id; this step's claims: {}", quoted(st.claims)));
      }
      const auto claim = std::find_if(l.claims.begin(), l.claims.end(),
                                      [&](const LessonClaim& c) { return c.id == id; });
      const Fields c(item.value(), at, problems);
      c.only({"text", "reason"});
      optional_text(c, "text");
      if (c.has("reason") && (claim == l.claims.end() || claim->reason.empty())) {
        problems.fail(at / "reason", "unknown key (the claim has no reason in lesson.json)");
      }
      optional_text(c, "reason");
    });
  }
}

void read_step_texts(const json& v, const JsonPath& at, const LessonStep& st, const Lesson& l,
                     Problems& problems) {
  const Fields s(v, at, problems);
  s.only({"title", "scenario_name", "compare", "questions", "claims"});
  optional_text(s, "title");
  problems.attempt([&] {
    if (!s.has("scenario_name")) return;
    if (st.scenario_name.empty()) {
      problems.fail(at / "scenario_name",
                    "unknown key (the step's scenario sets no \"name\" in lesson.json)");
    }
    s.text("scenario_name");
  });
  problems.attempt([&] {
    if (!s.has("compare")) return;
    if (!st.compare) problems.fail(at / "compare", "unknown key (the step compares nothing)");
    const Fields c(s.get("compare"), at / "compare", problems);
    c.only({"label"});
    optional_text(c, "label");
  });
  problems.attempt([&] {
    if (!s.has("questions")) return;
    const json& qs = s.array("questions");
    for (std::size_t k = 0; k < qs.size(); ++k) {
      problems.attempt([&] {
        const JsonPath qat = (at / "questions")[k];
        if (k >= st.questions.size()) {
          problems.fail(qat, fmt::format("unknown question (the step has {})", st.questions.size()));
        }
        read_question_texts(Fields(qs[k], qat, problems), st.questions[k]);
      });
    }
  });
  problems.attempt([&] {
    if (s.has("claims")) read_claim_texts(s, st, l);
  });
}

void read_texts(const json& doc, const Lesson& l, Problems& problems) {
  const JsonPath root;
  const Fields f(doc, root, problems);
  f.only({"title", "paper", "reproduces", "sweeps", "steps"});
  for (const char* key : {"title", "paper", "reproduces"}) optional_text(f, key);
  problems.attempt([&] {
    if (!f.has("sweeps")) return;
    const json& sweeps = f.get("sweeps");
    if (!sweeps.is_object()) f.fail("sweeps", "an object of sweep ids to their texts");
    std::vector<std::string> ids;
    for (const auto& sw : l.sweeps) ids.push_back(sw.id);
    for (const auto& item : sweeps.items()) {
      const std::string id = item.key();
      problems.attempt([&] {
        const JsonPath at = root / "sweeps" / id;
        if (!l.find_sweep(id)) {
          problems.fail(at, fmt::format("unknown sweep id; the lesson's sweeps: {}", quoted(ids)));
        }
        const Fields s(item.value(), at, problems);
        s.only({"title"});
        optional_text(s, "title");
      });
    }
  });
  problems.attempt([&] {
    if (!f.has("steps")) return;
    const json& steps = f.array("steps");
    for (std::size_t i = 0; i < steps.size(); ++i) {
      problems.attempt([&] {
        const JsonPath at = (root / "steps")[i];
        if (i >= l.steps.size()) {
          problems.fail(at, fmt::format("unknown step (the lesson has {})", l.steps.size()));
        }
        read_step_texts(steps[i], at, l.steps[i], l, problems);
      });
    }
  });
}

// Copies `obj[key]` into `into` when the translation gives it.
void take(const json& obj, const char* key, std::string& into) {
  if (const json& v = member(obj, key); v.is_string() && !v.get<std::string>().empty()) into = v.get<std::string>();
}

void take(const json& obj, const char* key, std::vector<std::string>& into) {
  const json& v = member(obj, key);
  if (v.is_array() && v.size() == into.size() &&
      std::all_of(v.begin(), v.end(), [](const json& t) { return t.is_string(); })) {
    into = v.get<std::vector<std::string>>();
  }
}

}  // namespace

bool is_texts_file(std::string_view name) {
  constexpr std::string_view head = "lesson.", tail = ".json";
  return name.size() > head.size() + tail.size() && name.substr(0, head.size()) == head &&
         name.substr(name.size() - tail.size()) == tail &&
         is_language_code(name.substr(head.size(), name.size() - head.size() - tail.size()));
}

void read_lesson_texts(Lesson& l, std::vector<LessonProblem>& out) {
  for (const auto& [code, path] : translations_of(l.dir / "lesson.json")) {
    const std::string file = path.filename().string();
    Problems problems(out, file);
    std::string text;
    try {
      text = read_text(path);
    } catch (const scenario::ScenarioError& e) {
      problems.add(JsonPath(), e.what());
      continue;
    }
    if (const auto deep = scenario::line_too_deep(text)) {
      out.push_back(LessonProblem{file, json::json_pointer(), "", scenario::too_deep_message(), *deep});
      continue;
    }
    const JsonLines lines(text);
    if (const auto& bad = lines.syntax_error()) {
      out.push_back(LessonProblem{file, json::json_pointer(), "", "malformed JSON: " + bad->message, bad->line});
      continue;
    }
    for (const auto& d : scenario::duplicate_keys(text)) {
      out.push_back(LessonProblem{file, json::json_pointer(), d.path, scenario::duplicate_key_message(d), d.line});
    }
    json doc = json::parse(text);
    problems.attempt([&] { read_texts(doc, l, problems); });
    // Kept with its problems too, for what it leaves out (a lesson with problems does not load).
    if (doc.is_object()) l.texts_by_language.emplace(code, std::move(doc));
  }
}

std::vector<LessonProblem> untranslated_texts(const Lesson& l) {
  std::vector<LessonProblem> out;
  for (const auto& [code, doc] : l.texts_by_language) {
    Problems problems(out, "lesson." + code + ".json");
    const auto missing = [&](const json& obj, const JsonPath& at, const char* key) {
      if (member(obj, key).is_null()) {  // a text of the wrong type is a problem of its own
        problems.add(at / key, "no translation (the student reads lesson.json's text)");
      }
    };
    const JsonPath root;
    for (const char* key : {"title", "paper", "reproduces"}) missing(doc, root, key);
    for (const auto& sw : l.sweeps) {
      missing(member(member(doc, "sweeps"), sw.id), root / "sweeps" / sw.id, "title");
    }
    for (std::size_t i = 0; i < l.steps.size(); ++i) {
      const LessonStep& st = l.steps[i];
      const json& s = element(member(doc, "steps"), i);
      const JsonPath at = (root / "steps")[i];
      missing(s, at, "title");
      if (!st.scenario_name.empty()) missing(s, at, "scenario_name");
      if (st.compare) missing(member(s, "compare"), at / "compare", "label");
      for (std::size_t k = 0; k < st.questions.size(); ++k) {
        const json& q = element(member(s, "questions"), k);
        for (const char* key : {"prompt", "choices", "feedback"}) missing(q, (at / "questions")[k], key);
      }
      for (const auto& id : st.claims) {
        const json& c = member(member(s, "claims"), id);
        missing(c, at / "claims" / id, "text");
        const auto claim = std::find_if(l.claims.begin(), l.claims.end(),
                                        [&](const LessonClaim& x) { return x.id == id; });
        if (claim != l.claims.end() && !claim->reason.empty()) missing(c, at / "claims" / id, "reason");
      }
    }
  }
  return out;
}

Lesson lesson_in(const Lesson& lesson, const std::string& language) {
  Lesson out = lesson;
  const json* doc = in_language(lesson.texts_by_language, language);
  if (!doc) return out;
  take(*doc, "title", out.title);
  take(*doc, "paper", out.paper);
  take(*doc, "reproduces", out.reproduces);
  for (auto& sw : out.sweeps) take(member(member(*doc, "sweeps"), sw.id), "title", sw.title);
  for (std::size_t i = 0; i < out.steps.size(); ++i) {
    LessonStep& st = out.steps[i];
    const json& s = element(member(*doc, "steps"), i);
    take(s, "title", st.title);
    if (!st.scenario_name.empty() && st.scenario) {
      take(s, "scenario_name", st.scenario_name);
      (*st.scenario)["name"] = st.scenario_name;
    }
    if (st.compare) take(member(s, "compare"), "label", st.compare->label);
    for (std::size_t k = 0; k < st.questions.size(); ++k) {
      const json& q = element(member(s, "questions"), k);
      take(q, "prompt", st.questions[k].prompt);
      take(q, "choices", st.questions[k].choices);
      take(q, "feedback", st.questions[k].feedback);
    }
    for (auto& c : out.claims) {
      if (std::find(st.claims.begin(), st.claims.end(), c.id) == st.claims.end()) continue;
      take(member(member(s, "claims"), c.id), "text", c.text);
      take(member(member(s, "claims"), c.id), "reason", c.reason);
    }
  }
  return out;
}

}  // namespace opslab::study
