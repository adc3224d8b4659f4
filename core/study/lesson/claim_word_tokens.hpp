// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a claim's text as claim_words reads them: lowercase words and numbers, each
// sign its own token, and which of them stand inside a parenthesis that quotes the paper.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace opslab::study::claim_tokens {

/// A word ("most", "two-fold", "doesn't" read as "not"), a number ("0.5", "0,5"), or one sign
/// ("%", "~", "≈", "(", ":"), lowercase (ASCII and Latin-1 letters); `begin`/`end` are its bytes
/// in the text. `paper` is set inside a parenthesis that opens with "the paper:", "paper:",
/// "in the paper:", "im Paper:" or "laut Paper:" (and inside any parenthesis within it).
struct Token {
  std::string w;
  std::size_t begin = 0, end = 0;
  bool paper = false;
};

std::vector<Token> tokenize(std::string_view text);

/// The number `w` spells in digits ("3", "0.5", "0,5"), if it is one.
std::optional<double> number(const std::string& w);

}  // namespace opslab::study::claim_tokens
