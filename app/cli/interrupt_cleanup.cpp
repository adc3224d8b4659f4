// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interrupt_cleanup.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <mutex>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace opslab::cli::interrupt_cleanup {

namespace fs = std::filesystem;

namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

std::mutex& folders_mutex() {
  static std::mutex m;
  return m;
}

// Each registered folder with the folder to remove after it when empty.
std::vector<std::pair<fs::path, fs::path>>& folders() {
  static std::vector<std::pair<fs::path, fs::path>> f;
  return f;
}

// Writers hold it shared; the interruption takes it alone, so no write is half done.
std::shared_mutex& writes_mutex() {
  static std::shared_mutex m;
  return m;
}

std::atomic<bool> g_interrupted{false};

int g_pipe_write = -1;

extern "C" void on_signal(int sig) {
  const unsigned char byte = static_cast<unsigned char>(sig);
  [[maybe_unused]] const ssize_t n = ::write(g_pipe_write, &byte, 1);
}

[[noreturn]] void clean_up_and_exit(int sig) {
  g_interrupted = true;
  const std::unique_lock writes(writes_mutex());  // every write under way has finished
  const std::lock_guard lock(folders_mutex());
  for (const auto& [folder, parent] : folders()) {
    std::error_code ec;
    fs::remove_all(folder, ec);
    if (!parent.empty()) fs::remove(parent, ec);  // only when empty
  }
  std::_Exit(128 + sig);
}

void install() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return;  // without a pipe the default action stays
  g_pipe_write = fds[1];
  std::thread([read_end = fds[0]] {
    unsigned char sig = 0;
    while (true) {
      const ssize_t n = ::read(read_end, &sig, 1);
      if (n == 1) clean_up_and_exit(sig);
      if (n == 0) return;
    }
  }).detach();
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  for (const int s : kSignals) sigaction(s, &action, nullptr);
}

}  // namespace

void remove_on_interrupt(const fs::path& folder, const fs::path& then_if_empty) {
  static std::once_flag installed;
  std::call_once(installed, install);
  const std::lock_guard lock(folders_mutex());
  folders().emplace_back(folder, then_if_empty);
}

void forget(const fs::path& folder) {
  const std::lock_guard lock(folders_mutex());
  auto& f = folders();
  f.erase(std::remove_if(f.begin(), f.end(), [&](const auto& e) { return e.first == folder; }),
          f.end());
}

WriteGuard::WriteGuard() : lock_(writes_mutex()) {}

bool WriteGuard::may_write() const { return !g_interrupted; }

}  // namespace opslab::cli::interrupt_cleanup
