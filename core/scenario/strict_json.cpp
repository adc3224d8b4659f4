// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/strict_json.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "scenario/json_position.hpp"
#include "scenario/json_depth.hpp"
#include "scenario/scenario_errors.hpp"

namespace opslab::scenario {

using nlohmann::json;

namespace {

// One open object or array while parsing: its dotted path, and for an object the line of each
// key it has, for an array how many elements it has so far.
struct Frame {
  std::string path;
  bool array = false;
  std::size_t elements = 0;
  std::map<std::string, int, std::less<>> keys;
  std::string member;  // the path of the member whose value is being read (objects)
};

// The path of the value about to be read in `frames.back()`.
std::string child_path(std::vector<Frame>& frames) {
  if (frames.empty()) return {};
  Frame& f = frames.back();
  if (!f.array) return f.member;
  return fmt::format("{}[{}]", f.path, f.elements++);
}

// nlohmann-json's message without its "[json.exception…] " prefix, on one line.
std::string plain(std::string what) {
  if (const auto close = what.find("] "); what.starts_with("[json.") && close != what.npos) {
    what.erase(0, close + 2);
  }
  std::replace(what.begin(), what.end(), '\n', ' ');
  return what;
}

}  // namespace

namespace {

// Parses `text`, adding each duplicate key to `found`; nlohmann-json's exception escapes.
json parse_noting_duplicates(std::string_view text, const char*& furthest, std::vector<DuplicateKey>& found) {
  std::vector<Frame> frames;
  const json::parser_callback_t track = [&](int, json::parse_event_t event, json& parsed) {
    switch (event) {
      case json::parse_event_t::object_start:
      case json::parse_event_t::array_start: {
        std::string path = child_path(frames);
        frames.push_back(Frame{std::move(path), event == json::parse_event_t::array_start, 0, {}, {}});
        break;
      }
      case json::parse_event_t::object_end:
      case json::parse_event_t::array_end:
        frames.pop_back();
        break;
      case json::parse_event_t::key: {
        Frame& f = frames.back();
        const auto& key = parsed.get_ref<const std::string&>();
        f.member = f.path.empty() ? key : f.path + "." + key;
        const int line = line_before(text, furthest);
        if (const auto [it, fresh] = f.keys.emplace(key, line); !fresh) {
          found.push_back(DuplicateKey{line, f.member, it->second});
        }
        break;
      }
      case json::parse_event_t::value:
        if (!frames.empty() && frames.back().array) ++frames.back().elements;
        break;
    }
    return true;
  };
  return json::parse(CountingIterator(text.data(), &furthest),
                     CountingIterator(text.data() + text.size(), &furthest), track);
}

}  // namespace

std::vector<DuplicateKey> duplicate_keys(std::string_view text) {
  std::vector<DuplicateKey> found;
  const char* furthest = text.data();
  try {
    parse_noting_duplicates(text, furthest, found);
  } catch (const json::exception&) {
    // the caller's parser names the syntax error
  }
  return found;
}

std::string duplicate_key_message(const DuplicateKey& d) {
  return fmt::format("key given twice in one object (first on line {}); give it once", d.first_line);
}

json parse_strict_json(std::string_view text, std::string_view file) {
  if (const auto line = line_too_deep(text)) {
    throw ScenarioError(fmt::format("{}:{}: {}", file, *line, too_deep_message()));
  }
  const char* furthest = text.data();
  std::vector<DuplicateKey> duplicates;
  std::optional<std::string> syntax;
  json doc;
  try {
    doc = parse_noting_duplicates(text, furthest, duplicates);
  } catch (const json::exception& e) {
    // A syntax error names its own line and column; a number no double holds ("1E999") does
    // not, so the line read so far is given.
    const std::string what = plain(e.what());
    syntax = what.starts_with("parse error")
                 ? fmt::format("{}: malformed JSON: {}", file, what)
                 : fmt::format("{}:{}: malformed JSON: {}", file, line_before(text, furthest), what);
  }
  std::vector<std::string> messages;
  for (const auto& d : duplicates) {
    messages.push_back(fmt::format("{}:{}: {}: {}", file, d.line, d.path, duplicate_key_message(d)));
  }
  if (syntax) messages.push_back(std::move(*syntax));
  throw_if_any(std::move(messages));
  return doc;
}

}  // namespace opslab::scenario
