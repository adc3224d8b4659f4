// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/runner.hpp"
#include "study/atomic_file.hpp"
#include "study/run_checksums.hpp"

#include <cerrno>
#include <chrono>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "sim/simulation.hpp"

namespace opslab::study {

namespace {

// Sets a cell of the summary's single row, adding the column if the model did not.
void set_cell(metrics::Table& summary, std::string_view column, metrics::Value v) {
  int i = summary.column(column);
  if (i < 0) {
    summary.columns.emplace_back(column);
    i = static_cast<int>(summary.columns.size()) - 1;
  }
  auto& row = summary.rows.front();
  if (row.size() < summary.columns.size()) row.resize(summary.columns.size());
  row[static_cast<std::size_t>(i)] = std::move(v);
}

}  // namespace

metrics::RunResult run_scenario(const nlohmann::json& resolved) {
  return *run_scenario(resolved, std::stop_token());
}

std::optional<metrics::RunResult> run_scenario(
    const nlohmann::json& resolved, std::stop_token stop,
    const std::function<void(scenario::ModelRun&)>& prepare) {
  const auto& model_name = resolved.at("model").get_ref<const std::string&>();
  const scenario::ModelDescriptor* model = scenario::find_model(model_name);
  if (model == nullptr) {
    throw scenario::ScenarioError(fmt::format("model: unknown model \"{}\"", model_name));
  }
  const auto start = std::chrono::steady_clock::now();
  auto run = model->build(resolved);
  check_output_size(resolved, *run);
  if (prepare) prepare(*run);
  const sim::SimTime end = run->end_time();
  for (int k = 1; k <= run_slices; ++k) {
    if (stop.stop_requested()) return std::nullopt;
    run->advance_to(k == run_slices ? end : end / run_slices * k);
  }
  const double wall_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  metrics::RunResult result = run->results();

  record_run_cost(result, wall_s, run->simulation().events_processed());
  return result;
}

std::uint64_t estimated_timeseries_bytes(const nlohmann::json& resolved,
                                         const scenario::ModelRun& run) {
  const double interval_ms = resolved.at("sim").at("sample_interval_ms").get<double>();
  const auto interval = sim::SimTime::ms(interval_ms);
  const std::uint64_t samples = static_cast<std::uint64_t>(run.end_time() / interval) + 1;
  // A line is "time,series,key,value\n"; the two numbers take about 20 characters.
  std::uint64_t bytes_per_sample = 0;
  for (const auto& s : run.timeseries().series) {
    bytes_per_sample += s.series.size() + s.key.size() + 4 + 20;
  }
  return samples * bytes_per_sample;
}

void check_output_size(const nlohmann::json& resolved, const scenario::ModelRun& run) {
  const std::uint64_t bytes = estimated_timeseries_bytes(resolved, run);
  if (bytes <= max_timeseries_bytes) return;
  const auto& sim = resolved.at("sim");
  const std::uint64_t samples = static_cast<std::uint64_t>(
      run.end_time() / sim::SimTime::ms(sim.at("sample_interval_ms").get<double>())) + 1;
  throw scenario::ScenarioError(fmt::format(
      "sim.sample_interval_ms: {} ms over {} s gives {:.3g} samples × {} series ≈ {:.3g} GB of "
      "timeseries.csv (limit {:g} GB); raise sim.sample_interval_ms or shorten sim.duration_s",
      sim.at("sample_interval_ms").get<double>(), sim.at("duration_s").get<double>(),
      static_cast<double>(samples), run.timeseries().series.size(), static_cast<double>(bytes) / 1e9,
      static_cast<double>(max_timeseries_bytes) / 1e9));
}

void record_run_cost(metrics::RunResult& result, double wall_s, std::uint64_t events) {
  if (result.summary.rows.empty()) throw std::logic_error("model returned no summary row");
  set_cell(result.summary, "wall_s", wall_s);
  set_cell(result.summary, "events_per_s",
           wall_s > 0 ? metrics::Value(static_cast<double>(events) / wall_s) : metrics::Value());
}

void write_output_files(const std::filesystem::path& dir, const std::vector<OutputFile>& files,
                        bool with_checksums) {
  namespace fs = std::filesystem;
  // The directories this call creates, innermost first, to remove again on failure.
  std::vector<fs::path> created;
  for (fs::path p = dir; !p.empty() && !fs::exists(p); p = p.parent_path()) created.push_back(p);
  std::vector<fs::path> temporaries;
  try {
    fs::create_directories(dir);
    for (const auto& f : files) {
      const fs::path tmp = dir / fmt::format(".{}.tmp", f.name);
      temporaries.push_back(tmp);
      errno = 0;
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      if (f.stream) {
        f.stream(out);
      } else {
        out << f.content;
      }
      out.close();
      // Named as it would have been, with the system's cause ("No space left on device").
      if (!out) throw_write_error(dir / f.name, errno);
    }
    std::vector<std::string> names;
    for (const auto& f : files) names.push_back(f.name);
    if (with_checksums) {
      // Read back from the temporaries: what will be renamed into place is what was summed.
      std::vector<FileChecksum> sums;
      for (std::size_t i = 0; i < files.size(); ++i) {
        sums.push_back(file_checksum(temporaries[i], files[i].name));
      }
      const fs::path tmp = dir / fmt::format(".{}.tmp", checksums_name);
      temporaries.push_back(tmp);
      names.emplace_back(checksums_name);
      errno = 0;
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      out << checksums_csv(sums);
      out.close();
      if (!out) throw_write_error(dir / checksums_name, errno);
    }
    // In order, so that the last file's presence says the others are complete.
    for (std::size_t i = 0; i < names.size(); ++i) fs::rename(temporaries[i], dir / names[i]);
  } catch (...) {
    std::error_code ec;
    for (const auto& tmp : temporaries) fs::remove(tmp, ec);
    for (const auto& d : created) fs::remove(d, ec);
    throw;
  }
}

std::string scenario_json_text(const nlohmann::json& doc) {
  return doc.dump(2) + "\n";
}

void write_run_outputs(const std::filesystem::path& dir, const nlohmann::json& resolved,
                       const metrics::RunResult& result, const Provenance& provenance,
                       std::vector<OutputFile> more) {
  // The time series, the one file that grows with simulated time, is streamed.
  OutputFile timeseries{"timeseries.csv", {}};
  timeseries.stream = [&result](std::ostream& out) { metrics::write_csv(out, result.timeseries); };
  const auto seed = resolved.at("sim").at("seed").get<std::int64_t>();
  std::vector<OutputFile> files{
      {"summary.csv", metrics::to_csv(with_provenance(result.summary, provenance))},
      {"flows.csv", metrics::to_csv(result.flows)},
      std::move(timeseries),
      {"scenario.json", scenario_json_text(resolved)},
      {"run.json", run_json_text(provenance, seed)}};
  for (const auto& extra : result.extra_tables) {
    files.push_back({extra.name + ".csv", metrics::to_csv(extra.table)});
  }
  for (auto& f : more) files.push_back(std::move(f));
  write_output_files(dir, files, /*with_checksums=*/true);
}

}  // namespace opslab::study
