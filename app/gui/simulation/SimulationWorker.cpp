// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/SimulationWorker.hpp"

#include <algorithm>
#include <chrono>
#include <QCoreApplication>
#include <QLocale>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "simulation/RunDescription.hpp"
#include "simulation/TraceRing.hpp"
#include "simulation/WorkerState.hpp"
#include "simulation/WorkerSteps.hpp"
#include "metrics/run_result.hpp"
#include "net/event_text.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "net/tap.hpp"
#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "sim/simulation.hpp"
#include "study/runner.hpp"

namespace opslab::gui {

using namespace worker;
using sim::SimTime;

SimulationWorker::SimulationWorker(Callbacks callbacks)
    : callbacks_(std::move(callbacks)), state_(std::make_unique<State>()) {
  thread_ = std::thread([this] { loop(); });
}

SimulationWorker::~SimulationWorker() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  thread_.join();  // the thread destroyed the run (destroy_run) before it ended
}

void SimulationWorker::post(std::function<void(State&)> command) {
  {
    std::lock_guard lock(mutex_);
    commands_.push_back(std::move(command));
    ++posted_;
  }
  wake_.notify_all();
}

std::uint64_t SimulationWorker::posted() const {
  std::lock_guard lock(const_cast<std::mutex&>(mutex_));
  return posted_;
}

namespace {

// Destroys the run inside its arena (on the worker thread, which owns the arena), then empties
// the arena and drops the checkpoints.
void destroy_run(SimulationWorker::State& s) {
  if (s.run) {
    ArenaScope inside(s.arena);
    if (s.tap) s.run->network().taps().detach(s.tap.get());
    s.run.reset();
  }
  s.tap.reset();
  s.checkpoints.clear();
  s.checkpointBytes = 0;
  s.rewindStats = RewindStats{};
  // A block still live here was allocated inside the run and kept outside it (a leak, or a
  // lazy global Arena::warmUp() does not know): it is about to become garbage.
  if (const std::size_t live = s.arena.liveBlocks(); live > 0) {
    qWarning("opslab: %zu blocks of the run outlived it in its arena", live);
  }
  s.arena.reset();
}

}  // namespace

void worker::restart_pacing(SimulationWorker::State& s) {
  s.anchorWall = Clock::now();
  s.anchorSim = s.run ? s.run->simulation().now() : SimTime::zero();
  s.rateWall = s.anchorWall;
  s.rateEvents = s.run ? s.run->simulation().events_processed() : 0;
  s.rateSim = s.anchorSim;
}

