// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ParamSchema: the one description of a model's parameters (docs/architecture.md, "The model
// seam").
//
// For every key path ("aggregation.delta_ms") it holds the type, the default, the accepted
// range or choices, the unit, the paper's symbol (Δ, p, μ, n_e …), a label, a one-line help
// text and a group. The defaults document, validation (ranges and choices), the GUI
// parameter panel, `opslab-cli describe` and docs/models/ are all read from it, so a model
// describes each parameter exactly once.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace opslab::scenario {

enum class ParamType : std::uint8_t { number, integer, boolean, choice, text, number_list };
const char* to_string(ParamType t);

/// How a parameter is presented: everything but its type, default and range.
struct ParamText {
  std::string label;
  std::string symbol = {};  // the paper's symbol, may be empty
  std::string unit = {};
  std::string help = {};    // one line
};

struct ParamSpec {
  std::string path;  // "section.key"
  ParamType type = ParamType::number;
  nlohmann::json default_value;  // keeps its JSON type (1 vs 1.0) for byte-identical output
  double lo = 0, hi = 0;          // inclusive range of number, integer and number_list
  std::vector<std::string> choices;
  ParamText text;
  std::string group;  // the section's title ("Topology", "TCP" …)

  std::string section() const { return path.substr(0, path.find('.')); }
  std::string key() const { return path.substr(path.find('.') + 1); }
  /// "a number in [0.001, 10000]", "one of \"none\" \"mixed\"" … (validation messages).
  std::string expected() const;
  /// Throws ScenarioError "path: expected …, got …" unless `v` has this spec's type and range.
  void check(const nlohmann::json& v) const;
};

class ParamSchema {
 public:
  /// Starts a group: the specs added next belong to section `section`, titled `title`.
  ParamSchema& group(std::string section, std::string title);
  ParamSchema& number(std::string_view key, double def, double lo, double hi, ParamText t);
  ParamSchema& integer(std::string_view key, std::int64_t def, std::int64_t lo, std::int64_t hi,
                       ParamText t);
  ParamSchema& boolean(std::string_view key, bool def, ParamText t);
  ParamSchema& choice(std::string_view key, std::string def, std::vector<std::string> choices,
                      ParamText t);
  ParamSchema& text(std::string_view key, std::string def, ParamText t);
  ParamSchema& numbers(std::string_view key, std::vector<double> def, double lo, double hi,
                       ParamText t);
  /// Changes the default of a declared key (a model's own default for a shared section).
  ParamSchema& set_default(std::string_view path, nlohmann::json value);
  /// The same, with the model's own one-line help saying where its default comes from.
  ParamSchema& set_default(std::string_view path, nlohmann::json value, std::string help);
  /// Appends every spec of `other` (shared sections such as `sim` and `tcp`).
  ParamSchema& append(const ParamSchema& other);

  const std::vector<ParamSpec>& specs() const { return specs_; }
  const ParamSpec* find(std::string_view path) const;
  /// The spec of `path`; throws std::logic_error when a model reads a key it never declared.
  const ParamSpec& at(std::string_view path) const;

  /// The defaults document: {"model": model, "name": name, section: {key: default …} …}.
  nlohmann::json defaults(std::string_view model, std::string_view name) const;
  /// Checks the type and range or choices of every declared key of a resolved document;
  /// throws ScenarioError naming the bad key, ScenarioErrors naming each when several are.
  void validate(const nlohmann::json& doc) const;
  /// The schema as a Markdown table (`opslab-cli describe`, docs/models/).
  std::string markdown() const;

 private:
  ParamSpec& add(std::string_view key, ParamType type, nlohmann::json def, ParamText t);
  std::string section_;
  std::string title_;
  std::vector<ParamSpec> specs_;
};

}  // namespace opslab::scenario
