// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The event log's sentences as templates (languages): every sentence and piece is an
// English template with Qt's placeholders (%1 …, %n) plus what fills them, so that the GUI can
// show it translated; filled in English by the core it reads exactly as the sentences did when
// they were written out directly — these expectations are those sentences.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "edge/burst_events.hpp"
#include "net/event_text.hpp"
#include "net/packet_pool.hpp"
#include "scenario/model.hpp"
#include "switching/jet_burst_core.hpp"
#include "switching/switching_events.hpp"

namespace net = opslab::net;
using net::ProtocolEvent;
using net::ProtocolEventKind;
using opslab::sim::SimTime;

namespace {

net::EventTextContext context(bool sack = false) {
  return {{"r0", "r1"}, 1000, 3, sack};
}

std::string protocol(ProtocolEventKind kind, std::uint64_t seq, double before, double after,
                     double ssthresh, std::uint64_t count = 0, bool sack = false,
                     std::uint64_t last = 0) {
  const ProtocolEvent e{kind, 17, seq, before, after, ssthresh, count, last};
  return net::english(net::protocol_text(e, context(sack)));
}

// Every placeholder of a template (and of its pieces) has something to fill it.
void expect_complete(const net::EventText& t) {
  for (const auto& a : t.args) expect_complete(a);
  if (t.text.empty()) return;
  for (std::size_t i = t.text.find('%'); i != std::string_view::npos; i = t.text.find('%', i + 1)) {
    ASSERT_LT(i + 1, t.text.size()) << t.text;
    const char c = t.text[i + 1];
    if (c == 'n') {
      EXPECT_GE(t.count, 0) << t.text;
    } else {
      ASSERT_TRUE(c >= '1' && c <= '9') << t.text;
      EXPECT_LE(static_cast<std::size_t>(c - '0'), t.args.size()) << t.text;
    }
  }
}

}  // namespace

TEST(EventTextTemplates, ProtocolSentencesReadAsBefore) {
  using K = ProtocolEventKind;
  EXPECT_EQ(protocol(K::fast_retransmit, 412000, 24, 12, 12),
            "flow 17: 3 duplicate ACKs → fast retransmit of segment 412, cwnd 24 → 12");
  EXPECT_EQ(protocol(K::fast_retransmit, 412000, 24, 12, 12, 0, true),
            "flow 17: SACK blocks show a hole → fast retransmit of segment 412, cwnd 24 → 12");
  EXPECT_EQ(protocol(K::recovery_exit, 500000, 24, 12.5, 12),
            "flow 17: every loss repaired (ACK reaches segment 500) → recovery ends, cwnd 12.5");
  EXPECT_EQ(protocol(K::timeout, 7000, 10, 1, 5, 1),
            "flow 17: retransmission timer expired with 1 segment outstanding → resend segment "
            "7, cwnd 10 → 1 (ssthresh 5)");
  EXPECT_EQ(protocol(K::timeout, 7000, 10, 1, 5, 4),
            "flow 17: retransmission timer expired with 4 segments outstanding → go back N: "
            "resend every segment from 7 on, cwnd 10 → 1 (ssthresh 5)");
  EXPECT_EQ(protocol(K::timeout, 7000, 0.75, 1, 2.5, 4, true),
            "flow 17: retransmission timer expired with 4 segments outstanding → resend what no "
            "SACK block covers, from segment 7, cwnd 0.8 → 1 (ssthresh 2.5)");
  EXPECT_EQ(protocol(K::retransmit, 9000, 8, 8, 4), "flow 17: retransmits segment 9");
  EXPECT_EQ(protocol(K::partial_ack, 9000, 8, 7, 4),
            "flow 17: partial ACK → retransmit the next hole, segment 9, cwnd 8 → 7");
  EXPECT_EQ(protocol(K::connection_open, 0, 1, 1, 0), "flow 17: handshake done → connection open");
  EXPECT_EQ(protocol(K::transfer_done, 0, 1, 1, 0),
            "flow 17: last byte acknowledged → transfer complete");
  EXPECT_EQ(protocol(K::window_inflated, 3000, 10, 20, 5, 9),
            "flow 17: window inflated by duplicate ACKs — 9 of them in this fast recovery have "
            "grown cwnd to 20 segments, more than the data in flight at the loss can explain; "
            "each lets a new segment out while the retransmitted segment 3 is still "
            "unacknowledged");
  EXPECT_EQ(protocol(K::resent_held, 3000, 0, 0, 0, 3, false, 5000),
            "flow 17: 3 resent segments arrived that the receiver already held (segments 3 to 5) "
            "— resent needlessly, as after a go-back-N timeout or a spurious retransmission");
  EXPECT_EQ(protocol(K::resent_held, 8000, 0, 0, 0, 1, false, 8000),
            "flow 17: 1 resent segment arrived that the receiver already held (segment 8) — "
            "resent needlessly, as after a go-back-N timeout or a spurious retransmission");
  for (std::size_t k = 0; k < net::kProtocolEventKinds; ++k) {
    for (const bool sack : {false, true}) {
      const ProtocolEvent e{static_cast<K>(k), 1, 2000, 4, 2, 2, 3, 4000};
      expect_complete(net::protocol_text(e, context(sack)));
    }
  }
}

