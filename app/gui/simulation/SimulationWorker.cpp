#include "simulation/SimulationWorker.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <QStringList>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "simulation/TraceRing.hpp"
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

namespace {

using Clock = std::chrono::steady_clock;
using sim::SimTime;

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

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// State: owned and touched by the worker thread only.

class CaptureTap;

struct SimulationWorker::State {
  nlohmann::json resolved;
  std::unique_ptr<scenario::ModelRun> run;
  std::shared_ptr<RunInfo> info;
  net::EventTextContext text;
  std::unique_ptr<CaptureTap> tap;

  std::uint64_t commandsDone = 0;
  bool running = false;
  bool finished = false;
  double speed = 0.02;  // simulated seconds per wall second; <= 0: as fast as possible
  std::optional<SimTime> until;
  unsigned pauseMask = 0;
  SimTime fastSpan = SimTime::us(100);
  Clock::time_point anchorWall;
  SimTime anchorSim;
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
  std::size_t traceCapacity = kTracePerFlow;  // per flow that is not the traced one
  std::int64_t traceFlow = -1;
  bool traceReset = false;
  std::uint64_t tracePublished = 0;  // running count of the traced flow's points handed over
  std::size_t samplesPublished = 0;
  Clock::time_point lastFlows;

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
  Clock::time_point rateWall;
  std::uint64_t rateEvents = 0;
  SimTime rateSim;
  double eventsPerWall = 0;
  double simPerWall = 0;

  void addLog(std::int64_t t, LogKind kind, std::int32_t flow, std::int32_t node, QString text) {
    if (log.size() >= kLogPerSnapshot) {
      ++logSuppressed;
      return;
    }
    log.push_back(LogEntry{t, kind, flow, node, std::move(text)});
  }
};

// The tap through which the worker watches the run (DESIGN §1: the GUI observes the core
// through taps). It records packets in flight (and the aggregates a model's events draw),
// drops, protocol and model events with the core's sentences, and time–sequence points, and
// requests a stop for "pause when…". It knows no model: what to draw and log comes from the
// DropCause and EventKind descriptors.
class CaptureTap final : public net::Tap {
 public:
  CaptureTap(SimulationWorker::State& s, const net::Topology& topo) : s_(s), topo_(topo) {
    // One slot per flow for the reordering check, sized once per run (grown only if the
    // model numbers a flow beyond its flow table).
    highestReceived_.assign(s.info ? s.info->flowCount : 0, 0);
  }

  void on_transmit(const net::Packet& p, net::LinkId link, SimTime start, SimTime end,
                   SimTime arrival) override {
    s_.active.push_back(PacketView{p.uid, start.count_ps(), end.count_ps(), arrival.count_ps(),
                                   p.seq, link, p.flow, p.size_bytes,
                                   static_cast<std::uint8_t>(p.kind), p.retransmission, false,
                                   false, {}});
    if (p.kind == net::PacketKind::tcp_data && topo_.link_from(link) == p.src) {
      trace(p.flow, TracePoint{start.count_ps(), p.seq,
                               p.retransmission ? TracePoint::retransmitted : TracePoint::sent, 0});
    }
  }

  void on_deliver(const net::Packet& p, net::NodeId node, SimTime t) override {
    if (node != p.dst) return;
    if (p.kind == net::PacketKind::tcp_ack) {
      // The ACK line, then the SACK blocks this ACK carries, at the same time.
      trace(p.flow, TracePoint{t.count_ps(), p.ack, TracePoint::acked, 0});
      const int n = std::min<int>(p.sack_count, net::Packet::kMaxSackBlocks);
      for (int i = 0; i < n; ++i) {
        const auto& b = p.sack[static_cast<std::size_t>(i)];
        if (b.end <= b.start) continue;
        trace(p.flow, TracePoint{t.count_ps(), b.start, TracePoint::sacked,
                                 static_cast<std::uint32_t>(std::min<std::uint64_t>(
                                     b.end - b.start, UINT32_MAX))});
      }
    } else if (p.kind == net::PacketKind::tcp_data) {
      // Reordered: a first transmission arriving below the highest byte already received (the
      // rule of TcpReceiver's `reordered` counter). Retransmissions are drawn when sent.
      if (p.flow >= highestReceived_.size()) highestReceived_.resize(p.flow + 1, 0);
      auto& highest = highestReceived_[p.flow];
      if (!p.retransmission && p.seq < highest) {
        trace(p.flow, TracePoint{t.count_ps(), p.seq, TracePoint::reordered, 0});
      }
      highest = std::max(highest, p.seq + p.payload_bytes);
    }
  }

