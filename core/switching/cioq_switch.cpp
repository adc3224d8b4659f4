// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
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
  // Output-queued, a packet crosses in the slot after its arrival: nothing to fold.
  fold_ = params.fold_slots && params.speedup > 1 &&
          params.architecture != SwitchArchitecture::output_queued;
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
  settle();
  return inputs_[input].queue_cells[queue_of_output_[output]];
}

void CioqSwitch::arrive(std::uint32_t input, std::uint32_t output, net::PacketPtr p) {
  assert(input < params_.ports && output < params_.ports);
  settle();
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
  if (!fold_) {
    wake();
    return;
  }
  if (!alive_) {
    next_slot_ = first_slot_after(net_.now());
    alive_ = true;
  }
  plan();
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

std::uint64_t CioqSwitch::first_slot_after(sim::SimTime t) const {
  std::uint64_t m =
      slot_ps_ != 0
          ? static_cast<std::uint64_t>(t.count_ps() / slot_ps_)
          : static_cast<std::uint64_t>(static_cast<sim::Int128>(t.count_ps()) *
                                       params_.speedup / params_.cell_time.count_ps());
  while (slot_start(m) <= t) ++m;
  return m;
}

void CioqSwitch::wake() {
  if (slot_.scheduled()) return;
  // The first fabric slot that starts strictly after now: a cell must be in its line card
  // before the slot that carries it starts.
  schedule_slot(first_slot_after(net_.now()));
}

void CioqSwitch::handle_event(sim::Event& ev) {
  if (!fold_) {
    deliver_due(slot_index_);
    if (queued_cells_ > 0) run_slot(slot_index_);
    if (queued_cells_ > 0 || !deliveries_.empty()) schedule_slot(slot_index_ + 1);
    return;
  }
  // Folded: both events come at a slot's start, and work through the slots before it. The
  // deliver event stands where the slot's own event stood, so, like it, it hands over what
  // the slot before completed and then runs the slot.
  const std::uint64_t now_slot = first_slot_after(net_.now()) - 1;
  settle_before(now_slot);
  if (ev.tag() == kDeliver) {
    deliver_due(now_slot);
    settle_before(now_slot + 1);
  }
  plan();
}

void CioqSwitch::settle() const {
  if (!fold_ || settling_) return;
  // The lazily run slots are state like any other: bringing them up to now changes what the
  // switch is, not what it shows, so the accessors may do it (the switch is never const).
  auto* self = const_cast<CioqSwitch*>(this);
  const sim::SimTime now = net_.now();
  // The slot that starts exactly now counts if its event (in the switch that ran one per
  // slot) would have come before this point: it was scheduled at the previous slot's start,
  // and among events of one time the earlier scheduled fire first.
  const sim::Simulation::Position& at = net_.sim().position();
  std::uint64_t last = first_slot_after(now) - 1;  // the last slot starting at or before now
  if (last == 0) return;  // slot 0 never runs: the first slot comes after an arrival
  if (slot_start(last) == now) {
    const sim::SimTime before = slot_start(last - 1);
    const bool slot_first = at.in_event ? at.scheduled_at >= before
                                        : at.drained || at.scheduled_at >= before;
    if (at.in_event && at.scheduled_at == before) ++self->stats_.order_guesses;
    if (!slot_first) --last;
  }
  self->settle_before(last + 1);
}

void CioqSwitch::settle_before(std::uint64_t end) {
  settling_ = true;
  while (alive_ && next_slot_ < end) {
    const std::uint64_t m = next_slot_++;
    if (queued_cells_ == 0) {
      alive_ = false;  // the slot only handed over the last slot's packets
      break;
    }
    const std::size_t due = deliveries_.size();
    run_slot(m);
    if (repeats() && next_slot_ < end) {
      // The next slots repeat this matching until a matched head completes.
      std::uint64_t k = end - next_slot_;
      for (std::uint64_t ins = matched_inputs_; ins != 0; ins &= ins - 1) {
        const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
        const auto q = queue_of_output_[static_cast<std::uint32_t>(match_[i])];
        k = std::min<std::uint64_t>(k, inputs_[i].queues[q].front().cells_left);
      }
      run_repeats(next_slot_, k);
      next_slot_ += k;
    }
    alive_ = queued_cells_ > 0 || deliveries_.size() > due;
  }
  settling_ = false;
}

std::uint32_t CioqSwitch::fewest_cells_left() const {
  std::uint32_t fewest = ~std::uint32_t{0};
  for (std::uint64_t ins = active_inputs_; ins != 0; ins &= ins - 1) {
    const InputCard& in = inputs_[std::countr_zero(ins)];
    for (std::uint64_t qs = in.busy_queues; qs != 0; qs &= qs - 1) {
      fewest = std::min(fewest, in.queues[std::countr_zero(qs)].front().cells_left);
    }
  }
  return fewest;
}

void CioqSwitch::plan() {
  // A packet that completes in slot m is handed over at the start of slot m + 1 by the
  // deliver event, which must sit where the per-slot switch's slot m + 1 event sat: scheduled
  // at slot m's start. So a prepare event at slot m's start schedules it. The earliest slot a
  // packet can complete in is next_slot_ + (fewest cells left of a queue's head) − 1: each
  // input sends at most one cell per slot, and a packet behind a head completes after it.
  if (!deliveries_.empty() && !deliver_.scheduled()) {
    // The deliver event ran the slot that completed them: the next slot's event, from here.
    net_.sim().schedule(deliver_, slot_start(deliveries_.front().slot + 1));
  }
  if (!alive_ || queued_cells_ == 0) {
    if (prepare_.scheduled()) net_.sim().cancel(prepare_);
    return;
  }
  const std::uint64_t m = next_slot_ + fewest_cells_left() - 1;
  const sim::SimTime now = net_.now();
  if (slot_start(m) == now) {
    // This event stands where slot m's would have: schedule the deliver event from here.
    if (prepare_.scheduled()) net_.sim().cancel(prepare_);
    if (!deliver_.scheduled()) net_.sim().schedule(deliver_, slot_start(m + 1));
    return;
  }
  if (deliver_.scheduled() && deliver_.time() <= slot_start(m + 1)) return;
  if (prepare_.scheduled() && prepare_.time() <= slot_start(m)) return;
  net_.sim().reschedule(prepare_, slot_start(m));
}

void CioqSwitch::run_slot(std::uint64_t m) {
  slot_index_ = m;
  slot_time_ = slot_start(m);
  ++stats_.fabric_slots;
  stats_.queued_cell_slots += static_cast<long double>(queued_cells_);
  if (params_.architecture == SwitchArchitecture::output_queued) {
    transfer_all();
    return;
  }
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
  if (observer_) observer_(slot_time_, match_);
  transfer();
}

bool CioqSwitch::repeats() const {
  // iSLIP, requests unchanged since the last matching and all eligible, no conflict among
  // them: matching again gives the same pairs and leaves the pointers (see conflict_free()).
  return params_.architecture == SwitchArchitecture::voq_islip && !requests_stale_ &&
         islip_.conflict_free() && matched_inputs_ != 0 && !observer_;
}

void CioqSwitch::run_repeats(std::uint64_t m, std::uint64_t k) {
  // What k calls of run_slot(m), run_slot(m + 1), … would do, each slot moving one cell per
  // pair (the sums are of integers, so the long double total is the same).
  const std::uint32_t pairs = islip_.matched();
  stats_.fabric_slots += k;
  stats_.queued_cell_slots += static_cast<long double>(k * queued_cells_ - pairs * (k * (k - 1) / 2));
  matching_sizes_[pairs] += k;
  slot_index_ = m + k - 1;
  slot_time_ = slot_start(slot_index_);
  transfer(static_cast<std::uint32_t>(k));
}

void CioqSwitch::deliver_due(std::uint64_t m) {
  while (!deliveries_.empty() && deliveries_.front().slot < m) {
    Delivery d = deliveries_.pop_front();
    ++stats_.packets_out;
    bytes_for_output_[d.output] -= d.packet->size_bytes;
    outputs_[d.output]->send(std::move(d.packet));
  }
}

void CioqSwitch::cells_by_output(std::uint32_t input, std::vector<std::uint64_t>& out) const {
  settle();
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
  const sim::SimTime now = slot_time_;
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

void CioqSwitch::transfer(std::uint32_t cells) {
  for (std::uint64_t ins = matched_inputs_; ins != 0; ins &= ins - 1) {
    const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
    const auto j = static_cast<std::uint32_t>(match_[i]);
    InputCard& in = inputs_[i];
    const std::uint32_t q = queue_of_output_[j];
    Entry& head = in.queues[q].front();
    assert(head.output == j && head.cells_left >= cells);
    head.cells_left -= cells;
    in.queue_cells[q] -= cells;
    in.cells -= cells;
    queued_cells_ -= cells;
    cells_for_output_[j] -= cells;
    stats_.cells_switched += cells;
    if (head.cells_left == 0) {
      // The last cell completes the packet at the egress line card at the end of the slot.
      deliveries_.push_back(Delivery{std::move(head.packet), j, slot_index_});
      in.queues[q].pop_front();
      requests_stale_ = true;
      if (in.queues[q].empty()) in.busy_queues &= ~(std::uint64_t{1} << q);
    }
    if (in.cells == 0) active_inputs_ &= ~(std::uint64_t{1} << i);
  }
}

void CioqSwitch::transfer_all() {
  const sim::SimTime now = slot_time_;
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
