// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// study::write_file_atomically: a file is written whole or not at all. On a full file system
// and in a read-only one (tiny tmpfs mounts; skipped where mounting is not allowed) and under a
// path whose parent is a regular file, the write fails with one line naming the file and the
// cause, the file keeps its old bytes, and no temporary file is left in the folder.
#include <unistd.h>

#include <algorithm>
#include <vector>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "../support/small_filesystem.hpp"
#include "study/atomic_file.hpp"

namespace fs = std::filesystem;
using opslab::study::FileWriteError;
using opslab::study::write_file_atomically;
using opslab::testing::path_under_a_file;
using opslab::testing::SmallFilesystem;

namespace {

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The names in `dir` other than `keep`.
std::vector<std::string> others(const fs::path& dir, const std::vector<std::string>& keep) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (std::find(keep.begin(), keep.end(), name) == keep.end()) out.push_back(name);
  }
  return out;
}

// The message thrown by writing `bytes` to `file`, or "" when it did not fail.
std::string failure(const fs::path& file, const std::string& bytes) {
  try {
    write_file_atomically(file, bytes);
  } catch (const FileWriteError& e) {
    return e.what();
  }
  return {};
}

class AtomicFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("opslab-atomic-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

}  // namespace

TEST_F(AtomicFile, WritesAndReplacesWhole) {
  const fs::path f = dir_ / "out.csv";
  write_file_atomically(f, std::string("a,b\n1,2\n"));
  EXPECT_EQ(read(f), "a,b\n1,2\n");
  write_file_atomically(f, [](std::ostream& out) { out << "x\n"; });
  EXPECT_EQ(read(f), "x\n");
  EXPECT_TRUE(others(dir_, {"out.csv"}).empty());
}

TEST_F(AtomicFile, AnErrorOfTheWriterLeavesTheOldFile) {
  const fs::path f = dir_ / "out.csv";
  write_file_atomically(f, std::string("old\n"));
  EXPECT_THROW(write_file_atomically(f,
                                     [](std::ostream& out) {
                                       out << "half of it";
                                       throw std::runtime_error("cancelled");
                                     }),
               std::runtime_error);
  EXPECT_EQ(read(f), "old\n");
  EXPECT_TRUE(others(dir_, {"out.csv"}).empty());
}

TEST_F(AtomicFile, AParentThatIsAFileIsRefusedInOneLine) {
  const fs::path f = path_under_a_file(dir_, "out.csv");
  const std::string message = failure(f, "x\n");
  EXPECT_EQ(message, f.string() + ": Not a directory");
  EXPECT_TRUE(others(dir_, {"not-a-folder"}).empty());
}

TEST(AtomicFileSystems, AFullFileSystemKeepsTheOldFileAndLeavesNothing) {
  SmallFilesystem fs_(64 * 1024);
  if (!fs_.mounted()) GTEST_SKIP() << fs_.reason();
  const fs::path f = fs_.path() / "sweep.csv";
  write_file_atomically(f, std::string("old contents\n"));
  ASSERT_TRUE(fs_.fill());
  const std::string big(256 * 1024, 'y');
  const std::string message = failure(f, big);
  EXPECT_EQ(message, f.string() + ": No space left on device");
  EXPECT_EQ(read(f), "old contents\n");
  EXPECT_TRUE(others(fs_.path(), {"sweep.csv", ".filler"}).empty());
  // A small write fails too: there is not one byte left.
  EXPECT_EQ(failure(f, "z"), f.string() + ": No space left on device");
  EXPECT_EQ(read(f), "old contents\n");
  EXPECT_TRUE(others(fs_.path(), {"sweep.csv", ".filler"}).empty());
}

TEST(AtomicFileSystems, AFileLargerThanTheDiskIsNotLeftHalfWritten) {
  SmallFilesystem fs_(64 * 1024);
  if (!fs_.mounted()) GTEST_SKIP() << fs_.reason();
  const fs::path f = fs_.path() / "capture.pcap";
  EXPECT_EQ(failure(f, std::string(1 << 20, 'p')), f.string() + ": No space left on device");
  EXPECT_FALSE(fs::exists(f));
  EXPECT_TRUE(others(fs_.path(), {}).empty());
}

TEST(AtomicFileSystems, AReadOnlyFileSystemIsRefusedInOneLine) {
  SmallFilesystem fs_(64 * 1024, /*read_only=*/true);
  if (!fs_.mounted()) GTEST_SKIP() << fs_.reason();
  const fs::path f = fs_.path() / "chart.csv";
  EXPECT_EQ(failure(f, "x\n"), f.string() + ": Read-only file system");
  EXPECT_FALSE(fs::exists(f));
}
