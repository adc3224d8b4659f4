// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/lesson_fields.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include <fmt/ranges.h>

#include "scenario/scenario_error.hpp"

namespace opslab::study::lesson_reading {

std::string read_text(const std::filesystem::path& p) {
  std::error_code ec;
  const auto status = std::filesystem::status(p, ec);
  if (ec) throw scenario::ScenarioError(fmt::format("cannot read {}: {}", p.string(), ec.message()));
  if (!std::filesystem::is_regular_file(status)) {
    throw scenario::ScenarioError(fmt::format("cannot read {}: not a file", p.string()));
  }
  const auto size = std::filesystem::file_size(p, ec);
  if (!ec && size > kMaxLessonFileBytes) {
    throw scenario::ScenarioError(
        fmt::format("{}: too large ({} bytes; at most {})", p.string(), size, kMaxLessonFileBytes));
  }
  std::ifstream in(p, std::ios::binary);
  if (!in) throw scenario::ScenarioError(fmt::format("cannot read {}: {}", p.string(), std::strerror(errno)));
  std::string text;
  text.reserve(static_cast<std::size_t>(size));
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  // A file that grew past the limit while it was read is refused too.
  if (in.bad() || text.size() > kMaxLessonFileBytes) {
    throw scenario::ScenarioError(fmt::format("cannot read {}: {}", p.string(),
                                              in.bad() ? std::strerror(errno) : "it grew while being read"));
  }
  return text;
}

bool is_language_code(std::string_view code) {
  const auto lang_end = code.find('_');
  const std::string_view lang = code.substr(0, lang_end);
  const bool lang_ok = lang.size() >= 2 && lang.size() <= 3 &&
                       std::all_of(lang.begin(), lang.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  const bool region_ok = lang_end == std::string_view::npos ||
                         (code.size() - lang_end == 3 && std::isupper(static_cast<unsigned char>(code[lang_end + 1])) &&
                          std::isupper(static_cast<unsigned char>(code[lang_end + 2])));
  return lang_ok && region_ok;
}

std::map<std::string, std::filesystem::path> translations_of(const std::filesystem::path& file) {
  std::map<std::string, std::filesystem::path> found;
  const std::string stem = file.stem().string() + ".";
  const std::string ext = file.extension().string();
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(file.parent_path(), ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= stem.size() + ext.size() || name.rfind(stem, 0) != 0 ||
        name.compare(name.size() - ext.size(), ext.size(), ext) != 0) {
      continue;
    }
    const std::string code = name.substr(stem.size(), name.size() - stem.size() - ext.size());
    if (is_language_code(code)) found.emplace(code, entry.path());
  }
  return found;
}

namespace {

// Levenshtein distance: the edits that turn `a` into `b`.
std::size_t edits(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// Columns of the summary that are not results of the scenario.
bool not_a_metric(const std::string& c) {
  return c == "scenario" || c == "model" || c == "seed" || c == "wall_s" || c == "events_per_s";
}

}  // namespace

std::string expected_metric(std::string_view model, const std::vector<std::string>& metrics,
                            std::string_view given) {
  std::vector<std::string> names;
  for (const auto& m : metrics) {
    if (!not_a_metric(m)) names.push_back(m);
  }
  std::string hint;
  std::size_t best = 4;  // at most 3 edits away
  for (const auto& m : names) {
    if (const std::size_t d = edits(given, m); d < best) {
      best = d;
      hint = fmt::format("did you mean \"{}\"? ", m);
    }
  }
  return fmt::format("a summary metric of model \"{}\" ({}one of: {})", model, hint,
                     fmt::join(names, ", "));
}

}  // namespace opslab::study::lesson_reading
