// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Model registry: every model is a ModelDescriptor (name, parameter schema,
// builder, event vocabulary, layout hint) and each built scenario is a ModelRun that the CLI
// runs to the end and the GUI steps, observes through taps and samples.
//
// ModelRun is the whole interface through which a view observes a model: the facts of the
// run (seed, warm-up, TCP configuration), a FlowState per flow, the descriptors of its time
// series (SeriesInfo: what each one shows and which chart it belongs to), through RunViews
// (scenario/run_views.hpp) the buffers, distributions and fabrics it draws inside nodes, and,
// through net::Tap, its packets and its own typed events. A view needs no scenario key, CSV
// column or model name.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "metrics/run_result.hpp"
#include "net/event_kinds.hpp"
#include "net/event_text.hpp"
#include "scenario/chart_spec.hpp"
#include "scenario/column_doc.hpp"
#include "scenario/fabric_view.hpp"
#include "scenario/param_schema.hpp"
#include "scenario/run_views.hpp"
#include "sim/time.hpp"

namespace opslab::sim {
class Simulation;
}
namespace opslab::net {
class Network;
class Topology;
}  // namespace opslab::net
namespace opslab::transport {
struct TcpConfig;
}

namespace opslab::scenario {

/// The scenario key of the random seed (every model has the common `sim` section), for views
/// that re-run a scenario with another seed.
inline constexpr std::string_view kSeedKey = "sim.seed";

/// The live state of one flow, for inspectors. Quantities that do not apply (a UDP flow's
/// window, an RTT not yet sampled) are NaN, counters that do not apply are -1.
struct FlowState {
  enum class Kind : std::uint8_t { tcp, udp };
  std::uint32_t flow = 0;
  Kind kind = Kind::tcp;
  /// The sender's state ("slow-start", "fast-recovery", "sending" …), marked
  /// OPSLAB_UI_TEXT("tcp", …).
  std::string state;
  bool recovering = false;  // in loss recovery (views mark it without reading `state`)
  double cwnd_packets = 0, ssthresh_packets = 0, srtt_ms = 0, rto_ms = 0;
  std::uint64_t snd_una = 0, snd_max = 0;  // bytes (UDP: datagrams sent)
  std::uint64_t delivered_bytes = 0;       // payload delivered in order to the application
  std::uint32_t source = 0, destination = 0;  // the hosts' node ids (TCP)
  double receive_window_packets = 0;          // the receiver's window cap; 0 = none
  std::int64_t retransmits = -1, timeouts = -1, fast_retransmits = -1;
};
const char* to_string(FlowState::Kind k);

/// Which chart a sampled series belongs to.
enum class SeriesRole : std::uint8_t {
  other,      // a model's own series, not charted by default
  window,     // congestion window of a traced flow, in segments (key: the flow or trace slot)
  threshold,  // its slow-start threshold, drawn beside the window
  goodput,    // goodput or throughput (the rate chart)
  queue,      // occupancy of a queue or buffer (the queue chart)
  jitter,     // UDP delay jitter
  usable_window,     // min(cwnd, receiver window) of a traced flow, drawn beside its cwnd
};

/// One sampled series of a run (a `series` of timeseries.csv): what it shows. Its words (label,
/// a unit that is a word) are marked OPSLAB_UI_TEXT("model", …) (sim/ui_text.hpp).
struct SeriesInfo {
  std::string name;   // as in timeseries.csv ("goodput_mbps")
  std::string unit;   // "Mb/s", "segments", "" for a pure number
  std::string label;  // a few words ("goodput")
  SeriesRole role = SeriesRole::other;
  /// The key of the value over all flows or the whole network ("total"), if sampled.
  std::string total_key = {};
  /// Its other keys are flow ids (per-flow values such as each traced flow's goodput).
  bool per_flow = false;
};

/// How a model's network is drawn: the canvas places nodes at the topology's coordinates;
/// the hint says which picture stands for the model where no run is built (scenario cards).
struct LayoutHint {
  enum class Kind : std::uint8_t {
    dumbbell,     // hosts fanning into two routers joined by a core link
    layered,      // layers of switches above the servers (a fat-tree)
    map,          // nodes at geographic positions (`nodes`, `links`)
    router_pair,  // two routers with line cards joined by a bundle of links
    crossbar,     // one switch fabric, the subject itself: its crossbar is the main view
  };
  Kind kind = Kind::dumbbell;
  /// Dumbbell: a second, longer path between the two routers (deflection routing).
  bool detour = false;
  /// Map: node positions in [0, 1]² (x east, y south) and links as pairs of node indices.
  std::vector<std::array<double, 2>> nodes = {};
  std::vector<std::array<std::uint32_t, 2>> links = {};
};
const char* to_string(LayoutHint::Kind k);

/// One live instance of a model, built from a resolved scenario: the run itself (these
/// members) and what it draws beyond its flows and series (RunViews, each hook with a default).
class ModelRun : public RunViews {
 public:
  ~ModelRun() override = default;
  virtual sim::Simulation& simulation() = 0;
  virtual net::Network& network() = 0;
  virtual const net::Topology& topology() const = 0;
  /// sim.duration_s
  virtual sim::SimTime end_time() const = 0;
  /// sim.seed
  virtual std::uint64_t seed() const = 0;
  /// sim.warmup_s: metrics are measured from here.
  virtual sim::SimTime warmup() const = 0;
  /// The TCP configuration of its flows, or nullptr when the model has no TCP.
  virtual const transport::TcpConfig* tcp() const { return nullptr; }
  /// Advances the run to `t` (bounded by end_time()); false if stopped early on request.
  virtual bool advance_to(sim::SimTime t) = 0;
  /// Results measured over [warmup, now].
  virtual metrics::RunResult results() const = 0;
  /// The time series sampled so far (grows as the run advances; read between advances).
  virtual const metrics::TimeSeries& timeseries() const = 0;
  /// What each series of timeseries() shows, one entry per series name, in stored order.
  virtual std::vector<SeriesInfo> series() const = 0;
  /// The live state of every flow now.
  virtual std::vector<FlowState> flow_states() const = 0;
  /// The charts it offers its views, in order (ChartSpec). By default derived from the roles
  /// of series() and from the histograms() of its RunViews (default_charts).
  virtual std::vector<ChartSpec> charts() const;

