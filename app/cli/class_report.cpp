// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "class_report.hpp"

#include <filesystem>
#include <iostream>
#include <map>
#include <memory>

#include <fmt/format.h>

#include "metrics/csv_writer.hpp"
#include "scenario/scenario_error.hpp"
#include "study/atomic_file.hpp"
#include "study/classwork/class_report.hpp"
#include "study/classwork/class_report_text.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace opslab::cli {

namespace fs = std::filesystem;
using scenario::ScenarioError;

namespace {

// The --csv columns for the help, one line each.
std::string csv_help() {
  std::string out = "--csv writes one row per student and step, with the columns:\n";
  for (const auto& c : study::classwork::class_csv_columns()) out += fmt::format("  {:<17} {}\n", c.name, c.meaning);
  out += "Exit status: 0 when some student's work was read, 1 when none was (the report says why),\n"
         "2 on a bad argument (nothing written). A PDF of the report: the app's \"Class results…\"\n"
         "(this program writes no PDF). More: docs/class-report.md";
  return out;
}

}  // namespace

CLI::App* add_class_command(CLI::App& app, ClassReportOptions& o) {
  auto* cls = app.add_subcommand("class", "A class's exported work (the JSON of \"Export my work…\")");
  cls->require_subcommand(1);
  auto* report = cls->add_subcommand(
      "report", "Read a folder of students' exported work and print per step, question, claim and "
                "student what the class did; files that are not usable are listed with the reason");
  report->add_option("dir", o.folder, "The folder holding the exported work (its .json files)")->required();
  report->add_option("--csv", o.csv, "Also write one row per student and step to this CSV file (columns below)");
  report->add_option("--lesson-dir", o.lesson_dirs,
                     "Also read the lessons in this folder (a teacher's own), before the shipped ones, "
                     "to check each file against its lesson's current version; repeatable")
      ->allow_extra_args(false);
  report->footer(csv_help());
  return cls;
}

int class_report(const ClassReportOptions& o) {
  if (!fs::is_directory(o.folder)) throw ScenarioError(fmt::format("class report: {}: not a folder", o.folder));
  if (o.csv && (fs::is_directory(*o.csv) || !fs::is_directory(fs::absolute(*o.csv).parent_path()))) {
    throw ScenarioError(fmt::format("--csv: expected a file in an existing folder, got {}", *o.csv));
  }
  const auto roots = study::lesson_roots({o.lesson_dirs.begin(), o.lesson_dirs.end()});
  // Each lesson the files name, loaded once; one the library lacks or cannot load is null,
  // and its files are compared with each other.
  std::map<std::string, std::unique_ptr<study::Lesson>> lessons;
  const auto lookup = [&](const std::string& id) -> const study::Lesson* {
    auto& slot = lessons[id];
    if (slot) return slot.get();
    try {
      slot = std::make_unique<study::Lesson>(study::load_lesson(study::find_lesson(roots, id)));
    } catch (const ScenarioError&) {
      return nullptr;
    }
    return slot.get();
  };
  const auto report = study::classwork::read_class(o.folder, lookup);
  if (o.csv) study::write_file_atomically(*o.csv, metrics::to_csv(study::classwork::class_report_table(report)));
  std::cout << study::classwork::class_report_text(report);
  if (o.csv) std::cout << fmt::format("\nwrote {}\n", *o.csv);
  return report.lessons.empty() ? 1 : 0;
}

}  // namespace opslab::cli
