// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario reference of a lesson ({"file": "...", "set": {"key.path": value}}), read as a
// user document, and where a problem of its scenario belongs: the key a sweep varies, the key
// the reference sets, the line of the scenario file that has the key, or the reference.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "scenario/scenario_error.hpp"
#include "study/lesson/lesson_fields.hpp"

namespace opslab::study::lesson_reading {

class ScenarioRef {
 public:
  /// Reads the reference `v` at `at` of the lesson in `dir`: its file loads and its `set`
  /// keys apply, else a problem is recorded and the reader abandons.
  ScenarioRef(const json& v, const std::filesystem::path& dir, const JsonPath& at, Problems& problems);
  const json& doc() const { return doc_; }
  const json& set() const { return set_; }

  /// Records `e` (from resolving this scenario, or a sweep over it) where it belongs: at
  /// `varied` when its key is one of those (a sweep's vary entries), at the reference's `set`,
  /// in the scenario file, or at the reference. Then abandons.
  [[noreturn]] void fail(const scenario::ScenarioError& e,
                         const std::vector<std::pair<std::string, JsonPath>>& varied = {}) const;

 private:
  std::filesystem::path dir_;
  JsonPath at_;
  Problems& problems_;
  std::string file_;
  json doc_;
  json set_ = json::object();
};

}  // namespace opslab::study::lesson_reading
