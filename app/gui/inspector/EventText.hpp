// EventText: numbers and times in the GUI's words. The event log's sentences themselves come
// from the core (net/event_text.hpp), worded by the model that owns each drop cause and event.
#pragma once

#include <cstdint>

#include <QString>

namespace opslab::gui {

/// A window in segments, as short as it reads well: 24, 12.5, 0.8.
QString formatWindow(double segments);
/// Simulated time for people: "1.234 567 s".
QString formatSimTime(std::int64_t ps);
/// A duration with a unit that fits it ("100 ms", "7.25 µs").
QString formatDuration(std::int64_t ps);
/// A bit rate ("100 Mb/s", "10 Gb/s").
QString formatRate(std::int64_t bps);

}  // namespace opslab::gui
