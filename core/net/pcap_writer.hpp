// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PcapWriter: a Tap that records one link's or one flow's packets as a pcapng capture, so a
// run can be opened in Wireshark, tshark or tcpdump (docs/capture.md).
//
// Each simulated packet becomes a raw IPv4 packet (LINKTYPE_RAW) with the real TCP/UDP
// header of net/ip_encoder.hpp, stamped with its simulated time in nanoseconds (the
// interface's if_tsresol is 9; picoseconds are truncated). What is recorded, and when:
// - a link: every packet that starts serialization on it, at that start (the sending side
//   of the link). On an optical link the packets travel inside aggregates (optical packets,
//   bursts): each member is recorded at the aggregate's start, with a comment naming the
//   aggregate (its kind, id, size, members and wavelength). A burst reserved ahead of its
//   start (JET offset) is held until the run reaches that time, so the file stays in time
//   order.
// - a flow: what a capture at its sender's host sees — the flow's packets leaving the
//   sender (at the start of their first link) and arriving there (when the host receives
//   them) — so Wireshark's TCP analysis sees each segment and each ACK once; a packet that
//   reached the sender inside an aggregate (ACKs aggregated by an edge switch) has the
//   comment of the last aggregate it travelled in. Like tcpdump
//   on a real host, it does not see a segment its own access queue drops before the wire
//   (Wireshark then reports "previous segment not captured").
// By default a record holds only the headers (captured length = header, original length =
// the packet's IPv4 total length); with full_payload it holds the payload as zeros.
// Records are built in buffers kept by the writer: no allocation per packet in steady state.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "net/ip_encoder.hpp"
#include "net/tap.hpp"

namespace opslab::net {

class Topology;

/// What a capture records: one link (a LinkId) or one flow (a FlowId).
struct CaptureTarget {
  enum class Kind : std::uint8_t { link, flow };
  Kind kind = Kind::link;
  std::uint32_t id = 0;
};

struct PcapOptions {
  TcpFacts tcp;
  /// Write every packet's payload (as zero bytes) instead of its headers only.
  bool full_payload = false;
  /// The capture interface's name and description as Wireshark shows them.
  std::string name;
  std::string description;
};

class PcapWriter final : public Tap {
 public:
  /// Writes the pcapng section and interface headers to `out` at once. `topo` must outlive
  /// the writer (it tells which node a link leaves).
  PcapWriter(std::ostream& out, const Topology& topo, CaptureTarget target, PcapOptions options);

  void on_transmit(const Packet& p, LinkId link, sim::SimTime start, sim::SimTime end,
                   sim::SimTime arrival) override;
  void on_deliver(const Packet& p, NodeId node, sim::SimTime t) override;
  void on_drop(const Packet& p, NodeId node, DropCause cause, sim::SimTime t) override;
  void on_model_event(const ModelEvent& e, sim::SimTime t) override;

  /// Writes the records still held for a later start time and flushes the stream; call it
  /// when the run has advanced as far as the capture should go.
  void finish();

  /// Packets written so far.
  std::uint64_t packets() const { return packets_; }
  const CaptureTarget& target() const { return target_; }

 private:
  // The aggregate a packet travelled in, for its record's comment.
  struct Aggregate {
    std::string_view kind;  // the model event's name ("optical_transmission", "burst_scheduled")
    std::uint64_t id = 0;
    std::uint64_t bytes = 0;
    std::uint32_t members = 0;
    std::int32_t channel = -1;
  };
  // A member of an aggregate whose start lies ahead of the run's time.
  struct Held {
    sim::SimTime at;
    Packet packet;
    Aggregate in;
  };

  void write_header_blocks();
  /// One record; its comment names the aggregate `in` (if given).
  void write_packet(const Packet& p, bool sender, sim::SimTime at, const Aggregate* in);
  /// Writes the held records that start at or before `now`, earliest first.
  void release_until(sim::SimTime now);

  std::ostream& out_;
  const Topology& topo_;
  CaptureTarget target_;
  PcapOptions options_;
  IpEncoder encoder_;
  static constexpr NodeId kUnknown = UINT32_MAX;
  NodeId sender_ = kUnknown;  // the flow's data sender, once seen
  std::uint64_t packets_ = 0;
  // A flow's packet travelling to the sender inside an aggregate (a few per window: searched
  // linearly; removed when delivered or dropped).
  struct Carried {
    std::uint64_t uid;
    Aggregate in;
  };
  std::vector<Carried> carried_;
  std::vector<Held> held_;            // a min-heap on `at`
  std::vector<std::uint8_t> block_;   // reused for each record
  std::string comment_;               // reused for each aggregate member
};

}  // namespace opslab::net
