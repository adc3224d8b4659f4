// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClaimText: the numbers behind a claim's verdict ("reproduced: 461.5 ± 1.1 vs 252.5 ± 1.5"),
// kept as the pieces they are made of so the GUI can word them in the interface's language:
// English templates with Qt's placeholders %1 … %9 (marked OPSLAB_UI_TEXT("claim", …),
// sim/ui_text.hpp), numbers in English digits (the GUI writes them with the locale's decimal
// point), a sweep's parameters by key and model (the GUI names them from the model's schema)
// and values shown as they are. english() gives the sentence the CLI and the results pages
// print; to_json / claim_text_from_json keep it in a student's progress.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace opslab::study {

struct ClaimText {
  enum class Kind : std::uint8_t { text, number, parameter, value };
  Kind kind = Kind::value;
  /// text: the English template; number: its English digits ("461.5", "1e+03");
  /// parameter: its key ("topology.loss_rate"); value: the words shown as they are.
  std::string text;
  std::string model;               // parameter: the model whose schema defines the key
  std::vector<ClaimText> args = {};  // text: what fills %1, %2, …

  /// A template (a string literal marked OPSLAB_UI_TEXT("claim", …)) filled with `args`.
  static ClaimText words(const char* text, std::vector<ClaimText> args = {});
  static ClaimText number(std::string digits);
  static ClaimText parameter(std::string key, std::string model);
  static ClaimText value(std::string shown);
  /// A value of a sweep's axis: a number as a number, else as its JSON reads ("\"reno\"").
  static ClaimText axis_value(const nlohmann::json& v);
};

/// The sentence in English (a parameter reads as its key).
std::string english(const ClaimText& t);

nlohmann::json to_json(const ClaimText& t);
/// The text `j` holds (to_json's form); throws nlohmann::json::exception when it holds none.
ClaimText claim_text_from_json(const nlohmann::json& j);

}  // namespace opslab::study
