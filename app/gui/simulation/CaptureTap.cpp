// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>

#include <QCoreApplication>

#include "inspector/EventText.hpp"
#include "net/event_text.hpp"
#include "net/packet.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "simulation/Arena.hpp"
#include "simulation/WorkerState.hpp"

namespace opslab::gui {

namespace {

using namespace worker;
using sim::SimTime;

// The tap through which the worker watches the run (docs/architecture.md: the GUI observes the core
// through taps). It records packets in flight (and the aggregates a model's events draw),
// drops, protocol and model events with the core's sentences, and time–sequence points, and
// requests a stop for "pause when…". It knows no model: what to draw and log comes from the
// DropCause and EventKind descriptors.
class CaptureTap final : public net::Tap {
 public:
  CaptureTap(SimulationWorker::State& s, const net::Topology& topo) : s_(s), topo_(topo) {
    // One slot per flow for the reordering check, sized once per run (grown only if the
    // model numbers a flow beyond its flow table).
    s.tapMemory = {};
    s.tapMemory.highestReceived.assign(s.info ? s.info->flowCount : 0, 0);
    s.tapMemory.highestLastHop.assign(s.info ? s.info->flowCount : 0, 0);
    dynamicFlows_ = s.info && s.info->flowCount == 0;
  }

  void on_transmit(const net::Packet& p, net::LinkId link, SimTime start, SimTime end,
                   SimTime arrival) override {
    s_.active.push_back(PacketView{p.uid, start.count_ps(), end.count_ps(), arrival.count_ps(),
                                   p.seq, link, p.flow, p.size_bytes,
                                   static_cast<std::uint8_t>(p.kind), p.retransmission, false,
                                   false, {}, -1, 0, false});
    if (p.kind == net::PacketKind::tcp_data && topo_.link_to(link) == p.dst) {
      s_.active.back().reordered = overtaken(p);
    }
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
      forgetDropsBelow(p.flow, p.ack);
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
      auto& highestReceived = s_.tapMemory.highestReceived;
      if (p.flow >= highestReceived.size()) highestReceived.resize(p.flow + 1, 0);
      auto& highest = highestReceived[p.flow];
      if (!p.retransmission && p.seq < highest) {
        trace(p.flow, TracePoint{t.count_ps(), p.seq, TracePoint::reordered, 0});
      }
      highest = std::max(highest, p.seq + p.payload_bytes);
    }
  }

  // A first transmission sent into its receiver below the highest byte already sent there.
  bool overtaken(const net::Packet& p) {
    auto& highestLastHop = s_.tapMemory.highestLastHop;
    if (p.flow >= highestLastHop.size()) highestLastHop.resize(p.flow + 1, 0);
    auto& highest = highestLastHop[p.flow];
    const bool late = !p.retransmission && p.seq < highest;
    highest = std::max(highest, p.seq + p.payload_bytes);
    return late;
  }

