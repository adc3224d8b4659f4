// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the network-layer tests (test_net_*.cpp): a packet sink bound to a Host,
// a recording Tap, and a packet factory.
#pragma once

#include <cstdint>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/packet.hpp"
#include "net/tap.hpp"

namespace opslab::net::test_support {

/// What a sink saw of one delivered packet (the packet itself goes back to the pool).
struct Received {
  std::uint64_t uid;
  FlowId flow;
  NodeId src;
  NodeId dst;
  std::uint32_t size_bytes;
  PacketKind kind;
  std::uint64_t seq;
  std::uint16_t hops;
  sim::SimTime created;
  sim::SimTime at;
};

/// A transport endpoint stand-in: records every packet delivered to it and releases it.
class Sink final : public PacketReceiver {
 public:
  explicit Sink(Network& net) : net_(net) {}
  /// Binds the sink to `flow` on `host`.
  Sink(Network& net, Host& host, FlowId flow) : net_(net) { host.bind(flow, *this); }

  void receive(PacketPtr p) override {
    got.push_back(Received{p->uid, p->flow, p->src, p->dst, p->size_bytes, p->kind, p->seq, p->hops,
                           p->created, net_.now()});
  }

  std::vector<Received> got;

 private:
  Network& net_;
};

/// Records the calls a Tap receives.
class RecordingTap final : public Tap {
 public:
  struct Transmit {
    std::uint64_t uid;
    LinkId link;
    sim::SimTime start, end, arrival;
  };
  struct Drop {
    std::uint64_t uid;
    FlowId flow;
    NodeId node;
    DropCause cause;
    PacketKind kind;
    sim::SimTime t;
  };
  struct Queue {
    LinkId link;
    std::uint32_t packets;
    std::uint64_t bytes;
    sim::SimTime t;
  };
  struct Deliver {
    std::uint64_t uid;
    NodeId node;
    sim::SimTime t;
  };

  void on_transmit(const Packet& p, LinkId link, sim::SimTime start, sim::SimTime end,
                   sim::SimTime arrival) override {
    transmits.push_back({p.uid, link, start, end, arrival});
  }
  void on_deliver(const Packet& p, NodeId node, sim::SimTime t) override {
    delivers.push_back({p.uid, node, t});
  }
  void on_drop(const Packet& p, NodeId node, DropCause cause, sim::SimTime t) override {
    drops.push_back({p.uid, p.flow, node, cause, p.kind, t});
  }
  void on_queue(LinkId link, std::uint32_t packets, std::uint64_t bytes, sim::SimTime t) override {
    queues.push_back({link, packets, bytes, t});
  }

  std::vector<Transmit> transmits;
  std::vector<Deliver> delivers;
  std::vector<Drop> drops;
  std::vector<Queue> queues;
};

/// A fresh packet from the network's pool, stamped with the current time.
inline PacketPtr make_packet(Network& net, FlowId flow, NodeId src, NodeId dst,
                             std::uint32_t size_bytes, PacketKind kind = PacketKind::tcp_data,
                             std::uint64_t seq = 0) {
  PacketPtr p = net.pool().make();
  p->flow = flow;
  p->src = src;
  p->dst = dst;
  p->size_bytes = size_bytes;
  p->payload_bytes = kind == PacketKind::tcp_data || kind == PacketKind::udp ? size_bytes : 0;
  p->kind = kind;
  p->seq = seq;
  p->created = net.now();
  return p;
}

}  // namespace opslab::net::test_support
