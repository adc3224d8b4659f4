// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationWorker's invariant check: on the worker thread, between commands, the run's ledger
// is read and held to check/invariants.hpp.
#include <condition_variable>
#include <mutex>

#include "check/invariants.hpp"
#include "simulation/SimulationWorker.hpp"
#include "simulation/WorkerState.hpp"

namespace opslab::gui {

std::string SimulationWorker::checkInvariants() {
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  std::string report;
  post([&](State& s) {
    std::string text;
    if (s.run) text = check::describe(check::check(check::take_ledger(*s.run, s.run->results())));
    std::lock_guard lock(m);
    report = std::move(text);
    done = true;
    cv.notify_all();
  });
  std::unique_lock lock(m);
  cv.wait(lock, [&] { return done; });
  return report;
}

}  // namespace opslab::gui
