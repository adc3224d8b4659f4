// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/pcap_writer.hpp"

#include <algorithm>
#include <array>
#include <iterator>

#include <fmt/format.h>

#include "net/topology.hpp"

namespace opslab::net {

namespace {

// pcapng (draft-ietf-opsawg-pcapng) block types and option codes.
constexpr std::uint32_t kSectionHeader = 0x0A0D0D0A;
constexpr std::uint32_t kInterfaceDescription = 1;
constexpr std::uint32_t kEnhancedPacket = 6;
constexpr std::uint32_t kByteOrderMagic = 0x1A2B3C4D;
constexpr std::uint16_t kLinktypeRaw = 101;  // raw IPv4/IPv6, no link-layer header
constexpr std::uint16_t kOptEnd = 0, kOptComment = 1, kShbUserAppl = 4;
constexpr std::uint16_t kIfName = 2, kIfDescription = 3, kIfTsresol = 9;

constexpr std::uint32_t padded(std::size_t n) { return static_cast<std::uint32_t>((n + 3) & ~std::size_t{3}); }

// Little-endian appends to a block under construction.
void put16(std::vector<std::uint8_t>& b, std::uint16_t v) {
  b.push_back(static_cast<std::uint8_t>(v));
  b.push_back(static_cast<std::uint8_t>(v >> 8));
}
void put32(std::vector<std::uint8_t>& b, std::uint32_t v) {
  put16(b, static_cast<std::uint16_t>(v));
  put16(b, static_cast<std::uint16_t>(v >> 16));
}
// `n` bytes of data, then `zeros` zero bytes, then zeros up to a 32-bit boundary.
void put_padded(std::vector<std::uint8_t>& b, const std::uint8_t* data, std::size_t n,
                std::size_t zeros = 0) {
  b.insert(b.end(), data, data + n);
  b.resize(b.size() + padded(n + zeros) - n, 0);
}
void put_option(std::vector<std::uint8_t>& b, std::uint16_t code, std::string_view value) {
  if (value.empty()) return;
  put16(b, code);
  put16(b, static_cast<std::uint16_t>(value.size()));
  put_padded(b, reinterpret_cast<const std::uint8_t*>(value.data()), value.size());
}

// Starts a block: type and a placeholder for its length.
void begin_block(std::vector<std::uint8_t>& b, std::uint32_t type) {
  b.clear();
  put32(b, type);
  put32(b, 0);
}

// Ends a block: the trailing length, copied into the placeholder.
void end_block(std::vector<std::uint8_t>& b, std::ostream& out) {
  const auto length = static_cast<std::uint32_t>(b.size() + 4);
  put32(b, length);
  for (int i = 0; i < 4; ++i) b[4 + static_cast<std::size_t>(i)] = b[b.size() - 4 + static_cast<std::size_t>(i)];
  out.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

// Orders the held records as a min-heap on their start.
bool starts_later(const auto& a, const auto& b) { return a.at > b.at; }

}  // namespace

PcapWriter::PcapWriter(std::ostream& out, const Topology& topo, CaptureTarget target,
                       PcapOptions options)
    : out_(out), topo_(topo), target_(target), options_(std::move(options)), encoder_(options_.tcp) {
  block_.reserve(256);
  write_header_blocks();
}

void PcapWriter::write_header_blocks() {
  begin_block(block_, kSectionHeader);
  put32(block_, kByteOrderMagic);
  put16(block_, 1);  // version 1.0
  put16(block_, 0);
  put32(block_, 0xffffffff);  // section length: not given (-1)
  put32(block_, 0xffffffff);
  put_option(block_, kShbUserAppl, "OPS Lab (simulated network)");
  put32(block_, kOptEnd);
  end_block(block_, out_);

  begin_block(block_, kInterfaceDescription);
  put16(block_, kLinktypeRaw);
  put16(block_, 0);
  put32(block_, options_.full_payload ? 0 : static_cast<std::uint32_t>(IpEncoder::kMaxHeaderBytes));
  put_option(block_, kIfName, options_.name);
  put_option(block_, kIfDescription, options_.description);
  const std::uint8_t nanoseconds = 9;
  put16(block_, kIfTsresol);
  put16(block_, 1);
  put_padded(block_, &nanoseconds, 1);
  put32(block_, kOptEnd);
  end_block(block_, out_);
}

void PcapWriter::write_packet(const Packet& p, bool sender, sim::SimTime at, const Aggregate* in) {
  std::array<std::uint8_t, IpEncoder::kMaxHeaderBytes> headers{};
  const EncodedHeaders h = encoder_.encode(p, sender, headers);
  const std::uint32_t captured = options_.full_payload ? h.ip_length : h.header_bytes;
  const auto ns = static_cast<std::uint64_t>(std::max<std::int64_t>(0, at.count_ps() / 1000));

  begin_block(block_, kEnhancedPacket);
  put32(block_, 0);  // interface
  put32(block_, static_cast<std::uint32_t>(ns >> 32));
  put32(block_, static_cast<std::uint32_t>(ns));
  put32(block_, captured);
  put32(block_, h.ip_length);
  put_padded(block_, headers.data(), h.header_bytes, captured - h.header_bytes);
  if (in != nullptr) {
    comment_.clear();
    fmt::format_to(std::back_inserter(comment_), "in aggregate {} ({}): {} IP packets, {} bytes",
                   in->id, in->kind, in->members, in->bytes);
    if (in->channel >= 0) fmt::format_to(std::back_inserter(comment_), ", wavelength {}", in->channel);
    put_option(block_, kOptComment, comment_);
    put32(block_, kOptEnd);
  }
  end_block(block_, out_);
  ++packets_;
}

void PcapWriter::release_until(sim::SimTime now) {
  while (!held_.empty() && held_.front().at <= now) {
    std::pop_heap(held_.begin(), held_.end(), starts_later<Held, Held>);
    const Held& h = held_.back();
    write_packet(h.packet, from_data_sender(h.packet), h.at, &h.in);
    held_.pop_back();
  }
}

void PcapWriter::on_transmit(const Packet& p, LinkId link, sim::SimTime start, sim::SimTime,
                             sim::SimTime) {
  if (target_.kind == CaptureTarget::Kind::link) {
    if (link != target_.id) return;
    release_until(start);
    write_packet(p, from_data_sender(p), start, nullptr);
    return;
  }
  if (p.flow != target_.id) return;
  if (sender_ == kUnknown && (p.kind == PacketKind::tcp_syn || p.kind == PacketKind::tcp_data ||
                              p.kind == PacketKind::udp)) {
    sender_ = p.src;  // a flow's first packet comes from its data sender
  }
  if (p.src != sender_ || topo_.link_from(link) != sender_) return;  // not its first hop
  write_packet(p, true, start, nullptr);
}

void PcapWriter::on_deliver(const Packet& p, NodeId node, sim::SimTime t) {
  if (target_.kind != CaptureTarget::Kind::flow || p.flow != target_.id || node != sender_) return;
  const auto it = std::find_if(carried_.begin(), carried_.end(),
                               [&](const Carried& c) { return c.uid == p.uid; });
  write_packet(p, false, t, it == carried_.end() ? nullptr : &it->in);
  if (it != carried_.end()) carried_.erase(it);
}

void PcapWriter::on_drop(const Packet& p, NodeId, DropCause, sim::SimTime) {
  if (target_.kind != CaptureTarget::Kind::flow || p.flow != target_.id) return;
  std::erase_if(carried_, [&](const Carried& c) { return c.uid == p.uid; });
}

void PcapWriter::on_model_event(const ModelEvent& e, sim::SimTime t) {
  if (e.kind.info().draw != EventDraw::aggregate) return;
  if (target_.kind == CaptureTarget::Kind::flow) {
    // Packets on their way to the sender: their record will name the aggregate.
    const Aggregate in{e.kind.name(), e.id, e.bytes, static_cast<std::uint32_t>(e.packets.size()),
                       e.channel};
    for (const PacketPtr& m : e.packets) {
      if (m->flow != target_.id || m->dst != sender_) continue;
      const auto it = std::find_if(carried_.begin(), carried_.end(),
                                   [&](const Carried& c) { return c.uid == m->uid; });
      if (it == carried_.end()) {
        carried_.push_back(Carried{m->uid, in});
      } else {
        it->in = in;
      }
    }
    return;
  }
  if (e.link != target_.id) return;
  release_until(t);
  const Aggregate in{e.kind.name(), e.id, e.bytes, static_cast<std::uint32_t>(e.packets.size()),
                     e.channel};
  for (const PacketPtr& m : e.packets) {
    if (e.start <= t) {
      write_packet(*m, from_data_sender(*m), e.start, &in);
    } else {
      held_.push_back(Held{e.start, *m, in});
      std::push_heap(held_.begin(), held_.end(), starts_later<Held, Held>);
    }
  }
}

void PcapWriter::finish() {
  release_until(sim::SimTime::max());
  out_.flush();
}

}  // namespace opslab::net