void SimulationWorker::load(std::string resolvedJson, std::uint64_t generation) {
  post([this, text = std::move(resolvedJson), generation](State& s) {
    const auto started = Clock::now();
    destroy_run(s);
    s.info.reset();
    s.running = s.finished = false;
    s.until.reset();
    s.stopReason.clear();
    s.stoppedByCondition = false;
    s.active.clear();
    s.drops.clear();
    s.log.clear();
    s.logSuppressed = s.dropsSuppressed = 0;
    s.traces.clear();
    s.traceReset = true;
    s.tracePublished = 0;
    s.samplesPublished = 0;
    s.fastSpan = SimTime::us(100);
    s.seek.reset();
    s.catchUp = s.resetPending = false;
    s.seekProgress = -1;
    seekProgress_ = -1;
    s.bookmarks.clear();
    s.bookmarksPerFlow.clear();
    s.bookmarkCount = 0;
    s.explored = 0;
    s.recentLog.clear();
    s.sinceCheckpoint = 0;
    s.checkpointBudget = checkpoint_budget();
    exchange_.clear();
    QString error;
    try {
      s.resolved = nlohmann::json::parse(text);
      const auto model = s.resolved.at("model").get<std::string>();
      const auto* desc = scenario::find_model(model);
      if (desc == nullptr) {
        throw std::runtime_error(Text::tr("model: unknown model \"%1\"")
                                     .arg(QString::fromStdString(model))
                                     .toStdString());
      }
      Arena::warmUp();
      {
        ArenaScope inside(s.arena);
        s.run = desc->build(s.resolved);
        s.run->watch_fabrics();  // the canvas draws each slot's matching
      }
      s.info = describe_run(s.resolved, *s.run, generation);
      s.text = s.run->event_text();
      s.nodeDrops.assign(s.info->nodes.size(), 0);
      // Flows known up front share the budget; a model that opens connections as it runs
      // (flowCount 0) keeps the minimum per connection, which it frees when the transfer ends.
      s.traceCapacity = s.info->flowCount == 0
                            ? kTraceMinPerFlow
                            : std::clamp<std::size_t>(kTraceBudget / s.info->flowCount,
                                                      kTraceMinPerFlow, kTracePerFlow);
      s.tap = makeCaptureTap(s, s.run->topology());
      {
        ArenaScope inside(s.arena);
        s.run->network().taps().attach(s.tap.get());
      }
      take_checkpoint(s);  // time zero: every jump has one to start from
      s.wallBusy = seconds(Clock::now() - started);
      restart_pacing(s);
      publish(s, exchange_, true);
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    // After the handler: the exception (thrown inside the arena) is gone before the arena is.
    if (!error.isEmpty()) {
      destroy_run(s);
      s.info.reset();
    }
    if (callbacks_.loaded) callbacks_.loaded(error);
  });
}

void SimulationWorker::play() {
  post([](State& s) {
    if (!s.run || s.finished) return;
    s.running = true;
    s.stopReason.clear();
    s.stoppedByCondition = false;
    restart_pacing(s);
  });
}

void SimulationWorker::pause() {
  post([this](State& s) {
    if (!s.run) return;
    const bool was = s.running;
    s.running = false;
    s.until.reset();
    if (s.seek) {
      finish_seek(s, Text::tr("Paused while going to %1 — stopped at %2")
                         .arg(formatSimTime(s.seek->t.count_ps()),
                              formatSimTime(s.run->simulation().now().count_ps())));
      seekProgress_ = -1;
      publish(s, exchange_, true);
      return;
    }
    if (was) {
      s.stopReason = Text::tr("Paused");
      s.stoppedByCondition = false;
    }
    publish(s, exchange_, true);
  });
}

void SimulationWorker::step() {
  post([this](State& s) {
    if (!s.run || s.finished || s.seek) return;
    s.running = false;
    s.until.reset();
    auto& sim = s.run->simulation();
    const auto started = Clock::now();
    if (sim.next_event_time() <= s.run->end_time()) {
      ArenaScope inside(s.arena);
      sim.step();
      s.stopReason = Text::tr("Stepped one event");
    } else {
      s.finished = true;
      s.stopReason = Text::tr("Finished: no event left before the end of the scenario");
    }
    s.stoppedByCondition = false;
    s.wallBusy += seconds(Clock::now() - started);
    publish(s, exchange_, true);
  });
}

void SimulationWorker::setSpeed(double simPerWall) {
  post([simPerWall](State& s) {
    s.speed = simPerWall;
    restart_pacing(s);
  });
}

void SimulationWorker::runUntil(double secondsSim) {
  post([secondsSim](State& s) {
    if (!s.run || s.finished) return;
    s.until = std::min(SimTime::s(secondsSim), s.run->end_time());
    s.running = true;
    s.stopReason.clear();
    s.stoppedByCondition = false;
    restart_pacing(s);
  });
}

void SimulationWorker::setCheckpointBudget(std::size_t bytes) {
  set_checkpoint_budget(bytes);
}

void SimulationWorker::seek(double secondsSim) {
  post([this, secondsSim](State& s) {
    if (!s.run) return;
    const SimTime t = std::clamp(SimTime::s(std::max(0.0, secondsSim)), SimTime::zero(),
                                 s.run->end_time());
    State::Seek target;
    target.t = t;
    begin_seek(s, target);
    seekProgress_ = 0;
  });
}

void SimulationWorker::seekEvents(std::uint64_t events) {
  post([this, events](State& s) {
    if (!s.run) return;
    State::Seek target;
    target.byEvents = true;
    target.events = events;
    begin_seek(s, target);
    seekProgress_ = 0;
  });
}

void SimulationWorker::stepBack() {
  post([this](State& s) {
    if (!s.run) return;
    // During a jump, one event before its target; else one before now.
    const std::uint64_t n = s.seek && s.seek->byEvents ? s.seek->events
                                                        : s.run->simulation().events_processed();
    if (n == 0) return;
    State::Seek target;
    target.byEvents = true;
    target.events = n - 1;
    begin_seek(s, target);
    seekProgress_ = 0;
  });
}

void SimulationWorker::setCheckpointSpacing(double secondsWorker) {
  post([secondsWorker](State& s) { s.checkpointEvery = std::max(0.0, secondsWorker); });
}

void SimulationWorker::setPauseMask(unsigned mask) {
  post([mask](State& s) { s.pauseMask = mask; });
}

void SimulationWorker::setTraceFlow(std::int64_t flow) {
  post([this, flow](State& s) {
    // The flow traced until now goes back to the small ring of its most recent points.
    if (const auto it = s.traces.find(static_cast<std::uint32_t>(s.traceFlow));
        s.traceFlow >= 0 && it != s.traces.end()) {
      it->second.shrink(s.traceCapacity);
    }
    s.traceFlow = flow;
    s.traceReset = true;
    s.tracePublished = 0;
    if (s.run && !s.running && !s.seek) publish(s, exchange_, false);
  });
}

void SimulationWorker::exportRun(std::string dir) {
  post([this, dir = std::move(dir)](State& s) {
    QString error;
    try {
      if (!s.run) throw std::runtime_error(Text::tr("no scenario is loaded").toStdString());
      metrics::RunResult r = s.run->results();
      study::record_run_cost(r, s.wallBusy, s.run->simulation().events_processed());
      study::write_run_outputs(dir, s.resolved, r);
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    if (callbacks_.exported) callbacks_.exported(QString::fromStdString(dir), error);
  });
}

void SimulationWorker::sync() {
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  post([&](State&) {
    std::lock_guard lock(m);
    done = true;
    cv.notify_all();
  });
  std::unique_lock lock(m);
  cv.wait(lock, [&] { return done; });
}

void SimulationWorker::loop() {
  State& s = *state_;
  std::vector<std::function<void(State&)>> batch;
  Clock::time_point nextFrame = Clock::now();
  while (true) {
    {
      std::unique_lock lock(mutex_);
      if (commands_.empty() && !quit_) {
        if (!s.running && !s.seek) {
          wake_.wait(lock, [&] { return quit_ || !commands_.empty(); });
        } else if (s.speed > 0 && !s.until && !s.seek) {
          // Paced: wait for the next frame tick (or a command).
          wake_.wait_until(lock, nextFrame, [&] { return quit_ || !commands_.empty(); });
        }
      }
      if (quit_) break;
      batch.swap(commands_);
    }
    for (auto& c : batch) {
      c(s);
      ++s.commandsDone;
    }
    const bool hadCommands = !batch.empty();
    batch.clear();
    if (s.seek && s.run) {
      if (seek_chunk(s)) {
        const auto& sim = s.run->simulation();
        const QString events = QLocale().toString(static_cast<qulonglong>(sim.events_processed()));
        finish_seek(s, Text::tr("At %1, event %2 — play on from here")
                           .arg(formatSimTime(sim.now().count_ps()), events));
        publish(s, exchange_, true);
      }
      seekProgress_ = s.seekProgress;
      continue;
    }
    if (hadCommands && s.run && !s.running) publish(s, exchange_, false);
    if (!s.run || !s.running) continue;
    const auto wall0 = Clock::now();
    if (s.speed > 0 && !s.until && wall0 < nextFrame) continue;  // woken early by a command
    nextFrame = wall0 + kFrame;

    auto& sim = s.run->simulation();
    const SimTime now = sim.now();
    SimTime limit = s.run->end_time();
    if (s.until) limit = std::min(limit, *s.until);
    SimTime target;
    bool spanLimited = false;
    if (s.speed <= 0 || s.until) {
      target = now + s.fastSpan;
      spanLimited = true;
    } else {
      const double elapsed = seconds(wall0 - s.anchorWall);
      target = s.anchorSim + SimTime::s(s.speed * elapsed);
      if (target - now > s.fastSpan) {
        // The simulation cannot keep this pace: go as fast as it can, and re-anchor so it
        // does not try to catch up later.
        target = now + s.fastSpan;
        s.anchorSim = target;
        s.anchorWall = wall0;
        spanLimited = true;
      }
    }
    if (target > limit) {
      target = limit;
      spanLimited = false;
    }
    const std::uint64_t eventsBefore = sim.events_processed();
    bool completed = false;
    {
      ArenaScope inside(s.arena);
      completed = s.run->advance_to(target);
    }
    // A run that ended by itself (every transfer done) no longer advances its clock.
    const bool ended = completed && target > now && sim.now() == now &&
                       sim.events_processed() == eventsBefore;
    const auto wall1 = Clock::now();
    const double took = seconds(wall1 - wall0);
    s.wallBusy += took;
    if (spanLimited && completed) {
      // Aim every fast chunk at ~10 ms of wall time so commands stay responsive.
      const double factor = std::clamp(kChunkWallSeconds / std::max(took, 1e-5), 0.5, 2.0);
      s.fastSpan = std::clamp(s.fastSpan.scaled(factor), SimTime::ns(100), SimTime::s(5));
    }
    // Measured pace over the last half second.
    const double rateSpan = seconds(wall1 - s.rateWall);
    if (rateSpan >= 0.5) {
      s.eventsPerWall = static_cast<double>(sim.events_processed() - s.rateEvents) / rateSpan;
      s.simPerWall = (sim.now() - s.rateSim).to_seconds() / rateSpan;
      s.rateWall = wall1;
      s.rateEvents = sim.events_processed();
      s.rateSim = sim.now();
    }
    if (!completed) {
      s.running = false;  // a "pause when…" condition hit; stopReason was set by the tap
      s.until.reset();
    } else if (sim.now() >= s.run->end_time() || ended) {
      s.running = false;
      s.finished = true;
      s.until.reset();
      s.stopReason = ended ? Text::tr("Finished at %1 (the model's end condition: a transfer it waits for is done)")
                                 .arg(formatSimTime(sim.now().count_ps()))
                           : Text::tr("Finished at %1 (end of the scenario)")
                                 .arg(formatSimTime(sim.now().count_ps()));
      s.stoppedByCondition = false;
    } else if (s.until && sim.now() >= *s.until) {
      s.running = false;
      s.stopReason = Text::tr("Paused at %1").arg(formatSimTime(sim.now().count_ps()));
      s.stoppedByCondition = true;  // "Paused at …", as when a "pause when…" condition hits
      s.until.reset();
    }
    publish(s, exchange_, !s.running);
    note_advance(s, eventsBefore, took);
  }
  destroy_run(s);  // on this thread, the arena's owner
}

}  // namespace opslab::gui
