// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/Snapshot.hpp"

#include <algorithm>
#include <utility>

namespace opslab::gui {

namespace {

// If the GUI stalls, keep at most this many unconsumed drops and log lines (the newest).
constexpr std::size_t kMaxPendingDrops = 4000;
constexpr std::size_t kMaxPendingLog = 5000;

template <class T>
void append_capped(std::vector<T>& into, std::vector<T>&& more, std::size_t cap) {
  into.insert(into.end(), std::make_move_iterator(more.begin()),
              std::make_move_iterator(more.end()));
  if (into.size() > cap) into.erase(into.begin(), into.end() - static_cast<std::ptrdiff_t>(cap));
}

}  // namespace

void SnapshotExchange::publish(Snapshot&& s) {
  std::lock_guard lock(mutex_);
  const bool sameRun = fresh_ && pending_.info && s.info &&
                       pending_.info->generation == s.info->generation;
  if (!sameRun || s.reset) {
    // A reset replaces the history; bookmarks are facts of the run and are kept.
    std::vector<Bookmark> marks;
    if (sameRun) marks = std::move(pending_.bookmarks);
    pending_ = std::move(s);
    if (!marks.empty()) pending_.bookmarks.insert(pending_.bookmarks.begin(), marks.begin(), marks.end());
    fresh_ = true;
    return;
  }
  pending_.bookmarks.insert(pending_.bookmarks.end(), s.bookmarks.begin(), s.bookmarks.end());
  // Keep the older increments, in order, in front of the new ones.
  append_capped(pending_.drops, std::move(s.drops), kMaxPendingDrops);
  append_capped(pending_.log, std::move(s.log), kMaxPendingLog);
  pending_.sampleTimes.insert(pending_.sampleTimes.end(), s.sampleTimes.begin(),
                              s.sampleTimes.end());
  if (pending_.sampleValues.size() < s.sampleValues.size()) {
    pending_.sampleValues.resize(s.sampleValues.size());
  }
  for (std::size_t i = 0; i < s.sampleValues.size(); ++i) {
    auto& v = pending_.sampleValues[i];
    v.insert(v.end(), s.sampleValues[i].begin(), s.sampleValues[i].end());
  }
  if (s.traceReset) {
    pending_.traceReset = true;
    pending_.trace = std::move(s.trace);
  } else {
    pending_.trace.insert(pending_.trace.end(), s.trace.begin(), s.trace.end());
  }
  // Replace the state.
  pending_.commandsDone = s.commandsDone;
  pending_.now = s.now;
  pending_.events = s.events;
  pending_.running = s.running;
  pending_.finished = s.finished;
  pending_.eventsPerWallSecond = s.eventsPerWallSecond;
  pending_.simPerWallSecond = s.simPerWallSecond;
  if (!s.stopReason.isEmpty() || !s.running) {
    pending_.stopReason = std::move(s.stopReason);
    pending_.stoppedByCondition = s.stoppedByCondition;
  }
  pending_.inFlight = std::move(s.inFlight);
  pending_.links = std::move(s.links);
  pending_.nodeDrops = std::move(s.nodeDrops);
  pending_.nodeBuffers = std::move(s.nodeBuffers);
  pending_.histograms = std::move(s.histograms);
  pending_.fabrics = std::move(s.fabrics);
  pending_.totalDrops = s.totalDrops;
  if (s.flowsValid) {
    pending_.flowsValid = true;
    pending_.flows = std::move(s.flows);
  }
  pending_.traceFlow = s.traceFlow;
  if (s.figuresValid) {
    pending_.figuresValid = true;
    pending_.runRate = s.runRate;
    pending_.runFairness = s.runFairness;
  }
}

bool SnapshotExchange::take(Snapshot& out) {
  std::lock_guard lock(mutex_);
  if (!fresh_) return false;
  out = std::move(pending_);
  pending_ = Snapshot{};
  fresh_ = false;
  return true;
}

void SnapshotExchange::clear() {
  std::lock_guard lock(mutex_);
  pending_ = Snapshot{};
  fresh_ = false;
}

}  // namespace opslab::gui
