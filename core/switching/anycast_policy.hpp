// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Anycast switching (AS) policies of Izquierdo-Zaragoza & Pavon-Marino (§III): the forwarding
// engine of an input line card picks, for each packet bound to a lightpath bundle, the output
// port (lightpath) of the bundle, at the moment the packet arrives.
//  - none:      no bundling; the lightpath is fixed by the packet's destination sub-network
//               (routing tables spread destinations over the lightpaths, §IV-A);
//  - random:    a port of the bundle uniformly at random;
//  - rr:        round robin over the bundle's VOQs, per line card: one packet a turn, whatever
//               its size ("classical circular round-robin"). An ablation, not the paper's: with
//               a quantum of bytes each port's turn lasts until it has been given that many
//               bytes, its excess carried into its next turn (deficit round robin), so the
//               trimodal packet sizes no longer unbalance the bundle (Fig. 3b's first reason);
//  - jsvoq:     the port whose VOQ in this line card holds the fewest cells;
//  - e_jsq:     the port with the smallest count of bytes this line card has ever sent to it,
//               counting original packet lengths only (no cell header or padding); the switch
//               must keep one AS-VOQ per bundle (CioqSwitch::group_outputs);
//  - ideal_jsq: the port with the least traffic pending to be carried in the whole router
//               (§II-B: "each packet is switched to the output port with less traffic pending
//               to be carried"), measured as time on its lightpath: the rest of the packet on
//               the wire, its output FIFO, and every packet bound to it still inside the
//               switch (queued or partly crossed), at original length. Not local information:
//               the reference the paper's practical policies are measured against.
// Ties (jsvoq, e_jsq, ideal_jsq) are broken uniformly at random; the paper states this for
// e-JSQ and is silent for the others, so we do the same there.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "net/link.hpp"
#include "sim/random.hpp"
#include "switching/cioq_switch.hpp"

namespace opslab::switching {

enum class AnycastPolicy : std::uint8_t { none, random, rr, jsvoq, e_jsq, ideal_jsq };
/// The policy named as in scenario files ("e_jsq"…); throws std::invalid_argument.
AnycastPolicy parse_anycast_policy(std::string_view name);
const char* to_string(AnycastPolicy p);

/// The forwarding decision of one input line card for one bundle. O(bundle size) per packet,
/// no allocation.
class AnycastSelector {
 public:
  /// `ports`: the switch outputs of the bundle's lightpaths; `lines`: the output links, by
  /// switch output (only the bundle's are read, by ideal_jsq); `rr_quantum_bytes`: rr's turn
  /// in bytes (deficit round robin), 0 for one packet a turn.
  AnycastSelector(AnycastPolicy policy, std::vector<std::uint32_t> ports,
                  const std::vector<net::Link*>& lines, sim::RandomStream& rng,
                  std::uint32_t rr_quantum_bytes = 0);

  /// The output port for a packet of `bytes` arriving at `input` for destination sub-network
  /// `destination` (used by `none` only).
  std::uint32_t choose(const CioqSwitch& sw, std::uint32_t input, std::uint32_t bytes,
                       std::uint32_t destination);

  AnycastPolicy policy() const { return policy_; }
  /// e_jsq: bytes this line card has sent to each port of the bundle.
  const std::vector<std::uint64_t>& byte_counters() const { return counters_; }
  /// The bundle's output ports.
  const std::vector<std::uint32_t>& ports() const { return ports_; }

  /// From now on, keep what each choice compared (for views): last_values()[k] is port k's
  /// cost as the policy saw it just before choosing (see measure()), last_port() the port
  /// chosen. Costs one pass over the bundle per packet when on, nothing when off.
  void record() { last_values_.assign(ports_.size(), 0.0); }
  bool recording() const { return !last_values_.empty(); }
  const std::vector<double>& last_values() const { return last_values_; }
  std::uint32_t last_port() const { return last_port_; }
  /// What a policy compares, in words with its unit ("bytes sent by this line card"); ""
  /// for the policies that compare nothing (none, random, rr).
  static const char* measure(AnycastPolicy p);

 private:
  template <class Cost>
  std::uint32_t least(Cost cost);

  AnycastPolicy policy_;
  std::vector<std::uint32_t> ports_;
  const std::vector<net::Link*>& lines_;
  sim::RandomStream& rng_;
  std::vector<std::uint64_t> counters_;
  std::uint32_t next_ = 0;  // rr pointer
  std::int64_t rr_quantum_;            // rr's turn in bytes; 0: one packet a turn
  std::vector<std::int64_t> credit_;   // rr with a quantum: bytes each port may still take
  std::vector<double> last_values_;  // empty: not recording
  std::uint32_t last_port_ = 0;
};

}  // namespace opslab::switching
