// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CioqRouter: a core router of the LB+AS paper (Izquierdo-Zaragoza & Pavon-Marino §II-B,
// Fig. 2; §III; §IV-A): input line cards whose forwarding engine looks a packet's destination
// up and, when the route is a lightpath bundle, picks the bundle's port with an anycast
// switching policy (anycast_policy.hpp); a CioqSwitch fabric (cells, VOQs, iSLIP, speedup,
// reassembly); output links as the output FIFOs. Under e_jsq every line card keeps one
// AS-VOQ per bundle (§III); `queue_per_bundle` gives every policy that arrangement (an
// ablation for ideal JSQ, whose queues the paper does not describe).
//
// Packets enter through input(port) — the far end of the link arriving at that port — so
// the router knows each packet's input line card. Cost per packet: a route lookup (vector
// index), the policy's O(bundle) choice, then the fabric's per-cell work.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "net/link.hpp"
#include "net/network.hpp"
#include "net/node.hpp"
#include "sim/random.hpp"
#include "scenario/fabric_view.hpp"
#include "switching/anycast_policy.hpp"
#include "switching/cioq_switch.hpp"

namespace opslab::switching {

class CioqRouter final : public net::Node {
 public:
  CioqRouter(net::Network& net, net::NodeId id, std::string name, const CioqSwitchParams& fabric,
             AnycastPolicy policy, bool queue_per_bundle = false);

  /// The input line card of `port`: give it as the far end of the link arriving there.
  net::PacketReceiver& input(std::uint32_t port) { return *inputs_[port]; }
  /// The link that leaves by `port` (its queue is the output FIFO).
  void attach_output(std::uint32_t port, net::Link& link);
  /// rr's turn in bytes for the bundles declared from now on (AnycastSelector); 0, the
  /// default, is one packet a turn.
  void set_rr_quantum(std::uint32_t bytes) { rr_quantum_bytes_ = bytes; }
  /// Declares a bundle of output ports (call before routing to it); returns its number.
  std::uint32_t add_bundle(std::vector<std::uint32_t> ports);
  /// Packets for node `dst` leave by `port`.
  void route_to_port(net::NodeId dst, std::uint32_t port);
  /// Packets for node `dst` leave by bundle `bundle`; `destination` is the destination's
  /// sub-network, which fixes the lightpath when the policy is `none`.
  void route_to_bundle(net::NodeId dst, std::uint32_t bundle, std::uint32_t destination);

  /// Packets must arrive through input(port); one handed to the node itself has no input
  /// line card and is dropped as unroutable.
  void receive(net::PacketPtr p) override;

  const CioqSwitch& fabric() const { return *fabric_; }
  /// Packets inside the fabric: arrived at an input line card (not refused) and not yet
  /// handed to their output FIFO (runs the fabric slots due, like every fabric accessor).
  std::uint64_t held_packets() const override {
    const auto& s = fabric_->stats();
    return s.packets_in - s.packets_out;
  }
  CioqSwitch& fabric() { return *fabric_; }
  AnycastPolicy policy() const { return policy_; }
  const std::vector<std::vector<std::uint32_t>>& bundles() const { return bundle_ports_; }

  /// From now on, keep each input line card's last anycast choice (for views).
  void record_choices();
  /// Each input's last anycast choice (scenario::FabricView::AnycastChoice); empty when not
  /// recording or without bundles.
  std::vector<scenario::FabricView::AnycastChoice> anycast_choices() const;

 private:
  struct InputPort final : net::PacketReceiver {
    InputPort(CioqRouter& r, std::uint32_t p) : router(r), port(p) {}
    void receive(net::PacketPtr p) override { router.ingress(port, std::move(p)); }
    CioqRouter& router;
    std::uint32_t port;
  };
  struct Route {
    bool bundle = false;
    std::uint32_t target = 0;  // port or bundle
    std::uint32_t destination = 0;
    bool set = false;
  };

  void ingress(std::uint32_t port, net::PacketPtr p);
  Route& route(net::NodeId dst);

  net::Network& net_;
  AnycastPolicy policy_;
  bool queue_per_bundle_;  // one AS-VOQ per bundle in every line card
  std::uint32_t rr_quantum_bytes_ = 0;
  std::unique_ptr<CioqSwitch> fabric_;
  std::vector<std::unique_ptr<InputPort>> inputs_;
  std::vector<net::Link*> outputs_;
  std::vector<std::vector<std::uint32_t>> bundle_ports_;
  std::vector<std::vector<AnycastSelector>> selectors_;  // [input][bundle]
  std::vector<Route> routes_;                            // by destination node
  sim::RandomStream rng_;
  // Recording: per input, the time and bundle of its last anycast choice (−1: none).
  std::vector<std::int64_t> choice_ps_;
  std::vector<std::uint32_t> choice_bundle_;
};

}  // namespace opslab::switching
