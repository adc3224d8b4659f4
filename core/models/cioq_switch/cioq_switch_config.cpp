// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/cioq_switch/cioq_switch_config.hpp"

#include <cmath>

#include "sim/ui_text.hpp"
#include "sim/simulation.hpp"
#include "switching/cell.hpp"

namespace opslab::models::cioq {

using scenario::ParamSchema;

const ParamSchema& schema() {
  static const ParamSchema schema = [] {
    ParamSchema s;
    s.group("switch", OPSLAB_UI_TEXT("schema", "Switch"))
        .integer(
            "ports", 16, 2, 64,
            {OPSLAB_UI_TEXT("schema", "Ports"), "N", "", OPSLAB_UI_TEXT("schema", "An N×N switch")})
        .choice(
            "architecture", "voq_islip", {"input_fifo", "voq_islip", "output_queued"},
            {OPSLAB_UI_TEXT("schema", "Architecture"), "", "",
             OPSLAB_UI_TEXT(
                 "schema",
                 "Input FIFOs (head-of-line blocking), VOQs with iSLIP, or ideal output queueing")})
        // log2 16 = 4: McKeown (1999, §VI) shows iSLIP reaches a maximal match in about
        // log2 N iterations on average; more rarely add a match.
        .integer("iterations", 4, 1, 64,
                 {OPSLAB_UI_TEXT("schema", "iSLIP iterations"), "", "",
                  OPSLAB_UI_TEXT("schema", "Request-grant-accept rounds per fabric slot")})
        .integer("speedup", 1, 1, 64,
                 {OPSLAB_UI_TEXT("schema", "Speedup"), "S", "",
                  OPSLAB_UI_TEXT("schema", "Fabric slots per cell time of the line")})
        .integer("input_buffer_cells", 1024, 0, 1'000'000'000,
                 {OPSLAB_UI_TEXT("schema", "Input buffer"), "", OPSLAB_UI_TEXT("schema", "cells"),
                  OPSLAB_UI_TEXT("schema", "Per input line card; 0 = unlimited")})
        .number("line_gbps", 2.5, 0.001, 10000,
                {OPSLAB_UI_TEXT("schema", "Line rate"), "", OPSLAB_UI_TEXT("schema", "Gb/s"),
                 OPSLAB_UI_TEXT("schema", "A 64-byte cell per slot: 204.8 ns at 2.5 Gb/s")});
    s.group("traffic", OPSLAB_UI_TEXT("schema", "Traffic"))
        .number("load", 0.8, 0, 1,
                {OPSLAB_UI_TEXT("schema", "Load"), "ρ", OPSLAB_UI_TEXT("schema", "cells/slot"),
                 OPSLAB_UI_TEXT("schema", "Bernoulli i.i.d. arrival probability per input")})
        .choice("pattern", "uniform", {"uniform", "diagonal", "unbalanced"},
                {OPSLAB_UI_TEXT("schema", "Destinations"), "", "",
                 OPSLAB_UI_TEXT(
                     "schema",
                     "uniform; diagonal: 2/3 to output i, 1/3 to i+1; unbalanced: ω to output i")})
        .number(
            "unbalance", 0.5, 0, 1,
            {OPSLAB_UI_TEXT("schema", "Unbalance"), "ω", "",
             OPSLAB_UI_TEXT("schema", "Share of input i's cells sent to output i (unbalanced)")});
    s.append(scenario::sim_schema());
    s.set_default("sim.duration_s", 0.02)  // ≈ 97 700 slots at 2.5 Gb/s
        .set_default("sim.warmup_s", 0.002)
        .set_default("sim.sample_interval_ms", 0.5)
        .set_default("sim.trace_flows", 0);
    return s;
  }();
  return schema;
}

LabConfig parse(const nlohmann::json& doc) {
  const scenario::Params p(doc, schema());
  LabConfig c;
  c.name = p.name();
  c.sim = scenario::parse_sim(p);
  c.sw.ports = static_cast<std::uint32_t>(p.integer("switch.ports"));
  const std::string arch = p.choice("switch.architecture");
  c.sw.architecture = arch == "input_fifo"      ? switching::SwitchArchitecture::input_fifo
                      : arch == "output_queued" ? switching::SwitchArchitecture::output_queued
                                                : switching::SwitchArchitecture::voq_islip;
  c.sw.iterations = static_cast<std::uint32_t>(p.integer("switch.iterations"));
  c.sw.speedup = static_cast<std::uint32_t>(p.integer("switch.speedup"));
  c.sw.input_buffer_cells = static_cast<std::uint64_t>(p.integer("switch.input_buffer_cells"));
  c.line_bps = p.number("switch.line_gbps") * 1e9;
  c.sw.cell_time = sim::SimTime::transmission(switching::kCellBytes, std::llround(c.line_bps));
  c.traffic.load = p.number("traffic.load");
  const std::string pattern = p.choice("traffic.pattern");
  c.traffic.pattern = pattern == "diagonal"     ? DestinationPattern::diagonal
                      : pattern == "unbalanced" ? DestinationPattern::unbalanced
                                                : DestinationPattern::uniform;
  c.traffic.unbalance = p.number("traffic.unbalance");
  c.traffic.cell_payload_bytes = switching::kCellPayloadBytes;
  return c;
}

}  // namespace opslab::models::cioq
