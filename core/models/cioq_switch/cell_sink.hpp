// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CellSink: the line behind one output of the switch-scheduling lab. It counts the cells that
// finished leaving the output and sums their delay from arrival at the input line card, over
// the measurement window.
#pragma once

#include <cstdint>

#include "net/network.hpp"
#include "net/node.hpp"

namespace opslab::models::cioq {

class CellSink final : public net::Node {
 public:
  CellSink(net::Network& net, net::NodeId id, std::string name)
      : Node(id, std::move(name)), net_(net) {}

  void receive(net::PacketPtr p) override {
    net_.count_delivered(id());
    ++cells_;
    ++total_;
    const auto d = static_cast<long double>((net_.now() - p->created).count_ps());
    delay_ps_ += d;
    total_delay_ps_ += d;
  }
  /// Starts the measurement window.
  void reset() {
    cells_ = 0;
    delay_ps_ = 0;
  }
  std::uint64_t cells() const { return cells_; }
  /// Cells since the start of the run.
  std::uint64_t total_cells() const { return total_; }
  long double delay_ps() const { return delay_ps_; }
  /// Summed delay of the cells since the start of the run.
  long double total_delay_ps() const { return total_delay_ps_; }

 private:
  net::Network& net_;
  std::uint64_t cells_ = 0;
  std::uint64_t total_ = 0;
  long double delay_ps_ = 0;
  long double total_delay_ps_ = 0;
};

}  // namespace opslab::models::cioq
