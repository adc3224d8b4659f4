#include "switching/cioq_fabric_view.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace opslab::switching {

void CioqFabricWatch::watch(CioqSwitch& fabric) {
  if (watching_) return;
  watching_ = true;
  last_match_.assign(fabric.ports(), kUnmatched);
  fabric.observe_slots([this](sim::SimTime t, const std::vector<std::int32_t>& match) {
    last_slot_ps_ = t.count_ps();
    std::copy(match.begin(), match.end(), last_match_.begin());
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
  v.output_packets.assign(n, 0);
  v.output_bytes.assign(n, 0);
  for (std::uint32_t j = 0; j < n; ++j) {
    v.queue_of_output[j] = fabric.queue_of_output(j);
    if (const net::Link* l = fabric.output_line(j)) {
      v.output_packets[j] = l->queue_packets();
      v.output_bytes[j] = l->queue_bytes();
    }
  }
  for (std::uint32_t i = 0; i < n; ++i) {
    for (std::uint32_t j = 0; j < n; ++j) {
      const std::uint32_t q = v.queue_of_output[j];
      v.queue_cells[std::size_t{i} * n + q] = fabric.cells_in_queue(i, q);
    }
  }
  const auto& p = fabric.params();
  v.slot_ps = p.cell_time.count_ps() / p.speedup;
  if (watching_) {
    v.slot_start_ps = last_slot_ps_;
    v.match = last_match_;
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
