// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

#include <fmt/format.h>

namespace opslab::study {

namespace {

namespace fs = std::filesystem;

[[noreturn]] void fail(const fs::path& file, int error) { throw_write_error(file, error); }

// Removes the temporary file unless released: every way out of a failed write.
class TemporaryFile {
 public:
  explicit TemporaryFile(fs::path p) : path_(std::move(p)) {}
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  ~TemporaryFile() {
    if (!path_.empty()) ::unlink(path_.c_str());
  }
  const fs::path& path() const { return path_; }
  void release() { path_.clear(); }

 private:
  fs::path path_;
};

// Creates the temporary file beside `file` (a name of its own, mode 0666 less the umask, as a
// plain open would give) and returns its path.
fs::path create_beside(const fs::path& file) {
  const fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
  std::string pattern = (folder / ("." + file.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = ::mkstemp(pattern.data());
  if (fd < 0) fail(file, errno);
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd, 0666 & ~mask);
  ::close(fd);
  return pattern;
}

// Flushes the file's bytes to the disk, so that the rename never publishes a file whose data
// a crash could still lose.
int sync_file(const fs::path& p) {
  const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return errno;
  const int rc = ::fsync(fd);
  const int error = rc == 0 ? 0 : errno;
  ::close(fd);
  return error;
}

}  // namespace

void throw_write_error(const std::filesystem::path& file, int error) {
  const std::string cause = error != 0 ? std::strerror(error) : std::string("write failed");
  throw FileWriteError(fmt::format("{}: {}", file.string(), cause));
}

void write_file_atomically(const fs::path& path, const std::function<void(std::ostream&)>& write) {
  if (path.filename().empty()) fail(path, EISDIR);
  TemporaryFile tmp(create_beside(path));
  {
    std::ofstream out(tmp.path(), std::ios::binary | std::ios::trunc);
    if (!out) fail(path, errno);
    errno = 0;
    write(out);
    if (!out) fail(path, errno);
    out.flush();
    if (!out) fail(path, errno);
    out.close();
    if (!out) fail(path, errno);
  }
  if (const int error = sync_file(tmp.path()); error != 0) fail(path, error);
  if (::rename(tmp.path().c_str(), path.c_str()) != 0) fail(path, errno);
  tmp.release();
}

void write_file_atomically(const fs::path& path, std::string_view bytes) {
  write_file_atomically(path, [bytes](std::ostream& out) {
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  });
}

}  // namespace opslab::study
