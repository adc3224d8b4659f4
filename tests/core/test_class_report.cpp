// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The class report (study/classwork): a class of 30 students' exported work built from a file
// the app's exporter wrote, with bad files among them, adds up to numbers known by
// construction, and each bad file gets one line naming it and why.
//
// tests/core/data/exported-work-tcp-basics.json is what `opslab --lesson tcp-basics
// --export-work work.pdf` wrote with tests/core/data/progress-tcp-basics.json as the saved
// progress (in $XDG_DATA_HOME/OPS Lab/opslab/progress/tcp-basics.json) and the student's name
// "Ada Lovelace"; app.WorkExportFormat checks that the exporter still writes its keys.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "metrics/csv_writer.hpp"
#include "study/classwork/class_report.hpp"
#include "study/classwork/class_report_text.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace {

namespace fs = std::filesystem;
namespace cw = opslab::study::classwork;
using nlohmann::json;

const fs::path data = fs::path(OPSLAB_SOURCE_DIR) / "tests" / "core" / "data";

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

json fixture() { return json::parse(read_text(data / "exported-work-tcp-basics.json")); }

void write(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

class TempDir {
 public:
  TempDir() : path_(fs::temp_directory_path() / fmt::format("opslab-class-{}-{}", ::getpid(), counter_++)) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

 private:
  static inline int counter_ = 0;
  fs::path path_;
};

// An answer as the exporter writes it.
json answer(const json& question, int choice, int minute) {
  return {{"choice", choice},
          {"correct", choice == question.at("correct_choice").get<int>()},
          {"text", question.at("choices").at(choice)},
          {"answered_at", fmt::format("2026-03-02T09:{:02}:00Z", minute)}};
}

// Student i's work, by the rules the expectations below count from:
//   visited: step 1 all; step 2 i < 24; step 3 i < 15.  done: step 1 i < 20; 2 i < 10; 3 i < 5.
//   step 1 (right: B): i < 12 B; 12–21 A (12–16 then B); 22–26 C (22–24 ask for the answer);
//     27–29 no answer.
//   step 2 (right: C), i < 24: even i C; odd i < 14 D; odd i ≥ 14 A.
//   step 2's sweep, i < 18, at classroom scale: reno-falls-with-loss pass but i = 3 not shown;
//     sack-beats-reno pass for i < 9, not shown 9–16, fail 17. Student 0 also ran it at the
//     paper's scale (reno-falls-with-loss fail there: the classroom verdict counts).
json student_work(int i) {
  json w = fixture();
  w["student"] = fmt::format("Student {:02}", i);
  w["exported_at"] = fmt::format("2026-03-02T10:{:02}:00Z", i);
  auto& steps = w["steps"];
  for (auto& s : steps) {
    s["visited"] = false;
    s["done"] = false;
    s["sweeps"] = json::array();
    for (auto& q : s["questions"]) {
      q["answers"] = json::array();
      q.erase("answer_shown_at");
    }
    for (auto& c : s["claims"]) c["verdicts"] = json::array();
  }
  steps[0]["visited"] = true;
  steps[1]["visited"] = i < 24;
  steps[2]["visited"] = i < 15;
  steps[0]["done"] = i < 20;
  steps[1]["done"] = i < 10;
  steps[2]["done"] = i < 5;
  auto& q1 = steps[0]["questions"][0];
  if (i < 12) {
    q1["answers"].push_back(answer(q1, 1, 1));
  } else if (i < 22) {
    q1["answers"].push_back(answer(q1, 0, 1));
    if (i < 17) q1["answers"].push_back(answer(q1, 1, 2));
  } else if (i < 27) {
    q1["answers"].push_back(answer(q1, 2, 1));
    if (i < 25) q1["answer_shown_at"] = "2026-03-02T09:03:00Z";
  }
  if (i < 24) {
    auto& q2 = steps[1]["questions"][0];
    q2["answers"].push_back(answer(q2, i % 2 == 0 ? 2 : i < 14 ? 3 : 0, 5));
  }
  if (i < 18) {
    const json run = fixture()["steps"][1]["sweeps"][0];
    const auto verdict = [](const char* scale, const std::string& status) {
      return json{{"detail", "…"}, {"pass", status == "pass"}, {"scale", scale}, {"status", status}};
    };
    steps[1]["sweeps"].push_back(run);
    auto& claims = steps[1]["claims"];
    claims[0]["verdicts"].push_back(verdict("quick", i == 3 ? "not-shown" : "pass"));
    claims[1]["verdicts"].push_back(verdict("quick", i < 9 ? "pass" : i < 17 ? "not-shown" : "fail"));
    if (i == 0) {
      json paper = run;
      paper["scale"] = "paper";
      steps[1]["sweeps"].push_back(paper);
      claims[0]["verdicts"].push_back(verdict("paper", "fail"));
      claims[1]["verdicts"].push_back(verdict("paper", "pass"));
    }
  }
  return w;
}

const opslab::study::Lesson& tcp_basics() {
  static const auto lesson = opslab::study::load_lesson(opslab::study::default_lessons_root() / "tcp-basics");
  return lesson;
}

cw::ClassReport report_of(const fs::path& dir) {
  return cw::read_class(dir, [](const std::string& id) { return id == "tcp-basics" ? &tcp_basics() : nullptr; });
}

// The class: 30 students' files, two second files and the bad ones.
void write_class(const fs::path& dir) {
  for (int i = 0; i < 30; ++i) write(dir / fmt::format("student-{:02}.json", i), student_work(i).dump(4));
  json older = student_work(5);  // student 5 again, exported earlier: set aside
  older["exported_at"] = "2026-03-01T08:00:00Z";
  older["steps"][0]["done"] = false;
  write(dir / "student-05-old.json", older.dump(4));
  json again = student_work(7);  // student 7 again, later and otherwise named: kept
  again["student"] = "  student   07 ";
  again["exported_at"] = "2026-03-02T11:00:00.000Z";
  write(dir / "student-07-again.json", again.dump(4));
  write(dir / "notes.json", "these are my notes, not JSON");
  write(dir / "list.json", "[1, 2, 3]");
  write(dir / "progress.json", read_text(data / "progress-tcp-basics.json"));
  const std::string whole = student_work(3).dump(4);
  write(dir / "truncated.json", whole.substr(0, whole.size() / 2));
  json old_version = student_work(8);  // step 2's question with one choice fewer
  old_version["student"] = "Old Version";
  old_version["steps"][1]["questions"][0]["choices"].erase(3);
  write(dir / "old-version.json", old_version.dump());
  json newer = student_work(9);
  newer["version"] = 2;
  newer["student"] = "From The Future";
  write(dir / "newer-format.json", newer.dump());
  std::string huge = student_work(10).dump();  // a valid work padded past 8 MiB
  huge.insert(huge.size() - 1, std::string(9u << 20, ' '));
  write(dir / "huge.json", huge);
  write(dir / "deep.json", std::string(100000, '[') + std::string(100000, ']'));
  json many = student_work(11);
  many["student"] = "Many Steps";
  for (int k = 0; k < 300; ++k) many["steps"].push_back(many["steps"][0]);
  write(dir / "many-steps.json", many.dump());
  write(dir / "work.pdf", "%PDF-1.4 not read");
}

std::map<std::string, std::string> skipped_by_file(const cw::ClassReport& r) {
  std::map<std::string, std::string> out;
  for (const auto& s : r.skipped) out[s.file] = s.reason;
  return out;
}

}  // namespace