  /// The most the total of its goodput-role series can be, in that series' unit: the payload
  /// capacity of the network from its senders to its receivers, the bound a rate chart is
  /// read against. By default the maximum flow to its TCP receivers times the payload share
  /// of a full packet (check/path_capacity.hpp) for a series in Mb/s or Gb/s; NaN when
  /// unknown (no TCP flows).
  virtual double goodput_capacity() const;

  /// TCP payload per full segment (0 without TCP).
  std::uint32_t mss() const;
  /// A full data packet in bytes, headers included (0 without TCP).
  std::uint32_t packet_bytes() const;
  /// What the event log's sentences need: node names and the TCP facts.
  net::EventTextContext event_text() const;
};

/// The descriptors of the series a run samples, one per distinct name in `ts`, in stored
/// order, from `known` (the run's own and the common ones); a series missing from `known`
/// is described by its name alone (tests check that none is).
std::vector<SeriesInfo> describe_series(const metrics::TimeSeries& ts,
                                        const std::vector<SeriesInfo>& known);

/// The run's own figures over [warm-up, now] as its summary row `summary` gives them: the
/// column named as its goodput-role series (the quantity a rate chart draws) and Jain's index
/// over all its flows; NaN for each where the summary has none.
struct SummaryFigures {
  double rate;
  double fairness;
};
SummaryFigures summary_figures(const ModelRun& run, const metrics::Table& summary);

/// How many flows a run of a document will hold at its end, one flows.csv row each (and one
/// record each in memory while the run lasts).
struct FlowCount {
  double flows = 0;       // exact for a fixed set, else the expected number
  bool expected = false;  // flows arrive at random as the run goes (or are drawn at its start)
  std::string reason;  // what sets it, naming the keys ("topology.n × topology.m = 1000 × 10000")
  std::string advice;  // the keys to change ("lower topology.n or topology.m")
  double bytes_per_flow = 0;  // memory each flow holds while the run lasts (measured), 0: small
};
/// The most flows a run may hold: ≈ 100 MB of flows.csv. A document above it is bad input
/// (check_flow_count).
inline constexpr double max_flows = 1e6;
/// The share of the machine's memory a run's flows may take (the rest: the program, the
/// network's packets, the app's rewind checkpoints, other programs).
inline constexpr double max_memory_share = 0.8;
/// Throws a one-line ScenarioError when `c` exceeds max_flows, or when its flows would need
/// more than max_memory_share of `machine_bytes` of memory (a run the kernel would kill is
/// refused before it starts, with the estimate and the keys to change).
void check_flow_count(const FlowCount& c, double machine_bytes);
/// The same against this machine's physical memory.
void check_flow_count(const FlowCount& c);
/// This machine's physical memory in bytes.
double machine_memory_bytes();

/// One of a scenario card's facts: an English template (a literal marked
/// OPSLAB_UI_TEXT("model", …), with Qt's placeholders %1 … %9) filled with scenario values. The
/// GUI translates the template and writes numbers with the locale's decimal point; text
/// values (a TCP variant, a policy's name) stay as they are.
struct CardFact {
  const char* text;
  std::vector<nlohmann::json> args = {};
};

struct ModelDescriptor {
  std::string name;
  std::string description;
  /// The `name` (title) of the defaults document.
  std::string default_title;
  /// Every section and key the model accepts: type, default, range, text (docs/architecture.md,
  /// "The model seam").
  ParamSchema schema;
  /// Checks across keys that the schema's per-key ranges cannot express ("warm-up below
  /// duration"); throws ScenarioError. May be empty.
  std::function<void(const nlohmann::json&)> check;
  /// How many flows a run of the document will hold; validate() refuses more than max_flows
  /// before anything is built. Empty for models without flows.
  std::function<FlowCount(const nlohmann::json&)> flow_count = {};
  /// Builds a ready-to-run instance from a resolved, validated document.
  std::function<std::unique_ptr<ModelRun>(const nlohmann::json&)> build;
  /// The drop causes and event kinds its components report besides net's generic ones.
  std::vector<net::EventVocabulary> vocabulary = {};
  /// Which picture stands for it where no run is built (its canvas uses the topology).
  LayoutHint layout = {};
  /// The scenario's key facts in a few words for its card ("10 × 50 flows", "reno", "10 s").
  std::function<std::vector<CardFact>(const nlohmann::json&)> facts = {};
  /// Every column of every file a run writes and every series of its timeseries.csv, with
  /// unit and definition (`opslab-cli describe`; a test fails on a written column missing here).
  std::vector<ColumnDoc> columns = {};

  /// Full default document: every section and key the model accepts, with its default value.
  nlohmann::json defaults() const { return schema.defaults(name, default_title); }
  /// Checks every value of a resolved document (types, ranges, cross-key rules).
  void validate(const nlohmann::json& doc) const {
    schema.validate(doc);
    if (check) check(doc);
    if (flow_count) check_flow_count(flow_count(doc));
  }
};

/// A scenario value as a card shows it ("10", "0.5", "reno").
std::string fact_value(const nlohmann::json& v);
/// The fact in English, its values as fact_value writes them ("10 flows").
std::string english(const CardFact& f);
/// The facts of the common sections: the TCP variant (or the traffic kind, for UDP) and the
/// duration ("reno", "10 s").
std::vector<CardFact> common_facts(const nlohmann::json& doc);

/// All registered models.
const std::vector<ModelDescriptor>& models();
/// The model of that name, or nullptr.
const ModelDescriptor* find_model(std::string_view name);
/// The model's page of docs/models/ (`opslab-cli describe`): title, description, and its
/// parameter schema as Markdown tables.
std::string describe(const ModelDescriptor& m);

}  // namespace opslab::scenario
