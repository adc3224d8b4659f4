// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A ClassReport written out: as text to read in a terminal (`opslab-cli class report`), and as
// CSV with one row per student and step (`--csv`, the app's "Save as CSV…"), whose columns
// class_csv_columns() names and explains (docs/class-report.md lists the same; a test keeps
// them together).
#pragma once

#include <string>
#include <vector>

#include "metrics/run_result.hpp"
#include "study/classwork/class_report.hpp"

namespace opslab::study::classwork {

struct CsvColumn {
  const char* name;
  const char* meaning;
};

/// The CSV's columns in order, each with what it holds.
const std::vector<CsvColumn>& class_csv_columns();

/// One row per student and step: lessons by id, each lesson's students as listed, steps in
/// order. A text cell the students wrote (name, file name, step title) that a spreadsheet would
/// take for a formula (it starts with =, +, - or @) gets a leading ' .
metrics::Table class_report_table(const ClassReport& report);

/// The report as text: the lessons, each with its steps (reached, done), questions, claims
/// and students, then the files skipped and why; a report without work says so.
std::string class_report_text(const ClassReport& report);

}  // namespace opslab::study::classwork
