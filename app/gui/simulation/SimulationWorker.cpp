#include "simulation/SimulationWorker.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <optional>
#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "simulation/RunDescription.hpp"
#include "simulation/TraceRing.hpp"
#include "simulation/WorkerState.hpp"
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

// What this file shows people (status texts, the event log's summary line), for the
// translator under the context "SimulationWorker". Translating on the worker thread is safe.
struct Text {
  Q_DECLARE_TR_FUNCTIONS(SimulationWorker)
};

void publish(SimulationWorker::State& s, SnapshotExchange& exchange, bool forceFlows);
void begin_seek(SimulationWorker::State& s, SimulationWorker::State::Seek target);
void finish_seek(SimulationWorker::State& s, QString reason);
void take_checkpoint(SimulationWorker::State& s);

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

std::atomic<std::size_t> checkpointBudgetSet{0};  // setCheckpointBudget(); 0: the default

std::size_t checkpoint_budget() {
  if (const std::size_t set = checkpointBudgetSet.load(std::memory_order_relaxed)) return set;
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page = ::sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0) return kCheckpointBudgetMax;
  return std::min(kCheckpointBudgetMax,
                  static_cast<std::size_t>(pages) * static_cast<std::size_t>(page) / 4);
}

void restart_pacing(SimulationWorker::State& s) {
  s.anchorWall = Clock::now();
  s.anchorSim = s.run ? s.run->simulation().now() : SimTime::zero();
  s.rateWall = s.anchorWall;
  s.rateEvents = s.run ? s.run->simulation().events_processed() : 0;
  s.rateSim = s.anchorSim;
}

}  // namespace

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
  checkpointBudgetSet.store(bytes, std::memory_order_relaxed);
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

