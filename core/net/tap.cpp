#include "net/tap.hpp"

namespace opslab::net {

namespace {

using C = LogCategory;
using K = ProtocolEventKind;

// One row per ProtocolEventKind, in the enum's order (checked below).
constexpr std::array<ProtocolEventInfo, kProtocolEventKinds> kProtocolEvents{{
    {K::fast_retransmit, "fast_retransmit",
     "flow {flow}: {trigger} → fast retransmit of segment {segment}, {cwnd}", C::fast_retransmit},
    {K::recovery_exit, "recovery_exit",
     "flow {flow}: every loss repaired (ACK reaches segment {segment}) → recovery ends, cwnd "
     "{cwnd_after}",
     C::recovery},
    {K::timeout, "timeout",
     "flow {flow}: retransmission timer expired with {outstanding} → {resend}, {cwnd} "
     "(ssthresh {ssthresh})",
     C::timeout},
    {K::retransmit, "retransmit", "flow {flow}: retransmits segment {segment}", C::retransmit},
    {K::partial_ack, "partial_ack",
     "flow {flow}: partial ACK → retransmit the next hole, segment {segment}, {cwnd}", C::recovery},
    {K::connection_open, "connection_open", "flow {flow}: handshake done → connection open",
     C::connection},
    {K::transfer_done, "transfer_done", "flow {flow}: last byte acknowledged → transfer complete",
     C::connection},
    {K::window_inflated, "window_inflated",
     "flow {flow}: window inflated by duplicate ACKs — {count} of them in this fast recovery "
     "have grown cwnd to {cwnd_after} segments, more than the data in flight at the loss can "
     "explain; each lets a new segment out while the retransmitted segment {segment} is still "
     "unacknowledged",
     C::recovery},
    {K::resent_held, "resent_held",
     "flow {flow}: {held} that the receiver already held ({range}) — resent needlessly, as after "
     "a go-back-N timeout or a spurious retransmission",
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
