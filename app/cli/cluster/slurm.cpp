// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "slurm.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "command.hpp"
#include "scenario/scenario_error.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using nlohmann::json;
using scenario::ScenarioError;

namespace {

// A shell word: single-quoted, with ' written as '\''.
std::string shell_quote(std::string_view s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

constexpr std::string_view kNoSlurm = " (are SLURM's clients installed?)";

// An #SBATCH value must be one word on one line.
void check_knob(std::string_view flag, const std::optional<std::string>& value) {
  if (!value) return;
  if (value->empty() || value->find_first_of(" \t\r\n\"'") != std::string::npos) {
    throw ScenarioError(fmt::format("{}: expected one word, got {}", flag, json(*value).dump()));
  }
}

// sbatch's --time forms: minutes, minutes:seconds, hours:minutes:seconds, days-hours,
// days-hours:minutes, days-hours:minutes:seconds, or no limit.
void check_time(const std::optional<std::string>& value) {
  static const std::regex form(R"(\d+(:\d+){0,2}|\d+-\d+(:\d+){0,2}|UNLIMITED|INFINITE)");
  if (value && !std::regex_match(*value, form)) {
    throw ScenarioError(fmt::format(
        "--time: expected a SLURM time limit such as 90, 01:30:00 or 2-12:00, got {}", json(*value).dump()));
  }
}

// sbatch's --mem: a whole number of megabytes, or of the unit its suffix names.
void check_mem(const std::optional<std::string>& value) {
  static const std::regex form(R"(\d+[KMGT]?)");
  if (value && !std::regex_match(*value, form)) {
    throw ScenarioError(
        fmt::format("--mem: expected a SLURM memory size such as 4000, 512M or 4G, got {}", json(*value).dump()));
  }
}

}  // namespace

ArrayLayout array_layout(std::size_t runs, const SlurmOptions& options) {
  check_knob("--partition", options.partition);
  check_knob("--time", options.time);
  check_knob("--account", options.account);
  check_knob("--mem", options.mem);
  check_knob("--qos", options.qos);
  check_time(options.time);
  check_mem(options.mem);
  for (const auto& line : options.sbatch_lines) {
    if (line.size() < 3 || line.rfind("--", 0) != 0 || line.find_first_of(" \t\r\n") != std::string::npos) {
      throw ScenarioError(fmt::format(
          "--sbatch-line: expected one sbatch option such as --constraint=skylake, got {}",
          json(line).dump()));
    }
  }
  (void)setup_lines(options);
  if (options.cli && options.cli->empty()) throw ScenarioError("--cli: expected a path or a command name");
  if (options.cpus_per_task && (*options.cpus_per_task < 1 || *options.cpus_per_task > 4096)) {
    throw ScenarioError(fmt::format("--cpus-per-task: expected an integer in [1, 4096], got {}",
                                    *options.cpus_per_task));
  }
  ArrayLayout layout;
  layout.runs = runs;
  if (options.runs_per_task) {
    if (*options.runs_per_task < 1) {
      throw ScenarioError(
          fmt::format("--runs-per-task: expected an integer >= 1, got {}", *options.runs_per_task));
    }
    layout.runs_per_task = static_cast<std::size_t>(*options.runs_per_task);
  } else {
    layout.runs_per_task =
        std::max<std::size_t>(1, (runs + options.max_array_tasks - 1) / options.max_array_tasks);
  }
  layout.tasks = (runs + layout.runs_per_task - 1) / layout.runs_per_task;
  if (layout.tasks > options.max_array_tasks) {
    throw ScenarioError(fmt::format(
        "--runs-per-task {}: {} runs would need {} array tasks, more than {}; use at least {}",
        layout.runs_per_task, runs, layout.tasks, options.max_array_tasks,
        (runs + options.max_array_tasks - 1) / options.max_array_tasks));
  }
  return layout;
}

std::string batch_script(const fs::path& dir, const fs::path& cli, const std::string& job_name,
                         const ArrayLayout& layout, const SlurmOptions& options) {
  // A job name of letters, digits, '-', '_' and '.', at most 40 characters.
  std::string name;
  for (char c : job_name) {
    const bool plain = std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '.';
    if (plain) {
      name += c;
    } else if (!name.empty() && name.back() != '_') {
      name += '_';
    }
    if (name.size() == 40) break;
  }
  std::ostringstream s;
  s << "#!/bin/bash\n"
    << fmt::format(
           "# OPS Lab sweep: {} runs as a SLURM job array of {} tasks, {} run(s) per task.\n",
           layout.runs, layout.tasks, layout.runs_per_task)
    << "# Written by `opslab-cli sweep ... --plan DIR`.\n"
    << fmt::format("#   submit:             sbatch {}\n",
                   shell_quote((dir / "sweep.sbatch").string()))
    << fmt::format("#   collect the results: {} sweep --collect {}\n", shell_quote(cli.string()),
                   shell_quote(dir.string()))
    << fmt::format("#   re-submit unfinished runs: {} sweep --resubmit {}\n",
                   shell_quote(cli.string()), shell_quote(dir.string()))
    << fmt::format("#SBATCH --job-name=opslab-{}\n", name)
    << fmt::format("#SBATCH --array=0-{}\n", layout.tasks - 1) << "#SBATCH --ntasks=1\n"
    << fmt::format("#SBATCH --output={}\n", (dir / "logs" / "%A_%a.out").string());
  if (options.partition) s << "#SBATCH --partition=" << *options.partition << '\n';
  if (options.time) s << "#SBATCH --time=" << *options.time << '\n';
  if (options.cpus_per_task) s << "#SBATCH --cpus-per-task=" << *options.cpus_per_task << '\n';
  if (options.account) s << "#SBATCH --account=" << *options.account << '\n';
  if (options.mem) s << "#SBATCH --mem=" << *options.mem << '\n';
  if (options.qos) s << "#SBATCH --qos=" << *options.qos << '\n';
  for (const auto& line : options.sbatch_lines) s << "#SBATCH " << line << '\n';
  if (const auto setup = setup_lines(options); !setup.empty()) {
    // Before `set -u`: a cluster's module scripts may read unset variables.
    s << "\n# Set-up (--setup-line, --setup-file)\n";
    for (const auto& line : setup) s << line << '\n';
  }
  s << "\nset -u\n"
    << "plan=" << shell_quote(dir.string()) << '\n'
    << "cli=" << shell_quote(cli.string()) << '\n'
    << "runs=" << layout.runs << '\n'
    << "per_task=" << layout.runs_per_task << '\n'
    << "digits="
    << std::max<std::size_t>(4, fmt::format("{}", layout.runs ? layout.runs - 1 : 0).size()) << '\n'
    << "first=$(( SLURM_ARRAY_TASK_ID * per_task ))\n"
       "status=0\n"
       "for (( i = first; i < first + per_task && i < runs; i++ )); do\n"
       "  dir=$(printf '%s/runs/%0*d' \"$plan\" \"$digits\" \"$i\")\n"
       "  # Done already (an earlier submission): keep it.\n"
       "  if [[ -f $dir/summary.csv && -f $dir/flows.csv && -f $dir/timeseries.csv ]]; then "
       "continue; fi\n"
       "  rm -f \"$dir/exit_status\"\n"
       "  # Run in its folder, so that the command line its results record names no path.\n"
       "  (cd \"$dir\" && \"$cli\" run scenario.json --out . --replace) >\"$dir/run.log\" 2>&1\n"
       "  rc=$?\n"
       "  echo \"$rc\" >\"$dir/exit_status\"\n"
       "  if (( rc != 0 )); then\n"
       "    echo \"opslab: run $i failed (exit $rc), see $dir/run.log\" >&2\n"
       "    status=1\n"
       "  fi\n"
       "done\n"
       "exit $status\n";
  return std::move(s).str();
}

std::string array_layout_json(const ArrayLayout& layout) {
  const json doc = {{"runs", layout.runs},
                    {"runs_per_task", layout.runs_per_task},
                    {"tasks", layout.tasks},
                    {"script", "sweep.sbatch"}};
  return doc.dump(2) + "\n";
}

ArrayLayout read_array_layout(const fs::path& dir) {
  const fs::path file = dir / "slurm.json";
  std::ifstream in(file);
  if (!in) {
    throw ScenarioError(
        fmt::format("{}: no such file (the plan has no SLURM batch script)", file.string()));
  }
  json doc;
  try {
    doc = json::parse(in);
  } catch (const json::parse_error& e) {
    throw ScenarioError(fmt::format("{}: malformed JSON: {}", file.string(), e.what()));
  }
  ArrayLayout layout;
  try {
    layout.runs = doc.at("runs").get<std::size_t>();
    layout.runs_per_task = doc.at("runs_per_task").get<std::size_t>();
    layout.tasks = doc.at("tasks").get<std::size_t>();
  } catch (const json::exception&) {
    throw ScenarioError(fmt::format(
        "{}: expected {{\"runs\", \"runs_per_task\", \"tasks\": integers}}", file.string()));
  }
  if (layout.runs_per_task < 1 ||
      layout.tasks != (layout.runs + layout.runs_per_task - 1) / layout.runs_per_task) {
    throw ScenarioError(
        fmt::format("{}: runs, runs_per_task and tasks do not agree", file.string()));
  }
  return layout;
}

std::vector<std::size_t> tasks_of_runs(const std::vector<std::size_t>& runs,
                                       const ArrayLayout& layout) {
  std::vector<std::size_t> tasks;
  for (std::size_t r : runs) {
    const std::size_t t = r / layout.runs_per_task;
    if (tasks.empty() || tasks.back() != t) tasks.push_back(t);
  }
  return tasks;
}

std::string array_list(const std::vector<std::size_t>& indices) {
  std::vector<std::string> items;
  for (std::size_t i = 0; i < indices.size();) {
    std::size_t j = i;
    while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
    items.push_back(j == i ? fmt::format("{}", indices[i])
                           : fmt::format("{}-{}", indices[i], indices[j]));
    i = j + 1;
  }
  return fmt::format("{}", fmt::join(items, ","));
}

std::vector<std::string> sbatch_knob_args(const SlurmOptions& options) {
  std::vector<std::string> args;
  if (options.partition) args.push_back("--partition=" + *options.partition);
  if (options.time) args.push_back("--time=" + *options.time);
  if (options.cpus_per_task) {
    args.push_back(fmt::format("--cpus-per-task={}", *options.cpus_per_task));
  }
  if (options.account) args.push_back("--account=" + *options.account);
  if (options.mem) args.push_back("--mem=" + *options.mem);
  if (options.qos) args.push_back("--qos=" + *options.qos);
  args.insert(args.end(), options.sbatch_lines.begin(), options.sbatch_lines.end());
  return args;
}

std::string sbatch(const fs::path& script, const std::vector<std::string>& args) {
  std::vector<std::string> argv{"sbatch", "--parsable"};
  argv.insert(argv.end(), args.begin(), args.end());
  argv.push_back(script.string());
  const auto r = run_command(argv, kNoSlurm);
  if (r.status != 0) {
    throw std::runtime_error(fmt::format("sbatch failed: {}", one_line(r.output)));
  }
  // --parsable prints "JOBID" or "JOBID;CLUSTER", on the last line (after any warnings).
  std::string last;
  std::istringstream lines(r.output);
  for (std::string line; std::getline(lines, line);) {
    if (!one_line(line).empty()) last = one_line(line);
  }
  const std::string id = last.substr(0, last.find(';'));
  if (id.empty() || !std::all_of(id.begin(), id.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
      })) {
    throw std::runtime_error(fmt::format("sbatch: unexpected output: {}", one_line(r.output)));
  }
  return id;
}

