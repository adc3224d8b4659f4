// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PacketPool: the owner of every Packet record of one simulation.
//
// Records are allocated in blocks and recycled through a free list, so the steady state of a
// run allocates nothing per packet. The pool must outlive every PacketPtr it handed out; it
// also counts live packets, which the conservation tests use.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "net/packet.hpp"

namespace opslab::net {

class PacketPool {
 public:
  PacketPool() = default;
  PacketPool(const PacketPool&) = delete;
  PacketPool& operator=(const PacketPool&) = delete;

  /// A zero-initialised packet with a fresh uid.
  PacketPtr make() {
    if (free_.empty()) grow();
    Packet* p = free_.back();
    free_.pop_back();
    *p = Packet{};
    p->uid = next_uid_++;
    ++live_;
    return PacketPtr(p, PacketDeleter{this});
  }

  /// A packet of `flow` from `src` to `dst`, created at `now`, with its addressing filled in.
  PacketPtr make(FlowId flow, NodeId src, NodeId dst, PacketKind kind, std::uint32_t size_bytes,
                 sim::SimTime now) {
    PacketPtr p = make();
    p->flow = flow;
    p->src = src;
    p->dst = dst;
    p->kind = kind;
    p->size_bytes = size_bytes;
    p->created = now;
    return p;
  }

  /// A copy of `src` with its own uid (e.g. an ACK built from a template).
  PacketPtr clone(const Packet& src) {
    PacketPtr p = make();
    const std::uint64_t uid = p->uid;
    *p = src;
    p->uid = uid;
    return p;
  }

  std::uint64_t live() const { return live_; }
  std::uint64_t created() const { return next_uid_; }

 private:
  friend struct PacketDeleter;
  static constexpr std::size_t kBlock = 1024;

  void grow() {
    blocks_.push_back(std::make_unique<Packet[]>(kBlock));
    Packet* b = blocks_.back().get();
    free_.reserve(free_.size() + kBlock);
    for (std::size_t i = kBlock; i-- > 0;) free_.push_back(&b[i]);
  }
  void release(Packet* p) {
    free_.push_back(p);
    --live_;
  }

  std::vector<std::unique_ptr<Packet[]>> blocks_;
  std::vector<Packet*> free_;
  std::uint64_t next_uid_ = 0;
  std::uint64_t live_ = 0;
};

}  // namespace opslab::net
