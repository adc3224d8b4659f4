// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where lessons are read from: a user's folders before the shipped lessons, a
// user's copy of a shipped lesson replacing it, one-line errors for an unknown lesson or a
// missing folder; a program that is not installed reads the source tree's lessons; a root that
// is one lesson's folder.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "scenario/scenario_error.hpp"
#include "study/data_dir.hpp"
#include "study/lesson/lesson_library.hpp"

namespace fs = std::filesystem;
using opslab::scenario::ScenarioError;
namespace study = opslab::study;

namespace {

// A folder of lesson folders, removed at the end of the test.
class UserLessons {
 public:
  UserLessons()
      : root_(fs::temp_directory_path() / ("opslab-library-test-" + std::to_string(::getpid()))) {
    fs::create_directories(root_);
  }
  ~UserLessons() { fs::remove_all(root_); }
  const fs::path& root() const { return root_; }

  // A minimal valid lesson `id` titled `title`.
  void add(const std::string& id, const std::string& title) const {
    const fs::path dir = root_ / id;
    fs::create_directories(dir);
    const std::string scenario =
        (fs::path(OPSLAB_SOURCE_DIR) / "assets/scenarios/dumbbell.json").string();
    std::ofstream(dir / "page.md") << "# Page\n";
    std::ofstream(dir / "lesson.json")
        << R"({"id": ")" << id << R"(", "title": ")" << title
        << R"(", "paper": "p", "reproduces": "r", "level": "introductory", "minutes": 5,
      "sweeps": [{"id": "s", "title": "S", "scenario": {"file": ")"
        << scenario << R"("},
        "vary": [{"key": "tcp.variant", "values": ["reno", "sack"]}], "seeds": 2,
        "plot": {"x": "tcp.variant", "metric": "goodput_mbps"}}],
      "steps": [{"title": "one", "page": "page.md", "sweeps": ["s"], "claims": [
        {"id": "c", "text": "t", "type": "within", "sweep": "s", "metric": "goodput_mbps",
         "where": {"tcp.variant": "sack"}, "lo": 0, "hi": 1000}]}]})";
  }

 private:
  fs::path root_;
};

}  // namespace

TEST(LessonLibrary, ABuildThatIsNotInstalledReadsTheSourceTree) {
  EXPECT_EQ(study::data_dir(), fs::path(OPSLAB_SOURCE_DIR));
  EXPECT_EQ(study::default_lessons_root(), fs::path(OPSLAB_SOURCE_DIR) / "lessons");
}

TEST(LessonLibrary, UserLessonsComeFirstAndReplaceAShippedLessonOfTheSameId) {
  UserLessons user;
  user.add("tcp-basics", "My TCP basics");
  user.add("zz-own", "My own lesson");
  const auto roots = study::lesson_roots({user.root()});
  ASSERT_EQ(roots.size(), 2u);
  EXPECT_EQ(roots.back(), study::default_lessons_root());

  const auto shipped = study::load_all_lessons(study::default_lessons_root());
  const auto all = study::load_all_lessons(roots);
  ASSERT_EQ(all.size(), shipped.size() + 1);  // tcp-basics once, zz-own added
  EXPECT_EQ(all[0].id, "tcp-basics");
  EXPECT_EQ(all[0].title, "My TCP basics");
  EXPECT_EQ(all[1].id, "zz-own");
  EXPECT_EQ(
      std::count_if(all.begin(), all.end(), [](const auto& l) { return l.id == "tcp-basics"; }), 1);
  for (std::size_t i = 2; i < all.size(); ++i) {
    EXPECT_EQ(all[i].dir.parent_path(), study::default_lessons_root()) << all[i].id;
  }

  EXPECT_EQ(study::find_lesson(roots, "tcp-basics"), user.root() / "tcp-basics");
  EXPECT_EQ(study::find_lesson(roots, "reordering"), study::default_lessons_root() / "reordering");
}

TEST(LessonLibrary, AnUnknownLessonIsAOneLineError) {
  try {
    study::find_lesson(study::lesson_roots({}), "no-such-lesson");
    FAIL() << "expected an error";
  } catch (const ScenarioError& e) {
    EXPECT_STREQ(e.what(),
                 "lesson \"no-such-lesson\": unknown lesson (see `opslab-cli lesson list`)");
  }
}

// Ids also come from students' exported work (the class report): a path, "..", or a name
// longer than a file name may be is refused in one line, never followed out of the roots and
// never left to the file system to throw (a 300-byte id did: "File name too long").
TEST(LessonLibrary, AnIdThatIsNotAFolderNameIsRefused) {
  const auto roots = study::lesson_roots({});
  for (const std::string id : {std::string("../lessons/tcp-basics"), std::string(".."),
                               std::string(""), std::string("a/b"), std::string(300, 'x'),
                               std::string("tcp\0basics", 10)}) {
    SCOPED_TRACE(id.size());
    try {
      study::find_lesson(roots, id);
      FAIL() << "expected an error";
    } catch (const ScenarioError& e) {
      EXPECT_STREQ(e.what(), "lesson id: expected a lesson's folder name (one name, at most 255 bytes)");
    }
  }
  // A name of 255 bytes is a possible folder name: merely unknown.
  EXPECT_THROW(study::find_lesson(roots, std::string(255, 'x')), ScenarioError);
}

TEST(LessonLibrary, AMissingUserFolderIsAnError) {
  try {
    study::lesson_roots({"/no/such/folder"});
    FAIL() << "expected an error";
  } catch (const ScenarioError& e) {
    EXPECT_STREQ(e.what(), "--lesson-dir /no/such/folder: expected a folder of lesson folders");
  }
}

// A root may also be one lesson's folder (the app's "Open lesson folder…", --lesson-dir).
TEST(LessonLibrary, ARootThatIsOneLessonsFolderIsThatLesson) {
  UserLessons user;
  user.add("zz-single", "One lesson");
  const fs::path dir = user.root() / "zz-single";
  const auto roots = study::lesson_roots({dir});
  const auto shipped = study::load_all_lessons(study::default_lessons_root());
  const auto all = study::load_all_lessons(roots);
  ASSERT_EQ(all.size(), shipped.size() + 1);
  EXPECT_EQ(all[0].id, "zz-single");
  EXPECT_EQ(all[0].dir, dir);
  EXPECT_EQ(study::find_lesson(roots, "zz-single"), dir);
  EXPECT_EQ(study::find_lesson(roots, "tcp-basics"), study::default_lessons_root() / "tcp-basics");
}
