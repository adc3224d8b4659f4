// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/link_drops.hpp"

#include "net/link.hpp"

namespace opslab::scenario {

metrics::Table link_drops_table(const net::Network& net, const net::Topology& topo,
                                std::uint64_t window_drops) {
  metrics::Table t;
  t.columns = {"where", "from", "to", "drops", "queue_overflow", "random_loss", "data_packets"};
  const auto i64 = [](std::uint64_t v) { return static_cast<std::int64_t>(v); };
  std::uint64_t at_links = 0;
  for (std::size_t l = 0; l < net.link_count(); ++l) {
    const net::Link* link = net.find_link(static_cast<net::LinkId>(l));
    if (link == nullptr) continue;
    const auto& st = link->stats();
    const std::uint64_t n = st.overflow_drops + st.random_losses;
    if (n == 0) continue;
    at_links += n;
    t.rows.push_back({std::string("link"), topo.node(link->from()).name,
                      topo.node(link->to()).name, i64(n), i64(st.overflow_drops),
                      i64(st.random_losses), i64(st.data_drops)});
  }
  t.rows.push_back({std::string("elsewhere"), metrics::Value(), metrics::Value(),
                    i64(window_drops - at_links), metrics::Value(), metrics::Value(),
                    metrics::Value()});
  return t;
}

}  // namespace opslab::scenario
