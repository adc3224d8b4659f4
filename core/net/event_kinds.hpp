// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DropCause and EventKind: the vocabulary the taps speak — why a packet was lost, and what a
// model's own components did (an aggregate formed, a packet deflected, a burst scheduled …).
//
// Each cause and kind is a constexpr descriptor (a stable name, the plain-words text the
// event log shows, and what views need to know to treat it without knowing the model: is it
// a contention loss, does it take a whole aggregate at once, how is it drawn). Its identity is
// the descriptor's address, so a model declares its own causes and kinds next to its
// components (e.g. switching/switching_events.hpp) and lists them in its ModelDescriptor;
// neither net/ nor the GUI changes when a model adds one. The network counts drops per cause
// in a list that grows on a cause's first drop (a handful of causes per run), so there is no
// array sized by a hand-kept count to overflow. DropCause and EventKind can only be made at
// compile time from a descriptor with a name and a text: a blank one does not compile.
//
// Texts are templates with Qt's positional placeholders, marked OPSLAB_UI_TEXT("event", …)
// (sim/ui_text.hpp) so that the GUI shows them translated: a drop cause's %1 is the node's
// name and %2 what was lost ("segment 412 of flow 17", or "3 IP packets of flows 4, 7" for a
// whole aggregate); a model event's %1 is the node, %2 an aggregate's packets and flows, %3 a
// transmission's propagation time, %4 the delay it is compared with, %5 the wavelength it
// uses ("λ2") — a template uses those it needs, in any order (net/event_text.hpp fills them
// in). A drop cause's label is marked the same way.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "sim/ui_text.hpp"

namespace opslab::net {

/// How views treat a drop cause or model event (bit mask).
enum EventFlag : unsigned {
  /// Caused by contention in a bufferless (optical) core: "pause on contention" stops here.
  kContention = 1u << 0,
  /// Drops of this cause take a whole aggregate (optical packet, burst) at once: the drops at
  /// one node and instant are its members, logged as one line.
  kWholeAggregate = 1u << 1,
  /// A transmission on the longer of two paths (a deflection): drawn highlighted.
  kLongPath = 1u << 2,
  /// A transmission that is lost on its way: drawn fading out along its link, and the drops at
  /// the same node and instant are shown on that link.
  kLostOnWay = 1u << 3,
};

/// Which filter of the event log a line belongs to.
enum class LogCategory : std::uint8_t {
  drop,
  fast_retransmit,
  timeout,
  retransmit,
  recovery,
  connection,
  model,  // a model's own event (a deflection …)
  info,
};

struct DropCauseInfo {
  std::string_view name;   // stable identifier ("queue_overflow")
  std::string_view label;  // a few words beside the node on the canvas ("queue full")
  std::string_view text;   // the event log's sentence: %1 the node, %2 the packet
  unsigned flags = 0;      // EventFlag
};

/// Why a packet was lost: a handle on a constexpr DropCauseInfo (compared by identity).
class DropCause {
 public:
  consteval DropCause(const DropCauseInfo& info) : info_(&info) {  // NOLINT: implicit
    if (info.name.empty() || info.label.empty() || info.text.empty()) {
      throw "a drop cause needs a name, a label and a text";
    }
  }
  constexpr const DropCauseInfo& info() const { return *info_; }
  constexpr std::string_view name() const { return info_->name; }
  constexpr bool has(EventFlag f) const { return (info_->flags & f) != 0; }
  friend constexpr bool operator==(DropCause a, DropCause b) { return a.info_ == b.info_; }

  // The generic causes of net/ (links, routers, hosts); models declare their own.
  static const DropCause queue_overflow;  // drop-tail queue full
  static const DropCause random_loss;     // Bernoulli loss on a link
  static const DropCause stale;           // arrived for a connection that no longer exists
  static const DropCause no_route;        // no path to the destination

 private:
  const DropCauseInfo* info_;
};

inline constexpr DropCauseInfo kQueueOverflow{
    "queue_overflow", OPSLAB_UI_TEXT("event", "queue full"),
    OPSLAB_UI_TEXT("event", "%1: output queue full → %2 dropped")};
inline constexpr DropCauseInfo kRandomLoss{
    "random_loss", OPSLAB_UI_TEXT("event", "random loss"),
    OPSLAB_UI_TEXT("event", "%1: random link loss → %2 lost")};
inline constexpr DropCauseInfo kStale{
    "stale", OPSLAB_UI_TEXT("event", "stale connection"),
    OPSLAB_UI_TEXT("event", "%1: %2 arrived for a closed connection → discarded")};
inline constexpr DropCauseInfo kNoRoute{
    "no_route", OPSLAB_UI_TEXT("event", "no route"),
    OPSLAB_UI_TEXT("event", "%1: no route to the destination of %2 → dropped")};
inline constexpr DropCause DropCause::queue_overflow{kQueueOverflow};
inline constexpr DropCause DropCause::random_loss{kRandomLoss};
inline constexpr DropCause DropCause::stale{kStale};
inline constexpr DropCause DropCause::no_route{kNoRoute};

/// How the canvas draws a model event.
enum class EventDraw : std::uint8_t {
  none,       // not drawn (the event log and taps still see it)
  aggregate,  // an aggregate on ModelEvent::link, to scale, its members as coloured stripes
  refused,    // a span [start, end) asked for on ModelEvent::link (channel) and refused because
              // it overlaps a reservation there: drawn as a ghost over that reservation
};

struct EventKindInfo {
  std::string_view name;       // stable identifier ("deflection")
  std::string_view text = {};  // the event log's sentence (%1 … %5); empty: not logged
  EventDraw draw = EventDraw::none;
  unsigned flags = 0;  // EventFlag
};

/// What a model's component did: a handle on a constexpr EventKindInfo (compared by identity).
class EventKind {
 public:
  consteval EventKind(const EventKindInfo& info) : info_(&info) {  // NOLINT: implicit
    if (info.name.empty()) throw "an event kind needs a name";
  }
  constexpr const EventKindInfo& info() const { return *info_; }
  constexpr std::string_view name() const { return info_->name; }
  constexpr bool has(EventFlag f) const { return (info_->flags & f) != 0; }
  constexpr bool logged() const { return !info_->text.empty(); }
  friend constexpr bool operator==(EventKind a, EventKind b) { return a.info_ == b.info_; }

 private:
  const EventKindInfo* info_;
};

/// The causes and kinds one model (or one family of components) may report.
struct EventVocabulary {
  std::span<const DropCause> drop_causes;
  std::span<const EventKind> event_kinds;
};

/// The generic drop causes of net/, which every model may report.
inline constexpr DropCause kGenericDropCauses[] = {
    DropCause::queue_overflow, DropCause::random_loss, DropCause::stale, DropCause::no_route};

/// True when no two entries share a name (checked at compile time for each vocabulary).
template <class T>
consteval bool names_unique(std::span<const T> items) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    for (std::size_t j = i + 1; j < items.size(); ++j) {
      if (items[i].info().name == items[j].info().name) return false;
    }
  }
  return true;
}
static_assert(names_unique<DropCause>(kGenericDropCauses));

}  // namespace opslab::net
