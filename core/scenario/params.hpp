// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Params: typed reads of a resolved scenario document, checked against the model's schema.
//
// Model builders read every parameter through Params, so reading *is* validating: each read
// looks its key up in the model's ParamSchema (reading an undeclared key is a programming
// error) and a value of the wrong type or out of the declared range raises a ScenarioError
// naming its key path ("topology.flows: expected an integer in [1, 100000], got 0"). Nothing
// is ever clamped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "scenario/param_schema.hpp"

namespace opslab::scenario {

class Params {
 public:
  Params(const nlohmann::json& root, const ParamSchema& schema) : root_(root), schema_(schema) {}

  double number(std::string_view path) const;
  std::int64_t integer(std::string_view path) const;
  bool boolean(std::string_view path) const;
  std::string text(std::string_view path) const;
  std::string choice(std::string_view path) const;
  std::vector<double> numbers(std::string_view path) const;
  /// The scenario's title (the top-level `name`).
  std::string name() const;

  const nlohmann::json& root() const { return root_; }

 private:
  const nlohmann::json& at(std::string_view path) const;
  const nlohmann::json& root_;
  const ParamSchema& schema_;
};

}  // namespace opslab::scenario
