// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_validation.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/json_depth.hpp"
#include "scenario/scenario_error.hpp"
#include "study/json_lines.hpp"
#include "study/lesson/claim_refusals.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_fields.hpp"
#include "study/lesson/lesson_texts.hpp"
#include "study/lesson/lesson_warnings.hpp"

namespace opslab::study {

std::string LessonDiagnostic::to_string() const {
  return fmt::format("{}:{}: {}{}", file, line, warning ? "warning: " : "", message);
}

namespace {

// A file's text as read_lesson read it, or nothing when it could not be read (not a file, too
// large) or nests too deep: read_lesson has reported why, and a FIFO read here would never end.
std::string text_read_again(const std::filesystem::path& file) {
  try {
    std::string text = lesson_reading::read_text(file);
    return scenario::line_too_deep(text) ? std::string() : text;
  } catch (const scenario::ScenarioError&) {
    return {};
  }
}

}  // namespace

std::vector<LessonDiagnostic> validate_lesson(const std::filesystem::path& dir) {
  std::vector<LessonProblem> problems;
  const Lesson lesson = read_lesson(dir, problems);
  const std::string text = text_read_again(dir / "lesson.json");
  const JsonLines lines(text);
  const auto doc = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);

  // The line maps of the lesson's translation files, read when one of them has a finding.
  std::map<std::string, JsonLines> texts_lines;
  const auto line_in = [&](const LessonProblem& p) {
    if (p.file == "lesson.json") return lines.line_of(p.pointer);
    if (!is_texts_file(p.file)) return 1;
    auto it = texts_lines.find(p.file);
    if (it == texts_lines.end()) {
      it = texts_lines.emplace(p.file, JsonLines(text_read_again(dir / p.file))).first;
    }
    return it->second.line_of(p.pointer);
  };
  std::vector<LessonDiagnostic> out;
  const auto add = [&](const LessonProblem& p, bool warning) {
    const int line = p.line > 0 ? p.line : line_in(p);
    out.push_back({p.file, line, p.path.empty() ? p.what : fmt::format("{}: {}", p.path, p.what),
                   warning});
  };
  for (const auto& p : problems) add(p, false);
  if (doc.is_object()) {
    for (const auto& p : untested_claim_words(lesson, doc)) add(p, false);
    for (const auto& p : retired_claim_fields(doc)) add(p, false);
    for (const auto& w : lesson_warnings(lesson, doc)) add(w, true);
  }
  for (const auto& w : untranslated_texts(lesson)) add(w, true);
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return std::tie(a.file, a.line) < std::tie(b.file, b.line);
  });
  // A scenario file that several sweeps and steps run has its problem once.
  const auto same = [](const auto& a, const auto& b) {
    return std::tie(a.file, a.line, a.message, a.warning) == std::tie(b.file, b.line, b.message, b.warning);
  };
  out.erase(std::unique(out.begin(), out.end(), same), out.end());
  return out;
}

}  // namespace opslab::study
