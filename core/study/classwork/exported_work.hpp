// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ExportedWork: one student's work in one lesson as the app's "Export my work…" writes it (the
// JSON beside the PDF, format "opslab-lesson-work" version 1; docs/class-report.md), read from
// a file a teacher collected. Such a file is untrusted: read_exported_work() refuses anything
// that is not exported work — not JSON, cut short, another format, too large, too deeply
// nested, arrays longer than a lesson has, values of the wrong type — with one line saying why,
// and never throws on the file's content. Only what a class report needs is kept.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace opslab::study::classwork {

/// The most a file of exported work may hold; beyond it the file is refused (it is not the
/// app's). The app's own files of the shipped lessons are some 10–200 KiB.
struct WorkLimits {
  std::uintmax_t max_bytes = 8u << 20;  // 8 MiB
  std::size_t max_depth = 64;           // nesting of arrays and objects
  std::size_t max_values = 500000;      // JSON values in the whole file
  std::size_t max_steps = 200;
  std::size_t max_questions = 100;      // per step
  std::size_t max_choices = 26;         // per question (lettered A–Z)
  std::size_t max_answers = 1000;       // attempts per question
  std::size_t max_sweeps = 1000;        // sweep figures per step
  std::size_t max_claims = 200;         // per step
  std::size_t max_verdicts = 100;       // per claim
  std::size_t max_text = 2000;          // bytes kept of a title, prompt, choice or name
};

struct WorkAnswer {
  int choice = 0;
  bool correct = false;
};

struct WorkQuestion {
  std::string prompt;
  std::vector<std::string> choices;
  /// The right choice; -1 when the file does not say (the app names it only once the student
  /// has settled the question: answered right, or asked to see the answer).
  int correct_choice = -1;
  std::vector<WorkAnswer> answers;  // every attempt, in the order given
  bool answer_shown = false;        // the student asked to see the answer
};

/// A claim's verdict from one run of its sweep: at classroom ("quick") or the paper's scale,
/// with the status the app gave it ("pass", "fail", "not-shown", "info").
struct WorkVerdict {
  bool quick = true;
  std::string status;
};

struct WorkClaim {
  std::string id;
  std::string text;
  std::vector<WorkVerdict> verdicts;
};

/// A sweep the student ran (its plotted metric's figure; the figures of other metrics of the
/// same run are not counted again).
struct WorkSweepRun {
  std::string sweep;
  bool quick = true;
};

struct WorkStep {
  std::string title;
  bool visited = false;
  bool done = false;
  std::vector<WorkQuestion> questions;
  std::vector<WorkSweepRun> sweeps;
  std::vector<WorkClaim> claims;
};

struct ExportedWork {
  std::string file;         // the file's name, as a report names it
  std::string student;      // "" when the student gave no name
  std::string lesson_id;
  std::string lesson_title;
  std::string exported_at;  // ISO 8601, as written
  std::int64_t exported_s = 0;  // the same in seconds since 1970 (UTC)
  std::vector<WorkStep> steps;
};

/// One file read: the work, or why the file is not read (one line, without the file's name).
struct WorkRead {
  std::optional<ExportedWork> work;
  std::string problem;
};

/// Reads the file at `path` (its name goes into ExportedWork::file).
WorkRead read_exported_work(const std::filesystem::path& path, const WorkLimits& limits = {});

/// Reads exported work from `text` (the file's content; `name` is its file name).
WorkRead parse_exported_work(std::string_view text, std::string name, const WorkLimits& limits = {});

/// `text` as a report may print it: control characters (escape sequences, line breaks)
/// replaced by spaces, cut to `max` bytes at a character boundary ("…" added when cut).
std::string printable(std::string_view text, std::size_t max);

/// Seconds since 1970 (UTC) of an ISO 8601 time as the app writes it
/// ("2026-03-02T09:30:00Z", "2026-03-02T09:30:00.000Z", "…+01:00"); nullopt otherwise.
std::optional<std::int64_t> iso_seconds(std::string_view iso);

/// A choice's letter as the app shows it: 0 → "A", 1 → "B", …
inline std::string choice_letter(int choice) { return std::string(1, static_cast<char>('A' + choice)); }

}  // namespace opslab::study::classwork
