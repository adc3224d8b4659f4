#include "switching/cioq_switch.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <stdexcept>
#include <string>

#include "switching/cell.hpp"

namespace opslab::switching {

namespace {

/// Position of the k-th (0-based) set bit of `mask`.
std::uint32_t nth_set_bit(std::uint64_t mask, std::uint64_t k) {
  for (; k > 0; --k) mask &= mask - 1;
  return static_cast<std::uint32_t>(std::countr_zero(mask));
}

}  // namespace

CioqSwitch::CioqSwitch(net::Network& net, net::NodeId node, std::string_view name,
                       const CioqSwitchParams& params)
    : net_(net),
      node_(node),
      params_(params),
      queue_of_output_(params.ports),
      inputs_(params.ports),
      outputs_(params.ports, nullptr),
      islip_(params.ports, params.iterations),
      fifo_rng_(net.sim().random_stream(std::string("cioq-fifo/") + std::string(name))),
      requests_(params.ports, 0),
      column_(params.ports, 0),
      match_(params.ports, kUnmatched),
      matching_sizes_(params.ports + 1, 0),
      cells_for_output_(params.ports, 0),
      bytes_for_output_(params.ports, 0) {
  if (params.speedup == 0 || params.cell_time <= sim::SimTime::zero()) {
    throw std::invalid_argument("CioqSwitch: speedup and cell time must be positive");
  }
  if (params.cell_time.count_ps() % params.speedup == 0) {
    slot_ps_ = params.cell_time.count_ps() / params.speedup;
  }
  const bool fifo = params.architecture == SwitchArchitecture::input_fifo;
  for (std::uint32_t j = 0; j < params.ports; ++j) queue_of_output_[j] = fifo ? 0 : j;
  for (auto& in : inputs_) {
    in.queues.resize(fifo ? 1 : params.ports);
    in.queue_cells.assign(in.queues.size(), 0);
  }
}

void CioqSwitch::group_outputs(const std::vector<std::uint32_t>& queue_of_output) {
  if (params_.architecture == SwitchArchitecture::input_fifo ||
      queue_of_output.size() != params_.ports) {
    throw std::invalid_argument("CioqSwitch::group_outputs: VOQs, one group per output");
  }
  for (std::uint32_t q : queue_of_output) {
    if (q >= params_.ports) throw std::invalid_argument("CioqSwitch::group_outputs: bad group");
  }
  queue_of_output_ = queue_of_output;
}

std::uint64_t CioqSwitch::queue_cells(std::uint32_t input, std::uint32_t output) const {
  return inputs_[input].queue_cells[queue_of_output_[output]];
}

void CioqSwitch::arrive(std::uint32_t input, std::uint32_t output, net::PacketPtr p) {
  assert(input < params_.ports && output < params_.ports);
  InputCard& in = inputs_[input];
  const std::uint32_t cells = cells_for(p->size_bytes);
  if (params_.input_buffer_cells != 0 && in.cells + cells > params_.input_buffer_cells) {
    ++stats_.input_drops;
    net_.drop(std::move(p), node_, net::DropCause::queue_overflow);
    return;
  }
  ++stats_.packets_in;
  stats_.cells_in += cells;
  const std::uint32_t q = queue_of_output_[output];
  bytes_for_output_[output] += p->size_bytes;
  in.queues[q].push_back(Entry{std::move(p), net_.now(), cells, output});
  in.queue_cells[q] += cells;
  in.busy_queues |= std::uint64_t{1} << q;
  in.cells += cells;
  queued_cells_ += cells;
  requests_stale_ = true;
  cells_for_output_[output] += cells;
  active_inputs_ |= std::uint64_t{1} << input;
  wake();
}

sim::SimTime CioqSwitch::slot_start(std::uint64_t m) const {
  if (slot_ps_ != 0) return sim::SimTime::ps(static_cast<std::int64_t>(m) * slot_ps_);
  const sim::Int128 t = static_cast<sim::Int128>(m) * params_.cell_time.count_ps();
  return sim::SimTime::ps(static_cast<std::int64_t>(t / params_.speedup));
}

void CioqSwitch::schedule_slot(std::uint64_t m) {
  slot_index_ = m;
  net_.sim().schedule(slot_, slot_start(m));
}

void CioqSwitch::wake() {
  if (slot_.scheduled()) return;
  // The first fabric slot that starts strictly after now: a cell must be in its line card
  // before the slot that carries it starts.
  const sim::SimTime now = net_.now();
  std::uint64_t m =
      slot_ps_ != 0
          ? static_cast<std::uint64_t>(now.count_ps() / slot_ps_)
          : static_cast<std::uint64_t>(static_cast<sim::Int128>(now.count_ps()) *
                                       params_.speedup / params_.cell_time.count_ps());
  while (slot_start(m) <= now) ++m;
  schedule_slot(m);
}

void CioqSwitch::handle_event(sim::Event&) {
  deliver_due();
  if (queued_cells_ > 0) {
    ++stats_.fabric_slots;
    stats_.queued_cell_slots += static_cast<long double>(queued_cells_);
    if (params_.architecture == SwitchArchitecture::output_queued) {
      transfer_all();
    } else {
      const bool changed = build_requests();
      std::uint32_t pairs = 0;
      if (params_.architecture == SwitchArchitecture::input_fifo) {
        pairs = arbitrate_fifo();
      } else if (!changed && islip_.conflict_free()) {
        pairs = islip_.matched();  // the same matching as the last slot's (see conflict_free())
      } else {
        islip_.match(requests_);
        for (std::uint64_t ins = matched_inputs_; ins != 0; ins &= ins - 1) {
          match_[std::countr_zero(ins)] = kUnmatched;
        }
        matched_inputs_ = islip_.matched_inputs();
        for (std::uint64_t ins = matched_inputs_; ins != 0; ins &= ins - 1) {
          const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
          match_[i] = islip_.output_of(i);
        }
        pairs = islip_.matched();
      }
      ++matching_sizes_[pairs];
      if (observer_) observer_(net_.now(), match_);
      transfer();
    }
  }
  if (queued_cells_ > 0 || !deliveries_.empty()) schedule_slot(slot_index_ + 1);
}

void CioqSwitch::deliver_due() {
  while (!deliveries_.empty() && deliveries_.front().slot < slot_index_) {
    Delivery d = deliveries_.pop_front();
    ++stats_.packets_out;
    bytes_for_output_[d.output] -= d.packet->size_bytes;
    outputs_[d.output]->send(std::move(d.packet));
  }
}

void CioqSwitch::cells_by_output(std::uint32_t input, std::vector<std::uint64_t>& out) const {
  out.assign(params_.ports, 0);
  const InputCard& in = inputs_[input];
  for (std::uint64_t qs = in.busy_queues; qs != 0; qs &= qs - 1) {
    const auto& queue = in.queues[std::countr_zero(qs)];
    for (std::size_t k = 0; k < queue.size(); ++k) out[queue[k].output] += queue[k].cells_left;
  }
}

bool CioqSwitch::build_requests() {
  // The requests change only when a queue's head changes (an arrival, a packet's last cell
  // crossing) or a head that arrived at this slot's start becomes eligible in the next.
  if (!requests_stale_) return false;
  requests_stale_ = false;
  const sim::SimTime now = net_.now();
  std::fill(requests_.begin(), requests_.end(), 0);
  for (std::uint64_t ins = active_inputs_; ins != 0; ins &= ins - 1) {
    const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
    const InputCard& in = inputs_[i];
    for (std::uint64_t qs = in.busy_queues; qs != 0; qs &= qs - 1) {
      const Entry& head = in.queues[std::countr_zero(qs)].front();
      if (head.arrival < now) {
        requests_[i] |= std::uint64_t{1} << head.output;
      } else {
        requests_stale_ = true;
      }
    }
  }
  return true;
}

std::uint32_t CioqSwitch::arbitrate_fifo() {
  // Each input requests at most one output (its head cell's); each output picks one of its
  // requesters uniformly at random.
  std::fill(column_.begin(), column_.end(), 0);
  std::fill(match_.begin(), match_.end(), kUnmatched);
  matched_inputs_ = 0;
  std::uint32_t pairs = 0;
  for (std::uint32_t i = 0; i < params_.ports; ++i) {
    if (requests_[i] != 0) column_[std::countr_zero(requests_[i])] |= std::uint64_t{1} << i;
  }
  for (std::uint32_t j = 0; j < params_.ports; ++j) {
    const std::uint64_t c = column_[j];
    if (c == 0) continue;
    const auto k = static_cast<std::uint64_t>(std::popcount(c));
    const std::uint32_t i = k == 1 ? static_cast<std::uint32_t>(std::countr_zero(c))
                                   : nth_set_bit(c, fifo_rng_.uniform_index(k));
    match_[i] = static_cast<std::int32_t>(j);
    matched_inputs_ |= std::uint64_t{1} << i;
    ++pairs;
  }
  return pairs;
}

void CioqSwitch::transfer() {
  for (std::uint64_t ins = matched_inputs_; ins != 0; ins &= ins - 1) {
    const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
    const auto j = static_cast<std::uint32_t>(match_[i]);
    InputCard& in = inputs_[i];
    const std::uint32_t q = queue_of_output_[j];
    Entry& head = in.queues[q].front();
    assert(head.output == j);
    --head.cells_left;
    --in.queue_cells[q];
    --in.cells;
    --queued_cells_;
    --cells_for_output_[j];
    ++stats_.cells_switched;
    if (head.cells_left == 0) {
      // The last cell completes the packet at the egress line card at the end of this slot.
      deliveries_.push_back(Delivery{std::move(head.packet), j, slot_index_});
      in.queues[q].pop_front();
      requests_stale_ = true;
      if (in.queues[q].empty()) in.busy_queues &= ~(std::uint64_t{1} << q);
    }
    if (in.cells == 0) active_inputs_ &= ~(std::uint64_t{1} << i);
  }
}

void CioqSwitch::transfer_all() {
  const sim::SimTime now = net_.now();
  for (std::uint64_t ins = active_inputs_; ins != 0; ins &= ins - 1) {
    const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
    InputCard& in = inputs_[i];
    for (std::uint64_t qs = in.busy_queues; qs != 0; qs &= qs - 1) {
      const auto q = static_cast<std::uint32_t>(std::countr_zero(qs));
      auto& queue = in.queues[q];
      while (!queue.empty() && queue.front().arrival < now) {
        Entry e = queue.pop_front();
        in.queue_cells[q] -= e.cells_left;
        in.cells -= e.cells_left;
        queued_cells_ -= e.cells_left;
        cells_for_output_[e.output] -= e.cells_left;
        stats_.cells_switched += e.cells_left;
        deliveries_.push_back(Delivery{std::move(e.packet), e.output, slot_index_});
      }
      if (queue.empty()) in.busy_queues &= ~(std::uint64_t{1} << q);
    }
    if (in.cells == 0) active_inputs_ &= ~(std::uint64_t{1} << i);
  }
}

}  // namespace opslab::switching
