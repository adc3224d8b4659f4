// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/json_depth.hpp"

#include <fmt/format.h>

namespace opslab::scenario {

std::string too_deep_message() {
  return fmt::format("nested deeper than {} levels of objects and arrays", kMaxJsonDepth);
}

std::optional<int> line_too_deep(std::string_view text) {
  int depth = 0;
  int line = 1;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (c == '\n') ++line;
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    switch (c) {
      case '"':
        in_string = true;
        break;
      case '{':
      case '[':
        if (++depth > kMaxJsonDepth) return line;
        break;
      case '}':
      case ']':
        if (depth > 0) --depth;  // an unbalanced bracket is the parser's to report
        break;
      default:
        break;
    }
  }
  return std::nullopt;
}

}  // namespace opslab::scenario