namespace {

void publish(SimulationWorker::State& s, SnapshotExchange& exchange, bool forceFlows) {
  if (!s.run) return;
  auto& run = *s.run;
  auto& sim = run.simulation();
  auto& net = run.network();
  const SimTime now = sim.now();
  Snapshot snap;
  snap.info = s.info;
  snap.reset = s.resetPending;
  s.resetPending = false;
  snap.bookmarks = std::move(s.bookmarks);
  s.bookmarks.clear();
  s.explored = std::max(s.explored, sim.events_processed());
  snap.commandsDone = s.commandsDone;
  snap.now = now.count_ps();
  snap.events = sim.events_processed();
  snap.running = s.running;
  snap.finished = s.finished;
  snap.stopReason = s.stopReason;
  snap.stoppedByCondition = s.stoppedByCondition;
  snap.eventsPerWallSecond = s.eventsPerWall;
  snap.simPerWallSecond = s.simPerWall;

  // Packets whose last bit has arrived are off the wire.
  std::erase_if(s.active, [&](const PacketView& p) { return p.arrival < snap.now; });
  snap.inFlight = s.active;

  snap.links.resize(net.link_count());
  for (std::size_t l = 0; l < net.link_count(); ++l) {
    const net::Link* link = net.find_link(static_cast<net::LinkId>(l));
    if (link == nullptr) continue;  // optical: served by the model's own switches
    const auto& st = link->stats();
    snap.links[l] = LinkState{link->queue_packets(), link->in_flight(), st.peak_queue_packets,
                              st.sent_packets, st.overflow_drops, link->busy()};
  }
  snap.nodeDrops = s.nodeDrops;
  // Buffers inside nodes, read here between advances (never from the GUI thread).
  for (const auto& b : run.node_buffers()) {
    snap.nodeBuffers.push_back(
        NodeBufferView{b.node, QString::fromStdString(b.label), b.packets, b.bytes, b.timers});
  }
  snap.fabrics = run.fabric_views();
  for (auto& h : run.histograms()) {
    QStringList categories;
    for (const auto& c : h.categories) categories.push_back(QString::fromStdString(c));
    snap.histograms.push_back(HistogramView{
        QString::fromStdString(h.name), QString::fromStdString(h.label),
        QString::fromStdString(h.value_label), QString::fromStdString(h.note),
        std::move(categories), std::move(h.counts)});
  }
  snap.totalDrops = net.total_drops();
  const auto wall = Clock::now();
  if (forceFlows || wall - s.lastFlows >= kFlowRefresh) {
    snap.flowsValid = true;
    snap.flows = flow_states(run);
    s.lastFlows = wall;
  }

  if (s.logSuppressed > 0) {
    s.log.push_back(LogEntry{
        snap.now, LogKind::info, -1, -1,
        Text::tr("… and %Ln more events up to here (slow down to see each one)", nullptr,
                 static_cast<int>(std::min<std::uint64_t>(s.logSuppressed, INT_MAX)))});
    s.logSuppressed = 0;
  }
  s.group.active = false;  // its indices refer to the vectors handed over now
  snap.drops = std::move(s.drops);
  s.drops.clear();
  s.dropsSuppressed = 0;
  // The event log's newest lines, for the next checkpoint (after a jump, all it shows).
  if (snap.reset) s.recentLog.clear();
  s.recentLog.insert(s.recentLog.end(), s.log.begin(), s.log.end());
  if (s.recentLog.size() > kLogPerSnapshot) {
    s.recentLog.erase(s.recentLog.begin(),
                      s.recentLog.end() - static_cast<std::ptrdiff_t>(kLogPerSnapshot));
  }
  snap.log = std::move(s.log);
  s.log.clear();
  s.rewindStats.checkpoints = s.checkpoints.size();
  s.rewindStats.checkpointBytes = s.checkpointBytes;
  s.rewindStats.arenaBytes = s.arena.used();
  snap.rewind = s.rewindStats;

  const auto& ts = run.timeseries();
  const std::size_t total = ts.times_s.size();
  if (total > s.samplesPublished) {
    snap.sampleTimes.assign(ts.times_s.begin() + static_cast<std::ptrdiff_t>(s.samplesPublished),
                            ts.times_s.end());
    snap.sampleValues.resize(ts.series.size());
    for (std::size_t i = 0; i < ts.series.size(); ++i) {
      const auto& v = ts.series[i].values;
      snap.sampleValues[i].assign(v.begin() + static_cast<std::ptrdiff_t>(s.samplesPublished),
                                  v.end());
    }
    s.samplesPublished = total;
  }

  snap.traceFlow = s.traceFlow;
  if (s.traceFlow >= 0) {
    const auto it = s.traces.find(static_cast<std::uint32_t>(s.traceFlow));
    if (s.traceReset) {
      snap.traceReset = true;
      s.tracePublished = 0;
    }
    if (it != s.traces.end() && it->second.total() > s.tracePublished) {
      it->second.copySince(s.tracePublished, snap.trace);
      s.tracePublished = it->second.total();
    }
  } else if (s.traceReset) {
    snap.traceReset = true;
  }
  s.traceReset = false;

  exchange.publish(std::move(snap));
}

// Copies the run's arena and what the tap recorded by then into a new checkpoint (none when
// there already is one at this event), then thins the older half while over the budget.
void take_checkpoint(SimulationWorker::State& s) {
  using Checkpoint = SimulationWorker::State::Checkpoint;
  const auto& sim = s.run->simulation();
  const std::uint64_t events = sim.events_processed();
  auto at = std::lower_bound(s.checkpoints.begin(), s.checkpoints.end(), events,
                             [](const Checkpoint& c, std::uint64_t e) { return c.events < e; });
  s.sinceCheckpoint = 0;
  if (at != s.checkpoints.end() && at->events == events) return;
  const auto wall0 = Clock::now();
  Checkpoint c;
  c.events = events;
  c.t = sim.now();
  c.image = s.arena.save();
  c.active = s.active;
  c.nodeDrops = s.nodeDrops;
  c.traces = s.traces;
  c.tapMemory = s.tapMemory;
  // While catching up, the log lines and drop group not yet handed over are the newest ones;
  // otherwise they were just handed over and the GUI's log ends with recentLog.
  c.log = s.catchUp ? s.log : s.recentLog;
  if (s.catchUp) c.group = s.group;
  std::size_t points = 0;
  for (const auto& [flow, ring] : c.traces) points += ring.size();
  std::size_t dropped = 0;
  for (const auto& d : c.tapMemory.dropped) dropped += d.size();
  c.bytes = c.image.bytes() + c.active.size() * sizeof(PacketView) + points * sizeof(TracePoint) +
            c.nodeDrops.size() * sizeof(std::uint64_t) + c.log.size() * (sizeof(LogEntry) + 160) +
            dropped * sizeof(SimulationWorker::State::TapMemory::DroppedSegment) +
            (c.tapMemory.highestReceived.size() + c.tapMemory.highestLastHop.size()) *
                sizeof(std::uint64_t);
  s.checkpointBytes += c.bytes;
  s.checkpoints.insert(at, std::move(c));
  // Over the budget: every other checkpoint of the older half goes (never the first).
  while (s.checkpointBytes > s.checkpointBudget && s.checkpoints.size() > 2) {
    const std::size_t end = std::max<std::size_t>(s.checkpoints.size() / 2, 2);
    std::vector<Checkpoint> kept;
    kept.reserve(s.checkpoints.size());
    for (std::size_t i = 0; i < s.checkpoints.size(); ++i) {
      if (i > 0 && i < end && i % 2 == 1) {
        s.checkpointBytes -= s.checkpoints[i].bytes;
      } else {
        kept.push_back(std::move(s.checkpoints[i]));
      }
    }
    s.checkpoints = std::move(kept);
  }
  s.rewindStats.lastCheckpointSeconds = seconds(Clock::now() - wall0);
}

// After `took` worker seconds advancing from `eventsBefore` events: a checkpoint when the
// interval since the last one (taken or passed) is full.
void note_advance(SimulationWorker::State& s, std::uint64_t eventsBefore, double took) {
  using Checkpoint = SimulationWorker::State::Checkpoint;
  const std::uint64_t events = s.run->simulation().events_processed();
  s.sinceCheckpoint += took;
  const auto next = std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), eventsBefore,
                                     [](std::uint64_t e, const Checkpoint& c) { return e < c.events; });
  if (next != s.checkpoints.end() && next->events <= events) s.sinceCheckpoint = 0;  // passed one
  if (s.sinceCheckpoint >= s.checkpointEvery && events > eventsBefore) take_checkpoint(s);
}