TEST(ClassReport, ThirtyStudentsAddUpToWhatTheyDid) {
  TempDir dir;
  write_class(dir.path());
  const auto r = report_of(dir.path());
  ASSERT_EQ(r.lessons.size(), 1u);
  const auto& l = r.lessons[0];
  EXPECT_EQ(l.lesson_id, "tcp-basics");
  EXPECT_TRUE(l.checked_against_library);
  ASSERT_EQ(l.students.size(), 30u);
  EXPECT_EQ(r.files, 41u);  // every .json, the PDF not
  ASSERT_EQ(l.steps.size(), 3u);
  EXPECT_EQ(l.steps[0].reached, 30);
  EXPECT_EQ(l.steps[1].reached, 24);
  EXPECT_EQ(l.steps[2].reached, 15);
  EXPECT_EQ(l.steps[0].done, 20);
  EXPECT_EQ(l.steps[1].done, 10);
  EXPECT_EQ(l.steps[2].done, 5);

  const auto& q1 = l.steps[0].questions.at(0);
  EXPECT_EQ(q1.answered, 27);
  EXPECT_EQ(q1.right_first, 12);
  EXPECT_EQ(q1.right_eventually, 17);
  EXPECT_EQ(q1.shown, 3);
  EXPECT_EQ(q1.most_common_wrong(), 0);  // A, by 10 of them (C: 5)
  EXPECT_EQ(q1.wrong_first, (std::vector<int>{10, 0, 5}));
  const auto& q2 = l.steps[1].questions.at(0);
  EXPECT_EQ(q2.answered, 24);
  EXPECT_EQ(q2.right_first, 12);
  EXPECT_EQ(q2.most_common_wrong(), 3);  // D: 1, 3, …, 13 (7); A: 15, …, 23 (5)
  EXPECT_EQ(q2.wrong_first, (std::vector<int>{5, 0, 0, 7}));
  EXPECT_EQ(l.steps[2].questions.at(0).answered, 0);
  EXPECT_EQ(l.steps[2].questions.at(0).most_common_wrong(), -1);

  const auto& reno = l.steps[1].claims.at(0);
  EXPECT_EQ(reno.id, "reno-falls-with-loss");
  EXPECT_EQ(reno.ran, 18);
  EXPECT_EQ(reno.pass, 17);
  EXPECT_EQ(reno.not_shown, 1);
  EXPECT_EQ(reno.fail, 0);  // student 0's paper-scale fail does not count over the classroom pass
  EXPECT_EQ(reno.predicted_right, 9);  // the even ones below 18
  const auto& sack = l.steps[1].claims.at(1);
  EXPECT_EQ(sack.pass, 9);
  EXPECT_EQ(sack.not_shown, 8);
  EXPECT_EQ(sack.fail, 1);
  EXPECT_EQ(l.steps[2].claims.at(0).ran, 0);

  // Students by name; student 7 from the later file, student 5 from the newer one.
  EXPECT_EQ(l.students[0].name, "Student 00");
  EXPECT_EQ(l.students[0].steps[1].sweeps_run, 2);
  EXPECT_EQ(l.students[0].steps[1].pass, 2);
  EXPECT_EQ(l.students[5].file, "student-05.json");
  EXPECT_EQ(l.students[5].steps_done(), 2);
  const auto seven = std::find_if(l.students.begin(), l.students.end(),
                                  [](const auto& s) { return s.file == "student-07-again.json"; });
  ASSERT_NE(seven, l.students.end());
  EXPECT_EQ(l.students[14].steps[0].first_answers, "A");
  EXPECT_EQ(l.students[14].steps[0].last_answers, "B");
  EXPECT_EQ(l.students[28].steps[0].first_answers, "_");
  EXPECT_EQ(l.students[17].steps[1].fail, 1);
  EXPECT_EQ(l.students[17].steps[1].pass, 1);
}

