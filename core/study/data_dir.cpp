// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/data_dir.hpp"

#include <system_error>

namespace opslab::study {

std::filesystem::path data_dir() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);  // Linux: the running program
  if (!ec) {
    const fs::path installed = (exe.parent_path() / ".." / "share" / "opslab").lexically_normal();
    if (fs::is_directory(installed / "lessons", ec)) return installed;
  }
  return fs::path(OPSLAB_SOURCE_DIR);
}

}  // namespace opslab::study
