// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// WavelengthSchedule: the reservations of the W wavelengths (channels) of one optical link,
// and the latest-available-unused-channel (LAUC) choice with void filling (OBS paper §III:
// bufferless burst switching; Xiong, Vandenhoute & Cankaya's LAUC-VF scheduler for JET).
//
// A burst asks for [start, end) on the link. A channel can take it when none of its
// reservations overlaps that interval (JET reserves from the burst's arrival, not from the
// header's, so a reservation may fill the void before a later one). Among the channels that
// can take it, LAUC picks the one whose last reservation before `start` ends latest — the
// smallest void left unused — lowest index on a tie (an idle channel's "latest end" is −∞).
// Without wavelength conversion the burst may only use the channel it arrived on. A burst
// that no allowed channel can take is lost whole (no optical buffer).
// Cost: O(W · r) per request, r = reservations still pending on a channel (a few); each
// channel keeps its vector's capacity, so steady state allocates nothing.
#pragma once

#include <cstdint>
#include <vector>

#include "sim/time.hpp"

namespace opslab::switching {

class WavelengthSchedule {
 public:
  static constexpr std::int32_t kNone = -1;

  explicit WavelengthSchedule(std::uint32_t wavelengths) : channels_(wavelengths) {}

  std::uint32_t wavelengths() const { return static_cast<std::uint32_t>(channels_.size()); }

  /// Reserves [start, end) on a free channel chosen by LAUC-VF — any channel when `required`
  /// is kNone (full conversion), else only channel `required` — and returns it, or kNone if
  /// the burst must be dropped. Reservations ending at or before `now` are forgotten first.
  std::int32_t reserve(sim::SimTime start, sim::SimTime end, sim::SimTime now,
                       std::int32_t required = kNone);

  struct Slot {
    std::int32_t channel = kNone;
    sim::SimTime start;
  };
  /// The earliest start ≥ `start` at which some channel (or channel `required`) is free for
  /// `duration`, the channel chosen by LAUC-VF at that start; reserves it. For an electronic
  /// ingress edge, where a burst may wait in the buffer for its first link.
  Slot reserve_earliest(sim::SimTime start, sim::SimTime duration, sim::SimTime now,
                        std::int32_t required = kNone);

  /// Reservations pending on channel `c` (ending after the last request's `now`).
  std::size_t pending(std::uint32_t c) const { return channels_[c].size(); }
  /// True when channel `c` has a reservation overlapping [start, end).
  bool busy(std::uint32_t c, sim::SimTime start, sim::SimTime end) const;

 private:
  struct Reservation {
    sim::SimTime start;
    sim::SimTime end;
  };
  using Channel = std::vector<Reservation>;  // sorted by start, non-overlapping

  /// False if [start, end) overlaps a reservation of `ch`; else true, with `void_start` the
  /// end of the latest reservation before `start` (the lowest SimTime when there is none).
  static bool fits(const Channel& ch, sim::SimTime start, sim::SimTime end,
                   sim::SimTime& void_start);
  static void forget_past(Channel& ch, sim::SimTime now);

  std::vector<Channel> channels_;
};

}  // namespace opslab::switching
