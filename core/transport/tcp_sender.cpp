// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/tcp_sender.hpp"

#include <algorithm>

#include "sim/ui_text.hpp"

namespace opslab::transport {

TcpSender::TcpSender(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
                     const TcpConfig& cfg, std::uint64_t total_bytes)
    : TcpSender(net, host, peer, flow, cfg, total_bytes, Buffers{}) {}

TcpSender::TcpSender(net::Network& net, net::Host& host, net::NodeId peer, net::FlowId flow,
                     const TcpConfig& cfg, std::uint64_t total_bytes, Buffers&& reuse)
    : net_(net),
      host_(host),
      peer_(peer),
      flow_(flow),
      cfg_(cfg),
      total_(total_bytes),
      recovery_(reuse.recovery ? std::move(reuse.recovery) : make_loss_recovery(cfg)),
      rto_(cfg),
      scoreboard_(std::move(reuse.scoreboard)),
      timer_(net.sim(), *this, kTimer),
      cwnd_(cfg.initial_cwnd_packets * cfg.mss),
      ssthresh_(static_cast<double>(cfg.initial_ssthresh_bytes == 0 ? kBulk
                                                                      : cfg.initial_ssthresh_bytes)) {
  if (cfg_.variant == TcpVariant::saw || cfg_.variant == TcpVariant::sawl) cwnd_ = cfg_.mss;
  recovery_->reset();
  scoreboard_.reset();
  sent_at_ = std::move(reuse.sent_at);
  sent_at_.clear();
  host_.bind(flow_, *this);
}

TcpSender::~TcpSender() { host_.unbind(flow_); }

net::NodeId TcpSender::source() const { return host_.id(); }

void TcpSender::start_at(sim::SimTime t) { net_.sim().schedule(start_, t); }

double TcpSender::receive_window() const {
  return cfg_.max_window_packets == 0 ? static_cast<double>(kBulk)
                                      : static_cast<double>(cfg_.max_window_packets) * cfg_.mss;
}

const char* TcpSender::state_name() const {
  switch (state_) {
    case State::idle:
      return OPSLAB_UI_TEXT("tcp", "idle");
    case State::syn_sent:
      return OPSLAB_UI_TEXT("tcp", "syn-sent");
    case State::established:
      if (recovery_->window_inflated()) {
        return OPSLAB_UI_TEXT("tcp", "fast-recovery · window inflated by duplicate ACKs");
      }
      if (recovery_->in_recovery()) return OPSLAB_UI_TEXT("tcp", "fast-recovery");
      return cwnd_ < ssthresh_ ? OPSLAB_UI_TEXT("tcp", "slow-start")
                               : OPSLAB_UI_TEXT("tcp", "congestion-avoidance");
    case State::closing:
      return OPSLAB_UI_TEXT("tcp", "closing");
    case State::done:
      return OPSLAB_UI_TEXT("tcp", "done");
  }
  return "?";
}

std::uint32_t TcpSender::segment_length(std::uint64_t seq) const {
  std::uint64_t len = std::min<std::uint64_t>(cfg_.mss, total_ - seq);
  // INET resends one SMSS from `seq`, never past what was sent (off the grid it may end
  // inside a segment sent earlier); on the grid that bound never binds.
  if (cfg_.short_segments && seq < snd_max_) len = std::min(len, snd_max_ - seq);
  return static_cast<std::uint32_t>(len);
}

std::uint64_t TcpSender::pipe_bytes() const { return scoreboard_.pipe_segments() * cfg_.mss; }

void TcpSender::report(net::ProtocolEventKind kind, std::uint64_t seq, double cwnd_before,
                       std::uint64_t count) {
  if (kind == net::ProtocolEventKind::fast_retransmit) {
    ++stats_.fast_retransmits;
    fast_retransmitted_.push_back({seq, false});
  }
  if (!net_.taps().active()) return;
  net_.taps().protocol(net::ProtocolEvent{kind, flow_, seq, cwnd_before / cfg_.mss,
                                          cwnd_ / cfg_.mss, ssthresh_ / cfg_.mss, count, seq},
                       net_.now());
}

void TcpSender::handle_event(sim::Event& ev) {
  if (ev.tag() == kTimer) {
    on_timer();
    return;
  }
  start_time_ = net_.now();
  if (cfg_.handshake) {
    state_ = State::syn_sent;
    send_control(net::PacketKind::tcp_syn);
    restart_timer();
    return;
  }
  state_ = State::established;
  if (on_established_) on_established_(*this);
  recovery_->send_allowed(*this);
}

void TcpSender::send_control(net::PacketKind kind) {
  net::PacketPtr p =
      net_.pool().make(flow_, host_.id(), peer_, kind, cfg_.control_bytes, net_.now());
  p->seq = snd_max_;
  ++stats_.control_sent;
  last_departure_ = departure();
  host_.send(std::move(p));
}

void TcpSender::transmit(std::uint64_t seq, std::uint32_t len) {
  const bool rexmit = seq < snd_max_;
  net::PacketPtr p = net_.pool().make(flow_, host_.id(), peer_, net::PacketKind::tcp_data,
                                      len + cfg_.header_bytes, net_.now());
  p->seq = seq;
  p->payload_bytes = len;
  p->retransmission = rexmit;
  p->sender_cwnd_segments = static_cast<std::uint32_t>(cwnd_ / cfg_.mss);
  ++stats_.segments_sent;
  const sim::SimTime sent = departure();
  last_departure_ = sent;
  if (rexmit) {
    ++stats_.retransmits;
    // The latest fast retransmit's segment sent once more (its report follows its transmit).
    if (!fast_retransmitted_.empty() && fast_retransmitted_.back().seq == seq) {
      fast_retransmitted_.back().resent_again = true;
    }
    // Karn: never time a retransmitted segment (INET: only a timeout cancels the timing).
    if (!cfg_.rtt_timing_survives_retransmit) timing_ = false;
    if (cfg_.rtt_every_ack) {
      const std::uint64_t i = segment_index(seq);
      if (i >= sent_base_ && i - sent_base_ < sent_at_.size()) {
        sent_at_[i - sent_base_] = sim::SimTime::max();
      }
    }
    report(net::ProtocolEventKind::retransmit, seq, cwnd_);
  } else {
    if (cfg_.rtt_every_ack) {
      const std::uint64_t i = segment_index(seq);
      while (sent_base_ + sent_at_.size() <= i) sent_at_.push_back(sim::SimTime::max());
      if (i >= sent_base_) sent_at_[i - sent_base_] = sent;
    }
    if (!timing_) {
      timing_ = true;
      timed_end_ = seq + len;
      timed_start_ = sent;
    }
  }
  // New data, or (off the grid, after a timeout) a resend that reaches past all sent so far.
  if (seq + len > snd_max_) {
    snd_max_ = seq + len;
    scoreboard_.extend_to(segment_index(snd_max_ - 1) + 1);
  }
  last_tx_ = sent;
  last_tx_rexmit_ = rexmit;
  if (!timer_.armed()) restart_timer();
  host_.send(std::move(p));
}

void TcpSender::send_window_limited() {
  if (state_ != State::established) return;
  const double window = std::min(cwnd_, receive_window());
  if (cfg_.short_segments) {
    send_short_or_whole(window);
    return;
  }
  while (snd_nxt_ < total_) {
    const std::uint32_t len = segment_length(snd_nxt_);
    if (static_cast<double>(snd_nxt_ + len - snd_una_) > window) break;
    send_next(len);
  }
}

void TcpSender::send_short_or_whole(double window) {
  const double in_flight = static_cast<double>(snd_nxt_ - snd_una_);
  if (window <= in_flight || snd_nxt_ >= total_) return;
  std::uint64_t bytes =
      std::min(static_cast<std::uint64_t>(window - in_flight), total_ - snd_nxt_);
  if (bytes == 0) return;
  if (bytes <= cfg_.mss) {
    send_next(static_cast<std::uint32_t>(bytes));  // the only segment the window allows
    return;
  }
  for (; bytes >= cfg_.mss; bytes -= cfg_.mss) send_next(cfg_.mss);
  if (bytes > 0 && snd_nxt_ + bytes == total_) send_next(static_cast<std::uint32_t>(bytes));
}

void TcpSender::send_next(std::uint32_t len) {
  const std::uint64_t seq = snd_nxt_;
  snd_nxt_ += len;
  transmit(seq, len);
}

void TcpSender::restart_timer() {
  timer_.set(std::max(net_.now(), last_departure_) + rto_.timeout());
}

sim::SimTime TcpSender::departure() const {
  return cfg_.timer_from_wire ? host_.wire_start() : net_.now();
}

void TcpSender::receive(net::PacketPtr p) {
  switch (p->kind) {
    case net::PacketKind::tcp_syn_ack:
      if (state_ == State::syn_sent) {
        state_ = State::established;
        timer_.cancel();
        send_control(net::PacketKind::tcp_ack);
        report(net::ProtocolEventKind::connection_open, 0, cwnd_);
        if (on_established_) on_established_(*this);
        recovery_->send_allowed(*this);
      }
      return;
    case net::PacketKind::tcp_fin_ack:
      if (state_ == State::closing) {
        timer_.cancel();
        send_control(net::PacketKind::tcp_ack);
        complete_now();
      }
      return;
    case net::PacketKind::tcp_ack:
      if (state_ == State::established) on_ack(*p);
      return;
    default:
      return;  // a sender receives no data
  }
}

void TcpSender::on_ack(const net::Packet& p) {
  if (uses_sack(cfg_.variant)) {
    for (std::uint8_t i = 0; i < p.sack_count; ++i) {
      const auto& b = p.sack[i];
      scoreboard_.mark_sacked(segment_index(b.start), (b.end + cfg_.mss - 1) / cfg_.mss);
    }
  }
  if (p.ack > snd_una_) {
    const std::uint64_t acked = p.ack - snd_una_;
    // RTT sample.
    if (cfg_.variant == TcpVariant::saw || cfg_.variant == TcpVariant::sawl) {
      if (!(cfg_.saw_karn && last_tx_rexmit_)) sample_rtt(net_.now() - last_tx_);
    } else if (cfg_.rtt_every_ack) {
      const std::uint64_t last = segment_index(p.ack - 1);
      if (last >= sent_base_ && last - sent_base_ < sent_at_.size() &&
          sent_at_[last - sent_base_] != sim::SimTime::max()) {
        sample_rtt(net_.now() - sent_at_[last - sent_base_]);
      }
      const std::uint64_t una = segment_index(p.ack);  // segments below it are acknowledged
      if (una > sent_base_) {
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(una - sent_base_, sent_at_.size()));
        for (std::size_t k = 0; k < n; ++k) sent_at_.pop_front();
        sent_base_ = una;
      }
    } else if (timing_ && p.ack >= timed_end_) {
      timing_ = false;
      sample_rtt(net_.now() - timed_start_);
    }
    snd_una_ = p.ack;
    if (snd_nxt_ < snd_una_) snd_nxt_ = snd_una_;
    scoreboard_.advance_to(segment_index(snd_una_));
    dupacks_ = 0;
    recovery_->on_new_ack(*this, acked);
    if (snd_una_ >= total_) {
      finish_data();
      return;
    }
    if (snd_una_ == snd_max_) {
      timer_.cancel();
    } else {
      restart_timer();
    }
  } else if (p.ack == snd_una_ && snd_max_ > snd_una_) {
    ++dupacks_;
    ++stats_.dupacks;
    recovery_->on_duplicate_ack(*this);
  } else if (cfg_.old_ack_resets_dupacks) {
    dupacks_ = 0;
  }
  recovery_->after_ack(*this);
  recovery_->send_allowed(*this);
}

