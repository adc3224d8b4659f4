// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "error_line.hpp"

#include <iostream>
#include <string>

#include <fmt/format.h>

namespace opslab::cli {

int fail(std::string_view message, int status) {
  std::string line;
  for (const char c : message) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n' || c == '\r') {
      line += ' ';
    } else if (byte < 0x20 || byte == 0x7f) {
      line += fmt::format("\\x{:02x}", byte);
    } else {
      line += c;
    }
  }
  std::cerr << "opslab-cli: error: " << line << std::endl;
  return status;
}

}  // namespace opslab::cli
