// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzz_input.hpp"

#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "scenario/scenario_file.hpp"

namespace opslab::fuzz {

ScenarioInput split_scenario_input(std::string_view bytes) {
  ScenarioInput in;
  while (!bytes.empty() && bytes.front() != '{') {
    const std::size_t nl = bytes.find('\n');
    in.sets.emplace_back(bytes.substr(0, nl));
    bytes.remove_prefix(nl == std::string_view::npos ? bytes.size() : nl + 1);
  }
  in.json_text = std::string(bytes);
  return in;
}

namespace {

// Owns the scratch folder and removes it when the process ends normally.
struct Scratch {
  std::filesystem::path dir;
  Scratch() {
    std::string templ =
        (std::filesystem::temp_directory_path() / "opslab-fuzz-XXXXXX").string();
    if (mkdtemp(templ.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    dir = templ;
  }
  ~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

}  // namespace

const std::filesystem::path& scratch_dir() {
  static const Scratch scratch;
  return scratch.dir;
}

void write_file(const std::filesystem::path& path, std::string_view text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

nlohmann::json load_scenario_text(const ScenarioInput& input) {
  const auto file = scratch_dir() / "scenario.json";
  write_file(file, input.json_text);
  return scenario::load_scenario_file(file.string());
}

}  // namespace opslab::fuzz
