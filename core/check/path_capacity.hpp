// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The most a run's TCP flows can carry together: the maximum flow (Boost.Graph, push–relabel)
// from every TCP sender to every TCP receiver over the topology's link rates (the
// window-goodput bound; check/invariants.hpp uses it on every run).
#pragma once

namespace opslab::scenario {
class ModelRun;
}

namespace opslab::check {

/// Maximum flow in bit/s from the run's TCP senders to their receivers; 0 without TCP flows.
double tcp_max_flow_bps(const scenario::ModelRun& run);

/// That maximum times the payload share of a full packet (MSS over MSS + headers), in Mb/s:
/// the most window goodput the network can deliver; 0 without TCP.
double tcp_payload_capacity_mbps(const scenario::ModelRun& run);

}  // namespace opslab::check
