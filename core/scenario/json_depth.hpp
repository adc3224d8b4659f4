// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A bound on how deeply a JSON file nests, checked on its text before any parser builds
// anything: the readers that name a problem by its path or line (strict_json, JsonLines)
// make a path per open level, so a file nested 10^5 deep cost gigabytes before its first error.
// The prepared scenarios nest three levels, the shipped lessons six: 64 leaves room for any real file.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace opslab::scenario {

/// The deepest nesting of objects and arrays a scenario or lesson file may have.
inline constexpr int kMaxJsonDepth = 64;

/// The line of the first bracket that opens a level past kMaxJsonDepth, if any; brackets inside
/// strings do not count. Linear in the text, allocates nothing.
std::optional<int> line_too_deep(std::string_view text);

/// The problem's words, without file and line: "nested deeper than 64 levels of objects and arrays".
std::string too_deep_message();

}  // namespace opslab::scenario
