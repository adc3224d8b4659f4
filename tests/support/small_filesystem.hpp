// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SmallFilesystem: a tiny tmpfs of its own, mounted on a fresh folder for one test, to write
// onto a full disk or into a read-only folder. Tests run as root, whom file permissions do not
// stop, so a real full or read-only file system is the only honest way to provoke these
// failures. Mounting needs the right to mount (root outside a restricted container); where it is
// refused, mounted() is false and reason() says why, for the test to skip with.
#pragma once

#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

namespace opslab::testing {

class SmallFilesystem {
 public:
  /// A tmpfs of `bytes` at a new folder under the system's temporary folder, read-only when
  /// `read_only` (then it is empty).
  explicit SmallFilesystem(std::size_t bytes, bool read_only = false) {
    std::string pattern = (std::filesystem::temp_directory_path() / "opslab-smallfs-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      reason_ = std::string("cannot make a mount point: ") + std::strerror(errno);
      return;
    }
    path_ = pattern;
    const std::string options = "size=" + std::to_string(bytes) + ",mode=0755";
    if (::mount("tmpfs", path_.c_str(), "tmpfs", read_only ? MS_RDONLY : 0, options.c_str()) != 0) {
      reason_ = "cannot mount a tmpfs on " + path_.string() + ": " + std::strerror(errno) +
                " (needs root and the right to mount)";
      return;
    }
    mounted_ = true;
  }
  SmallFilesystem(const SmallFilesystem&) = delete;
  SmallFilesystem& operator=(const SmallFilesystem&) = delete;
  ~SmallFilesystem() {
    if (mounted_) ::umount2(path_.c_str(), MNT_DETACH);
    if (!path_.empty()) ::rmdir(path_.c_str());
  }

  bool mounted() const { return mounted_; }
  const std::string& reason() const { return reason_; }
  const std::filesystem::path& path() const { return path_; }

  /// Makes the mounted file system read-only, keeping what is on it; true on success.
  bool remount_read_only() const {
    return ::mount("tmpfs", path_.c_str(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr) == 0;
  }

  /// Fills the file system to the last byte with a file named `name`; true when it is full.
  bool fill(const std::string& name = ".filler") const {
    std::ofstream out(path_ / name, std::ios::binary);
    const std::string block(4096, 'x');
    for (int i = 0; i < 1 << 20 && out; ++i) out.write(block.data(), static_cast<std::streamsize>(block.size()));
    out.flush();
    // What is left is less than a block: top it up byte by byte.
    out.clear();
    for (int i = 0; i < 4096 && out; ++i) out.put('x'), out.flush();
    return !out;
  }

 private:
  std::filesystem::path path_;
  std::string reason_;
  bool mounted_ = false;
};

/// A path no one can create a file at, whoever they are: its parent is a regular file. Made
/// beside `scratch` (an existing folder); the path returned is "<scratch>/not-a-folder/<name>".
inline std::filesystem::path path_under_a_file(const std::filesystem::path& scratch, const std::string& name) {
  std::ofstream(scratch / "not-a-folder") << "a regular file\n";
  return scratch / "not-a-folder" / name;
}

}  // namespace opslab::testing
