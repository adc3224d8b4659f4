// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/scenario_file.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "scenario/printable_text.hpp"
#include "scenario/scenario_errors.hpp"
#include "scenario/scenario_translations.hpp"
#include "scenario/strict_json.hpp"

namespace opslab::scenario {

using nlohmann::json;

namespace {

std::string type_name(const json& v) {
  switch (v.type()) {
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "an array";
    case json::value_t::string:
      return "a string";
    case json::value_t::boolean:
      return "true or false";
    case json::value_t::null:
      return "null";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
      return "a number";
    default:
      return "a value";
  }
}

// One line: JSON of a value as given, shortened if long.
std::string shown(const json& v) {
  std::string s = v.dump();
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return s;
}

std::vector<std::string> split_path(std::string_view path) {
  std::vector<std::string> parts;
  std::size_t pos = 0;
  while (true) {
    const std::size_t dot = path.find('.', pos);
    parts.emplace_back(path.substr(pos, dot == std::string_view::npos ? path.npos : dot - pos));
    if (parts.back().empty()) {
      throw ScenarioError(fmt::format("{}: malformed key path (expected section.key)", path));
    }
    if (dot == std::string_view::npos) return parts;
    pos = dot + 1;
  }
}

std::string join_path(std::string_view prefix, std::string_view key) {
  return prefix.empty() ? std::string(key) : fmt::format("{}.{}", prefix, key);
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

std::string unknown_key(std::string_view prefix, std::string_view key, const json& known) {
  const std::string path = join_path(prefix, key);
  std::string best;
  std::size_t best_d = std::max<std::size_t>(2, key.size() / 3) + 1;
  std::vector<std::string> names;
  for (const auto& [k, v] : known.items()) {
    names.push_back(k);
    const std::size_t d = edit_distance(key, k);
    if (d < best_d) {
      best = k;
      best_d = d;
    }
  }
  if (!best.empty()) {
    return fmt::format("{}: unknown key (did you mean \"{}\"?)", path, join_path(prefix, best));
  }
  return fmt::format("{}: unknown key; expected one of: {}", path, fmt::join(names, ", "));
}

// Merges `user` into `into` (a copy of the defaults). A null default accepts any value. Each
// unknown key and value of the wrong type is added to `problems` and left out.
void merge(json& into, const json& user, const std::string& prefix,
           std::vector<std::string>& problems) {
  for (const auto& [key, value] : user.items()) {
    const std::string path = join_path(prefix, key);
    if (!into.contains(key)) {
      problems.push_back(unknown_key(prefix, key, into));
      continue;
    }
    json& target = into[key];
    const bool same_type = target.is_null() || (target.is_number() && value.is_number()) ||
                           target.type() == value.type();
    if (!same_type) {
      problems.push_back(
          fmt::format("{}: expected {}, got {}", path, type_name(target), shown(value)));
      continue;
    }
    if (target.is_object()) {
      merge(target, value, path, problems);
    } else {
      target = value;
    }
  }
}

// The model's default at a dotted key path of a user document, or nullptr when the document
// names no known model or the model has no such key.
std::optional<json> model_default(const json& doc, std::string_view path) {
  const auto model = doc.find("model");
  if (model == doc.end() || !model->is_string()) return std::nullopt;
  const ModelDescriptor* m = find_model(model->get_ref<const std::string&>());
  if (m == nullptr) return std::nullopt;
  const json defaults = m->defaults();
  const json* at = &defaults;
  for (const auto& part : split_path(path)) {
    if (!at->is_object() || !at->contains(part)) return std::nullopt;
    at = &at->at(part);
  }
  return *at;
}

std::string known_models(std::span<const ModelDescriptor> registry) {
  std::vector<std::string> names;
  for (const auto& m : registry) names.push_back(m.name);
  return names.empty() ? "none registered" : fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace

json load_scenario_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    throw ScenarioError(fmt::format("{}: no such file", path));
  }
  if (!std::filesystem::is_regular_file(path, ec)) {
    throw ScenarioError(fmt::format("{}: not a regular file", path));
  }
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxScenarioFileBytes) {
    throw ScenarioError(fmt::format("{}: too large ({} bytes; a scenario file has at most {})", path,
                                    size, kMaxScenarioFileBytes));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ScenarioError(fmt::format("{}: cannot read file", path));
  std::string text;
  // Read at most one byte past the limit: a file that grew while it was read is refused too.
  text.resize(static_cast<std::size_t>(kMaxScenarioFileBytes) + 1);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (in.bad()) throw ScenarioError(fmt::format("{}: cannot read file", path));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kMaxScenarioFileBytes) {
    throw ScenarioError(fmt::format("{}: too large (it grew while being read; a scenario file has "
                                    "at most {} bytes)", path, kMaxScenarioFileBytes));
  }
  return parse_strict_json(text, path);
}

json parse_value(std::string_view text) {
  json v = json::parse(text, nullptr, /*allow_exceptions=*/false);
  return v.is_discarded() ? json(std::string(text)) : v;
}

void set_key(json& doc, std::string_view path, const json& value) {
  if (!doc.is_object()) throw ScenarioError("scenario: expected a JSON object at the top level");
  const auto parts = split_path(path);
  json* cur = &doc;
  std::string prefix;
  for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
    prefix = join_path(prefix, parts[i]);
    cur = &(*cur)[parts[i]];
    if (cur->is_null()) *cur = json::object();
    if (!cur->is_object()) {
      throw ScenarioError(fmt::format("{}: is {}, not a section", prefix, type_name(*cur)));
    }
  }
  (*cur)[parts.back()] = value;
}

