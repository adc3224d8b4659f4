// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Window goodput never exceeds what the network can carry. For every prepared
// scenario of a model with TCP flows, the summary's goodput over [warm-up, end] is at most the
// maximum flow (Boost.Graph, push–relabel) from the TCP senders to their receivers over the
// topology's link rates, times the payload share of a full packet
// (check::tcp_payload_capacity_mbps; the invariant checker holds every model test to it too),
// plus what the links held when the window opened (bytes past the bottleneck then may arrive
// in the window). The 500-flow SACK dumbbell read 622.2 Mb/s through a 605.4 Mb/s payload
// bottleneck while bytes held out of order at the warm-up were credited to the window.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "net/link.hpp"
#include "net/network.hpp"
#include "check/path_capacity.hpp"
#include "model_runner.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"

namespace {

namespace fs = std::filesystem;
using opslab::testing::number;

TEST(WindowGoodput, NeverAboveWhatTheNetworkCarries) {
  int checked = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(OPSLAB_SOURCE_DIR) / "assets" / "scenarios")) {
    const auto file = opslab::scenario::load_scenario_file(entry.path().string());
    const std::string model = file.at("model");
    auto doc = opslab::testing::scenario_doc(model, file);
    const auto* m = opslab::scenario::find_model(model);
    auto probe = m->build(doc);
    const auto states = probe->flow_states();
    if (!probe->tcp() ||
        std::none_of(states.begin(), states.end(), [](const auto& f) {
          return f.kind == opslab::scenario::FlowState::Kind::tcp;
        })) {
      continue;  // no TCP flows
    }
    SCOPED_TRACE(entry.path().filename().string());
    // Long enough for the first losses' out-of-order data to straddle the warm-up.
    const bool sack500 = entry.path().filename() == "dumbbell-500-sack.json";
    const double duration = std::min(doc["sim"].value("duration_s", 10.0), sack500 ? 10.0 : 2.0);
    doc["sim"]["duration_s"] = duration;
    doc["sim"]["warmup_s"] = sack500 ? 1.0 : duration / 4;
    auto run = m->build(doc);
    run->advance_to(run->end_time());
    const auto r = run->results();
    const double capacity_mbps = opslab::check::tcp_payload_capacity_mbps(*run);
    ASSERT_GT(capacity_mbps, 0);
    double held_bits = 0;
    const auto& net = run->network();
    for (opslab::net::LinkId id = 0; id < net.link_count(); ++id) {
      if (const auto* link = net.find_link(id)) {
        held_bits += 8.0 * static_cast<double>(link->stats().held_bytes_at_reset);
      }
    }
    const double window_s = duration - doc["sim"]["warmup_s"].get<double>();
    const double in_flight_mbps = held_bits / window_s / 1e6;
    EXPECT_LE(number(r.summary, "goodput_mbps"), (capacity_mbps + in_flight_mbps) * (1 + 1e-9));
    if (sack500) {
      EXPECT_NEAR(capacity_mbps, 622.0 * 1460 / 1500, 1e-6);  // the 622 Mb/s bottleneck
    }
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

}  // namespace
