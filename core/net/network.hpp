// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Network: the shared context of one simulated network — its simulation, packet pool, taps
// and drop accounting — and the owner of its nodes and links.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "net/node.hpp"
#include "net/packet_pool.hpp"
#include "net/tap.hpp"
#include "sim/simulation.hpp"

namespace opslab::net {

class Link;

class Network {
 public:
  explicit Network(sim::Simulation& sim);
  ~Network();
  Network(const Network&) = delete;
  Network& operator=(const Network&) = delete;

  sim::Simulation& sim() { return sim_; }
  const sim::Simulation& sim() const { return sim_; }
  sim::SimTime now() const { return sim_.now(); }
  PacketPool& pool() { return pool_; }
  const PacketPool& pool() const { return pool_; }
  TapHub& taps() { return taps_; }
  const TapHub& taps() const { return taps_; }

  /// Takes ownership of a node; its id must be the next free id.
  template <class T>
  T& add_node(std::unique_ptr<T> node) {
    T& ref = *node;
    nodes_.push_back(std::move(node));
    node_totals_.resize(nodes_.size());
    return ref;
  }
  Link& add_link(std::unique_ptr<Link> link);
  /// Reserves the id of an optical link that the model's own switches serve (find_link()
  /// returns nullptr for it).
  void reserve_optical_link();

  NodeId next_node_id() const { return static_cast<NodeId>(nodes_.size()); }
  LinkId next_link_id() const { return static_cast<LinkId>(links_.size()); }
  Node& node(NodeId id) { return *nodes_[id]; }
  const Node& node(NodeId id) const { return *nodes_[id]; }
  Link& link(LinkId id) { return *links_[id]; }
  const Link& link(LinkId id) const { return *links_[id]; }
  /// The electronic link with that id, or nullptr for an optical one.
  Link* find_link(LinkId id) { return links_[id].get(); }
  const Link* find_link(LinkId id) const { return links_[id].get(); }
  std::size_t node_count() const { return nodes_.size(); }
  std::size_t link_count() const { return links_.size(); }

  /// Destroys a packet that was lost at node `where` (by the node itself: no route, a full
  /// fabric or buffer, contention at its outputs), counting it by cause and at the node, and
  /// reporting it to the taps.
  void drop(PacketPtr p, NodeId where, DropCause cause) {
    if (where < node_totals_.size()) ++node_totals_[where].dropped;
    drop_in_transit(std::move(p), where, cause);
  }
  /// Destroys a packet that was lost after its node handed it on — on a net::Link (whose
  /// Totals count it) or on an optical path a model's own components serve — counting it by
  /// cause but not at `where` (the node it left or the one it was heading through), and
  /// reporting it to the taps at `where`.
  void drop_in_transit(PacketPtr p, NodeId where, DropCause cause) {
    ++count_of(cause);
    ++total_drops_;
    if (is_data(*p)) ++data_drops_;
    if (taps_.active()) taps_.drop(*p, where, cause, sim_.now());
  }
  std::uint64_t drops(DropCause c) const;
  std::uint64_t total_drops() const { return total_drops_; }
  /// Drops so far by cause, in the order each cause first occurred.
  std::span<const std::pair<DropCause, std::uint64_t>> drops_by_cause() const { return drops_; }
  /// Drops of packets that carry payload (TCP data segments and UDP datagrams).
  std::uint64_t data_drops() const { return data_drops_; }

  /// Conservation accounting: every packet a host injects is eventually delivered to an
  /// endpoint, dropped, or still in the network (pool().live()).
  /// Both also count at the node: `at` injected the packet (a host, or the node whose
  /// unmodelled input lines a source feeds), or delivered it to an endpoint or sink.
  void count_injected(NodeId at) {
    ++injected_;
    if (at < node_totals_.size()) ++node_totals_[at].injected;
  }
  void count_delivered(NodeId at) {
    ++delivered_;
    if (at < node_totals_.size()) ++node_totals_[at].delivered;
  }
  std::uint64_t injected() const { return injected_; }
  std::uint64_t delivered() const { return delivered_; }

  /// Node conservation (check/invariants.hpp): packets cross the edges of the graph that are
  /// not net::Links — optical links a model's own components serve (find_link() is null) —
  /// counted where they leave a node and where they arrive at one, in packets (an optical
  /// packet or burst counts its IP packets).
  void count_sent_off_link(NodeId from, std::uint64_t packets = 1) {
    if (from < node_totals_.size()) node_totals_[from].sent_off_link += packets;
  }
  void count_arrived_off_link(NodeId to, std::uint64_t packets = 1) {
    if (to < node_totals_.size()) node_totals_[to].arrived_off_link += packets;
  }
  /// Per node, since the network was built, never reset.
  struct NodeTotals {
    std::uint64_t injected = 0;          // count_injected
    std::uint64_t delivered = 0;         // count_delivered
    std::uint64_t dropped = 0;           // drop() at the node (not drop_in_transit)
    std::uint64_t sent_off_link = 0;     // count_sent_off_link
    std::uint64_t arrived_off_link = 0;  // count_arrived_off_link
  };
  const NodeTotals& node_totals(NodeId id) const { return node_totals_[id]; }

  static bool is_data(const Packet& p) {
    return p.kind == PacketKind::tcp_data || p.kind == PacketKind::udp;
  }

 private:
  sim::Simulation& sim_;
  PacketPool pool_;  // declared first among owners of packets: destroyed last
  TapHub taps_;
  std::vector<std::unique_ptr<Node>> nodes_;
  std::vector<std::unique_ptr<Link>> links_;
  std::vector<NodeTotals> node_totals_;  // by node id, parallel to nodes_
  // A handful of causes per run: a linear search beats a map, and a cause's first drop is the
  // only one that allocates.
  std::uint64_t& count_of(DropCause c) {
    for (auto& [cause, n] : drops_) {
      if (cause == c) return n;
    }
    return drops_.emplace_back(c, 0).second;
  }
  std::vector<std::pair<DropCause, std::uint64_t>> drops_;
  std::uint64_t total_drops_ = 0;
  std::uint64_t data_drops_ = 0;
  std::uint64_t injected_ = 0;
  std::uint64_t delivered_ = 0;
};

}  // namespace opslab::net
