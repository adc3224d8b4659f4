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

void IslipScheduler::match(const std::vector<std::uint64_t>& requests) {
  assert(requests.size() == n_);
  std::fill(out_of_in_.begin(), out_of_in_.end(), kUnmatched);
  std::fill(in_of_out_.begin(), in_of_out_.end(), kUnmatched);
  matched_ = 0;
  std::uint64_t free_in = all_, free_out = all_;
  if (trace_) {
    std::copy(grant_.begin(), grant_.end(), trace_->grant_before.begin());
    std::copy(accept_.begin(), accept_.end(), trace_->accept_before.begin());
    std::fill(trace_->requests.begin(), trace_->requests.end(), 0);
    std::fill(trace_->grants.begin(), trace_->grants.end(), kUnmatched);
    std::fill(trace_->accepts.begin(), trace_->accepts.end(), kUnmatched);
    trace_->iterations_run = 0;
  }
  for (std::uint32_t it = 0; it < iterations_; ++it) {
    // Request: the columns of the request matrix restricted to unmatched ports.
    std::fill(column_.begin(), column_.end(), 0);
    for (std::uint64_t ins = free_in; ins != 0; ins &= ins - 1) {
      const auto i = static_cast<std::uint32_t>(std::countr_zero(ins));
      for (std::uint64_t outs = requests[i] & free_out; outs != 0; outs &= outs - 1) {
        column_[std::countr_zero(outs)] |= std::uint64_t{1} << i;
      }
    }
    // Grant: each unmatched output grants one requester, round-robin from its pointer.
    std::fill(grants_.begin(), grants_.end(), 0);
    bool any = false;
    for (std::uint64_t outs = free_out; outs != 0; outs &= outs - 1) {
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
      out_of_in_[i] = static_cast<std::int32_t>(j);
      in_of_out_[j] = static_cast<std::int32_t>(i);
      if (trace_) trace_->accepts[std::size_t{it} * n_ + i] = static_cast<std::int32_t>(j);
      free_in &= ~(std::uint64_t{1} << i);
      free_out &= ~(std::uint64_t{1} << j);
      ++matched_;
      if (it == 0) {  // McKeown §III: pointers move only on first-iteration acceptances
        grant_[j] = (i + 1) % n_;
        accept_[i] = (j + 1) % n_;
      }
    }
  }
}

}  // namespace opslab::switching
