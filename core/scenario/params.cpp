#include "scenario/params.hpp"

#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"

namespace opslab::scenario {

namespace {
[[noreturn]] void fail(std::string_view path, std::string_view expected, const nlohmann::json& v) {
  throw ScenarioError(fmt::format("{}: expected {}, got {}", path, expected, v.dump()));
}
}  // namespace

const nlohmann::json& Params::at(std::string_view path) const {
  const nlohmann::json* cur = &root_;
  std::size_t pos = 0;
  while (pos <= path.size()) {
    const std::size_t dot = path.find('.', pos);
    const std::string key(path.substr(pos, dot == std::string_view::npos ? path.npos : dot - pos));
    if (!cur->is_object() || !cur->contains(key)) {
      throw ScenarioError(fmt::format("{}: missing required key", path));
    }
    cur = &(*cur)[key];
    if (dot == std::string_view::npos) break;
    pos = dot + 1;
  }
  return *cur;
}

double Params::number(std::string_view path, double lo, double hi) const {
  const auto& v = at(path);
  const std::string expected = fmt::format("a number in [{}, {}]", lo, hi);
  if (!v.is_number()) fail(path, expected, v);
  const double x = v.get<double>();
  if (!std::isfinite(x) || x < lo || x > hi) fail(path, expected, v);
  return x;
}

std::int64_t Params::integer(std::string_view path, std::int64_t lo, std::int64_t hi) const {
  const auto& v = at(path);
  const std::string expected = fmt::format("an integer in [{}, {}]", lo, hi);
  std::int64_t x = 0;
  if (v.is_number_integer()) {
    x = v.get<std::int64_t>();
  } else if (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>() &&
             std::abs(v.get<double>()) < 9e15) {
    x = static_cast<std::int64_t>(v.get<double>());
  } else {
    fail(path, expected, v);
  }
  if (x < lo || x > hi) fail(path, expected, v);
  return x;
}

bool Params::boolean(std::string_view path) const {
  const auto& v = at(path);
  if (!v.is_boolean()) fail(path, "true or false", v);
  return v.get<bool>();
}

std::string Params::text(std::string_view path) const {
  const auto& v = at(path);
  if (!v.is_string()) fail(path, "a string", v);
  return v.get<std::string>();
}

std::string Params::choice(std::string_view path,
                           std::initializer_list<std::string_view> allowed) const {
  const auto& v = at(path);
  std::string expected = "one of";
  for (auto a : allowed) expected += fmt::format(" \"{}\"", a);
  if (!v.is_string()) fail(path, expected, v);
  const auto s = v.get<std::string>();
  for (auto a : allowed) {
    if (a == s) return s;
  }
  fail(path, expected, v);
}

std::vector<double> Params::numbers(std::string_view path, double lo, double hi) const {
  const auto& v = at(path);
  const std::string expected = fmt::format("an array of numbers in [{}, {}]", lo, hi);
  if (!v.is_array()) fail(path, expected, v);
  std::vector<double> out;
  for (const auto& e : v) {
    if (!e.is_number()) fail(path, expected, v);
    const double x = e.get<double>();
    if (!std::isfinite(x) || x < lo || x > hi) fail(path, expected, v);
    out.push_back(x);
  }
  return out;
}

}  // namespace opslab::scenario