TEST(ClassReport, EachBadFileIsNamedWithWhy) {
  TempDir dir;
  write_class(dir.path());
  const auto skipped = skipped_by_file(report_of(dir.path()));
  const std::map<std::string, std::string> expected = {
      {"deep.json", "nested more than 64 levels deep"},
      {"huge.json", "larger than the 8 MiB exported work can be"},
      {"list.json", "not exported work (a JSON document that is not an object)"},
      {"many-steps.json", "steps: 303 entries, more than the 200 exported work can hold"},
      {"newer-format.json", "format version 2, newer than this OPS Lab reads (1)"},
      {"notes.json", "not JSON (at line 1, column "},
      {"old-version.json",
       "another version of lesson tcp-basics (step 2 question 1: 3 choices here, 4 in the lesson library's version)"},
      {"progress.json", "a progress file, not exported work"},
      {"student-05-old.json",
       "the same student (\"Student 05\") and lesson (tcp-basics) as student-05.json, which is kept: exported later "
       "(2026-03-02T10:05:00Z)"},
      {"student-07.json", "as student-07-again.json, which is kept: exported later (2026-03-02T11:00:00.000Z)"},
      {"truncated.json", "truncated: the JSON ends after"},
  };
  EXPECT_EQ(skipped.size(), expected.size());
  for (const auto& [file, words] : expected) {
    ASSERT_TRUE(skipped.count(file)) << file << " was not skipped";
    EXPECT_NE(skipped.at(file).find(words), std::string::npos) << file << ": " << skipped.at(file);
  }
  // The text report names each skipped file on a line of its own.
  const std::string text = cw::class_report_text(report_of(dir.path()));
  for (const auto& [file, words] : expected) EXPECT_NE(text.find("\n  " + file + ": "), std::string::npos) << file;
}

