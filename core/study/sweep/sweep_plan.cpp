// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/sweep/sweep_plan.hpp"
#include "study/atomic_file.hpp"

#include <cerrno>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "metrics/csv_reader.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "study/run_checksums.hpp"

namespace opslab::study {

namespace fs = std::filesystem;
using nlohmann::json;
using scenario::ScenarioError;

namespace {

constexpr std::string_view plan_name = "plan.json";
constexpr int plan_format = 1;
// A run is done when all of these are there (`opslab-cli run` renames them into place in
// this order, the summary first and its checksums last).
constexpr std::array<std::string_view, 4> result_files = {"summary.csv", "flows.csv",
                                                          "timeseries.csv", "checksums.csv"};

std::string read_plan_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("{}: cannot read", path.string()));
  std::ostringstream s;
  s << in.rdbuf();
  return std::move(s).str();
}

void write_text(const fs::path& path, std::string_view text) {
  errno = 0;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) throw_write_error(path, errno);
}

// "0003-0007, 0010": runs in index order, consecutive ones as ranges; at most `limit` items.
std::string run_ranges(const std::vector<std::size_t>& runs, std::size_t count,
                       std::size_t limit = 12) {
  std::vector<std::string> items;
  std::size_t shown = 0;
  for (std::size_t i = 0; i < runs.size();) {
    std::size_t j = i;
    while (j + 1 < runs.size() && runs[j + 1] == runs[j] + 1) ++j;
    if (items.size() == limit) break;
    items.push_back(
        j == i ? run_dir_name(runs[i], count)
               : fmt::format("{}-{}", run_dir_name(runs[i], count), run_dir_name(runs[j], count)));
    shown = j + 1;
    i = j + 1;
  }
  std::string out = fmt::format("{}", fmt::join(items, ", "));
  if (shown < runs.size()) out += fmt::format(" and {} more", runs.size() - shown);
  return out;
}

// A field of plan.json, checked for its type.
const json& field(const json& doc, std::string_view key, json::value_t type, std::string_view what,
                  const fs::path& file) {
  const auto it = doc.find(key);
  const bool ok =
      it != doc.end() && (it->type() == type || (type == json::value_t::number_integer &&
                                                 it->type() == json::value_t::number_unsigned));
  if (!ok) {
    throw ScenarioError(fmt::format("{}: \"{}\": expected {}", file.string(), key, what));
  }
  return *it;
}

}  // namespace

int run_dir_digits(std::size_t run_count) {
  int digits = 1;
  for (std::size_t n = run_count > 0 ? run_count - 1 : 0; n >= 10; n /= 10) ++digits;
  return std::max(4, digits);
}

std::string run_dir_name(std::size_t run, std::size_t run_count) {
  return fmt::format("{:0{}}", run, run_dir_digits(run_count));
}

void write_sweep_plan(const fs::path& dir, const json& user, const SweepPlan& plan,
                      const std::vector<OutputFile>& extra) {
  std::error_code ec;
  if (fs::exists(dir, ec)) {
    if (!fs::is_directory(dir, ec)) {
      throw ScenarioError(fmt::format("{}: exists and is not a directory", dir.string()));
    }
    if (!fs::is_empty(dir, ec)) {
      throw ScenarioError(fmt::format(
          "{}: directory is not empty (a plan is written into a new or empty directory)",
          dir.string()));
    }
  }

  const std::size_t n = plan.run_count();
  json runs = json::array();
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t point = plan.point_of_run(i);
    const auto idx = plan.point_indices(point);
    json values = json::object();
    for (std::size_t k = 0; k < idx.size(); ++k) {
      const auto& axis = plan.spec().axes[k];
      values[axis.key] = scenario::parse_value(axis.values[idx[k]]);
    }
    runs.push_back({{"dir", "runs/" + run_dir_name(i, n)},
                    {"point", point},
                    {"seed", plan.scenario_of_run(i).at("sim").at("seed")},
                    {"values", std::move(values)}});
  }
  const json doc = {{"opslab_sweep_plan", plan_format},
                    {"scenario", user},
                    {"sweep", sweep_spec_to_json(plan.spec())},
                    {"runs", std::move(runs)}};

  fs::path target = fs::absolute(dir).lexically_normal();
  if (target.filename().empty()) target = target.parent_path();  // "DIR/"
  const fs::path parent = target.parent_path();
  const fs::path tmp =
      parent / fmt::format(".{}.plan-{}.tmp", target.filename().string(), getpid());
  std::vector<fs::path> created;  // parents this call creates, innermost first
  for (fs::path p = parent; !p.empty() && !fs::exists(p); p = p.parent_path()) created.push_back(p);
  try {
    fs::create_directories(tmp / "runs");
    fs::create_directory(tmp / "logs");
    write_text(tmp / plan_name, doc.dump(2) + "\n");
    for (std::size_t i = 0; i < n; ++i) {
      const fs::path run = tmp / "runs" / run_dir_name(i, n);
      fs::create_directory(run);
      write_text(run / "scenario.json", scenario_json_text(plan.scenario_of_run(i)));
    }
    for (const auto& f : extra) write_text(tmp / f.name, f.content);
    fs::rename(tmp, target);  // replaces an empty directory
  } catch (...) {
    fs::remove_all(tmp, ec);
    for (const auto& d : created) fs::remove(d, ec);
    throw;
  }
}

