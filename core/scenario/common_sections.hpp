// The `sim` and `tcp` sections shared by every model (DESIGN §4): their defaults and their
// typed, validated reading.
#pragma once

#include <cstdint>

#include <nlohmann/json_fwd.hpp>

#include "scenario/params.hpp"
#include "sim/time.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::scenario {

struct SimSection {
  sim::SimTime duration;
  sim::SimTime warmup;
  std::uint64_t seed = 1;
  sim::SimTime sample_interval;
  std::uint32_t trace_flows = 10;  // per-flow time series are recorded for the first N flows
};

nlohmann::json sim_defaults();
/// `variant` is the default TCP variant of the model.
nlohmann::json tcp_defaults(std::string_view variant = "reno");

SimSection parse_sim(const Params& p);
/// `nic_bps` is the sender's interface rate, used for the packet duration τ of SAWL.
transport::TcpConfig parse_tcp(const Params& p, std::int64_t nic_bps);

}  // namespace opslab::scenario
