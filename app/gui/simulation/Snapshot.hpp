// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Snapshot: what the simulation worker hands to the GUI after each chunk of simulated time,
// and SnapshotExchange, the mutex-protected double buffer between the two threads.
//
// A snapshot has two kinds of content. *State* (clock, packets in flight, queue lengths, flow
// states) is replaced by each newer snapshot. *Increments* (new drops, new event-log lines,
// new time-series samples, new time–sequence points) accumulate: when the GUI has not taken
// the previous snapshot yet, publish() appends the new increments to it, so nothing is lost
// however the two threads' rates differ. The worker never waits for the GUI (it holds the
// mutex only for a swap or an append); the GUI takes the newest snapshot once per frame.
#pragma once

#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <QString>
#include <QStringList>

#include "net/event_kinds.hpp"
#include "scenario/chart_spec.hpp"
#include "scenario/fabric_view.hpp"

namespace opslab::gui {

/// The fixed description of one run (one build of a ModelRun): shared, immutable.
struct RunInfo {
  struct Node {
    QString name;
    int role = 0;  // net::NodeRole: 0 host, 1 router, 2 switch
    double x = 0, y = 0;
  };
  struct Link {
    std::uint32_t from = 0, to = 0;
    std::int64_t rate_bps = 0;
    std::int64_t delay_ps = 0;
    std::uint32_t capacity = 0;  // queue capacity in packets; 0 = unlimited
    double loss_rate = 0;
    bool optical = false;  // bufferless optical link served by the model's switches
  };
  /// A column of the sampled time series, with what its series shows (scenario::SeriesInfo).
  struct Series {
    QString series;
    QString key;
    QString label;
    QString unit;
    int role = 0;          // scenario::SeriesRole
    bool total = false;    // the key is the value over all flows / the whole network
    bool perFlow = false;  // the series' other keys are flow ids
  };
  std::uint64_t generation = 0;
  QString scenarioName;
  QString modelName;
  QString layout;  // the model's LayoutHint kind ("crossbar": the fabric is the main view)
  std::uint64_t seed = 0;
  std::int64_t endPs = 0;
  std::int64_t warmupPs = 0;
  double sampleIntervalS = 0;  // the sampling interval the scenario asks for (0: none)
  std::uint32_t mss = 0;       // TCP payload per segment (0 when the model has no TCP)
  std::uint32_t packetBytes = 0;  // a full TCP data packet, headers included (0: no TCP)
  std::uint32_t flowCount = 0;
  std::vector<Node> nodes;
  std::vector<Link> links;
  std::vector<Series> series;  // columns of the sampler's time series, in stored order
  std::vector<scenario::ChartSpec> charts;  // ModelRun::charts(): what the workspace charts
  /// ModelRun::goodput_capacity(): the most its goodput-role total can be (NaN: unknown).
  double goodputCapacity = std::numeric_limits<double>::quiet_NaN();
};

/// A member of an aggregate (optical packet, burst): its flow and size.
struct Member {
  std::uint32_t flow = 0;
  std::uint32_t bytes = 0;
};

/// Packet kind of an aggregate drawn from a model event (beyond net::PacketKind).
inline constexpr std::uint8_t kAggregateKind = 100;

/// One packet on a link: serialization [start, end], last bit arrives at `arrival`.
/// An aggregate (kind kAggregateKind: an optical packet, a burst) lists its members.
struct PacketView {
  std::uint64_t uid = 0;
  std::int64_t start = 0, end = 0, arrival = 0;  // ps
  std::uint64_t seq = 0;
  std::uint32_t link = 0;
  std::uint32_t flow = 0;
  std::uint32_t size = 0;
  std::uint8_t kind = 0;  // net::PacketKind
  bool retransmission = false;
  bool longPath = false;  // sent over the longer of two paths (a deflection): highlighted
  bool lost = false;      // lost on the way: fades out along its link
  std::shared_ptr<const std::vector<Member>> members;  // aggregates only
  std::int32_t channel = -1;  // the wavelength it uses (aggregates), −1: none
  std::int64_t leadPs = 0;    // a control packet (a burst header) runs this far ahead of it
  bool refused = false;       // a span asked for and refused (contention): drawn as a ghost
  /// A TCP segment on its last hop that will reach its receiver after a later segment of its
  /// flow (a first transmission below the highest byte already sent into that receiver;
  /// the last hop keeps order, so this is TcpReceiver's rule, seen one hop early): marked.
  bool reordered = false;
};

struct DropView {
  std::int64_t t = 0;
  std::uint64_t uid = 0;
  std::uint64_t seq = 0;
  std::uint32_t node = 0;
  std::uint32_t flow = 0;
  const net::DropCauseInfo* cause = nullptr;  // its words (static storage)
  std::uint8_t kind = 0;   // net::PacketKind
  std::uint32_t count = 1;  // packets dropped together (members of one aggregate)
  std::int64_t link = -1;   // the link it was lost on, when known (a transmission lost on its way)
};

/// Event-log categories (filterable in the view).
enum class LogKind : std::uint8_t {
  drop,
  fastRetransmit,
  timeout,
  retransmit,
  recovery,
  connection,
  optical,  // a model's own events, such as deflections (its losses are drops)
  info,
};

struct LogEntry {
  std::int64_t t = 0;
  LogKind kind = LogKind::info;
  std::int32_t flow = -1;
  std::int32_t node = -1;
  QString text;
};

/// Per-link live state.
struct LinkState {
  std::uint32_t queue = 0;
  std::uint32_t inFlight = 0;
  std::uint32_t peakQueue = 0;
  std::uint64_t sentPackets = 0;
  std::uint64_t overflowDrops = 0;  // refused by a full queue
  bool busy = false;
};

/// A buffer inside a node now (ModelRun::node_buffers(): an edge aggregator, a hybrid
/// switch's electronic buffer…).
struct NodeBufferView {
  std::uint32_t node = 0;
  QString label;
  std::uint32_t packets = 0;
  std::uint64_t bytes = 0;
  std::vector<double> timers;  // its queues' timers, share of the period run (NodeBuffer)
};

/// A distribution the model counts so far (scenario::HistogramView): counts by integer value
/// in each category, drawn as stacked bars.
struct HistogramView {
  QString name, label, valueLabel, note;
  QStringList categories;
  std::vector<std::vector<std::uint64_t>> counts;  // [category][value]
};

/// Live state of one flow (scenario::FlowState in the GUI's types).
struct FlowState {
  std::uint32_t flow = 0;
  QString kind;
  QString state;            // the core's name (English; FlowListModel::stateText translates)
  bool recovering = false;  // in loss recovery
  double cwnd = -1, ssthresh = -1, srttMs = -1, rtoMs = -1;  // -1 = not applicable
  double receiveWindow = -1;  // segments; -1 = no cap
  std::int64_t sndUna = 0, sndMax = 0, delivered = 0;
  std::int64_t retransmits = -1, timeouts = -1, fastRetransmits = -1;
};

/// A point of the tcptrace-style time–sequence graph. Sender side: segments sent and
/// retransmitted (at the start of serialization), ACKs delivered (their cumulative ACK) and the
/// SACK blocks those ACKs carry (one point per block, at the same time as its ACK point).
/// Receiver side: first transmissions that arrive below the highest byte already received
/// there (reordered, at the delivery time — the core's TcpReceiver counts the same).
/// 24 bytes: `len` sits in what would otherwise be padding.
struct TracePoint {
  enum Type : std::uint8_t { sent, retransmitted, acked, sacked, reordered };
  std::int64_t t = 0;
  std::uint64_t seq = 0;  // segment start, cumulative ACK (acked) or SACK block start, bytes
  Type type = sent;
  std::uint32_t len = 0;  // sacked: block length in bytes, the block is [seq, seq + len)
};
static_assert(sizeof(TracePoint) == 24);

/// A moment of the run worth jumping back to (the timeline's ticks), and the cause of a
/// congestion-window reduction (the cwnd chart's marks). Facts of the deterministic run: a
/// rewind finds the same ones again.
struct Bookmark {
  enum Kind : std::uint8_t {
    firstDrop,          // the run's first packet drop (any flow)
    timeout,            // a retransmission timeout of `flow`
    lossRetransmit,     // fast retransmit of a segment that was really dropped
    burstRetransmit,    // … dropped with a whole optical aggregate or burst
    reorderRetransmit,  // … that was not dropped: the duplicate ACKs came from reordering
  };
  std::int64_t t = 0;            // ps
  std::uint64_t events = 0;      // events processed when it happened (this one included)
  std::int32_t flow = -1;        // -1: the whole run
  Kind kind = firstDrop;
  double cwndBefore = -1, cwndAfter = -1;  // segments (reductions); -1 for a drop
  QString text;                  // the event log's sentence
};

/// The worker's checkpoints and its latest jump (docs/performance.md, "Rewind").
struct RewindStats {
  std::size_t checkpoints = 0;
  std::size_t checkpointBytes = 0;     // memory all checkpoints hold, about
  std::size_t arenaBytes = 0;          // the run's arena, up to its bump pointer
  double lastCheckpointSeconds = 0;    // wall time taking the newest checkpoint took
  std::int64_t restoredEvents = -1;    // the checkpoint the latest jump restored (−1: none)
  double restoreSeconds = 0;           // wall time that restore took
  std::uint64_t restores = 0;          // checkpoints restored since the run was loaded
};

struct Snapshot {
  std::shared_ptr<const RunInfo> info;  // null until a scenario is loaded
  /// The run jumped (restored from a checkpoint and re-simulated): the increments below are
  /// the whole history up to `now` (all samples, the trace, the last log lines), not additions.
  bool reset = false;

