// Host: an end system with one network interface; it demultiplexes arriving packets to the
// transport endpoint bound to their flow.
#pragma once

#include <unordered_map>

#include "net/link.hpp"
#include "net/node.hpp"

namespace opslab::net {

class Host : public Node {
 public:
  Host(Network& net, NodeId id, std::string name) : Node(id, std::move(name)), net_(net) {}

  void set_nic(Link& link) { nic_ = &link; }
  Link* nic() const { return nic_; }
  /// Hands outgoing packets to `port` instead of a NIC link, for models whose own components
  /// serve the host's interface (an optical cut-through switch must see a packet's head,
  /// which a store-and-forward Link only delivers with its tail).
  void set_egress(PacketReceiver& port) { egress_ = &port; }

  /// Endpoints receive the packets of their flow arriving here.
  void bind(FlowId flow, PacketReceiver& endpoint) { endpoints_[flow] = &endpoint; }
  void unbind(FlowId flow) { endpoints_.erase(flow); }

  void send(PacketPtr p) {
    net_.count_injected();
    if (egress_ != nullptr) {
      egress_->receive(std::move(p));
      return;
    }
    nic_->send(std::move(p));
  }
  void receive(PacketPtr p) override;

 private:
  Network& net_;
  Link* nic_ = nullptr;
  PacketReceiver* egress_ = nullptr;
  std::unordered_map<FlowId, PacketReceiver*> endpoints_;
};

}  // namespace opslab::net
