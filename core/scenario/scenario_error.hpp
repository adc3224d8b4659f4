// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioError: bad input at a boundary (scenario file, override, lesson, CLI argument).
// Its message is one line naming the key path and what was expected; the CLI prints it and
// exits with status 2.
#pragma once

#include <stdexcept>
#include <string>

namespace opslab::scenario {

class ScenarioError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace opslab::scenario
