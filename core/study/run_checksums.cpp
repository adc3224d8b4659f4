// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/run_checksums.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <optional>

#include <boost/crc.hpp>
#include <fmt/format.h>

#include "scenario/scenario_error.hpp"

namespace opslab::study {

namespace fs = std::filesystem;
using scenario::ScenarioError;

FileChecksum file_checksum(const fs::path& path, const std::string& name) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ScenarioError(fmt::format("{}: cannot read", path.string()));
  boost::crc_32_type crc;
  FileChecksum out{name, 0, 0};
  std::array<char, 1 << 16> buffer{};
  while (in) {
    in.read(buffer.data(), buffer.size());
    const auto got = static_cast<std::size_t>(in.gcount());
    crc.process_bytes(buffer.data(), got);
    out.bytes += got;
  }
  if (in.bad()) throw ScenarioError(fmt::format("{}: cannot read", path.string()));
  out.crc32 = crc.checksum();
  return out;
}

std::string checksums_csv(const std::vector<FileChecksum>& files) {
  std::string text = "file,bytes,crc32\n";
  for (const auto& f : files) text += fmt::format("{},{},{:08x}\n", f.name, f.bytes, f.crc32);
  return text;
}

namespace {

// One row of checksums.csv, or nullopt when it is not `name,bytes,crc32` as written above.
std::optional<FileChecksum> parse_row(const std::string& line) {
  const auto c1 = line.find(',');
  const auto c2 = c1 == std::string::npos ? c1 : line.find(',', c1 + 1);
  if (c2 == std::string::npos || c1 == 0 || line.find(',', c2 + 1) != std::string::npos) {
    return std::nullopt;
  }
  FileChecksum f{line.substr(0, c1), 0, 0};
  const char* b = line.data() + c1 + 1;
  const char* e = line.data() + c2;
  if (auto [p, ec] = std::from_chars(b, e, f.bytes); ec != std::errc() || p != e || b == e) {
    return std::nullopt;
  }
  b = line.data() + c2 + 1;
  e = line.data() + line.size();
  if (e - b != 8) return std::nullopt;
  if (auto [p, ec] = std::from_chars(b, e, f.crc32, 16); ec != std::errc() || p != e) {
    return std::nullopt;
  }
  if (f.name.find('/') != std::string::npos || f.name == "." || f.name == "..") return std::nullopt;
  return f;
}

}  // namespace

void verify_run_checksums(const fs::path& run_dir, const std::vector<std::string>& required) {
  const fs::path sums = run_dir / checksums_name;
  std::ifstream in(sums, std::ios::binary);
  if (!in) {
    throw ScenarioError(fmt::format(
        "{}: missing: the run did not finish, or an opslab-cli older than this one wrote it "
        "(rerun it)",
        sums.string()));
  }
  std::string line;
  std::getline(in, line);
  if (line != "file,bytes,crc32") {
    throw ScenarioError(fmt::format("{}: line 1: expected the header file,bytes,crc32", sums.string()));
  }
  std::vector<std::string> listed;
  for (int number = 2; std::getline(in, line); ++number) {
    const auto row = parse_row(line);
    if (!row) {
      throw ScenarioError(
          fmt::format("{}: line {}: expected file,bytes,crc32 (crc32 in 8 hex digits)", sums.string(), number));
    }
    const fs::path file = run_dir / row->name;
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
      throw ScenarioError(fmt::format("{}: missing (listed in {})", file.string(), checksums_name));
    }
    const FileChecksum now = file_checksum(file, row->name);
    if (now.bytes != row->bytes || now.crc32 != row->crc32) {
      throw ScenarioError(fmt::format(
          "{}: changed since its run wrote it ({} bytes, CRC-32 {:08x}; {} says {} bytes, {:08x})",
          file.string(), now.bytes, now.crc32, checksums_name, row->bytes, row->crc32));
    }
    listed.push_back(row->name);
  }
  for (const auto& name : required) {
    if (std::find(listed.begin(), listed.end(), name) == listed.end()) {
      throw ScenarioError(fmt::format("{}: does not list {}", sums.string(), name));
    }
  }
}

}  // namespace opslab::study
