// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/claim_text.hpp"

#include <utility>

#include "sim/fill_placeholders.hpp"

namespace opslab::study {

ClaimText ClaimText::words(const char* text, std::vector<ClaimText> args) {
  return {Kind::text, text, {}, std::move(args)};
}
ClaimText ClaimText::number(std::string digits) { return {Kind::number, std::move(digits), {}}; }
ClaimText ClaimText::parameter(std::string key, std::string model) {
  return {Kind::parameter, std::move(key), std::move(model)};
}
ClaimText ClaimText::value(std::string shown) { return {Kind::value, std::move(shown), {}}; }
ClaimText ClaimText::axis_value(const nlohmann::json& v) {
  return v.is_number() ? number(v.dump()) : value(v.dump());
}

std::string english(const ClaimText& t) {
  if (t.kind != ClaimText::Kind::text) return t.text;
  return sim::fill_placeholders(t.text, t.args.size(),
                                [&](std::size_t k) { return english(t.args[k]); });
}

namespace {
const char* kind_name(ClaimText::Kind k) {
  switch (k) {
    case ClaimText::Kind::text: return "text";
    case ClaimText::Kind::number: return "number";
    case ClaimText::Kind::parameter: return "parameter";
    case ClaimText::Kind::value: break;
  }
  return "value";
}
}  // namespace

nlohmann::json to_json(const ClaimText& t) {
  nlohmann::json j{{"kind", kind_name(t.kind)}, {"text", t.text}};
  if (!t.model.empty()) j["model"] = t.model;
  if (!t.args.empty()) {
    auto& args = j["args"] = nlohmann::json::array();
    for (const auto& a : t.args) args.push_back(to_json(a));
  }
  return j;
}

ClaimText claim_text_from_json(const nlohmann::json& j) {
  ClaimText t;
  const auto kind = j.at("kind").get<std::string>();
  t.kind = kind == "text"        ? ClaimText::Kind::text
           : kind == "number"    ? ClaimText::Kind::number
           : kind == "parameter" ? ClaimText::Kind::parameter
                                 : ClaimText::Kind::value;
  t.text = j.at("text").get<std::string>();
  t.model = j.value("model", std::string());
  if (const auto it = j.find("args"); it != j.end()) {
    for (const auto& a : it->get_ref<const nlohmann::json::array_t&>()) {
      t.args.push_back(claim_text_from_json(a));
    }
  }
  return t;
}

}  // namespace opslab::study
