// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants every run keeps, whatever its model. take_ledger() reads what the
// checks need from a run and its results — counters of the network and of every link, the
// event queue's next time, each TCP flow's window, the summary, flows.csv and the time
// series — and check() holds them against each other:
//
//  - network conservation: every packet a host injected was delivered, dropped or is live;
//  - link conservation: every packet handed to a link was delivered to its far end, dropped
//    there, or is waiting, on the wire or in flight;
//  - node conservation: every packet that entered a node — over a net::Link into it, injected
//    there (by its hosts, or a source feeding its unmodelled input lines), or over an optical
//    link a model's own components serve (net::Network::count_arrived_off_link) — was handed
//    to a net::Link out of it or to an optical link (count_sent_off_link), delivered to an
//    endpoint there, dropped there by the node (net::Network::drop; a link's losses are the
//    link's), or is held inside it (net::Node::held_packets: a fabric's queues, a buffer, open
//    aggregates or bursts). Counted in IP packets throughout (an optical packet or burst counts
//    its members). A node that has no net::Link and that no packet reached is not checked
//    (NodeLedger::unchecked says why: an OBS core site, whose bursts the optical core carries
//    across it, or an input port of the switch lab, whose lines are not modelled);
//  - queue capacity: no link's waiting room holds more than its capacity;
//  - event order: no pending event is before the simulation's clock;
//  - congestion window: each TCP flow's cwnd is a finite number of at least one segment, its
//    ssthresh positive;
//  - goodput capacity: window goodput is at most what the network can carry to the TCP
//    receivers (check/path_capacity.hpp), plus what its links held when the window opened
//    (those bytes may arrive inside it);
//  - counters agree: retransmits, timeouts and fast retransmits in the summary (the measurement
//    window's) are at most the sums of flows.csv's (equal where its rows count the window too;
//    a data centre's rows count each connection's whole life);
//  - series agree: the summary's goodput is at most the time series' total goodput averaged
//    over the window (the series also counts bytes that arrived out of order before it).
//
// The checks are pure functions of the ledger, so a test can break one number and see its
// invariant fail. Run at the end of every model test (tests/core/model_runner.hpp) and by the
// app's monkey test.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "metrics/run_result.hpp"

namespace opslab::scenario {
class ModelRun;
}

namespace opslab::check {

struct LinkLedger {
  std::uint32_t link = 0;
  std::uint64_t accepted = 0, delivered = 0, dropped = 0;
  std::uint64_t waiting = 0, on_wire = 0, in_flight = 0;
  std::uint32_t capacity = 0;  // of the waiting room; 0 = unlimited
  /// Bytes the link held when the measurement window opened (net::Link::Stats).
  std::uint64_t held_bytes_at_window = 0;
};

struct NodeLedger {
  std::uint32_t node = 0;
  std::string name;
  // In: over net::Links into the node, injected there, over optical links.
  std::uint64_t link_in = 0, injected = 0, off_link_in = 0;
  // Out: handed to net::Links out of it, to optical links; delivered, dropped there; held.
  std::uint64_t link_out = 0, off_link_out = 0, delivered = 0, dropped = 0, held = 0;
  /// Why the node is not checked; empty when it is.
  std::string unchecked;
};

struct WindowLedger {
  std::uint32_t flow = 0;
  double cwnd_packets = 0, ssthresh_packets = 0;
};

/// A counter both the summary and flows.csv report.
struct CounterLedger {
  std::string name;
  double summary = 0, flows = 0;
};

struct RunLedger {
  std::int64_t now_ps = 0;
  std::int64_t next_event_ps = std::numeric_limits<std::int64_t>::max();  // none pending
  std::uint64_t injected = 0, delivered = 0, dropped = 0, live = 0;
  std::vector<LinkLedger> links;
  std::vector<NodeLedger> nodes;
  std::vector<WindowLedger> windows;
  double goodput_mbps = std::numeric_limits<double>::quiet_NaN();  // summary; NaN: none
  double capacity_mbps = 0;        // the most the network carries to TCP receivers; 0: no TCP
  double window_s = 0;             // length of the measurement window so far
  std::uint32_t packet_bytes = 0;  // a full packet on the wire (TCP: MSS + headers)
  std::vector<CounterLedger> counters;
  /// Mean of the time series' total goodput over the measurement window; NaN: not sampled.
  double series_goodput_mbps = std::numeric_limits<double>::quiet_NaN();
  double series_goodput_tolerance_mbps = 0;  // one sample's worth of the window's mean
  double series_peak_mbps = 0;  // the largest sample in the window
  double series_tail_s = 0;     // from the window's last sample to its end (not yet sampled)
};

struct Violation {
  std::string invariant;  // "link conservation"
  std::string detail;     // "link 3: accepted 120 ≠ delivered 100 + dropped 2 + …"
};

/// Reads the ledger of `run` now, with `result` its results (run.results()).
RunLedger take_ledger(scenario::ModelRun& run, const metrics::RunResult& result);
/// Every invariant the ledger breaks; empty when it keeps them all.
std::vector<Violation> check(const RunLedger& ledger);
/// The violations one per line ("" when none).
std::string describe(const std::vector<Violation>& violations);

}  // namespace opslab::check
