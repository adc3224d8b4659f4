// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/islip.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <stdexcept>

namespace opslab::switching {

std::uint32_t first_at_or_after(std::uint64_t mask, std::uint32_t from, std::uint32_t n) {
  assert(mask != 0 && from < n);
  const std::uint64_t high = from == 0 ? mask : mask & (~std::uint64_t{0} << from);
  const std::uint64_t pick = high != 0 ? high : mask;
  const auto j = static_cast<std::uint32_t>(std::countr_zero(pick));
  assert(j < n);
  (void)n;
  return j;
}

IslipScheduler::IslipScheduler(std::uint32_t ports, std::uint32_t iterations)
    : n_(ports),
      iterations_(iterations),
      all_(ports == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << ports) - 1),
      grant_(ports, 0),
      accept_(ports, 0),
      out_of_in_(ports, kUnmatched),
      in_of_out_(ports, kUnmatched),
      column_(ports, 0),
      grants_(ports, 0) {
  if (ports == 0 || ports > kMaxSwitchPorts) {
    throw std::invalid_argument("IslipScheduler: ports must be in [1, 64]");
  }
  if (iterations == 0) throw std::invalid_argument("IslipScheduler: iterations must be >= 1");
}

void IslipScheduler::record_into(IslipTrace* trace) {
  trace_ = trace;
  if (!trace_) return;
  const std::size_t cells = std::size_t{n_} * iterations_;
  trace_->grant_before.assign(n_, 0);
  trace_->accept_before.assign(n_, 0);
  trace_->iterations_run = 0;
  trace_->requests.assign(cells, 0);
  trace_->grants.assign(cells, kUnmatched);
  trace_->accepts.assign(cells, kUnmatched);
}

void IslipScheduler::pair(std::uint32_t i, std::uint32_t j) {
  out_of_in_[i] = static_cast<std::int32_t>(j);
  in_of_out_[j] = static_cast<std::int32_t>(i);
  matched_in_ |= std::uint64_t{1} << i;
  ++matched_;
}

void IslipScheduler::match(const std::vector<std::uint64_t>& requests) {
  assert(requests.size() == n_);
  // Forget the last matching: only its pairs were set.
  for (std::uint64_t ins = matched_in_; ins != 0; ins &= ins - 1) {
    const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
    in_of_out_[static_cast<std::uint32_t>(out_of_in_[i])] = kUnmatched;
    out_of_in_[i] = kUnmatched;
  }
  matched_in_ = 0;
  matched_ = 0;
  std::uint64_t requesting = 0, wanted = 0;
  bool conflict_free = true;
  for (std::uint32_t i = 0; i < n_; ++i) {
    const std::uint64_t r = requests[i];
    if (r == 0) continue;
    requesting |= std::uint64_t{1} << i;
    if ((r & (r - 1)) != 0 || (wanted & r) != 0) conflict_free = false;
    wanted |= r;
  }
  if (conflict_free && trace_ == nullptr) {
    // Every requested output grants its one requester, which accepts its one grant, in the
    // first iteration (so both pointers move); later iterations find nothing left.
    for (std::uint64_t ins = requesting; ins != 0; ins &= ins - 1) {
      const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
      const auto j = static_cast<std::uint32_t>(std::countr_zero(requests[i]));
      pair(i, j);
      grant_[j] = next_port(i);
      accept_[i] = next_port(j);
    }
    conflict_free_ = true;
    return;
  }
  conflict_free_ = false;
  // Inputs without requests are never granted, so only requesting ones take part.
  std::uint64_t free_in = requesting, free_out = all_;
  if (trace_) {
    std::copy(grant_.begin(), grant_.end(), trace_->grant_before.begin());
    std::copy(accept_.begin(), accept_.end(), trace_->accept_before.begin());
    std::fill(trace_->requests.begin(), trace_->requests.end(), 0);
    std::fill(trace_->grants.begin(), trace_->grants.end(), kUnmatched);
    std::fill(trace_->accepts.begin(), trace_->accepts.end(), kUnmatched);
    trace_->iterations_run = 0;
  }
  for (std::uint32_t it = 0; it < iterations_; ++it) {
    // Request: the columns of the request matrix restricted to unmatched ports (only wanted
    // outputs' columns are ever set).
    for (std::uint64_t outs = wanted & free_out; outs != 0; outs &= outs - 1) {
      column_[std::countr_zero(outs)] = 0;
    }
    for (std::uint64_t ins = free_in; ins != 0; ins &= ins - 1) {
      const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
      grants_[i] = 0;
      for (std::uint64_t outs = requests[i] & free_out; outs != 0; outs &= outs - 1) {
        column_[std::countr_zero(outs)] |= std::uint64_t{1} << i;
      }
    }
    // Grant: each unmatched output grants one requester, round-robin from its pointer.
    bool any = false;
    for (std::uint64_t outs = wanted & free_out; outs != 0; outs &= outs - 1) {
      const auto j = static_cast<std::uint32_t>(std::countr_zero(outs));
      if (column_[j] == 0) continue;
      const std::uint32_t granted = first_at_or_after(column_[j], grant_[j], n_);
      grants_[granted] |= std::uint64_t{1} << j;
      any = true;
      if (trace_) trace_->grants[std::size_t{it} * n_ + j] = static_cast<std::int32_t>(granted);
    }
    if (!any) break;
    if (trace_) {
      trace_->iterations_run = it + 1;
      for (std::uint64_t ins = free_in; ins != 0; ins &= ins - 1) {
        const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
        trace_->requests[std::size_t{it} * n_ + i] = requests[i] & free_out;
      }
    }
    // Accept: each granted input accepts one output, round-robin from its pointer.
    for (std::uint64_t ins = free_in; ins != 0; ins &= ins - 1) {
      const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
      if (grants_[i] == 0) continue;
      const std::uint32_t j = first_at_or_after(grants_[i], accept_[i], n_);
      pair(i, j);
      if (trace_) trace_->accepts[std::size_t{it} * n_ + i] = static_cast<std::int32_t>(j);
      free_in &= ~(std::uint64_t{1} << i);
      free_out &= ~(std::uint64_t{1} << j);
      if (it == 0) {  // McKeown §III: pointers move only on first-iteration acceptances
        grant_[j] = next_port(i);
        accept_[i] = next_port(j);
      }
    }
  }
}

}  // namespace opslab::switching