  void on_drop(const net::Packet& p, net::NodeId node, net::DropCause cause, SimTime t) override {
    if (node < s_.nodeDrops.size()) ++s_.nodeDrops[node];
    const bool whole = cause.has(net::kWholeAggregate);
    if (p.kind == net::PacketKind::tcp_data) rememberDrop(p.flow, p.seq, whole);
    const bool first = s_.tapMemory.dropsSeen++ == 0;
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
    if (first) {
      const QString line = whole ? groupText({true, t.count_ps(), node, cause, 1, {p.flow}})
                                 : dropText(p, node, cause);
      s_.addBookmark(Bookmark{t.count_ps(), events(), -1, Bookmark::firstDrop, -1, -1, line});
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
    const auto& lostOnWay = s_.tapMemory.lostOnWay;
    const bool onWay = lostOnWay.t == t.count_ps() && lostOnWay.node == node;
    if (s_.catchUp) {
      // The canvas shows drops as they happen; a jump has none to show.
    } else if (s_.drops.size() < kDropsPerSnapshot) {
      DropView d{t.count_ps(), p.uid, p.seq, node, p.flow, &cause.info(),
                 static_cast<std::uint8_t>(p.kind)};
      d.link = onWay ? static_cast<std::int64_t>(lostOnWay.link) : -1;
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
      if (!s_.logFull()) {
        s_.addLog(t.count_ps(), LogKind::drop, static_cast<std::int32_t>(p.flow),
                  static_cast<std::int32_t>(node), std::move(line));
        g.logIndex = s_.log.size() - 1;
      } else {
        ++s_.logSuppressed;
      }
      return;
    }
    if (!s_.logFull() || pause) {
      QString line = dropText(p, node, cause);
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
    if (kind.info().draw == net::EventDraw::refused) refused(e);
    if (kind.has(net::kLostOnWay)) s_.tapMemory.lostOnWay = {t.count_ps(), e.node, e.link};
    if (!kind.logged()) return;
    const bool pause = kind.has(net::kContention) && (s_.pauseMask & pauseOnContention);
    if (s_.logFull() && !pause) {
      ++s_.logSuppressed;
      return;
    }
    QString line = eventText(net::model_event_text(e, s_.text));
    if (pause) stop(t, line);
    const std::int32_t flow = e.packets.empty() ? -1 : static_cast<std::int32_t>(e.packets.front()->flow);
    s_.addLog(t.count_ps(), LogKind::optical, flow, static_cast<std::int32_t>(e.node),
              std::move(line));
  }

  void on_protocol(const net::ProtocolEvent& e, SimTime t) override {
    // A finished transfer's points are let go unless it is the traced flow: in models whose
    // connections come and go (the data centre) they would otherwise pile up without bound.
    if (e.kind == net::ProtocolEventKind::transfer_done &&
        static_cast<std::int64_t>(e.flow) != s_.traceFlow) {
      s_.traces.erase(e.flow);
    }
    const net::LogCategory category = net::info(e.kind).category;
    const bool pause =
        (category == net::LogCategory::fast_retransmit && (s_.pauseMask & pauseOnFastRetransmit)) ||
        (category == net::LogCategory::timeout && (s_.pauseMask & pauseOnTimeout));
    const bool marked = e.kind == net::ProtocolEventKind::timeout ||
                        e.kind == net::ProtocolEventKind::fast_retransmit;
    if (s_.logFull() && !pause && !marked) {
      ++s_.logSuppressed;
      return;
    }
    QString line = eventText(net::protocol_text(e, s_.text));
    if (marked) {
      s_.addBookmark(Bookmark{t.count_ps(), events(), static_cast<std::int32_t>(e.flow),
                              reductionCause(e), e.cwnd_before, e.cwnd_after, line});
    }
    if (s_.logFull() && !pause) {
      ++s_.logSuppressed;
      return;
    }
    if (pause) stop(t, line);
    s_.addLog(t.count_ps(), static_cast<LogKind>(category), static_cast<std::int32_t>(e.flow), -1,
              std::move(line));
  }

 private:
  void trace(std::uint32_t flow, const TracePoint& tp) {
    auto& ring = s_.traces[flow];
    if (static_cast<std::int64_t>(flow) == s_.traceFlow) {
      ring.push(tp, kTracePerFlow);
      return;
    }
    std::size_t capacity = s_.traceCapacity;
    if (dynamicFlows_) {
      // Connections opened while the model runs share one budget: the more are open, the
      // fewer recent points each keeps (a ring shrinks once it holds twice its share).
      capacity = std::clamp<std::size_t>(kConnectionTraceBudget / s_.traces.size(),
                                         kTraceMinPerConnection, kTraceMinPerFlow);
      if (ring.size() > 2 * capacity) ring.shrink(capacity);
    }
    ring.push(tp, capacity);
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
                                   std::move(members), e.channel, e.lead.count_ps(), false});
  }

  // A span refused on its link (the reservation it overlapped is drawn there): a ghost of
  // it, and the aggregate's earlier hops fade out, lost on their way.
  void refused(const net::ModelEvent& e) {
    if (e.link == net::kNoLink) return;
    const std::uint64_t uid = e.id | kAggregateUidBit;
    for (auto& a : s_.active) {
      if (a.uid == uid) a.lost = true;
    }
    PacketView ghost{uid, e.start.count_ps(), e.end.count_ps(), e.arrival.count_ps(), 0, e.link,
                     e.packets.empty() ? 0u : e.packets.front()->flow,
                     static_cast<std::uint32_t>(e.bytes), kAggregateKind, false, false, false,
                     {}, e.channel, 0, true};
    s_.active.push_back(std::move(ghost));
  }

  QString groupText(const SimulationWorker::State::DropGroup& g) const {
    return eventText(net::drop_text(g.cause, g.node, net::packets_text(g.count, g.flows), s_.text));
  }

  QString dropText(const net::Packet& p, net::NodeId node, net::DropCause cause) const {
    return eventText(net::drop_text(cause, node, net::packet_text(p, s_.text), s_.text));
  }

  void stop(SimTime t, const QString& line) {
    if (s_.catchUp) return;  // a rewind re-simulates to its target without pausing
    s_.stopReason = QCoreApplication::translate("CaptureTap", "Paused at %1 — %2")
                        .arg(formatSimTime(t.count_ps()), line);
    s_.stoppedByCondition = true;
    s_.run->simulation().request_stop();
  }