void require_utf8(std::string_view text, std::string_view option) {
  try {
    (void)json(std::string(text)).dump();
  } catch (const json::type_error& e) {
    // nlohmann's text: "[json.exception.type_error.316] invalid UTF-8 byte at index 16: 0xB2"
    const std::string what = e.what();
    const std::size_t at = what.find("invalid UTF-8");
    throw ScenarioError(fmt::format("{}: {} (arguments must be UTF-8)", option,
                                    at == std::string::npos ? what : what.substr(at)));
  }
}

void apply_override(json& doc, std::string_view assignment) {
  require_utf8(assignment, "--set");
  const std::size_t eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0) {
    throw ScenarioError(
        fmt::format("--set {}: expected section.key=value", json(std::string(assignment)).dump()));
  }
  const std::string_view key = assignment.substr(0, eq);
  const std::string_view text = assignment.substr(eq + 1);
  json value = parse_value(text);
  // A list parameter also takes the comma-separated form its help names ("10,20,30"; one
  // value "10"; nothing for the empty list).
  if (!value.is_array()) {
    if (const auto def = model_default(doc, key); def && def->is_array()) {
      json list = json::parse("[" + std::string(text) + "]", nullptr, /*allow_exceptions=*/false);
      if (list.is_array()) value = std::move(list);
    }
  }
  set_key(doc, key, value);
}

void set_seed(json& doc, std::int64_t seed) {
  set_key(doc, "sim.seed", seed);
}

json resolve_scenario(const json& user, std::span<const ModelDescriptor> registry) {
  if (!user.is_object()) {
    throw ScenarioError(fmt::format("scenario: expected a JSON object, got {}", type_name(user)));
  }
  // Refused first and alone: the other messages quote the text they refuse.
  std::vector<std::string> unprintable;
  find_control_characters(user, "", unprintable);
  throw_if_any(std::move(unprintable));
  const auto model_it = user.find("model");
  if (model_it == user.end()) {
    throw ScenarioError(fmt::format("model: missing; expected one of: {}", known_models(registry)));
  }
  if (!model_it->is_string()) {
    throw ScenarioError(fmt::format("model: expected a string, one of: {}; got {}",
                                    known_models(registry), shown(*model_it)));
  }
  const auto& model_name = model_it->get_ref<const std::string&>();
  const auto desc = std::find_if(registry.begin(), registry.end(),
                                 [&](const ModelDescriptor& m) { return m.name == model_name; });
  if (desc == registry.end()) {
    throw ScenarioError(fmt::format("model: unknown model \"{}\"; expected one of: {}", model_name,
                                    known_models(registry)));
  }
  if (const auto name = user.find("name"); name != user.end() && !name->is_string()) {
    throw ScenarioError(fmt::format("name: expected a string, got {}", shown(*name)));
  }
  if (const auto sweep = user.find("sweep"); sweep != user.end() && !sweep->is_object()) {
    throw ScenarioError(fmt::format("sweep: expected an object, got {}", shown(*sweep)));
  }

  json resolved = desc->defaults();
  json sections = user;
  sections.erase("model");
  sections.erase("sweep");
  sections.erase("translations");
  if (!resolved.contains("name")) resolved["name"] = model_name;
  // Every unknown key, wrong type and bad value is reported, not only the first; the checks
  // across keys run once each key is valid.
  std::vector<std::string> problems;
  if (const auto t = user.find("translations"); t != user.end()) {
    check_translations(*t, "translations", {"name"}, problems);
  }
  merge(resolved, sections, "", problems);
  resolved["model"] = model_name;
  try {
    desc->schema.validate(resolved);
  } catch (const ScenarioErrors& e) {
    problems.insert(problems.end(), e.messages().begin(), e.messages().end());
  } catch (const ScenarioError& e) {
    problems.emplace_back(e.what());
  }
  throw_if_any(std::move(problems));
  desc->validate(resolved);
  return resolved;
}

void note_overrides(json& changed, const json& original, std::span<const std::string> leave_out) {
  json a, b;
  try {
    a = resolve_scenario(original);
    b = resolve_scenario(changed);
  } catch (const ScenarioError&) {
    return;
  }
  if (a.at("name") != b.at("name") || a.at("model") != b.at("model")) return;
  std::vector<std::string> notes;
  for (const auto& [section, body] : b.items()) {
    if (!body.is_object()) continue;
    for (const auto& [key, value] : body.items()) {
      const std::string path = section + "." + key;
      const auto was = a.find(section);
      const bool varied = std::find(leave_out.begin(), leave_out.end(), path) != leave_out.end();
      if (path == kSeedKey || varied ||
          (was != a.end() && was->contains(key) && was->at(key) == value)) {
        continue;
      }
      notes.push_back(path + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
    }
  }
  if (notes.empty()) return;
  changed["name"] = fmt::format("{} [with {}]", b.at("name").get<std::string>(), fmt::join(notes, ", "));
}

}  // namespace opslab::scenario
