// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log.hpp"

#include <memory>

#include <spdlog/sinks/stdout_sinks.h>

namespace opslab::log {

namespace {

constexpr std::string_view kDefaultPattern = "opslab: %l: %v";

std::shared_ptr<spdlog::logger> make_default() {
  auto l =
      std::make_shared<spdlog::logger>("opslab", std::make_shared<spdlog::sinks::stderr_sink_mt>());
  l->set_pattern(std::string(kDefaultPattern));
  l->set_level(spdlog::level::warn);
  return l;
}

}  // namespace

spdlog::logger& logger() {
  static const std::shared_ptr<spdlog::logger> instance = make_default();
  return *instance;
}

const std::vector<std::string>& level_names() {
  static const std::vector<std::string> names{"trace", "debug", "info", "warn", "error", "off"};
  return names;
}

std::optional<spdlog::level::level_enum> parse_level(std::string_view name) {
  static constexpr spdlog::level::level_enum levels[] = {spdlog::level::trace, spdlog::level::debug,
                                                         spdlog::level::info,  spdlog::level::warn,
                                                         spdlog::level::err,   spdlog::level::off};
  const auto& names = level_names();
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return levels[i];
  }
  return std::nullopt;
}

void configure(std::vector<spdlog::sink_ptr> sinks, std::string_view pattern,
               spdlog::level::level_enum level) {
  spdlog::logger& l = logger();
  l.sinks() = std::move(sinks);
  l.set_pattern(std::string(pattern));
  l.set_level(level);
  l.flush_on(spdlog::level::info);
}

void reset() {
  configure({std::make_shared<spdlog::sinks::stderr_sink_mt>()}, kDefaultPattern,
            spdlog::level::warn);
}

}  // namespace opslab::log
