// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text a scenario carries (its name, string parameters, translations, keys) is printed to the
// terminal and written into CSV files and run titles: a control character there would move the
// cursor, recolour the terminal, break a CSV row or cut a C string at a NUL. Such text is refused
// where the scenario is read, by the first control character it holds.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace opslab::scenario {

/// The first control character in UTF-8 text (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F),
/// named for a message: "U+001B at byte 4". Nothing for printable text.
std::optional<std::string> first_control_character(std::string_view text);

/// One problem per string value or object key in `doc` that holds a control character, named
/// by its path ("name: holds a control character (U+001B at byte 4); …").
void find_control_characters(const nlohmann::json& doc, const std::string& path,
                             std::vector<std::string>& problems);

}  // namespace opslab::scenario