  void on_drop(const net::Packet& p, net::NodeId node, net::DropCause cause, SimTime t) override {
    if (node < s_.nodeDrops.size()) ++s_.nodeDrops[node];
    const bool whole = cause.has(net::kWholeAggregate);
    auto& g = s_.group;
    if (whole && g.active && g.t == t.count_ps() && g.node == node && g.cause == cause) {
      ++g.count;
      if (std::find(g.flows.begin(), g.flows.end(), p.flow) == g.flows.end()) {
        g.flows.push_back(p.flow);
      }
      if (g.dropIndex < s_.drops.size()) s_.drops[g.dropIndex].count = g.count;
      if (g.logIndex < s_.log.size()) s_.log[g.logIndex].text = groupText(g);
      return;
    }
    g.active = false;
    // A packet lost at the end of its transmission (random loss) leaves the wire.
    const auto n = std::min<std::size_t>(s_.active.size(), 256);
    for (std::size_t i = 0; i < n; ++i) {
      auto& a = s_.active[s_.active.size() - 1 - i];
      if (a.uid == p.uid && a.kind != kAggregateKind) {
        a.arrival = std::min(a.arrival, t.count_ps());
        a.end = std::min(a.end, a.arrival);
        break;
      }
    }
    // The drops of a transmission that a model event announced as lost on its way.
    const bool onWay = lostOnWay_.t == t.count_ps() && lostOnWay_.node == node;
    if (s_.drops.size() < kDropsPerSnapshot) {
      DropView d{t.count_ps(), p.uid, p.seq, node, p.flow, &cause.info(),
                 static_cast<std::uint8_t>(p.kind)};
      d.link = onWay ? static_cast<std::int64_t>(lostOnWay_.link) : -1;
      s_.drops.push_back(d);
    } else {
      ++s_.dropsSuppressed;
    }
    const bool pause = (s_.pauseMask & pauseOnDrop) ||
                       (cause.has(net::kContention) && (s_.pauseMask & pauseOnContention));
    if (whole) {
      g = SimulationWorker::State::DropGroup{true, t.count_ps(), node, cause, 1, {p.flow},
                                             s_.drops.empty() ? SIZE_MAX : s_.drops.size() - 1,
                                             SIZE_MAX};
      QString line = groupText(g);
      if (pause) stop(t, line);
      if (s_.log.size() < kLogPerSnapshot) {
        g.logIndex = s_.log.size();
        s_.addLog(t.count_ps(), LogKind::drop, static_cast<std::int32_t>(p.flow),
                  static_cast<std::int32_t>(node), std::move(line));
      } else {
        ++s_.logSuppressed;
      }
      return;
    }
    if (s_.log.size() < kLogPerSnapshot || pause) {
      QString line = QString::fromStdString(
          net::describe_drop(cause, node, net::describe_packet(p, s_.text), s_.text));
      if (pause) stop(t, line);
      s_.addLog(t.count_ps(), LogKind::drop, static_cast<std::int32_t>(p.flow),
                static_cast<std::int32_t>(node), std::move(line));
    } else {
      ++s_.logSuppressed;
    }
  }

  void on_model_event(const net::ModelEvent& e, SimTime t) override {
    const net::EventKind kind = e.kind;
    if (kind.info().draw == net::EventDraw::aggregate) draw(e);
    if (kind.has(net::kLostOnWay)) lostOnWay_ = {t.count_ps(), e.node, e.link};
    if (!kind.logged()) return;
    const bool pause = kind.has(net::kContention) && (s_.pauseMask & pauseOnContention);
    if (s_.log.size() >= kLogPerSnapshot && !pause) {
      ++s_.logSuppressed;
      return;
    }
    QString line = QString::fromStdString(net::describe_model_event(e, s_.text));
    if (pause) stop(t, line);
    const std::int32_t flow = e.packets.empty() ? -1 : static_cast<std::int32_t>(e.packets.front()->flow);
    s_.addLog(t.count_ps(), LogKind::optical, flow, static_cast<std::int32_t>(e.node),
              std::move(line));
  }

