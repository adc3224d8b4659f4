// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/classwork/class_report_text.hpp"

#include <cstdint>

#include <fmt/format.h>

namespace opslab::study::classwork {

namespace {

std::string share(int k, int n) {
  if (n == 0) return fmt::format("{}/{}", k, n);
  return fmt::format("{}/{} ({:.0f}%)", k, n, 100.0 * k / n);
}

std::string plural(std::size_t n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// A text the students wrote, safe in a spreadsheet: no cell starts a formula.
std::string cell(const std::string& text) {
  if (!text.empty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@')) return "'" + text;
  return text;
}

std::string student_name(const StudentWork& s) { return s.name.empty() ? "(no name)" : s.name; }

void write_lesson(std::string& out, const LessonResults& l) {
  const int n = static_cast<int>(l.students.size());
  out += fmt::format("\n{} — {}\n  {}; files checked against {}\n", l.lesson_id, l.title,
                     plural(l.students.size(), "student", "students"),
                     l.checked_against_library ? "the lesson library's version of the lesson"
                                               : "the version most files are of (the lesson library does not have it)");
  out += fmt::format("\n  Steps (reached / done, of {}):\n", n);
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    const auto& s = l.steps[i];
    out += fmt::format("    {:>2}  {:<50}  {:>3} / {}\n", i + 1, printable(s.title, 50), s.reached, s.done);
  }
  bool any_question = false;
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    for (std::size_t q = 0; q < l.steps[i].questions.size(); ++q) {
      const auto& t = l.steps[i].questions[q];
      if (!any_question) out += "\n  Questions (shares of the students who answered):\n";
      any_question = true;
      out += fmt::format("    {}.{}  {}\n        answered {}/{}; right first time {}; right in the end {}; answer shown {}\n",
                         i + 1, q + 1, printable(t.prompt, 90), t.answered, n, share(t.right_first, t.answered),
                         share(t.right_eventually, t.answered), t.shown);
      const int wrong = t.most_common_wrong();
      out += wrong < 0 ? std::string("        no wrong first answer\n")
                       : fmt::format("        most common wrong first answer: {} \"{}\" ({} of {})\n",
                                     static_cast<char>('A' + wrong), printable(t.choices[static_cast<std::size_t>(wrong)], 60),
                                     t.wrong_first[static_cast<std::size_t>(wrong)], t.answered);
    }
  }
  bool any_claim = false;
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    for (const auto& c : l.steps[i].claims) {
      if (!any_claim) out += "\n  What the runs showed (each student's classroom-scale verdict, else the paper's):\n";
      any_claim = true;
      out += fmt::format("    {}  {}: {}\n        run by {}/{}: {} pass, {} fail, {} not shown, {} info", i + 1, c.id,
                         printable(c.text, 80), c.ran, n, c.pass, c.fail, c.not_shown, c.info);
      if (!l.steps[i].questions.empty() && c.ran > 0) {
        out += fmt::format("; {} of them had predicted step {} right first time", c.predicted_right, i + 1);
      }
      out += '\n';
    }
  }
  out += "\n  Students:\n";
  for (const auto& s : l.students) {
    const StudentStep t = s.totals();
    out += fmt::format("    {} ({}, exported {})\n        steps done {}/{}, visited {}; answered {}/{}, right first time {}; "
                       "sweeps run {}; verdicts {} pass, {} fail, {} other\n",
                       printable(student_name(s), 60), s.file, s.exported_at, s.steps_done(), s.steps.size(),
                       s.steps_visited(), t.answered, t.questions, t.right_first, t.sweeps_run, t.pass, t.fail,
                       t.other);
  }
}

}  // namespace

const std::vector<CsvColumn>& class_csv_columns() {
  static const std::vector<CsvColumn> columns = {
      {"lesson", "the lesson's id"},
      {"student", "the name the student gave when exporting (empty: none)"},
      {"file", "the exported work's file name in the folder"},
      {"exported_at", "when the work was exported (ISO 8601, UTC)"},
      {"step", "the step's number, from 1"},
      {"step_title", "the step's title"},
      {"visited", "1 when the student opened the step, else 0"},
      {"done", "1 when the student finished the step (questions settled, its runs done), else 0"},
      {"questions", "the step's predict questions"},
      {"answered", "of them, the questions the student answered"},
      {"right_first", "of them, those whose first answer was right"},
      {"right_eventually", "of them, those the student answered right at some attempt"},
      {"answers_shown", "questions whose answer the student asked to see"},
      {"first_answers", "each question's first answer as its letter, separated by spaces; _ unanswered"},
      {"last_answers", "the same for each question's last answer"},
      {"sweeps_run", "the step's sweeps the student ran (one per sweep and scale)"},
      {"verdicts_pass", "the step's claims whose verdict in the student's run was pass"},
      {"verdicts_fail", "… was fail"},
      {"verdicts_other", "… was not shown or info"},
  };
  return columns;
}

metrics::Table class_report_table(const ClassReport& report) {
  metrics::Table t;
  for (const auto& c : class_csv_columns()) t.columns.emplace_back(c.name);
  const auto i64 = [](auto v) { return metrics::Value(static_cast<std::int64_t>(v)); };
  for (const auto& l : report.lessons) {
    for (const auto& s : l.students) {
      for (std::size_t i = 0; i < s.steps.size(); ++i) {
        const auto& st = s.steps[i];
        t.rows.push_back({l.lesson_id, cell(s.name), cell(s.file), s.exported_at, i64(i + 1), cell(l.steps[i].title),
                          i64(st.visited), i64(st.done), i64(st.questions), i64(st.answered), i64(st.right_first),
                          i64(st.right_eventually), i64(st.shown), st.first_answers,
                          st.last_answers, i64(st.sweeps_run), i64(st.pass), i64(st.fail), i64(st.other)});
      }
    }
  }
  return t;
}

std::string class_report_text(const ClassReport& report) {
  std::string out = fmt::format("Class report: {}\n  {} read from {}, {} skipped\n", printable(report.folder, 300),
                                plural(report.students(), "student's work", "students' work"),
                                plural(report.files, ".json file", ".json files"), report.skipped.size());
  if (report.lessons.empty()) {
    out += report.files == 0 ? "\nNo exported work: the folder holds no .json files.\n"
                             : "\nNo exported work could be read: every .json file was skipped (below).\n";
  }
  for (const auto& l : report.lessons) write_lesson(out, l);
  if (!report.skipped.empty()) {
    out += fmt::format("\nSkipped files ({}):\n", report.skipped.size());
    for (const auto& s : report.skipped) out += fmt::format("  {}: {}\n", s.file, s.reason);
  }
  return out;
}

}  // namespace opslab::study::classwork