// Puts the run back to checkpoint `c`: the arena's bytes (the run, exactly) and what the tap
// had recorded by then; the drops and log lines since the last snapshot are dropped.
void restore_checkpoint(SimulationWorker::State& s, const SimulationWorker::State::Checkpoint& c) {
  const auto wall0 = Clock::now();
  s.arena.restore(c.image);
  s.active = c.active;
  s.nodeDrops = c.nodeDrops;
  s.traces = c.traces;
  s.tapMemory = c.tapMemory;
  s.log = c.log;
  s.group = c.group;
  s.drops.clear();
  s.logSuppressed = s.dropsSuppressed = 0;
  s.finished = false;
  s.sinceCheckpoint = 0;
  s.rewindStats.restoredEvents = static_cast<std::int64_t>(c.events);
  s.rewindStats.restoreSeconds = seconds(Clock::now() - wall0);
  ++s.rewindStats.restores;
}

void begin_seek(SimulationWorker::State& s, SimulationWorker::State::Seek target) {
  using Checkpoint = SimulationWorker::State::Checkpoint;
  auto& sim = s.run->simulation();
  s.running = false;
  s.until.reset();
  // The latest checkpoint at or before the target; restored when the target is behind the
  // run, or when it is ahead and the checkpoint is nearer to it than the run is (else: carry
  // on from here, as when already catching up towards a point before the new target).
  const auto after = target.byEvents
                         ? std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), target.events,
                                            [](std::uint64_t e, const Checkpoint& c) { return e < c.events; })
                         : std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), target.t,
                                            [](SimTime t, const Checkpoint& c) { return t < c.t; });
  const Checkpoint* from = after == s.checkpoints.begin() ? nullptr : &*std::prev(after);
  const bool behind = target.byEvents ? target.events < sim.events_processed()
                                      : target.t < sim.now();
  if (from != nullptr && (behind || from->events > sim.events_processed())) {
    // Every bookmark up to here is published or waits in s.bookmarks: none is found twice.
    s.explored = std::max(s.explored, sim.events_processed());
    restore_checkpoint(s, *from);
  }
  s.catchUp = true;
  target.fromTime = s.run->simulation().now();
  target.fromEvents = s.run->simulation().events_processed();
  s.seek = target;
  s.seekProgress = 0;
}

