// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging.hpp"

#include <memory>
#include <utility>

#include <spdlog/sinks/stdout_sinks.h>

#include "log/log.hpp"

namespace opslab::cli {

void setup_logging(const std::string& level) {
  log::configure({std::make_shared<spdlog::sinks::stderr_sink_mt>()}, "opslab-cli: %l: %v",
                 log::parse_level(level).value_or(spdlog::level::warn));
}

study::SweepCallback with_progress_log(std::string label, study::SweepCallback next) {
  if (!log::logger().should_log(spdlog::level::info)) return next;
  return [label = std::move(label), next = std::move(next)](const study::SweepRunReport& r) {
    log::logger().info("{}: {}/{} runs (run {}, seed {})", label, r.done, r.total, r.run, r.seed);
    if (next) next(r);
  };
}

}  // namespace opslab::cli
