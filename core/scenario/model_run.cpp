// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the generic model interface (scenario/model.hpp) that every model shares.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <variant>

#include <fmt/format.h>
#include <unistd.h>
#include <nlohmann/json.hpp>

#include "check/path_capacity.hpp"
#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/fill_placeholders.hpp"
#include "sim/ui_text.hpp"
#include "transport/tcp_config.hpp"

namespace opslab::scenario {

const char* to_string(FlowState::Kind k) {
  return k == FlowState::Kind::tcp ? "tcp" : "udp";
}

const char* to_string(LayoutHint::Kind k) {
  switch (k) {
    case LayoutHint::Kind::dumbbell:
      return "dumbbell";
    case LayoutHint::Kind::layered:
      return "layered";
    case LayoutHint::Kind::map:
      return "map";
    case LayoutHint::Kind::router_pair:
      return "router_pair";
    case LayoutHint::Kind::crossbar:
      return "crossbar";
  }
  return "dumbbell";
}

void check_flow_count(const FlowCount& c, double machine_bytes) {
  if (c.flows > max_flows) {
    throw ScenarioError(fmt::format("{} gives {}{:.3g} flows, one flows.csv row each (limit {:.3g}); {}",
                                    c.reason, c.expected ? "≈ " : "", c.flows, max_flows,
                                    c.advice));
  }
  const double need = c.flows * c.bytes_per_flow;
  if (need > max_memory_share * machine_bytes) {
    throw ScenarioError(fmt::format(
        "{} gives {}{:.3g} flows of about {:.1f} kB each: ≈ {:.2g} GB of memory, more than "
        "{:.0f}% of this machine's {:.2g} GB; {}",
        c.reason, c.expected ? "≈ " : "", c.flows, c.bytes_per_flow / 1e3, need / 1e9,
        max_memory_share * 100, machine_bytes / 1e9, c.advice));
  }
}

void check_flow_count(const FlowCount& c) { check_flow_count(c, machine_memory_bytes()); }

double machine_memory_bytes() {
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page = ::sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page <= 0) return std::numeric_limits<double>::infinity();
  return static_cast<double>(pages) * static_cast<double>(page);
}

std::vector<ChartSpec> ModelRun::charts() const {
  const auto described = series();
  std::size_t flow_goodput = 0;
  const auto goodput = std::find_if(described.begin(), described.end(), [](const SeriesInfo& s) {
    return s.role == SeriesRole::goodput;
  });
  if (goodput != described.end() && goodput->per_flow) {
    for (const auto& s : timeseries().series) {
      if (s.series == goodput->name && s.key != goodput->total_key) ++flow_goodput;
    }
  }
  return default_charts(described, histograms(), flow_goodput);
}

double ModelRun::goodput_capacity() const {
  constexpr double unknown = std::numeric_limits<double>::quiet_NaN();
  const auto described = series();
  const auto goodput = std::find_if(described.begin(), described.end(), [](const SeriesInfo& s) {
    return s.role == SeriesRole::goodput;
  });
  if (goodput == described.end()) return unknown;
  const double per_unit = goodput->unit == "Mb/s" ? 1.0 : goodput->unit == "Gb/s" ? 1e3 : 0.0;
  const double mbps = check::tcp_payload_capacity_mbps(*this);
  return per_unit > 0 && mbps > 0 ? mbps / per_unit : unknown;
}

SummaryFigures summary_figures(const ModelRun& run, const metrics::Table& summary) {
  constexpr double none = std::numeric_limits<double>::quiet_NaN();
  const auto number = [&](std::string_view column) {
    const int i = summary.column(column);
    if (i < 0 || summary.rows.empty()) return none;
    const auto& v = summary.rows[0][static_cast<std::size_t>(i)];
    if (const auto* d = std::get_if<double>(&v)) return *d;
    if (const auto* n = std::get_if<std::int64_t>(&v)) return static_cast<double>(*n);
    return none;
  };
  const auto described = run.series();
  const auto goodput = std::find_if(described.begin(), described.end(), [](const SeriesInfo& s) {
    return s.role == SeriesRole::goodput;
  });
  return {goodput != described.end() ? number(goodput->name) : none, number("jain_fairness")};
}

std::uint32_t ModelRun::mss() const {
  const auto* t = tcp();
  return t ? t->mss : 0;
}

std::uint32_t ModelRun::packet_bytes() const {
  const auto* t = tcp();
  return t ? t->mss + t->header_bytes : 0;
}

net::EventTextContext ModelRun::event_text() const {
  net::EventTextContext ctx;
  const auto& topo = topology();
  ctx.node_names.reserve(topo.node_count());
  for (std::size_t n = 0; n < topo.node_count(); ++n) {
    ctx.node_names.push_back(topo.node(static_cast<net::NodeId>(n)).name);
  }
  if (const auto* t = tcp()) {
    ctx.mss = t->mss;
    ctx.dupack_threshold = t->dupack_threshold;
    ctx.sack = t->variant == transport::TcpVariant::sack;
  }
  return ctx;
}

std::vector<SeriesInfo> describe_series(const metrics::TimeSeries& ts,
                                        const std::vector<SeriesInfo>& known) {
  std::vector<SeriesInfo> out;
  for (const auto& s : ts.series) {
    if (std::any_of(out.begin(), out.end(),
                    [&](const SeriesInfo& i) { return i.name == s.series; })) {
      continue;
    }
    const auto it = std::find_if(known.begin(), known.end(),
                                 [&](const SeriesInfo& i) { return i.name == s.series; });
    out.push_back(it != known.end() ? *it : SeriesInfo{s.series, "", s.series});
  }
  return out;
}

std::string fact_value(const nlohmann::json& v) {
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  if (v.is_number()) return fmt::format("{:.6g}", v.get<double>());
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

std::string english(const CardFact& f) {
  return sim::fill_placeholders(f.text, f.args.size(),
                                [&](std::size_t k) { return fact_value(f.args[k]); });
}

std::vector<CardFact> common_facts(const nlohmann::json& doc) {
  std::vector<CardFact> out;
  const auto traffic = doc.find("traffic");
  const bool udp = traffic != doc.end() && traffic->value("kind", std::string("tcp")) != "tcp";
  if (udp) {
    out.push_back({"%1", {traffic->at("kind")}});
  } else if (doc.contains("tcp") && doc.at("tcp").contains("variant")) {
    out.push_back({"%1", {doc.at("tcp").at("variant")}});
  }
  if (doc.contains("sim") && doc.at("sim").contains("duration_s")) {
    out.push_back({OPSLAB_UI_TEXT("model", "%1 s"), {doc.at("sim").at("duration_s")}});
  }
  return out;
}

}  // namespace opslab::scenario