void TcpSender::on_timer() {
  if (state_ == State::syn_sent || state_ == State::closing) {
    rto_.on_expiry();
    ++stats_.timeouts;
    send_control(state_ == State::syn_sent ? net::PacketKind::tcp_syn : net::PacketKind::tcp_fin);
    restart_timer();
    return;
  }
  if (state_ != State::established || snd_una_ >= snd_max_) return;
  ++stats_.timeouts;
  const double before = cwnd_;
  const std::uint64_t outstanding = segment_index(snd_max_ - 1) - segment_index(snd_una_) + 1;
  rto_.on_expiry();
  timing_ = false;
  dupacks_ = 0;
  recovery_->on_timeout(*this);
  report(net::ProtocolEventKind::timeout, snd_una_, before, outstanding);
  restart_timer();
  recovery_->send_allowed(*this);
}

void TcpSender::finish_data() {
  report(net::ProtocolEventKind::transfer_done, snd_una_, cwnd_);
  if (cfg_.handshake) {
    state_ = State::closing;
    send_control(net::PacketKind::tcp_fin);
    restart_timer();
    return;
  }
  timer_.cancel();
  complete_now();
}

void TcpSender::sample_rtt(sim::SimTime rtt) {
  rto_.on_rtt_sample(rtt);
  ++stats_.rtt_samples;
  if (net_.taps().active()) {
    net_.taps().rtt_sample(net::RttSample{flow_, rtt, rto_.srtt(), rto_.timeout()}, net_.now());
  }
}

void TcpSender::complete_now() {
  state_ = State::done;
  completion_time_ = net_.now();
  if (on_complete_) on_complete_(*this);
}

}  // namespace opslab::transport
