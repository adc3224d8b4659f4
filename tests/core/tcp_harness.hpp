// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TcpHarness: drives one TcpSender step by step. The sender's host A is joined to host B by
// a very fast link; a Capture endpoint on B records every segment the sender emits, and the
// test feeds the sender hand-made ACKs, so each state transition can be checked exactly.
#pragma once

#include <memory>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "sim/simulation.hpp"
#include "transport/tcp_sender.hpp"

namespace opslab::testing {

struct Capture final : net::PacketReceiver {
  std::vector<net::Packet> packets;
  void receive(net::PacketPtr p) override { packets.push_back(*p); }
};

class TcpHarness {
 public:
  static constexpr std::uint32_t kMss = 1000;

  static transport::TcpConfig config(transport::TcpVariant v) {
    transport::TcpConfig c;
    c.variant = v;
    c.mss = kMss;
    c.header_bytes = 40;
    c.initial_rto = sim::SimTime::s(1);
    c.min_rto = sim::SimTime::ms(200);
    c.packet_duration = sim::SimTime::us(1);
    return c;
  }

  explicit TcpHarness(const transport::TcpConfig& cfg,
                      std::uint64_t total = transport::TcpSender::kBulk)
      : sim_(1), net_(sim_) {
    a_id_ = topo_.add_node("a", net::NodeRole::host);
    b_id_ = topo_.add_node("b", net::NodeRole::host);
    // 1 Tb/s, 1 µs: a segment reaches B about 1 µs after it is sent.
    topo_.add_duplex(a_id_, b_id_, net::LinkParams{1'000'000'000'000, sim::SimTime::us(1), 0, 0});
    auto live = net::instantiate(topo_, net_);
    a_ = live.hosts[a_id_];
    b_ = live.hosts[b_id_];
    b_->bind(1, capture_);
    sender_ = std::make_unique<transport::TcpSender>(net_, *a_, b_id_, 1, cfg, total);
    sender_->start_at(sim::SimTime::zero());
    settle();
  }

  transport::TcpSender& sender() { return *sender_; }
  /// Replaces the sender by a new one for the same flow, built on the old one's buffers
  /// (TcpSender::take_buffers), and starts it now.
  void restart_on_old_buffers(const transport::TcpConfig& cfg,
                              std::uint64_t total = transport::TcpSender::kBulk) {
    auto buffers = std::move(*sender_).take_buffers();
    sender_.reset();
    sender_ = std::make_unique<transport::TcpSender>(net_, *a_, b_id_, 1, cfg, total,
                                                     std::move(buffers));
    sender_->start_at(sim_.now());
    settle();
  }
  sim::Simulation& sim() { return sim_; }
  net::Network& net() { return net_; }

  /// Lets in-flight packets reach B (10 µs of simulated time).
  void settle() { sim_.run_until(sim_.now() + sim::SimTime::us(10)); }
  /// Advances simulated time by `d` (timers may fire).
  void wait(sim::SimTime d) { sim_.run_until(sim_.now() + d); }

  /// Segment indices (seq / MSS) of the data packets captured since the last call.
  std::vector<std::uint64_t> sent() {
    std::vector<std::uint64_t> out;
    for (; seen_ < capture_.packets.size(); ++seen_) {
      const auto& p = capture_.packets[seen_];
      if (p.kind == net::PacketKind::tcp_data) out.push_back(p.seq / kMss);
    }
    return out;
  }
  const std::vector<net::Packet>& all_captured() const { return capture_.packets; }
  /// (first byte, payload bytes) of the data packets captured since the last sent() or
  /// sent_bytes() call.
  std::vector<std::pair<std::uint64_t, std::uint32_t>> sent_bytes() {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> out;
    for (; seen_ < capture_.packets.size(); ++seen_) {
      const auto& p = capture_.packets[seen_];
      if (p.kind == net::PacketKind::tcp_data) out.emplace_back(p.seq, p.payload_bytes);
    }
    return out;
  }

  /// Delivers an ACK for byte `ack_seg * MSS` with optional SACK blocks (in segments).
  void ack(std::uint64_t ack_seg,
           std::vector<std::pair<std::uint64_t, std::uint64_t>> sack_segs = {}) {
    ack_byte(ack_seg * kMss, sack_segs);
  }
  /// The same for an ACK of byte `ack` (off the segment grid, after short segments).
  void ack_byte(std::uint64_t ack,
                std::vector<std::pair<std::uint64_t, std::uint64_t>> sack_segs = {}) {
    net::PacketPtr p = net_.pool().make();
    p->kind = net::PacketKind::tcp_ack;
    p->flow = 1;
    p->src = b_id_;
    p->dst = a_id_;
    p->ack = ack;
    for (auto [s, e] : sack_segs) {
      p->sack[p->sack_count++] = net::SackBlock{s * kMss, e * kMss};
    }
    sender_->receive(std::move(p));
    settle();
  }
  void dupacks(std::uint64_t ack_seg, int n) {
    for (int i = 0; i < n; ++i) ack(ack_seg);
  }

  double cwnd_segs() const { return sender_->cwnd() / kMss; }
  double ssthresh_segs() const { return sender_->ssthresh() / kMss; }

 private:
  sim::Simulation sim_;
  net::Network net_;
  net::Topology topo_;
  net::NodeId a_id_ = 0, b_id_ = 0;
  net::Host* a_ = nullptr;
  net::Host* b_ = nullptr;
  Capture capture_;
  std::unique_ptr<transport::TcpSender> sender_;
  std::size_t seen_ = 0;
};

/// Opens the window to `segs` segments in slow start, ACKing one segment at a time, and
/// forgets what was sent meanwhile.
inline void grow_to(TcpHarness& h, std::uint64_t& next_ack, double segs) {
  while (h.cwnd_segs() < segs) h.ack(++next_ack);
  h.sent();
}

}  // namespace opslab::testing
