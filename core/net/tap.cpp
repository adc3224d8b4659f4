// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/tap.hpp"

#include "sim/ui_text.hpp"

namespace opslab::net {

namespace {

using C = LogCategory;
using K = ProtocolEventKind;

// One row per ProtocolEventKind, in the enum's order (checked below).
constexpr std::array<ProtocolEventInfo, kProtocolEventKinds> kProtocolEvents{{
    {K::fast_retransmit, "fast_retransmit",
     //: %1 the flow, %2 what showed the loss ("3 duplicate ACKs"), %3 the segment, %4
     //: "cwnd 24 → 12"
     OPSLAB_UI_TEXT("event", "flow %1: %2 → fast retransmit of segment %3, %4"),
     C::fast_retransmit},
    {K::recovery_exit, "recovery_exit",
     //: %1 the flow, %2 the segment, %3 the window in segments
     OPSLAB_UI_TEXT("event",
                    "flow %1: every loss repaired (ACK reaches segment %2) → recovery ends, cwnd "
                    "%3"),
     C::recovery},
    {K::timeout, "timeout",
     //: %1 the flow, %2 "3 segments outstanding", %3 what it resends, %4 "cwnd 24 → 1", %5 the
     //: new slow-start threshold in segments
     OPSLAB_UI_TEXT("event",
                    "flow %1: retransmission timer expired with %2 → %3, %4 (ssthresh %5)"),
     C::timeout},
    {K::retransmit, "retransmit",
     //: %1 the flow, %2 the segment
     OPSLAB_UI_TEXT("event", "flow %1: retransmits segment %2"), C::retransmit},
    {K::partial_ack, "partial_ack",
     //: %1 the flow, %2 the segment, %3 "cwnd 24 → 12"
     OPSLAB_UI_TEXT("event", "flow %1: partial ACK → retransmit the next hole, segment %2, %3"),
     C::recovery},
    {K::connection_open, "connection_open",
     OPSLAB_UI_TEXT("event", "flow %1: handshake done → connection open"), C::connection},
    {K::transfer_done, "transfer_done",
     OPSLAB_UI_TEXT("event", "flow %1: last byte acknowledged → transfer complete"), C::connection},
    {K::window_inflated, "window_inflated",
     //: %1 the flow, %2 how many duplicate ACKs, %3 the window in segments, %4 the segment
     OPSLAB_UI_TEXT("event",
                    "flow %1: window inflated by duplicate ACKs — %2 of them in this fast recovery "
                    "have grown cwnd to %3 segments, more than the data in flight at the loss can "
                    "explain; each lets a new segment out while the retransmitted segment %4 is "
                    "still unacknowledged"),
     C::recovery},
    {K::resent_held, "resent_held",
     //: %1 the flow, %2 "3 resent segments arrived", %3 which ("segments 12 to 14")
     OPSLAB_UI_TEXT("event",
                    "flow %1: %2 that the receiver already held (%3) — resent needlessly, as "
                    "after a go-back-N timeout or a spurious retransmission"),
     C::retransmit},
}};

constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < kProtocolEvents.size(); ++i) {
    if (static_cast<std::size_t>(kProtocolEvents[i].kind) != i) return false;
    if (kProtocolEvents[i].name.empty() || kProtocolEvents[i].text.empty()) return false;
  }
  return true;
}
static_assert(static_cast<std::size_t>(K::resent_held) + 1 == kProtocolEventKinds,
              "kProtocolEventKinds counts ProtocolEventKind");
static_assert(in_enum_order(), "one named, worded row per ProtocolEventKind, in order");

}  // namespace

const ProtocolEventInfo& info(ProtocolEventKind k) {
  return kProtocolEvents[static_cast<std::size_t>(k)];
}

const char* to_string(ProtocolEventKind k) {
  return info(k).name.data();
}

const char* to_string(DropCause c) {
  return c.name().data();
}

}  // namespace opslab::net
