// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClassReport: a class's exported work at a glance (docs/class-report.md). A teacher collects
// the students' exported work (the JSON files "Export my work…" writes beside the PDFs) in one
// folder; read_class() reads each, sets aside every file it cannot use with one line saying
// why — not exported work, another version of its lesson, a second file of the same student
// and lesson (the newer export is kept) — and adds up the rest, lesson by lesson: per step who
// reached and who finished it; per question the share right at the first attempt and in the
// end, the most common wrong first answer and who asked to see the answer; per claim what the
// students' runs showed beside what they had predicted; and per student their steps, answers,
// sweeps and verdicts.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "study/classwork/exported_work.hpp"

namespace opslab::study {
struct Lesson;
}

namespace opslab::study::classwork {

/// A file left out of the report, and why (one line).
struct SkippedFile {
  std::string file;
  std::string reason;
};

struct QuestionTally {
  std::string prompt;
  std::vector<std::string> choices;
  int correct_choice = 0;  // -1 when neither the library nor any student's file names it
  int answered = 0;          // students who answered it
  int right_first = 0;       // … whose first answer was right
  int right_eventually = 0;  // … who gave the right answer at some attempt
  int shown = 0;             // students who asked to see the answer
  std::vector<int> wrong_first;  // per choice: students whose first answer it was, wrong ones only
  /// The wrong choice most students gave first (the lowest letter on a tie); -1 when none.
  int most_common_wrong() const;
};

/// What the students' runs of a claim's sweep showed: each student's verdict at classroom
/// scale when they ran it there, else at the paper's.
struct ClaimTally {
  std::string id;
  std::string text;
  int ran = 0;  // students with a verdict
  int pass = 0, fail = 0, not_shown = 0, info = 0;
  /// Of `ran`, the students who had answered every question of the step right at the first
  /// attempt (the prediction before the run); counted only in a step with questions.
  int predicted_right = 0;
};

struct StepTally {
  std::string title;
  int reached = 0;  // students who visited it
  int done = 0;     // students who finished it
  std::vector<QuestionTally> questions;
  std::vector<ClaimTally> claims;
};

/// One student's work in one step.
struct StudentStep {
  bool visited = false;
  bool done = false;
  int questions = 0, answered = 0, right_first = 0, right_eventually = 0, shown = 0;
  std::string first_answers;  // each question's first answer's letter, "_" unanswered ("B A _")
  std::string last_answers;   // the same for the last answer
  int sweeps_run = 0;
  int pass = 0, fail = 0, other = 0;  // verdicts of the step's claims (as ClaimTally counts them)
};

struct StudentWork {
  std::string name;  // "" when the student gave none
  std::string file;
  std::string exported_at;
  std::vector<StudentStep> steps;
  int steps_done() const;
  int steps_visited() const;
  /// Its steps' counts added up (questions, answers, sweeps, verdicts; `visited` and `done`
  /// left false: steps_done and steps_visited count those).
  StudentStep totals() const;
};

struct LessonResults {
  std::string lesson_id;
  std::string title;
  /// The files were checked against the lesson library's version of the lesson; otherwise
  /// (the library does not have it) against the version most of them are of.
  bool checked_against_library = false;
  std::vector<StepTally> steps;
  std::vector<StudentWork> students;  // by name (unnamed last), then file name
};

struct ClassReport {
  std::string folder;
  std::size_t files = 0;              // .json files found
  std::vector<LessonResults> lessons; // by lesson id
  std::vector<SkippedFile> skipped;   // by file name
  std::size_t students() const;
};

/// The lesson library's lesson of an id, or null when it has none (the caller owns it).
using LessonLookup = std::function<const Lesson*(const std::string& id)>;

/// The most .json files read from one folder; the rest are skipped, each with a line.
constexpr std::size_t max_class_files = 1000;

/// Reads every .json file directly in `folder` (in name order; PDFs and other files are left
/// alone) and adds them up. Lessons' texts are the library's when `lookup` has the lesson, else
/// those of the newest file. Throws scenario::ScenarioError (one line) when `folder` is not a
/// folder that can be listed; never throws on a file's content.
ClassReport read_class(const std::filesystem::path& folder, const LessonLookup& lookup = {},
                       const WorkLimits& limits = {});

/// The same for work already read (`skipped`: files already set aside).
ClassReport class_report(std::vector<ExportedWork> works, std::vector<SkippedFile> skipped,
                         const LessonLookup& lookup = {});

}  // namespace opslab::study::classwork
