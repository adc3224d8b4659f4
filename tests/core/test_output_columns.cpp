// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every column a run writes is documented: each prepared scenario (and each model's defaults,
// and a UDP dumbbell) runs briefly, and every column of its summary.csv, flows.csv and own
// tables and every series of its timeseries.csv must have an entry, with a definition, in its
// model's descriptor (`opslab-cli describe`, docs/models/).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "model_runner.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using opslab::scenario::ColumnDoc;
using opslab::scenario::find_column;

// The documents to run: every prepared scenario, every model's defaults, a UDP dumbbell.
std::vector<std::pair<std::string, json>> documents() {
  std::vector<std::pair<std::string, json>> out;
  for (const auto& e : fs::directory_iterator(fs::path(OPSLAB_SOURCE_DIR) / "assets" / "scenarios")) {
    out.emplace_back(e.path().filename().string(),
                     opslab::scenario::load_scenario_file(e.path().string()));
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& m : opslab::scenario::models()) out.emplace_back(m.name + " defaults", json{{"model", m.name}});
  out.emplace_back("udp dumbbell", json{{"model", "dumbbell"}, {"traffic", {{"kind", "udp"}}}});
  return out;
}

// The run, shortened: at most 1 s simulated, a quarter of it warm-up.
opslab::metrics::RunResult brief_run(const json& user) {
  json doc = opslab::scenario::resolve_scenario(user);
  const double duration = std::min(doc["sim"]["duration_s"].get<double>(), 1.0);
  doc["sim"]["duration_s"] = duration;
  doc["sim"]["warmup_s"] = duration / 4;
  const auto* m = opslab::scenario::find_model(doc.at("model").get<std::string>());
  auto run = m->build(doc);
  run->advance_to(run->end_time());
  return run->results();
}

TEST(OutputColumns, EveryWrittenColumnAndSeriesIsDocumented) {
  std::set<std::string> missing;
  std::size_t columns = 0;
  for (const auto& [what, user] : documents()) {
    SCOPED_TRACE(what);
    const auto* m = opslab::scenario::find_model(user.at("model").get<std::string>());
    ASSERT_NE(m, nullptr);
    const auto r = brief_run(user);
    const auto check = [&](const std::string& file, const std::string& name, bool series) {
      ++columns;
      const ColumnDoc* d = find_column(m->columns, file, name, series);
      if (!d || d->definition.empty()) {
        missing.insert(m->name + ": " + file + (series ? " series " : " column ") + name);
      }
    };
    for (const auto& c : r.summary.columns) check("summary.csv", c, false);
    for (const auto& c : r.flows.columns) check("flows.csv", c, false);
    for (const auto& t : r.extra_tables) {
      for (const auto& c : t.table.columns) check(t.name + ".csv", c, false);
    }
    // timeseries.csv: its header, then each series.
    const std::string header = opslab::metrics::to_csv(opslab::metrics::TimeSeries{});
    for (const char* c : {"time_s", "series", "key", "value"}) {
      ASSERT_NE(header.find(c), std::string::npos);
      check("timeseries.csv", c, false);
    }
    for (const auto& s : r.timeseries.series) check("timeseries.csv", s.series, true);
  }
  EXPECT_GT(columns, 200u);
  std::string list;
  for (const auto& s : missing) list += "\n  " + s;
  EXPECT_TRUE(missing.empty()) << "undocumented (add them to the model's *_columns.cpp):" << list;
}

TEST(OutputColumns, EachModelDocumentsEachColumnOnceWithAUnitOrAReason) {
  for (const auto& m : opslab::scenario::models()) {
    ASSERT_FALSE(m.columns.empty()) << m.name;
    std::set<std::tuple<std::string, std::string, bool>> seen;
    for (const auto& d : m.columns) {
      EXPECT_TRUE(seen.insert({d.file, d.name, d.series}).second) << m.name << ": " << d.name;
      EXPECT_FALSE(d.definition.empty()) << m.name << ": " << d.file << " " << d.name;
      EXPECT_TRUE(d.file.ends_with(".csv")) << m.name << ": " << d.file;
    }
    // describe() prints them: the page has a table row for every one.
    const std::string page = opslab::scenario::describe(m);
    for (const auto& d : m.columns) {
      EXPECT_NE(page.find("| `" + d.name + "` |"), std::string::npos) << m.name << ": " << d.name;
    }
  }
}

}  // namespace