TEST(EventTextTemplates, PacketsAndDropsReadAsBefore) {
  const auto ctx = context();
  net::Packet p;
  p.flow = 17;
  p.seq = 412000;
  p.ack = 413000;
  const auto packet = [&](net::PacketKind kind, bool retransmission = false) {
    p.kind = kind;
    p.retransmission = retransmission;
    return net::describe_packet(p, ctx);
  };
  EXPECT_EQ(packet(net::PacketKind::tcp_data), "segment 412 of flow 17");
  EXPECT_EQ(packet(net::PacketKind::tcp_data, true), "retransmitted segment 412 of flow 17");
  EXPECT_EQ(packet(net::PacketKind::tcp_ack), "ACK 413 of flow 17");
  EXPECT_EQ(packet(net::PacketKind::tcp_syn), "SYN of flow 17");
  EXPECT_EQ(packet(net::PacketKind::tcp_syn_ack), "SYN-ACK of flow 17");
  EXPECT_EQ(packet(net::PacketKind::tcp_fin), "FIN of flow 17");
  EXPECT_EQ(packet(net::PacketKind::tcp_fin_ack), "FIN-ACK of flow 17");
  EXPECT_EQ(packet(net::PacketKind::udp), "UDP datagram 412000 of flow 17");

  const std::vector<net::FlowId> one{4}, two{4, 7}, seven{1, 2, 3, 4, 5, 6, 7};
  EXPECT_EQ(net::describe_packets(1, one), "1 IP packet of flow 4");
  EXPECT_EQ(net::describe_packets(3, two), "3 IP packets of flows 4, 7");
  EXPECT_EQ(net::describe_packets(8, seven), "8 IP packets of flows 1, 2, 3, 4, 5, 6, …");
  EXPECT_EQ(net::describe_packets(0, {}), "0 IP packets of flows ");

  p.kind = net::PacketKind::tcp_data;
  p.retransmission = false;
  const auto segment = net::packet_text(p, ctx);
  const auto drop = [&](net::DropCause cause, net::NodeId node) {
    const auto t = net::drop_text(cause, node, segment, ctx);
    expect_complete(t);
    return net::english(t);
  };
  EXPECT_EQ(drop(net::DropCause::queue_overflow, 1),
            "r1: output queue full → segment 412 of flow 17 dropped");
  EXPECT_EQ(drop(net::DropCause::random_loss, 7),
            "node 7: random link loss → segment 412 of flow 17 lost");
  EXPECT_EQ(drop(net::DropCause::stale, 0),
            "r0: segment 412 of flow 17 arrived for a closed connection → discarded");
  EXPECT_EQ(drop(net::DropCause::no_route, 0),
            "r0: no route to the destination of segment 412 of flow 17 → dropped");
  EXPECT_EQ(drop(opslab::switching::contention, 0),
            "r0: output busy and no way around (contention) → segment 412 of flow 17 dropped");
  EXPECT_EQ(drop(opslab::switching::deflection_path, 0),
            "r0: segment 412 of flow 17 lost on the deflection path");
  EXPECT_EQ(drop(opslab::switching::no_buffer_port, 0),
            "r0: every buffer port busy → segment 412 of flow 17 dropped");
  EXPECT_EQ(
      net::describe_drop(net::DropCause::queue_overflow, 1, "3 IP packets of flows 4, 7", ctx),
      "r1: output queue full → 3 IP packets of flows 4, 7 dropped");
}