  // --- state (replaced) ---
  std::uint64_t commandsDone = 0;  // commands the worker had run when it took this snapshot
  std::int64_t now = 0;  // ps
  std::uint64_t events = 0;
  bool running = false;
  bool finished = false;
  double eventsPerWallSecond = 0;
  double simPerWallSecond = 0;  // measured pace, simulated seconds per wall second
  double wallBusy = 0;  // wall seconds the worker has spent building and advancing this run
  QString stopReason;
  /// stopReason says "Paused at …": a "pause when…" condition, or the time asked for, stopped
  /// the run (SimulationController::stoppedByCondition).
  bool stoppedByCondition = false;
  std::vector<PacketView> inFlight;
  std::vector<LinkState> links;
  std::vector<std::uint64_t> nodeDrops;  // per node
  std::vector<NodeBufferView> nodeBuffers;
  std::vector<HistogramView> histograms;  // ModelRun::histograms()
  std::vector<scenario::FabricView> fabrics;  // ModelRun::fabric_views()
  std::uint64_t totalDrops = 0;  // every cause
  bool flowsValid = false;
  std::vector<FlowState> flows;
  std::int64_t traceFlow = -1;
  RewindStats rewind;
  /// The run's figures since the warm-up as its summary gives them (run_figures), when
  /// figuresValid: they are read about once a second.
  bool figuresValid = false;
  double runRate = std::numeric_limits<double>::quiet_NaN();
  double runFairness = std::numeric_limits<double>::quiet_NaN();

  // --- increments (appended) ---
  std::vector<DropView> drops;
  std::vector<LogEntry> log;
  std::vector<double> sampleTimes;
  std::vector<std::vector<double>> sampleValues;  // [series][new sample]
  bool traceReset = false;                        // the trace points restart (flow changed)
  std::vector<TracePoint> trace;
  std::vector<Bookmark> bookmarks;  // found since the last snapshot, in time order
};

/// Mutex-protected hand-over of snapshots from the worker thread to the GUI thread.
class SnapshotExchange {
 public:
  /// Worker side: makes `s` the newest snapshot, keeping unconsumed increments.
  void publish(Snapshot&& s);
  /// GUI side: takes the newest snapshot if there is one that was not taken yet.
  bool take(Snapshot& out);
  /// Drops any unconsumed snapshot (after a reset, old increments are meaningless).
  void clear();

 private:
  std::mutex mutex_;
  Snapshot pending_;
  bool fresh_ = false;
};

}  // namespace opslab::gui
