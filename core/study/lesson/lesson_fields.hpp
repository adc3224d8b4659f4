// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces the lesson reader's parts share (lesson_reader.cpp, lesson_claim_reader.cpp,
// lesson_scenario_ref.cpp): where a value is in lesson.json (JsonPath), the problems found so
// far (Problems), and the typed fields of one object, which record a problem and abandon the
// part being read instead of stopping the whole lesson at its first problem (Fields).
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "study/lesson/lesson.hpp"

namespace opslab::study::lesson_reading {

/// Limits for untrusted lesson files: the largest lesson.json or page read (the shipped ones
/// are a few kilobytes each), and the most entries of any one array in lesson.json.
constexpr std::uintmax_t kMaxLessonFileBytes = 4 * 1024 * 1024;
constexpr std::size_t kMaxLessonArray = 1000;

using nlohmann::json;

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

// The problems found so far in one lesson folder; those at a JsonPath are in `file`.
class Problems {
 public:
  explicit Problems(std::vector<LessonProblem>& out, std::string file = "lesson.json")
      : out_(out), file_(std::move(file)) {}
  void add(const JsonPath& at, std::string what) {
    out_.push_back(LessonProblem{file_, at.pointer(), at.dotted(), std::move(what), 0});
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
  std::string file_;
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
  /// An array of at most kMaxLessonArray entries (far more than any lesson needs: a hostile
  /// file's millions of entries are refused before anything is made of them).
  const json& array(const char* key) const {
    const auto& v = get(key);
    if (!v.is_array()) fail(key, "an array");
    if (v.size() > kMaxLessonArray) fail(key, fmt::format("an array of at most {} entries (it has {})", kMaxLessonArray, v.size()));
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

/// The text of a lesson's file (lesson.json, a page) of at most kMaxLessonFileBytes; throws
/// ScenarioError "cannot read PATH: CAUSE" or "PATH: too large …".
std::string read_text(const std::filesystem::path& p);

/// `code` names a language as translated files do: two or three lowercase letters and an
/// optional region of two capitals ("de", "pt_BR").
bool is_language_code(std::string_view code);

/// The translations of `file` beside it, by language code: `page.de.md` beside `page.md`,
/// `lesson.pt_BR.json` beside `lesson.json` (is_language_code) between the file's name and
/// extension.
std::map<std::string, std::filesystem::path> translations_of(const std::filesystem::path& file);

/// What a misspelt metric should have been, for "expected …": "a summary metric of model
/// \"dumbbell\" (did you mean \"goodput_mbps\"? one of: goodput_mbps, jain_fairness, …)", the
/// suggestion when one name is within a few edits of `given`, then every metric of the model.
std::string expected_metric(std::string_view model, const std::vector<std::string>& metrics,
                            std::string_view given);

}  // namespace opslab::study::lesson_reading
