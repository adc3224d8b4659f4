// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/tcp_receiver.hpp"

#include <algorithm>

namespace opslab::transport {

TcpReceiver::TcpReceiver(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
                         const TcpConfig& cfg, Buffers&& reuse)
    : net_(net),
      host_(host),
      peer_(peer),
      flow_(flow),
      cfg_(cfg),
      ooo_(std::move(reuse.ooo)),
      recent_(std::move(reuse.recent)) {
  ooo_.clear();
  recent_.clear();
  host_.bind(flow_, *this);
}

TcpReceiver::~TcpReceiver() { host_.unbind(flow_); }

void TcpReceiver::receive(net::PacketPtr p) {
  switch (p->kind) {
    case net::PacketKind::tcp_data: on_data(*p); return;
    case net::PacketKind::tcp_syn: send_control(net::PacketKind::tcp_syn_ack); return;
    case net::PacketKind::tcp_fin:
      report_held_run();
      send_control(net::PacketKind::tcp_fin_ack);
      return;
    default: return;  // handshake and final ACKs need no answer
  }
}

void TcpReceiver::insert_block(std::uint64_t start, std::uint64_t end) {
  // Merge [start, end) into the sorted disjoint interval set; remember it as most recent.
  auto it = std::lower_bound(ooo_.begin(), ooo_.end(), start,
                             [](const Block& b, std::uint64_t s) { return b.end < s; });
  Block merged{start, end};
  auto first = it;
  std::uint64_t absorbed = 0;
  while (it != ooo_.end() && it->start <= end) {
    merged.start = std::min(merged.start, it->start);
    merged.end = std::max(merged.end, it->end);
    absorbed += it->end - it->start;
    ++it;
  }
  stats_.held_bytes += (merged.end - merged.start) - absorbed;
  // Blocks absorbed into `merged` are no longer separately "recent".
  for (auto k = first; k != it; ++k) std::erase(recent_, k->start);
  it = ooo_.erase(first, it);
  ooo_.insert(it, merged);
  std::erase(recent_, merged.start);
  recent_.insert(recent_.begin(), merged.start);
}

bool TcpReceiver::holds(std::uint64_t start, std::uint64_t end) const {
  if (end <= rcv_nxt_) return true;
  const auto it = std::lower_bound(ooo_.begin(), ooo_.end(), start,
                                   [](const Block& b, std::uint64_t s) { return b.end <= s; });
  return it != ooo_.end() && it->start <= start && end <= it->end;
}

void TcpReceiver::report_held_run() {
  if (held_run_ == 0) return;
  if (net_.taps().active()) {
    net::ProtocolEvent e{net::ProtocolEventKind::resent_held, flow_, held_first_, 0, 0, 0,
                         held_run_, held_last_};
    net_.taps().protocol(e, net_.now());
  }
  held_run_ = 0;
}

void TcpReceiver::on_data(const net::Packet& p) {
  ++stats_.segments;
  const std::uint64_t start = p.seq;
  const std::uint64_t end = p.seq + p.payload_bytes;
  const bool had_it = holds(start, end);
  if (had_it) repeated_.push_back(start);
  if (p.retransmission && had_it) {
    if (held_run_++ == 0) held_first_ = start;
    held_last_ = start;
  } else {
    report_held_run();
  }
  if (!p.retransmission && start < highest_seen_) ++stats_.reordered;
  highest_seen_ = std::max(highest_seen_, end);

  bool immediate = false;
  if (end <= rcv_nxt_) {
    ++stats_.duplicates;
    immediate = true;
  } else if (start > rcv_nxt_) {
    ++stats_.out_of_order;
    insert_block(start, end);
    immediate = true;
  } else {
    const bool filled_hole = !ooo_.empty();
    stats_.delivered_bytes += end - rcv_nxt_;
    rcv_nxt_ = end;
    // Pull in the out-of-order data that is now contiguous.
    while (!ooo_.empty() && ooo_.front().start <= rcv_nxt_) {
      if (ooo_.front().end > rcv_nxt_) {
        stats_.delivered_bytes += ooo_.front().end - rcv_nxt_;
        rcv_nxt_ = ooo_.front().end;
      }
      stats_.held_bytes -= ooo_.front().end - ooo_.front().start;
      std::erase(recent_, ooo_.front().start);
      ooo_.erase(ooo_.begin());
    }
    immediate = filled_hole;
  }
  ++unacked_segments_;
  if (!cfg_.delayed_ack || immediate || unacked_segments_ >= 2) {
    send_ack();
  } else if (!delack_.scheduled()) {
    net_.sim().schedule_in(delack_, cfg_.delayed_ack_timeout);
  }
}

void TcpReceiver::handle_event(sim::Event&) {
  if (unacked_segments_ > 0) send_ack();
}

void TcpReceiver::send_ack() {
  unacked_segments_ = 0;
  net_.sim().cancel(delack_);
  net::PacketPtr a = reply(net::PacketKind::tcp_ack);
  // SACK blocks only on a connection that uses SACK (RFC 2018: the SYN's SACK-permitted); the
  // blocks held are kept either way (the out-of-order data is held, only not reported).
  std::uint8_t n = 0;
  for (std::uint64_t s : recent_) {
    if (n == 3 || !uses_sack(cfg_.variant)) break;
    auto it = std::find_if(ooo_.begin(), ooo_.end(), [s](const Block& b) { return b.start == s; });
    if (it == ooo_.end()) continue;
    a->sack[n++] = net::SackBlock{it->start, it->end};
  }
  a->sack_count = n;
  host_.send(std::move(a));
}

void TcpReceiver::send_control(net::PacketKind kind) { host_.send(reply(kind)); }

net::PacketPtr TcpReceiver::reply(net::PacketKind kind) {
  net::PacketPtr a =
      net_.pool().make(flow_, host_.id(), peer_, kind, cfg_.control_bytes, net_.now());
  a->ack = rcv_nxt_;
  a->from_receiver = true;
  ++stats_.acks_sent;
  return a;
}

}  // namespace opslab::transport
