// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/params.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"

namespace opslab::scenario {

const nlohmann::json& Params::at(std::string_view path) const {
  const ParamSpec& spec = schema_.at(path);
  const auto sec = root_.find(spec.section());
  if (sec == root_.end() || !sec->is_object() || !sec->contains(spec.key())) {
    throw ScenarioError(fmt::format("{}: missing required key", path));
  }
  const nlohmann::json& v = (*sec)[spec.key()];
  spec.check(v);
  return v;
}

double Params::number(std::string_view path) const { return at(path).get<double>(); }

std::int64_t Params::integer(std::string_view path) const {
  const auto& v = at(path);
  return v.is_number_integer() ? v.get<std::int64_t>()
                               : static_cast<std::int64_t>(v.get<double>());
}

bool Params::boolean(std::string_view path) const { return at(path).get<bool>(); }
std::string Params::text(std::string_view path) const { return at(path).get<std::string>(); }
std::string Params::choice(std::string_view path) const { return at(path).get<std::string>(); }
std::vector<double> Params::numbers(std::string_view path) const {
  return at(path).get<std::vector<double>>();
}

std::string Params::name() const {
  const auto it = root_.find("name");
  if (it == root_.end() || !it->is_string()) {
    throw ScenarioError(fmt::format("name: expected a string, got {}",
                                    it == root_.end() ? "nothing" : it->dump()));
  }
  return it->get<std::string>();
}

}  // namespace opslab::scenario
