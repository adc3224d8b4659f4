#include "net/network.hpp"

#include "net/link.hpp"

namespace opslab::net {

Network::Network(sim::Simulation& sim) : sim_(sim) {}
Network::~Network() = default;

Link& Network::add_link(std::unique_ptr<Link> link) {
  Link& ref = *link;
  links_.push_back(std::move(link));
  return ref;
}

void Network::reserve_optical_link() { links_.emplace_back(); }

std::uint64_t Network::total_drops() const {
  std::uint64_t n = 0;
  for (auto d : drops_) n += d;
  return n;
}

}  // namespace opslab::net
