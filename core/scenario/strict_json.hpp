// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a scenario file without guessing: nlohmann-json keeps the last of two members with
// the same key and drops the other silently, so which value a run used would depend on the
// library. Here every key given twice in one object is an error naming the key and both lines.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace opslab::scenario {

/// A key given twice in one object: the second one's line and dotted path, the first one's line.
struct DuplicateKey {
  int line = 0;
  std::string path;
  int first_line = 0;
};

/// Every key given twice in one object of `text`, in the order they appear; a syntax error
/// ends the search (the parser reports it). Nesting past kMaxJsonDepth must be refused first.
std::vector<DuplicateKey> duplicate_keys(std::string_view text);

/// The problem's words, without file, line and path:
/// "key given twice in one object (first on line L); give it once".
std::string duplicate_key_message(const DuplicateKey& d);

/// Parses JSON `text` read from `file`. Throws ScenarioError with one message per problem:
/// "FILE:LINE: malformed JSON: …" for a syntax error, and for every duplicate key
/// "FILE:LINE: a.b: key given twice in one object (first on line L); give it once".
nlohmann::json parse_strict_json(std::string_view text, std::string_view file);

}  // namespace opslab::scenario
