// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/wavelength_schedule.hpp"

#include <algorithm>
#include <limits>

namespace opslab::switching {

namespace {
constexpr sim::SimTime kNever = sim::SimTime::ps(std::numeric_limits<std::int64_t>::min());
}

void WavelengthSchedule::forget_past(Channel& ch, sim::SimTime now) {
  auto first_live =
      std::find_if(ch.begin(), ch.end(), [now](const Reservation& r) { return r.end > now; });
  ch.erase(ch.begin(), first_live);
}

bool WavelengthSchedule::fits(const Channel& ch, sim::SimTime start, sim::SimTime end,
                              sim::SimTime& void_start) {
  void_start = kNever;
  for (const Reservation& r : ch) {
    if (r.end <= start) {
      void_start = r.end;
      continue;
    }
    return r.start >= end;  // the first reservation ending after `start` must begin after `end`
  }
  return true;
}

bool WavelengthSchedule::busy(std::uint32_t c, sim::SimTime start, sim::SimTime end) const {
  sim::SimTime ignored;
  return !fits(channels_[c], start, end, ignored);
}

std::int32_t WavelengthSchedule::reserve(sim::SimTime start, sim::SimTime end, sim::SimTime now,
                                         std::int32_t required) {
  std::int32_t best = kNone;
  sim::SimTime best_void = kNever;
  const auto first = required == kNone ? 0u : static_cast<std::uint32_t>(required);
  const auto last = required == kNone ? wavelengths() : first + 1;
  for (std::uint32_t c = first; c < last; ++c) {
    forget_past(channels_[c], now);
    sim::SimTime void_start;
    if (!fits(channels_[c], start, end, void_start)) continue;
    if (best == kNone || void_start > best_void) {
      best = static_cast<std::int32_t>(c);
      best_void = void_start;
    }
  }
  if (best == kNone) return kNone;
  Channel& ch = channels_[static_cast<std::size_t>(best)];
  const auto at =
      std::find_if(ch.begin(), ch.end(), [start](const Reservation& r) { return r.start > start; });
  ch.insert(at, Reservation{start, end});
  return best;
}

WavelengthSchedule::Slot WavelengthSchedule::reserve_earliest(sim::SimTime start,
                                                              sim::SimTime duration,
                                                              sim::SimTime now,
                                                              std::int32_t required) {
  // Candidate starts: `start` itself and the end of every later reservation; the first that
  // some allowed channel can take wins.
  sim::SimTime at = start;
  for (;;) {
    const std::int32_t c = reserve(at, at + duration, now, required);
    if (c != kNone) return Slot{c, at};
    sim::SimTime next = sim::SimTime::max();
    const auto first = required == kNone ? 0u : static_cast<std::uint32_t>(required);
    const auto last = required == kNone ? wavelengths() : first + 1;
    for (std::uint32_t ch = first; ch < last; ++ch) {
      for (const Reservation& r : channels_[ch]) {
        if (r.end > at && r.end < next) next = r.end;
      }
    }
    at = next;
  }
}

}  // namespace opslab::switching
