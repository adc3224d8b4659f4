// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario benchmarks (docs/performance.md): the performance-target scenarios
// assets/scenarios/dumbbell-500.json (500 TCP Reno flows, 622 Mb/s bottleneck, 1000-packet
// drop-tail queue; BM_DumbbellScenario/reno) and dumbbell-500-sack.json (the same with SACK,
// initial window 10, min RTO 1 s, no delayed ACKs: the targets' settings; .../sack), merged onto
// the dumbbell model's defaults and run for the number of simulated seconds given as the
// argument (2 s; /10 is the full scenario).
//
// Only the run is timed (manual time = wall-clock time of advance_to); building the model is
// reported as `build_s`. Counters over the timed run: events_per_s and sim_s_per_wall_s
// (wall clock), and the same per second of this process's CPU time (`*_per_cpu_s`), which is
// the steadier figure on a shared machine.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "net/network.hpp"
#include "scenario/model.hpp"
#include "sim/simulation.hpp"

namespace {

using namespace opslab;

/// The scenario file merged (RFC 7386 merge patch) onto the model's full defaults.
/// CPU time consumed by this process so far, in seconds.
double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

nlohmann::json load_scenario(const scenario::ModelDescriptor& model, const std::string& path,
                             double duration_s) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  const nlohmann::json user = nlohmann::json::parse(in);
  nlohmann::json doc = model.defaults();
  doc.merge_patch(user);
  doc["sim"]["duration_s"] = duration_s;
  model.validate(doc);
  return doc;
}

void BM_DumbbellScenario(benchmark::State& state, const char* file) {
  const double sim_seconds = static_cast<double>(state.range(0));
  const scenario::ModelDescriptor* model = scenario::find_model("dumbbell");
  if (model == nullptr) {
    state.SkipWithError("model \"dumbbell\" is not registered");
    return;
  }
  nlohmann::json doc;
  try {
    doc = load_scenario(*model, std::string(OPSLAB_SOURCE_DIR "/assets/scenarios/") + file,
                        sim_seconds);
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return;
  }

  using Clock = std::chrono::steady_clock;
  double run_wall = 0, run_cpu = 0, build_wall = 0, events = 0, simulated = 0;
  std::uint64_t packets = 0;
  for (auto _ : state) {
    const auto t0 = Clock::now();
    std::unique_ptr<scenario::ModelRun> run = model->build(doc);
    const auto t1 = Clock::now();
    const double c1 = process_cpu_seconds();
    run->advance_to(run->end_time());
    const double c2 = process_cpu_seconds();
    const auto t2 = Clock::now();
    const double wall = std::chrono::duration<double>(t2 - t1).count();
    state.SetIterationTime(wall);
    run_wall += wall;
    run_cpu += c2 - c1;
    build_wall += std::chrono::duration<double>(t1 - t0).count();
    events += static_cast<double>(run->simulation().events_processed());
    simulated += run->simulation().now().to_seconds();
    packets += run->network().pool().created();
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["events"] = events / n;
  state.counters["events_per_s"] = events / run_wall;
  state.counters["sim_s_per_wall_s"] = simulated / run_wall;
  state.counters["events_per_cpu_s"] = events / run_cpu;
  state.counters["sim_s_per_cpu_s"] = simulated / run_cpu;
  state.counters["build_s"] = build_wall / n;
  state.counters["packets_per_s"] = static_cast<double>(packets) / run_wall;
}
// 2 and 10 simulated seconds, one timed run each.
void scenario_args(benchmark::internal::Benchmark* b) {
  b->ArgName("sim_s")->Arg(2)->Arg(10)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
}
BENCHMARK_CAPTURE(BM_DumbbellScenario, reno, "dumbbell-500.json")->Apply(scenario_args);
BENCHMARK_CAPTURE(BM_DumbbellScenario, sack, "dumbbell-500-sack.json")->Apply(scenario_args);

}  // namespace
