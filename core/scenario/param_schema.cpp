// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/param_schema.hpp"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "scenario/column_doc.hpp"
#include "scenario/scenario_errors.hpp"

namespace opslab::scenario {

namespace {

[[noreturn]] void fail(const ParamSpec& s, const nlohmann::json& v) {
  throw ScenarioError(fmt::format("{}: expected {}, got {}", s.path, s.expected(), v.dump()));
}

bool in_range(const ParamSpec& s, const nlohmann::json& v) {
  if (!v.is_number()) return false;
  const double x = v.get<double>();
  return std::isfinite(x) && x >= s.lo && x <= s.hi;
}

bool is_integral(const nlohmann::json& v) {
  if (v.is_number_integer()) return true;
  if (!v.is_number_float()) return false;
  const double x = v.get<double>();
  return std::floor(x) == x && std::abs(x) < 9e15;
}

/// A range bound as the messages and tables print it (1e+06, 0.001, 100000).
std::string bound(double x) { return fmt::format("{}", x); }

std::string default_text(const ParamSpec& s) {
  if (s.default_value.is_string()) return s.default_value.get<std::string>();
  if (s.default_value.is_array()) {
    std::string out;
    for (const auto& e : s.default_value) out += (out.empty() ? "" : ", ") + e.dump();
    return out.empty() ? "(none)" : out;
  }
  return s.default_value.dump();
}

}  // namespace

const char* to_string(ParamType t) {
  switch (t) {
    case ParamType::number: return "number";
    case ParamType::integer: return "integer";
    case ParamType::boolean: return "bool";
    case ParamType::choice: return "choice";
    case ParamType::text: return "text";
    case ParamType::number_list: return "list";
  }
  return "?";
}

void ParamSpec::check(const nlohmann::json& v) const {
  const ParamSpec& s = *this;
  switch (type) {
    case ParamType::number:
      if (!in_range(s, v)) fail(s, v);
      return;
    case ParamType::integer:
      if (!is_integral(v) || !in_range(s, v)) fail(s, v);
      return;
    case ParamType::boolean:
      if (!v.is_boolean()) fail(s, v);
      return;
    case ParamType::text:
      if (!v.is_string()) fail(s, v);
      return;
    case ParamType::choice:
      if (!v.is_string()) fail(s, v);
      for (const auto& c : s.choices) {
        if (c == v.get<std::string>()) return;
      }
      fail(s, v);
    case ParamType::number_list:
      if (!v.is_array()) fail(s, v);
      for (const auto& e : v) {
        if (!in_range(s, e)) fail(s, v);
      }
      return;
  }
}

std::string ParamSpec::expected() const {
  switch (type) {
    case ParamType::number: return fmt::format("a number in [{}, {}]", bound(lo), bound(hi));
    case ParamType::integer:
      return fmt::format("an integer in [{}, {}]", static_cast<std::int64_t>(lo),
                         static_cast<std::int64_t>(hi));
    case ParamType::boolean: return "true or false";
    case ParamType::text: return "a string";
    case ParamType::choice: {
      std::string out = "one of";
      for (const auto& c : choices) out += fmt::format(" \"{}\"", c);
      return out;
    }
    case ParamType::number_list:
      return fmt::format("an array of numbers in [{}, {}]", bound(lo), bound(hi));
  }
  return "?";
}

ParamSchema& ParamSchema::group(std::string section, std::string title) {
  section_ = std::move(section);
  title_ = std::move(title);
  return *this;
}

ParamSpec& ParamSchema::add(std::string_view key, ParamType type, nlohmann::json def,
                            ParamText t) {
  if (section_.empty()) throw std::logic_error("ParamSchema: a parameter before any group()");
  ParamSpec s;
  s.path = section_ + "." + std::string(key);
  if (find(s.path)) throw std::logic_error("ParamSchema: " + s.path + " declared twice");
  s.type = type;
  s.default_value = std::move(def);
  s.text = std::move(t);
  s.group = title_;
  specs_.push_back(std::move(s));
  return specs_.back();
}

ParamSchema& ParamSchema::number(std::string_view key, double def, double lo, double hi,
                                 ParamText t) {
  ParamSpec& s = add(key, ParamType::number, def, std::move(t));
  s.lo = lo, s.hi = hi;
  return *this;
}

ParamSchema& ParamSchema::integer(std::string_view key, std::int64_t def, std::int64_t lo,
                                  std::int64_t hi, ParamText t) {
  ParamSpec& s = add(key, ParamType::integer, def, std::move(t));
  s.lo = static_cast<double>(lo), s.hi = static_cast<double>(hi);
  return *this;
}

ParamSchema& ParamSchema::boolean(std::string_view key, bool def, ParamText t) {
  add(key, ParamType::boolean, def, std::move(t));
  return *this;
}

ParamSchema& ParamSchema::choice(std::string_view key, std::string def,
                                 std::vector<std::string> choices, ParamText t) {
  ParamSpec& s = add(key, ParamType::choice, def, std::move(t));
  s.choices = std::move(choices);
  return *this;
}

ParamSchema& ParamSchema::text(std::string_view key, std::string def, ParamText t) {
  add(key, ParamType::text, std::move(def), std::move(t));
  return *this;
}

ParamSchema& ParamSchema::numbers(std::string_view key, std::vector<double> def, double lo,
                                  double hi, ParamText t) {
  ParamSpec& s = add(key, ParamType::number_list, nlohmann::json(def), std::move(t));
  s.lo = lo, s.hi = hi;
  return *this;
}

ParamSchema& ParamSchema::set_default(std::string_view path, nlohmann::json value) {
  for (auto& s : specs_) {
    if (s.path == path) {
      s.check(value);
      s.default_value = std::move(value);
      return *this;
    }
  }
  throw std::logic_error(fmt::format("ParamSchema: set_default of undeclared {}", path));
}

ParamSchema& ParamSchema::set_default(std::string_view path, nlohmann::json value,
                                      std::string help) {
  set_default(path, std::move(value));
  for (auto& s : specs_) {
    if (s.path == path) s.text.help = std::move(help);
  }
  return *this;
}

ParamSchema& ParamSchema::append(const ParamSchema& other) {
  for (const auto& s : other.specs_) {
    if (find(s.path)) throw std::logic_error("ParamSchema: " + s.path + " declared twice");
    specs_.push_back(s);
  }
  return *this;
}

const ParamSpec* ParamSchema::find(std::string_view path) const {
  for (const auto& s : specs_) {
    if (s.path == path) return &s;
  }
  return nullptr;
}

const ParamSpec& ParamSchema::at(std::string_view path) const {
  if (const ParamSpec* s = find(path)) return *s;
  throw std::logic_error(fmt::format("ParamSchema: {} is read but not declared", path));
}

nlohmann::json ParamSchema::defaults(std::string_view model, std::string_view name) const {
  nlohmann::json doc = {{"model", model}, {"name", name}};
  for (const auto& s : specs_) doc[s.section()][s.key()] = s.default_value;
  return doc;
}

void ParamSchema::validate(const nlohmann::json& doc) const {
  std::vector<std::string> problems;
  for (const auto& s : specs_) {
    const auto sec = doc.find(s.section());
    if (sec == doc.end() || !sec->is_object() || !sec->contains(s.key())) {
      problems.push_back(fmt::format("{}: missing required key", s.path));
      continue;
    }
    try {
      s.check((*sec)[s.key()]);
    } catch (const ScenarioError& e) {
      problems.emplace_back(e.what());
    }
  }
  throw_if_any(std::move(problems));
}

std::string ParamSchema::markdown() const {
  std::string out;
  std::string group;
  for (const auto& s : specs_) {
    if (s.group != group) {
      group = s.group;
      out += fmt::format("{}### {}\n\n", out.empty() ? "" : "\n", group);
      out += "| key | symbol | label | type | default | range / choices | unit | help |\n";
      out += "|---|---|---|---|---|---|---|---|\n";
    }
    std::string range;
    switch (s.type) {
      case ParamType::number:
      case ParamType::integer:
      case ParamType::number_list: range = fmt::format("[{}, {}]", bound(s.lo), bound(s.hi)); break;
      case ParamType::choice:
        for (const auto& c : s.choices) range += (range.empty() ? "" : ", ") + c;
        break;
      case ParamType::boolean: range = "true, false"; break;
      case ParamType::text: break;
    }
    out += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} | {} |\n", s.path,
                       markdown_cell(s.text.symbol), markdown_cell(s.text.label),
                       to_string(s.type), markdown_cell(default_text(s)), markdown_cell(range),
                       markdown_cell(s.text.unit), markdown_cell(s.text.help));
  }
  return out;
}

}  // namespace opslab::scenario
