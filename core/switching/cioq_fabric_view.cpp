// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/cioq_fabric_view.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace opslab::switching {

void CioqFabricWatch::watch(CioqSwitch& fabric) {
  if (watching_) return;
  watching_ = true;
  last_match_.assign(fabric.ports(), kUnmatched);
  last_requests_.assign(fabric.ports(), 0);
  if (fabric.params().architecture == SwitchArchitecture::voq_islip) fabric.trace_islip(&trace_);
  const CioqSwitch* f = &fabric;
  fabric.observe_slots([this, f](sim::SimTime t, const std::vector<std::int32_t>& match) {
    last_slot_ps_ = t.count_ps();
    std::copy(match.begin(), match.end(), last_match_.begin());
    const auto& r = f->last_requests();
    std::copy(r.begin(), r.end(), last_requests_.begin());
  });
}

scenario::FabricView CioqFabricWatch::view(const CioqSwitch& fabric, std::uint32_t node,
                                           std::string label, std::vector<std::string> inputs,
                                           std::vector<std::string> outputs) const {
  const std::uint32_t n = fabric.ports();
  if (inputs.size() != n || outputs.size() != n) {
    throw std::invalid_argument("CioqFabricWatch::view: one name per port");
  }
  scenario::FabricView v;
  v.node = node;
  v.label = std::move(label);
  v.inputs = std::move(inputs);
  v.outputs = std::move(outputs);
  v.queue_of_output.resize(n);
  v.queue_cells.assign(std::size_t{n} * n, 0);
  v.cells_to_output.reserve(std::size_t{n} * n);
  v.output_packets.assign(n, 0);
  v.output_bytes.assign(n, 0);
  for (std::uint32_t j = 0; j < n; ++j) {
    v.queue_of_output[j] = fabric.queue_of_output(j);
    if (const net::Link* l = fabric.output_line(j)) {
      v.output_packets[j] = l->queue_packets();
      v.output_bytes[j] = l->queue_bytes();
    }
  }
  std::vector<std::uint64_t> row;
  for (std::uint32_t i = 0; i < n; ++i) {
    for (std::uint32_t j = 0; j < n; ++j) {
      const std::uint32_t q = v.queue_of_output[j];
      v.queue_cells[std::size_t{i} * n + q] = fabric.cells_in_queue(i, q);
    }
    fabric.cells_by_output(i, row);
    v.cells_to_output.insert(v.cells_to_output.end(), row.begin(), row.end());
  }
  const auto& p = fabric.params();
  v.arbiter = p.architecture == SwitchArchitecture::voq_islip    ? scenario::FabricView::Arbiter::islip
              : p.architecture == SwitchArchitecture::input_fifo ? scenario::FabricView::Arbiter::fifo
                                                                 : scenario::FabricView::Arbiter::output_queued;
  v.slot_ps = p.cell_time.count_ps() / p.speedup;
  if (v.arbiter == scenario::FabricView::Arbiter::islip) {
    for (std::uint32_t k = 0; k < n; ++k) {
      v.grant_pointers.push_back(fabric.islip().grant_pointer(k));
      v.accept_pointers.push_back(fabric.islip().accept_pointer(k));
    }
  }
  if (watching_) {
    v.slot_start_ps = last_slot_ps_;
    v.match = last_match_;
    if (v.arbiter != scenario::FabricView::Arbiter::output_queued) v.requests = last_requests_;
    if (v.arbiter == scenario::FabricView::Arbiter::islip) {
      v.islip_iterations = trace_.iterations_run;
      v.grant_pointers_before = trace_.grant_before;
      v.accept_pointers_before = trace_.accept_before;
      const std::size_t used = std::size_t{trace_.iterations_run} * n;
      v.islip_requests.assign(trace_.requests.begin(), trace_.requests.begin() + used);
      v.islip_grants.assign(trace_.grants.begin(), trace_.grants.begin() + used);
      v.islip_accepts.assign(trace_.accepts.begin(), trace_.accepts.begin() + used);
    }
  }
  return v;
}

std::string fabric_label(const CioqSwitchParams& p) {
  switch (p.architecture) {
    case SwitchArchitecture::voq_islip:
      return fmt::format("VOQs · iSLIP × {} · speedup {}", p.iterations, p.speedup);
    case SwitchArchitecture::input_fifo:
      return fmt::format("input FIFOs · speedup {}", p.speedup);
    case SwitchArchitecture::output_queued:
      return "output-queued (speedup N)";
  }
  return {};
}

}  // namespace opslab::switching
