// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the GUI monkey observes after each action and the bounds it holds them to: the views'
// state at a moment (to compare a moment visited again by a jump), the process's resident
// memory and the event loop's latency.
#pragma once

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QStringList>
#include <QTimer>
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "simulation/SimulationController.hpp"

namespace monkey {

using opslab::gui::SimulationController;

struct Limits {
  qint64 latencyMs = 5000;  // the event loop answers within this (CTest runs others beside it)
  qint64 residentMb = 3072;
  int idleMs = 60000;       // a jump or a short run finishes within this
};

// Everything the views show of the network after a number of events, in comparable form (as
// tests/app/rewind_test). The clock may stand anywhere between that event and the next (a jump
// to a time, a step back to the event itself): what is on the wire is drawn at the clock (a
// packet whose last bit is in by then has left the picture), so it is compared only when the
// clocks agree too.
struct Moment {
  qint64 events = 0;
  double simTime = 0;
  qint64 drops = 0, retransmits = 0, timeouts = 0;
  std::vector<std::uint64_t> inFlight;
  std::vector<std::array<std::uint64_t, 4>> links;
  std::vector<std::array<double, 5>> flows;
  bool operator==(const Moment& o) const {
    return events == o.events && drops == o.drops && retransmits == o.retransmits &&
           timeouts == o.timeouts && links == o.links && flows == o.flows &&
           (simTime != o.simTime || inFlight == o.inFlight);
  }
};

// Which parts of two moments differ ("links, flows").
inline QString differences(const Moment& a, const Moment& b) {
  QStringList out;
  if (a.drops != b.drops || a.retransmits != b.retransmits || a.timeouts != b.timeouts) out << QStringLiteral("counters");
  if (a.inFlight != b.inFlight) {
    out << QStringLiteral("packets on the wire (%1 then, %2 now)").arg(a.inFlight.size()).arg(b.inFlight.size());
  }
  if (a.links != b.links) out << QStringLiteral("links");
  if (a.flows.size() != b.flows.size()) {
    out << QStringLiteral("flows (%1 then, %2 now)").arg(a.flows.size()).arg(b.flows.size());
  } else {
    for (std::size_t i = 0; i < a.flows.size(); ++i) {
      if (a.flows[i] != b.flows[i]) {
        out << QStringLiteral("flow row %1 (cwnd %2 → %3, una %4 → %5, delivered %6 → %7)")
                   .arg(i).arg(a.flows[i][0]).arg(b.flows[i][0]).arg(a.flows[i][2]).arg(b.flows[i][2])
                   .arg(a.flows[i][4]).arg(b.flows[i][4]);
        break;
      }
    }
  }
  return out.join(QStringLiteral(", "));
}

inline Moment moment(SimulationController& sim) {
  Moment m;
  m.events = sim.events();
  m.simTime = sim.simTime();
  m.drops = sim.drops();
  m.retransmits = sim.retransmits();
  m.timeouts = sim.timeouts();
  for (const auto& p : sim.view().inFlight) m.inFlight.push_back(p.uid);
  std::sort(m.inFlight.begin(), m.inFlight.end());  // what is on the wire, in any order
  for (const auto& l : sim.view().links) m.links.push_back({l.queue, l.inFlight, l.sentPackets, l.overflowDrops});
  for (const auto& f : sim.flows()->rows()) {
    m.flows.push_back({f.cwnd, f.ssthresh, double(f.sndUna), double(f.sndMax), double(f.delivered)});
  }
  return m;
}

inline qint64 residentMb() {
  QFile f(QStringLiteral("/proc/self/status"));
  if (!f.open(QIODevice::ReadOnly)) return 0;
  for (const QByteArray& line : f.readAll().split('\n')) {
    if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toLongLong() / 1024;
  }
  return 0;
}

// How long the event loop takes to run a timer posted now.
inline qint64 loopLatencyMs() {
  QElapsedTimer t;
  t.start();
  QEventLoop loop;
  QTimer::singleShot(0, &loop, &QEventLoop::quit);
  loop.exec();
  return t.elapsed();
}

}  // namespace monkey
