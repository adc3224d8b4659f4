// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where nlohmann-json's parser is in a text: it reports no positions for the values it parsed,
// so the text is handed to it through CountingIterator, which remembers the furthest character
// read, and line_before() turns that into the line of the token just read. Used to name the
// line of a key (study/json_lines.hpp for lessons, scenario/strict_json.hpp for scenarios).
#pragma once

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <iterator>
#include <string_view>

namespace opslab::scenario {

/// An input iterator over a text that records, in a place every copy shares, the furthest
/// character read.
class CountingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator(const char* at, const char** furthest) : at_(at), furthest_(furthest) {}
  reference operator*() const { return *at_; }
  CountingIterator& operator++() {
    *furthest_ = ++at_;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const CountingIterator& o) const { return at_ == o.at_; }
  bool operator!=(const CountingIterator& o) const { return at_ != o.at_; }

 private:
  const char* at_;
  const char** furthest_;
};

/// The line (from 1) of the character at `offset` of `text`.
inline int line_at(std::string_view text, std::size_t offset) {
  const auto end = text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size()));
  return 1 + static_cast<int>(std::count(text.begin(), end, '\n'));
}

/// The line of the last character before `furthest` that is not white space: the parser reads
/// one character past a number, which may be the line's end.
inline int line_before(std::string_view text, const char* furthest) {
  auto i = static_cast<std::size_t>(furthest - text.data());
  while (i > 0 && std::isspace(static_cast<unsigned char>(text[i - 1]))) --i;
  return line_at(text, i > 0 ? i - 1 : 0);
}

}  // namespace opslab::scenario
