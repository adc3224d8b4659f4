// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// OpticalPacket: an aggregate of IP packets travelling as one optical packet between two edge
// switches (He & Chan §II-A; the same record carries bursts for burst switching).
//
// Records come from an OpticalPacketPool and keep their member vector's capacity when they
// are recycled, so steady-state aggregation allocates nothing.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "net/packet.hpp"
#include "net/tap.hpp"
#include "sim/time.hpp"

namespace opslab::edge {

struct OpticalPacket {
  std::uint64_t id = 0;
  net::NodeId ingress = 0;
  net::NodeId egress = 0;
  std::uint32_t bytes = 0;  // sum of the members' sizes
  sim::SimTime opened;      // first member arrived
  std::vector<net::PacketPtr> members;

  /// This optical packet as a model event of kind `kind` at `node` (id, members, bytes).
  net::ModelEvent event(net::EventKind kind, net::NodeId node) const {
    return net::ModelEvent{.kind = kind, .node = node, .id = id, .packets = members, .bytes = bytes};
  }
};

class OpticalPacketPool;

struct OpticalPacketDeleter {
  OpticalPacketPool* pool = nullptr;
  void operator()(OpticalPacket* p) const;
};

using OpticalPacketPtr = std::unique_ptr<OpticalPacket, OpticalPacketDeleter>;

class OpticalPacketPool {
 public:
  OpticalPacketPtr make() {
    OpticalPacket* p;
    if (free_.empty()) {
      all_.push_back(std::make_unique<OpticalPacket>());
      p = all_.back().get();
    } else {
      p = free_.back();
      free_.pop_back();
    }
    p->id = next_id_++;
    p->bytes = 0;
    return OpticalPacketPtr(p, OpticalPacketDeleter{this});
  }
  std::uint64_t created() const { return next_id_; }

 private:
  friend struct OpticalPacketDeleter;
  void release(OpticalPacket* p) {
    p->members.clear();  // members not handed on are destroyed (returned to their pool)
    free_.push_back(p);
  }
  std::vector<std::unique_ptr<OpticalPacket>> all_;
  std::vector<OpticalPacket*> free_;
  std::uint64_t next_id_ = 0;
};

inline void OpticalPacketDeleter::operator()(OpticalPacket* p) const { pool->release(p); }

/// Something that receives whole optical packets (an egress edge switch).
class OpticalReceiver {
 public:
  virtual void receive_optical(OpticalPacketPtr o) = 0;

 protected:
  ~OpticalReceiver() = default;
};

}  // namespace opslab::edge
