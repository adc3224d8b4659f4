// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/lesson_fields.hpp"

#include <fstream>
#include <sstream>

#include "scenario/scenario_error.hpp"

namespace opslab::study::lesson_reading {

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  if (!in) throw scenario::ScenarioError(fmt::format("cannot read {}", p.string()));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace opslab::study::lesson_reading
