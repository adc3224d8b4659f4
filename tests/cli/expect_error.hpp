// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: a call must fail with a one-line ScenarioError naming what was wrong.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "scenario/scenario_error.hpp"

namespace opslab::test {

/// Runs `f`, expecting a ScenarioError whose message contains `text` and is one line.
inline void expect_error(const std::function<void()>& f, const std::string& text) {
  try {
    f();
    ADD_FAILURE() << "no ScenarioError; expected one containing: " << text;
  } catch (const scenario::ScenarioError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find(text), std::string::npos) << "message: " << msg;
    EXPECT_EQ(msg.find('\n'), std::string::npos) << "message: " << msg;
  }
}

}  // namespace opslab::test
