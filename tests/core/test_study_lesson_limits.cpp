// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons are untrusted input: a lesson.json or page over 4 MB, an array of more than 1000
// entries, a question of more than 26 choices and a lesson.json that is not a file are refused
// in one line naming the file, before anything is made of them.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "scenario/scenario_error.hpp"
#include "study/data_dir.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace fs = std::filesystem;
namespace study = opslab::study;

namespace {

// A copy of the shipped tcp-basics lesson, as <tmp>/lessons/tcp-basics, with ../../assets.
class LessonCopy : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("opslab-limits-" + std::to_string(::getpid()) + "-" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_ / "lessons");
    fs::create_directory_symlink(fs::path(OPSLAB_SOURCE_DIR) / "assets", root_ / "assets");
    dir_ = root_ / "lessons" / "tcp-basics";
    fs::copy(study::default_lessons_root() / "tcp-basics", dir_, fs::copy_options::recursive);
    doc_ = nlohmann::json::parse(std::ifstream(dir_ / "lesson.json"));
  }
  void TearDown() override { fs::remove_all(root_); }

  // The error loading the lesson with `doc_` as its lesson.json ("" when it loads).
  std::string error() {
    std::ofstream(dir_ / "lesson.json") << doc_.dump(2);
    return error_as_is();
  }
  std::string error_as_is() {
    try {
      (void)study::load_lesson(dir_);
    } catch (const opslab::scenario::ScenarioError& e) {
      return e.what();
    }
    return {};
  }

  fs::path root_, dir_;
  nlohmann::json doc_;
};

}  // namespace

TEST_F(LessonCopy, TheCopyLoads) { EXPECT_EQ(error(), ""); }

TEST_F(LessonCopy, ALessonFileOverFourMegabytesIsRefused) {
  doc_["title"] = std::string(5 * 1024 * 1024, 'x');
  const std::string e = error();
  EXPECT_NE(e.find((dir_ / "lesson.json").string() + ": too large ("), std::string::npos) << e;
  EXPECT_NE(e.find("at most 4194304"), std::string::npos) << e;
  EXPECT_EQ(e.find('\n'), std::string::npos) << e;
}

TEST_F(LessonCopy, APageOverFourMegabytesIsRefused) {
  const std::string page = doc_["steps"][0]["page"].get<std::string>();
  std::ofstream(dir_ / page) << std::string(4 * 1024 * 1024 + 1, 'p');
  const std::string e = error();
  EXPECT_NE(e.find((dir_ / page).string() + ": too large (4194305 bytes"), std::string::npos) << e;
}

TEST_F(LessonCopy, AnArrayOfMoreThanAThousandEntriesIsRefused) {
  auto& values = doc_["sweeps"][0]["vary"][0]["values"];
  while (values.size() <= 1000) values.push_back(values.back());
  const std::string e = error();
  EXPECT_NE(e.find("an array of at most 1000 entries (it has 1001)"), std::string::npos) << e;
  EXPECT_NE(e.find("lesson.json"), std::string::npos) << e;
}

TEST_F(LessonCopy, AQuestionOfMoreThanTwentySixChoicesIsRefused) {
  auto& choices = doc_["steps"][0]["questions"][0]["choices"];
  for (int i = static_cast<int>(choices.size()); i < 27; ++i) choices.push_back("choice " + std::to_string(i));
  doc_["steps"][0]["questions"][0].erase("feedback");
  const std::string e = error();
  EXPECT_NE(e.find("at most 26 choices"), std::string::npos) << e;
}

TEST_F(LessonCopy, ALessonFileThatIsAFolderIsRefused) {
  fs::remove(dir_ / "lesson.json");
  fs::create_directory(dir_ / "lesson.json");
  const std::string e = error_as_is();
  EXPECT_NE(e.find("cannot read " + (dir_ / "lesson.json").string() + ": not a file"), std::string::npos) << e;
}