JobProgress job_progress(const std::string& job) {
  const auto r = run_command({"squeue", "-h", "-r", "-j", job, "-o", "%T"}, kNoSlurm);
  JobProgress p;
  if (r.status != 0) {
    // A job that has left the controller's memory is "Invalid job id".
    if (r.output.find("Invalid job id") != std::string::npos) {
      p.finished = true;
      return p;
    }
    throw std::runtime_error(fmt::format("squeue failed: {}", one_line(r.output)));
  }
  std::istringstream lines(r.output);
  for (std::string state; std::getline(lines, state);) {
    state = one_line(state);
    if (state.empty()) continue;
    if (state == "PENDING" || state == "REQUEUED" || state == "REQUEUE_HOLD" ||
        state == "SUSPENDED") {
      ++p.pending;
    } else {
      ++p.running;
    }
  }
  p.finished = p.pending == 0 && p.running == 0;
  return p;
}

std::string submit_plan(const fs::path& dir, const std::vector<std::string>& args) {
  const std::string job = sbatch(dir / "sweep.sbatch", args);
  std::ofstream(dir / "slurm-jobs.txt", std::ios::app) << job << '\n';
  return job;
}

std::vector<std::string> queued_jobs(const fs::path& dir) {
  std::vector<std::string> out;
  std::ifstream in(dir / "slurm-jobs.txt");
  for (std::string job; std::getline(in, job);) {
    job = one_line(job);
    if (!job.empty() && !job_progress(job).finished) out.push_back(job);
  }
  return out;
}

