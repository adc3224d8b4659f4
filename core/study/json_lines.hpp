// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// JsonLines: where each value of a JSON text is, so a message about a key can name its line
// (`lesson validate`: lesson.json:12: …). nlohmann-json reports no positions for values it
// parsed, so the text is read a second time through its SAX interface while a counting input
// iterator tells how far the reader has got.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace opslab::study {

/// A JSON text that does not parse: the line of the error and nlohmann-json's words for it
/// ("syntax error while parsing object - unexpected '}'; expected string literal").
struct JsonSyntaxError {
  int line = 1;
  std::string message;
};

/// The line of every object member (its key's line) and array element (where it starts) of
/// one JSON text, by JSON pointer.
class JsonLines {
 public:
  /// Reads `text`; when it does not parse, syntax_error() says where and why, and the lines
  /// are those read before the error.
  explicit JsonLines(std::string_view text);

  /// The line of the value at `pointer` or, when the text has no such value (a missing key),
  /// of its nearest enclosing value that it has; 1 for the document.
  int line_of(const nlohmann::json::json_pointer& pointer) const;

  /// Why the text does not parse, and where; nullopt when it does.
  const std::optional<JsonSyntaxError>& syntax_error() const { return error_; }

 private:
  std::map<std::string, int> lines_;  // JSON pointer (as text) → line
  std::optional<JsonSyntaxError> error_;
};

}  // namespace opslab::study
