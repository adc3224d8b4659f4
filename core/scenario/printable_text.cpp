// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/printable_text.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace opslab::scenario {

std::optional<std::string> first_control_character(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte == 0x7f) return fmt::format("U+{:04X} at byte {}", byte, i);
    // C1 controls are U+0080–U+009F: 0xC2 followed by 0x80–0x9F in UTF-8.
    if (byte == 0xc2 && i + 1 < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if (next >= 0x80 && next <= 0x9f) return fmt::format("U+{:04X} at byte {}", next, i);
    }
  }
  return std::nullopt;
}

namespace {

std::string problem(const std::string& path, const std::string& where, bool key) {
  return fmt::format("{}: {} holds a control character ({}); text in a scenario is printed and "
                     "written to CSV files, so it must be printable",
                     path.empty() ? "scenario" : path, key ? "a key" : "the text", where);
}

}  // namespace

void find_control_characters(const nlohmann::json& doc, const std::string& path,
                             std::vector<std::string>& problems) {
  if (doc.is_string()) {
    if (const auto c = first_control_character(doc.get_ref<const std::string&>())) {
      problems.push_back(problem(path, *c, false));
    }
  } else if (doc.is_object()) {
    for (const auto& [key, value] : doc.items()) {
      const std::string here = path.empty() ? key : path + "." + key;
      if (const auto c = first_control_character(key)) {
        problems.push_back(problem(path, *c, true));
        continue;
      }
      find_control_characters(value, here, problems);
    }
  } else if (doc.is_array()) {
    for (std::size_t i = 0; i < doc.size(); ++i) {
      find_control_characters(doc[i], fmt::format("{}[{}]", path, i), problems);
    }
  }
}

}  // namespace opslab::scenario