  void on_protocol(const net::ProtocolEvent& e, SimTime t) override {
    const net::LogCategory category = net::info(e.kind).category;
    const bool pause =
        (category == net::LogCategory::fast_retransmit && (s_.pauseMask & pauseOnFastRetransmit)) ||
        (category == net::LogCategory::timeout && (s_.pauseMask & pauseOnTimeout));
    if (s_.log.size() >= kLogPerSnapshot && !pause) {
      ++s_.logSuppressed;
      return;
    }
    QString line = QString::fromStdString(net::describe_protocol(e, s_.text));
    if (pause) stop(t, line);
    s_.addLog(t.count_ps(), static_cast<LogKind>(category), static_cast<std::int32_t>(e.flow), -1,
              std::move(line));
  }

 private:
  void trace(std::uint32_t flow, const TracePoint& tp) {
    s_.traces[flow].push(tp, static_cast<std::int64_t>(flow) == s_.traceFlow ? kTracePerFlow
                                                                             : s_.traceCapacity);
  }

  // An aggregate on its link, to scale, with its members grouped by flow.
  void draw(const net::ModelEvent& e) {
    auto members = std::make_shared<std::vector<Member>>();
    members->reserve(e.packets.size());
    for (const auto& m : e.packets) {
      if (!members->empty() && members->back().flow == m->flow) {
        members->back().bytes += m->size_bytes;
      } else {
        members->push_back(Member{m->flow, m->size_bytes});
      }
    }
    const std::uint32_t flow = members->empty() ? 0u : members->front().flow;
    s_.active.push_back(PacketView{e.id | kAggregateUidBit, e.start.count_ps(), e.end.count_ps(),
                                   e.arrival.count_ps(), 0, e.link, flow,
                                   static_cast<std::uint32_t>(e.bytes), kAggregateKind, false,
                                   e.kind.has(net::kLongPath), e.kind.has(net::kLostOnWay),
                                   std::move(members)});
  }

  QString groupText(const SimulationWorker::State::DropGroup& g) const {
    return QString::fromStdString(net::describe_drop(
        g.cause, g.node, net::describe_packets(g.count, g.flows), s_.text));
  }

  void stop(SimTime t, const QString& line) {
    s_.stopReason = QStringLiteral("Paused at %1 — %2").arg(formatSimTime(t.count_ps()), line);
    s_.run->simulation().request_stop();
  }

