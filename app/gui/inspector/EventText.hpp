// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EventText: numbers and times in the GUI's words, and the core's texts in the interface's
// language. The event log's sentences come from the core (net/event_text.hpp), worded by the
// model that owns each drop cause and event; the core marks every text people read with
// OPSLAB_UI_TEXT(context, …) (sim/ui_text.hpp), lupdate puts them in translations/*.ts, and
// these functions look them up where the GUI shows them.
#pragma once

#include <functional>

#include <cstdint>
#include <string>

#include <QString>

namespace opslab::net {
struct EventText;
}

namespace opslab::gui {

/// A text of the core (a chart title, a series label, a state name …) in the interface's
/// language: `context` is the one its OPSLAB_UI_TEXT names ("model", "schema", "event", "tcp").
QString coreText(const char* context, const std::string& text);
/// An event-log sentence of the core in the interface's language: each template translated
/// (context "event"), then filled with its pieces.
QString eventText(const net::EventText& t);
/// `text` with Qt's positional placeholders %1 … %9 replaced in one pass by arg(0) … arg(count
/// − 1) (what an argument says is not searched again); others are left as they are.
QString fillPlaceholders(const QString& text, std::size_t count,
                         const std::function<QString(std::size_t)>& arg);

/// A window in segments, as short as it reads well: 24, 12.5, 0.8.
QString formatWindow(double segments);
/// Simulated time for people: "1.234 567 s".
QString formatSimTime(std::int64_t ps);
/// A duration with a unit that fits it ("100 ms", "7.25 µs").
QString formatDuration(std::int64_t ps);
/// A bit rate ("100 Mb/s", "10 Gb/s").
QString formatRate(std::int64_t bps);

}  // namespace opslab::gui
