// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// BernoulliCellSource: the arrival process of the switch-scheduling lab — at every cell slot
// each input receives one cell with probability ρ, independently of other slots and inputs
// (Bernoulli i.i.d.), addressed to an output drawn from a destination pattern:
//  - uniform: every output equally likely (McKeown 1999 §IV, Karol et al. 1987);
//  - diagonal: output i with probability 2/3, output i+1 with 1/3 (McKeown 1999 §IV-B);
//  - unbalanced: output i with probability ω + (1−ω)/N, any other with (1−ω)/N
//    (Rojas-Cessa, Oki & Chao 2001).
// Each input draws its next arrival slot from a geometric gap, so the source costs one event
// per slot in which at least one cell arrives (none for empty slots).
#pragma once

#include <cstdint>
#include <vector>

#include "net/network.hpp"
#include "sim/random.hpp"
#include "switching/cioq_switch.hpp"

namespace opslab::models::cioq {

enum class DestinationPattern : std::uint8_t { uniform, diagonal, unbalanced };

struct BernoulliCellSourceParams {
  double load = 0.8;  // ρ: cells per input per slot
  DestinationPattern pattern = DestinationPattern::uniform;
  double unbalance = 0.5;  // ω of the unbalanced pattern
  std::uint32_t cell_payload_bytes = 48;
};

class BernoulliCellSource final : private sim::EventHandler {
 public:
  /// Cell arrivals at input i come from node inputs[i] and are addressed to node outputs[j].
  BernoulliCellSource(net::Network& net, switching::CioqSwitch& sw, std::vector<net::NodeId> inputs,
                      std::vector<net::NodeId> outputs, const BernoulliCellSourceParams& params);

  /// Schedules the first arrivals (slot 1 onwards: a cell arriving in slot k is in its line
  /// card at the end of that slot, time k·T).
  void start();
  std::uint64_t cells_offered() const { return offered_; }

 private:
  void handle_event(sim::Event& ev) override;
  std::uint64_t gap();
  std::uint32_t destination(std::uint32_t input);
  void schedule_next();

  net::Network& net_;
  switching::CioqSwitch& sw_;
  std::vector<net::NodeId> inputs_, outputs_;
  BernoulliCellSourceParams params_;
  sim::RandomStream gaps_rng_;
  sim::RandomStream dest_rng_;
  std::vector<std::uint64_t> next_slot_;  // per input
  std::uint64_t offered_ = 0;
  sim::Event event_{this};
};

}  // namespace opslab::models::cioq
