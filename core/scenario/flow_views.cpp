// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/flow_views.hpp"

#include <limits>

#include "sim/ui_text.hpp"

namespace opslab::scenario {

FlowState tcp_flow_state(const transport::TcpSender& s, std::uint64_t delivered) {
  const double mss = s.mss();
  const bool bounded = s.ssthresh() < static_cast<double>(transport::TcpSender::kBulk);
  FlowState f;
  f.flow = s.flow();
  f.kind = FlowState::Kind::tcp;
  f.state = s.state_name();
  f.recovering = s.in_recovery();
  f.cwnd_packets = s.cwnd() / mss;
  f.ssthresh_packets = bounded ? s.ssthresh() / mss : std::numeric_limits<double>::infinity();
  f.srtt_ms =
      s.rto().has_sample() ? s.rto().srtt().to_ms() : std::numeric_limits<double>::quiet_NaN();
  f.rto_ms = s.rto().timeout().to_ms();
  f.snd_una = s.snd_una();
  f.snd_max = s.snd_max();
  f.delivered_bytes = delivered;
  f.source = s.source();
  if (s.receive_window() < static_cast<double>(transport::TcpSender::kBulk)) {
    f.receive_window_packets = s.receive_window() / mss;
  }
  f.destination = s.peer();
  f.retransmits = static_cast<std::int64_t>(s.stats().retransmits);
  f.timeouts = static_cast<std::int64_t>(s.stats().timeouts);
  f.fast_retransmits = static_cast<std::int64_t>(s.stats().fast_retransmits);
  return f;
}

FlowState udp_flow_state(std::uint32_t flow, const transport::UdpSource& source,
                         const transport::UdpSink& sink) {
  constexpr double nan = std::numeric_limits<double>::quiet_NaN();
  FlowState f;
  f.flow = flow;
  f.kind = FlowState::Kind::udp;
  f.state = OPSLAB_UI_TEXT("tcp", "sending");
  f.cwnd_packets = f.ssthresh_packets = f.srtt_ms = f.rto_ms = nan;
  f.snd_una = f.snd_max = source.sent();
  f.delivered_bytes = sink.lifetime_bytes();
  return f;
}

const std::vector<SeriesInfo>& flow_series() {
  static const std::vector<SeriesInfo> series = {
      {"goodput_mbps", "Mb/s", OPSLAB_UI_TEXT("model", "goodput"), SeriesRole::goodput, "total",
       true},
      {"cwnd", OPSLAB_UI_TEXT("model", "segments"), OPSLAB_UI_TEXT("model", "congestion window"),
       SeriesRole::window, "", true},
      {"ssthresh", OPSLAB_UI_TEXT("model", "segments"),
       OPSLAB_UI_TEXT("model", "slow-start threshold"), SeriesRole::threshold, "", true},
      {"effective_window", OPSLAB_UI_TEXT("model", "segments"),
       OPSLAB_UI_TEXT("model", "effective window min(cwnd, receiver window)"),
       SeriesRole::usable_window, "", true},
      {"srtt_ms", "ms", OPSLAB_UI_TEXT("model", "smoothed RTT"), SeriesRole::other, "", true},
      {"udp_jitter_ms", "ms", OPSLAB_UI_TEXT("model", "UDP jitter"), SeriesRole::jitter, "total"},
  };
  return series;
}

}  // namespace opslab::scenario
