// Window goodput never exceeds what the network can carry (issue 26). For every prepared
// scenario of a model with TCP flows, the summary's goodput over [warm-up, end] is at most the
// maximum flow (Boost.Graph, push–relabel) from the TCP senders to their receivers over the
// topology's link rates, times the payload share of a full packet. The 500-flow SACK dumbbell
// read 622.2 Mb/s through a 605.4 Mb/s payload bottleneck while bytes held out of order at the
// warm-up were credited to the window.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>
#include <nlohmann/json.hpp>

#include "model_runner.hpp"
#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "transport/tcp_config.hpp"

namespace {

namespace fs = std::filesystem;
using opslab::testing::number;

using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
using FlowGraph = boost::adjacency_list<
    boost::vecS, boost::vecS, boost::directedS, boost::no_property,
    boost::property<boost::edge_capacity_t, std::int64_t,
                    boost::property<boost::edge_residual_capacity_t, std::int64_t,
                                    boost::property<boost::edge_reverse_t,
                                                    Traits::edge_descriptor>>>>;

// Max flow in bit/s from every TCP sender to every TCP receiver of the run. Capacities are
// whole bits per second: push-relabel's own check (Boost asserts it in builds without NDEBUG)
// compares flows exactly, which doubles would fail by rounding.
double max_flow_bps(const opslab::scenario::ModelRun& run) {
  const auto& topo = run.topology();
  const auto n = topo.node_count();
  FlowGraph g(n + 2);
  const auto source = n, sink = n + 1;
  auto cap = boost::get(boost::edge_capacity, g);
  auto rev = boost::get(boost::edge_reverse, g);
  const auto add = [&](std::size_t u, std::size_t v, std::int64_t c) {
    const auto e = boost::add_edge(u, v, g).first;
    const auto r = boost::add_edge(v, u, g).first;
    cap[e] = c;
    cap[r] = 0;
    rev[e] = r;
    rev[r] = e;
  };
  std::int64_t unbounded = 1;  // more than every link together: the hosts' own edges
  for (opslab::net::LinkId l = 0; l < topo.link_count(); ++l) {
    add(topo.link_from(l), topo.link_to(l), topo.link_params(l).rate_bps);
    unbounded += topo.link_params(l).rate_bps;
  }
  for (const auto& f : run.flow_states()) {
    if (f.kind != opslab::scenario::FlowState::Kind::tcp) continue;
    add(source, f.source, unbounded);
    add(f.destination, sink, unbounded);
  }
  return double(boost::push_relabel_max_flow(g, source, sink));
}

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
    const auto& tcp = *run->tcp();
    const double payload = double(tcp.mss) / double(tcp.mss + tcp.header_bytes);
    const double capacity_mbps = max_flow_bps(*run) * payload / 1e6;
    ASSERT_GT(capacity_mbps, 0);
    EXPECT_LE(number(r.summary, "goodput_mbps"), capacity_mbps * (1 + 1e-9));
    if (sack500) {
      EXPECT_NEAR(capacity_mbps, 622.0 * 1460 / 1500, 1e-6);  // the 622 Mb/s bottleneck
    }
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

}  // namespace
