// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The worker thread's own state (SimulationWorker::State) and its pacing constants, shared by
// the worker's files: SimulationWorker.cpp (commands, pacing, snapshots) and CaptureTap.cpp
// (what the run's tap records). Touched by the worker thread only. Internal to simulation/.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include <QString>
#include <nlohmann/json.hpp>

#include "net/event_text.hpp"
#include "net/tap.hpp"
#include "scenario/model.hpp"
#include "sim/time.hpp"
#include "simulation/Arena.hpp"
#include "simulation/SimulationWorker.hpp"
#include "simulation/TraceRing.hpp"

namespace opslab::gui {

namespace worker {

using Clock = std::chrono::steady_clock;

constexpr auto kFrame = std::chrono::microseconds(16'667);  // one 60 Hz frame
constexpr double kChunkWallSeconds = 0.010;   // wall time one "as fast as possible" chunk aims at
constexpr std::size_t kLogPerSnapshot = 120;  // more events per chunk are summarized
constexpr std::size_t kDropsPerSnapshot = 2000;
// Time–sequence points kept per flow: the traced flow up to kTracePerFlow; every other flow
// its most recent ones, within kTraceBudget points for them all (at least kTraceMinPerFlow).
constexpr std::size_t kTracePerFlow = 400'000;
constexpr std::size_t kTraceBudget = 4'000'000;  // 96 MB of points at most
constexpr std::size_t kTraceMinPerFlow = 4'096;
// Models that open connections as they run (no flow count up front) share a smaller budget
// over the connections open at a time, at least kTraceMinPerConnection points each.
constexpr std::size_t kConnectionTraceBudget = 1'000'000;  // 24 MB (48 MB before rings shrink)
constexpr std::size_t kTraceMinPerConnection = 64;
constexpr auto kFlowRefresh = std::chrono::milliseconds(100);
// The run's summary figures (ModelRun::results(), which copies the samples): once a second.
constexpr auto kFiguresRefresh = std::chrono::milliseconds(1000);
constexpr std::uint64_t kAggregateUidBit = 1ull << 62;  // aggregate ids vs IP packet uids
// Bookmarks kept: per flow, and in all (a rewind finds the same ones, so none is added twice).
constexpr std::size_t kBookmarksPerFlow = 1000;
constexpr std::size_t kBookmarksTotal = 20'000;
// Checkpoints (rewind): one after about this much worker time spent advancing since the last
// one, so a jump re-simulates at most that long; all of a run's within the memory budget
// (a quarter of RAM, at most kCheckpointBudgetMax), the older half thinned out when full.
constexpr double kCheckpointEvery = 0.25;
constexpr std::size_t kCheckpointBudgetMax = std::size_t{1} << 30;

inline double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

}  // namespace worker

/// Everything the worker thread owns: the run, its description and tap, pacing, and what was
/// captured since the last snapshot.
struct SimulationWorker::State {
  nlohmann::json resolved;
  // The run lives in `arena` (built, advanced and destroyed under an ArenaScope on the worker
  // thread); everything else here lives on the ordinary heap. Reads between advances (publish,
  // results, flow states) run outside the arena: they are const and allocate only what they
  // return.
  Arena arena;
  std::unique_ptr<scenario::ModelRun> run;
  std::shared_ptr<RunInfo> info;
  net::EventTextContext text;
  std::unique_ptr<net::Tap> tap;  // makeCaptureTap()

  std::uint64_t commandsDone = 0;
  bool running = false;
  bool finished = false;
  double speed = 0.02;  // simulated seconds per wall second; <= 0: as fast as possible
  std::optional<sim::SimTime> until;
  unsigned pauseMask = 0;
  sim::SimTime fastSpan = sim::SimTime::us(100);
  worker::Clock::time_point anchorWall;
  sim::SimTime anchorSim;
  double wallBusy = 0;  // wall seconds spent building and advancing this run
  QString stopReason;
  bool stoppedByCondition = false;  // stopReason is a "Paused at …" (Snapshot's)

  // Captured since the last snapshot.
  std::vector<PacketView> active;  // transmitted, not yet arrived
  std::vector<DropView> drops;
  std::vector<LogEntry> log;
  std::uint64_t logSuppressed = 0;
  std::uint64_t dropsSuppressed = 0;
  std::vector<std::uint64_t> nodeDrops;
  std::unordered_map<std::uint32_t, TraceRing> traces;
  std::size_t traceCapacity = worker::kTracePerFlow;  // per flow that is not the traced one
  std::int64_t traceFlow = -1;
  bool traceReset = false;
  std::uint64_t tracePublished = 0;  // running count of the traced flow's points handed over
  std::size_t samplesPublished = 0;
  worker::Clock::time_point lastFlows;
  worker::Clock::time_point lastFigures;

