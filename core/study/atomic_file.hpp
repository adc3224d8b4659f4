// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a file whole or not at all: the bytes go to a new temporary file in the target's own
// folder (so the final rename stays on one file system and replaces the target in one step),
// which is flushed to disk and then renamed over the target. A full disk, a read-only folder or
// any other failure leaves the target as it was and no temporary file behind, and is reported in
// one line naming the file and the cause ("out.pcap: No space left on device").
#pragma once

#include <filesystem>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace opslab::study {

/// A file could not be written; what() is one line: "<file>: <cause>".
class FileWriteError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Writes `path` with what `write` puts into the stream (binary), atomically as described
/// above. Throws FileWriteError on failure; an exception thrown by `write` itself is passed on
/// after the temporary file is removed.
/// Throws FileWriteError "FILE: CAUSE", the cause from `error` (an errno value: "No space
/// left on device", "Permission denied", …), or "write failed" when it is 0.
[[noreturn]] void throw_write_error(const std::filesystem::path& file, int error);

void write_file_atomically(const std::filesystem::path& path,
                           const std::function<void(std::ostream&)>& write);

/// The same for a text or byte string.
void write_file_atomically(const std::filesystem::path& path, std::string_view bytes);

}  // namespace opslab::study
