// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Run captures: what a Wireshark capture of a built ModelRun needs besides the run's taps —
// the check of its target against the run, and the writer's options (the TCP facts its headers
// state, the interface's name and description). Shared by `opslab-cli run --capture` and the
// desktop app's "Export capture…" (net/pcap_writer.hpp, docs/capture.md).
#pragma once

#include <string_view>

#include "net/pcap_writer.hpp"

namespace opslab::scenario {

class ModelRun;

/// Throws ScenarioError, starting with `as_given` (the target as the user gave it), when the run has
/// no such link, or no such flow — a flow is checked only in runs whose flows exist from the
/// start; where flows arrive during the run (flow_states() empty when built), any id passes.
void check_capture_target(const ModelRun& run, const net::CaptureTarget& target,
                          std::string_view as_given);

/// The writer's options for a capture of `target` in `run`: the TCP facts from the run's TCP
/// configuration (MSS, receive window, SACK), and an interface name and description.
net::PcapOptions capture_options(const ModelRun& run, const net::CaptureTarget& target,
                                 bool full_payload);

}  // namespace opslab::scenario
