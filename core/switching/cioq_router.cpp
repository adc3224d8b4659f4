// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/cioq_router.hpp"

#include <stdexcept>

namespace opslab::switching {

CioqRouter::CioqRouter(net::Network& net, net::NodeId id, std::string name,
                       const CioqSwitchParams& fabric, AnycastPolicy policy,
                       bool queue_per_bundle)
    : Node(id, name),
      net_(net),
      policy_(policy),
      queue_per_bundle_(queue_per_bundle || policy == AnycastPolicy::e_jsq),
      fabric_(std::make_unique<CioqSwitch>(net, id, name, fabric)),
      outputs_(fabric.ports, nullptr),
      selectors_(fabric.ports),
      rng_(net.sim().random_stream("anycast/" + name)) {
  for (std::uint32_t p = 0; p < fabric.ports; ++p) {
    inputs_.push_back(std::make_unique<InputPort>(*this, p));
  }
}

void CioqRouter::attach_output(std::uint32_t port, net::Link& link) {
  outputs_.at(port) = &link;
  fabric_->connect(port, link);
}

std::uint32_t CioqRouter::add_bundle(std::vector<std::uint32_t> ports) {
  for (auto p : ports) {
    if (p >= outputs_.size()) throw std::invalid_argument("CioqRouter: bundle port out of range");
  }
  const auto b = static_cast<std::uint32_t>(bundle_ports_.size());
  for (auto& per_input : selectors_) per_input.emplace_back(policy_, ports, outputs_, rng_, rr_quantum_bytes_);
  if (queue_per_bundle_) {
    // One AS-VOQ per bundle (§III): the bundle's ports share the queue of its first port.
    std::vector<std::uint32_t> group(outputs_.size());
    for (std::uint32_t j = 0; j < group.size(); ++j) group[j] = j;
    for (const auto& bp : bundle_ports_) {
      for (auto p : bp) group[p] = bp.front();
    }
    for (auto p : ports) group[p] = ports.front();
    fabric_->group_outputs(group);
  }
  bundle_ports_.push_back(std::move(ports));
  return b;
}

void CioqRouter::record_choices() {
  if (bundle_ports_.empty() || !choice_ps_.empty()) return;
  choice_ps_.assign(inputs_.size(), -1);
  choice_bundle_.assign(inputs_.size(), 0);
  for (auto& per_input : selectors_) {
    for (auto& s : per_input) s.record();
  }
}

std::vector<scenario::FabricView::AnycastChoice> CioqRouter::anycast_choices() const {
  std::vector<scenario::FabricView::AnycastChoice> out;
  for (std::size_t i = 0; i < choice_ps_.size(); ++i) {
    scenario::FabricView::AnycastChoice c;
    c.policy = to_string(policy_);
    c.measure = AnycastSelector::measure(policy_);
    c.t_ps = choice_ps_[i];
    if (c.t_ps >= 0) {
      const AnycastSelector& s = selectors_[i][choice_bundle_[i]];
      c.outputs = s.ports();
      c.values = s.last_values();
      c.chosen = s.last_port();
    }
    out.push_back(std::move(c));
  }
  return out;
}

CioqRouter::Route& CioqRouter::route(net::NodeId dst) {
  if (dst >= routes_.size()) routes_.resize(dst + 1);
  return routes_[dst];
}

void CioqRouter::route_to_port(net::NodeId dst, std::uint32_t port) {
  route(dst) = Route{false, port, 0, true};
}

void CioqRouter::route_to_bundle(net::NodeId dst, std::uint32_t bundle, std::uint32_t destination) {
  route(dst) = Route{true, bundle, destination, true};
}

void CioqRouter::receive(net::PacketPtr p) {
  net_.drop(std::move(p), id(), net::DropCause::no_route);
}

void CioqRouter::ingress(std::uint32_t port, net::PacketPtr p) {
  if (p->dst >= routes_.size() || !routes_[p->dst].set) {
    net_.drop(std::move(p), id(), net::DropCause::no_route);
    return;
  }
  const Route& r = routes_[p->dst];
  const std::uint32_t out =
      r.bundle ? selectors_[port][r.target].choose(*fabric_, port, p->size_bytes, r.destination)
               : r.target;
  if (r.bundle && !choice_ps_.empty()) {
    choice_ps_[port] = net_.now().count_ps();
    choice_bundle_[port] = r.target;
  }
  fabric_->arrive(port, out, std::move(p));
}

}  // namespace opslab::switching
