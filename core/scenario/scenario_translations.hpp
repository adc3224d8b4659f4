// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario translations: a scenario file's own words in other languages. The file keeps its
// English `name`; an optional `translations` object holds, per language code, the same keys in
// that language:
//
//   "name": "Validation dumbbell: 10 Reno flows",
//   "translations": {"de": {"name": "Validierungs-Hantel: 10 Reno-Flüsse"}}
//
// The app's scenario catalogue (assets/scenario-catalog.json) words its entries the same way
// ("title", "description"). Like a lesson's pages, a language without its own text falls back
// to English, and "de_AT" finds "de". A run never reads them: resolution checks the object and
// leaves it out of the resolved document, so results and titles on disk stay English.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace opslab::scenario {

/// Adds one line to `problems` for each thing wrong with `translations` (at `path`, e.g.
/// "translations"): not an object, a key that is no language code ("de", "de_AT"), a language
/// that is not an object, a key not in `keys`, a text that is not a non-empty string.
void check_translations(const nlohmann::json& translations, std::string_view path,
                        std::initializer_list<std::string_view> keys,
                        std::vector<std::string>& problems);

/// `owner`'s text `key` in `language` (a locale name: "de", "de_DE"): the language's own
/// translation, else its base language's ("de" for "de_DE"), else the English `owner[key]`,
/// else "".
std::string translated(const nlohmann::json& owner, std::string_view key,
                       std::string_view language);

/// Whether `owner` has its own text `key` in `language` (exactly that code, no fallback).
bool has_translation(const nlohmann::json& owner, std::string_view key, std::string_view language);

}  // namespace opslab::scenario