  // Rewind: a jump to an earlier moment rebuilds the run from `resolved` (same seed) and
  // re-simulates to it in catch-up mode — the tap then keeps only what the first snapshot
  // there needs (packets in flight, the newest log lines, traces) and never pauses the run.
  struct Seek {
    bool byEvents = false;  // to `events` processed events (step back), else to time `t`
    sim::SimTime t;
    std::uint64_t events = 0;
    sim::SimTime fromTime;      // where the catch-up started (progress)
    std::uint64_t fromEvents = 0;
  };
  std::optional<Seek> seek;
  bool catchUp = false;
  bool resetPending = false;  // the next snapshot replaces the GUI's history (Snapshot::reset)
  sim::SimTime seekSpan = sim::SimTime::ms(1);  // simulated time per catch-up chunk
  std::uint64_t seekEvents = 20'000;             // events per catch-up chunk (step back)
  double seekProgress = -1;                      // 0…1 while catching up, else −1

  // Bookmarks found since the last snapshot; `explored` is the furthest event count simulated,
  // below which every bookmark is already known.
  std::vector<Bookmark> bookmarks;
  std::uint64_t explored = 0;
  std::vector<std::uint32_t> bookmarksPerFlow;
  std::size_t bookmarkCount = 0;

  // The newest log lines handed to the GUI (what its event log ends with), for checkpoints.
  std::vector<LogEntry> recentLog;

  // What the capture tap remembers across callbacks (CaptureTap.cpp), here so that a
  // checkpoint copies it with the rest.
  struct TapMemory {
    struct DroppedSegment {
      std::uint64_t seq = 0;
      bool whole = false;  // lost with a whole optical aggregate or burst
    };
    // Dropped data segments of each flow not yet cumulatively acknowledged, sorted by seq.
    std::vector<std::vector<DroppedSegment>> dropped;  // per flow
    std::uint64_t dropsSeen = 0;
    std::vector<std::uint64_t> highestReceived;  // per flow: one past the highest byte received
    std::vector<std::uint64_t> highestLastHop;   // per flow: … sent on a link into its receiver
    struct {
      std::int64_t t = -1;
      net::NodeId node = 0;
      net::LinkId link = 0;
    } lostOnWay;  // the newest transmission lost on its way
  } tapMemory;

  // Members of one optical packet dropped together are shown as one drop and one log line.
  struct DropGroup {
    bool active = false;
    std::int64_t t = 0;
    net::NodeId node = 0;
    net::DropCause cause = net::DropCause::queue_overflow;
    std::uint32_t count = 0;
    std::vector<std::uint32_t> flows;
    std::size_t dropIndex = SIZE_MAX;
    std::size_t logIndex = SIZE_MAX;
  } group;

  // A moment of the run to rewind to: the arena's bytes and what the tap had recorded by then
  // (the drops and log lines of the next snapshot excepted: a jump shows none, and the newest
  // lines as of that moment).
  struct Checkpoint {
    std::uint64_t events = 0;
    sim::SimTime t;
    Arena::Image image;
    std::vector<PacketView> active;
    std::vector<std::uint64_t> nodeDrops;
    std::unordered_map<std::uint32_t, TraceRing> traces;
    TapMemory tapMemory;
    std::vector<LogEntry> log;
    DropGroup group;
    std::size_t bytes = 0;  // memory it holds, about
  };
  std::vector<Checkpoint> checkpoints;  // by events processed; the first one at time zero
  std::size_t checkpointBytes = 0;
  std::size_t checkpointBudget = worker::kCheckpointBudgetMax;
  double checkpointEvery = worker::kCheckpointEvery;
  double sinceCheckpoint = 0;  // worker seconds spent advancing since the last checkpoint
  RewindStats rewindStats;

  // Measured pace.
  worker::Clock::time_point rateWall;
  std::uint64_t rateEvents = 0;
  sim::SimTime rateSim;
  double eventsPerWall = 0;
  double simPerWall = 0;

  /// No room for another log line in this snapshot (in catch-up there is always room: the
  /// oldest line goes).
  bool logFull() const { return !catchUp && log.size() >= worker::kLogPerSnapshot; }

  void addLog(std::int64_t t, LogKind kind, std::int32_t flow, std::int32_t node, QString text) {
    if (logFull()) {
      ++logSuppressed;
      return;
    }
    if (log.size() >= worker::kLogPerSnapshot) {  // catch-up: keep the newest lines
      log.erase(log.begin());
      if (group.logIndex != SIZE_MAX) group.logIndex = group.logIndex == 0 ? SIZE_MAX : group.logIndex - 1;
    }
    log.push_back(LogEntry{t, kind, flow, node, std::move(text)});
  }

  /// Records a bookmark unless an earlier pass over the same events already did.
  void addBookmark(Bookmark b) {
    if (b.events <= explored || bookmarkCount >= worker::kBookmarksTotal) return;
    if (b.flow >= 0) {
      const auto f = static_cast<std::size_t>(b.flow);
      if (f >= bookmarksPerFlow.size()) bookmarksPerFlow.resize(f + 1, 0);
      if (bookmarksPerFlow[f] >= worker::kBookmarksPerFlow) return;
      ++bookmarksPerFlow[f];
    }
    ++bookmarkCount;
    bookmarks.push_back(std::move(b));
  }
};

/// The tap that records packets in flight, drops, protocol and model events and time–sequence
/// points into `s`, and stops the run for "pause when…" (CaptureTap.cpp).
std::unique_ptr<net::Tap> makeCaptureTap(SimulationWorker::State& s, const net::Topology& topo);

}  // namespace opslab::gui
