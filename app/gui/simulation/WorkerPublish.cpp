// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Publishing the worker's snapshot: what the GUI thread draws next — the run's time and
// counters, packets on the wire, drops, log lines, new samples, traces and bookmarks since the
// last snapshot (or, after a jump, the whole history up to its time).
#include <algorithm>
#include <climits>

#include <QStringList>

#include "simulation/RunDescription.hpp"
#include "simulation/WorkerSteps.hpp"
#include "metrics/run_result.hpp"
#include "net/link.hpp"
#include "net/network.hpp"
#include "sim/simulation.hpp"

namespace opslab::gui::worker {

using sim::SimTime;

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
  snap.wallBusy = s.wallBusy;

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
  if (forceFlows || wall - s.lastFigures >= kFiguresRefresh) {
    snap.figuresValid = true;
    run_figures(run, snap.runRate, snap.runFairness);
    s.lastFigures = wall;
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

}  // namespace opslab::gui::worker
