// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/scenario_translations.hpp"

#include <algorithm>
#include <regex>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

namespace opslab::scenario {

using nlohmann::json;

namespace {

bool is_language_code(const std::string& code) {
  static const std::regex pattern("[a-z]{2,3}(_[A-Z]{2})?");
  return std::regex_match(code, pattern);
}

const json* text_in(const json& owner, std::string_view key, const std::string& language) {
  const auto all = owner.find("translations");
  if (all == owner.end() || !all->is_object()) return nullptr;
  const auto texts = all->find(language);
  if (texts == all->end() || !texts->is_object()) return nullptr;
  const auto text = texts->find(std::string(key));
  if (text == texts->end() || !text->is_string() || text->get_ref<const std::string&>().empty()) {
    return nullptr;
  }
  return &*text;
}

}  // namespace

void check_translations(const json& translations, std::string_view path,
                        std::initializer_list<std::string_view> keys,
                        std::vector<std::string>& problems) {
  if (!translations.is_object()) {
    problems.push_back(fmt::format("{}: expected an object of languages, such as "
                                   "{{\"de\": {{\"{}\": \"…\"}}}}",
                                   path, *keys.begin()));
    return;
  }
  for (const auto& [language, texts] : translations.items()) {
    const std::string at = fmt::format("{}.{}", path, language);
    if (!is_language_code(language)) {
      problems.push_back(
          fmt::format("{}: expected a language code such as \"de\" or \"de_AT\"", at));
      continue;
    }
    if (!texts.is_object()) {
      problems.push_back(fmt::format("{}: expected an object of texts ({})", at,
                                     fmt::join(keys, ", ")));
      continue;
    }
    for (const auto& [key, text] : texts.items()) {
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
        problems.push_back(fmt::format("{}.{}: unknown key; expected one of: {}", at, key,
                                       fmt::join(keys, ", ")));
      } else if (!text.is_string() || text.get_ref<const std::string&>().empty()) {
        problems.push_back(fmt::format("{}.{}: expected a non-empty string", at, key));
      }
    }
  }
}

std::string translated(const json& owner, std::string_view key, std::string_view language) {
  if (!owner.is_object()) return {};
  const std::string lang(language);
  const json* text = text_in(owner, key, lang);
  if (!text) text = text_in(owner, key, lang.substr(0, lang.find_first_of("_-")));
  if (text) return text->get<std::string>();
  const auto english = owner.find(std::string(key));
  return english != owner.end() && english->is_string() ? english->get<std::string>()
                                                        : std::string();
}

bool has_translation(const json& owner, std::string_view key, std::string_view language) {
  return owner.is_object() && text_in(owner, key, std::string(language)) != nullptr;
}

}  // namespace opslab::scenario
