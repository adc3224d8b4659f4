// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PacketReceiver and Node: anything a link can deliver a packet to.
#pragma once

#include <cstdint>
#include <string>

#include "net/packet.hpp"

namespace opslab::net {

class PacketReceiver {
 public:
  virtual void receive(PacketPtr p) = 0;

 protected:
  ~PacketReceiver() = default;
};

enum class NodeRole : std::uint8_t { host, router, switch_ };

/// A node of the network graph (host, router or switch).
class Node : public PacketReceiver {
 public:
  Node(NodeId id, std::string name) : id_(id), name_(std::move(name)) {}
  virtual ~Node() = default;
  NodeId id() const { return id_; }
  const std::string& name() const { return name_; }
  /// Packets the node holds inside now — queues, buffers, fabrics, open aggregates — that it
  /// has received and neither handed on, delivered nor dropped (check/invariants.hpp: node
  /// conservation). Packets waiting in a net::Link's queue are the link's, not the node's.
  virtual std::uint64_t held_packets() const { return 0; }

 private:
  NodeId id_;
  std::string name_;
};

}  // namespace opslab::net
