// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What views see of TCP and UDP flows, shared by the models that have them: a flow's live
// FlowState, and the descriptors of the series metrics::TcpFlowSet / UdpFlowSet sample
// (goodput, cwnd, ssthresh, srtt, jitter).
#pragma once

#include <cstdint>
#include <vector>

#include "scenario/model.hpp"
#include "transport/tcp_sender.hpp"
#include "transport/udp.hpp"

namespace opslab::scenario {

/// A TCP flow now; `delivered` is its payload delivered in order to the application.
FlowState tcp_flow_state(const transport::TcpSender& s, std::uint64_t delivered);
/// A UDP flow now, numbered `flow`.
FlowState udp_flow_state(std::uint32_t flow, const transport::UdpSource& source,
                         const transport::UdpSink& sink);
/// The series the flow sets sample.
const std::vector<SeriesInfo>& flow_series();

}  // namespace opslab::scenario
