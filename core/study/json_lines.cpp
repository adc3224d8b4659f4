// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/json_lines.hpp"

#include <algorithm>
#include <vector>

#include "scenario/json_position.hpp"

namespace opslab::study {

using nlohmann::json;
using scenario::CountingIterator;

namespace {

// Records the line of each member and element as the parser meets it. The line is that of the
// last character read that is not white space: the parser reads one character past a number,
// which may be the line's end.
class LineRecorder : public nlohmann::json_sax<json> {
 public:
  LineRecorder(std::string_view text, const char** furthest, std::map<std::string, int>& lines)
      : text_(text), furthest_(furthest), lines_(lines) {}

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool string(string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool start_object(std::size_t) override { return open(false); }
  bool start_array(std::size_t) override { return open(true); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override {
    Frame& f = frames_.back();
    f.child = f.at / k;
    lines_[f.child.to_string()] = line();
    return true;
  }
  bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& e) override {
    error_byte = byte;
    error_what = e.what();
    return false;
  }

  std::size_t error_byte = 0;
  std::string error_what;

  // The line of the character at `offset` (from 0).
  int line_at(std::size_t offset) const { return scenario::line_at(text_, offset); }

 private:
  struct Frame {
    json::json_pointer at;
    bool array = false;
    std::size_t next = 0;       // the next element's index (arrays)
    json::json_pointer child;   // the member being read (objects)
  };

  int line() const { return scenario::line_before(text_, *furthest_); }
  // Where the value now read goes: an array's next element is recorded here, a member was
  // recorded at its key.
  json::json_pointer place() {
    if (frames_.empty()) return json::json_pointer();
    Frame& f = frames_.back();
    if (!f.array) return f.child;
    json::json_pointer p = f.at / f.next++;
    lines_[p.to_string()] = line();
    return p;
  }
  bool value() {
    place();
    return true;
  }
  bool open(bool array) {
    frames_.push_back(Frame{place(), array, 0, json::json_pointer()});
    return true;
  }
  bool close() {
    frames_.pop_back();
    return true;
  }

  std::string_view text_;
  const char** furthest_;
  std::map<std::string, int>& lines_;
  std::vector<Frame> frames_;
};

// nlohmann-json's message without its prefix ("[json.exception.parse_error.101] parse error at
// line 3, column 5: "): the line is given separately.
std::string plain_message(std::string what) {
  if (const auto close = what.find("] "); what.starts_with("[json.") && close != what.npos) {
    what.erase(0, close + 2);
  }
  if (what.starts_with("parse error")) {
    if (const auto colon = what.find(": "); colon != what.npos) what.erase(0, colon + 2);
  }
  std::replace(what.begin(), what.end(), '\n', ' ');
  return what;
}

}  // namespace

JsonLines::JsonLines(std::string_view text) {
  lines_[""] = 1;
  const char* furthest = text.data();
  LineRecorder recorder(text, &furthest, lines_);
  const CountingIterator first(text.data(), &furthest);
  const CountingIterator last(text.data() + text.size(), &furthest);
  try {
    if (!json::sax_parse(first, last, &recorder)) {
      // `byte` counts the characters read, the offending one last.
      error_ = JsonSyntaxError{recorder.line_at(recorder.error_byte > 0 ? recorder.error_byte - 1 : 0),
                               plain_message(recorder.error_what)};
    }
  } catch (const json::exception& e) {  // a number no double holds ("1E999")
    const auto read = static_cast<std::size_t>(furthest - text.data());
    error_ = JsonSyntaxError{recorder.line_at(read > 0 ? read - 1 : 0), plain_message(e.what())};
  }
}

int JsonLines::line_of(const json::json_pointer& pointer) const {
  json::json_pointer p = pointer;
  for (;;) {
    if (const auto it = lines_.find(p.to_string()); it != lines_.end()) return it->second;
    if (p.empty()) return 1;
    p = p.parent_pointer();
  }
}

}  // namespace opslab::study
