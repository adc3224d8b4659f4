// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The drop causes and events of the optical switching components: contention and deflection
// in a bufferless OPS core (He & Chan §II-A), optical packets and bursts on their links, and
// the hybrid switch's cut-through and electronic buffer (Minakhmetov et al. §II). Reported to
// the taps as DropCauses and ModelEvents; each model lists the vocabularies it uses in its
// ModelDescriptor.
#pragma once

#include "net/event_kinds.hpp"
#include "sim/ui_text.hpp"

namespace opslab::switching {

using net::EventDraw;

// --- drop causes ---------------------------------------------------------------------------

inline constexpr net::DropCauseInfo kContentionInfo{
    "contention", OPSLAB_UI_TEXT("event", "contention"),
    OPSLAB_UI_TEXT("event", "%1: output busy and no way around (contention) → %2 dropped"),
    net::kContention | net::kWholeAggregate};
inline constexpr net::DropCauseInfo kDeflectionPathInfo{
    "deflection_path", OPSLAB_UI_TEXT("event", "lost on deflection path"),
    OPSLAB_UI_TEXT("event", "%1: %2 lost on the deflection path"),
    net::kContention | net::kWholeAggregate};
inline constexpr net::DropCauseInfo kNoBufferPortInfo{
    "no_buffer_port", OPSLAB_UI_TEXT("event", "no free buffer port"),
    OPSLAB_UI_TEXT("event", "%1: every buffer port busy → %2 dropped")};

/// A bufferless output was busy and there was no alternative (no deflection, no buffer port,
/// no free wavelength).
inline constexpr net::DropCause contention{kContentionInfo};
/// Lost on a deflection path (probability p, He & Chan §II-B).
inline constexpr net::DropCause deflection_path{kDeflectionPathInfo};
/// Hybrid switch: the output was busy and every electronic buffer input too.
inline constexpr net::DropCause no_buffer_port{kNoBufferPortInfo};

// --- events --------------------------------------------------------------------------------

inline constexpr net::EventKindInfo kOpticalTransmissionInfo{"optical_transmission", "",
                                                             EventDraw::aggregate};
inline constexpr net::EventKindInfo kDeflectionInfo{
    "deflection",
    OPSLAB_UI_TEXT("event",
                   "%1: output busy → optical packet of %2 deflected onto the long path; it "
                   "takes %3 instead of %4"),
    EventDraw::aggregate, net::kContention | net::kLongPath};
inline constexpr net::EventKindInfo kDeflectionLostInfo{
    "deflection_lost", kDeflectionInfo.text, EventDraw::aggregate,
    net::kContention | net::kLongPath | net::kLostOnWay};
inline constexpr net::EventKindInfo kCutThroughInfo{"cut_through"};
inline constexpr net::EventKindInfo kIntoBufferInfo{"into_buffer"};
inline constexpr net::EventKindInfo kFromBufferInfo{"from_buffer"};
inline constexpr net::EventKindInfo kBufferLevelInfo{"buffer_level"};

/// An optical packet or burst starts on `link` over [start, end], arriving at `arrival`.
inline constexpr net::EventKind optical_transmission{kOpticalTransmissionInfo};
/// The same on the deflection path (`usual`: the shortest path's delay).
inline constexpr net::EventKind deflection{kDeflectionInfo};
/// Deflected, and lost on the way (its drops follow at the same node and instant).
inline constexpr net::EventKind deflection_lost{kDeflectionLostInfo};
/// Hybrid switch at `node`: the packet went straight to its free output, staying optical.
inline constexpr net::EventKind cut_through{kCutThroughInfo};
/// Output busy: O/E conversion of the packet into the electronic buffer.
inline constexpr net::EventKind into_buffer{kIntoBufferInfo};
/// E/O re-emission of the packet from the buffer onto its output.
inline constexpr net::EventKind from_buffer{kFromBufferInfo};
/// The electronic buffer of the switch at `node` now holds `count` packets of `bytes`.
inline constexpr net::EventKind buffer_level{kBufferLevelInfo};

// --- vocabularies --------------------------------------------------------------------------

inline constexpr net::DropCause kDeflectionDropCauses[] = {contention, deflection_path};
inline constexpr net::EventKind kDeflectionEventKinds[] = {optical_transmission, deflection,
                                                           deflection_lost};
/// Bufferless OPS outputs with deflection routing (DeflectionOutput).
inline constexpr net::EventVocabulary kDeflectionVocabulary{kDeflectionDropCauses,
                                                            kDeflectionEventKinds};

inline constexpr net::DropCause kHybridDropCauses[] = {contention, no_buffer_port};
inline constexpr net::EventKind kHybridEventKinds[] = {cut_through, into_buffer, from_buffer,
                                                       buffer_level};
/// All-optical, hybrid and electronic switches (HybridSwitch).
inline constexpr net::EventVocabulary kHybridVocabulary{kHybridDropCauses, kHybridEventKinds};

inline constexpr net::DropCause kBurstDropCauses[] = {contention};
inline constexpr net::EventKind kBurstEventKinds[] = {optical_transmission};
/// One-way reserved burst switching (JetBurstCore); its extra random loss is net's random_loss.
inline constexpr net::EventVocabulary kBurstVocabulary{kBurstDropCauses, kBurstEventKinds};

static_assert(net::names_unique<net::DropCause>(kDeflectionDropCauses) &&
              net::names_unique<net::DropCause>(kHybridDropCauses));
static_assert(net::names_unique<net::EventKind>(kDeflectionEventKinds) &&
              net::names_unique<net::EventKind>(kHybridEventKinds));

}  // namespace opslab::switching