TEST(EventTextTemplates, ModelEventsReadAsBefore) {
  const auto ctx = context();
  net::PacketPool pool;
  std::vector<net::PacketPtr> packets;
  for (const net::FlowId f : {4u, 4u, 7u}) {
    packets.push_back(pool.make());
    packets.back()->flow = f;
  }
  net::ModelEvent e{opslab::switching::deflection};
  e.node = 0;
  e.packets = packets;
  e.end = SimTime::ms(1);
  e.arrival = SimTime::ms(16);
  e.usual = SimTime::ms(10);
  const auto sentence = [&](net::EventKind kind) {
    e.kind = kind;
    const auto t = net::model_event_text(e, ctx);
    expect_complete(t);
    return net::english(t);
  };
  EXPECT_EQ(sentence(opslab::switching::deflection),
            "r0: output busy → optical packet of 3 IP packets (flows 4, 7) deflected onto the "
            "long path; it takes 15\u2009ms instead of 10\u2009ms");
  e.channel = 1;
  EXPECT_EQ(sentence(opslab::switching::burst_scheduled),
            "r0: burst header reserved λ2 for the burst of 3 IP packets (flows 4, 7); it "
            "crosses the next fibre in 15\u2009ms");
  e.channel = -1;
  e.packets = std::span(packets).first(1);
  EXPECT_EQ(sentence(opslab::switching::burst_scheduled),
            "r0: burst header reserved no wavelength for the burst of 1 IP packet (flow 4); it "
            "crosses the next fibre in 15\u2009ms");
  EXPECT_EQ(sentence(opslab::switching::burst_lost),
            "r0: the burst's wavelength is taken on the next fibre (no optical buffer) → burst "
            "of 1 IP packet (flow 4) lost whole");
  EXPECT_EQ(sentence(opslab::edge::burst_formed),
            "r0: burstifier closed a burst of 1 IP packet (flow 4) and sends its header ahead");
  EXPECT_EQ(sentence(opslab::switching::optical_transmission), "");  // not logged
}

// Every drop cause and logged event kind of every model fills the placeholders its family
// defines: a cause's %1 (node) and %2 (what was lost), an event's %1 … %5.
TEST(EventTextTemplates, EveryModelsTemplatesUseTheirFamilysPlaceholders) {
  for (const auto& m : opslab::scenario::models()) {
    for (const auto& v : m.vocabulary) {
      for (const net::DropCause c : v.drop_causes) {
        EXPECT_NE(c.info().text.find("%1"), std::string_view::npos) << c.name();
        EXPECT_NE(c.info().text.find("%2"), std::string_view::npos) << c.name();
        EXPECT_EQ(c.info().text.find_first_of("{}"), std::string_view::npos) << c.name();
      }
      for (const net::EventKind k : v.event_kinds) {
        if (!k.logged()) continue;
        net::ModelEvent e{k};
        expect_complete(net::model_event_text(e, context()));
        EXPECT_EQ(k.info().text.find_first_of("{}"), std::string_view::npos) << k.name();
      }
    }
  }
}
