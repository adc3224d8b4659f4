// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_library.hpp"

#include <set>
#include <string_view>
#include <system_error>
#include <string>

#include <fmt/format.h>

#include "scenario/scenario_error.hpp"
#include "study/data_dir.hpp"

namespace opslab::study {

namespace fs = std::filesystem;
using scenario::ScenarioError;

fs::path default_lessons_root() {
  return data_dir() / "lessons";
}

std::vector<fs::path> lesson_roots(const std::vector<fs::path>& user_dirs) {
  std::vector<fs::path> roots;
  for (const auto& dir : user_dirs) {
    if (!fs::is_directory(dir)) {
      throw ScenarioError(
          fmt::format("--lesson-dir {}: expected a folder of lesson folders", dir.string()));
    }
    roots.push_back(dir);
  }
  roots.push_back(default_lessons_root());
  return roots;
}

std::vector<Lesson> load_all_lessons(const std::vector<fs::path>& roots,
                                     std::vector<std::string>* broken) {
  std::vector<Lesson> out;
  std::set<std::string> ids;
  for (const auto& root : roots) {
    std::vector<Lesson> lessons;
    if (!fs::exists(root / "lesson.json")) {
      lessons = load_all_lessons(root, broken);
    } else if (broken == nullptr) {
      lessons.push_back(load_lesson(root));
    } else {
      try {
        lessons.push_back(load_lesson(root));
      } catch (const ScenarioError& e) {
        broken->emplace_back(e.what());
      }
    }
    for (auto& lesson : lessons) {
      if (ids.insert(lesson.id).second) out.push_back(std::move(lesson));
    }
  }
  return out;
}

fs::path find_lesson(const std::vector<fs::path>& roots, std::string_view id) {
  // An id is its lesson's folder name: one path component. Anything else — a path, "..", a
  // name longer than a file name may be (ids also come from students' files) — names no
  // lesson and must not reach outside the roots.
  constexpr std::string_view separators("/\\\0", 3);
  if (id.empty() || id.size() > 255 || id == "." || id == ".." ||
      id.find_first_of(separators) != std::string_view::npos) {
    throw ScenarioError("lesson id: expected a lesson's folder name (one name, at most 255 bytes)");
  }
  std::error_code ec;  // a folder that cannot be read has no lesson for us
  for (const auto& root : roots) {
    if (fs::exists(root / id / "lesson.json", ec)) return root / id;
    if (root.filename() == id && fs::exists(root / "lesson.json", ec)) return root;
  }
  throw ScenarioError(
      fmt::format("lesson \"{}\": unknown lesson (see `opslab-cli lesson list`)", id));
}

}  // namespace opslab::study
