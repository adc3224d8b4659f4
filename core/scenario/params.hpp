// Params: typed, range-checked reads from a resolved scenario document.
//
// Model builders read every parameter through Params, so reading *is* validating: a value of
// the wrong type or out of range raises a ScenarioError naming its key path
// ("topology.flows: expected an integer in [1, 100000], got 0"). Nothing is ever clamped.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace opslab::scenario {

class Params {
 public:
  explicit Params(const nlohmann::json& root) : root_(root) {}

  double number(std::string_view path, double lo, double hi) const;
  std::int64_t integer(std::string_view path, std::int64_t lo, std::int64_t hi) const;
  bool boolean(std::string_view path) const;
  std::string text(std::string_view path) const;
  std::string choice(std::string_view path, std::initializer_list<std::string_view> allowed) const;
  std::vector<double> numbers(std::string_view path, double lo, double hi) const;

  const nlohmann::json& root() const { return root_; }

 private:
  const nlohmann::json& at(std::string_view path) const;
  const nlohmann::json& root_;
};

}  // namespace opslab::scenario
