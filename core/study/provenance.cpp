// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/provenance.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "opslab_commit.hpp"

namespace opslab::study {

namespace {

// Characters a POSIX shell reads literally outside quotes.
bool plain_word(std::string_view w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("-_./=:,+@%").find(c) != std::string_view::npos;
  });
}

std::string shell_word(std::string_view w) {
  if (plain_word(w)) return std::string(w);
  std::string out = "'";
  for (char c : w) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

const BuildInfo& this_build() {
  static const BuildInfo build{OPSLAB_BUILD_VERSION, OPSLAB_BUILD_COMMIT, OPSLAB_BUILD_DIRTY};
  return build;
}

std::string build_text() {
  const BuildInfo& b = this_build();
  if (b.commit == "unknown") return fmt::format("{} (commit unknown)", b.version);
  return fmt::format("{} (commit {}{})", b.version, b.commit,
                     b.dirty == "true" ? ", modified" : "");
}

std::string command_line_text(std::span<const std::string> args) {
  std::string out = "opslab-cli";
  for (const auto& a : args) out += ' ' + shell_word(a);
  return out;
}

const std::vector<std::string>& provenance_columns() {
  static const std::vector<std::string> names{"opslab_version", "git_commit", "git_dirty",
                                              "command_line"};
  return names;
}

metrics::Table with_provenance(metrics::Table table, const Provenance& p) {
  if (table.column(provenance_columns().front()) >= 0) return table;
  const std::vector<metrics::Value> cells{p.build.version, p.build.commit, p.build.dirty,
                                          p.command_line.empty() ? metrics::Value()
                                                                 : metrics::Value(p.command_line)};
  for (const auto& c : provenance_columns()) table.columns.push_back(c);
  for (auto& row : table.rows) {
    row.resize(table.columns.size() - cells.size());  // a short row's empty cells first
    row.insert(row.end(), cells.begin(), cells.end());
  }
  return table;
}

std::string run_json_text(const Provenance& p, std::int64_t seed, std::int64_t seeds) {
  nlohmann::ordered_json doc;
  doc["opslab_version"] = p.build.version;
  doc["git_commit"] = p.build.commit;
  doc["git_dirty"] = p.build.dirty == "unknown" ? nlohmann::ordered_json()
                                                : nlohmann::ordered_json(p.build.dirty == "true");
  doc["command_line"] =
      p.command_line.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(p.command_line);
  doc["seed"] = seed;
  if (seeds > 0) doc["seeds"] = seeds;
  return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace opslab::study