  SimulationWorker::State& s_;
  const net::Topology& topo_;
  std::vector<std::uint64_t> highestReceived_;  // per flow: one past the highest byte received
  struct {
    std::int64_t t = -1;
    net::NodeId node = 0;
    net::LinkId link = 0;
  } lostOnWay_;  // the newest transmission lost on its way
};

// ---------------------------------------------------------------------------------------------

namespace {

std::shared_ptr<RunInfo> describe_run(const nlohmann::json& doc, scenario::ModelRun& run,
                                      std::uint64_t generation) {
  auto info = std::make_shared<RunInfo>();
  info->generation = generation;
  info->scenarioName = QString::fromStdString(doc.value("name", std::string()));
  info->modelName = QString::fromStdString(doc.value("model", std::string()));
  info->seed = run.seed();
  info->warmupPs = run.warmup().count_ps();
  info->mss = run.mss();
  info->packetBytes = run.packet_bytes();
  info->endPs = run.end_time().count_ps();
  const auto& topo = run.topology();
  for (std::size_t n = 0; n < topo.node_count(); ++n) {
    const auto& v = topo.node(static_cast<net::NodeId>(n));
    info->nodes.push_back(RunInfo::Node{QString::fromStdString(v.name),
                                        static_cast<int>(v.role), v.x, v.y});
  }
  for (std::size_t l = 0; l < topo.link_count(); ++l) {
    const auto id = static_cast<net::LinkId>(l);
    const auto& p = topo.link_params(id);
    info->links.push_back(RunInfo::Link{topo.link_from(id), topo.link_to(id), p.rate_bps,
                                        p.delay.count_ps(), p.queue_packets, p.loss_rate,
                                        topo.link_optical(id)});
  }
  const auto described = run.series();
  for (const auto& s : run.timeseries().series) {
    const auto it = std::find_if(described.begin(), described.end(),
                                 [&](const scenario::SeriesInfo& d) { return d.name == s.series; });
    RunInfo::Series column{QString::fromStdString(s.series), QString::fromStdString(s.key)};
    if (it != described.end()) {
      column.label = QString::fromStdString(it->label);
      column.unit = QString::fromStdString(it->unit);
      column.role = static_cast<int>(it->role);
      column.total = !it->total_key.empty() && it->total_key == s.key;
      column.perFlow = it->per_flow;
    }
    info->series.push_back(std::move(column));
  }
  info->flowCount = static_cast<std::uint32_t>(run.flow_states().size());
  return info;
}

// -1 for what does not apply (NaN) or has no bound yet (∞), as the GUI's FlowState has it.
double shown(double v) { return std::isfinite(v) ? v : -1.0; }

std::vector<FlowState> flow_states(const scenario::ModelRun& run) {
  std::vector<FlowState> out;
  for (const auto& f : run.flow_states()) {
    FlowState v;
    v.flow = f.flow;
    v.kind = QString::fromLatin1(scenario::to_string(f.kind));
    v.state = QString::fromStdString(f.state);
    v.cwnd = shown(f.cwnd_packets);
    v.ssthresh = shown(f.ssthresh_packets);
    v.srttMs = shown(f.srtt_ms);
    v.rtoMs = shown(f.rto_ms);
    v.sndUna = static_cast<std::int64_t>(f.snd_una);
    v.sndMax = static_cast<std::int64_t>(f.snd_max);
    v.delivered = static_cast<std::int64_t>(f.delivered_bytes);
    v.retransmits = f.retransmits;
    v.timeouts = f.timeouts;
    v.fastRetransmits = f.fast_retransmits;
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------

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
  thread_.join();
  if (state_->run && state_->tap) state_->run->network().taps().detach(state_->tap.get());
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

void publish(SimulationWorker::State& s, SnapshotExchange& exchange, bool forceFlows);

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
    if (s.run && s.tap) s.run->network().taps().detach(s.tap.get());
    s.tap.reset();
    s.run.reset();
    s.info.reset();
    s.running = s.finished = false;
    s.until.reset();
    s.stopReason.clear();
    s.active.clear();
    s.drops.clear();
    s.log.clear();
    s.logSuppressed = s.dropsSuppressed = 0;
    s.traces.clear();
    s.traceReset = true;
    s.tracePublished = 0;
    s.samplesPublished = 0;
    s.fastSpan = SimTime::us(100);
    exchange_.clear();
    QString error;
    try {
      s.resolved = nlohmann::json::parse(text);
      const auto model = s.resolved.at("model").get<std::string>();
      const auto* desc = scenario::find_model(model);
      if (desc == nullptr) throw std::runtime_error("model: unknown model \"" + model + "\"");
      s.run = desc->build(s.resolved);
      s.info = describe_run(s.resolved, *s.run, generation);
      s.text = s.run->event_text();
      s.nodeDrops.assign(s.info->nodes.size(), 0);
      s.traceCapacity = std::clamp<std::size_t>(kTraceBudget / std::max<std::size_t>(1, s.info->flowCount),
                                                kTraceMinPerFlow, kTracePerFlow);
      s.tap = std::make_unique<CaptureTap>(s, s.run->topology());
      s.run->network().taps().attach(s.tap.get());
      s.wallBusy = seconds(Clock::now() - started);
      restart_pacing(s);
      publish(s, exchange_, true);
    } catch (const std::exception& e) {
      s.tap.reset();
      s.run.reset();
      s.info.reset();
      error = QString::fromUtf8(e.what());
    }
    if (callbacks_.loaded) callbacks_.loaded(error);
  });
}

void SimulationWorker::play() {
  post([](State& s) {
    if (!s.run || s.finished) return;
    s.running = true;
    s.stopReason.clear();
    restart_pacing(s);
  });
}

void SimulationWorker::pause() {
  post([this](State& s) {
    if (!s.run) return;
    const bool was = s.running;
    s.running = false;
    s.until.reset();
    if (was) s.stopReason = QStringLiteral("Paused");
    publish(s, exchange_, true);
  });
}

void SimulationWorker::step() {
  post([this](State& s) {
    if (!s.run || s.finished) return;
    s.running = false;
    s.until.reset();
    auto& sim = s.run->simulation();
    const auto started = Clock::now();
    if (sim.next_event_time() <= s.run->end_time()) {
      sim.step();
      s.stopReason = QStringLiteral("Stepped one event");
    } else {
      s.finished = true;
      s.stopReason = QStringLiteral("Finished: no event left before the end of the scenario");
    }
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
    restart_pacing(s);
  });
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
    if (s.run && !s.running) publish(s, exchange_, false);
  });
}

