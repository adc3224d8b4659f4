// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/claim_word_tokens.hpp"

#include <algorithm>
#include <cstdlib>

namespace opslab::study::claim_tokens {

namespace {

// The length in bytes of the UTF-8 sequence that starts with `c` (1 for a stray byte).
std::size_t sequence_length(unsigned char c) {
  if (c >= 0xF0) return 4;
  if (c >= 0xE0) return 3;
  if (c >= 0xC0) return 2;
  return 1;
}

bool ascii_alnum(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool ascii_digit(char c) { return c >= '0' && c <= '9'; }

// The sequence at `text[i]` is part of a word: an ASCII letter or digit, a Latin-1 or Latin
// Extended letter (ä, ß, é; not × or ÷), or a Greek letter (μ, σ, Δ).
bool word_char(std::string_view text, std::size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return ascii_alnum(text[i]);
  if (i + 1 >= text.size()) return false;
  const auto d = static_cast<unsigned char>(text[i + 1]);
  if (c == 0xC3) return d != 0x97 && d != 0xB7;  // U+00C0–U+00FF less × and ÷
  return (c >= 0xC4 && c <= 0xC9) || (c >= 0xCE && c <= 0xCF);  // Latin Extended, Greek
}

// `w` in lowercase: ASCII letters and the Latin-1 capitals (Ä → ä).
std::string lower(std::string w) {
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (w[i] >= 'A' && w[i] <= 'Z') {
      w[i] = static_cast<char>(w[i] - 'A' + 'a');
    } else if (static_cast<unsigned char>(w[i]) == 0xC3 && i + 1 < w.size()) {
      const auto d = static_cast<unsigned char>(w[i + 1]);
      if (d >= 0x80 && d <= 0x9E && d != 0x97) w[i + 1] = static_cast<char>(d + 0x20);
      ++i;
    }
  }
  return w;
}

// A word ending in "n't" or "n’t" ("doesn't", "isn’t") or "cannot" reads as "not".
std::string negation_read(std::string w) {
  if (w == "cannot" || w.ends_with("n't") || w.ends_with("n\u2019t")) return "not";
  return w;
}

// `tokens[i]` opens a parenthesis that quotes the paper: "(" [the | in the | im | laut] paper ":".
bool opens_paper(const std::vector<Token>& tokens, std::size_t i) {
  std::size_t k = i + 1;
  const auto is = [&](std::string_view w) { return k < tokens.size() && tokens[k].w == w; };
  if (is("the") || is("im") || is("laut")) {
    ++k;
  } else if (is("in") && k + 1 < tokens.size() && tokens[k + 1].w == "the") {
    k += 2;
  }
  if (!is("paper")) return false;
  ++k;
  return is(":");
}

}  // namespace

std::optional<double> number(const std::string& w) {
  if (w.empty() || !ascii_digit(w.front()) || !ascii_digit(w.back())) return std::nullopt;
  std::string digits;
  for (char c : w) {
    if (ascii_digit(c)) {
      digits += c;
    } else if (c == '.' || c == ',') {
      digits += '.';
    } else {
      return std::nullopt;
    }
  }
  char* end = nullptr;
  const double x = std::strtod(digits.c_str(), &end);
  if (end != digits.c_str() + digits.size()) return std::nullopt;
  return x;
}

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++i;
      continue;
    }
    const std::size_t begin = i;
    if (word_char(text, i)) {
      // A word runs on over letters and digits, and over a hyphen or apostrophe before another
      // of them ("two-fold", "doesn't"), a point or comma between two digits ("0.5", "0,5").
      while (i < text.size()) {
        const std::size_t joiner = text[i] == '-' || text[i] == '\'' ? 1
                                   : text.substr(i, 3) == "\u2019"   ? 3
                                                                     : 0;
        if (word_char(text, i)) {
          i += sequence_length(static_cast<unsigned char>(text[i]));
        } else if (joiner && i + joiner < text.size() && word_char(text, i + joiner)) {
          i += joiner;
        } else if ((text[i] == '.' || text[i] == ',') && i + 1 < text.size() &&
                   ascii_digit(text[i - 1]) && ascii_digit(text[i + 1])) {
          ++i;
        } else {
          break;
        }
      }
      out.push_back({negation_read(lower(std::string(text.substr(begin, i - begin)))), begin, i});
    } else {
      i += std::min(sequence_length(c), text.size() - i);
      out.push_back({std::string(text.substr(begin, i - begin)), begin, i});
    }
  }
  // Parentheses that quote the paper, and those inside them.
  std::vector<bool> open;
  for (std::size_t k = 0; k < out.size(); ++k) {
    if (out[k].w == "(") open.push_back(opens_paper(out, k) || (!open.empty() && open.back()));
    out[k].paper = !open.empty() && open.back();
    if (out[k].w == ")" && !open.empty()) open.pop_back();
  }
  return out;
}

}  // namespace opslab::study::claim_tokens
