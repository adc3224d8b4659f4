// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson/claim_refusals.hpp"

#include <algorithm>
#include <functional>
#include <string>

#include <fmt/format.h>

#include "study/lesson/claim_words.hpp"

namespace opslab::study {

using nlohmann::json;

namespace claim_refusal_parts {
namespace {

const json& member_of(const json& obj, const char* key) {
  static const json none;
  return obj.is_object() && obj.contains(key) ? obj.at(key) : none;
}

const LessonClaim* claim_named(const Lesson& l, const std::string& id) {
  const auto it = std::find_if(l.claims.begin(), l.claims.end(), [&](const auto& c) { return c.id == id; });
  return it == l.claims.end() ? nullptr : &*it;
}

// Calls `each(i, k, claim)` for every claim object of `doc`'s steps, step i, claim k.
void for_each_claim(const json& doc, const std::function<void(std::size_t, std::size_t, const json&)>& each) {
  const json& steps = member_of(doc, "steps");
  for (std::size_t i = 0; steps.is_array() && i < steps.size(); ++i) {
    const json& claims = member_of(steps[i], "claims");
    for (std::size_t k = 0; claims.is_array() && k < claims.size(); ++k) {
      if (claims[k].is_object()) each(i, k, claims[k]);
    }
  }
}

// The problems of one text of `claim`, at `pointer` (and `path`) in `file`.
void check_text(const json& text, ClaimLanguage language, const LessonClaim& claim,
                const std::string& file, const json::json_pointer& pointer, const std::string& path,
                std::vector<LessonProblem>& out) {
  if (!text.is_string()) return;
  for (const auto& u : untested_words(text.get<std::string>(), language, claim)) {
    out.push_back({file, pointer, path,
                   fmt::format("\"{}\" says more than the claim's check tests ({}); expected {}",
                               u.words, check_in_words(claim), u.expected),
                   0});
  }
}

}  // namespace
}  // namespace claim_refusal_parts

std::vector<LessonProblem> untested_claim_words(const Lesson& lesson, const json& doc) {
  using namespace claim_refusal_parts;
  std::vector<LessonProblem> out;
  for_each_claim(doc, [&](std::size_t i, std::size_t k, const json& c) {
    const json& id = member_of(c, "id");
    const LessonClaim* claim = id.is_string() ? claim_named(lesson, id.get<std::string>()) : nullptr;
    if (!claim) return;  // a claim that did not read has its problem already
    const auto pointer = json::json_pointer("/steps") / i / "claims" / k / "text";
    check_text(member_of(c, "text"), ClaimLanguage::english, *claim, "lesson.json", pointer,
               fmt::format("steps[{}].claims[{}].text", i, k), out);
  });
  for (const auto& [code, texts] : lesson.texts_by_language) {
    if (code != "de" && !code.starts_with("de_")) continue;
    const json& steps = member_of(texts, "steps");
    for (std::size_t i = 0; steps.is_array() && i < steps.size(); ++i) {
      const json& claims = member_of(steps[i], "claims");
      if (!claims.is_object()) continue;
      for (const auto& [id, c] : claims.items()) {
        const LessonClaim* claim = claim_named(lesson, id);
        if (!claim) continue;
        const auto pointer = json::json_pointer("/steps") / i / "claims" / id / "text";
        check_text(member_of(c, "text"), ClaimLanguage::german, *claim, "lesson." + code + ".json",
                   pointer, fmt::format("steps[{}].claims.{}.text", i, id), out);
      }
    }
  }
  return out;
}

std::vector<LessonProblem> retired_claim_fields(const json& doc) {
  using namespace claim_refusal_parts;
  std::vector<LessonProblem> out;
  for_each_claim(doc, [&](std::size_t i, std::size_t k, const json& c) {
    if (!c.contains("separated")) return;
    out.push_back({"lesson.json", json::json_pointer("/steps") / i / "claims" / k / "separated",
                   fmt::format("steps[{}].claims[{}].separated", i, k),
                   "unknown key: every verdict already needs the 95% intervals to separate; "
                   "remove it (to test more than a direction, give a factor)",
                   0});
  });
  return out;
}

}  // namespace opslab::study
