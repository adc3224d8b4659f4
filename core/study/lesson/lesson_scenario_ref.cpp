// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_scenario_ref.hpp"

#include "scenario/scenario_file.hpp"
#include "study/json_lines.hpp"

namespace opslab::study::lesson_reading {

using scenario::ScenarioError;

namespace {

// The key path a scenario error starts with ("topology.flowz: unknown key" → topology.flowz).
std::string error_key(std::string_view what) {
  if (what.starts_with("--vary ")) what.remove_prefix(7);  // a sweep's own words
  const auto colon = what.find(": ");
  const std::string_view key = what.substr(0, colon == what.npos ? 0 : colon);
  return key.find_first_of(" /") == key.npos ? std::string(key) : std::string();
}

// "topology.flows" → /topology/flows
json::json_pointer pointer_of(const std::string& key) {
  json::json_pointer p;
  for (std::size_t dot = 0, start = 0; dot != std::string::npos; start = dot + 1) {
    dot = key.find('.', start);
    p /= key.substr(start, dot == std::string::npos ? dot : dot - start);
  }
  return p;
}

}  // namespace

ScenarioRef::ScenarioRef(const json& v, const std::filesystem::path& dir, const JsonPath& at,
                         Problems& problems)
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
    const json file_doc = doc_;
    for (const auto& [k, val] : set.items()) {
      try {
        scenario::set_key(doc_, k, val);
      } catch (const ScenarioError& e) {
        problems.fail(at / "set" / k, e.what());
      }
    }
    // The file's title describes the file: what "set" changed is added to it.
    scenario::note_overrides(doc_, file_doc);
  }
}

void ScenarioRef::fail(const ScenarioError& e,
                       const std::vector<std::pair<std::string, JsonPath>>& varied) const {
  const std::string key = error_key(e.what());
  if (key.empty()) problems_.fail(at_, e.what());
  for (const auto& [k, at] : varied) {
    if (k == key) problems_.fail(at, e.what());
  }
  if (set_.contains(key)) problems_.fail(at_ / "set" / key, e.what());
  if (const auto p = pointer_of(key); doc_.contains(p)) {
    const auto file = std::filesystem::path(file_).lexically_normal();
    problems_.add(LessonProblem{file.string(), p, "", e.what(),
                                JsonLines(read_text(dir_ / file)).line_of(p)});
    throw Abandon{};
  }
  problems_.fail(at_, e.what());
}

}  // namespace opslab::study::lesson_reading