// Re-simulates one chunk of about kChunkWallSeconds towards the seek target; true when there.
bool seek_chunk(SimulationWorker::State& s) {
  auto& sim = s.run->simulation();
  const auto& target = *s.seek;
  const auto wall0 = Clock::now();
  const SimTime now0 = sim.now();
  const std::uint64_t events0 = sim.events_processed();
  bool done = false;
  if (target.byEvents) {
    const std::uint64_t stop = std::min(target.events, events0 + s.seekEvents);
    ArenaScope inside(s.arena);
    while (sim.events_processed() < stop && sim.next_event_time() <= s.run->end_time()) sim.step();
    done = sim.events_processed() >= target.events || sim.next_event_time() > s.run->end_time();
  } else {
    ArenaScope inside(s.arena);
    s.run->advance_to(std::min(target.t, now0 + s.seekSpan));
    // A run that ended by itself (all transfers done) no longer advances its clock.
    done = sim.now() >= target.t || (sim.now() == now0 && sim.events_processed() == events0);
  }
  std::erase_if(s.active, [&](const PacketView& p) { return p.arrival < sim.now().count_ps(); });
  const double took = seconds(Clock::now() - wall0);
  s.wallBusy += took;
  note_advance(s, events0, took);
  const double factor = std::clamp(kChunkWallSeconds / std::max(took, 1e-5), 0.5, 2.0);
  if (target.byEvents) {
    s.seekEvents = std::clamp<std::uint64_t>(
        static_cast<std::uint64_t>(static_cast<double>(s.seekEvents) * factor), 1000, 50'000'000);
  } else if (sim.now() > now0) {
    s.seekSpan = std::clamp(s.seekSpan.scaled(factor), SimTime::ns(100), SimTime::s(5));
  }
  s.seekProgress =
      target.byEvents
          ? static_cast<double>(sim.events_processed() - target.fromEvents) /
                static_cast<double>(std::max<std::uint64_t>(1, target.events - target.fromEvents))
          : (sim.now() - target.fromTime).to_seconds() /
                std::max(1e-18, (target.t - target.fromTime).to_seconds());
  s.seekProgress = std::clamp(s.seekProgress, 0.0, 1.0);
  return done;
}

// Ends catch-up where the run is now: the next snapshot carries the whole history to here.
void finish_seek(SimulationWorker::State& s, QString reason) {
  auto& sim = s.run->simulation();
  s.seek.reset();
  s.catchUp = false;
  s.seekProgress = -1;
  s.resetPending = true;
  s.samplesPublished = 0;
  s.traceReset = true;
  s.tracePublished = 0;
  s.finished = sim.now() >= s.run->end_time();
  s.stopReason = std::move(reason);
  s.stoppedByCondition = false;
  restart_pacing(s);
}

}  // namespace

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
