// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for sweep specifications, as `opslab-cli sweep` reads them: leading lines
// "vary K=V1,V2,…" are `--vary` values, "seeds N" is `--seeds`, other leading lines are `--set`
// assignments, and the rest is the scenario file (its own "sweep" section included). The input
// goes through load_scenario_file, apply_override, sweep_spec_from_json, parse_vary and
// SweepPlan, which resolves every run before anything would run; each run's scenario and the
// written sweep section are then read. A ScenarioError is the expected answer to bad input;
// anything else escaping (or a plan past its documented limit of runs) is a finding.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/sweep/sweep.hpp"

namespace {

// Refused before planning: a spec with more runs than this costs seconds per input.
constexpr std::size_t kMaxFuzzedRuns = 2000;

void exercise(std::string_view bytes) {
  using namespace opslab;
  const fuzz::ScenarioInput input = fuzz::split_scenario_input(bytes);
  nlohmann::json user = fuzz::load_scenario_text(input);
  study::SweepSpec spec;
  if (const auto section = user.find("sweep"); user.is_object() && section != user.end()) {
    spec = study::sweep_spec_from_json(*section);
  }
  bool varied = false;
  for (const std::string_view line : input.sets) {
    if (line.starts_with("vary ")) {
      if (!varied) spec.axes.clear();  // --vary replaces the file's axes, as in the CLI
      varied = true;
      spec.axes.push_back(study::parse_vary(line.substr(5)));
    } else if (line.starts_with("seeds ")) {
      const std::string_view n = line.substr(6);
      std::int64_t seeds = 0;
      if (std::from_chars(n.data(), n.data() + n.size(), seeds).ec != std::errc{}) return;
      spec.seeds = seeds;
    } else {
      scenario::apply_override(user, line);
    }
  }
  double runs = static_cast<double>(spec.seeds < 1 ? 1 : spec.seeds);
  for (const auto& axis : spec.axes) runs *= static_cast<double>(axis.values.size());
  if (runs > kMaxFuzzedRuns) return;
  const study::SweepPlan plan(user, spec);
  if (plan.run_count() != plan.point_count() * static_cast<std::size_t>(plan.spec().seeds)) {
    std::abort();  // every point runs every seed
  }
  for (std::size_t r = 0; r < plan.run_count(); ++r) (void)plan.scenario_of_run(r).dump();
  (void)study::sweep_spec_to_json(plan.spec()).dump();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    exercise(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const opslab::scenario::ScenarioError&) {
    // Bad input, reported in one line: what the CLI prints with exit status 2.
  }
  return 0;
}
