// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rewind cost, a benchmark rather than a test: for each scenario given, run it to
// its end in the GUI's worker (which takes checkpoints as it goes), then jump back to the
// middle of the simulated time and report the wall time that jump took (restore of the latest
// checkpoint before it + re-simulation from there in catch-up mode), with the checkpoints'
// count and memory, as a Markdown table row for docs/performance.md.
//
//   opslab_rewind_bench assets/scenarios/*-classroom.json assets/scenarios/dumbbell.json
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <cstdio>

#include "app/AppController.hpp"
#include "simulation/SimulationController.hpp"

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  QStandardPaths::setTestModeEnabled(true);
  const QStringList files = app.arguments().mid(1);
  if (files.isEmpty()) {
    std::fprintf(stderr, "usage: opslab_rewind_bench SCENARIO.json…\n");
    return 2;
  }
  opslab::gui::AppController controller(nullptr);
  auto* sim = controller.simulation();
  sim->setSpeedIndex(opslab::gui::SimulationController::speedCount() - 1);
  std::printf("| scenario | run to | events | checkpoints | their memory | run's arena | one checkpoint takes "
              "| jump back to | restored | events re-simulated | wall time of the jump |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const QString& file : files) {
    const QString error = sim->openFile(file);
    if (!error.isEmpty() || !sim->waitForIdle(60000) || !sim->loaded()) {
      std::fprintf(stderr, "opslab_rewind_bench: %s: %s\n", qPrintable(file),
                   qPrintable(error.isEmpty() ? sim->errorText() : error));
      return 2;
    }
    sim->runUntil(sim->endTime());
    if (!sim->waitForIdle(3'600'000)) {
      std::fprintf(stderr, "opslab_rewind_bench: %s: the run did not end within an hour\n",
                   qPrintable(file));
      return 1;
    }
    const double end = sim->simTime();
    const qint64 events = sim->events();
    const auto taken = sim->rewindStats();
    const double middle = end / 2;
    QElapsedTimer wall;
    wall.start();
    sim->seek(middle);
    if (!sim->waitForIdle(3'600'000)) {
      std::fprintf(stderr, "opslab_rewind_bench: %s: the jump did not end within an hour\n",
                   qPrintable(file));
      return 1;
    }
    const double took = static_cast<double>(wall.nsecsElapsed()) * 1e-9;
    const auto jump = sim->rewindStats();
    std::printf("| %s | %.4g s | %lld | %zu | %.0f MB | %.1f MB | %.1f ms | %.4g s | %.1f ms | %lld | %.3f s |\n",
                qPrintable(QFileInfo(file).fileName()), end, static_cast<long long>(events),
                taken.checkpoints, static_cast<double>(taken.checkpointBytes) / 1e6,
                static_cast<double>(taken.arenaBytes) / 1e6, taken.lastCheckpointSeconds * 1e3,
                sim->simTime(), jump.restoreSeconds * 1e3,
                static_cast<long long>(sim->events() - jump.restoredEvents), took);
    std::fflush(stdout);
  }
  return 0;
}