StoredPlan read_sweep_plan(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    throw ScenarioError(fmt::format("{}: no such directory", dir.string()));
  }
  const fs::path file = dir / plan_name;
  if (!fs::is_regular_file(file, ec)) {
    throw ScenarioError(
        fmt::format("{}: not a sweep plan (no {}; write one with `opslab-cli "
                    "sweep SCENARIO ... --plan DIR`)",
                    dir.string(), plan_name));
  }
  json doc;
  try {
    doc = json::parse(read_plan_text(file));
  } catch (const json::exception& e) {  // a syntax error or a number no double holds
    throw ScenarioError(fmt::format("{}: malformed JSON: {}", file.string(), e.what()));
  }
  if (!doc.is_object()) throw ScenarioError(fmt::format("{}: expected an object", file.string()));
  const json& format = field(doc, "opslab_sweep_plan", json::value_t::number_integer,
                             fmt::format("the plan format {}", plan_format), file);
  if (format.get<std::int64_t>() != plan_format) {
    throw ScenarioError(fmt::format("{}: plan format {}, this opslab-cli reads format {}",
                                    file.string(), format.dump(), plan_format));
  }
  const json& user =
      field(doc, "scenario", json::value_t::object, "an object (the scenario)", file);
  const json& sweep = field(doc, "sweep", json::value_t::object, "an object (the sweep)", file);
  const json& runs = field(doc, "runs", json::value_t::array, "an array (the runs)", file);

  std::optional<SweepPlan> plan;
  try {
    plan.emplace(user, sweep_spec_from_json(sweep));
  } catch (const ScenarioError& e) {
    throw ScenarioError(fmt::format("{}: {}", file.string(), e.what()));
  }
  const std::size_t n = plan->run_count();
  if (runs.size() != n) {
    throw ScenarioError(
        fmt::format("{}: \"runs\" lists {} runs, the sweep has {}", file.string(), runs.size(), n));
  }
  for (std::size_t i = 0; i < n; ++i) {
    const json& r = runs[i];
    const auto path = fmt::format("runs[{}]", i);
    const std::string dir_name = "runs/" + run_dir_name(i, n);
    if (!r.is_object() || r.value("dir", json()) != json(dir_name) ||
        r.value("seed", json()) != plan->scenario_of_run(i).at("sim").at("seed") ||
        r.value("point", json()) != json(plan->point_of_run(i))) {
      throw ScenarioError(fmt::format(
          "{}: {}: expected {{\"dir\": \"{}\", \"point\": {}, \"seed\": {}, ...}}, got {}",
          file.string(), path, dir_name, plan->point_of_run(i),
          plan->scenario_of_run(i).at("sim").at("seed").dump(), r.dump()));
    }
  }
  return StoredPlan{dir, user, std::move(*plan)};
}

