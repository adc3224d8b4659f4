// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson_new.hpp"

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <system_error>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/lesson/lesson_starter.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using scenario::ScenarioError;

namespace {

void write_file(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw std::runtime_error(fmt::format("{}: cannot write", p.string()));
}

// A new empty folder beside `dir` (same file system, so it can be renamed to `dir`).
fs::path temporary_beside(const fs::path& dir) {
  std::string pattern =
      (dir.parent_path() / fmt::format(".{}.new-XXXXXX", dir.filename().string())).string();
  if (!mkdtemp(pattern.data())) {
    throw ScenarioError(fmt::format("lesson new {}: cannot create a folder beside it: {}",
                                    dir.string(), std::generic_category().message(errno)));
  }
  return pattern;
}

}  // namespace

void write_new_lesson(const fs::path& given, const std::string& from) {
  fs::path dir = fs::absolute(given).lexically_normal();
  if (!dir.has_filename()) dir = dir.parent_path();  // "my-lesson/"
  std::error_code ec;
  if (fs::exists(dir, ec) && !(fs::is_directory(dir, ec) && fs::is_empty(dir, ec))) {
    throw ScenarioError(fmt::format("lesson new {}: expected a new or empty folder (it exists and "
                                    "is not empty)",
                                    given.string()));
  }
  if (!fs::is_directory(dir.parent_path(), ec)) {
    throw ScenarioError(fmt::format("lesson new {}: expected a folder in an existing folder",
                                    given.string()));
  }
  const auto starter =
      study::lesson_starter(dir.filename().string(), scenario::load_scenario_file(from));
  const fs::path tmp = temporary_beside(dir);
  try {
    write_file(tmp / "lesson.json", starter.lesson.dump(2) + "\n");
    write_file(tmp / "page.md", starter.page);
    fs::copy_file(from, tmp / "scenario.json");  // as the teacher wrote it
    if (fs::exists(dir)) fs::remove(dir);  // empty, checked above
    fs::rename(tmp, dir);
  } catch (...) {
    fs::remove_all(tmp, ec);
    throw;
  }
  std::cout << fmt::format("wrote {}: lesson.json, page.md, scenario.json (a sweep over {})\n"
                           "  no question or claim yet: run the sweep, then write what it shows "
                           "(page.md says how)\n"
                           "  check it: opslab-cli lesson validate {}\n",
                           given.string(), starter.swept_key, given.string());
}

}  // namespace opslab::cli
