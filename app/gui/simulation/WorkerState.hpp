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
constexpr auto kFlowRefresh = std::chrono::milliseconds(100);
constexpr std::uint64_t kAggregateUidBit = 1ull << 62;  // aggregate ids vs IP packet uids

inline double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

}  // namespace worker

/// Everything the worker thread owns: the run, its description and tap, pacing, and what was
/// captured since the last snapshot.
struct SimulationWorker::State {
  nlohmann::json resolved;
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

  // Measured pace.
  worker::Clock::time_point rateWall;
  std::uint64_t rateEvents = 0;
  sim::SimTime rateSim;
  double eventsPerWall = 0;
  double simPerWall = 0;

  void addLog(std::int64_t t, LogKind kind, std::int32_t flow, std::int32_t node, QString text) {
    if (log.size() >= worker::kLogPerSnapshot) {
      ++logSuppressed;
      return;
    }
    log.push_back(LogEntry{t, kind, flow, node, std::move(text)});
  }
};

/// The tap that records packets in flight, drops, protocol and model events and time–sequence
/// points into `s`, and stops the run for "pause when…" (CaptureTap.cpp).
std::unique_ptr<net::Tap> makeCaptureTap(SimulationWorker::State& s, const net::Topology& topo);

}  // namespace opslab::gui
