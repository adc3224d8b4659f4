// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// TraceRing: the most recent time–sequence points of one flow, in a ring whose capacity can
// change (large while the flow is the traced one, small otherwise), so that every flow's
// recent history is at hand when the user picks it while memory stays bounded. Points are
// numbered by a running count, so a reader can ask for everything after the last one it took.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "simulation/Snapshot.hpp"

namespace opslab::gui {

class TraceRing {
 public:
  /// Adds a point; beyond `capacity` points the oldest one is overwritten.
  void push(const TracePoint& p, std::size_t capacity) {
    if (buf_.size() < capacity) {
      if (start_ != 0) linearize();
      buf_.push_back(p);
    } else {
      buf_[start_] = p;
      start_ = (start_ + 1) % buf_.size();
    }
    ++total_;
  }

  /// Keeps only the newest `capacity` points and frees the rest.
  void shrink(std::size_t capacity) {
    if (buf_.size() <= capacity) return;
    linearize();
    buf_.erase(buf_.begin(), buf_.end() - static_cast<std::ptrdiff_t>(capacity));
    buf_.shrink_to_fit();
  }

  /// Points ever pushed (the running count of the newest one).
  std::uint64_t total() const { return total_; }
  std::size_t size() const { return buf_.size(); }

  /// Appends to `out`, oldest first, the points still held whose running count is ≥ `from`.
  void copySince(std::uint64_t from, std::vector<TracePoint>& out) const {
    const std::uint64_t first = total_ - buf_.size();  // running count of the oldest held
    for (std::uint64_t k = std::max(from, first); k < total_; ++k) {
      out.push_back(buf_[(start_ + static_cast<std::size_t>(k - first)) % buf_.size()]);
    }
  }

 private:
  void linearize() {
    std::rotate(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(start_), buf_.end());
    start_ = 0;
  }

  std::vector<TracePoint> buf_;
  std::size_t start_ = 0;  // index of the oldest point once the ring has wrapped
  std::uint64_t total_ = 0;
};

}  // namespace opslab::gui
