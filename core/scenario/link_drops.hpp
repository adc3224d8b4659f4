// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a run's packets were lost: one row per link that dropped packets in the measurement
// window (its queue overflowed, or its random loss struck), and one row for every drop that
// happened elsewhere (inside switches, in an optical core). Written as drops.csv, so a results
// page can say which queue cost a flow its goodput.
#pragma once

#include <cstdint>

#include "metrics/run_result.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"

namespace opslab::scenario {

/// `window_drops`: every drop of the window (Network::total_drops() since the warm-up); the
/// links' counters must have been reset at the warm-up too.
metrics::Table link_drops_table(const net::Network& net, const net::Topology& topo,
                                std::uint64_t window_drops);

}  // namespace opslab::scenario
