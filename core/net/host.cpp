#include "net/host.hpp"

namespace opslab::net {

void Host::receive(PacketPtr p) {
  if (net_.taps().active()) net_.taps().deliver(*p, id(), net_.now());
  auto it = endpoints_.find(p->flow);
  if (it == endpoints_.end()) {
    net_.drop(std::move(p), id(), DropCause::stale);
    return;
  }
  net_.count_delivered();
  it->second->receive(std::move(p));
}

}  // namespace opslab::net
