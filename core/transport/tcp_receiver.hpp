// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TcpReceiver: the receiving side of one TCP connection.
//
// Delivers payload to the application strictly in order, keeps out-of-order data in an
// interval set (goodput counts each byte once, when it first arrives: received_bytes()), returns cumulative ACKs with up to three RFC 2018
// SACK blocks (the first one holding the most recently received segment, then the most
// recently changed others), and optionally delays ACKs (RFC 5681 §4.2: at least every second
// full segment, immediately for out-of-order or hole-filling data). Answers SYN and FIN.
// Tells the taps about each run of retransmitted segments it already held (needless resends,
// e.g. Reno's go-back-N after a timeout), once the run ends.
#pragma once

#include <cstdint>
#include <vector>

#include "net/host.hpp"
#include "net/network.hpp"
#include "sim/event.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::transport {

struct TcpReceiverStats {
  std::uint64_t delivered_bytes = 0;   // in order, to the application
  std::uint64_t held_bytes = 0;        // out of order, waiting for a hole to fill
  std::uint64_t segments = 0;          // data segments received
  std::uint64_t duplicates = 0;        // segments entirely below rcv_nxt
  std::uint64_t out_of_order = 0;      // segments above rcv_nxt (a hole before them)
  std::uint64_t reordered = 0;         // first transmissions arriving after a higher sequence
  std::uint64_t acks_sent = 0;
};

class TcpReceiver final : public net::PacketReceiver, private sim::EventHandler {
 public:
  struct Block {
    std::uint64_t start;
    std::uint64_t end;
  };
  /// The memory a receiver grows as it runs, for the next connection (see TcpSender::Buffers).
  struct Buffers {
    std::vector<Block> ooo;
    std::vector<std::uint64_t> recent;
  };

  TcpReceiver(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
              const TcpConfig& cfg, Buffers&& reuse = {});
  ~TcpReceiver();
  /// Hands this receiver's buffers over for the next connection; the receiver may only be
  /// destroyed afterwards.
  Buffers take_buffers() && { return {std::move(ooo_), std::move(recent_)}; }

  void receive(net::PacketPtr p) override;

  std::uint64_t rcv_nxt() const { return rcv_nxt_; }
  const TcpReceiverStats& stats() const { return stats_; }
  /// Distinct payload bytes that have arrived: delivered in order or held out of order. It
  /// grows when a byte first arrives, so its rate never exceeds what the path carried.
  std::uint64_t received_bytes() const { return stats_.delivered_bytes + stats_.held_bytes; }
  /// Out-of-order data held, as sorted disjoint intervals.
  const std::vector<Block>& out_of_order_blocks() const { return ooo_; }
  /// The first byte of every data segment that arrived when all of it had arrived before
  /// (a second copy: of a needless retransmission, or an original overtaken by its
  /// retransmission), in arrival order.
  const std::vector<std::uint64_t>& repeated() const { return repeated_; }

 private:
  void handle_event(sim::Event& ev) override;  // delayed-ACK timer
  void on_data(const net::Packet& p);
  void send_ack();
  void send_control(net::PacketKind kind);
  /// A control packet or ACK to the peer carrying the cumulative ACK.
  net::PacketPtr reply(net::PacketKind kind);
  void insert_block(std::uint64_t start, std::uint64_t end);
  /// Whether [start, end) is all below rcv_nxt or inside one out-of-order block.
  bool holds(std::uint64_t start, std::uint64_t end) const;
  /// Tells the taps about the run of needless resends that just ended (if any).
  void report_held_run();

  net::Network& net_;
  net::Host& host_;
  net::NodeId peer_;
  net::FlowId flow_;
  TcpConfig cfg_;
  std::uint64_t rcv_nxt_ = 0;
  std::uint64_t highest_seen_ = 0;  // one past the highest byte received
  std::vector<Block> ooo_;
  std::vector<std::uint64_t> recent_;  // starts of SACK blocks, most recent first
  std::vector<std::uint64_t> repeated_;
  std::uint32_t unacked_segments_ = 0;
  sim::Event delack_{this};
  TcpReceiverStats stats_;
  // The current run of retransmitted segments that were already held (for the event log).
  std::uint64_t held_run_ = 0;
  std::uint64_t held_first_ = 0;
  std::uint64_t held_last_ = 0;
};

}  // namespace opslab::transport
