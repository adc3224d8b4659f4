// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "switching/optical_delay_line.hpp"

#include <algorithm>

namespace opslab::switching {

void OpticalDelayLine::put(edge::OpticalPacketPtr o, sim::SimTime arrival) {
  heap_.push_back(Entry{arrival, seq_++, std::move(o)});
  std::push_heap(heap_.begin(), heap_.end(), later);
  if (!event_.scheduled()) {
    sim_.schedule(event_, arrival);
  } else if (arrival < event_.time()) {
    sim_.reschedule(event_, arrival);
  }
}

void OpticalDelayLine::handle_event(sim::Event&) {
  while (!heap_.empty() && heap_.front().arrival <= sim_.now()) {
    std::pop_heap(heap_.begin(), heap_.end(), later);
    edge::OpticalPacketPtr o = std::move(heap_.back().packet);
    heap_.pop_back();
    far_end_.receive_optical(std::move(o));
  }
  if (!heap_.empty()) sim_.schedule(event_, heap_.front().arrival);
}

}  // namespace opslab::switching