void wait_for_job(const std::string& job, const std::function<void(const JobProgress&)>& report) {
  using namespace std::chrono_literals;
  const auto start = std::chrono::steady_clock::now();
  int failures = 0;
  for (;;) {
    JobProgress p;
    try {
      p = job_progress(job);
      failures = 0;
    } catch (const std::runtime_error&) {
      // The controller may be briefly unreachable; give up after about a minute of errors.
      if (++failures > 12) throw;
      std::this_thread::sleep_for(5s);
      continue;
    }
    if (report) report(p);
    if (p.finished) return;
    const auto waited = std::chrono::steady_clock::now() - start;
    std::this_thread::sleep_for(waited < 30s ? 1s : waited < 300s ? 5s : 15s);
  }
}

std::vector<std::string> setup_lines(const SlurmOptions& options) {
  std::vector<std::string> lines;
  const auto take = [&](const std::string& line, const std::string& where) {
    if (line.find_first_of("\r\n") != std::string::npos || line.find('\0') != std::string::npos) {
      throw ScenarioError(fmt::format("{}: expected one shell line, got {}", where, json(line).dump()));
    }
    lines.push_back(line);
  };
  for (const auto& line : options.setup_lines) take(line, "--setup-line");
  if (options.setup_file) {
    std::ifstream in(*options.setup_file, std::ios::binary);
    if (!in || fs::is_directory(*options.setup_file)) {
      throw ScenarioError(fmt::format("--setup-file: cannot read {}", *options.setup_file));
    }
    std::string line;
    while (std::getline(in, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.find('\0') != std::string::npos) {
        throw ScenarioError(fmt::format("--setup-file: {} is not a text file", *options.setup_file));
      }
      lines.push_back(line);
    }
  }
  return lines;
}

fs::path cli_for_nodes(const SlurmOptions& options) {
  if (!options.cli) return this_executable();
  const fs::path p(*options.cli);
  if (options.cli->find('/') == std::string::npos) return p;  // a command on the nodes' PATH
  return fs::absolute(p).lexically_normal();
}

fs::path this_executable() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("cannot tell the path of opslab-cli (/proc/self/exe)");
  return exe;
}

}  // namespace opslab::cli