// A lesson the library does not have: its files are compared with each other, the version
// most of them are of is kept.
TEST(ClassReport, WithoutTheLibraryTheMostCommonVersionIsKept) {
  TempDir dir;
  for (int i = 0; i < 3; ++i) {
    json w = student_work(i);
    w["lesson"]["id"] = "my-own-lesson";
    if (i == 2) w["steps"].erase(2);
    write(dir.path() / fmt::format("s{}.json", i), w.dump());
  }
  const auto r = cw::read_class(dir.path());
  ASSERT_EQ(r.lessons.size(), 1u);
  EXPECT_FALSE(r.lessons[0].checked_against_library);
  EXPECT_EQ(r.lessons[0].students.size(), 2u);
  ASSERT_EQ(r.skipped.size(), 1u);
  EXPECT_EQ(r.skipped[0].file, "s2.json");
  EXPECT_EQ(r.skipped[0].reason,
            "another version of lesson my-own-lesson (2 steps here, 3 in the version most files are of)");
}

// The app names a question's right answer, and its step's claims, only once its student has
// settled it: a file whose question is still open (no right answer, a wrong attempt or none;
// claims without their words) is of the same version as the others, with and without the
// library, its attempt counts as wrong, and the claims keep their words from another file.
TEST(ClassReport, AnOpenQuestionNamesNoAnswerAndStillCounts) {
  for (const bool library : {true, false}) {
    TempDir dir;
    for (int i = 0; i < 3; ++i) {
      json w = student_work(i);
      if (!library) w["lesson"]["id"] = "my-own-lesson";
      if (i > 0) {
        auto& q = w["steps"][0]["questions"][0];
        q.erase("correct_choice");
        q.erase("correct_text");
        q.erase("answer_shown_at");
        q["answers"] = json::array();
        if (i == 2) q["answers"].push_back({{"choice", 0}, {"text", q["choices"][0]}, {"correct", false},
                                             {"answered_at", "2026-03-02T09:01:00Z"}});
        for (auto& c : w["steps"][1]["claims"]) {
          c["text"] = "";
          c["verdicts"] = json::array();
          c["hidden"] = true;
        }
      }
      write(dir.path() / fmt::format("s{}.json", i), w.dump());
    }
    const auto r = library ? report_of(dir.path()) : cw::read_class(dir.path());
    ASSERT_EQ(r.lessons.size(), 1u) << library;
    EXPECT_TRUE(r.skipped.empty()) << (r.skipped.empty() ? "" : r.skipped[0].reason);
    ASSERT_EQ(r.lessons[0].students.size(), 3u);
    const auto& q = r.lessons[0].steps[0].questions[0];
    EXPECT_EQ(q.correct_choice, 1) << library;  // from the library, else from the file that names it
    EXPECT_EQ(q.answered, 2);                   // student 0 right at once, student 2 wrong
    EXPECT_EQ(q.right_first, 1);
    EXPECT_EQ(q.right_eventually, 1);
    ASSERT_FALSE(r.lessons[0].steps[1].claims.empty());
    for (const auto& c : r.lessons[0].steps[1].claims) EXPECT_FALSE(c.text.empty()) << c.id;
  }
}

