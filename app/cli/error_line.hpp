// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How opslab-cli reports a problem: one line on stderr, "opslab-cli: error: …". A message may
// quote what the user typed, so line breaks become spaces and other control characters are
// shown as \xHH: none reaches the terminal raw.
#pragma once

#include <string_view>

namespace opslab::cli {

/// Prints `message` as one error line and returns `status` (the exit status to give).
int fail(std::string_view message, int status);

}  // namespace opslab::cli
