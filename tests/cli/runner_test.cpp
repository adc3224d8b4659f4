// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Output directories: every file appears whole, or nothing is left behind; with checksums,
// checksums.csv lists each file as written, last.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "study/run_checksums.hpp"
#include "study/runner.hpp"

namespace opslab::study {
namespace {

namespace fs = std::filesystem;

class OutputFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("opslab-runner-test-" + std::to_string(::getpid()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }
  fs::path root_;
};

TEST_F(OutputFiles, WritesEveryFileCreatingDirectories) {
  const fs::path dir = root_ / "a" / "b";
  write_output_files(dir, {{"x.csv", "1,2\n"}, {"y.json", "{}\n"}});
  std::ostringstream x;
  x << std::ifstream(dir / "x.csv").rdbuf();
  EXPECT_EQ(x.str(), "1,2\n");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 2);
  write_output_files(dir, {{"x.csv", "3\n"}});  // replaces an existing file
  std::ostringstream again;
  again << std::ifstream(dir / "x.csv").rdbuf();
  EXPECT_EQ(again.str(), "3\n");
}

TEST_F(OutputFiles, FailureLeavesNothingBehind) {
  // The second file's temporary cannot be created (its subdirectory does not exist).
  EXPECT_ANY_THROW(write_output_files(root_ / "a" / "b", {{"x.csv", "1\n"}, {"no/y.csv", "2\n"}}));
  EXPECT_EQ(std::distance(fs::directory_iterator(root_), fs::directory_iterator()), 0);
}

// CRC-32's check value (the CRC of the nine digits "123456789" is cbf43926), as zlib computes it.
TEST_F(OutputFiles, ChecksumIsTheStandardCrc32) {
  std::ofstream(root_ / "digits", std::ios::binary) << "123456789";
  const FileChecksum c = file_checksum(root_ / "digits", "digits");
  EXPECT_EQ(c.bytes, 9u);
  EXPECT_EQ(c.crc32, 0xcbf43926u);
  EXPECT_EQ(checksums_csv({c}), "file,bytes,crc32\ndigits,9,cbf43926\n");
}

TEST_F(OutputFiles, ChecksumsListEveryFileAsWritten) {
  const fs::path dir = root_ / "run";
  write_output_files(dir,
                     {{"a.csv", "1,2\n"},
                      {"big.csv", {}, [](std::ostream& out) { out << std::string(200000, 'x'); }}},
                     /*with_checksums=*/true);
  std::ostringstream sums;
  sums << std::ifstream(dir / "checksums.csv").rdbuf();
  EXPECT_EQ(sums.str(), checksums_csv({file_checksum(dir / "a.csv", "a.csv"),
                                       file_checksum(dir / "big.csv", "big.csv")}));
  EXPECT_NE(sums.str().find("big.csv,200000,"), std::string::npos) << sums.str();
  EXPECT_NO_THROW(verify_run_checksums(dir, {"a.csv", "big.csv"}));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 3);
}

}  // namespace
}  // namespace opslab::study
