// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the lesson tests that edit a lesson's JSON text and check where a problem is
// reported: one text replaced in another, and the line a marker is on.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace opslab::test {

// `text` with the first `from` replaced by `to`.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// The line (from 1) of the first `marker` in `text`.
inline int line_of(const std::string& text, const std::string& marker) {
  const auto at = text.find(marker);
  EXPECT_NE(at, std::string::npos) << marker;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

}  // namespace opslab::test
