// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Host: an end system with one network interface; it demultiplexes arriving packets to the
// transport endpoint bound to their flow. The endpoints are a flat array sorted by flow: a host
// holds a handful of flows at a time, so a lookup is a short binary search in one or two
// cache lines, with no hashing and no node chasing per packet.
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

#include "net/link.hpp"
#include "net/node.hpp"

namespace opslab::net {

/// A host interface that can tell when a packet handed to it now will start on the wire
/// (a FIFO transmitter that never drops knows it at once: after everything queued before it).
class WireClock {
 public:
  virtual sim::SimTime wire_start() const = 0;

 protected:
  ~WireClock() = default;
};

class Host : public Node {
 public:
  Host(Network& net, NodeId id, std::string name) : Node(id, std::move(name)), net_(net) {}

  void set_nic(Link& link) { nic_ = &link; }
  Link* nic() const { return nic_; }
  /// Hands outgoing packets to `port` instead of a NIC link, for models whose own components
  /// serve the host's interface (an optical cut-through switch must see a packet's head,
  /// which a store-and-forward Link only delivers with its tail).
  void set_egress(PacketReceiver& port, const WireClock* clock = nullptr) {
    egress_ = &port;
    clock_ = clock;
  }
  /// When a packet sent now starts on the wire: after the interface's queue where the
  /// interface knows it, otherwise now.
  sim::SimTime wire_start() const;

  /// Endpoints receive the packets of their flow arriving here.
  void bind(FlowId flow, PacketReceiver& endpoint) {
    const auto it = find(flow);
    if (it != endpoints_.end() && it->first == flow) {
      it->second = &endpoint;
    } else {
      endpoints_.insert(it, {flow, &endpoint});
    }
  }
  void unbind(FlowId flow) {
    const auto it = find(flow);
    if (it != endpoints_.end() && it->first == flow) endpoints_.erase(it);
  }

  void send(PacketPtr p) {
    net_.count_injected(id());
    if (egress_ != nullptr) {
      net_.count_sent_off_link(id());  // the port and what it feeds are the link
      egress_->receive(std::move(p));
      return;
    }
    nic_->send(std::move(p));
  }
  void receive(PacketPtr p) override;

 private:
  using Endpoint = std::pair<FlowId, PacketReceiver*>;
  /// The first endpoint whose flow is not below `flow`.
  std::vector<Endpoint>::iterator find(FlowId flow) {
    return std::lower_bound(endpoints_.begin(), endpoints_.end(), flow,
                            [](const Endpoint& e, FlowId f) { return e.first < f; });
  }

  Network& net_;
  Link* nic_ = nullptr;
  PacketReceiver* egress_ = nullptr;
  const WireClock* clock_ = nullptr;
  std::vector<Endpoint> endpoints_;  // sorted by flow
};

}  // namespace opslab::net
