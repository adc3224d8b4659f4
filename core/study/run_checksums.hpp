// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A run directory's checksums.csv: the size and CRC-32 of every file the run wrote, written
// last, so that collecting a plan's runs refuses a file edited or cut short since its run
// wrote it (a goodput changed by hand, a flows.csv truncated by a full disk or a copy).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace opslab::study {

/// The name of the checksum file in a run's directory.
inline constexpr const char* checksums_name = "checksums.csv";

/// A file's size and CRC-32 (Boost.CRC's crc_32_type, as zip and PNG use).
struct FileChecksum {
  std::string name;  // as written in the run's directory
  std::uint64_t bytes = 0;
  std::uint32_t crc32 = 0;
};

/// The checksum of the file at `path`, recorded under `name`; throws a ScenarioError naming
/// the file if it cannot be read.
FileChecksum file_checksum(const std::filesystem::path& path, const std::string& name);

/// checksums.csv's text: a header `file,bytes,crc32`, then one row per file, the CRC in
/// eight lower-case hex digits.
std::string checksums_csv(const std::vector<FileChecksum>& files);

/// Checks every file that `run_dir`/checksums.csv lists against its size and CRC-32, and that
/// it lists each of `required`; a ScenarioError naming the first file that differs, is
/// missing or unlisted (or the checksum file itself, when absent or malformed).
void verify_run_checksums(const std::filesystem::path& run_dir,
                          const std::vector<std::string>& required);

}  // namespace opslab::study
