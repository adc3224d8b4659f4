// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// IslipScheduler: McKeown's iSLIP matching for an N×N input-queued switch (IEEE/ACM ToN 7(2),
// 1999, §III). Each fabric slot, every unmatched input requests every output it holds a cell
// for; each unmatched output grants the requesting input at or after its grant pointer; each
// input accepts the granting output at or after its accept pointer. Pointers move one past
// the accepted partner, and only for matches made in the first iteration (which is what
// desynchronises the outputs and gives 100% throughput under uniform i.i.d. traffic).
// Further iterations add matches between still-unmatched ports.
//
// Requests are bit masks (bit j of input i's mask: i holds a cell for output j), so N ≤ 64
// and one iteration costs O(N) word operations; no allocation after construction. When the
// requests do not conflict (each requesting input wants one output and no output is wanted
// twice) the first iteration pairs them all, whatever the pointers, and match() takes that
// short cut: a lightly loaded switch pays O(requesting inputs) per slot.
#pragma once

#include <cstdint>
#include <vector>

namespace opslab::switching {

inline constexpr std::uint32_t kMaxSwitchPorts = 64;
inline constexpr std::int32_t kUnmatched = -1;

/// What one slot's IslipScheduler::match() did, phase by phase, for views that show iSLIP
/// iteration by iteration: the pointers when the slot began and, per iteration k that granted
/// something, the requests of the still-unmatched inputs (requests[k·N + i], bit j), each
/// output's grant (grants[k·N + j]: the input, or kUnmatched) and each input's acceptance
/// (accepts[k·N + i]: the output, or kUnmatched). Sized once when attached.
struct IslipTrace {
  std::vector<std::uint32_t> grant_before, accept_before;
  std::uint32_t iterations_run = 0;
  std::vector<std::uint64_t> requests;
  std::vector<std::int32_t> grants;
  std::vector<std::int32_t> accepts;
};

class IslipScheduler {
 public:
  IslipScheduler(std::uint32_t ports, std::uint32_t iterations);

  std::uint32_t ports() const { return n_; }
  std::uint32_t iterations() const { return iterations_; }

  /// Computes one slot's matching from requests[i] (bit j: input i requests output j).
  /// Afterwards output_of(i) is i's partner or kUnmatched; the matching is a partial
  /// permutation containing only requested pairs.
  void match(const std::vector<std::uint64_t>& requests);
  std::int32_t output_of(std::uint32_t input) const { return out_of_in_[input]; }
  std::int32_t input_of(std::uint32_t output) const { return in_of_out_[output]; }
  /// Pairs matched by the last match(), and the inputs among them (bit i).
  std::uint32_t matched() const { return matched_; }
  std::uint64_t matched_inputs() const { return matched_in_; }

  /// The last match() took the short cut for requests without conflicts. Then a match() of
  /// the same requests again would change nothing: the same pairs, and the pointers it moves
  /// are already one past each partner.
  bool conflict_free() const { return conflict_free_; }

  std::uint32_t grant_pointer(std::uint32_t output) const { return grant_[output]; }
  std::uint32_t accept_pointer(std::uint32_t input) const { return accept_[input]; }

  /// Records every later match() into `trace` (sized here), or stops with nullptr. Costs a
  /// test per phase when off.
  void record_into(IslipTrace* trace);

 private:
  std::uint32_t n_;
  std::uint32_t iterations_;
  std::uint64_t all_;                  // mask of the n_ ports
  std::vector<std::uint32_t> grant_;   // per output
  std::vector<std::uint32_t> accept_;  // per input
  std::vector<std::int32_t> out_of_in_;
  std::vector<std::int32_t> in_of_out_;
  std::vector<std::uint64_t> column_;  // per output: inputs requesting it
  std::vector<std::uint64_t> grants_;  // per input: outputs granting it
  std::uint32_t matched_ = 0;
  std::uint64_t matched_in_ = 0;  // inputs paired by the last match()
  IslipTrace* trace_ = nullptr;

  bool conflict_free_ = false;

  void pair(std::uint32_t i, std::uint32_t j);
  std::uint32_t next_port(std::uint32_t p) const { return p + 1 == n_ ? 0 : p + 1; }
};

/// The first set bit of `mask` at or after position `from`, wrapping around within `n` bits;
/// `mask` must be non-zero.
std::uint32_t first_at_or_after(std::uint64_t mask, std::uint32_t from, std::uint32_t n);

}  // namespace opslab::switching
