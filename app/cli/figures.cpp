// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "figures.hpp"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#include "command.hpp"
#include "scenario/scenario_error.hpp"
#include "study/data_dir.hpp"
#include "study/figure_spec.hpp"
#include "study/lesson/lesson.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using scenario::ScenarioError;

namespace {

// Beside the shipped lessons: in the source tree, or installed in /usr/share/opslab/scripts.
fs::path figure_script() { return study::data_dir() / "scripts" / "plot_sweep.py"; }

// OPSLAB_PYTHON if set; else Debian's interpreter, the one python3-matplotlib installs into;
// else python3 on PATH.
std::string python() {
  if (const char* chosen = std::getenv("OPSLAB_PYTHON"); chosen && *chosen) return chosen;
  return fs::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

}  // namespace

void check_figure_tools() {
  const fs::path script = figure_script();
  if (!fs::exists(script)) {
    throw ScenarioError(fmt::format("figures: the figure script {} is missing", script.string()));
  }
  const auto r = run_command_if_found({python(), script.string(), "--check"});
  if (!r) {
    throw ScenarioError(fmt::format(
        "figures: {} not found (Debian: apt-get install python3-matplotlib; or --no-figures)",
        python()));
  }
  if (r->status != 0) {
    throw ScenarioError(fmt::format("figures: {}: {} (or --no-figures)", python(),
                                    one_line(r->output)));
  }
}

void write_figures(const std::vector<study::LessonOutcome>& outcomes, const fs::path& dir) {
  const fs::path target = dir.has_filename() ? dir : dir.parent_path();
  const fs::path tmp = fs::absolute(target).parent_path() /
                       fmt::format(".{}.tmp-{}", target.filename().string(), getpid());
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  std::vector<std::string> args{python(), figure_script().string(), tmp.string()};
  std::vector<std::string> names;
  for (const auto& o : outcomes) {
    for (const auto& r : o.sweeps) {
      for (const auto& f : study::sweep_figure_specs(o, r)) {
        const fs::path spec = tmp / (f.name + ".json");
        std::ofstream(spec) << f.spec.dump(1) << "\n";
        args.push_back(spec.string());
        names.push_back(f.name);
      }
    }
  }
  const CommandResult r = run_command(args, "");
  if (r.status != 0) {
    fs::remove_all(tmp);
    throw std::runtime_error(
        fmt::format("figures: {} failed: {}", figure_script().filename().string(), one_line(r.output)));
  }
  fs::create_directories(target);
  for (const auto& name : names) {
    for (const char* ext : {".json", ".svg", ".png"}) {
      fs::rename(tmp / (name + ext), target / (name + ext));
    }
  }
  fs::remove_all(tmp);
}

}  // namespace opslab::cli
