// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioErrors: every problem of one input found together (each duplicate key of a file,
// each unknown key and each bad value of a scenario), not only the first. Its what() joins
// them with "; " for callers that show one line; the CLI prints each on a line of its own.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "scenario/scenario_error.hpp"

namespace opslab::scenario {

class ScenarioErrors : public ScenarioError {
 public:
  explicit ScenarioErrors(std::vector<std::string> messages)
      : ScenarioError(joined(messages)),
        messages_(std::make_shared<const std::vector<std::string>>(std::move(messages))) {}

  /// Each problem, one line each, in the order found.
  const std::vector<std::string>& messages() const { return *messages_; }

 private:
  static std::string joined(const std::vector<std::string>& messages) {
    std::string out;
    for (const auto& m : messages) out += (out.empty() ? "" : "; ") + m;
    return out;
  }
  std::shared_ptr<const std::vector<std::string>> messages_;  // shared: copies cannot throw
};

/// Nothing for no message, a ScenarioError for one, ScenarioErrors for more.
inline void throw_if_any(std::vector<std::string> messages) {
  if (messages.empty()) return;
  if (messages.size() == 1) throw ScenarioError(messages.front());
  throw ScenarioErrors(std::move(messages));
}

}  // namespace opslab::scenario
