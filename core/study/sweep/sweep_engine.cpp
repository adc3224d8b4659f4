// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/sweep/sweep_engine.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include <nlohmann/json.hpp>

#include "study/runner.hpp"

namespace opslab::study {

SweepOutcome run_sweep(const SweepPlan& plan, const SweepOptions& options) {
  const std::size_t total = plan.run_count();
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());

  SweepOutcome out;
  out.runs.resize(total);
  std::vector<std::size_t> todo;  // the run indices still to do, in order
  for (std::size_t i = 0; i < total; ++i) {
    if (i < options.finished.size() && !options.finished[i].columns.empty()) {
      out.runs[i] = options.finished[i];
      ++out.done;
    } else {
      todo.push_back(i);
    }
  }
  jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, todo.size()));
  // The workers stop on the caller's request or on the first failure.
  std::stop_source halt;
  const std::stop_callback forward(options.stop, [&halt] { halt.request_stop(); });
  std::atomic<std::size_t> next{0};
  std::mutex mutex;  // guards out.done, error and calls to on_run
  std::exception_ptr error;

  auto worker = [&] {
    const std::stop_token stop = halt.get_token();
    while (!stop.stop_requested()) {
      const std::size_t k = next++;
      if (k >= todo.size()) return;
      const std::size_t i = todo[k];
      try {
        auto result = run_scenario(plan.scenario_of_run(i), stop);
        if (!result) return;
        if (options.on_result) options.on_result(i, *result);
        out.runs[i] = std::move(result->summary);
        const std::lock_guard lock(mutex);
        ++out.done;
        if (options.on_run) {
          const auto& scenario = plan.scenario_of_run(i);
          options.on_run({i, plan.point_of_run(i),
                          scenario.at("sim").at("seed").get<std::int64_t>(), out.runs[i], out.done,
                          total});
        }
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!error) error = std::current_exception();
        halt.request_stop();
      }
    }
  };
  {
    std::vector<std::jthread> pool;
    for (unsigned j = 0; j < jobs; ++j) pool.emplace_back(worker);
  }
  if (error) std::rethrow_exception(error);
  out.stopped = out.done < total;
  return out;
}

}  // namespace opslab::study
