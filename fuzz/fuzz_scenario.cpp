// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for scenario files with `--set` overrides: the input (see
// fuzz_input.hpp) goes through the CLI's own path — load_scenario_file, apply_override,
// resolve_scenario — and, when valid, the model is built, advanced by a small event budget,
// and its results, series and flow states are read and written as CSV text.
// A ScenarioError is the expected answer to bad input; anything else escaping is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "metrics/csv_writer.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "sim/simulation.hpp"
#include "study/runner.hpp"

namespace {

// Keeps one execution in the milliseconds: the built run processes at most this many events.
constexpr std::uint64_t event_budget = 4000;

void exercise(std::string_view bytes) {
  using namespace opslab;
  const fuzz::ScenarioInput input = fuzz::split_scenario_input(bytes);
  nlohmann::json user = fuzz::load_scenario_text(input);
  for (const auto& s : input.sets) scenario::apply_override(user, s);
  const nlohmann::json resolved = scenario::resolve_scenario(user);

  const scenario::ModelDescriptor* model =
      scenario::find_model(resolved.at("model").get_ref<const std::string&>());
  auto run = model->build(resolved);
  study::check_output_size(resolved, *run);
  sim::Simulation& sim = run->simulation();
  while (sim.events_processed() < event_budget && sim.next_event_time() <= run->end_time()) {
    sim.step();
  }
  const metrics::RunResult result = run->results();
  (void)metrics::to_csv(result.summary);
  (void)metrics::to_csv(result.flows);
  (void)metrics::to_csv(run->timeseries());
  (void)run->series();
  (void)run->flow_states();
  (void)run->node_buffers();
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
