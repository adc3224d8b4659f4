// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The events of edge aggregation (He & Chan §II-B): an aggregator closed an optical packet.
// Reported to the taps as ModelEvents; listed in the vocabulary of the models that aggregate.
#pragma once

#include "net/event_kinds.hpp"

namespace opslab::edge {

inline constexpr net::EventKindInfo kAggregateFormedInfo{"aggregate_formed"};
/// An aggregator at `node` closed an optical packet: id, members, bytes.
inline constexpr net::EventKind aggregate_formed{kAggregateFormedInfo};

inline constexpr net::EventKind kAggregationEventKinds[] = {aggregate_formed};
inline constexpr net::EventVocabulary kAggregationVocabulary{{}, kAggregationEventKinds};
static_assert(net::names_unique<net::EventKind>(kAggregationEventKinds));

}  // namespace opslab::edge
