// Model registry: every model of DESIGN §4 is a ModelDescriptor (name, defaults, validation,
// builder) and each built scenario is a ModelRun that the CLI runs to the end and the GUI
// steps, observes through taps and samples.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "metrics/run_result.hpp"
#include "scenario/param_schema.hpp"
#include "sim/time.hpp"

namespace opslab::sim {
class Simulation;
}
namespace opslab::net {
class Network;
class Topology;
}  // namespace opslab::net

namespace opslab::scenario {

/// A buffer inside a node (an edge aggregator, a hybrid switch's electronic buffer…), as the
/// GUI draws it.
struct NodeBuffer {
  std::uint32_t node;
  std::string label;
  std::uint32_t packets;
  std::uint64_t bytes;
};

/// One live instance of a model, built from a resolved scenario.
class ModelRun {
 public:
  virtual ~ModelRun() = default;
  virtual sim::Simulation& simulation() = 0;
  virtual net::Network& network() = 0;
  virtual const net::Topology& topology() const = 0;
  /// sim.duration_s
  virtual sim::SimTime end_time() const = 0;
  /// Advances the run to `t` (bounded by end_time()); false if stopped early on request.
  virtual bool advance_to(sim::SimTime t) = 0;
  /// Results measured over [warmup, now].
  virtual metrics::RunResult results() const = 0;
  /// The time series sampled so far (grows as the run advances; read between advances).
  virtual const metrics::TimeSeries& timeseries() const = 0;
  /// The live state of every flow now: one row per flow (flow, kind, state, cwnd_packets,
  /// ssthresh_packets, srtt_ms, rto_ms, snd_una, snd_max, delivered_bytes, retransmits,
  /// timeouts, fast_retransmits), for inspectors.
  virtual metrics::Table flow_states() const = 0;
  /// The buffers held inside nodes now (none for purely electronic models: their queues are
  /// the links' and are read from the network).
  virtual std::vector<NodeBuffer> node_buffers() const { return {}; }
};

struct ModelDescriptor {
  std::string name;
  std::string description;
  /// The `name` (title) of the defaults document.
  std::string default_title;
  /// Every section and key the model accepts: type, default, range, text (DESIGN §4.5).
  ParamSchema schema;
  /// Checks across keys that the schema's per-key ranges cannot express ("warm-up below
  /// duration"); throws ScenarioError. May be empty.
  std::function<void(const nlohmann::json&)> check;
  /// Builds a ready-to-run instance from a resolved, validated document.
  std::function<std::unique_ptr<ModelRun>(const nlohmann::json&)> build;

  /// Full default document: every section and key the model accepts, with its default value.
  nlohmann::json defaults() const { return schema.defaults(name, default_title); }
  /// Checks every value of a resolved document (types, ranges, cross-key rules).
  void validate(const nlohmann::json& doc) const {
    schema.validate(doc);
    if (check) check(doc);
  }
};

/// All registered models.
const std::vector<ModelDescriptor>& models();
/// The model of that name, or nullptr.
const ModelDescriptor* find_model(std::string_view name);
/// The model's page of docs/models/ (`opslab-cli describe`): title, description, and its
/// parameter schema as Markdown tables.
std::string describe(const ModelDescriptor& m);

}  // namespace opslab::scenario
