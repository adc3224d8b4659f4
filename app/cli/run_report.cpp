// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_report.hpp"

#include <array>
#include <optional>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

namespace opslab::cli {

namespace {

// The summary's value of a metric for humans, or nothing when it does not apply.
std::optional<std::string> cell(const metrics::Table& summary, std::string_view column) {
  const int i = summary.column(column);
  if (i < 0 || summary.rows.empty()) return std::nullopt;
  const auto& v = summary.rows.front().at(static_cast<std::size_t>(i));
  if (const auto* x = std::get_if<std::int64_t>(&v)) return fmt::format("{}", *x);
  if (const auto* x = std::get_if<double>(&v)) return fmt::format("{:.4g}", *x);
  if (const auto* x = std::get_if<std::string>(&v)) return *x;
  return std::nullopt;
}

// "label value unit, ..." for each listed metric {column, label, unit} that applies.
std::string metrics_line(const metrics::Table& summary,
                         std::initializer_list<std::array<std::string_view, 3>> items) {
  std::vector<std::string> parts;
  for (const auto& [column, label, unit] : items) {
    if (const auto v = cell(summary, column)) parts.push_back(fmt::format("{} {}{}", label, *v, unit));
  }
  return fmt::format("{}", fmt::join(parts, ", "));
}

// A numeric summary value, 0 when absent.
double number(const metrics::Table& summary, std::string_view column) {
  const int i = summary.column(column);
  if (i < 0 || summary.rows.empty()) return 0;
  const auto& v = summary.rows.front().at(static_cast<std::size_t>(i));
  if (const auto* x = std::get_if<std::int64_t>(&v)) return static_cast<double>(*x);
  if (const auto* x = std::get_if<double>(&v)) return *x;
  return 0;
}

}  // namespace

std::vector<std::string> written_files(const metrics::RunResult& result) {
  std::vector<std::string> names{"summary.csv", "flows.csv", "timeseries.csv", "scenario.json",
                                 "run.json"};
  for (const auto& extra : result.extra_tables) names.push_back(extra.name + ".csv");
  return names;
}

std::string rtt_samples_note(const metrics::RttSampleLog& log) {
  if (log.left_out() == 0) return {};
  return fmt::format(
      "opslab-cli: warning: rtt_samples.csv: the run took {} RTT samples, more than the limit of "
      "{}; the file holds the first {} (to t = {} s); shorten sim.duration_s or run fewer flows "
      "to have them all\n",
      log.kept() + log.left_out(), log.limit(), log.kept(), log.last_kept_time().to_seconds());
}

std::string run_report_text(const nlohmann::json& doc, const metrics::Table& s) {
  return fmt::format("{} \"{}\", seed {}: {} s simulated\n", doc.at("model").get<std::string>(),
                     doc.at("name").get<std::string>(), cell(s, "seed").value_or("-"),
                     cell(s, "sim_time_s").value_or("-")) +
         "  " +
         metrics_line(s, {{"goodput_mbps", "goodput", " Mb/s"},
                          {"jain_fairness", "Jain fairness", ""},
                          {"udp_jitter_ms", "UDP jitter", " ms"}}) +
         "\n  " +
         metrics_line(s, {{"drops", "drops", ""},
                          {"deflections", "deflections", ""},
                          {"retransmits", "retransmits", ""},
                          {"timeouts", "timeouts", ""},
                          {"fast_retransmits", "fast retransmits", ""}}) +
         fmt::format("\n  {} events in {:.3f} s wall ({:.2f} M events/s)\n",
                     cell(s, "events").value_or("-"), number(s, "wall_s"),
                     number(s, "events_per_s") / 1e6);
}

}  // namespace opslab::cli
