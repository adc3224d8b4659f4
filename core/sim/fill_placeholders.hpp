// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// fill_placeholders: an English template's Qt positional placeholders %1 … %9 filled in one
// pass (a filled-in piece is not searched again), for the core's texts that the GUI words in
// its language (sim/ui_text.hpp) and the CLI prints in English. A placeholder without an
// argument stays as written.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace opslab::sim {

std::string fill_placeholders(std::string_view text, std::size_t count,
                              const std::function<std::string(std::size_t)>& arg);

}  // namespace opslab::sim