  std::uint64_t events() const { return s_.run->simulation().events_processed(); }

  // Why the window of `e`'s flow shrinks: a timeout, or a fast retransmit of a segment that
  // was dropped (with a whole aggregate: a burst drop) or was not (the duplicate ACKs came
  // from segments overtaking it: reordering).
  Bookmark::Kind reductionCause(const net::ProtocolEvent& e) const {
    if (e.kind == net::ProtocolEventKind::timeout) return Bookmark::timeout;
    if (const auto& dropped = s_.tapMemory.dropped; e.flow < dropped.size()) {
      const auto& d = dropped[e.flow];
      const auto it = std::lower_bound(d.begin(), d.end(), e.seq,
                                       [](const DroppedSegment& x, std::uint64_t seq) { return x.seq < seq; });
      if (it != d.end() && it->seq == e.seq) {
        return it->whole ? Bookmark::burstRetransmit : Bookmark::lossRetransmit;
      }
    }
    return Bookmark::reorderRetransmit;
  }

  // Dropped data segments of each flow not yet cumulatively acknowledged, sorted by seq (the
  // storage is reused, so steady state allocates nothing).
  void rememberDrop(std::uint32_t flow, std::uint64_t seq, bool whole) {
    auto& dropped = s_.tapMemory.dropped;
    if (flow >= dropped.size()) dropped.resize(flow + 1);
    auto& d = dropped[flow];
    const auto it = std::lower_bound(d.begin(), d.end(), seq,
                                     [](const DroppedSegment& x, std::uint64_t v) { return x.seq < v; });
    if (it != d.end() && it->seq == seq) {
      it->whole = whole;
    } else {
      d.insert(it, DroppedSegment{seq, whole});
    }
  }

  void forgetDropsBelow(std::uint32_t flow, std::uint64_t ack) {
    auto& dropped = s_.tapMemory.dropped;
    if (flow >= dropped.size()) return;
    auto& d = dropped[flow];
    if (d.empty() || d.front().seq >= ack) return;
    d.erase(d.begin(), std::lower_bound(d.begin(), d.end(), ack,
                                        [](const DroppedSegment& x, std::uint64_t v) { return x.seq < v; }));
  }

  using DroppedSegment = SimulationWorker::State::TapMemory::DroppedSegment;

  SimulationWorker::State& s_;  // what it records, s_.tapMemory included (checkpointed)
  const net::Topology& topo_;
  bool dynamicFlows_ = false;  // the model opens connections as it runs (no flow count up front)
};

// The run calls its taps from inside the arena; what they record lives outside it (the
// worker's State, copied into checkpoints by value, and the strings handed to the GUI). So
// every call runs with the arena suspended: nothing the tap allocates is rolled back by a
// restore, and nothing of the run's is shared with the GUI thread.
class OutsideArenaTap final : public net::Tap {
 public:
  explicit OutsideArenaTap(std::unique_ptr<net::Tap> inner) : inner_(std::move(inner)) {}

  void on_transmit(const net::Packet& p, net::LinkId link, SimTime start, SimTime end,
                   SimTime arrival) override {
    ArenaSuspend outside;
    inner_->on_transmit(p, link, start, end, arrival);
  }
  void on_deliver(const net::Packet& p, net::NodeId node, SimTime t) override {
    ArenaSuspend outside;
    inner_->on_deliver(p, node, t);
  }
  void on_drop(const net::Packet& p, net::NodeId node, net::DropCause cause, SimTime t) override {
    ArenaSuspend outside;
    inner_->on_drop(p, node, cause, t);
  }
  void on_queue(net::LinkId link, std::uint32_t packets, std::uint64_t bytes, SimTime t) override {
    ArenaSuspend outside;
    inner_->on_queue(link, packets, bytes, t);
  }
  void on_protocol(const net::ProtocolEvent& e, SimTime t) override {
    ArenaSuspend outside;
    inner_->on_protocol(e, t);
  }
  void on_model_event(const net::ModelEvent& e, SimTime t) override {
    ArenaSuspend outside;
    inner_->on_model_event(e, t);
  }

 private:
  std::unique_ptr<net::Tap> inner_;
};

}  // namespace

std::unique_ptr<net::Tap> makeCaptureTap(SimulationWorker::State& s, const net::Topology& topo) {
  return std::make_unique<OutsideArenaTap>(std::make_unique<CaptureTap>(s, topo));
}

}  // namespace opslab::gui