void SimulationWorker::exportRun(std::string dir) {
  post([this, dir = std::move(dir)](State& s) {
    QString error;
    try {
      if (!s.run) throw std::runtime_error("no scenario is loaded");
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
  snap.commandsDone = s.commandsDone;
  snap.now = now.count_ps();
  snap.events = sim.events_processed();
  snap.running = s.running;
  snap.finished = s.finished;
  snap.stopReason = s.stopReason;
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
        NodeBufferView{b.node, QString::fromStdString(b.label), b.packets, b.bytes});
  }
  snap.totalDrops = net.total_drops();
  const auto wall = Clock::now();
  if (forceFlows || wall - s.lastFlows >= kFlowRefresh) {
    snap.flowsValid = true;
    snap.flows = flow_states(run);
    s.lastFlows = wall;
  }

  if (s.logSuppressed > 0) {
    s.log.push_back(LogEntry{snap.now, LogKind::info, -1, -1,
                             QStringLiteral("… and %1 more events up to here (slow down to see "
                                            "each one)")
                                 .arg(s.logSuppressed)});
    s.logSuppressed = 0;
  }
  s.group.active = false;  // its indices refer to the vectors handed over now
  snap.drops = std::move(s.drops);
  s.drops.clear();
  s.dropsSuppressed = 0;
  snap.log = std::move(s.log);
  s.log.clear();

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

}  // namespace

void SimulationWorker::loop() {
  State& s = *state_;
  std::vector<std::function<void(State&)>> batch;
  Clock::time_point nextFrame = Clock::now();
  while (true) {
    {
      std::unique_lock lock(mutex_);
      if (commands_.empty() && !quit_) {
        if (!s.running) {
          wake_.wait(lock, [&] { return quit_ || !commands_.empty(); });
        } else if (s.speed > 0 && !s.until) {
          // Paced: wait for the next frame tick (or a command).
          wake_.wait_until(lock, nextFrame, [&] { return quit_ || !commands_.empty(); });
        }
      }
      if (quit_) return;
      batch.swap(commands_);
    }
    for (auto& c : batch) {
      c(s);
      ++s.commandsDone;
    }
    const bool hadCommands = !batch.empty();
    batch.clear();
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
    const bool completed = s.run->advance_to(target);
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
    } else if (sim.now() >= s.run->end_time()) {
      s.running = false;
      s.finished = true;
      s.until.reset();
      s.stopReason = QStringLiteral("Finished at %1 (end of the scenario)")
                         .arg(formatSimTime(sim.now().count_ps()));
    } else if (s.until && sim.now() >= *s.until) {
      s.running = false;
      s.stopReason = QStringLiteral("Paused at %1").arg(formatSimTime(sim.now().count_ps()));
      s.until.reset();
    }
    publish(s, exchange_, !s.running);
  }
}

}  // namespace opslab::gui
