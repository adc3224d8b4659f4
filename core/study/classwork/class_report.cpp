// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/classwork/class_report.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <system_error>
#include <utility>

#include <fmt/format.h>

#include "scenario/scenario_error.hpp"
#include "study/classwork/lesson_shape.hpp"
#include "study/lesson/lesson.hpp"

namespace opslab::study::classwork {

namespace fs = std::filesystem;

namespace {

constexpr const char* library_version = "the lesson library's version";
constexpr const char* most_files_version = "the version most files are of";

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Who a file is from: the name without case (the reader made its spaces single); an unnamed
// file is its own.
std::string student_key(const ExportedWork& w) { return w.student.empty() ? "\n" + w.file : lower(w.student); }

// The later of two files: the newer export, or on the same time the later name.
bool later(const ExportedWork& a, const ExportedWork& b) {
  return a.exported_s != b.exported_s ? a.exported_s > b.exported_s : a.file > b.file;
}

// The shape most of `works` have; on a tie, the newest file's.
LessonShape most_common_shape(const std::vector<ExportedWork>& works) {
  std::vector<std::pair<LessonShape, std::vector<const ExportedWork*>>> shapes;
  for (const auto& w : works) {
    LessonShape s = shape_of(w);
    const auto it = std::find_if(shapes.begin(), shapes.end(), [&](const auto& e) { return e.first == s; });
    if (it == shapes.end()) {
      shapes.push_back({std::move(s), {&w}});
    } else {
      it->second.push_back(&w);
      // A right answer one file names (the student settled it) and another does not.
      for (std::size_t i = 0; i < s.steps.size(); ++i) {
        for (std::size_t q = 0; q < s.steps[i].questions.size(); ++q) {
          int& known = it->first.steps[i].questions[q].correct;
          if (known < 0) known = s.steps[i].questions[q].correct;
        }
      }
    }
  }
  const auto newest = [](const auto& files) {
    return *std::max_element(files.begin(), files.end(), [](const auto* a, const auto* b) { return later(*b, *a); });
  };
  const auto best = std::max_element(shapes.begin(), shapes.end(), [&](const auto& a, const auto& b) {
    if (a.second.size() != b.second.size()) return a.second.size() < b.second.size();
    return later(*newest(b.second), *newest(a.second));
  });
  return best->first;
}

// The verdict a student's run of a claim gave: at classroom scale when run there, else the
// paper's; null when they have not run it.
const WorkVerdict* verdict_of(const WorkClaim& c) {
  for (const auto& v : c.verdicts) {
    if (v.quick) return &v;
  }
  return c.verdicts.empty() ? nullptr : &c.verdicts.front();
}

// One student's step, counted into their row and into the class's tallies.
StudentStep add_step(const WorkStep& st, StepTally& tally) {
  StudentStep out;
  out.visited = st.visited;
  out.done = st.done;
  tally.reached += st.visited ? 1 : 0;
  tally.done += st.done ? 1 : 0;
  out.questions = static_cast<int>(st.questions.size());
  bool predicted = !st.questions.empty();
  for (std::size_t q = 0; q < st.questions.size(); ++q) {
    const auto& question = st.questions[q];
    auto& qt = tally.questions[q];
    const std::string sep = q == 0 ? "" : " ";
    qt.shown += question.answer_shown ? 1 : 0;
    out.shown += question.answer_shown ? 1 : 0;
    if (question.answers.empty()) {
      predicted = false;
      out.first_answers += sep + "_";
      out.last_answers += sep + "_";
      continue;
    }
    const auto& first = question.answers.front();
    const bool eventually = std::any_of(question.answers.begin(), question.answers.end(),
                                        [](const auto& a) { return a.correct; });
    ++qt.answered;
    ++out.answered;
    qt.right_first += first.correct ? 1 : 0;
    out.right_first += first.correct ? 1 : 0;
    qt.right_eventually += eventually ? 1 : 0;
    out.right_eventually += eventually ? 1 : 0;
    if (!first.correct) ++qt.wrong_first[static_cast<std::size_t>(first.choice)];
    predicted = predicted && first.correct;
    out.first_answers += sep + choice_letter(first.choice);
    out.last_answers += sep + choice_letter(question.answers.back().choice);
  }
  out.sweeps_run = static_cast<int>(st.sweeps.size());
  for (std::size_t c = 0; c < st.claims.size(); ++c) {
    const WorkVerdict* v = verdict_of(st.claims[c]);
    if (!v) continue;
    auto& ct = tally.claims[c];
    ++ct.ran;
    ct.predicted_right += predicted ? 1 : 0;
    if (v->status == "pass") {
      ++ct.pass;
      ++out.pass;
    } else if (v->status == "fail") {
      ++ct.fail;
      ++out.fail;
    } else {
      ++(v->status == "not-shown" ? ct.not_shown : ct.info);
      ++out.other;
    }
  }
  return out;
}

// The tallies' texts and empty counts, from the library's lesson or else from `texts`.
std::vector<StepTally> empty_tallies(const Lesson* lesson, const ExportedWork& texts) {
  std::vector<StepTally> out;
  for (std::size_t i = 0; i < texts.steps.size(); ++i) {
    const auto& st = texts.steps[i];
    StepTally t;
    t.title = lesson ? printable(lesson->steps[i].title, 2000) : st.title;
    for (std::size_t q = 0; q < st.questions.size(); ++q) {
      QuestionTally qt;
      qt.prompt = st.questions[q].prompt;
      qt.choices = st.questions[q].choices;
      if (lesson) {
        const auto& lq = lesson->steps[i].questions[q];
        qt.prompt = printable(lq.prompt, 2000);
        for (std::size_t k = 0; k < lq.choices.size(); ++k) qt.choices[k] = printable(lq.choices[k], 2000);
      }
      qt.correct_choice = st.questions[q].correct_choice;
      qt.wrong_first.assign(qt.choices.size(), 0);
      t.questions.push_back(std::move(qt));
    }
    for (const auto& c : st.claims) {
      ClaimTally ct{c.id, c.text};
      if (lesson) {
        for (const auto& lc : lesson->claims) {
          if (lc.id == c.id) ct.text = printable(lc.text, 2000);
        }
      }
      t.claims.push_back(std::move(ct));
    }
    out.push_back(std::move(t));
  }
  return out;
}

// One lesson's files: those of another version and second files of a student set aside into
// `skipped`, the rest added up.
LessonResults lesson_results(std::vector<ExportedWork> works, const Lesson* lesson, std::vector<SkippedFile>& skipped) {
  LessonResults out;
  out.lesson_id = works.front().lesson_id;
  out.checked_against_library = lesson != nullptr;
  const LessonShape reference = lesson ? shape_of(*lesson) : most_common_shape(works);
  std::vector<ExportedWork> same;
  for (auto& w : works) {
    const std::string diff = shape_difference(w, reference, lesson ? library_version : most_files_version);
    if (diff.empty()) {
      same.push_back(std::move(w));
    } else {
      skipped.push_back({w.file, fmt::format("another version of lesson {} ({})", w.lesson_id, diff)});
    }
  }
  // One file per student: the newer export.
  std::map<std::string, std::size_t> kept;
  std::vector<bool> dropped(same.size(), false);
  for (std::size_t i = 0; i < same.size(); ++i) {
    const auto [it, added] = kept.emplace(student_key(same[i]), i);
    if (added) continue;
    const std::size_t other = it->second;
    const std::size_t keep = later(same[i], same[other]) ? i : other;
    const std::size_t drop = keep == i ? other : i;
    dropped[drop] = true;
    it->second = keep;
    const bool same_time = same[keep].exported_s == same[drop].exported_s;
    skipped.push_back({same[drop].file, fmt::format("the same student (\"{}\") and lesson ({}) as {}, which is kept: {}",
                                                    same[drop].student, out.lesson_id, same[keep].file,
                                                    same_time ? "exported at the same time, later by name"
                                                              : "exported later (" + same[keep].exported_at + ")")});
  }
  std::vector<ExportedWork> class_work;
  for (std::size_t i = 0; i < same.size(); ++i) {
    if (!dropped[i]) class_work.push_back(std::move(same[i]));
  }
  if (class_work.empty()) return out;
  const auto& newest = *std::max_element(class_work.begin(), class_work.end(),
                                         [](const auto& a, const auto& b) { return later(b, a); });
  out.title = lesson ? printable(lesson->title, 2000) : newest.lesson_title;
  out.steps = empty_tallies(lesson, newest);
  // The right answers and claims the newest file does not name (its student had not settled
  // their questions), from the reference and the other files.
  for (std::size_t i = 0; i < out.steps.size(); ++i) {
    for (std::size_t k = 0; k < out.steps[i].claims.size(); ++k) {
      auto& text = out.steps[i].claims[k].text;
      for (const auto& w : class_work) {
        if (text.empty() && i < w.steps.size() && k < w.steps[i].claims.size()) {
          text = w.steps[i].claims[k].text;
        }
      }
    }
  }
  for (std::size_t i = 0; i < out.steps.size() && i < reference.steps.size(); ++i) {
    auto& questions = out.steps[i].questions;
    for (std::size_t q = 0; q < questions.size() && q < reference.steps[i].questions.size(); ++q) {
      auto& right = questions[q].correct_choice;
      if (right < 0) right = reference.steps[i].questions[q].correct;
    }
  }
  for (const auto& w : class_work) {
    StudentWork s{w.student, w.file, w.exported_at, {}};
    for (std::size_t i = 0; i < w.steps.size(); ++i) s.steps.push_back(add_step(w.steps[i], out.steps[i]));
    out.students.push_back(std::move(s));
  }
  std::sort(out.students.begin(), out.students.end(), [](const StudentWork& a, const StudentWork& b) {
    if (a.name.empty() != b.name.empty()) return b.name.empty();
    return std::pair(lower(a.name), a.file) < std::pair(lower(b.name), b.file);
  });
  return out;
}

}  // namespace

int QuestionTally::most_common_wrong() const {
  int best = -1;
  for (std::size_t k = 0; k < wrong_first.size(); ++k) {
    if (wrong_first[k] > 0 && (best < 0 || wrong_first[k] > wrong_first[static_cast<std::size_t>(best)])) {
      best = static_cast<int>(k);
    }
  }
  return best;
}

int StudentWork::steps_done() const {
  return static_cast<int>(std::count_if(steps.begin(), steps.end(), [](const auto& s) { return s.done; }));
}

int StudentWork::steps_visited() const {
  return static_cast<int>(std::count_if(steps.begin(), steps.end(), [](const auto& s) { return s.visited; }));
}

StudentStep StudentWork::totals() const {
  StudentStep t;
  for (const auto& s : steps) {
    t.questions += s.questions;
    t.answered += s.answered;
    t.right_first += s.right_first;
    t.right_eventually += s.right_eventually;
    t.shown += s.shown;
    t.sweeps_run += s.sweeps_run;
    t.pass += s.pass;
    t.fail += s.fail;
    t.other += s.other;
  }
  return t;
}

std::size_t ClassReport::students() const {
  std::size_t n = 0;
  for (const auto& l : lessons) n += l.students.size();
  return n;
}

ClassReport class_report(std::vector<ExportedWork> works, std::vector<SkippedFile> skipped, const LessonLookup& lookup) {
  std::map<std::string, std::vector<ExportedWork>> by_lesson;
  for (auto& w : works) by_lesson[w.lesson_id].push_back(std::move(w));
  ClassReport out;
  for (auto& [id, files] : by_lesson) {
    // An id that could name a path elsewhere ("../x") is not looked up in the library.
    const bool plain = !id.empty() && id[0] != '.' && std::all_of(id.begin(), id.end(), [](unsigned char c) {
      return std::isalnum(c) || c == '-' || c == '_' || c == '.';
    });
    const Lesson* lesson = lookup && plain ? lookup(id) : nullptr;
    auto results = lesson_results(std::move(files), lesson, skipped);
    if (!results.students.empty()) out.lessons.push_back(std::move(results));
  }
  std::sort(skipped.begin(), skipped.end(), [](const auto& a, const auto& b) { return a.file < b.file; });
  out.skipped = std::move(skipped);
  return out;
}

ClassReport read_class(const fs::path& folder, const LessonLookup& lookup, const WorkLimits& limits) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) {
    throw scenario::ScenarioError(fmt::format("{}: not a folder", folder.string()));
  }
  std::vector<fs::path> files;
  fs::directory_iterator it(folder, ec);
  for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::string ext = it->path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    if (ext == ".json") files.push_back(it->path());
  }
  if (ec) throw scenario::ScenarioError(fmt::format("{}: cannot list the folder: {}", folder.string(), ec.message()));
  std::sort(files.begin(), files.end());
  std::vector<ExportedWork> works;
  std::vector<SkippedFile> skipped;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string name = printable(files[i].filename().string(), 200);
    if (i == max_class_files) {
      skipped.push_back({name, fmt::format("not read, nor the {} .json files after it: a folder holds at most {}",
                                           files.size() - i - 1, max_class_files)});
      break;
    }
    auto read = read_exported_work(files[i], limits);
    if (read.work) {
      read.work->file = name;
      works.push_back(std::move(*read.work));
    } else {
      skipped.push_back({name, std::move(read.problem)});
    }
  }
  ClassReport out = class_report(std::move(works), std::move(skipped), lookup);
  out.folder = folder.string();
  out.files = files.size();
  return out;
}

}  // namespace opslab::study::classwork
