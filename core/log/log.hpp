// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The process's log: one spdlog logger that the core and both front ends write to.
//
// The core only writes (`opslab::log::logger().info("…", args)`); a front end decides where
// the lines go and how many: the CLI to stderr at `--log-level` (warn unless asked), the GUI
// to a file in its data directory. Until a front end configures it, warnings and errors go to
// stderr. A message below the level costs one comparison: nothing is formatted. Never log per
// packet or per event.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <spdlog/logger.h>

namespace opslab::log {

/// The shared logger (thread-safe to write to).
spdlog::logger& logger();

/// The level named `name`: trace, debug, info, warn, error or off; nothing for any other name.
std::optional<spdlog::level::level_enum> parse_level(std::string_view name);

/// The names parse_level() accepts, most verbose first.
const std::vector<std::string>& level_names();

/// Sends the log to `sinks` from now on, with `pattern` (spdlog syntax), at `level`. Call it
/// once at start-up, before any other thread writes.
void configure(std::vector<spdlog::sink_ptr> sinks, std::string_view pattern,
               spdlog::level::level_enum level);

/// Back to the start: warnings and errors on stderr.
void reset();

}  // namespace opslab::log
