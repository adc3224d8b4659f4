// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an interrupted command must not leave behind. A folder registered here (a sweep's hidden
// staging folder of kept runs) is removed when SIGINT, SIGTERM or SIGHUP stops the process, and
// the process then exits with 128 + the signal's number, as a shell reports a killed command.
// The signal handler only writes the signal's number to a pipe (all a handler may safely do);
// a thread waiting on that pipe removes the folders and ends the process. SIGKILL cannot be
// caught: what it leaves is recognised as debris by the next sweep into the same folder
// (check_output_folder, output_folder.hpp).
#pragma once

#include <filesystem>
#include <shared_mutex>

namespace opslab::cli::interrupt_cleanup {

/// Removes `folder` (and everything in it) if the process is interrupted before forget(folder);
/// `then_if_empty` is removed after it when it is empty then (a folder the command created).
/// Installs the handlers on first use.
void remove_on_interrupt(const std::filesystem::path& folder,
                         const std::filesystem::path& then_if_empty = {});

/// The folder was moved into place or removed: an interruption no longer removes it.
void forget(const std::filesystem::path& folder);

/// Held by a thread while it writes into a registered folder: an interruption waits until the
/// write is done before it removes the folder, and no write starts once it has begun.
class WriteGuard {
 public:
  WriteGuard();
  /// False once the process is being interrupted: write nothing.
  bool may_write() const;

 private:
  std::shared_lock<std::shared_mutex> lock_;
};

}  // namespace opslab::cli::interrupt_cleanup