std::vector<RunStatus> run_states(const StoredPlan& stored) {
  const std::size_t n = stored.plan.run_count();
  std::vector<RunStatus> out(n);
  std::error_code ec;
  for (std::size_t i = 0; i < n; ++i) {
    const fs::path run = stored.dir / "runs" / run_dir_name(i, n);
    const bool done = std::all_of(result_files.begin(), result_files.end(),
                                  [&](auto name) { return fs::is_regular_file(run / name, ec); });
    if (done) {
      out[i].state = RunState::done;
      continue;
    }
    if (fs::is_regular_file(run / "exit_status", ec)) {
      std::string status;
      try {
        status = read_plan_text(run / "exit_status");
      } catch (const std::exception&) {
      }
      while (!status.empty() && std::isspace(static_cast<unsigned char>(status.back()))) {
        status.pop_back();
      }
      if (status != "0") {
        out[i].state = RunState::failed;
        out[i].note = status.empty() ? "no exit status" : "exit " + status;
      }
    }
  }
  return out;
}

std::string unfinished_runs_text(const std::vector<RunStatus>& states) {
  const std::size_t n = states.size();
  std::vector<std::size_t> missing;
  std::vector<std::size_t> failed;
  for (std::size_t i = 0; i < n; ++i) {
    if (states[i].state == RunState::missing) missing.push_back(i);
    if (states[i].state == RunState::failed) failed.push_back(i);
  }
  if (missing.empty() && failed.empty()) return {};
  std::vector<std::string> parts;
  if (!missing.empty()) parts.push_back("missing " + run_ranges(missing, n));
  if (!failed.empty()) {
    // Failed runs with their status, grouped by status ("0005, 0009 (exit 1)").
    std::vector<std::string> notes;
    for (std::size_t i : failed) {
      if (std::find(notes.begin(), notes.end(), states[i].note) == notes.end()) {
        notes.push_back(states[i].note);
      }
    }
    std::vector<std::string> groups;
    for (const auto& note : notes) {
      std::vector<std::size_t> runs;
      for (std::size_t i : failed) {
        if (states[i].note == note) runs.push_back(i);
      }
      groups.push_back(fmt::format("{} ({})", run_ranges(runs, n), note));
    }
    parts.push_back(fmt::format("failed {}", fmt::join(groups, ", ")));
  }
  return fmt::format("{} of {} runs did not finish: {}", missing.size() + failed.size(), n,
                     fmt::join(parts, "; "));
}

std::vector<metrics::Table> collect_sweep_runs(const StoredPlan& stored) {
  const auto states = run_states(stored);
  if (auto text = unfinished_runs_text(states); !text.empty()) {
    throw ScenarioError(fmt::format("{}: {}", stored.dir.string(), text));
  }
  const std::size_t n = stored.plan.run_count();
  std::vector<metrics::Table> runs(n);
  std::vector<std::size_t> foreign;
  for (std::size_t i = 0; i < n; ++i) {
    const fs::path run = stored.dir / "runs" / run_dir_name(i, n);
    json ran;
    try {
      ran = json::parse(read_plan_text(run / "scenario.json"));
    } catch (const std::exception&) {
      ran = json();
    }
    if (ran != stored.plan.scenario_of_run(i)) {
      foreign.push_back(i);
      continue;
    }
    // A file edited or cut short since the run wrote it is refused, not collected.
    verify_run_checksums(run, {"summary.csv", "flows.csv", "timeseries.csv", "scenario.json"});
    const fs::path summary = run / "summary.csv";
    try {
      runs[i] = metrics::parse_csv(read_plan_text(summary));
    } catch (const std::exception& e) {
      throw ScenarioError(fmt::format("{}: {}", summary.string(), e.what()));
    }
    if (runs[i].rows.size() != 1) {
      throw ScenarioError(
          fmt::format("{}: expected one row, got {}", summary.string(), runs[i].rows.size()));
    }
  }
  if (!foreign.empty()) {
    throw ScenarioError(fmt::format(
        "{}: {} of {} runs ran another scenario than the plan's (their scenario.json differs "
        "from plan.json: results of another plan or another opslab-cli?): {}",
        stored.dir.string(), foreign.size(), n, run_ranges(foreign, n)));
  }
  return runs;
}

}  // namespace opslab::study
