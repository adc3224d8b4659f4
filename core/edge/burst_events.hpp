// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The events of OBS burst assembly (OBS paper §III–§V): an ingress edge's burstifier closed a
// burst (its assembly timer expired, or the size limit was reached) and hands it to the core.
// Reported to the taps as ModelEvents; listed in the vocabulary of the models that assemble
// bursts (obs_nsfnet).
#pragma once

#include "net/event_kinds.hpp"
#include "sim/ui_text.hpp"

namespace opslab::edge {

inline constexpr net::EventKindInfo kBurstFormedInfo{
    "burst_formed",
    OPSLAB_UI_TEXT("event", "%1: burstifier closed a burst of %2 and sends its header ahead")};
/// The assembler at `node` closed burst `id` (`packets`: its segments and ACKs, `bytes`).
inline constexpr net::EventKind burst_formed{kBurstFormedInfo};

inline constexpr net::EventKind kBurstAssemblyEventKinds[] = {burst_formed};
inline constexpr net::EventVocabulary kBurstAssemblyVocabulary{{}, kBurstAssemblyEventKinds};
static_assert(net::names_unique<net::EventKind>(kBurstAssemblyEventKinds));

}  // namespace opslab::edge