TEST(ClassReport, AFolderWithoutWorkSaysSo) {
  TempDir dir;
  EXPECT_NE(cw::class_report_text(cw::read_class(dir.path())).find("the folder holds no .json files"), std::string::npos);
  write(dir.path() / "a.json", "{}");
  const auto r = cw::read_class(dir.path());
  EXPECT_TRUE(r.lessons.empty());
  EXPECT_NE(cw::class_report_text(r).find("every .json file was skipped"), std::string::npos);
  EXPECT_THROW(cw::read_class(dir.path() / "a.json"), std::exception);
}

// Cut short anywhere or with a byte changed anywhere, a file is read or refused, never more.
TEST(ClassReport, DamagedFilesNeverThrow) {
  const std::string whole = fixture().dump(1);
  for (std::size_t n = 0; n < whole.size(); n += 3) {
    const auto r = cw::parse_exported_work(std::string_view(whole).substr(0, n), "cut.json");
    EXPECT_FALSE(r.work.has_value()) << n;
    EXPECT_FALSE(r.problem.empty()) << n;
  }
  for (std::size_t n = 0; n < whole.size(); n += 5) {
    for (const char c : {'"', '{', ']', '9', '\x01', 'x'}) {
      std::string bad = whole;
      bad[n] = c;
      const auto r = cw::parse_exported_work(bad, "changed.json");
      EXPECT_NE(r.work.has_value(), !r.problem.empty()) << n;
    }
  }
  EXPECT_TRUE(cw::parse_exported_work(whole, "whole.json").work.has_value());
}

TEST(ClassReport, NamesFromFilesPrintSafely) {
  EXPECT_EQ(cw::printable("a\x1b[31mb\nc", 100), "a [31mb c");
  EXPECT_EQ(cw::printable("äöü", 5), "ä…");  // cut at a character boundary
  EXPECT_EQ(cw::printable("abcdefgh", 6), "abc…");
  EXPECT_EQ(cw::iso_seconds("1970-01-01T00:01:00Z"), 60);
  EXPECT_EQ(cw::iso_seconds("2026-03-02T10:00:00.000Z"), cw::iso_seconds("2026-03-02T11:00:00+01:00"));
  EXPECT_FALSE(cw::iso_seconds("2026-03-02 10:00:00"));
  EXPECT_FALSE(cw::iso_seconds("2026-13-02T10:00:00Z"));
}

// The CSV: one row per student and step, its columns those documented in docs/class-report.md.
TEST(ClassReport, CsvColumnsAreDocumented) {
  TempDir dir;
  write_class(dir.path());
  const auto table = cw::class_report_table(report_of(dir.path()));
  EXPECT_EQ(table.rows.size(), 90u);
  const std::string doc = read_text(fs::path(OPSLAB_SOURCE_DIR) / "docs" / "class-report.md");
  ASSERT_FALSE(doc.empty());
  ASSERT_EQ(table.columns.size(), cw::class_csv_columns().size());
  for (const auto& c : table.columns) EXPECT_NE(doc.find("| `" + c + "` |"), std::string::npos) << c;
  const std::string csv = opslab::metrics::to_csv(table);
  EXPECT_NE(csv.find("\ntcp-basics,Student 14,student-14.json,2026-03-02T10:14:00Z,1,"), std::string::npos);
}
